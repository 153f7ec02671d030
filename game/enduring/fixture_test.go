package enduring

import (
	"strings"
	"testing"

	"kandahar/game/table"
)

// bare is a turn-1 state with nothing placed: every counter in its box,
// the dice scripted by the test.
func bare(t *testing.T, phase Phase) *State {
	t.Helper()
	r := MustRules()
	sc, err := Campaign(r)
	if err != nil {
		t.Fatal(err)
	}
	s := &State{Rules: r, Scenario: sc, NP: 50, Jihad: 9, Turn: 1, Phase: phase, StackChecked: true}
	s.Units = make([]Unit, len(r.Units))
	for i, u := range r.Units {
		s.Units[i] = Unit{Target: Nowhere, LandedIn: Nowhere, Loc: BoxMobilization}
		if u.Side == Islamist {
			s.Units[i].Loc = BoxUnderground
		} else if u.NA() {
			s.Units[i].Loc = BoxNAAvailable
		}
	}
	s.ev = &events{}
	return s
}

func zone(t *testing.T, s *State, id string) Place {
	t.Helper()
	z := s.Rules.ZoneID(id)
	if z < 0 {
		t.Fatalf("no zone %q", id)
	}
	return Place(z)
}

// put places a counter by id, face up for Islamist and NA counters when
// up is given.
func put(t *testing.T, s *State, id string, p Place, up ...bool) int {
	t.Helper()
	u := s.Rules.UnitID(id)
	if u < 0 {
		t.Fatalf("no counter %q", id)
	}
	s.Units[u].Loc = p
	if len(up) > 0 && up[0] {
		s.Units[u].FaceUp = true
		s.Units[u].RevealedBy = "test"
	}
	return u
}

func dice(s *State, v ...int) { s.Dice = table.Dice{Script: v} }

// call runs a piece of the game system with the given answers; a
// question beyond them fails the test.
func call(t *testing.T, s *State, answers []int, f func()) {
	t.Helper()
	s.Answers, s.cursor = answers, 0
	if s.ev == nil {
		s.ev = &events{}
	}
	asked := false
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(askSignal); ok {
					asked = true
					return
				}
				if _, ok := r.(gameOverSignal); ok {
					return
				}
				panic(r)
			}
		}()
		f()
	}()
	if asked {
		t.Fatalf("unexpected question: %s", s.Q.Prompt)
	}
}

// hasEvent reports an event of a rule whose text contains a phrase.
func hasEvent(s *State, rule, phrase string) bool {
	for _, e := range s.ev.list {
		if e.Rule == rule && contains(e.Text, phrase) {
			return true
		}
	}
	return false
}

func contains(a, b string) bool { return strings.Contains(a, b) }

func dumpEvents(t *testing.T, s *State) {
	t.Helper()
	for _, e := range s.ev.list {
		t.Log(e)
	}
}
