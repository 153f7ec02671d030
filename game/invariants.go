package game

import "fmt"

// CheckInvariants verifies what must hold after every action, whatever
// was played: each piece in one consistent place, gear hauled only by a
// piece in its hex, markers on live teams, portage respected outside base
// camps, PP never negative, a moving stack all in one hex, each of its
// pieces listed once, nothing of the SF left with an enemy unit and no
// team once the game system is done, a pending decision with answers (that some
// action is always legal, the random player checks as it plays). The random
// player and the client's input fuzzer call it; an error is a bug.
func (s *State) CheckInvariants() error {
	b := s.rules.Board
	if s.PP < 0 {
		return fmt.Errorf("PP is %d", s.PP)
	}
	if s.Pending != nil && len(s.Pending.Options) == 0 {
		return fmt.Errorf("decision %q has no answers", s.Pending.Kind)
	}
	if s.Pending != nil && (len(s.Tasks) == 0) {
		return fmt.Errorf("decision %q pending with no task waiting for it", s.Pending.Kind)
	}
	if s.Mission != None && (s.P(s.Mission).Place != OnMap || s.Spec(s.Mission).Kind != KindMission) {
		return fmt.Errorf("current mission %d is %s", s.Mission, s.P(s.Mission).Place)
	}
	if m := s.Move; m != nil {
		// the moving stack: each mover once, none hauled by another (it
		// goes in its hauler's tree), every piece of it in the hex reached
		if len(s.moveRoots(m.Movers)) != len(m.Movers) {
			return fmt.Errorf("the moving stack lists %v, a mover twice or one that another hauls", m.Movers)
		}
		for _, id := range s.MoveStack(m.Movers) {
			if p := s.P(id); p.Place != OnMap || p.Hex != m.At {
				return fmt.Errorf("%s moves with the stack at %s but is %s at %s", s.Name(id), m.At, p.Place, p.Hex)
			}
		}
	}
	missionsOnMap := 0
	for i := range s.Pieces {
		id := PieceID(i + 1)
		p, sp := &s.Pieces[i], s.Spec(id)
		name := pieceName{id, sp.Name} // formatted only for an error
		if p.Place == OnMap {
			if !b.Contains(p.Hex) {
				return fmt.Errorf("%s is on the map at %s, which is off it", name, p.Hex)
			}
		} else if p.Hex != NoHex {
			return fmt.Errorf("%s is %s but keeps hex %s", name, p.Place, p.Hex)
		}
		switch sp.Kind {
		case KindMission:
			if p.Place == OnMap {
				missionsOnMap++
			}
			// Eliminated: a scenario's mission subset sets the rest aside.
			if p.Place != InCup && p.Place != OnMap && p.Place != AccomplishedBox && p.Place != ForfeitedBox && p.Place != Eliminated {
				return fmt.Errorf("%s is %s", name, p.Place)
			}
		case KindEnemy:
			if p.Place != InCup && p.Place != OnMap && p.Place != OnTrack {
				return fmt.Errorf("%s is %s", name, p.Place)
			}
		case KindCasualty:
			switch p.Place {
			case InCup:
			case OnTeam:
				if p.Carrier == None || s.P(p.Carrier).Casualty != id || s.P(p.Carrier).Place != OnMap {
					return fmt.Errorf("%s sits on piece %d, which does not carry it", name, p.Carrier)
				}
			default:
				return fmt.Errorf("%s is %s", name, p.Place)
			}
		case KindTeam:
			if p.Casualty != None && (s.P(p.Casualty).Place != OnTeam || s.P(p.Casualty).Carrier != id) {
				return fmt.Errorf("%s has marker %d which is not on it", name, p.Casualty)
			}
		}
		if p.Carrier != None && sp.Kind != KindCasualty {
			if p.Place != OnMap {
				return fmt.Errorf("%s is %s yet hauled by %d", name, p.Place, p.Carrier)
			}
			c := s.P(p.Carrier)
			if c.Place != OnMap || c.Hex != p.Hex {
				return fmt.Errorf("%s at %s is hauled by %s, which is %s at %s", name, p.Hex, s.Name(p.Carrier), c.Place, c.Hex)
			}
			if err := s.canHaul(p.Carrier, id); err != nil {
				return fmt.Errorf("%s hauled by %s: %v", name, s.Name(p.Carrier), err)
			}
		}
		// Over portage outside a camp happens only when a camp is picked up
		// from under a stack (12.11); such a stack cannot move until it
		// sheds the excess, so it must not have moved.
		if p.Place == OnMap && (sp.Kind == KindTeam || sp.IsPlus()) && !s.CampAt(p.Hex) && p.Moved {
			if n := s.Load(id); n > s.Portage(id) {
				return fmt.Errorf("%s at %s moved carrying %d, portage %d", name, p.Hex, n, s.Portage(id))
			}
		}
	}
	if missionsOnMap > 1 || (missionsOnMap == 1) != (s.Mission != None) {
		return fmt.Errorf("%d missions on the map, current mission %d", missionsOnMap, s.Mission)
	}
	if len(s.Tasks) == 0 && !s.Over { // a game over stops at once (ruling M10)
		if err := s.nothingLeftToTheEnemy(); err != nil {
			return err
		}
	}
	return nil
}

// nothingLeftToTheEnemy checks that no gear, leader or base camp shares a
// hex with an enemy unit and no team, once the game system has finished
// (10.4, 10.9, 10.11, 12.10, rulings E6, E8): a set booby trap aside,
// which waits for a unit to enter (18.3).
func (s *State) nothingLeftToTheEnemy() error {
	for _, e := range s.OnMapOf(KindEnemy) {
		h := s.P(e).Hex
		if s.hasKindAt(h, KindTeam) {
			continue
		}
		for _, id := range s.SFAt(h) {
			if !s.P(id).Armed {
				return fmt.Errorf("%s lies at %s with %s and no team", pieceName{id, s.Spec(id).Name}, h, s.Name(e))
			}
		}
	}
	return nil
}

// pieceName names a piece in an invariant's error, formatted only when
// one is reported.
type pieceName struct {
	id   PieceID
	name string
}

func (n pieceName) String() string { return fmt.Sprintf("piece %d (%s)", n.id, n.name) }
