package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A question's options are numbered from 1 in the order offered, each
// with the answer it gives; the words of a choice name that number
// (12.3's escape question: 1 stays, 2 escapes).
func TestPromptQuestionOptions_12_3(t *testing.T) {
	s, team, _ := escapeQuestion(t)
	p := s.Prompt()
	if p.Step != StepQuestion || p.Question != s.Pending || !slices.Contains(p.Rules, "12.3") || p.Text != s.Pending.Prompt {
		t.Fatalf("prompt %+v, want the escape question citing 12.3", p)
	}
	if len(p.Options) != len(s.Pending.Options) || len(p.Options) < 2 {
		t.Fatalf("%d options for a question of %d", len(p.Options), len(s.Pending.Options))
	}
	for i, c := range p.Options {
		o := s.Pending.Options[i]
		if c.Number != i+1 || c.Label != o.Label || c.Hex != o.Hex || !sameAction(c.Act, Action{Type: ActChoose, Option: i}) {
			t.Errorf("option %d: %+v, want number %d for %q", i, c, i+1, o.Label)
		}
		if n := s.ChoiceNumber(c.Act); n != c.Number {
			t.Errorf("ChoiceNumber(%v) = %d, want %d", c.Act, n, c.Number)
		}
		if want := "choose " + strconv.Itoa(c.Number) + ": " + c.Label; s.ActionText(c.Act) != want {
			t.Errorf("ActionText %q, want %q", s.ActionText(c.Act), want)
		}
	}
	if s.ChoiceNumber(Action{Type: ActChoose, Option: len(p.Options)}) != 0 || s.ChoiceNumber(Action{Type: ActEndPhase}) != 0 {
		t.Error("an answer not offered has no number")
	}
	// option 2 is the escape to the camp at 0101, and it does that
	if !strings.HasPrefix(p.Options[1].Label, "Escape") {
		t.Fatalf("option 2 is %q, want the escape", p.Options[1].Label)
	}
	must(t, s, p.Options[1].Act)
	if s.P(team).Hex != MustHex("0101") {
		t.Fatalf("choosing option 2 left the team at %s, want the camp at 0101", s.P(team).Hex)
	}
}

// The prompt follows the set-up steps and the phases, citing each step's
// sections (3.1-3.5, 4.0, 6.0, 10.0, 13.0, 5.0).
func TestPromptSteps_4_0(t *testing.T) {
	s := NewState(fixtureRules(t), Options{}, 1)
	check := func(want Step, rule string) {
		t.Helper()
		p := s.Prompt()
		if p.Step != want || !slices.Contains(p.Rules, rule) || p.Text == "" || len(p.Options) != 0 {
			t.Errorf("%s (step %d): prompt %+v, want step %s citing %s", s.Phase, s.SetupStep, p, want, rule)
		}
	}
	check(StepBuy, "3.2")
	s.SetupStep = SetupCamps
	check(StepCamps, "3.1")
	s.SetupStep = SetupDeploy
	check(StepDeploy, "3.3")
	s = midGame(t)
	check(StepMove, "10.0")
	team := id(s, "a-team-1")
	put(s, team, MustHex("1010"))
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
	check(StepMoving, "10.3")
	if !strings.Contains(s.Prompt().Text, "3 MP left") {
		t.Errorf("the moving stack's prompt gives no MP left: %q", s.Prompt().Text)
	}
	s.Move = nil
	s.Phase = PhaseCombat
	check(StepCombat, "13.0")
	s.Phase = PhaseMission
	check(StepShop, "6.0")
	s.P(id(s, "camp-2")).Place = Bought
	check(StepPlaceCamp, "12.11")
	s.Phase = PhaseSuccess
	check(StepSuccess, "5.0")
	s.Over, s.Reason = true, "every team is lost"
	check(StepOver, "5.0")
}

// Set-up: in the camps step only a base camp is picked up, and put down
// it is placed where Check allows (3.1); in the deploy step an SF piece
// goes alone into a camp (3.3), and a camp stays put.
func TestPickUpSetup_3_1(t *testing.T) {
	s := NewState(fixtureRules(t), Options{}, 1)
	s.SetupStep = SetupCamps
	camp, team := id(s, "camp-1"), id(s, "a-team-1")
	put(s, camp, MustHex("0505"))
	put(s, team, MustHex("0505"))
	p := s.PickUp(camp, false)
	if p.Kind != PickCamp || !slices.Equal(p.Pieces, []PieceID{camp}) || !p.OK() {
		t.Fatalf("camp at the camps step: %+v", p)
	}
	if q := s.PickUp(team, false); q.OK() || q.Code != RefuseWrongPhase {
		t.Fatalf("a team at the camps step: %+v, want refused (wrong phase)", q)
	}
	d := s.DropAt(&p, MustHex("0808"), None)
	if d.Kind != DropPlaceCamp || !sameAction(d.Act, Action{Type: ActPlaceCamp, Piece: camp, Hex: MustHex("0808")}) || s.Check(d.Act) != nil {
		t.Fatalf("camp dropped on a clear hex: %+v", d)
	}
	if d := s.DropAt(&p, Hex{99, 99}, None); d.OK() || d.Code != RefuseOffMap {
		t.Fatalf("camp dropped off the map: %+v", d)
	}
	s.rules.Board.SetTerrain(MustHex("0909"), TerrainSet(0).With(Village))
	d = s.DropAt(&p, MustHex("0910"), None)
	if d.OK() || d.Code != RefuseCampSite || d.Rule != "3.1" || !sameAction(d.Act, Action{}) {
		t.Fatalf("camp dropped next to a village: %+v, want refused (camp-site, 3.1)", d)
	}

	s.SetupStep = SetupDeploy
	p = s.PickUp(team, false)
	if p.Kind != PickDeploy || !slices.Equal(p.Pieces, []PieceID{team}) {
		t.Fatalf("team at the deploy step: %+v", p)
	}
	if q := s.PickUp(camp, false); q.OK() {
		t.Fatalf("a camp at the deploy step: %+v, want refused", q)
	}
	if d := s.DropAt(&p, MustHex("0505"), None); d.Kind != DropStay {
		t.Fatalf("team put back in its own camp: %+v, want stay", d)
	}
	if d := s.DropAt(&p, MustHex("0606"), None); d.OK() || d.Code != RefuseNoCamp {
		t.Fatalf("team put where no camp is: %+v, want refused (no camp)", d)
	}
}

// A camp bought in the Mission Objective Placement Phase is in hand: it
// is picked up from no hex and placed on the map (12.11).
func TestPickUpCampToPlace_12_11(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseMission
	if _, ok := s.InHand(); ok {
		t.Fatal("a camp in hand before it is bought")
	}
	camp := id(s, "camp-2")
	s.P(camp).Place = Bought
	p, ok := s.InHand()
	if !ok || p.Kind != PickCamp || p.Piece != camp || p.From != NoHex || !p.OK() {
		t.Fatalf("bought camp: %+v", p)
	}
	d := s.DropAt(&p, MustHex("1212"), None)
	if d.Kind != DropPlaceCamp || d.Act.Piece != camp {
		t.Fatalf("bought camp dropped: %+v", d)
	}
	must(t, s, d.Act)
	if s.P(camp).Hex != MustHex("1212") {
		t.Fatalf("the camp is at %s", s.P(camp).Hex)
	}
	if _, ok := s.InHand(); ok {
		t.Fatal("the camp placed is still in hand")
	}
}

// In the movement phase a stack picked up lifts the hex's unmoved movers
// together with all they haul; picked alone, a mover goes by itself and
// gear is loaded (10.2, 10.3, 9.0).
func TestPickUpStack_10_3(t *testing.T) {
	s := midGame(t)
	h := MustHex("1010")
	team, officer, radio := id(s, "a-team-1"), id(s, "officer-1"), id(s, "radio")
	for _, p := range []PieceID{team, officer, radio} {
		put(s, p, h)
	}
	carry(s, radio, team)
	for _, picked := range []PieceID{team, officer, radio} {
		p := s.PickUp(picked, false)
		if p.Kind != PickMove || !slices.Equal(p.Pieces, []PieceID{team, officer}) || !slices.Contains(p.Stack, radio) {
			t.Fatalf("%s picked with its stack: %+v, want the team and the officer hauling the radio", s.Name(picked), p)
		}
		if mp, _ := s.AllowanceNotes(p.Pieces); p.MP != mp || len(p.MPTerms) == 0 {
			t.Errorf("MP %d, want %d with its terms", p.MP, mp)
		}
	}
	if p := s.PickUp(officer, true); p.Kind != PickMove || !slices.Equal(p.Pieces, []PieceID{officer}) {
		t.Fatalf("officer alone: %+v", p)
	}
	if p := s.PickUp(radio, true); p.Kind != PickLoad || !slices.Equal(p.Pieces, []PieceID{radio}) {
		t.Fatalf("radio alone: %+v", p)
	}
	// each piece with its stack, and alone where that lifts less
	var got []string
	for _, p := range s.Pickables(h) {
		if !p.OK() {
			t.Errorf("refused pickable %+v", p)
		}
		got = append(got, fmt.Sprintf("%s %v %s %v", s.Name(p.Piece), p.Alone, p.Kind, p.Pieces))
	}
	want := []string{
		fmt.Sprintf("A-Team false move [%d %d]", team, officer), fmt.Sprintf("A-Team true move [%d]", team),
		fmt.Sprintf("Officer false move [%d %d]", team, officer), fmt.Sprintf("Officer true move [%d]", officer),
		fmt.Sprintf("Radio false move [%d %d]", team, officer), fmt.Sprintf("Radio true load [%d]", radio),
	}
	if !slices.Equal(got, want) {
		t.Fatalf("pickables:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// What may not be picked up says why, with its code and section: a
// question first, an enemy unit, a phase without movement, gear with no
// mover in its hex (10.2), a camp in the movement phase.
func TestPickUpRefused_10_2(t *testing.T) {
	s := midGame(t)
	radio, enemy, team, camp := id(s, "radio"), id(s, "enemy-x"), id(s, "a-team-1"), id(s, "camp-1")
	put(s, radio, MustHex("1212"))
	put(s, enemy, MustHex("1414"))
	put(s, team, MustHex("1616"))
	for _, c := range []struct {
		piece PieceID
		alone bool
		code  RefuseCode
		rule  string
	}{
		{radio, false, RefuseNoMover, "10.2"},
		{enemy, false, RefuseWrongPiece, "10.6"},
		{camp, true, RefuseCannotMove, "10.2"},
		{id(s, "m249"), false, RefuseWrongPiece, ""}, // not on the map
	} {
		p := s.PickUp(c.piece, c.alone)
		if p.OK() || p.Code != c.code || p.Rule != c.rule || p.Reason == "" || p.Kind != PickNone || p.Pieces != nil {
			t.Errorf("%s: %+v, want refused %q (%s)", s.Name(c.piece), p, c.code, c.rule)
		}
		if d := s.DropAt(&p, MustHex("1010"), None); d.OK() || d.Code != p.Code {
			t.Errorf("dropping a refused pickup: %+v", d)
		}
	}
	s.Phase = PhaseSuccess
	if p := s.PickUp(team, false); p.Code != RefuseWrongPhase || !strings.Contains(p.Reason, s.Prompt().Text) {
		t.Errorf("team in the success phase: %+v", p)
	}
	if p := s.PickUp(radio, true); p.Kind != PickLoad {
		t.Errorf("gear alone outside movement is still loaded: %+v", p)
	}
	s.Phase = PhaseMission
	if p := s.PickUp(camp, false); p.Code != RefuseWrongPhase || p.Rule != "12.11" {
		t.Errorf("a camp in the Mission Objective Placement Phase: %+v, want its move paid first (12.11)", p)
	}
	s.Phase = PhaseMovement
	s2, _, _ := escapeQuestion(t)
	if p := s2.PickUp(id(s2, "a-team-2"), false); p.Code != RefuseAnswerFirst {
		t.Errorf("with a question open: %+v", p)
	}
}

// A stack dropped on a hex it reaches moves there along the cheapest
// path, with the noise it would make there and the MP left (10.1, 10.3,
// 12.0); beyond its reach, or on enemy units, it is refused, saying why.
func TestDropMeaningMove_10_1(t *testing.T) {
	s := midGame(t)
	team, enemy := id(s, "a-team-1"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	put(s, enemy, MustHex("1110"))
	p := s.PickUp(team, false)
	d := s.DropAt(&p, MustHex("1012"), None)
	if d.Kind != DropMove || d.Reach == nil || d.Reach.MPLeft != 2 || !d.NoiseOK || d.Act.Type != ActMove {
		t.Fatalf("two hexes away: %+v", d)
	}
	if last := d.Act.Path[len(d.Act.Path)-1]; last != MustHex("1012") || !slices.Equal(d.Act.Pieces, []PieceID{team}) {
		t.Fatalf("the move goes to %s with %v", last, d.Act.Pieces)
	}
	if n, _, err := s.NoisePreview(d.Act); err != nil || n != d.Noise {
		t.Fatalf("noise %d, preview %d (%v)", d.Noise, n, err)
	}
	if d := s.DropAt(&p, MustHex("1020"), None); d.OK() || d.Code != RefuseOutOfReach || d.Rule != "10.3" || !strings.Contains(d.Reason, "4 MP") {
		t.Fatalf("ten hexes away: %+v, want out of reach with 4 MP", d)
	}
	if d := s.DropAt(&p, MustHex("1110"), None); d.OK() || d.Code != RefuseEnemyHex {
		t.Fatalf("onto the enemy in the movement phase: %+v, want refused (enemy hex)", d)
	}
	if d := s.DropAt(&p, MustHex("1010"), None); d.Kind != DropStay || !d.OK() {
		t.Fatalf("put back: %+v, want stay", d)
	}
	// the moving stack goes on: the action names no pieces
	must(t, s, d.Act)
	p = s.PickUp(team, false)
	if p.MP != 2 {
		t.Fatalf("the moving stack has %d MP left, want 2", p.MP)
	}
	d = s.DropAt(&p, MustHex("1013"), None)
	if d.Kind != DropMove || d.Act.Pieces != nil || d.Reach.MPLeft != 1 {
		t.Fatalf("moving on: %+v", d)
	}
	must(t, s, d.Act)
}

// A team dropped onto a vehicle in its hex rides it, and a vehicle
// dropped onto the team makes it ride too (10.4); a second vehicle is
// refused with 10.4's reason; dragged off, the vehicle is set down.
func TestDropMeaningRide_10_4(t *testing.T) {
	s := midGame(t)
	h := MustHex("0505")
	team, truck, uh60 := id(s, "a-team-1"), id(s, "truck"), id(s, "uh60")
	for _, p := range []PieceID{team, truck, uh60} {
		put(s, p, h)
	}
	want := Action{Type: ActCarry, Piece: truck, Target: team}
	pt := s.PickUp(team, true)
	if d := s.DropAt(&pt, h, truck); d.Kind != DropRide || !sameAction(d.Act, want) || d.Text != "A-Team at 0505 rides Truck" {
		t.Fatalf("team onto the truck: %+v, want %v", d, want)
	}
	pv := s.PickUp(truck, true)
	if pv.Kind != PickMove {
		t.Fatalf("a vehicle alone in the movement phase moves: %+v", pv)
	}
	if d := s.DropAt(&pv, h, team); d.Kind != DropRide || !sameAction(d.Act, want) {
		t.Fatalf("truck onto the team: %+v, want %v", d, want)
	}
	must(t, s, want)
	pt = s.PickUp(team, true)
	if d := s.DropAt(&pt, h, uh60); d.OK() || d.Code != RefuseOnePlusPiece || d.Rule != "10.4" {
		t.Fatalf("a second vehicle: %+v, want refused (one plus piece, 10.4)", d)
	}
	pv = s.PickUp(truck, true)
	if d := s.DropAt(&pv, h, None); d.Kind != DropSetDown || !sameAction(d.Act, Action{Type: ActCarry, Piece: truck}) {
		t.Fatalf("the truck dragged off its team: %+v, want set down", d)
	}
	// outside the movement phase a vehicle is loaded like gear, and does
	// not drive off; what it hauls goes along
	s.Phase = PhaseSuccess
	m2 := id(s, "m2")
	put(s, m2, h)
	carry(s, m2, truck)
	pv = s.PickUp(truck, true)
	if !slices.Equal(pv.Stack, []PieceID{truck, m2}) {
		t.Fatalf("the truck picked up alone carries %v, want itself and its M2", pv.Stack)
	}
	if d := s.DropAt(&pv, MustHex("0506"), None); pv.Kind != PickLoad || d.OK() || d.Code != RefuseWrongPhase {
		t.Fatalf("the truck dragged away in the success phase: %+v %+v", pv, d)
	}
}

// Gear dropped onto a team is hauled (9.0), onto its own hauler or onto
// a piece that hauls nothing it is set down (10.11); moved away alone it
// is refused (10.5); during a move it is dropped off (10.1).
func TestDropMeaningHaul_9_0(t *testing.T) {
	s := midGame(t)
	h := MustHex("0505")
	team, other, radio, m2, mission := id(s, "a-team-1"), id(s, "b-team-1"), id(s, "radio"), id(s, "m2"), id(s, "mission-Insert C.I.A. Agent")
	for _, p := range []PieceID{team, other, radio, m2, mission} {
		put(s, p, h)
	}
	carry(s, radio, team)
	p := s.PickUp(radio, true)
	if d := s.DropAt(&p, h, other); d.Kind != DropHaul || !sameAction(d.Act, Action{Type: ActCarry, Piece: radio, Target: other}) || d.Text != "B-Team hauls Radio" {
		t.Fatalf("radio onto the other team: %+v", d)
	}
	for _, onto := range []PieceID{team, mission, None} {
		if d := s.DropAt(&p, h, onto); d.Kind != DropSetDown || !sameAction(d.Act, Action{Type: ActCarry, Piece: radio}) {
			t.Fatalf("radio onto %s: %+v, want set down", s.Name(onto), d)
		}
	}
	if d := s.DropAt(&p, MustHex("0506"), None); d.OK() || d.Code != RefuseCannotMove || d.Rule != "10.5" {
		t.Fatalf("radio dragged away: %+v, want refused (10.5)", d)
	}
	loose := s.PickUp(m2, true)
	if d := s.DropAt(&loose, h, None); d.Kind != DropStay || !d.OK() {
		t.Fatalf("loose gear put back: %+v, want stay", d)
	}
	// the moving stack's gear is dropped off where it stands
	s.P(other).Moved = true // not in the way of the move
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("0506")}})
	p = s.PickUp(radio, true)
	if d := s.DropAt(&p, MustHex("0506"), None); d.Kind != DropOff || !sameAction(d.Act, Action{Type: ActDropOff, Piece: radio}) {
		t.Fatalf("moving radio put down: %+v, want drop-off", d)
	}
}

// A mover taken off the moving stack halts there (10.1): dropped on its
// own hex, alone, it is a drop-off.
func TestDropOff_10_1(t *testing.T) {
	s := midGame(t)
	h := MustHex("1010")
	team, officer := id(s, "a-team-1"), id(s, "officer-1")
	put(s, team, h)
	put(s, officer, h)
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team, officer}, Path: []Hex{MustHex("1011")}})
	p := s.PickUp(officer, true)
	d := s.DropAt(&p, MustHex("1011"), None)
	if d.Kind != DropOff || !sameAction(d.Act, Action{Type: ActDropOff, Piece: officer}) {
		t.Fatalf("officer put down from the moving stack: %+v", d)
	}
	// a mover alone dragged elsewhere is refused: the stack is moving
	if d := s.DropAt(&p, MustHex("1012"), None); d.OK() || d.Code != RefuseMoveUnderway {
		t.Fatalf("officer alone dragged on: %+v, want refused (move underway)", d)
	}
}

// In the Friendly Combat Phase a stack dropped on an enemy unit attacks
// it from its hex, with the odds shown before (13.0); on a hex without
// one it is refused; teams that have attacked may not again (13.2).
func TestDropAttack_13_0(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseCombat
	team, enemy := id(s, "a-team-1"), id(s, "enemy-x")
	h, eh := MustHex("1010"), MustHex("1011")
	put(s, team, h)
	put(s, enemy, eh)
	p := s.PickUp(team, false)
	if p.Kind != PickMove || p.Reach() != nil {
		t.Fatalf("combat pickup: %+v (no reach in combat)", p)
	}
	d := s.DropAt(&p, eh, None)
	want := Action{Type: ActAttack, Hex: h, Target: enemy}
	if d.Kind != DropAttack || !sameAction(d.Act, want) || d.Odds == nil {
		t.Fatalf("drop on the enemy: %+v", d)
	}
	if o := s.AttackPreview(h, enemy, nil); o.Win != d.Odds.Win || o.AttackTotal != d.Odds.AttackTotal {
		t.Fatalf("odds %+v, preview %+v", *d.Odds, o)
	}
	if d := s.DropAt(&p, MustHex("1009"), None); d.OK() || d.Code != RefuseNoEnemy || d.Rule != "13.0" {
		t.Fatalf("drop on an empty hex: %+v, want refused (no enemy)", d)
	}
	if d := s.DropAt(&p, MustHex("1013"), None); d.OK() {
		t.Fatalf("drop on an empty hex two away: %+v, want refused", d)
	}
	if d := s.DropAt(&p, h, None); d.Kind != DropStay {
		t.Fatalf("put back in combat: %+v, want stay", d)
	}
	s.P(team).Attacked = true
	if d := s.DropAt(&p, eh, None); d.OK() || d.Code != RefuseAttacked || d.Rule != "13.2" {
		t.Fatalf("a second attack: %+v, want refused (13.2)", d)
	}
}

// The stack menu lists Move, the loads allowed and the attacks open, with
// odds, each doing what Check allows; Move is refused in combat with the
// phase's words (9.0, 10.4, 13.0).
func TestStackMenu_13_0(t *testing.T) {
	s := midGame(t)
	h := MustHex("1010")
	team, truck, radio, enemy := id(s, "a-team-1"), id(s, "truck"), id(s, "radio"), id(s, "enemy-x")
	for _, p := range []PieceID{team, truck, radio} {
		put(s, p, h)
	}
	put(s, enemy, MustHex("1011"))
	items := s.StackMenu(h, radio)
	kinds := func(items []MenuItem) []MenuKind {
		var out []MenuKind
		for _, it := range items {
			out = append(out, it.Kind)
		}
		return out
	}
	if items[0].Kind != MenuMove || !items[0].OK() || items[0].Pickup == nil || !slices.Equal(items[0].Pickup.Pieces, []PieceID{team, truck}) {
		t.Fatalf("move item %+v, want the stack of the team and the truck", items[0])
	}
	if !slices.Contains(kinds(items), MenuRide) || !slices.Contains(kinds(items), MenuHaul) || slices.Contains(kinds(items), MenuAttack) {
		t.Fatalf("movement menu %v, want ride and haul, no attack", kinds(items))
	}
	for _, it := range items[1:] {
		if err := s.Check(it.Act); err != nil || !it.OK() {
			t.Errorf("%q: %v (verdict %+v)", it.Label, err, it.Verdict)
		}
	}
	s.Phase = PhaseCombat
	items = s.StackMenu(h, None)
	if items[0].OK() || items[0].Code != RefuseWrongPhase {
		t.Fatalf("move in combat: %+v, want refused", items[0])
	}
	var attacks []MenuItem
	for _, it := range items {
		if it.Kind == MenuAttack {
			attacks = append(attacks, it)
		}
	}
	if len(attacks) != 1 || !sameAction(attacks[0].Act, Action{Type: ActAttack, Hex: h, Target: enemy}) || attacks[0].Odds == nil {
		t.Fatalf("attacks from %s: %+v", h, attacks)
	}
	win, _, _ := attacks[0].Odds.Chances()
	if !strings.HasSuffix(attacks[0].Label, "win "+strconv.Itoa(win.Percent())+" %") {
		t.Errorf("attack label %q gives no odds", attacks[0].Label)
	}
	if on := s.AttackItems(MustHex("1011")); len(on) != 1 || !sameAction(on[0].Act, attacks[0].Act) {
		t.Errorf("the enemy's hex lists %+v, want the same attack", on)
	}
	s.P(team).Attacked = true
	if on := s.AttackItems(h); len(on) != 0 {
		t.Errorf("attacked teams still offered %+v (13.2)", on)
	}
	if s.StackMenu(MustHex("2020"), None) != nil {
		t.Error("an empty hex has a menu")
	}
}

// The attacks on an enemy unit come one from each hex whose teams are
// next to it, with their odds; those the rules refuse stay listed with
// the reason: out of the combat phase, or teams that attacked (13.0, 13.2).
func TestAttacksOn_13_0(t *testing.T) {
	s := midGame(t)
	h, eh := MustHex("1010"), MustHex("1011")
	team, enemy := id(s, "a-team-1"), id(s, "enemy-x")
	put(s, team, h)
	put(s, enemy, eh)
	got := s.AttacksOn(enemy, nil)
	if len(got) != 1 || !sameAction(got[0].Act, Action{Type: ActAttack, Hex: h, Target: enemy}) {
		t.Fatalf("attacks on %s: %+v, want one from %s", eh, got, h)
	}
	if got[0].OK() || got[0].Code != RefuseWrongPhase {
		t.Fatalf("an attack out of the combat phase: %+v, want refused", got[0].Verdict)
	}
	s.Phase = PhaseCombat
	got = s.AttacksOn(enemy, func(Hex) []PieceID { return nil })
	if !got[0].OK() || got[0].Odds.AttackTotal != s.AttackPreview(h, enemy, nil).AttackTotal {
		t.Fatalf("the attack in combat: %+v, want allowed with the preview's odds", got[0])
	}
	s.P(team).Attacked = true
	if got = s.AttacksOn(enemy, nil); len(got) != 1 || got[0].OK() || got[0].Reason == "" {
		t.Fatalf("a team that attacked: %+v, want listed and refused (13.2)", got)
	}
}

// A stack that has moved says so in its menu (10.1); with no loading
// allowed, one refused line says why.
func TestStackMenuRefused_10_1(t *testing.T) {
	s := midGame(t)
	h := MustHex("1010")
	team, cmd := id(s, "a-team-1"), id(s, "commander-1")
	put(s, team, h)
	put(s, cmd, h)
	s.P(team).Moved, s.P(cmd).Moved = true, true
	items := s.StackMenu(h, None)
	if items[0].OK() || items[0].Code != RefuseAlreadyMoved || items[0].Rule != "10.1" {
		t.Fatalf("moved stack: %+v, want refused (already moved)", items[0])
	}
	if len(items) != 2 || items[1].Kind != MenuLoad || items[1].OK() || items[1].Code != RefuseLeaderWalks {
		t.Fatalf("a leader with a team and no vehicle: %+v, want one refused load line", items[1:])
	}
}

// Combat events say who attacked whom: the Special Forces' attack (13.0)
// and an enemy unit's (10.9, 12.9), each with the pieces on both sides.
func TestCombatEventSides_13_0(t *testing.T) {
	s := midGame(t, 6, 1, 1, 1)
	s.Phase = PhaseCombat
	team, radio, enemy := id(s, "a-team-1"), id(s, "radio"), id(s, "enemy-x")
	h, eh := MustHex("1010"), MustHex("1011")
	put(s, team, h)
	put(s, radio, h)
	carry(s, radio, team)
	put(s, enemy, eh)
	c := hasEvent(must(t, s, Action{Type: ActAttack, Hex: h, Target: enemy}), EvCombat)
	if c == nil || c.Attacker != SideSF || c.Defender() != SideEnemy || !slices.Equal(c.Attackers, []PieceID{team, radio}) || !slices.Equal(c.Defenders, []PieceID{enemy}) {
		t.Fatalf("SF attack event: %+v", c)
	}

	s = midGame(t, 1, 6)
	team, enemy = id(s, "a-team-1"), id(s, "enemy-x")
	put(s, team, h)
	put(s, enemy, eh)
	var ev events
	s.enemyAttack(Task{Kind: TaskEnemyAttack, Piece: enemy, Hex: h}, &ev)
	c = hasEvent(ev.list, EvCombat)
	if c == nil || c.Attacker != SideEnemy || c.Defender() != SideSF || !slices.Equal(c.Attackers, []PieceID{enemy}) || !slices.Equal(c.Defenders, []PieceID{team}) {
		t.Fatalf("enemy attack event: %+v", c)
	}
}

// A piece is named as the player knows it, never by an internal number;
// two of one name are told apart by where they are.
func TestPieceLabel_2_3(t *testing.T) {
	s := midGame(t)
	a1, b1, enemy := id(s, "a-team-1"), id(s, "b-team-1"), id(s, "enemy-a")
	put(s, a1, MustHex("1010"))
	put(s, b1, MustHex("1010"))
	put(s, enemy, MustHex("1011"))
	// a-team-2 waits in the camp at 0101: two A-Teams on the map
	if got := s.PieceLabel(a1); got != "A-Team at 1010" {
		t.Errorf("A-Team beside another A-Team: %q", got)
	}
	if got := s.PieceLabel(b1); got != "B-Team" {
		t.Errorf("the only B-Team: %q", got)
	}
	if got := s.PieceLabel(id(s, "a-team-2")); got != "A-Team at 0101" {
		t.Errorf("the other A-Team: %q", got)
	}
	b2 := id(s, "b-team-2")
	put(s, b2, MustHex("1010"))
	if got := s.PieceLabel(b2); got != "B-Team at 1010 (one of 2)" {
		t.Errorf("two B-Teams in one hex: %q", got)
	}
	s.P(b2).Place = Available
	// an A-Team elsewhere comes first in the list: the one with a twin in
	// its own hex still says so
	put(s, id(s, "a-team-2"), MustHex("0101"))
	a3 := id(s, "a-team-1")
	put(s, b2, MustHex("1010"))
	s.Pieces[b2-1].Spec = s.Pieces[a3-1].Spec
	if got := s.PieceLabel(a3); got != "A-Team at 1010 (one of 2)" {
		t.Errorf("an A-Team with a twin beside it and another away: %q", got)
	}
	s.P(b2).Place = Available
	for _, a := range []Action{
		{Type: ActAttack, Hex: MustHex("1010"), Target: enemy},
		{Type: ActMove, Pieces: []PieceID{a1, b1}, Path: []Hex{MustHex("1011")}},
		{Type: ActCarry, Piece: id(s, "radio"), Target: a1},
		{Type: ActBuy, Piece: id(s, "radio")},
		{Type: ActCarry, Piece: 9999},
	} {
		if txt := s.ActionText(a); strings.Contains(txt, "#") || strings.ContainsAny(txt, "{}[]") {
			t.Errorf("%v reads %q", a, txt)
		}
	}
	if got := s.ActionText(Action{Type: ActAttack, Hex: MustHex("1010"), Target: enemy}); got != "the teams at 1010 attack Taliban" {
		t.Errorf("attack reads %q", got)
	}
}

// The view agrees with Check over random games: every pickable's drop on
// its own hex and its neighbours that is allowed is an action Check
// allows, every refusal has a code and words, and every legal move of a
// single mover is a drop of that mover alone (10.0, 13.0, 9.0).
func TestDropAgreesWithCheck_10_0(t *testing.T) {
	drops, moves := 0, 0
	walkRandom(t, 12, 300, func(s *State, rng *rand.Rand) {
		if rng.IntN(3) > 0 {
			return
		}
		var hexes []Hex
		for i := range s.Pieces {
			if s.Pieces[i].Place == OnMap && s.IsSF(PieceID(i+1)) && !slices.Contains(hexes, s.Pieces[i].Hex) {
				hexes = append(hexes, s.Pieces[i].Hex)
			}
		}
		for _, h := range hexes {
			for _, p := range s.Pickables(h) {
				targets := append([]Hex{h}, s.rules.Board.Neighbors(h)...)
				for _, to := range targets {
					ontos := append([]PieceID{None}, s.At(to)...)
					for _, onto := range ontos {
						d := s.DropAt(&p, to, onto)
						switch {
						case !d.OK():
							if d.Reason == "" || d.Kind != DropNone {
								t.Fatalf("%+v: refusal without words: %+v", p, d)
							}
						case d.Kind == DropStay:
						default:
							drops++
							if err := s.Check(d.Act); err != nil {
								t.Fatalf("%s dropped at %s onto %d: %v (%s) is refused by Check: %v", s.Name(p.Piece), to, onto, d.Act, d.Kind, err)
							}
						}
					}
				}
			}
			for _, it := range s.StackMenu(h, None) {
				if it.Kind != MenuMove && it.OK() && s.Check(it.Act) != nil {
					t.Fatalf("menu item %q: %v refused", it.Label, it.Act)
				}
			}
		}
		for _, a := range s.LegalActions() {
			if a.Type != ActMove || len(a.Pieces) != 1 || s.Move != nil {
				continue
			}
			p := s.PickUp(a.Pieces[0], true)
			to := a.Path[len(a.Path)-1]
			if d := s.DropAt(&p, to, None); d.Kind != DropMove || d.Act.Path[len(d.Act.Path)-1] != to {
				t.Fatalf("legal %v: the drop says %+v", a, d)
			}
			moves++
			break
		}
	})
	if drops < 50 || moves < 5 {
		t.Fatalf("only %d allowed drops and %d moves met: the walk misses the view", drops, moves)
	}
	t.Logf("%d drops, %d moves", drops, moves)
}

// The pieces a carried piece may be dropped onto are those that load it
// (or that it loads) in a way the bare hex does not: P's candidates when
// the keys carry it (9.0, 10.4).
func TestDropOntos_9_0(t *testing.T) {
	s := midGame(t)
	h := MustHex("0505")
	team, other, radio, mission, truck, uh60 := id(s, "a-team-1"), id(s, "b-team-1"), id(s, "radio"), id(s, "mission-Insert C.I.A. Agent"), id(s, "truck"), id(s, "uh60")
	for _, p := range []PieceID{team, other, radio, mission} {
		put(s, p, h)
	}
	carry(s, radio, team)
	p := s.PickUp(radio, true)
	ds := s.DropOntos(&p, h)
	if len(ds) != 1 || ds[0].Onto != other || ds[0].Kind != DropHaul || !sameAction(ds[0].Act, Action{Type: ActCarry, Piece: radio, Target: other}) {
		t.Fatalf("radio's drop targets: %+v, want the B-Team alone", ds)
	}
	put(s, truck, h)
	put(s, uh60, h)
	p = s.PickUp(team, true)
	ds = s.DropOntos(&p, h)
	var got []PieceID
	for _, d := range ds {
		if d.Kind != DropRide && d.Kind != DropHaul {
			t.Errorf("team onto %s: %s", s.Name(d.Onto), d.Kind)
		}
		got = append(got, d.Onto)
	}
	// the radio is the team's own load (its stack); the other team and
	// the mission marker load nothing onto it
	if !slices.Equal(got, []PieceID{truck, uh60}) {
		t.Fatalf("the team's drop targets %v, want the truck and the UH-60", got)
	}
	if s.DropOntos(&p, NoHex) != nil {
		t.Error("no hex has drop targets")
	}
	refused := s.PickUp(id(s, "enemy-x"), false)
	if s.DropOntos(&refused, h) != nil {
		t.Error("a refused pickup has drop targets")
	}
}

// Every legal action of random games reads in the player's words: no
// internal number, never the words for an unknown action, and a
// question's answer by its key's number (2.3, 12.3).
func TestActionTextOfLegalActions_2_3(t *testing.T) {
	seen := 0
	walkRandom(t, 10, 300, func(s *State, _ *rand.Rand) {
		labels := map[string]bool{}
		for _, c := range s.Prompt().Options {
			if labels[c.Label] {
				t.Fatalf("two answers read %q: %+v", c.Label, s.Prompt().Options)
			}
			labels[c.Label] = true
		}
		for _, a := range s.LegalActions() {
			txt := s.ActionText(a)
			if txt == "" || strings.Contains(txt, "#") || strings.Contains(txt, "the rules do not know") || strings.Contains(txt, "nothing") && a.Type != ActCarry {
				t.Fatalf("%v reads %q", a, txt)
			}
			if a.Type == ActChoose {
				seen++
				want := fmt.Sprintf("choose %d: ", a.Option+1)
				if !strings.HasPrefix(txt, want) || s.Prompt().Options[a.Option].Number != a.Option+1 {
					t.Fatalf("%v reads %q, want it to start %q", a, txt, want)
				}
			}
		}
	})
	if seen == 0 {
		t.Fatal("the games met no question")
	}
}

// In the suppressive fire step the view lists each weapon against each
// enemy unit with its range and chance (15.0); a nominated pair is
// withdrawn by the same item; the question's one option fires.
func TestFireItems_15_0(t *testing.T) {
	s := midGame(t)
	team, m249, m203, enemy, other := id(s, "a-team-1"), id(s, "m249"), id(s, "m203"), id(s, "enemy-x"), id(s, "enemy-a")
	put(s, team, MustHex("1010"))
	for _, w := range []PieceID{m249, m203} {
		put(s, w, MustHex("1010"))
		carry(s, w, team)
	}
	s.P(team).Detected = true
	put(s, enemy, MustHex("1014"))
	put(s, other, MustHex("1011"))
	if s.FireItems() != nil {
		t.Fatal("fire items outside the step")
	}
	s.Phase = PhaseCombat
	s.Dice.Script = []int{5, 5}
	must(t, s, Action{Type: ActEndPhase})
	if p := s.Prompt(); p.Step != StepSuppress || len(p.Options) != 1 || !slices.Contains(p.Rules, "15.0") {
		t.Fatalf("suppression prompt %+v", p)
	}
	items := s.FireItems()
	if len(items) != 4 {
		t.Fatalf("%d items for two weapons and two units: %+v", len(items), items)
	}
	for _, it := range items {
		dist, c := s.SuppressionOdds(it.Weapon, it.Target)
		if !it.OK() || it.Range != dist || it.Chance != c || it.Nominated || s.Check(it.Act) != nil {
			t.Errorf("%+v: want range %d, %v, open", it, dist, c)
		}
	}
	must(t, s, items[0].Act)
	items = s.FireItems()
	if !items[0].Nominated || !strings.HasPrefix(items[0].Label, "Withdraw") || items[1].Nominated {
		t.Fatalf("after nominating: %+v", items[:2])
	}
	must(t, s, items[0].Act)
	if len(s.Nominations) != 0 {
		t.Fatal("the item of a nominated pair withdraws it")
	}
}

// A stack that has moved this turn is picked up, but put down elsewhere
// it is refused with 10.1's reason; in the combat phase a team dropped on
// the truck in its own hex still rides it (gear changes hands in any
// phase, 9.0, 10.4) and a stack put back stays.
func TestDropMovedStack_10_1(t *testing.T) {
	s := midGame(t)
	h := MustHex("1010")
	team, truck := id(s, "a-team-1"), id(s, "truck")
	put(s, team, h)
	put(s, truck, h)
	s.P(team).Moved, s.P(truck).Moved = true, true
	p := s.PickUp(team, false)
	if !p.OK() || p.Kind != PickMove {
		t.Fatalf("moved stack: %+v", p)
	}
	d := s.DropAt(&p, MustHex("1011"), None)
	if d.OK() || d.Code != RefuseAlreadyMoved || d.Rule != "10.1" || d.Reason[0] < 'A' || d.Reason[0] > 'Z' {
		t.Fatalf("moved stack dropped next door: %+v, want refused (already moved, 10.1), a capital first", d)
	}
	s.Phase = PhaseCombat
	pt := s.PickUp(team, true)
	if d := s.DropAt(&pt, h, truck); d.Kind != DropRide || !sameAction(d.Act, Action{Type: ActCarry, Piece: truck, Target: team}) {
		t.Fatalf("team onto the truck in combat: %+v", d)
	}
}

// What the drag asks as the pointer crosses a hex: DropAt for a 31-MP
// stack (10.5's UH-60 example) on a hex it reaches, with its path and
// the noise there; the pickup's reach is found once, before the loop.
func BenchmarkDropAtMove(b *testing.B) {
	s, team := heloStack(b)
	p := s.PickUp(team, false)
	to := MustHex("1330")
	if d := s.DropAt(&p, to, None); d.Kind != DropMove || !d.NoiseOK {
		b.Fatalf("drop %+v", d)
	}
	b.ReportAllocs()
	for b.Loop() {
		s.DropAt(&p, to, None)
	}
}

// Bad input gets a refusal, never a panic or a yes: no piece, a piece
// out of range, a hex off the map, onto a piece that is elsewhere.
func TestViewBadInput_4_0(t *testing.T) {
	s := midGame(t)
	team := id(s, "a-team-1")
	put(s, team, MustHex("1010"))
	n := PieceID(len(s.Pieces))
	for _, piece := range []PieceID{None, n + 1, n + 100} {
		p := s.PickUp(piece, false)
		if p.OK() || p.Code != RefuseNoSuchPiece {
			t.Errorf("PickUp(%d): %+v", piece, p)
		}
		if d := s.DropAt(&p, MustHex("1011"), None); d.OK() {
			t.Errorf("drop of no piece: %+v", d)
		}
		if s.PieceLabel(piece) != "no such piece" {
			t.Errorf("PieceLabel(%d) = %q", piece, s.PieceLabel(piece))
		}
	}
	p := s.PickUp(team, false)
	for _, h := range []Hex{NoHex, {0, 0}, {99, 99}, {-1, 5}} {
		if d := s.DropAt(&p, h, None); d.OK() || d.Code != RefuseOffMap {
			t.Errorf("drop at %v: %+v", h, d)
		}
		if s.StackMenu(h, None) != nil || s.DropOntos(&p, h) != nil || s.Pickables(h) != nil {
			t.Errorf("hex %v has a menu, drop targets or pickables", h)
		}
	}
	// onto a piece that is not in the hex, or no piece at all: the hex
	for _, onto := range []PieceID{n + 1, id(s, "camp-1")} {
		if d := s.DropAt(&p, MustHex("1011"), onto); d.Kind != DropMove {
			t.Errorf("drop onto %d elsewhere: %+v, want the move to the hex", onto, d)
		}
	}
	var zero Pickup
	if d := s.DropAt(&zero, MustHex("1011"), None); d.OK() {
		t.Errorf("drop of nothing picked up: %+v", d)
	}
}

// The commands beside the pieces carry Check's verdict; ending the
// Mission Objective Placement Phase with the mission's gear affordable
// and unbought asks first (6.1); a refused command asks nothing.
func TestCommands_6_1(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseMission
	s.PP = 20
	s.Mission = id(s, "mission-Build Infrastructure") // needs Tools, 2 PP
	put(s, s.Mission, MustHex("1310"))
	cmds := s.Commands()
	if len(cmds) != 4 || cmds[0].Kind != CmdEndMove || cmds[1].Kind != CmdEndPhase || cmds[2].Kind != CmdForfeit || cmds[3].Kind != CmdEndGame {
		t.Fatalf("commands %+v", cmds)
	}
	for _, c := range cmds {
		if err := s.Check(c.Act); (err == nil) != c.OK() || CodeOf(err) != c.Code {
			t.Errorf("%s: verdict %+v, Check %v", c.Kind, c.Verdict, err)
		}
	}
	if cmds[0].OK() || cmds[0].Code != RefuseNoMove {
		t.Errorf("end move with no stack moving: %+v", cmds[0])
	}
	end := cmds[1]
	if !end.OK() || !strings.Contains(end.Warn, "Tools") || !strings.Contains(end.Warn, "2 PP and you have 20 (6.1)") {
		t.Errorf("end phase without the Tools: warn %q", end.Warn)
	}
	must(t, s, Action{Type: ActBuy, Piece: id(s, "tools")})
	if w := s.Commands()[1].Warn; w != "" {
		t.Errorf("with the Tools bought it still asks %q", w)
	}
	s.PP = 0
	s.P(id(s, "tools")).Place = Available
	if w := s.Commands()[1].Warn; w != "" {
		t.Errorf("with no PP to buy them it asks %q", w)
	}
}

// Answers that read alike are told apart: two A-Teams in one hex asked
// which takes the casualties (13.0) are named with what each hauls, and
// the words of the choice say the same.
func TestChoicesToldApart_13_0(t *testing.T) {
	s := midGame(t)
	h := MustHex("1010")
	a1, a2, radio := id(s, "a-team-1"), id(s, "a-team-2"), id(s, "radio")
	put(s, a1, h)
	put(s, a2, h)
	put(s, radio, h)
	carry(s, radio, a1)
	put(s, id(s, "b-team-1"), MustHex("0101")) // the game goes on
	s.Tasks = []Task{{Kind: TaskCasualty, Hex: h}}
	var ev events
	s.run(&ev)
	if s.Pending == nil || s.Pending.Kind != DecCasualtyTeam || s.Pending.Options[0].Label != s.Pending.Options[1].Label {
		t.Fatalf("want the casualty question with two answers alike, got %+v", s.Pending)
	}
	opts := s.Prompt().Options
	if opts[0].Label == opts[1].Label || !strings.Contains(opts[0].Label, "(hauling Radio)") || !strings.Contains(opts[1].Label, "(hauling nothing)") {
		t.Fatalf("answers %q and %q are not told apart by their loads", opts[0].Label, opts[1].Label)
	}
	if got := s.ActionText(opts[1].Act); got != "choose 2: "+opts[1].Label {
		t.Errorf("the words of answer 2: %q", got)
	}
	// with loads alike, their place in the list
	s.P(radio).Carrier = None
	opts = s.Prompt().Options
	if opts[0].Label == opts[1].Label || !strings.HasSuffix(opts[1].Label, "(the second)") {
		t.Fatalf("answers %q and %q are not told apart", opts[0].Label, opts[1].Label)
	}
	// an answer alone keeps its words
	s2, _, _ := escapeQuestion(t)
	for i, c := range s2.Prompt().Options {
		if c.Label != s2.Pending.Options[i].Label {
			t.Errorf("answer %d reworded: %q", i+1, c.Label)
		}
	}
}

// A piece's own actions are listed where Check allows them: first aid for
// a wounded team hauling a Med Kit (18.2), a booby trap set by a team
// (18.3); the stack menu ends with them.
func TestPieceItems_18_2(t *testing.T) {
	s, team, kit, _ := woundedTeam(t)
	trap := id(s, "trap")
	put(s, trap, MustHex("1010"))
	carry(s, trap, team)
	items := s.PieceItems(team)
	if len(items) != 1 || items[0].Kind != MenuFirstAid || !sameAction(items[0].Act, Action{Type: ActFirstAid, Piece: team}) {
		t.Fatalf("the wounded team's items: %+v", items)
	}
	if items := s.PieceItems(trap); len(items) != 1 || items[0].Kind != MenuSetTrap {
		t.Fatalf("the trap's items: %+v", items)
	}
	if items := s.PieceItems(kit); len(items) != 0 {
		t.Fatalf("the Med Kit's items: %+v", items)
	}
	menu := s.StackMenu(MustHex("1010"), None)
	var kinds []MenuKind
	for _, it := range menu {
		kinds = append(kinds, it.Kind)
	}
	if !slices.Contains(kinds, MenuFirstAid) || !slices.Contains(kinds, MenuSetTrap) {
		t.Fatalf("the stack menu %v lacks first aid or the trap", kinds)
	}
	s.Options.WeaponCharacteristics = false
	if items := s.PieceItems(team); len(items) != 0 || s.PieceItems(0) != nil {
		t.Fatalf("with rule 18 off: %+v", items)
	}
}

// Over random games the prompt matches the state: a question exactly
// when one is pending, "moving" exactly when a stack moves (and then End
// move is open), text and sections always (4.0).
func TestPromptAgreesWithState_4_0(t *testing.T) {
	steps := map[Step]bool{}
	walkRandom(t, 10, 300, func(s *State, _ *rand.Rand) {
		// short random games meet a combat phase mostly when it is empty:
		// kept, as a game from before the engine passed them keeps it
		s.PassesEmpty = false
		p := s.Prompt()
		steps[p.Step] = true
		if p.Text == "" || len(p.Rules) == 0 && p.Step != StepBusy {
			t.Fatalf("prompt without words or sections: %+v", p)
		}
		if (p.Question != nil) != (s.Pending != nil) || (p.Step == StepQuestion || p.Step == StepSuppress) != (s.Pending != nil) {
			t.Fatalf("prompt %s with pending %v", p.Step, s.Pending)
		}
		moving := p.Step == StepMoving
		if moving != (s.Move != nil && s.Pending == nil && !s.Over) {
			t.Fatalf("prompt %s with a move %v", p.Step, s.Move)
		}
		if end := s.Commands()[0]; moving && !end.OK() {
			t.Fatalf("a stack moves but End move is refused: %s", end.Reason)
		}
	})
	for _, st := range []Step{StepQuestion, StepMove, StepMoving, StepCombat, StepShop, StepSuccess} {
		if !steps[st] {
			t.Errorf("the games never met step %s: %v", st, steps)
		}
	}
}

// Moving a base camp (12.11): once its d10 is paid the camp is in hand,
// and a drop on a hex places it; a drop next to a village is refused
// (3.1) and the camp stays in hand.
func TestMoveCampInHand_12_11(t *testing.T) {
	s := midGame(t, 4)
	s.Phase, s.PP = PhaseMission, 30
	camp := id(s, "camp-1")
	p := s.PickUp(camp, false)
	if p.OK() || p.Rule != "12.11" {
		t.Fatalf("a camp on the map before its move is paid: %+v", p)
	}
	must(t, s, Action{Type: ActMoveCamp, Piece: camp})
	p, ok := s.InHand()
	if !ok || p.Piece != camp || p.Kind != PickCamp {
		t.Fatalf("the camp paid for is not in hand: %+v", p)
	}
	s.rules.Board.SetTerrain(MustHex("0909"), TerrainSet(0).With(Village))
	if d := s.DropAt(&p, MustHex("0910"), None); d.OK() || d.Code != RefuseCampSite {
		t.Fatalf("next to a village: %+v", d)
	}
	d := s.DropAt(&p, MustHex("0505"), None)
	if d.Kind != DropPlaceCamp {
		t.Fatalf("the camp dropped on a clear hex: %+v", d)
	}
	must(t, s, d.Act)
	if s.P(camp).Hex != MustHex("0505") || s.P(camp).Place != OnMap {
		t.Fatalf("the camp is %s at %s", s.P(camp).Place, s.P(camp).Hex)
	}
}

// Every refusal code names its section, or is listed as resting on the
// state of play: a new code cannot be forgotten (4.0).
func TestRefusalRules_4_0(t *testing.T) {
	for _, c := range RefuseCodes {
		if (c.Rule() == "") != slices.Contains(refuseNoRule, c) {
			t.Errorf("refusal %q: section %q; a code has a section or is listed in refuseNoRule, not both or neither", c, c.Rule())
		}
	}
	if v := verdictOf(notAdjacentRefusal(t)); v.Rule != "10.1" || v.Code != RefuseNotAdjacent {
		t.Errorf("a Check refusal's verdict: %+v, want its section", v)
	}
}

// notAdjacentRefusal is a refusal of Check: a move to a hex not next to the team.
func notAdjacentRefusal(t *testing.T) error {
	s := midGame(t)
	team := id(s, "a-team-1")
	put(s, team, MustHex("0505"))
	return s.Check(Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("0808")}})
}

// A client needs nothing but the view to play: four whole turns, set-up
// included, played only through Prompt, Commands, InHand, CampSites,
// PickUp with its Reach, DropAt, AttackItems and ShopOffers, every action
// they give accepted by Apply (4.0).
func TestTurnsThroughTheView_4_0(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := New(fixtureRules(t), &Scenario{Name: "view"}, seed)
		if err != nil {
			t.Fatal(err)
		}
		do := func(what string, a Action) {
			t.Helper()
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: %s: the view offered %v, Apply refuses: %v", seed, what, a, err)
			}
		}
		endPhase := func() {
			t.Helper()
			c := g.State.Commands()[1]
			if !c.OK() {
				t.Fatalf("seed %d: %s: end phase refused: %s", seed, g.State.Prompt().Step, c.Reason)
			}
			do("end phase", c.Act)
		}
		moved, attacks, steps := 0, 0, 0
		for g.State.Turn < 5 && !g.State.Over {
			if steps++; steps > 1000 {
				t.Fatalf("seed %d: stuck at %+v", seed, g.State.Prompt())
			}
			s := g.State
			p := s.Prompt()
			switch p.Step {
			case StepQuestion, StepSuppress:
				do("answer", p.Options[steps%len(p.Options)].Act)
			case StepCamps, StepPlaceCamp:
				hand, ok := s.InHand()
				if !ok {
					endPhase()
					continue
				}
				placed := false
				for _, h := range s.CampSites() {
					if d := s.DropAt(&hand, h, None); d.OK() && d.Kind == DropPlaceCamp {
						do("place camp", d.Act)
						placed = true
						break
					}
				}
				if !placed {
					t.Fatalf("seed %d: no camp site takes the camp", seed)
				}
			case StepShop:
				for _, o := range s.ShopOffers() {
					if o.Needed && o.OK() {
						do("buy", o.Buys[0])
						break
					}
				}
				endPhase()
			case StepMove:
				// the first team that can go moves to a hex of its reach
				// the seed picks
				acted := false
				for _, id := range s.OnMapOf(KindTeam) {
					pk := s.PickUp(id, true)
					var hexes []Hex
					for h := range pk.Reach().WithoutPaths() {
						hexes = append(hexes, h)
					}
					if !pk.OK() || len(hexes) == 0 {
						continue
					}
					d := s.DropAt(&pk, hexes[int(seed)*7%len(hexes)], None)
					if d.Kind != DropMove {
						t.Fatalf("seed %d: a hex of the reach is not a move: %+v", seed, d)
					}
					do("move", d.Act)
					if g.State.Move != nil {
						do("end move", g.State.Commands()[0].Act)
					}
					moved++
					acted = true
					break
				}
				if !acted {
					endPhase()
				}
			case StepMoving:
				do("end move", s.Commands()[0].Act)
			case StepCombat:
				acted := false
				for _, id := range s.OnMapOf(KindTeam) {
					if items := s.AttackItems(s.P(id).Hex); len(items) > 0 {
						do("attack", items[0].Act)
						attacks++
						acted = true
						break
					}
				}
				if !acted {
					endPhase()
				}
			default:
				endPhase()
			}
		}
		if moved == 0 {
			t.Errorf("seed %d: four turns without a move", seed)
		}
		t.Logf("seed %d: turn %d, %d moves, %d attacks, %d steps", seed, g.State.Turn, moved, attacks, steps)
	}
}
