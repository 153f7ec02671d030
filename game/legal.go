package game

import "sync"

// LegalActions lists the actions the player may take now. Moves are listed
// as one action per reachable hex for each mover alone and for each whole
// stack, with the cheapest path (hexes in the order of Board.Hexes); that
// covers what a player does by dragging. The random player and the
// client's menus use it; Check explains why anything else is refused.
//
// The list is exactly the candidates below that Check accepts, in order
// (legal_test.go compares it with that brute-force filter), but it is made
// without running Check on candidates known to be legal or illegal more
// cheaply: every move found by Reachable, every camp site of CampSites once
// the piece may be placed, and whole families of actions whose phase or
// option rules them out (each such shortcut tests a condition Check
// demands, so nothing legal is skipped).
func (s *State) LegalActions() []Action {
	l := s.legal()
	var out []Action
	next := 0
	for _, f := range l.families {
		out = append(out, l.acts[next:f.at]...)
		next = f.at
		out = f.appendAll(out)
	}
	out = append(out, l.acts[next:]...)
	l.release()
	return out
}

// legalList is LegalActions' list with its big families of actions (every
// hex a stack can move to, every site for a base camp) not yet built, so
// the random player can draw from it and build only the one it draws. A
// family is known to be there (not empty) before its size is worked out:
// a move's search runs only when a move is drawn.
type legalList struct {
	acts     []Action
	families []family // in list order
	pooled   bool     // acts came from actsPool
}

// family is size() actions of one type, at least one, that go in the list
// before acts[at].
type family struct {
	at        int
	typ       ActionType
	size      func() int
	get       func(k int) Action
	appendAll func([]Action) []Action
	release   func() // gives back a search's memory, if any
}

// release gives back the memory of the list's searches: call it when done
// with the list and everything drawn from it is built.
func (l *legalList) release() {
	for _, f := range l.families {
		if f.release != nil {
			f.release()
		}
	}
	if l.pooled {
		clear(l.acts) // drop the references to Pieces slices
		acts := l.acts[:0]
		actsPool.Put(&acts)
	}
	*l = legalList{}
}

func (l *legalList) empty() bool { return len(l.acts) == 0 && len(l.families) == 0 }

// each visits the list in order: an action, or a family.
func (l *legalList) each(act func(a *Action) bool, fam func(f *family) bool) {
	next := 0
	for i := range l.families {
		f := &l.families[i]
		for ; next < f.at; next++ {
			if !act(&l.acts[next]) {
				return
			}
		}
		if !fam(f) {
			return
		}
	}
	for ; next < len(l.acts); next++ {
		if !act(&l.acts[next]) {
			return
		}
	}
}

// legal lists the legal actions in LegalActions' order.
func (s *State) legal() legalList {
	if s.Over {
		return legalList{}
	}
	out := (*actsPool.Get().(*[]Action))[:0]
	var families []family
	try := func(a Action) {
		if s.Check(a) == nil {
			out = append(out, a)
		}
	}
	if s.Pending != nil {
		// Any offered answer is legal, and so is any nomination of a
		// suppressor against an enemy unit on the map (checkNominate).
		for i := range s.Pending.Options {
			out = append(out, Action{Type: ActChoose, Option: i})
		}
		if s.Pending.Kind == DecSuppression {
			enemies := s.OnMapOf(KindEnemy)
			for _, w := range s.Suppressors() {
				for _, e := range enemies {
					out = append(out, Action{Type: ActNominate, Piece: w, Target: e})
				}
			}
		}
		return legalList{acts: out, pooled: true}
	}
	try(Action{Type: ActEndPhase})
	if s.Phase == PhaseSuccess {
		out = append(out, Action{Type: ActEndGame}) // else last: see below
	}
	if s.Mission != None && s.Phase != PhaseSetup && s.Phase != PhaseMission && len(s.Tasks) == 0 && s.Move == nil {
		try(Action{Type: ActForfeit}) // checkForfeit's conditions
	}
	if s.Move != nil {
		out = append(out, Action{Type: ActEndMove})
	}
	n := len(s.Pieces)
	switch s.Phase {
	case PhaseSetup, PhaseMission:
		camps := s.CampHexes()
		var sites campSiteList
		sitesDone := false
		buyPhase := s.Phase == PhaseMission || s.SetupStep == SetupBuy
		for i := range n {
			id := PieceID(i + 1)
			p, sp := &s.Pieces[i], s.Spec(id)
			if p.Place == Available {
				// checkBuy: a piece for sale, affordable, in a buying step
				// and, bought in play, a base camp to put it in (campFor)
				buyable := buyPhase && s.Price(id) <= s.PP && !(s.Phase == PhaseSetup && sp.Kind == KindGear) &&
					(len(camps) > 0 || sp.Kind == KindBaseCamp || s.Phase == PhaseSetup)
				switch sp.Kind {
				case KindTeam, KindCommander, KindOfficer, KindBaseCamp, KindGear:
				default:
					buyable = false
				}
				if len(camps) <= 1 || sp.Kind == KindBaseCamp || s.Phase == PhaseSetup {
					if buyable {
						try(Action{Type: ActBuy, Piece: id})
					}
				} else if buyable {
					for _, c := range camps {
						try(Action{Type: ActBuy, Piece: id, Hex: c})
					}
				}
				// checkOldStock: rule 16 on, its phase, a Green Beret piece not yet rolled
				if s.Options.NewOldStock && s.Phase == PhaseMission && !p.Rolled && sp.Has(TagOldStock) {
					try(Action{Type: ActOldStock, Piece: id})
				}
			}
			if sp.Kind == KindBaseCamp {
				if p.Place == Bought || (p.Place == OnMap && s.Phase == PhaseSetup) {
					if !sitesDone {
						sites, sitesDone = s.campSiteList(), true
					}
					// CampSites are the hexes CampHexOK accepts, so the
					// first site decides for them all: the rest of
					// checkPlaceCamp is about the piece and the step.
					if sites.n > 0 && s.Check(Action{Type: ActPlaceCamp, Piece: id, Hex: sites.at(0)}) == nil {
						families = append(families, family{at: len(out), typ: ActPlaceCamp,
							size: func() int { return sites.n },
							get:  func(k int) Action { return Action{Type: ActPlaceCamp, Piece: id, Hex: sites.at(k)} },
							appendAll: func(acts []Action) []Action {
								for _, h := range sites.appendTo(make([]Hex, 0, sites.n)) {
									acts = append(acts, Action{Type: ActPlaceCamp, Piece: id, Hex: h})
								}
								return acts
							}})
					}
				}
				if s.Phase == PhaseMission && p.Place == OnMap && s.PP >= MoveCampMinPP {
					try(Action{Type: ActMoveCamp, Piece: id})
				}
			}
			if s.SetupStep == SetupDeploy && s.Phase == PhaseSetup && p.Place == OnMap && p.Carrier == None && sp.Kind != KindBaseCamp && s.IsSF(id) {
				for _, c := range camps {
					try(Action{Type: ActDeploy, Piece: id, Hex: c})
				}
			}
		}
	}
	// gear changing hands, first aid, traps
	carryPhase := len(s.Tasks) == 0
	switch s.Phase {
	case PhaseSetup:
		carryPhase = carryPhase && s.SetupStep == SetupDeploy
	case PhaseMission, PhaseMovement, PhaseCombat:
	default:
		carryPhase = false
	}
	trapPhase := s.Options.WeaponCharacteristics && (s.Phase == PhaseMovement || s.Phase == PhaseCombat) && len(s.Tasks) == 0
	var moving []PieceID
	dropOK := s.Move != nil && len(s.Move.Path) > 0
	if dropOK {
		moving = s.MoveStack(s.Move.Movers)
	}
	inMove := func(id PieceID) bool {
		for _, m := range moving {
			if m == id {
				return true
			}
		}
		return false
	}
	for i := range n {
		id := PieceID(i + 1)
		p, sp := &s.Pieces[i], s.Spec(id)
		if p.Place != OnMap {
			continue
		}
		if sp.Kind == KindGear {
			// checkCarry: its phases, nothing under way, not a set trap;
			// only a team, a leader or a vehicle hauls (canHaul)
			if carryPhase && !p.Armed {
				if p.Carrier != None {
					try(Action{Type: ActCarry, Piece: id, Target: None})
				}
			}
			if trapPhase && !p.Armed && sp.Has(TagBoobyTrap) {
				try(Action{Type: ActSetTrap, Piece: id})
			}
			if carryPhase && !p.Armed {
				for j := range n {
					q := &s.Pieces[j]
					if q.Place != OnMap || q.Hex != p.Hex || PieceID(j+1) == p.Carrier {
						continue
					}
					if tk := &s.rules.Mix.Specs[q.Spec]; tk.Kind == KindTeam || tk.IsLeader() || tk.IsVehicle() {
						try(Action{Type: ActCarry, Piece: id, Target: PieceID(j + 1)})
					}
				}
			}
			if dropOK && inMove(id) {
				try(Action{Type: ActDropOff, Piece: id})
			}
		}
		if sp.IsLeader() && carryPhase {
			// 9.2's exception: a leader boards or leaves a vehicle (canHaul)
			if p.Carrier != None {
				try(Action{Type: ActCarry, Piece: id, Target: None})
			}
			for j := range n {
				q := &s.Pieces[j]
				if q.Place == OnMap && q.Hex == p.Hex && PieceID(j+1) != p.Carrier && s.rules.Mix.Specs[q.Spec].IsVehicle() {
					try(Action{Type: ActCarry, Piece: id, Target: PieceID(j + 1)})
				}
			}
		}
		if sp.Kind == KindTeam && s.Options.WeaponCharacteristics && p.Casualty != None {
			try(Action{Type: ActFirstAid, Piece: id})
		}
		if dropOK && inMove(id) && s.IsMover(id) {
			try(Action{Type: ActDropOff, Piece: id})
		}
	}
	if s.Phase == PhaseMovement {
		for _, movers := range s.MoveGroups() {
			// Reachable's paths obey every rule of checkMove about the
			// hexes, so one move to a first step decides for all of them
			// (phase, the stack); the search itself waits until a move is
			// wanted.
			step, ok := s.firstStep(movers)
			if !ok {
				continue
			}
			pieces := movers
			if s.Move != nil {
				pieces = nil
			}
			if s.Check(Action{Type: ActMove, Pieces: pieces, Path: []Hex{step}}) != nil {
				continue
			}
			var r *Reachability
			reach := func() *Reachability {
				if r == nil {
					r = s.reachable(movers, reachPool.Get().(*reachScratch))
				}
				return r
			}
			families = append(families, family{at: len(out), typ: ActMove,
				size:      func() int { return reach().Len() },
				get:       func(k int) Action { return reach().moveAt(k, pieces) },
				appendAll: func(acts []Action) []Action { return reach().appendMoves(acts, pieces) },
				release:   func() { r.release() }})
		}
	}
	if s.Phase == PhaseCombat && len(s.Tasks) == 0 {
		fire := s.IndirectFire()
		enemies := s.OnMapOf(KindEnemy)
		for _, t := range s.OnMapOf(KindTeam) {
			h := s.P(t).Hex
			if s.P(t).Attacked {
				continue // checkAttack: the teams at h have attacked
			}
			for _, e := range enemies {
				if eh := s.P(e).Hex; eh != h && !Adjacent(eh, h) {
					continue
				}
				try(Action{Type: ActAttack, Hex: h, Target: e})
				if len(fire) > 0 {
					try(Action{Type: ActAttack, Hex: h, Target: e, Pieces: fire[:1]})
				}
			}
		}
	}
	if s.Phase != PhaseSuccess {
		// 5.0, ruling M11: the game may be ended in any phase; listed
		// last, so that a player taking the first legal action as a
		// fallback does not end the game by it
		out = append(out, Action{Type: ActEndGame})
	}
	return legalList{acts: out, families: families, pooled: true}
}

// actsPool holds the lists legal builds and throws away.
var actsPool = sync.Pool{New: func() any { return new([]Action) }}

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
	for i := range s.Pieces {
		id := PieceID(i + 1)
		p := &s.Pieces[i]
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
