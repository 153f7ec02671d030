package game

import "slices"

// LegalActions lists the actions the player may take now. Moves are listed
// as one action per reachable hex for each mover alone and for each whole
// stack, with the cheapest path; that covers what a player does by dragging.
// The random player and the client's menus use it; Check explains why
// anything else is refused.
func (s *State) LegalActions() []Action {
	var cands []Action
	if s.Over {
		return nil
	}
	if s.Pending != nil {
		for i := range s.Pending.Options {
			cands = append(cands, Action{Type: ActChoose, Option: i})
		}
		if s.Pending.Kind == DecSuppression {
			for _, w := range s.Suppressors() {
				for _, e := range s.OnMapOf(KindEnemy) {
					cands = append(cands, Action{Type: ActNominate, Piece: w, Target: e})
				}
			}
		}
		return s.filter(cands)
	}
	ids := s.IDs()
	cands = append(cands, Action{Type: ActEndPhase}, Action{Type: ActEndGame}, Action{Type: ActForfeit}, Action{Type: ActEndMove})
	switch s.Phase {
	case PhaseSetup, PhaseMission:
		camps := s.CampHexes()
		for _, id := range ids {
			p, sp := s.P(id), s.Spec(id)
			if p.Place == Available {
				if len(camps) <= 1 || sp.Kind == KindBaseCamp || s.Phase == PhaseSetup {
					cands = append(cands, Action{Type: ActBuy, Piece: id})
				} else {
					for _, c := range camps {
						cands = append(cands, Action{Type: ActBuy, Piece: id, Hex: c})
					}
				}
				cands = append(cands, Action{Type: ActOldStock, Piece: id})
			}
			if sp.Kind == KindBaseCamp {
				if p.Place == Bought || (p.Place == OnMap && s.Phase == PhaseSetup) {
					for _, h := range s.CampSites() {
						cands = append(cands, Action{Type: ActPlaceCamp, Piece: id, Hex: h})
					}
				}
				cands = append(cands, Action{Type: ActMoveCamp, Piece: id})
			}
			if s.SetupStep == SetupDeploy && s.Phase == PhaseSetup {
				for _, c := range camps {
					cands = append(cands, Action{Type: ActDeploy, Piece: id, Hex: c})
				}
			}
		}
	}
	// gear changing hands, first aid, traps
	for _, id := range ids {
		p, sp := s.P(id), s.Spec(id)
		if p.Place != OnMap {
			continue
		}
		if sp.Kind == KindGear {
			cands = append(cands, Action{Type: ActCarry, Piece: id, Target: None}, Action{Type: ActSetTrap, Piece: id})
			for _, h := range s.At(p.Hex) {
				cands = append(cands, Action{Type: ActCarry, Piece: id, Target: h})
			}
			if s.Move != nil {
				cands = append(cands, Action{Type: ActDropOff, Piece: id})
			}
		}
		if sp.Kind == KindTeam {
			cands = append(cands, Action{Type: ActFirstAid, Piece: id})
		}
		if s.Move != nil && s.IsMover(id) {
			cands = append(cands, Action{Type: ActDropOff, Piece: id})
		}
	}
	if s.Phase == PhaseMovement {
		for _, movers := range s.MoveGroups() {
			for h, r := range s.Reachable(movers) {
				_ = h
				a := Action{Type: ActMove, Pieces: movers, Path: r.Path}
				if s.Move != nil {
					a.Pieces = nil
				}
				cands = append(cands, a)
			}
		}
	}
	if s.Phase == PhaseCombat {
		for _, t := range s.OnMapOf(KindTeam) {
			h := s.P(t).Hex
			for _, e := range s.OnMapOf(KindEnemy) {
				cands = append(cands, Action{Type: ActAttack, Hex: h, Target: e})
				if fire := s.IndirectFire(); len(fire) > 0 {
					cands = append(cands, Action{Type: ActAttack, Hex: h, Target: e, Pieces: fire[:1]})
				}
			}
		}
	}
	return s.filter(cands)
}

// MoveGroups lists the ways of starting a move: each mover by itself and
// every unmoved mover of a hex together; while a stack moves, just that
// stack.
func (s *State) MoveGroups() [][]PieceID {
	if s.Move != nil {
		return [][]PieceID{s.Move.Movers}
	}
	byHex := map[Hex][]PieceID{}
	var out [][]PieceID
	var order []Hex
	for _, id := range s.IDs() {
		p := s.P(id)
		if p.Place != OnMap || !s.IsMover(id) || p.Moved {
			continue
		}
		if p.Carrier != None {
			continue // a vehicle a team rides moves with the team
		}
		out = append(out, []PieceID{id})
		if _, ok := byHex[p.Hex]; !ok {
			order = append(order, p.Hex)
		}
		byHex[p.Hex] = append(byHex[p.Hex], id)
	}
	for _, h := range order {
		if g := byHex[h]; len(g) > 1 {
			out = append(out, g)
		}
	}
	return out
}

func (s *State) filter(cands []Action) []Action {
	out := cands[:0]
	for _, a := range cands {
		if s.Check(a) == nil {
			out = append(out, a)
		}
	}
	return slices.Clip(out)
}
