package enduring

import (
	"testing"

	"kandahar/game/table"
)

// answerAll answers every question with its first option.
func answerAll(t *testing.T, s *State) {
	t.Helper()
	for s.Q != nil {
		if _, err := s.Apply(Action{Kind: ActAnswer}); err != nil {
			t.Fatal(err)
		}
	}
}

// The set-up's counts (6.0): NP 50, Jihad 9, the Islamist and Northern
// Alliance units zone by zone, the rest in their displays, every
// Coalition unit waiting in the Mobilization display.
func TestSetupCounts_6_0(t *testing.T) {
	r := MustRules()
	sc, err := Campaign(r)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 30; seed++ {
		s := NewState(r, sc, seed)
		answerAll(t, s)
		if s.Phase != PhSetupMobilize || s.NP != 50 || s.Jihad != 9 {
			t.Fatalf("seed %d: phase %s, NP %d, Jihad %d", seed, s.Phase, s.NP, s.Jihad)
		}
		total := 0
		for _, p := range sc.Islamist {
			n := 0
			for _, u := range s.unitsAt(Place(p.Zone)) {
				if s.Type(u).Side == Islamist {
					n++
				}
			}
			if n != p.Count {
				t.Fatalf("seed %d: %d Islamist units in %s, want %d", seed, n, r.Zones[p.Zone].Name, p.Count)
			}
			total += n
		}
		if total != 47 || len(s.unitsAt(BoxUnderground)) != 23 {
			t.Fatalf("seed %d: %d on the map and %d underground, want 47 and 23", seed, total, len(s.unitsAt(BoxUnderground)))
		}
		for _, p := range sc.NA {
			n := 0
			for _, u := range s.unitsAt(Place(p.Zone)) {
				if s.Type(u).NA() {
					n++
				}
			}
			if n != p.Count {
				t.Fatalf("seed %d: %d Northern Alliance units in %s, want %d", seed, n, r.Zones[p.Zone].Name, p.Count)
			}
		}
		if n := len(s.unitsAt(BoxNAAvailable)); n != 8 {
			t.Fatalf("seed %d: %d Northern Alliance units available, want 8", seed, n)
		}
		for u := range s.Units {
			if t2 := s.Type(u); t2.Side == Coalition && !t2.NA() && s.Units[u].Loc != BoxMobilization {
				t.Fatalf("seed %d: %s starts in %s", seed, t2.Name, r.PlaceName(s.Units[u].Loc))
			}
			if s.Type(u).Side == Islamist && s.Units[u].Loc.IsZone() && s.Units[u].FaceUp && isMarker(s.Type(u)) {
				t.Fatalf("seed %d: a special counter stays revealed at set-up (10.3)", seed)
			}
		}
		if err := s.Invariants(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

// 6.0 step 6: a die of zones with face-down Islamist units, each
// designated by the player, all revealed; then the same for the Northern
// Alliance.
func TestPreOpIntel_6_0(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	d := table.NewDice(5)
	s := NewStateDice(r, sc, d)
	if s.Q == nil || s.Q.Rule != "6.0" {
		t.Fatalf("set-up asks for the first zone, got %v", s.Q)
	}
	// designate Kabul if offered, else the first
	pick := func() {
		for i, o := range s.Q.Options {
			if r.Zones[o.Place].ID == "kabul" {
				if _, err := s.Apply(Action{Kind: ActAnswer, Choice: i}); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		if _, err := s.Apply(Action{Kind: ActAnswer}); err != nil {
			t.Fatal(err)
		}
	}
	pick()
	kabul := zone(t, s, "kabul")
	if s.faceDownIn(kabul, false) != 0 {
		t.Fatal("every Islamist unit in a designated zone is revealed")
	}
	answerAll(t, s)
	revealed := 0
	for z := range r.Zones {
		if s.faceDownIn(Place(z), true) == 0 && s.CoalitionGroundIn(Place(z)) > 0 {
			revealed++
		}
	}
	if revealed == 0 {
		t.Fatal("the second die reveals at least one Northern Alliance zone")
	}
}

// Every question is a real choice: the set-up never asks with one option.
func TestQuestionsOffered_2_0(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	s := NewState(r, sc, 9)
	for s.Q != nil {
		if len(s.Q.Options) < 2 {
			t.Fatalf("a question with %d options: %s", len(s.Q.Options), s.Q.Prompt)
		}
		answerAll(t, s)
	}
}
