package game

import (
	"math/rand/v2"
	"testing"
)

// What Determinize keeps and what it redraws: the visible position stays,
// the dice and the face-down track markers (3.6) do not depend on the
// game's own, and the same seed gives the same copy.
func TestDeterminizeKeepsWhatIsSeen_3_6(t *testing.T) {
	r := scenarioRules(t)
	g, err := New(r, nil, 11)
	if err != nil {
		t.Fatal(err)
	}
	if err := PlayRandom(g, rand.New(rand.NewPCG(11, 1)), 60); err != nil {
		t.Fatal(err)
	}
	s := g.State
	a, b := s.Determinize(5), s.Determinize(5)
	other := s.Clone()
	other.Dice = NewDice(999) // another future for the same position
	c := other.Determinize(5)
	for _, d := range []*State{a, c} {
		if d.Dice.State != b.Dice.State || len(d.Dice.Script) != 0 {
			t.Fatalf("the dice of a determinized copy depend on more than its seed: %+v", d.Dice)
		}
	}
	if a.Dice.Rolls != s.Dice.Rolls {
		t.Errorf("the count of dice rolled changed: %d, want %d", a.Dice.Rolls, s.Dice.Rolls)
	}
	tracks := map[PieceID]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		d := s.Determinize(seed)
		onTrack := 0
		for i := range s.Pieces {
			id := PieceID(i + 1)
			p, q := s.P(id), d.P(id)
			if hiddenEnemy(s, id) {
				if !hiddenEnemy(d, id) {
					t.Fatalf("seed %d: %s left the cup or the track", seed, s.Name(id))
				}
				if q.Place == OnTrack {
					onTrack++
					tracks[id] = true
				}
				continue
			}
			if *p != *q {
				t.Fatalf("seed %d: piece %s changed: %+v became %+v", seed, s.Name(id), *p, *q)
			}
		}
		if onTrack != s.countPlace(KindEnemy, OnTrack) {
			t.Fatalf("seed %d: %d track markers, want %d", seed, onTrack, s.countPlace(KindEnemy, OnTrack))
		}
		if err := d.CheckInvariants(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	if len(tracks) < 4 {
		t.Errorf("the track markers hardly change between samples: %d different units in 40", len(tracks))
	}
	// play goes on from a copy as from the game
	if err := PlayRandom(&Game{Rules: r, Scenario: Standard, State: a}, rand.New(rand.NewPCG(1, 2)), 200); err != nil {
		t.Fatal(err)
	}
}

func hiddenEnemy(s *State, id PieceID) bool {
	p := s.P(id)
	return s.Spec(id).Kind == KindEnemy && (p.Place == InCup || p.Place == OnTrack)
}

// A pooled search finds what Reachable finds, and is empty once released.
func TestReachablePooled_10_1(t *testing.T) {
	s := midGame(t)
	team := id(s, "a-team-1")
	put(s, team, MustHex("1318"))
	want := s.Reachable([]PieceID{team})
	for range 3 {
		got := s.ReachablePooled([]PieceID{team})
		if got.Len() != want.Len() || got.Len() == 0 {
			t.Fatalf("pooled search: %d hexes, want %d", got.Len(), want.Len())
		}
		for h, r := range want.All() {
			if g, ok := got.At(h); !ok || g.Cost != r.Cost || len(g.Path) != len(r.Path) {
				t.Fatalf("hex %s: pooled %+v, want %+v", h, g, r)
			}
		}
		got.Release()
		if got.Len() != 0 {
			t.Fatal("a released search still answers")
		}
	}
}
