package enduring

import (
	"testing"

	"kandahar/game/table"
)

// The greedy player plays whole games with no invariant broken, and does
// better than the random one.
func TestGreedyPlay(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	games := 300
	if testing.Short() {
		games = 20
	}
	if *gamesFlag > 0 {
		games = *gamesFlag
	}
	var greedy, random int
	ends := map[Outcome]int{}
	for i := range games {
		seed := uint64(i + 1)
		s := NewState(r, sc, seed)
		if _, err := Play(s, &GreedyPlayer{}, true); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		ends[s.Outcome]++
		greedy += s.FinalNP
		s2 := NewState(r, sc, seed)
		if _, err := Play(s2, &RandomPlayer{Dice: table.NewDice(seed)}, false); err != nil {
			t.Fatal(err)
		}
		random += s2.FinalNP
	}
	t.Logf("greedy: %v, mean NP %.1f; random mean NP %.1f", ends, float64(greedy)/float64(games), float64(random)/float64(games))
	if greedy <= random {
		t.Fatalf("the greedy player's mean NP %d is not above the random player's %d", greedy/games, random/games)
	}
}
