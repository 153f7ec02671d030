package game

import "fmt"

// Optional rule 18.0: first aid (18.2) and booby traps (18.3). Indirect
// fire (18.1) is part of an attack: see combat.go. New old stock (16.0) is
// in setup.go, misadventure (17.0) in missions.go.

func (s *State) freePhase() bool {
	switch s.Phase {
	case PhaseMission, PhaseMovement, PhaseCombat, PhaseSuccess:
		return len(s.Tasks) == 0 && s.Move == nil
	}
	return false
}

// medKitOf is a Med Kit hauled by the team, or None.
func (s *State) medKitOf(team PieceID) PieceID {
	for _, g := range s.carriedTree(team) {
		if s.Spec(g).Has(TagMedKit) {
			return g
		}
	}
	return None
}

// Plays ruling O3 (docs/rulings.md).
func (s *State) checkFirstAid(a Action) error {
	if !s.Options.WeaponCharacteristics {
		return illegal(a, RefuseOptionOff, "first aid is optional rule 18.2, which is off")
	}
	if !s.freePhase() {
		return illegal(a, RefuseWrongPhase, "first aid is given between moves and battles")
	}
	if a.Piece == None || s.Spec(a.Piece).Kind != KindTeam || s.P(a.Piece).Place != OnMap {
		return illegal(a, RefuseWrongPiece, "choose a team on the map")
	}
	if s.P(a.Piece).Casualty == None {
		return illegal(a, RefuseNoCasualties, "%s has no casualties", s.Name(a.Piece))
	}
	if s.medKitOf(a.Piece) == None {
		return illegal(a, RefuseNoMedKit, "%s hauls no Med Kit (18.2)", s.Name(a.Piece))
	}
	return nil
}

// doFirstAid takes the marker off for good: the team's next marker is its
// first again (13.1 counts the markers on it).
//
// Plays ruling O5 (docs/rulings.md).
func (s *State) doFirstAid(a Action, ev *events) {
	kit := s.medKitOf(a.Piece)
	m := s.P(a.Piece).Casualty
	s.P(a.Piece).Casualty = None
	s.toCup(m)
	s.eliminatePermanently(kit)
	ev.add(Event{Type: EvInfo, Rule: "18.2", Piece: a.Piece, Pieces: []PieceID{m, kit},
		Text: fmt.Sprintf("First aid: %s uses up its Med Kit and removes its casualties marker (%s).", s.Name(a.Piece), s.Name(m))})
}

// Plays ruling O4 (docs/rulings.md).
func (s *State) checkSetTrap(a Action) error {
	if !s.Options.WeaponCharacteristics {
		return illegal(a, RefuseOptionOff, "setting booby traps is optional rule 18.3, which is off")
	}
	if s.Phase != PhaseMovement && s.Phase != PhaseCombat || len(s.Tasks) > 0 {
		return illegal(a, RefuseWrongPhase, "a booby trap is set during the Friendly Movement or Combat Phase")
	}
	if a.Piece == None || !s.Spec(a.Piece).Has(TagBoobyTrap) || s.P(a.Piece).Place != OnMap {
		return illegal(a, RefuseWrongPiece, "choose a booby trap on the map")
	}
	p := s.P(a.Piece)
	if p.Armed {
		return illegal(a, RefuseAlreadyDone, "it is already set")
	}
	if !s.hasKindAt(p.Hex, KindTeam) {
		return illegal(a, RefuseNoTeam, "a team must be there to set it")
	}
	if s.Move != nil && s.inMove(a.Piece) && p.Carrier != None && s.P(p.Carrier).Place == OnMap && s.inMove(p.Carrier) && len(s.Move.Path) == 0 {
		return illegal(a, RefuseNotStarted, "set it where you want it: move first")
	}
	return nil
}

func (s *State) doSetTrap(a Action, ev *events) {
	p := s.P(a.Piece)
	if s.Move != nil && s.inMove(a.Piece) {
		s.Move.DroppedMinus += s.minusOf(a.Piece)
	}
	p.Carrier, p.Armed = None, true
	ev.add(Event{Type: EvInfo, Rule: "18.3", Piece: a.Piece, Hex: p.Hex,
		Text: fmt.Sprintf("A booby trap is set at %s: the first enemy unit to enter dies with it.", p.Hex)})
}
