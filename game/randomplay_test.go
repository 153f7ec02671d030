package game

import (
	"math/rand/v2"
	"reflect"
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

// Advance changes the state exactly as Apply does, action by action, and
// refuses what Apply refuses, leaving the state alone (4.0).
func TestAdvanceIsApply_4_0(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		opts := Options{NewOldStock: seed%2 == 0, Misadventure: seed%3 == 0, WeaponCharacteristics: seed%5 != 0}
		g, err := New(scenarioRules(t), &Scenario{Name: "advance", Options: opts}, seed)
		if err != nil {
			t.Fatal(err)
		}
		s, quiet := g.State, g.State.Clone()
		rng := rand.New(rand.NewPCG(seed, 11))
		for step := 0; step < 5000 && !s.Over; step++ {
			a, ok := RandomAction(s, rng)
			if !ok {
				t.Fatalf("seed %d: no legal action", seed)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("seed %d step %d: Apply refused %v: %v", seed, step, a, err)
			}
			if err := quiet.Advance(a); err != nil {
				t.Fatalf("seed %d step %d: Advance refused %v: %v", seed, step, a, err)
			}
			if !reflect.DeepEqual(s, quiet) {
				t.Fatalf("seed %d step %d: after %v Advance's state differs from Apply's", seed, step, a)
			}
		}
		before := quiet.Clone()
		if err := quiet.Advance(Action{Type: ActAttack}); err == nil || !reflect.DeepEqual(before, quiet) {
			t.Fatalf("seed %d: an illegal action: Advance gave %v and changed the state: %v", seed, err, !reflect.DeepEqual(before, quiet))
		}
	}
}
