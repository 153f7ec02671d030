package advisor

import (
	"testing"

	"kandahar/game/enduring"
)

func enduringGame(t testing.TB, seed uint64) *enduring.State {
	t.Helper()
	r := enduring.MustRules()
	sc, err := enduring.Campaign(r)
	if err != nil {
		t.Fatal(err)
	}
	return enduring.NewState(r, sc, seed)
}

// Every player the sim offers is made by its name, and is called so.
func TestNewEnduring(t *testing.T) {
	for _, name := range EnduringPolicies {
		p, err := NewEnduring(name, 1)
		if err != nil || p.Name() != name {
			t.Fatalf("%s: %v, named %q", name, err, p.Name())
		}
	}
	if _, err := NewEnduring("alphago", 1); err == nil {
		t.Fatal("an unknown player is refused")
	}
}

// The greedy player plays whole games with no invariant broken and does
// better than the random floor.
func TestEnduringGreedyPlay(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	var greedy, random int
	for i := range games {
		seed := uint64(i + 1)
		s := enduringGame(t, seed)
		if _, err := PlayEnduring(s, NewEnduringGreedy(), true); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		greedy += s.FinalNP
		s2 := enduringGame(t, seed)
		if _, err := PlayEnduring(s2, NewEnduringRandom(seed, EnduringFloor), true); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		random += s2.FinalNP
	}
	if greedy <= random {
		t.Fatalf("the greedy player's mean NP %d is not above the random player's %d", greedy/games, random/games)
	}
}

// The random floor never buys below its floor (4.3, 5.1), so it does not
// spend itself into a catastrophe; the pure random player does.
func TestEnduringRandomFloor_5_1(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	floorTurn1, pureTurn1 := 0, 0
	for i := range games {
		seed := uint64(i + 1)
		s := enduringGame(t, seed)
		p := NewEnduringRandom(seed, EnduringFloor)
		for !s.Over() {
			a := p.Choose(s)
			if c := s.ActionCost(a); c > 0 && s.NP-c < EnduringFloor {
				t.Fatalf("seed %d: the random floor spends %d NP of %d", seed, c, s.NP)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if s.Outcome == enduring.Catastrophe && s.Turn <= 1 {
			floorTurn1++
		}
		s2 := enduringGame(t, seed)
		if _, err := PlayEnduring(s2, NewEnduringRandom(seed, 0), false); err != nil {
			t.Fatal(err)
		}
		if s2.Outcome == enduring.Catastrophe && s2.Turn <= 1 {
			pureTurn1++
		}
	}
	if floorTurn1*4 > games || pureTurn1 <= floorTurn1 {
		t.Fatalf("turn-1 catastrophes: the random floor %d, the pure random player %d, of %d games", floorTurn1, pureTurn1, games)
	}
}

// The Monte Carlo player plays a whole game by the rules, on a small
// budget, and makes its plan from imagined futures only: the game's own
// dice are where they were after each of its choices but its own.
func TestEnduringMCPlays(t *testing.T) {
	s := enduringGame(t, 5)
	p := NewEnduringMC(5, EnduringBudget{Rollouts: 2})
	for !s.Over() {
		before := s.Dice
		a := p.Choose(s)
		if s.Dice.State != before.State || s.Dice.Rolls != before.Rolls {
			t.Fatal("choosing touched the game's dice")
		}
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if err := s.Invariants(); err != nil {
			t.Fatal(err)
		}
	}
}

// A whole game by the greedy player (docs/performance.md).
func BenchmarkEnduringGreedyGame(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		s := enduringGame(b, uint64(i+1))
		if _, err := PlayEnduring(s, NewEnduringGreedy(), false); err != nil {
			b.Fatal(err)
		}
	}
}
