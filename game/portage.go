package game

import (
	"fmt"
	"slices"
)

// Portage (9.0): who hauls what. Every piece of gear on the map is either
// hauled by one piece in its hex or lies loose there.

// carriedTree lists everything a piece hauls, and what that hauls, in order.
func (s *State) carriedTree(id PieceID) []PieceID {
	// one pass finds every hauled piece (few), then the tree is walked
	// over those alone, in the same order as walking Hauled piece by piece;
	// it is built on the stack and copied out once, at its size
	var tree [32]PieceID
	t := s.carriedInto(tree[:0], id)
	if len(t) == 0 {
		return nil
	}
	return slices.Clone(t)
}

// carriedInto is carriedTree appended to out, for a caller that only
// reads it and keeps a buffer on its stack.
func (s *State) carriedInto(out []PieceID, id PieceID) []PieceID {
	var buf [32]PieceID
	return s.appendTree(out, s.hauledOnMap(buf[:0]), id)
}

// hauledOnMap appends every piece on the map that something hauls.
func (s *State) hauledOnMap(out []PieceID) []PieceID {
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Carrier != None && p.Place == OnMap {
			out = append(out, PieceID(i+1))
		}
	}
	return out
}

// gearTree is carriedTree without the leaders a vehicle in it carries
// (9.2's exception): what is lost or claimed with its hauler.
func (s *State) gearTree(id PieceID) []PieceID {
	tree := s.carriedTree(id)
	out := tree[:0]
	for _, c := range tree {
		if s.Spec(c).Kind == KindGear {
			out = append(out, c)
		}
	}
	return out
}

func (s *State) appendTree(out, carried []PieceID, id PieceID) []PieceID {
	for _, c := range carried {
		if s.Pieces[c-1].Carrier != id || s.Spec(c).Kind == KindCasualty {
			continue
		}
		out = append(out, c)
		out = s.appendTree(out, carried, c)
	}
	return out
}

// canHaul says whether hauler may take piece, ignoring how full it is.
//
// Plays ruling P3 (docs/rulings.md).
func (s *State) canHaul(hauler, piece PieceID) error {
	hs, ps := s.Spec(hauler), s.Spec(piece)
	if ps.IsLeader() && !hs.IsVehicle() {
		return refuse(RefuseLeaderWalks, "a %s walks with the teams; only a vehicle may carry him (9.2, ruling P10)", ps.Kind)
	}
	if ps.Kind != KindGear && !ps.IsLeader() {
		return refuse(RefuseNotHaulable, "only weapons, equipment and leaders are hauled; %s moves by itself", ps.Name)
	}
	switch {
	case hs.Kind == KindTeam:
		if ps.IsVehicle() && s.attachedVehicle(hauler) != None && s.attachedVehicle(hauler) != piece {
			return refuse(RefuseOnePlusPiece, "%s already rides the %s: only one plus-type piece adds to a team (10.4)", hs.Name, s.Name(s.attachedVehicle(hauler)))
		}
	case hs.IsLeader():
		if ps.IsPlus() {
			return refuse(RefusePlusOnPlus, "a %s hauls one weapon or item of equipment, not a vehicle (9.1)", hs.Kind)
		}
	case hs.IsVehicle():
		if ps.MoveType == MovePlus {
			return refuse(RefusePlusOnPlus, "a plus-type piece may not haul another plus-type piece unless its movement is printed black (9.2)")
		}
		if hauler == piece {
			return refuse(RefuseCircular, "a piece cannot haul itself")
		}
		// a black piece may not end up hauling its own hauler
		for c := s.P(hauler).Carrier; c != None; c = s.P(c).Carrier {
			if c == piece {
				return refuse(RefuseCircular, "%s already carries %s", ps.Name, hs.Name)
			}
		}
	default:
		return refuse(RefuseCannotHaul, "%s cannot haul anything (10.5)", hs.Name)
	}
	return nil
}

// counts reports whether piece takes a portage slot of hauler: a vehicle a
// team rides does not, black-numbered ones such as the Raft/Scuba included
// (10.4, ruling P10).
func (s *State) counts(hauler, piece PieceID) bool {
	return !(s.Spec(hauler).Kind == KindTeam && s.Spec(piece).IsVehicle())
}

// Plays rulings P5, P11 (docs/rulings.md).
func (s *State) checkCarry(a Action) error {
	switch s.Phase {
	case PhaseSetup:
		if s.SetupStep != SetupDeploy {
			return illegal(a, RefuseWrongPhase, "gear is handed out once the pieces are in their base camps")
		}
	case PhaseMission, PhaseMovement, PhaseCombat:
	default:
		return illegal(a, RefuseWrongPhase, "gear changes hands in the Mission Objective Placement, Friendly Movement and Friendly Combat phases (9.0)")
	}
	if len(s.Tasks) > 0 {
		return illegal(a, RefuseBusy, "the game system is still working")
	}
	if a.Piece == None || !(s.Spec(a.Piece).Kind == KindGear || s.Spec(a.Piece).IsLeader()) || s.P(a.Piece).Place != OnMap {
		return illegal(a, RefuseWrongPiece, "choose a weapon, an item of equipment or a leader on the map")
	}
	p := s.P(a.Piece)
	if p.Armed {
		return illegal(a, RefuseTrapSet, "the booby trap is set; it stays where it is (18.3)")
	}
	if a.Target == p.Carrier {
		return illegal(a, RefuseNoChange, "nothing changes")
	}
	if s.Move != nil && s.inMove(a.Piece) && a.Target == None {
		return illegal(a, RefuseDropOff, "to leave gear behind during a move, drop it off")
	}
	if a.Target == None {
		return nil // stripping gear (10.11)
	}
	t := s.P(a.Target)
	if t.Place != OnMap || t.Hex != p.Hex {
		return illegal(a, RefuseNotHere, "%s is not in hex %s", s.Name(a.Target), p.Hex)
	}
	if err := s.canHaul(a.Target, a.Piece); err != nil {
		return illegalBy(a, err)
	}
	if s.Move != nil && s.inMove(a.Target) && s.Spec(a.Piece).IsVehicle() {
		// 10.4: a plus piece adds to a move only if it starts it with the
		// team; which vehicle a team rides is settled before it sets out
		if s.Spec(a.Target).Kind == KindTeam {
			return illegal(a, RefuseBoardMidMove, "%s cannot board the %s mid-move: a team takes its vehicle before the stack leaves its hex (10.4, ruling P11)", s.Name(a.Target), s.Name(a.Piece))
		}
		return illegal(a, RefuseBoardMidMove, "the %s cannot take on the %s mid-move: plus-type pieces join a stack before it leaves its hex (10.4, ruling P11)", s.Name(a.Target), s.Name(a.Piece))
	}
	if s.Move != nil && s.inMove(a.Target) && !s.inMove(a.Piece) {
		if p.Moved {
			return illegal(a, RefuseAlreadyMoved, "%s has already moved this turn (10.1)", s.Name(a.Piece))
		}
		if s.minusOf(a.Piece) > s.MPLeft() {
			return illegal(a, RefuseNotEnoughMP, "picking up %s (-%d) would take more movement than the stack has left (%d)", s.Name(a.Piece), s.minusOf(a.Piece), s.MPLeft())
		}
	}
	if s.Move != nil && s.inMove(a.Piece) && !s.inMove(a.Target) {
		return illegal(a, RefuseDropOff, "%s is moving; drop it off first", s.Name(a.Piece))
	}
	if s.counts(a.Target, a.Piece) && !s.CampAt(p.Hex) && s.Load(a.Target) >= s.Portage(a.Target) {
		return illegal(a, RefusePortageFull, "portage: %s already carries %d of %d (9.0)", s.Name(a.Target), s.Load(a.Target), s.Portage(a.Target))
	}
	return nil
}

func (s *State) doCarry(a Action, ev *events) {
	p := s.P(a.Piece)
	p.Carrier = a.Target
	text := fmt.Sprintf("%s is left loose in %s (10.11).", s.Name(a.Piece), p.Hex)
	if a.Target != None {
		text = fmt.Sprintf("%s now hauls %s (%d/%d).", s.Name(a.Target), s.Name(a.Piece), s.Load(a.Target), s.Portage(a.Target))
		if !s.counts(a.Target, a.Piece) {
			text = fmt.Sprintf("%s rides the %s: its +%d is added to the team's movement (10.4).", s.Name(a.Target), s.Name(a.Piece), s.Spec(a.Piece).Move)
		}
		if s.Move != nil && s.inMove(a.Target) {
			for _, id := range append([]PieceID{a.Piece}, s.carriedTree(a.Piece)...) {
				s.P(id).Moved = true
			}
			// a mover taken aboard another (a leader now aboard a
			// vehicle, 9.2) goes on in that one's tree, no longer a mover
			// of its own: dropping the vehicle off then leaves him with it
			s.Move.Movers = s.moveRoots(s.Move.Movers)
		}
	}
	ev.add(Event{Type: EvCarry, Rule: "9.0", Piece: a.Piece, Pieces: []PieceID{a.Target}, Hex: p.Hex, Text: text})
}

// PortageProblem names the first hauler in the hex carrying more than its
// portage, for pieces about to leave a base camp (3.5, 9.3).
//
// Plays ruling P7 (docs/rulings.md).
func (s *State) portageProblem(ids []PieceID) error {
	for _, id := range ids {
		if s.Portage(id) == 0 && !s.Spec(id).IsPlus() && s.Spec(id).Kind != KindTeam {
			continue
		}
		if n := s.Load(id); n > s.Portage(id) {
			return refuse(RefuseOverPortage, "portage: %s carries %d of %d; leave some in the base camp (9.0, 9.3)", s.Name(id), n, s.Portage(id))
		}
	}
	return nil
}
