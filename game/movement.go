package game

import (
	"fmt"
	"slices"
)

// Movement (10.0-10.11, 11.1). A move is a stack of movers, with all they
// haul, entering hexes one at a time; it may go on in several legs, drop
// pieces off on the way, and ends with ActEndMove, when each hex where a
// team stopped gets its noise check (12.0).

// IsMover reports a piece that can move by itself: a team, a leader, or a
// plus-type vehicle (10.2).
func (s *State) IsMover(id PieceID) bool {
	sp := s.Spec(id)
	return sp.Kind == KindTeam || sp.IsLeader() || sp.IsVehicle()
}

// MoveStack lists the movers and everything they haul, each piece once.
// A mover that another of them hauls (a vehicle its team rides, 10.4, a
// leader aboard a helicopter, 9.2) is in its hauler's tree, and is listed
// there only.
func (s *State) MoveStack(movers []PieceID) []PieceID {
	roots := s.moveRoots(movers)
	if len(roots) == 0 {
		return nil
	}
	// one allocation: the movers and at most every hauled piece
	var buf [32]PieceID
	carried := s.hauledOnMap(buf[:0])
	out := make([]PieceID, 0, len(roots)+len(carried))
	for _, m := range roots {
		out = append(out, m)
		out = s.appendTree(out, carried, m)
	}
	return out
}

// moveRoots is movers less those another of them hauls, and less any
// listed twice: the pieces whose trees make up the stack. It returns
// movers itself when nothing is left out, as nearly always.
func (s *State) moveRoots(movers []PieceID) []PieceID {
	skip := func(i int) bool {
		m := movers[i]
		if m < 1 || int(m) > len(s.Pieces) {
			return false // no piece: kept for startCheck to refuse
		}
		return slices.Contains(movers[:i], m) || s.carriedByOneOf(m, movers)
	}
	for i := range movers {
		if skip(i) {
			out := slices.Clone(movers[:i])
			for j := i + 1; j < len(movers); j++ {
				if !skip(j) {
					out = append(out, movers[j])
				}
			}
			return out
		}
	}
	return movers
}

// carriedByOneOf reports that m's hauler, or its hauler's, and so on, is
// one of movers: a leader aboard the truck a listed team rides goes with
// that team.
func (s *State) carriedByOneOf(m PieceID, movers []PieceID) bool {
	// the carrier chain is short; the bound only guards a corrupt state
	for c, n := s.P(m).Carrier, 0; c != None && n < len(s.Pieces); c, n = s.P(c).Carrier, n+1 {
		if slices.Contains(movers, c) {
			return true
		}
	}
	return false
}

func (s *State) inMove(id PieceID) bool {
	return s.Move != nil && slices.Contains(s.MoveStack(s.Move.Movers), id)
}

// minusOf is the movement a minus-type piece takes from its hauler (10.5).
func (s *State) minusOf(id PieceID) int {
	if s.Spec(id).MoveType == MoveMinus {
		return s.Spec(id).Move
	}
	return 0
}

// moverAllowance is one mover's total movement allowance (10.3 note): its
// printed movement, plus the vehicle it rides if it is a team (10.4), minus
// everything it and that vehicle haul (10.5). A black-numbered piece a
// vehicle carries (a leader, a raft) is cargo and adds nothing to it.
func (s *State) moverAllowance(m PieceID) (int, []Term) {
	terms := []Term{{Label: s.Name(m), Value: s.MoveValue(m)}}
	total := s.MoveValue(m)
	team := s.Spec(m).Kind == KindTeam
	var tree [32]PieceID
	for _, c := range s.carriedInto(tree[:0], m) {
		sp := s.Spec(c)
		switch {
		case team && sp.IsVehicle() && s.P(c).Carrier == m:
			terms = append(terms, Term{Label: sp.Name, Value: sp.Move})
			total += sp.Move
		case sp.MoveType == MoveMinus:
			terms = append(terms, Term{Label: sp.Name, Value: -sp.Move})
			total -= sp.Move
		}
	}
	return total, terms
}

// Allowance is a stack's movement allowance and its breakdown: the least
// of the allowances of its independent movers, the pieces no other piece
// of it hauls: each team (with the vehicle it rides), each leader on foot
// and each vehicle no team rides, every one less what it hauls (10.3,
// 10.4, 10.5). A leader or raft a vehicle carries is cargo (ruling P10).
//
// Plays rulings P2, P4 (docs/rulings.md).
func (s *State) Allowance(movers []PieceID) (int, []Term) {
	_, v, terms := s.slowest(movers)
	return max(v, 0), terms
}

// slowest is the independent mover of the stack with the least allowance
// (the first of them on a tie), with that allowance and its breakdown.
func (s *State) slowest(movers []PieceID) (PieceID, int, []Term) {
	best, first, who := 0, true, None
	var terms []Term
	for _, m := range s.moveRoots(movers) { // a ridden vehicle adds to its team only (10.4)
		v, t := s.moverAllowance(m)
		if first || v < best {
			best, terms, first, who = v, t, false, m
		}
	}
	return who, best, terms
}

// AllowanceMP is Allowance without its breakdown, which it does not
// build: for a computer player asking at every move.
func (s *State) AllowanceMP(movers []PieceID) int {
	afloat, _ := s.allowances(movers)
	return max(afloat, 0)
}

// allowances is a stack's allowance afloat, while its move keeps to river
// hexes, and ashore, once it has entered a land hex (11.1, ruling T6): a
// patrol boat's or raft's "+" adds nothing ashore. Ashore is -1 when the
// stack may not leave the river at all: a boat or raft moving without a
// team. For every other stack the two are the same. Each is the least over
// the stack's independent movers, as Allowance (ruling P4).
func (s *State) allowances(movers []PieceID) (afloat, ashore int) {
	movers = s.moveRoots(movers)
	hasTeam := slices.ContainsFunc(movers, func(id PieceID) bool { return s.Spec(id).Kind == KindTeam })
	first, noLand := true, false
	for _, m := range movers {
		team := s.Spec(m).Kind == KindTeam
		if !hasTeam && s.Spec(m).Has(TagPatrolBoat) {
			noLand = true // a boat alone never goes ashore
		}
		w := s.MoveValue(m)
		l := w
		var tree [32]PieceID
		for _, c := range s.carriedInto(tree[:0], m) {
			switch sp := s.Spec(c); {
			case team && sp.IsVehicle() && s.P(c).Carrier == m:
				w += sp.Move
				if !sp.Has(TagPatrolBoat) {
					l += sp.Move
				}
			case sp.MoveType == MoveMinus:
				w -= sp.Move
				l -= sp.Move
			}
		}
		if first || w < afloat {
			afloat = w
		}
		if first || l < ashore {
			ashore = l
		}
		first = false
	}
	if noLand {
		return max(afloat, 0), -1
	}
	return max(afloat, 0), max(ashore, 0)
}

// afloat reports a path that keeps to river hexes: a move along it still
// has its boat's bonus (11.1, ruling T6).
func (s *State) afloat(path []Hex) bool {
	for _, h := range path {
		if !s.rules.Board.AllWater(h) {
			return false
		}
	}
	return true
}

// budget is the allowance of a move along path so far: afloat or ashore.
func (s *State) budget(movers []PieceID, path []Hex) int {
	afloat, ashore := s.allowances(movers)
	if s.afloat(path) {
		return afloat
	}
	return ashore
}

// MPLeft is the movement the moving stack has left.
func (s *State) MPLeft() int {
	if s.Move == nil {
		return 0
	}
	if s.Move.Minimum {
		return 0
	}
	return max(s.budget(s.Move.Movers, s.Move.Path)-s.Move.DroppedMinus-s.Move.Spent, 0)
}

// EnterCost is what a stack pays to enter h: the terrain chart's highest
// cost (10.7), or 1 for a river hex with a patrol boat or raft (11.1).
//
// Plays ruling T3 (docs/rulings.md).
func (s *State) EnterCost(stack []PieceID, h Hex) int {
	if s.rules.Board.AllWater(h) && slices.ContainsFunc(stack, func(id PieceID) bool { return s.Spec(id).Has(TagPatrolBoat) }) {
		return 1
	}
	return s.Terrain(h).Cost
}

// enterable says whether SF pieces may enter h (see docs/rulings.md: not a
// hex held by enemy units, given as the list from appendEnemyHexes).
//
// Plays ruling P8 (docs/rulings.md).
func (s *State) enterable(h Hex, enemies []Hex) error {
	if !s.rules.Board.Contains(h) {
		return refuse(RefuseOffMap, "hex %s is off the map", h)
	}
	if slices.Contains(enemies, h) {
		return refuse(RefuseEnemyHex, "enemy units hold %s: attack them instead of walking in", h)
	}
	return nil
}

// startCheck says whether these movers may begin a move together.
func (s *State) startCheck(movers []PieceID) error {
	if len(movers) == 0 {
		return refuse(RefuseWrongPiece, "choose the pieces to move")
	}
	var at Hex
	for i, m := range movers {
		if m == None {
			return refuse(RefuseWrongPiece, "piece 0 is no piece: choose the pieces to move")
		}
		p := s.P(m)
		if p.Place != OnMap {
			return refuse(RefuseWrongPiece, "%s is not on the map", s.Name(m))
		}
		if !s.IsMover(m) {
			return refuse(RefuseCannotMove, "%s cannot move by itself; it must be hauled (10.5)", s.Name(m))
		}
		if i == 0 {
			at = p.Hex
		} else if p.Hex != at {
			return refuse(RefuseSplitStack, "only pieces in one hex move together (10.3)")
		}
		if p.Carrier != None && !s.carriedByOneOf(m, movers) {
			return refuse(RefuseCarried, "%s rides with %s: move that, or take it off first", s.Name(m), s.Name(p.Carrier))
		}
		if slices.Contains(movers[:i], m) {
			return refuse(RefuseWrongPiece, "%s is listed twice", s.Name(m))
		}
	}
	stack := s.MoveStack(movers)
	for _, id := range stack {
		if s.P(id).Moved {
			return refuse(RefuseAlreadyMoved, "%s has already moved this turn (10.1)", s.Name(id))
		}
	}
	var haulers []PieceID
	for _, id := range stack {
		if s.IsMover(id) {
			haulers = append(haulers, id)
		}
	}
	return s.portageProblem(haulers)
}

// Plays ruling P9 (docs/rulings.md).
func (s *State) checkMove(a Action) error {
	if s.Phase != PhaseMovement {
		return illegal(a, RefuseWrongPhase, "SF pieces move in the Friendly Movement Phase (10.0)")
	}
	if len(s.Tasks) > 0 {
		return illegal(a, RefuseBusy, "the game system is still working")
	}
	if len(a.Path) == 0 {
		return illegal(a, RefuseNoPath, "give the hexes to move through")
	}
	var movers []PieceID
	var at Hex
	spent, stepped := 0, false
	allowance := 0
	if s.Move != nil {
		if len(a.Pieces) > 0 && !slices.Equal(s.moveRoots(a.Pieces), s.Move.Movers) {
			return illegal(a, RefuseMoveUnderway, "finish moving %s first (10.3: one stack at a time)", s.Name(s.Move.Movers[0]))
		}
		movers, at = s.Move.Movers, s.Move.At
		spent, stepped = s.Move.Spent+s.Move.DroppedMinus, len(s.Move.Path) > 0
		if s.Move.Minimum {
			return illegal(a, RefuseMinimumMove, "the stack used all its movement on a minimum move (10.8)")
		}
	} else {
		if err := s.startCheck(a.Pieces); err != nil {
			return illegalBy(a, err)
		}
		movers, at = a.Pieces, s.P(a.Pieces[0]).Hex
	}
	afloat, ashore := s.allowances(movers)
	onWater := s.Move == nil || s.afloat(s.Move.Path)
	stack := s.MoveStack(movers)
	var buf [32]Hex
	enemies := s.appendEnemyHexes(buf[:0])
	for _, h := range a.Path {
		if !Adjacent(at, h) {
			return illegal(a, RefuseNotAdjacent, "%s is not next to %s: a move is a path of adjacent hexes (10.1)", h, at)
		}
		if err := s.enterable(h, enemies); err != nil {
			return illegalBy(a, err)
		}
		onWater = onWater && s.rules.Board.AllWater(h)
		allowance = afloat
		if !onWater {
			if ashore < 0 {
				return illegal(a, RefuseRiverOnly, "%s is not a river hex: a patrol boat or raft moves only along rivers unless a team takes it ashore (11.1)", h)
			}
			allowance = ashore
		}
		cost := s.EnterCost(stack, h)
		if spent+cost > allowance {
			if stepped || len(a.Path) > 1 {
				return illegal(a, RefuseNotEnoughMP, "not enough movement to enter %s: it costs %d and %d is left", h, cost, max(allowance-spent, 0))
			}
			// 10.8: a first hex may always be entered, using everything
		}
		spent += cost
		at, stepped = h, true
	}
	return nil
}

func (s *State) doMove(a Action, ev *events) {
	if s.Move == nil {
		start := s.P(a.Pieces[0]).Hex
		// a ridden vehicle listed beside its team goes as the team's: a
		// drop-off of the team leaves it with the team (10.4)
		s.Move = &ActiveMove{Movers: slices.Clone(s.moveRoots(a.Pieces)), From: start, At: start}
	}
	m := s.Move
	stack := s.MoveStack(m.Movers)
	allowance := 0
	for _, id := range stack {
		s.P(id).Moved = true
	}
	from, leaving := m.At, len(m.Path) == 0
	for _, h := range a.Path {
		cost := s.EnterCost(stack, h)
		allowance = s.budget(m.Movers, append(m.Path, h))
		if m.Spent+m.DroppedMinus+cost > allowance {
			m.Minimum = true
		}
		m.Spent += cost
		m.At = h
		m.Path = append(m.Path, h)
		for _, id := range stack {
			s.P(id).Hex = h
		}
	}
	if ev.keep() {
		_, terms := s.Allowance(m.Movers)
		text := fmt.Sprintf("%s moved %s to %s, %d MP left of %d.", s.stackName(m.Movers), from, m.At, s.MPLeft(), allowance)
		if m.Minimum {
			text = fmt.Sprintf("%s made a minimum move to %s, using all its movement (10.8).", s.stackName(m.Movers), m.At)
		}
		ev.add(Event{Type: EvMove, Rule: "10.1", Pieces: stack, From: from, Hex: m.At, Path: slices.Clone(a.Path),
			Terms: terms, Total: s.MPLeft(), Text: text})
	}
	if leaving {
		// whatever stays behind in a hex an enemy unit holds (stripped
		// gear, a leader or vehicle not moved along) is lost there
		s.leftToEnemy(from, ev)
	}
}

func (s *State) stackName(movers []PieceID) string {
	if len(movers) == 1 {
		return s.Name(movers[0])
	}
	return fmt.Sprintf("%s and %d more", s.Name(movers[0]), len(movers)-1)
}

func (s *State) checkDropOff(a Action) error {
	if s.Move == nil {
		return illegal(a, RefuseNoMove, "pieces are dropped off during a move (10.1); to leave gear behind before moving, take it off its hauler")
	}
	if !s.inMove(a.Piece) {
		return illegal(a, RefuseNotInMove, "%s is not in the moving stack", s.Name(a.Piece))
	}
	if len(s.Move.Path) == 0 {
		return illegal(a, RefuseNotStarted, "the stack has not left its hex yet: take the piece off instead")
	}
	return nil
}

// Plays ruling P6 (docs/rulings.md).
func (s *State) doDropOff(a Action, ev *events) {
	m := s.Move
	p := s.P(a.Piece)
	if i := slices.Index(m.Movers, a.Piece); i >= 0 {
		m.Movers = slices.Delete(slices.Clone(m.Movers), i, i+1)
		if s.Spec(a.Piece).Kind == KindTeam {
			m.Halts = append(m.Halts, Halt{Hex: m.At, Steps: len(m.Path)})
		}
	} else {
		// 10.5: a minus piece's cost stays spent even when dropped off
		m.DroppedMinus += s.minusOf(a.Piece)
		p.Carrier = None
	}
	ev.add(Event{Type: EvDropOff, Rule: "10.1", Piece: a.Piece, Hex: m.At,
		Text: fmt.Sprintf("%s halts in %s and may not move again this turn.", s.Name(a.Piece), m.At)})
	if len(m.Movers) == 0 {
		s.endMove(ev)
	}
}

// endMove finishes the moving stack. The mission is checked first (7.1,
// 10.10, ruling M1): a team that halted on it has done it, whatever the
// noise brings next. Then each hex where a team stopped gets one noise
// check (12.0), which may lead to an escape (12.3).
//
// Plays ruling N2 (docs/rulings.md).
func (s *State) endMove(ev *events) {
	m := s.Move
	s.Move = nil
	if len(m.Path) == 0 {
		for _, id := range s.MoveStack(m.Movers) {
			s.P(id).Moved = false // it never left: it may still move (10.1)
		}
		return
	}
	halts := m.Halts
	if slices.ContainsFunc(m.Movers, func(id PieceID) bool { return s.Spec(id).Kind == KindTeam }) {
		halts = append(halts, Halt{Hex: m.At, Steps: len(m.Path)})
	}
	tasks := []Task{{Kind: TaskMissionCheck}}
	seen := map[Hex]bool{}
	for i := len(halts) - 1; i >= 0; i-- { // the stack's final hex decides stealth there
		if h := halts[i]; !seen[h.Hex] {
			seen[h.Hex] = true
			tasks = slices.Insert(tasks, 1, Task{Kind: TaskNoiseCheck, Hex: h.Hex, N: h.Steps})
		}
	}
	s.push(tasks...)
	if ev.keep() {
		ev.add(Event{Type: EvInfo, Rule: "10.1", Hex: m.At, Text: fmt.Sprintf("The move ends at %s.", m.At)})
	}
}

// AllowanceNotes is Allowance for a player weighing a move: the same
// total and the breakdown of the slowest independent mover, then a zero
// line for each other mover of the stack with what it would move by
// itself (ruling P4; a vehicle no team rides is one of them, 10.4), and a
// note that a boat or raft adds its plus only while the move keeps to the
// river (11.1, ruling T6).
func (s *State) AllowanceNotes(movers []PieceID) (int, []Term) {
	movers = s.moveRoots(movers) // a leader aboard a ridden helicopter rides, he does not walk
	who, v, terms := s.slowest(movers)
	terms = slices.Clone(terms)
	hasTeam := slices.ContainsFunc(movers, func(id PieceID) bool { return s.Spec(id).Kind == KindTeam })
	for _, m := range movers {
		if m == who {
			continue
		}
		own, _ := s.moverAllowance(m)
		label := fmt.Sprintf("%s: %d by itself (P4)", s.Name(m), own)
		if hasTeam && s.Spec(m).IsVehicle() {
			label = fmt.Sprintf("%s: no team rides it, %d by itself (10.4, P4)", s.Name(m), own)
		}
		terms = append(terms, Term{Label: label, Value: 0})
	}
	if slices.ContainsFunc(s.MoveStack(movers), func(id PieceID) bool { return s.Spec(id).Has(TagPatrolBoat) }) {
		terms = append(terms, Term{Label: "boat or raft: its plus on the river only (11.1)", Value: 0})
	}
	return max(v, 0), terms
}
