package paper

import (
	"math/rand/v2"
	"testing"

	"kandahar/assets"
	"kandahar/game"
)

// The busy board of -bench-frames is a position a game can hold: it keeps
// the game's invariants when set up, and through a few hundred random
// actions from there, for several seeds. Its gear at 0812 with an enemy
// cell and no team broke them (gear without a team where an enemy stands
// is claimed or eliminated, 13.x), and the command-line fuzzer stopped on
// -bench-frames=1 in seconds.
func TestBusyScenarioPlays(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	sc := BusyScenario(rules)
	if len(sc.Pieces) < 40 {
		t.Fatalf("the busy board holds %d pieces: not busy", len(sc.Pieces))
	}
	for seed := uint64(1); seed <= 5; seed++ {
		g, err := game.New(rules, sc, seed)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.State.CheckInvariants(); err != nil {
			t.Fatalf("seed %d, as set up: %v", seed, err)
		}
		rng := rand.New(rand.NewPCG(seed, 36))
		played := 0
		for i := range 300 {
			if g.State.Over {
				break
			}
			a, ok := game.RandomAction(g.State, rng)
			if !ok {
				t.Fatalf("seed %d, action %d: nothing to do in a game not over", seed, i)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d, action %d (%v), legal, is refused: %v", seed, i, a, err)
			}
			if err := g.State.CheckInvariants(); err != nil {
				t.Fatalf("seed %d, after action %d (%v): %v", seed, i, a, err)
			}
			played++
		}
		if played < 50 {
			t.Errorf("seed %d: the game ended after %d actions: the board plays too little to show anything", seed, played)
		}
	}
}
