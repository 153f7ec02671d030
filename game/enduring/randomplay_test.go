package enduring

import (
	"flag"
	"testing"
	"time"
)

// gamesFlag sets how many whole games TestRandomPlay
// play, for a long run: go test ./game/enduring -run Play -games 10000
var gamesFlag = flag.Int("games", 0, "whole games for TestRandomPlay (0: 2,000, or 100 with -short)")

// Whole games by the random players, the invariants checked after every
// action: no unit in two places, stacking and staging capacities, NP in
// 0-99, the Jihad level on its track, no counter shown without a rule.
func TestRandomPlay(t *testing.T) {
	r := MustRules()
	sc, err := Campaign(r)
	if err != nil {
		t.Fatal(err)
	}
	games := 2000
	if testing.Short() {
		games = 100
	}
	if *gamesFlag > 0 {
		games = *gamesFlag
	}
	ends := map[Outcome]int{}
	turns, late := 0, 0
	t0 := time.Now()
	for i := range games {
		seed := uint64(i + 1)
		s := NewState(r, sc, seed)
		keep := 0
		if i%2 == 1 {
			keep = 25
		}
		if _, err := playTest(s, newTestPlayer(seed, keep), true); err != nil {
			t.Fatalf("seed %d (keep %d): %v", seed, keep, err)
		}
		ends[s.Outcome]++
		turns += s.Turn
		if s.Turn >= 3 {
			late++
		}
	}
	t.Logf("%d games in %v: %v, mean last turn %.1f, %d reached turn 3", games, time.Since(t0), ends, float64(turns)/float64(games), late)
	if late == 0 {
		t.Fatal("no game reached turn 3: the later phases went unplayed")
	}
}
