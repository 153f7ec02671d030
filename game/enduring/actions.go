package enduring

import (
	"fmt"
	"slices"
	"strings"

	"kandahar/game/table"
)

// npCost is what mobilizing a unit costs (11.1, the NP table); a half
// point is 1 when no half point is owed.
func (s *State) npCost(u int) int {
	t := s.Type(u)
	np := s.Rules.NP
	switch {
	case t.Class == Air:
		return np["cost-air"].Fixed
	case t.Class == Asset:
		if s.HalfPoint {
			return 0
		}
		return 1
	case t.Contingent == "Iran":
		return np["cost-irgc"].Fixed
	case t.Type == "fob":
		return np["cost-fob"].Fixed
	case t.Type == "sof":
		return np["cost-sof"].Fixed
	}
	return t.Full
}

// canSpend: the app never spends the last NP, which would end the game
// at once in a catastrophe (5.1); ruling EF-R3.
func (s *State) canSpend(n int) bool { return s.NP-n >= 1 }

// Legal lists every action the rules allow now. While a question is
// asked, its answers; otherwise the player phase's actions and ending it.
func (s *State) Legal() []Action {
	if s.Phase == PhGameOver {
		return nil
	}
	if s.Q != nil {
		out := make([]Action, len(s.Q.Options))
		for i := range out {
			out[i] = Action{Kind: ActAnswer, Choice: i}
		}
		return out
	}
	var out []Action
	s.eachAction(func(a Action) bool {
		out = append(out, a)
		return true
	})
	return append(out, Action{Kind: ActEndPhase})
}

// eachAction calls f with each legal action of a player phase but ending
// it, until f returns false.
func (s *State) eachAction(f func(Action) bool) {
	s.withCounts(func() {
		for _, k := range phaseActions[s.Phase] {
			if k == ActMobilizeNA {
				for _, z := range s.targets(k, -1) {
					if !f(Action{Kind: k, Unit: -1, To: z}) {
						return
					}
				}
				continue
			}
			for u := range s.Units {
				for _, p := range s.targets(k, u) {
					if !f(Action{Kind: k, Unit: u, To: p}) {
						return
					}
				}
			}
		}
	})
}

// canAct reports a player phase with something to do besides ending it.
func (s *State) canAct() bool {
	found := false
	s.eachAction(func(Action) bool {
		found = true
		return false
	})
	return found
}

var phaseActions = map[Phase][]ActionKind{
	PhSetupMobilize: {ActMobilize},
	PhMobilize:      {ActMobilize, ActMobilizeNA, ActDemobilize},
	PhRefit:         {ActRefit},
	PhInfoWar:       {ActCommitIW},
	PhISR:           {ActPlaceISR},
	PhStaging:       {ActTransfer, ActAssign},
	PhGroundMove:    {ActGroundMove},
	PhAirMove:       {ActFly, ActAirMove},
	PhDefensiveCAS:  {ActFlyCAS},
}

// Check says why an action is not allowed now, or nil. A refusal is a
// *table.Refusal: a stable code, the section it rests on, one sentence.
func (s *State) Check(a Action) error {
	if s.Phase == PhGameOver {
		return ErrOver
	}
	if s.Q != nil {
		if a.Kind != ActAnswer {
			return refuse("answer-first", s.Q.Rule, "first answer the question asked (%s)", s.Q.Rule)
		}
		if a.Choice < 0 || a.Choice >= len(s.Q.Options) {
			return refuse("bad-option", s.Q.Rule, "there is no answer %d: choose 1 to %d", a.Choice+1, len(s.Q.Options))
		}
		return nil
	}
	if a.Kind == ActAnswer {
		return table.NoQuestion()
	}
	if a.Kind == ActEndPhase {
		return nil
	}
	if !slices.Contains(phaseActions[s.Phase], a.Kind) {
		return refuse("wrong-phase", s.Phase.Rule(), "%s is not done in the %s phase (%s)", a.Kind, s.Phase, s.Phase.Rule())
	}
	if a.Kind != ActMobilizeNA && (a.Unit < 0 || a.Unit >= len(s.Units)) {
		return refuse("no-such-unit", "", "there is no unit %d", a.Unit)
	}
	ok := false
	s.withCounts(func() { ok = slices.Contains(s.targets(a.Kind, a.Unit), a.To) })
	if ok {
		return nil
	}
	if a.Kind == ActMobilizeNA {
		return refuse("not-there", "11.2", "a Northern Alliance unit can be mobilized only into a zone with a Coalition SOF unit, for 1 NP, while units are available (11.2)")
	}
	why := whyNot[a.Kind]
	return refuse("not-there", lastSection(why), "%s: %s cannot go to %s: %s", a.Kind, s.Name(a.Unit), s.Rules.PlaceName(a.To), why)
}

// refuse is a rule's "no" with its code and section.
func refuse(code, rule, format string, args ...any) *table.Refusal {
	return &table.Refusal{Code: code, Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// lastSection is the first section a reason cites in its closing
// parentheses, "16.1" of "... (16.1-16.5)", for the refusal's rule link.
func lastSection(why string) string {
	i := strings.LastIndex(why, "(")
	if i < 0 {
		return ""
	}
	return strings.FieldsFunc(why[i+1:], func(r rune) bool { return r == ',' || r == '-' || r == ')' || r == ' ' })[0]
}

var whyNot = map[ActionKind]string{
	ActMobilize:   "it must be in the Mobilization display, affordable without spending the last NP, and go to a staging area with room, a zone with an engineer of its nation where no FOB came down this turn (a FOB), or Assets Ready (11.1, 11.2, 11.4)",
	ActDemobilize: "only a FOB on the map can be taken down (11.4)",
	ActRefit:      "it must be reduced, affordable, and in a staging area, a Coalition-held airbase or a zone with a FOB or HQ (12.1)",
	ActCommitIW:   "only an InfoWar marker in Assets Ready can be committed (14.1)",
	ActPlaceISR:   "only an ISR marker in Assets Ready can be placed, in a zone or the Underground (13.1)",
	ActTransfer:   "it must be in a staging area and the other one must have room (8.5, 15.0)",
	ActAssign:     "only an air unit in a staging area takes a mission (15.0, 17.1)",
	ActGroundMove: "out of reach: movement allowance, contact, terrain, roads or staging links (16.1-16.5)",
	ActFly:        "only a joint strike air unit or a drone flies to a zone (17.4, 18.0)",
	ActAirMove:    "air transfer goes between bases, air assault needs the airmobile symbol, capacity, and SOF for mountains (19.1-19.7)",
	ActFlyCAS:     "close air support flies only to a zone with US or NATO ground units (17.1)",
}

// targets lists where unit u may go by an action of kind k now.
func (s *State) targets(k ActionKind, u int) []Place {
	if k == ActMobilizeNA {
		if s.Phase != PhMobilize || !s.canSpend(s.Rules.NP["cost-na"].Fixed) || len(s.unitsAt(BoxNAAvailable)) == 0 {
			return nil
		}
		var out []Place
		for z := range s.Rules.Zones {
			if s.hasTypeIn(Place(z), "sof") {
				out = append(out, Place(z))
			}
		}
		return out
	}
	us, t := &s.Units[u], s.Type(u)
	if t.Side != Coalition {
		return nil
	}
	switch k {
	case ActMobilize:
		if us.Loc != BoxMobilization || !s.canSpend(s.npCost(u)) {
			return nil
		}
		switch {
		case t.Class == Asset:
			return []Place{BoxAssetsReady}
		case t.Type == "fob":
			if s.Phase != PhMobilize || s.FOBDown[u] == s.Turn {
				return nil
			}
			var out []Place
			for i := range s.Units {
				// a zone where a FOB came down this turn takes none back up
				// before the next (11.4, ruling EF-R42)
				if o := s.Type(i); o.Type == "engineer" && o.Contingent == t.Contingent && s.Units[i].Loc.IsZone() && s.FOBDownAt[s.Units[i].Loc] != s.Turn {
					if !slices.Contains(out, s.Units[i].Loc) {
						out = append(out, s.Units[i].Loc)
					}
				}
			}
			slices.Sort(out)
			return out
		}
		return s.stagingWithRoom(t.Class, Nowhere)
	case ActDemobilize:
		if t.Type == "fob" && us.Loc.IsZone() {
			return []Place{BoxMobilization}
		}
	case ActRefit:
		if !us.Reduced {
			return nil
		}
		if t.Class == Air {
			if us.Loc.IsStaging() && s.canSpend(s.Rules.NP["refit-air"].Fixed) {
				return []Place{us.Loc}
			}
			return nil
		}
		if t.Class == Ground && s.canSpend(s.Rules.NP["refit-ground"].Fixed) && s.refitPlace(us.Loc) {
			return []Place{us.Loc}
		}
	case ActCommitIW:
		if t.Type == "infowar" && us.Loc == BoxAssetsReady && us.Target == Nowhere {
			return []Place{TargetJihad}
		}
	case ActPlaceISR:
		if t.Type == "isr" && us.Loc == BoxAssetsReady && us.Target == Nowhere {
			return append(s.allZones(), BoxUnderground)
		}
	case ActTransfer:
		if us.Loc.IsStaging() && (t.Class == Ground || t.Class == Air) {
			return s.stagingWithRoom(t.Class, us.Loc)
		}
	case ActAssign:
		if t.Class == Air && us.Loc.IsStaging() {
			return []Place{BoxJointStrike, BoxCAS}
		}
	case ActGroundMove:
		return s.groundReach(u)
	case ActFly:
		if (t.Class == Air && us.Loc == BoxJointStrike) || (t.Type == "drone" && us.Loc == BoxAssetsReady && us.Target == Nowhere) {
			return s.allZones()
		}
	case ActAirMove:
		return s.airReach(u)
	case ActFlyCAS:
		if t.Class == Air && us.Loc == BoxCAS {
			var out []Place
			for z := range s.Rules.Zones {
				if s.hasUSNATOGround(Place(z)) {
					out = append(out, Place(z))
				}
			}
			return out
		}
	}
	return nil
}

func (s *State) allZones() []Place {
	out := make([]Place, len(s.Rules.Zones))
	for i := range out {
		out[i] = Place(i)
	}
	return out
}

func (s *State) hasUSNATOGround(z Place) bool {
	for i := range s.Units {
		if s.Units[i].Loc == z {
			if t := s.Type(i); t.Class == Ground && t.USNATO() {
				return true
			}
		}
	}
	return false
}

// stagingWithRoom lists the staging areas, other than not, with room for
// one more unit of the class (8.5).
func (s *State) stagingWithRoom(c Class, not Place) []Place {
	var out []Place
	for i := range s.Rules.Staging {
		if p := Staging(i); p != not && s.StagingRoom(p, c) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// refitPlace: a staging area, a Coalition-held airbase, or a zone with a
// FOB or HQ held or disputed (12.1).
func (s *State) refitPlace(p Place) bool {
	if p.IsStaging() {
		return true
	}
	if !p.IsZone() {
		return false
	}
	c := s.ControlOf(p)
	if s.Rules.Zones[p].Airbase && c == CoalitionControl {
		return true
	}
	return s.hasTypeIn(p, "fob", "hq") && (c == CoalitionControl || c == Disputed)
}

// do carries out a checked action.
func (s *State) do(a Action) {
	r := s.Rules
	u := a.Unit
	if a.Kind != ActEndPhase {
		s.Acted = true
	}
	switch a.Kind {
	case ActEndPhase:
		s.endPlayerPhase()
		return
	case ActMobilize:
		t := s.Type(u)
		cost := s.npCost(u)
		if t.Class == Asset {
			s.HalfPoint = !s.HalfPoint
		}
		s.spend(cost, "11.1", "mobilize "+t.Name)
		s.Units[u] = Unit{Loc: a.To, Target: Nowhere, LandedIn: Nowhere}
		s.emit(Event{Type: EvMobilize, Rule: "11.2", Text: fmt.Sprintf("%s mobilized to %s", t.Name, r.PlaceName(a.To)), Units: []int{u}, Zone: a.To})
	case ActMobilizeNA:
		pool := s.unitsAt(BoxNAAvailable)
		v := pool[s.pick(len(pool))]
		s.spend(r.NP["cost-na"].Fixed, "11.2", "mobilize a Northern Alliance unit")
		s.Units[v] = Unit{Loc: a.To, Target: Nowhere, LandedIn: Nowhere}
		s.emit(Event{Type: EvMobilize, Rule: "11.2", Text: fmt.Sprintf("a Northern Alliance unit, picked at random, placed face down in %s", r.PlaceName(a.To)), Units: []int{v}, Zone: a.To})
	case ActDemobilize:
		if s.FOBDown == nil {
			s.FOBDown = map[int]int{}
		}
		s.FOBDown[u] = s.Turn
		from := s.Units[u].Loc
		if s.FOBDownAt == nil {
			s.FOBDownAt = map[Place]int{}
		}
		s.FOBDownAt[from] = s.Turn
		s.Units[u].Loc = BoxMobilization
		s.emit(Event{Type: EvMove, Rule: "11.4", Text: fmt.Sprintf("%s in %s taken down, back to the Mobilization display", s.Name(u), r.PlaceName(from)), Units: []int{u}})
	case ActRefit:
		key := "refit-ground"
		if s.Type(u).Class == Air {
			key = "refit-air"
		}
		s.spend(r.NP[key].Fixed, "12.1", "refit "+s.Type(u).Name)
		s.Units[u].Reduced = false
		s.emit(Event{Type: EvInfo, Rule: "12.1", Text: s.Type(u).Name + " refit to full strength", Units: []int{u}})
	case ActCommitIW, ActPlaceISR:
		s.Units[u].Target = a.To
		s.emit(Event{Type: EvInfo, Rule: map[ActionKind]string{ActCommitIW: "14.1", ActPlaceISR: "13.1"}[a.Kind], Text: fmt.Sprintf("%s sent against %s", s.Type(u).Name, r.PlaceName(a.To)), Units: []int{u}, Zone: a.To})
	case ActTransfer:
		from := s.Units[u].Loc
		s.Units[u].Loc = a.To
		s.emit(Event{Type: EvMove, Rule: "15.0", Text: fmt.Sprintf("%s transferred from %s to %s", s.Name(u), r.PlaceName(from), r.PlaceName(a.To)), Units: []int{u}, Zone: a.To})
	case ActAssign:
		s.Units[u].Loc = a.To
		s.Units[u].Mission = JointStrike
		if a.To == BoxCAS {
			s.Units[u].Mission = CloseAirSupport
		}
		s.emit(Event{Type: EvMove, Rule: "17.1", Text: fmt.Sprintf("%s assigned to %s", s.Name(u), r.PlaceName(a.To)), Units: []int{u}})
	case ActGroundMove:
		from := s.Units[u].Loc
		s.Units[u].Loc = a.To
		s.Units[u].Moved = true
		s.emit(Event{Type: EvMove, Rule: "16.3", Text: fmt.Sprintf("%s moved from %s to %s", s.Name(u), r.PlaceName(from), r.PlaceName(a.To)), Units: []int{u}, Zone: a.To})
	case ActFly, ActFlyCAS:
		if s.Type(u).Class == Asset {
			s.Units[u].Target = a.To
		} else {
			s.Units[u].Loc = a.To
		}
		s.emit(Event{Type: EvMove, Rule: "17.4", Text: fmt.Sprintf("%s flies to %s", s.Name(u), r.PlaceName(a.To)), Units: []int{u}, Zone: a.To})
	case ActAirMove:
		s.doAirMove(u, a.To)
	}
}

// spend pays NP for a purchase the checks allowed.
func (s *State) spend(n int, rule, why string) {
	if n == 0 {
		return
	}
	old := s.NP
	s.NP -= n
	s.emit(Event{Type: EvNP, Rule: rule, Text: fmt.Sprintf("%s: NP -%d (%d to %d)", why, n, old, s.NP), Total: -n})
}

// endPlayerPhase moves on from a player phase.
func (s *State) endPlayerPhase() {
	if s.Phase == PhSetupMobilize {
		s.Turn = 1
		s.enter(PhMobilize)
		return
	}
	s.enter(s.Phase + 1)
}

// ActionCost is the NP an action spends (11.1, 11.2, 12.1): what a
// player weighs before buying.
func (s *State) ActionCost(a Action) int {
	switch a.Kind {
	case ActMobilize:
		if a.Unit >= 0 && a.Unit < len(s.Units) {
			return s.npCost(a.Unit)
		}
	case ActMobilizeNA:
		return s.Rules.NP["cost-na"].Fixed
	case ActRefit:
		if a.Unit >= 0 && a.Unit < len(s.Units) {
			if s.Type(a.Unit).Class == Air {
				return s.Rules.NP["refit-air"].Fixed
			}
			return s.Rules.NP["refit-ground"].Fixed
		}
	}
	return 0
}
