package enduring

import (
	"fmt"

	"kandahar/game/table"
)

// NewState sets a game up (6.0) with a seed, and runs the game system up
// to the first thing the player must do: the pre-operation intelligence
// zones (6.0 step 6) are the player's to designate.
func NewState(r *Rules, sc *Scenario, seed uint64) *State {
	return NewStateDice(r, sc, table.NewDice(seed))
}

// NewStateDice is NewState with given dice (a test scripts them).
func NewStateDice(r *Rules, sc *Scenario, d table.Dice) *State {
	s, _ := Start(r, sc, d)
	return s
}

// Start is NewState also returning the set-up's events.
func Start(r *Rules, sc *Scenario, d table.Dice) (*State, []Event) {
	s := &State{Rules: r, Scenario: sc, Dice: d, NP: sc.NP, Jihad: sc.Jihad, Phase: PhSetup}
	s.Units = make([]Unit, len(r.Units))
	for i, t := range r.Units {
		u := Unit{Target: Nowhere, LandedIn: Nowhere}
		switch {
		case t.Side == Islamist:
			u.Loc = BoxUnderground
		case t.NA():
			u.Loc = BoxNAAvailable
		default:
			u.Loc = BoxMobilization
		}
		s.Units[i] = u
	}
	ev := &events{}
	s.ev = ev
	s.StackChecked = true
	s.run()
	s.ev = nil
	return s, ev.list
}

// stepSetup: 6.0 steps 1-6, one step each for the placing and each side's
// intelligence.
func (s *State) stepSetup() {
	switch s.Step {
	case 0:
		s.emit(Event{Type: EvSetup, Rule: "6.0", Text: fmt.Sprintf("NP at %d, the Jihad level at %d (%s)", s.NP, s.Jihad, s.Rules.Jihad[s.Jihad].Name)})
		for _, p := range s.Scenario.Islamist {
			for range p.Count {
				s.placeFromUnderground(Place(p.Zone), "6.0")
			}
		}
		s.emit(Event{Type: EvSetup, Rule: "6.0", Text: "the Islamist units are placed face down, the rest go to the Underground"})
		for _, p := range s.Scenario.NA {
			for range p.Count {
				pool := s.unitsAt(BoxNAAvailable)
				if len(pool) == 0 {
					break
				}
				s.Units[pool[s.pick(len(pool))]].Loc = Place(p.Zone)
			}
		}
		s.emit(Event{Type: EvSetup, Rule: "6.0", Text: "the Northern Alliance units are placed face down"})
		s.Step = 1
	case 1, 2:
		na := s.Step == 2
		d := s.roll(1)
		who := "Islamist"
		if na {
			who = "Northern Alliance"
		}
		s.emit(Event{Type: EvRoll, Rule: "6.0", Text: fmt.Sprintf("pre-operation intelligence: a die of %d designates %d zones with face-down %s units", d[0].Value, d[0].Value, who), Dice: d})
		for k := 0; k < d[0].Value; k++ {
			var opts []Option
			for z := range s.Rules.Zones {
				if s.faceDownIn(Place(z), na) > 0 {
					opts = append(opts, Option{Text: s.Rules.Zones[z].Name, Place: Place(z)})
				}
			}
			if len(opts) == 0 {
				break
			}
			c := opts[s.ask("6.0", fmt.Sprintf("Pre-operation intelligence (6.0 step 6): designate zone %d of %d whose face-down %s units are revealed", k+1, d[0].Value, who), opts)].Place
			s.revealZone(c, na, "6.0", false)
		}
		if na {
			s.enter(PhSetupMobilize)
		} else {
			s.Step = 2
		}
	}
}

// faceDownIn counts the face-down counters of one side in a zone.
func (s *State) faceDownIn(z Place, na bool) int {
	n := 0
	for i := range s.Units {
		if s.Units[i].Loc == z && !s.Units[i].FaceUp {
			t := s.Type(i)
			if (na && t.NA()) || (!na && t.Side == Islamist) {
				n++
			}
		}
	}
	return n
}

// placeFromUnderground picks an Islamist unit at random from the
// Underground and places it face down in a zone; false when it is empty
// (30.3).
func (s *State) placeFromUnderground(z Place, rule string) (int, bool) {
	pool := s.unitsAt(BoxUnderground)
	if len(pool) == 0 {
		return -1, false
	}
	u := pool[s.pick(len(pool))]
	s.Units[u] = Unit{Loc: z, Target: Nowhere, LandedIn: Nowhere}
	return u, true
}
