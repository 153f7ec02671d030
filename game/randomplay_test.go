package game

import (
	"math/rand/v2"
	"testing"
)

// Whole games of random legal actions with random seeds, on the test
// fixture and on the shipped map, chart and counters in turn: no panic,
// the invariants hold after every action, and every game ends.
func TestRandomPlay(t *testing.T) {
	games := 3000
	switch {
	case testing.Short():
		games = 30
	case raceEnabled:
		games = 200 // the race detector slows play about tenfold
	}
	rules := []*Rules{fixtureRules(t), scenarioRules(t)}
	ended, stuck := 0, uint64(0)
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := Options{NewOldStock: seed%2 == 0, Misadventure: seed%3 == 0, WeaponCharacteristics: seed%5 != 0}
		g, err := New(rules[seed%2], &Scenario{Name: "random", Options: opts}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("seed %d: panic after %d actions: %v", seed, len(g.Log), r)
				}
			}()
			if err := PlayRandom(g, rng, 20000); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}()
		switch {
		case !g.State.Over:
			if stuck == 0 {
				stuck = seed
				t.Errorf("seed %d: game not over after %d actions (turn %d, %s)", seed, len(g.Log), g.State.Turn, g.State.Phase)
			}
		case g.State.Reason == "":
			t.Errorf("seed %d: the game is over with no reason given (5.0)", seed)
		default:
			ended++
		}
	}
	if ended != games {
		t.Fatalf("%d of %d games ended with a reason; the first that did not: seed %d", ended, games, stuck)
	}
}
