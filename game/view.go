package game

import (
	"fmt"
	"strings"
)

// The view: what the player may do now, as the rules see it, for a client
// that only turns gestures into questions and draws the answers (Rally the
// Troops' "view" is the model). Prompt says what the moment asks; PickUp
// and DropAt (viewdrag.go) what a piece picked up and put down means;
// StackMenu (viewmenu.go) what a stack may do; ActionText names an action
// in the player's words, numbering a question's options as Prompt does.

// Step names what the game is waiting for, for a client that switches
// its screen on it rather than on the phase. The names are stable.
type Step string

const (
	StepOver      Step = "over"       // the game has ended (5.0)
	StepQuestion  Step = "question"   // a question waits for its answer
	StepSuppress  Step = "suppress"   // suppressive fire nominations (15.0)
	StepBusy      Step = "busy"       // the game system is working
	StepBuy       Step = "setup-buy"  // set-up: buy extra pieces (3.2, 3.3)
	StepCamps     Step = "setup-camp" // set-up: place the base camps (3.1)
	StepDeploy    Step = "deploy"     // set-up: pieces into the camps (3.3, 3.5)
	StepPlaceCamp Step = "place-camp" // a bought or picked-up camp to place (12.11)
	StepShop      Step = "shop"       // Mission Objective Placement: buying (6.0)
	StepMove      Step = "move"       // Friendly Movement, no stack moving (10.0)
	StepMoving    Step = "moving"     // a stack in the middle of its move (10.3)
	StepCombat    Step = "combat"     // Friendly Combat (13.0)
	StepEnemy     Step = "enemy"      // the enemy's phase (10.6, 12.9)
	StepSuccess   Step = "success"    // Success Determination (7.0, 5.0)
)

// Prompt is what the game asks of the player at this moment: in words,
// with the rule sections it rests on, and for a question its options.
type Prompt struct {
	Step  Step
	Text  string   // what to do now, in our words; no gestures (the client adds those)
	Rules []string // the sections, e.g. "3.1"
	// Question is the decision waiting for an answer, or nil.
	Question *Decision
	// Options are the question's answers in the order offered, numbered
	// from 1: option N is key N, button N and "choose N" in a hint.
	Options []Choice
}

// Choice is one answer of the question on screen.
type Choice struct {
	Number int // 1-based and stable while the question stands
	Label  string
	Piece  PieceID // the piece it is about, or None
	Hex    Hex     // the hex it is about, or NoHex
	Act    Action  // the ActChoose that gives this answer
}

// Prompt says what the game waits for now. Every client surface that
// names a question's options (keys, buttons, the hint, the coach) reads
// them from here, so that their numbers agree.
func (s *State) Prompt() Prompt {
	p := Prompt{}
	switch {
	case s.Over:
		p.Step, p.Rules = StepOver, []string{"5.0"}
		p.Text = "The game is over: " + strings.TrimRight(s.Reason, ".") + "."
	case s.Pending != nil:
		d := s.Pending
		p.Step, p.Question = StepQuestion, d
		if d.Rule != "" {
			p.Rules = []string{d.Rule}
		}
		p.Text = d.Prompt
		if d.Kind == DecSuppression {
			p.Step = StepSuppress
			p.Text = "Suppressive fire: nominate each weapon that may fire against an enemy unit, then fire; each weapon's d6 above the range suppresses its target."
		}
		for i, o := range d.Options {
			p.Options = append(p.Options, Choice{Number: i + 1, Label: o.Label, Piece: o.Piece, Hex: o.Hex,
				Act: Action{Type: ActChoose, Option: i}})
		}
		s.tellApart(p.Options)
	case len(s.Tasks) > 0:
		p.Step, p.Text = StepBusy, "The game system is working through its procedures."
	case s.Phase == PhaseSetup:
		switch s.SetupStep {
		case SetupBuy:
			p.Step, p.Rules = StepBuy, []string{"3.2", "3.3"}
			p.Text = "Set-up: buy extra teams, leaders or a second base camp if you wish, then end the step."
		case SetupCamps:
			p.Step, p.Rules = StepCamps, []string{"3.1"}
			p.Text = "Set-up: place your base camp on a hex that is neither a village nor next to one, then end the step."
		default:
			p.Step, p.Rules = StepDeploy, []string{"3.3", "3.5"}
			p.Text = "Set-up: put each Special Forces piece in the base camp it starts from, then end the step."
		}
	case s.Phase == PhaseMission:
		if s.CampToPlace() != None {
			p.Step, p.Rules = StepPlaceCamp, []string{"12.11", "3.1"}
			p.Text = "Place the base camp you bought or picked up, on a hex that is neither a village nor next to one."
		} else {
			p.Step, p.Rules = StepShop, []string{"6.0", "6.1"}
			p.Text = "Buy what the mission needs, then end the phase to start moving."
		}
	case s.Phase == PhaseMovement:
		if m := s.Move; m != nil {
			p.Step, p.Rules = StepMoving, []string{"10.3", "12.0"}
			p.Text = fmt.Sprintf("%s at %s has %d MP left: move it on, drop pieces off, or end its move; the noise check follows.", s.stackName(m.Movers), m.At, s.MPLeft())
		} else {
			p.Step, p.Rules = StepMove, []string{"10.0", "10.3", "9.0"}
			p.Text = "Move your stacks one at a time; load gear onto teams, or teams onto vehicles, before they move. End the phase when done."
		}
	case s.Phase == PhaseCombat:
		p.Step, p.Rules = StepCombat, []string{"13.0", "13.2"}
		p.Text = "Attack enemy units in or next to your teams' hexes, each hex's teams once; or end the phase."
	case s.Phase == PhaseEnemy:
		p.Step, p.Rules = StepEnemy, []string{"10.6", "12.9"}
		p.Text = "The enemy moves and attacks."
	case s.Phase == PhaseSuccess:
		p.Step, p.Rules = StepSuccess, []string{"7.0", "5.0"}
		p.Text = "End the phase to play the next turn, or end the game for the victory assessment."
	}
	return p
}

// tellApart gives answers that read alike (two A-Teams in one hex, each
// asked to take the casualties) the words that tell them apart: what the
// piece hauls, else its place in the list.
func (s *State) tellApart(cs []Choice) {
	alike := func() map[string][]int {
		by := map[string][]int{}
		for j := range cs {
			by[cs[j].Label] = append(by[cs[j].Label], j)
		}
		return by
	}
	for _, group := range alike() {
		for _, j := range group {
			if len(group) > 1 && cs[j].Piece != None {
				cs[j].Label += " (" + s.loadWords(cs[j].Piece) + ")"
			}
		}
	}
	for _, group := range alike() {
		for k, j := range group {
			if len(group) > 1 {
				cs[j].Label += fmt.Sprintf(" (the %s)", ordinal(k+1))
			}
		}
	}
}

// loadWords says what a piece hauls: "hauling Radio, M249", or "hauling
// nothing".
func (s *State) loadWords(id PieceID) string {
	var names []string
	for _, g := range s.Hauled(id) {
		if s.Spec(g).Kind != KindCasualty {
			names = append(names, s.Name(g))
		}
	}
	if len(names) == 0 {
		return "hauling nothing"
	}
	return "hauling " + strings.Join(names, ", ")
}

func ordinal(n int) string {
	if n >= 1 && n <= 5 {
		return [...]string{"first", "second", "third", "fourth", "fifth"}[n-1]
	}
	return fmt.Sprintf("number %d", n)
}

// ChoiceNumber is the number Prompt gives the answer an ActChoose takes,
// 0 when the action answers no option of the question standing.
func (s *State) ChoiceNumber(a Action) int {
	if a.Type != ActChoose || s.Pending == nil || a.Option < 0 || a.Option >= len(s.Pending.Options) {
		return 0
	}
	return a.Option + 1
}

// PieceLabel names a piece as the player knows it: its counter's name,
// and where it is when another piece on the map bears the same name
// ("A-Team at 1011"). Never an internal number.
func (s *State) PieceLabel(id PieceID) string {
	if id < 1 || int(id) > len(s.Pieces) {
		return "no such piece"
	}
	name := s.Name(id)
	p := s.P(id)
	if p.Place != OnMap {
		return name
	}
	if n := s.countNamed(name, p.Hex); n > 1 {
		return fmt.Sprintf("%s at %s (one of %d)", name, p.Hex, n)
	}
	for i := range s.Pieces {
		if o := PieceID(i + 1); o != id && s.Pieces[i].Place == OnMap && s.Name(o) == name {
			return fmt.Sprintf("%s at %s", name, p.Hex)
		}
	}
	return name
}

// countNamed counts the pieces of a name in a hex.
func (s *State) countNamed(name string, h Hex) int {
	n := 0
	for _, id := range s.At(h) {
		if s.Name(id) == name {
			n++
		}
	}
	return n
}

// ActionText says an action in the player's words, as a hint or a
// tutorial shows it: pieces by PieceLabel, a question's answer by the
// number Prompt gives it ("choose 2: Escape to ..."). The state is the one
// the action is about to be taken in.
func (s *State) ActionText(a Action) string { return s.ActionTextNamed(a, s.PieceLabel) }

// ActionTextNamed is ActionText with pieces named by label, which is
// only asked about pieces that exist: a replay printed for debugging
// names them with their numbers.
func (s *State) ActionTextNamed(a Action, label func(PieceID) string) string {
	labels := func(ids []PieceID) string {
		parts := make([]string, 0, len(ids))
		for _, id := range ids {
			parts = append(parts, label(id))
		}
		return strings.Join(parts, ", ")
	}
	hexes := func(hs []Hex) string {
		parts := make([]string, 0, len(hs))
		for _, h := range hs {
			parts = append(parts, h.String())
		}
		return strings.Join(parts, " ")
	}
	valid := func(ids ...PieceID) bool {
		for _, id := range ids {
			if id < 1 || int(id) > len(s.Pieces) {
				return false
			}
		}
		return true
	}
	switch a.Type {
	case ActBuy:
		if !valid(a.Piece) {
			break
		}
		if a.Hex != NoHex {
			return fmt.Sprintf("buy %s for the camp at %s", label(a.Piece), a.Hex)
		}
		return "buy " + label(a.Piece)
	case ActPlaceCamp:
		if valid(a.Piece) {
			return fmt.Sprintf("place the %s at %s", label(a.Piece), a.Hex)
		}
	case ActDeploy:
		if valid(a.Piece) {
			return fmt.Sprintf("put %s in the camp at %s", label(a.Piece), a.Hex)
		}
	case ActMoveCamp:
		if valid(a.Piece) {
			return "pick up the " + label(a.Piece) + " to move it"
		}
	case ActOldStock:
		if valid(a.Piece) {
			return "roll the old-stock surcharge of " + label(a.Piece)
		}
	case ActCarry:
		if !valid(a.Piece) {
			break
		}
		if a.Target == None {
			return "set " + label(a.Piece) + " down"
		}
		if valid(a.Target) {
			if s.Spec(a.Target).Kind == KindTeam && s.Spec(a.Piece).IsVehicle() {
				return fmt.Sprintf("%s rides %s", label(a.Target), label(a.Piece))
			}
			return fmt.Sprintf("%s hauls %s", label(a.Target), label(a.Piece))
		}
	case ActMove:
		if len(a.Pieces) == 0 {
			return "move on along " + hexes(a.Path)
		}
		if valid(a.Pieces...) {
			return fmt.Sprintf("move %s along %s", labels(a.Pieces), hexes(a.Path))
		}
	case ActDropOff:
		if valid(a.Piece) {
			return "drop off " + label(a.Piece)
		}
	case ActEndMove:
		return "end the move"
	case ActAttack:
		if !valid(a.Target) || !valid(a.Pieces...) {
			break
		}
		t := fmt.Sprintf("the teams at %s attack %s", a.Hex, label(a.Target))
		if len(a.Pieces) > 0 {
			t += " with " + labels(a.Pieces)
		}
		return t
	case ActNominate:
		if valid(a.Piece, a.Target) {
			return fmt.Sprintf("nominate %s to suppress %s", label(a.Piece), label(a.Target))
		}
	case ActFirstAid:
		if valid(a.Piece) {
			return "first aid for " + label(a.Piece)
		}
	case ActSetTrap:
		if valid(a.Piece) {
			return "set the " + label(a.Piece)
		}
	case ActForfeit:
		return "forfeit the mission"
	case ActEndPhase:
		if s.Phase == PhaseSetup {
			return "end the set-up step"
		}
		return "end the " + s.Phase.String()
	case ActChoose:
		if n := s.ChoiceNumber(a); n > 0 {
			return fmt.Sprintf("choose %d: %s", n, s.Prompt().Options[n-1].Label)
		}
		return "answer a question that is not asked"
	case ActEndGame:
		return "end the game"
	}
	return "an action the rules do not know (" + string(a.Type) + ")"
}

// refuseRules is the section each refusal rests on, where one does.
var refuseRules = map[RefuseCode]string{
	RefuseGameOver: "5.0", RefuseWrongPhase: "4.0", RefuseMoveUnderway: "10.3", RefuseOptionOff: "16.0, 18.0",
	RefuseNoMission: "7.2", RefusePlaceCamp: "3.1, 12.11", RefuseNotForSale: "6.0", RefuseGearNotYet: "3.4",
	RefuseRollFirst: "16.0", RefuseCannotAfford: "6.0", RefuseNoCamp: "3.5, 12.10", RefuseChooseCamp: "3.5",
	RefuseCampSite: "3.1", RefuseEnemyHex: "10.9", RefuseCarried: "10.4", RefuseNotAdjacent: "10.1",
	RefuseNotEnoughMP: "10.3", RefuseMinimumMove: "10.8", RefuseRiverOnly: "11.1", RefuseCannotMove: "10.5",
	RefuseSplitStack: "10.3", RefuseAlreadyMoved: "10.1", RefuseOverPortage: "9.0, 9.3", RefuseNoMove: "10.1",
	RefuseNotInMove: "10.1", RefuseNotStarted: "10.1", RefuseDropOff: "10.1", RefuseTrapSet: "18.3",
	RefuseLeaderWalks: "9.2", RefuseNotHaulable: "9.0", RefuseOnePlusPiece: "10.4", RefusePlusOnPlus: "9.1, 9.2",
	RefuseCannotHaul: "10.5", RefusePortageFull: "9.0", RefuseNoTeam: "13.0", RefuseAttacked: "13.2",
	RefuseNoRadio: "18.1", RefuseNoFireSupport: "18.1", RefuseNoCasualties: "18.2", RefuseNoMedKit: "18.2",
	RefuseCannotFire: "15.0", RefuseNoMover: "10.2", RefuseNoEnemy: "13.0", RefuseNoLoad: "9.0, 10.4",
	RefuseOutOfReach: "10.3", RefuseBoardMidMove: "10.4",
}

// refuseNoRule are the refusals that rest on the state of play, or on a
// mistake in the action, rather than on a section.
var refuseNoRule = []RefuseCode{
	RefuseAnswerFirst, RefuseNoSuchPiece, RefuseNoQuestion, RefuseBadOption, RefuseUnknownAction,
	RefuseBusy, RefuseWrongPiece, RefuseNotAvailable, RefuseAlreadyDone, RefuseOffMap, RefuseNoPath,
	RefuseNoChange, RefuseNotHere, RefuseCircular,
}

// Rule is the section a refusal of this code rests on, "" for one that
// rests on the state of play (a question to answer first, a piece that
// does not exist).
func (c RefuseCode) Rule() string { return refuseRules[c] }

// CommandKind names one of the commands that do not belong to a piece.
type CommandKind string

const (
	CmdEndMove  CommandKind = "end-move"  // the moving stack stops: its noise checks (10.1, 12.0)
	CmdEndPhase CommandKind = "end-phase" // the phase or set-up step ends (4.0)
	CmdForfeit  CommandKind = "forfeit"   // the mission is given up (7.2)
	CmdEndGame  CommandKind = "end-game"  // the victory assessment now (5.0)
)

// Command is one of the player's commands beside the pieces, as a button
// or a key offers it: the action, the rules' verdict on it now and, for
// one the player should think twice about, a warning to ask first.
type Command struct {
	Kind  CommandKind
	Label string
	Act   Action
	Rule  string
	// Warn, when set, is the question to ask before the action: the
	// mission's gear is unbought though the PP would buy it (6.1).
	Warn string
	Verdict
}

// Commands lists the commands beside the pieces, always the same four in
// the same order, each with its verdict now.
func (s *State) Commands() []Command {
	endPhase := "End phase"
	if s.Phase == PhaseSetup {
		endPhase = "Done"
	}
	cmds := []Command{
		{Kind: CmdEndMove, Label: "End move", Act: Action{Type: ActEndMove}, Rule: "12.0"},
		{Kind: CmdEndPhase, Label: endPhase, Act: Action{Type: ActEndPhase}, Rule: "4.0", Warn: s.shortfallWarning()},
		{Kind: CmdForfeit, Label: "Forfeit", Act: Action{Type: ActForfeit}, Rule: "7.2"},
		{Kind: CmdEndGame, Label: "End game", Act: Action{Type: ActEndGame}, Rule: "5.0"},
	}
	for i := range cmds {
		cmds[i].Verdict = verdictOf(s.Check(cmds[i].Act))
		cmds[i].Reason = capitalise(cmds[i].Reason)
		if !cmds[i].OK() {
			cmds[i].Warn = ""
		}
	}
	return cmds
}

// shortfallWarning is the question to ask before the shop closes while
// the mission still lacks gear the PP left would buy (6.1), "" when there
// is nothing to ask.
func (s *State) shortfallWarning() string {
	if s.Phase != PhaseMission || !s.ShopOpen() {
		return ""
	}
	sf := s.MissionShortfall()
	if len(sf.Needs) == 0 || !sf.Affordable {
		return ""
	}
	costs, it := "it costs", "it"
	if len(sf.Needs) > 1 {
		costs, it = "together they cost", "them"
	}
	return fmt.Sprintf("The mission needs %s, not bought yet; %s %d PP and you have %d (6.1). Go on without %s?",
		strings.Join(sf.Needs, " and "), costs, sf.Price, s.PP, it)
}
