package game

import (
	"fmt"
	"slices"
)

// Picking pieces up and putting them down: what a drag (or the keys'
// pick up and drop) means under the rules. PickUp says what lifting a
// piece lifts with it; DropAt what putting that down on a hex, or onto one
// of its pieces, does, with the action to take and its preview, or why it
// is refused.

// The refusals the view adds to those of Check.
const (
	RefuseNoMover    RefuseCode = "no-mover"     // nothing in the hex moves by itself (10.2)
	RefuseNoEnemy    RefuseCode = "no-enemy"     // a drop to attack on a hex without enemy units (13.0)
	RefuseNoLoad     RefuseCode = "no-load"      // the two pieces do not load one on the other (9.0, 10.4)
	RefuseOutOfReach RefuseCode = "out-of-reach" // no path the stack can pay for reaches the hex (10.3)
)

// PickKind is what a picked-up piece is for.
type PickKind string

const (
	PickNone   PickKind = ""       // nothing: the Verdict says why
	PickCamp   PickKind = "camp"   // a base camp to place (3.1, 12.11)
	PickDeploy PickKind = "deploy" // an SF piece to put in a base camp (3.3, 3.5)
	PickLoad   PickKind = "load"   // a piece to load onto another in its hex, or set down (9.0, 10.4)
	PickMove   PickKind = "move"   // movers with all they haul: to move (10.0) or, in combat, to attack (13.0)
)

// Pickup is what picking up a piece lifts.
type Pickup struct {
	Piece PieceID // the piece picked (a stack's movers are Pieces; the last is its top)
	From  Hex     // where it lies; NoHex for a camp not yet on the map
	Alone bool    // picked without its stack
	Kind  PickKind
	// Pieces are the pieces that move as one: the movers of a move (their
	// loads go with them, Stack), or the single piece placed or loaded.
	Pieces []PieceID
	// Stack is everything that goes along: Pieces and all they haul.
	Stack []PieceID
	// MP and MPTerms are the movement allowance and its breakdown, in
	// the Friendly Movement Phase (10.3, 10.4, 10.5); while the stack is
	// moving, MP is what it has left.
	MP      int
	MPTerms []Term
	Verdict

	state *State        // the state it was picked up in
	reach *Reachability // found at the first drop asked about
}

// PickUp says what picking up piece lifts: with its stack, or alone (a
// team without the others, gear off its team). In the Friendly Movement
// Phase the stack is the moving stack, or all the unmoved movers of the
// hex together; picked alone, a mover moves by itself and anything else
// is loaded or set down where it is.
//
// A base camp waiting to be placed (CampToPlace) may be picked up too:
// it comes from no hex.
func (s *State) PickUp(piece PieceID, alone bool) Pickup {
	p := Pickup{Piece: piece, From: NoHex, Alone: alone, state: s}
	refuse := func(code RefuseCode, rule, format string, args ...any) Pickup {
		p.Kind, p.Pieces, p.Stack = PickNone, nil, nil
		p.Verdict = Verdict{Code: code, Reason: fmt.Sprintf(format, args...), Rule: rule}
		return p
	}
	if piece < 1 || int(piece) > len(s.Pieces) {
		return refuse(RefuseNoSuchPiece, "", "There is no such piece.")
	}
	sp, pc := s.Spec(piece), s.P(piece)
	if pc.Place != OnMap {
		if piece == s.CampToPlace() {
			p.Kind, p.Pieces, p.Stack = PickCamp, []PieceID{piece}, []PieceID{piece}
			return p
		}
		return refuse(RefuseWrongPiece, "", "%s is not on the map.", s.Name(piece))
	}
	p.From = pc.Hex
	switch {
	case s.Over:
		return refuse(RefuseGameOver, "5.0", "The game is over.")
	case s.Pending != nil:
		return refuse(RefuseAnswerFirst, s.Pending.Rule, "%s", capitalise(s.Pending.answerFirst()))
	case sp.Kind == KindEnemy:
		return refuse(RefuseWrongPiece, "10.6", "%s is the enemy's: the game system moves it.", s.Name(piece))
	case s.Phase == PhaseSetup && s.SetupStep == SetupCamps && sp.Kind == KindBaseCamp:
		p.Kind = PickCamp
	case s.Phase == PhaseSetup && s.SetupStep == SetupDeploy && s.IsSF(piece) && sp.Kind != KindBaseCamp:
		p.Kind = PickDeploy
	case sp.Kind == KindGear && alone && !(sp.IsVehicle() && s.Phase == PhaseMovement):
		// a vehicle picked alone outside the movement phase is loaded like
		// gear: onto a team it carries, or set down
		p.Kind = PickLoad
	case (s.Phase == PhaseMovement || s.Phase == PhaseCombat) && alone && !s.IsMover(piece):
		if !s.IsSF(piece) || sp.Kind == KindBaseCamp {
			return refuse(RefuseCannotMove, "10.2", "%s does not move: pick up a team, a leader or a vehicle.", s.Name(piece))
		}
		p.Kind = PickLoad
	case s.Phase == PhaseMovement || s.Phase == PhaseCombat:
		p.Kind = PickMove
		p.Pieces = s.moversFor(pc.Hex, piece, alone)
		if alone && sp.IsVehicle() && pc.Carrier != None {
			// a vehicle a team rides goes where its riders go (10.4):
			// lifted alone it lifts them, and put back alone it is set down
			p.Pieces = []PieceID{s.riddenBy(piece)}
		}
		if len(p.Pieces) == 0 {
			return refuse(RefuseNoMover, "10.2", "Nothing at %s moves by itself: a team, a leader or a vehicle moves, and hauls the rest.", pc.Hex)
		}
		p.Stack = s.MoveStack(p.Pieces)
		if s.Phase == PhaseMovement {
			p.MP, p.MPTerms = s.AllowanceNotes(p.Pieces)
			if s.Move != nil && slices.Equal(p.Pieces, s.Move.Movers) {
				p.MP = s.MPLeft()
			}
		}
		return p
	case sp.Kind == KindBaseCamp && s.Check(Action{Type: ActMoveCamp, Piece: piece}) == nil:
		return refuse(RefuseWrongPhase, "12.11", "A base camp moves once its move is paid: a d10 of PP, in the shop; then it is placed anew.")
	default:
		return refuse(RefuseWrongPhase, "4.0", "%s cannot be moved now. %s", s.Name(piece), s.Prompt().Text)
	}
	p.Pieces = []PieceID{piece}
	p.Stack = s.MoveStack(p.Pieces) // a truck loaded alone keeps its load
	return p
}

// InHand is the piece the rules put in the player's hand, to be put
// down on the map before anything else: a base camp bought or picked up
// (3.1, 12.11). A click, a key or the end of a drag on a hex puts it
// there alike: DropAt(&p, h, None). ok is false when the hand is empty.
func (s *State) InHand() (p Pickup, ok bool) {
	camp := s.CampToPlace()
	if camp == None {
		return Pickup{}, false
	}
	return s.PickUp(camp, true), true
}

// moversFor is what picking up piece in h moves: the moving stack, or
// all the hex's unmoved movers together (the largest group that may start
// a move), or, alone, the piece itself; failing those, every mover there
// that no other piece hauls, for Check to say why it may not go.
func (s *State) moversFor(h Hex, piece PieceID, alone bool) []PieceID {
	if alone {
		return []PieceID{piece}
	}
	if s.Move != nil && s.Move.At == h {
		return slices.Clone(s.Move.Movers)
	}
	var best []PieceID
	for _, grp := range s.MoveGroups() {
		if s.P(grp[0]).Hex == h && len(grp) > len(best) {
			best = grp
		}
	}
	if best != nil {
		return best
	}
	var out []PieceID
	for _, id := range s.At(h) {
		if s.IsMover(id) && s.P(id).Carrier == None {
			out = append(out, id)
		}
	}
	return out
}

// riddenBy is the piece at the root of what hauls piece: the team that
// rides a vehicle (10.4), or the piece itself when nothing hauls it.
func (s *State) riddenBy(piece PieceID) PieceID {
	for range len(s.Pieces) { // a chain no longer than the pieces
		c := s.P(piece).Carrier
		if c == None {
			break
		}
		piece = c
	}
	return piece
}

// Pickables lists what may be picked up at h: for each piece there, in
// id order, the pickup with its stack, then the pickup alone when it
// lifts something else. A pickup refused now is left out (PickUp says
// why).
func (s *State) Pickables(h Hex) []Pickup {
	var out []Pickup
	for _, id := range s.At(h) {
		stack := s.PickUp(id, false)
		if stack.OK() {
			out = append(out, stack)
		}
		alone := s.PickUp(id, true)
		if alone.OK() && !(stack.OK() && stack.Kind == alone.Kind && slices.Equal(stack.Pieces, alone.Pieces)) {
			out = append(out, alone)
		}
	}
	return out
}

// Reach is every hex the picked-up movers may still enter this move,
// found once for the pickup (nil outside the Friendly Movement Phase).
func (p *Pickup) Reach() *Reachability {
	s := p.state
	if p.Kind != PickMove || s == nil || s.Phase != PhaseMovement {
		return nil
	}
	if p.reach == nil {
		if s.Move != nil && slices.Equal(p.Pieces, s.Move.Movers) {
			p.reach = s.Reachable(nil)
		} else {
			p.reach = s.Reachable(p.Pieces)
		}
	}
	return p.reach
}

// DropKind is what putting the pieces down does.
type DropKind string

const (
	DropNone      DropKind = ""           // refused: the Verdict says why
	DropStay      DropKind = "stay"       // put back: nothing happens
	DropMove      DropKind = "move"       // a move along Path (10.0)
	DropAttack    DropKind = "attack"     // the teams attack the enemy unit there (13.0)
	DropHaul      DropKind = "haul"       // a piece hauls another (9.0)
	DropRide      DropKind = "ride"       // a team rides a vehicle (10.4)
	DropSetDown   DropKind = "set-down"   // a hauled piece is set down in its hex (9.0, 10.11)
	DropOff       DropKind = "drop-off"   // a piece halts while its stack moves on (10.1)
	DropPlaceCamp DropKind = "place-camp" // a base camp placed (3.1, 12.11)
	DropDeploy    DropKind = "deploy"     // a piece put in a base camp (3.3, 3.5)
)

// Drop is what putting picked-up pieces down means: the action to take,
// in words, with what the player weighs before it (the path, the noise
// made there, the odds of an attack), or why it is refused.
type Drop struct {
	Kind DropKind
	Hex  Hex
	Onto PieceID // the piece it was dropped onto, as asked (None: the hex)
	Act  Action  // the action to take; zero for DropStay and a refusal
	Text string  // what it does, in the player's words ("" for a refusal)
	// Reach is the path of a move, its cost and the MP left after it.
	Reach *Reach
	// Noise is the noise the stack would make where the move stops
	// (12.0-12.2); NoiseOK says it was worked out.
	Noise      int
	NoiseTerms []Term
	NoiseOK    bool
	// Odds are the chances of an attack (13.0).
	Odds *AttackOdds
	Verdict
}

// DropAt says what putting the picked-up pieces down in hex h does,
// dropped onto one of its pieces or onto none. Dropped onto a piece of
// its own hex, a piece loads onto it or it onto the piece, whichever way
// the rules have for the pair (a team dropped on a vehicle and a vehicle
// dropped on a team both make the team ride it, 10.4); gear dropped onto
// its own hauler, or onto a piece that hauls nothing, is set down.
func (s *State) DropAt(p *Pickup, h Hex, onto PieceID) Drop {
	d := Drop{Hex: h, Onto: onto}
	refuse := func(code RefuseCode, rule, format string, args ...any) Drop {
		d.Kind, d.Act, d.Text = DropNone, Action{}, ""
		d.Verdict = Verdict{Code: code, Reason: fmt.Sprintf(format, args...), Rule: rule}
		return d
	}
	if !p.OK() {
		d.Verdict = p.Verdict
		return d
	}
	if h == NoHex || !s.rules.Board.Contains(h) {
		return refuse(RefuseOffMap, "", "Off the map: the pieces stay where they were.")
	}
	if onto != None && (onto < 1 || int(onto) > len(s.Pieces) || s.P(onto).Place != OnMap || s.P(onto).Hex != h) {
		onto = None // not a piece of that hex: the hex itself
	}
	switch p.Kind {
	case PickCamp:
		return s.dropAct(d, DropPlaceCamp, Action{Type: ActPlaceCamp, Piece: p.Piece, Hex: h})
	case PickDeploy:
		if h == p.From {
			d.Kind, d.Text = DropStay, "it stays where it is"
			return d
		}
		return s.dropAct(d, DropDeploy, Action{Type: ActDeploy, Piece: p.Piece, Hex: h})
	case PickLoad:
		piece := p.Piece
		if onto == s.P(piece).Carrier || onto != None && s.Portage(onto) == 0 {
			onto = None // back on its own hauler, or on a piece that hauls nothing: left in the hex
		}
		switch {
		case h != p.From && s.Spec(piece).IsVehicle():
			return refuse(RefuseWrongPhase, "10.0", "%s moves only in the Friendly Movement Phase; now it can be loaded onto a team in its hex, or set down.", s.Name(piece))
		case h != p.From:
			return refuse(RefuseCannotMove, "10.5", "%s cannot move by itself: move its team, and it is hauled along.", s.Name(piece))
		case onto != None && onto != piece:
			return s.dropHaul(d, piece, onto)
		case s.Move != nil && s.inMove(piece):
			return s.dropAct(d, DropOff, Action{Type: ActDropOff, Piece: piece})
		case s.P(piece).Carrier == None:
			d.Kind, d.Text = DropStay, fmt.Sprintf("%s is not hauled by anything: it stays where it is", s.Name(piece))
			return d
		default:
			return s.dropHaul(d, piece, None)
		}
	case PickMove:
		return s.dropMove(p, d, onto)
	}
	return refuse(RefuseWrongPiece, "", "Nothing was picked up.")
}

// DropOntos lists the pieces of hex h that the picked-up pieces may be
// dropped onto to load one on the other (haul, ride, set down), each as
// its Drop, in id order: what dropping onto them does that dropping on
// the hex does not. Pieces of the pickup's own stack are left out. A
// client cycles through these to choose where a carried piece goes.
func (s *State) DropOntos(p *Pickup, h Hex) []Drop {
	if !p.OK() || h == NoHex {
		return nil
	}
	plain := s.DropAt(p, h, None)
	var out []Drop
	for _, id := range s.At(h) {
		if id == p.Piece || slices.Contains(p.Stack, id) {
			continue
		}
		d := s.DropAt(p, h, id)
		if d.OK() && d.Kind != DropStay && (d.Kind != plain.Kind || !sameAction(d.Act, plain.Act)) {
			out = append(out, d)
		}
	}
	return out
}

// sameAction reports two actions alike in every field.
func sameAction(a, b Action) bool {
	return a.Type == b.Type && a.Piece == b.Piece && a.Target == b.Target && a.Hex == b.Hex && a.Option == b.Option &&
		slices.Equal(a.Pieces, b.Pieces) && slices.Equal(a.Path, b.Path)
}

// dropMove is DropAt for movers: an attack in the combat phase, a load
// in their own hex, a move elsewhere.
func (s *State) dropMove(p *Pickup, d Drop, onto PieceID) Drop {
	h, from := d.Hex, p.From
	single := len(p.Pieces) == 1
	if s.Phase == PhaseCombat {
		es := s.EnemiesAt(h)
		switch {
		case len(es) > 0:
			target := es[len(es)-1]
			o := s.AttackPreview(from, target, nil)
			d.Odds = &o
			return s.dropAct(d, DropAttack, Action{Type: ActAttack, Hex: from, Target: target})
		case h == from && onto != None && single && onto != p.Pieces[0]:
			return s.dropHaul(d, p.Pieces[0], onto)
		case h == from:
			d.Kind, d.Text = DropStay, "the pieces stay where they are"
			return d
		}
		d.Verdict = Verdict{Code: RefuseNoEnemy, Rule: "13.0",
			Reason: fmt.Sprintf("No enemy unit at %s: drop the teams onto an enemy unit in or next to their hex to attack it, or end the phase.", h)}
		return d
	}
	if h == from {
		// the piece loaded or set down: the mover, or a ridden vehicle
		// picked up alone (which lifted its riders)
		loader := p.Pieces[0]
		if p.Alone {
			loader = p.Piece
		}
		switch {
		case single && onto != None && onto != loader && !slices.Contains(p.Pieces, onto):
			// a team dropped on a vehicle boards it, a vehicle dropped on
			// a team carries it (10.4), and so on as the rules allow
			return s.dropHaul(d, loader, onto)
		case single && onto == None && s.Move == nil && s.P(loader).Carrier != None:
			return s.dropHaul(d, loader, None) // taken off its hauler: on its own again
		case single && s.Move != nil && loader != p.Pieces[0] && s.inMove(loader):
			return s.dropAct(d, DropOff, Action{Type: ActDropOff, Piece: loader}) // the riders go on without it
		case single && s.Move != nil && slices.Contains(s.Move.Movers, p.Pieces[0]) && len(s.Move.Movers) > 1:
			return s.dropAct(d, DropOff, Action{Type: ActDropOff, Piece: p.Pieces[0]})
		}
		d.Kind, d.Text = DropStay, "the pieces stay where they are"
		return d
	}
	act := Action{Type: ActMove, Pieces: slices.Clone(p.Pieces)}
	if s.Move != nil && slices.Equal(p.Pieces, s.Move.Movers) {
		act.Pieces = nil // the moving stack goes on
	}
	if r, ok := p.Reach().At(h); ok {
		act.Path = r.Path
		d.Reach = &r
		if n, terms, err := s.NoisePreview(act); err == nil {
			d.Noise, d.NoiseTerms, d.NoiseOK = n, terms, true
		}
		return s.dropAct(d, DropMove, act)
	}
	// refused: in the rules' words where they speak of the pieces or
	// the hex, else as a path too dear
	act.Path = []Hex{h}
	if err := s.Check(act); err != nil && (Adjacent(h, from) || !pathRefused(err)) {
		d.Verdict = verdictOf(err)
		d.Reason = capitalise(d.Reason)
		return d
	}
	mp := p.MP
	if s.Move != nil && act.Pieces == nil {
		mp = s.MPLeft()
	}
	d.Verdict = Verdict{Code: RefuseOutOfReach, Rule: "10.3",
		Reason: fmt.Sprintf("%s is out of reach: the stack has %d MP left and the cheapest way there costs more.", h, mp)}
	return d
}

// pathRefused reports a refusal about the path itself (not the pieces),
// for which "out of reach" says more.
func pathRefused(err error) bool {
	c := CodeOf(err)
	return c == RefuseNotAdjacent || c == RefuseNotEnoughMP
}

// dropHaul loads piece onto another in its hex, in whichever direction
// the rules have for the pair, or sets it loose when onto is None
// (HaulOptions says which pairs there are and why one is refused).
func (s *State) dropHaul(d Drop, piece, onto PieceID) Drop {
	var found *Haul
	opts := s.HaulOptions(s.P(piece).Hex)
	for i := range opts {
		o := &opts[i]
		match := o.Cargo == piece && o.Carrier == onto
		if onto != None {
			match = match || o.Cargo == onto && o.Carrier == piece
		}
		if match && (found == nil || !found.OK() && o.OK()) {
			found = o
		}
	}
	switch {
	case found == nil && onto == None:
		d.Kind, d.Text = DropStay, fmt.Sprintf("%s is not hauled by anything: it stays where it is", s.Name(piece))
		return d
	case found == nil:
		d.Verdict = Verdict{Code: RefuseNoLoad, Rule: "9.0, 10.4",
			Reason: fmt.Sprintf("%s and %s cannot be loaded one on the other.", s.Name(piece), s.Name(onto))}
		return d
	}
	kind := DropHaul
	switch {
	case found.Carrier == None:
		kind = DropSetDown
	case found.Rides:
		kind = DropRide
	}
	if !found.OK() {
		d.Verdict = found.Verdict
		d.Reason = capitalise(d.Reason)
		return d
	}
	return s.dropAct(d, kind, found.Act)
}

// dropAct fills a drop with its action and the rules' verdict on it.
func (s *State) dropAct(d Drop, kind DropKind, act Action) Drop {
	if err := s.Check(act); err != nil {
		d.Verdict = verdictOf(err)
		d.Reason = capitalise(d.Reason)
		return d
	}
	d.Kind, d.Act, d.Text = kind, act, s.ActionText(act)
	return d
}

// capitalise starts a sentence with a capital letter: the rules' words
// start lower case, to be put after a colon.
func capitalise(t string) string {
	if t == "" || t[0] < 'a' || t[0] > 'z' {
		return t
	}
	return string(t[0]-'a'+'A') + t[1:]
}
