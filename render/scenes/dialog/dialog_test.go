package dialog

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/game/table"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
)

// fakeView is the dialog's and the attack panel's view without a
// window: a game of Kandahar as shown, its map under a camera, the
// panels' measures as fixed numbers, and a record of what was done.
type fakeView struct {
	*scenestest.Ctx
	g         *game.Game
	m         Map
	answered  []int
	done      []game.Action
	nominated []game.PieceID
	weapons   []game.PieceID
	targets   []game.PieceID
}

func (f *fakeView) Prompt() table.Prompt { return f.g.State.Prompt().Table() }
func (f *fakeView) Answer(n int)         { f.answered = append(f.answered, n) }
func (f *fakeView) Shown() *game.State   { return f.g.State }
func (f *fakeView) Played() (*game.Rules, *game.Scenario, bool) {
	return f.g.Rules, f.g.Scenario, f.g.State.Over
}
func (f *fakeView) Map() Map                { return f.m }
func (f *fakeView) Do(act game.Action) bool { f.done = append(f.done, act); return true }
func (f *fakeView) Nominate(w game.PieceID) { f.nominated = append(f.nominated, w) }
func (f *fakeView) ActionBar() ui.Rect      { return ui.Rect{X: 300, Y: 740, W: 680, H: 60} }
func (f *fakeView) PromptHeight(w float64) float64 {
	return 60
}
func (f *fakeView) SuppressionHeight() float64 { return 120 }
func (f *fakeView) SuppressionLists() (weapons, targets []game.PieceID) {
	return f.weapons, f.targets
}
func (f *fakeView) DrawVictory(*ebiten.Image, ui.Rect)                  {}
func (f *fakeView) DrawOddsBar(*ebiten.Image, ui.Rect, game.AttackOdds) {}
func (f *fakeView) AttackPanel() ui.Rect                                { return ui.Rect{X: 700, Y: 80, W: 260, H: 300} }
func (f *fakeView) SupportFor(game.Hex) []game.PieceID                  { return nil }
func (f *fakeView) SupportButtons(ui.Rect, func(ui.Button))             {}
func (f *fakeView) DrawSupport(*ebiten.Image, ui.Rect)                  {}
func (f *fakeView) BreakdownSize(lines []string) (float64, float64) {
	return 200, float64(len(lines)) * 16
}
func (f *fakeView) BreakdownRect(x, y float64, lines []string) ui.Rect {
	return ui.Rect{X: x, Y: y, W: 200, H: float64(len(lines)) * 16}
}
func (f *fakeView) DrawBreakdown(*ebiten.Image, float64, float64, string, []string) {}
func (f *fakeView) DrawButtons(*ebiten.Image, string)                               {}
func (f *fakeView) ButtonsSig(string) uint64                                        { return 0 }
func (f *fakeView) BeginLinks(any)                                                  {}
func (f *fakeView) LinkText(dst *ebiten.Image, _ any, s string, x, y, size float64, bold bool, clr color.Color) {
	f.Win.U.Text(dst, s, x, y, size, bold, clr, 0)
}

func newView(t *testing.T) *fakeView {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := scenestest.New()
	seen := board.Seen{Lay: paper.NewLayout(rules.Board, board.BaseR), Cam: board.Camera{Zoom: 1}, MapView: c.Win.MapView}
	return &fakeView{Ctx: c, g: g, m: Map{Seen: seen, Hover: game.NoHex, AttackSel: game.None, NomWeapon: game.None}}
}

// ask puts a question of the rules to the player.
func (f *fakeView) ask(kind game.DecisionKind, rule string, labels ...string) {
	d := &game.Decision{Kind: kind, Rule: rule, Prompt: "Your stack at 1010 was detected: what does it do?", Hex: game.NoHex}
	for _, l := range labels {
		d.Options = append(d.Options, game.Option{Label: l})
	}
	f.g.State.Pending = d
}

// buttonsOf are the buttons a scene lays out this frame.
func buttonsOf(lay func(func(ui.Button))) []ui.Button {
	var out []ui.Button
	lay(func(b ui.Button) { out = append(out, b) })
	return out
}

// The question's buttons are its options as the contract numbers them:
// button N says key N and answers N, the first is the primary one, and
// the panel says the question with its rule.
func TestQuestionButtonsAnswerByNumber_12_3(t *testing.T) {
	f := newView(t)
	f.ask(game.DecEscape, "12.3", "Stay and be attacked", "Back to the base camp", "Scatter")
	d := &Dialog{Ctx: f}
	f.Scenes.Push(d)
	bs := buttonsOf(d.Buttons)
	if len(bs) != 3 {
		t.Fatalf("%d buttons for 3 answers", len(bs))
	}
	for i, b := range bs {
		n := i + 1
		if b.Id != fmt.Sprintf("opt-%d", i) || !strings.HasSuffix(b.Tip, fmt.Sprintf("Key %d.", n)) || b.Primary != (n == 1) || !strings.Contains(b.Tip, "(12.3)") {
			t.Errorf("button %d: %q, tip %q, primary %v", n, b.Id, b.Tip, b.Primary)
		}
		b.OnClick()
	}
	if !slices.Equal(f.answered, []int{1, 2, 3}) {
		t.Fatalf("the buttons answered %v, want 1, 2 and 3", f.answered)
	}
	words := scenestest.Words(f.Texts())
	if !slices.Contains(words, "DECISION · rule 12.3") || !strings.Contains(strings.Join(words, " "), "was detected") {
		t.Fatalf("the panel says %q", words)
	}
	f.m.Busy = true // the events that led to it are still playing
	if d.Rect().W != 0 || len(buttonsOf(d.Buttons)) != 0 {
		t.Fatal("the question shows before its events have played")
	}
}

// The question stands clear of the stack it is about: where its usual
// place would cover the stack, it goes above the action bar.
func TestQuestionClearOfItsStack_12_3(t *testing.T) {
	f := newView(t)
	f.ask(game.DecEscape, "12.3", "Stay", "Back")
	d := &Dialog{Ctx: f}
	usual := d.Rect()
	h := game.MustHex("1010")
	f.g.State.Pending.Hex = h
	// the camera so that the hex lies in the middle of the usual place
	c := f.m.Seen.Lay.Center(h)
	mv := f.m.Seen.MapView
	f.m.Seen.Cam.Ox = c.X - (usual.X + usual.W/2 - mv.X)
	f.m.Seen.Cam.Oy = c.Y - (usual.Y + usual.H/2 - mv.Y)
	r := d.Rect()
	if p := f.m.Seen.HexCentre(h); r.In(p.X, p.Y) || r.Y+r.H > f.ActionBar().Y {
		t.Fatalf("the question at %v covers its stack at %.0f,%.0f or the action bar", r, p.X, p.Y)
	}
	f.m.Seen.Cam.Ox, f.m.Seen.Cam.Oy = 0, 0 // the stack far away: the usual place
	if r := d.Rect(); r != usual {
		t.Fatalf("with the stack elsewhere the question moved to %v from %v", r, usual)
	}
}

// Suppressive fire (15.0): a weapon's button chooses it, a target's is
// refused until a weapon is chosen.
func TestSuppressionChoosesTheWeapon_15_0(t *testing.T) {
	f := newView(t)
	ids := f.g.State.IDs()
	w, e := ids[0], ids[len(ids)-1]
	f.weapons, f.targets = []game.PieceID{w}, []game.PieceID{e}
	f.ask(game.DecSuppression, "15.0", "Done")
	d := &Dialog{Ctx: f}
	bs := buttonsOf(d.Buttons)
	at := func(id string) ui.Button {
		i := slices.IndexFunc(bs, func(b ui.Button) bool { return b.Id == id })
		if i < 0 {
			t.Fatalf("no button %s among %d", id, len(bs))
		}
		return bs[i]
	}
	wb, tb := at(fmt.Sprintf("weapon-%d", w)), at(fmt.Sprintf("target-%d", e))
	if tb.Enabled || tb.Tip != "Choose a weapon first." || wb.Active {
		t.Fatalf("no weapon chosen: target %+v, weapon active %v", tb, wb.Active)
	}
	wb.OnClick()
	if !slices.Equal(f.nominated, []game.PieceID{w}) {
		t.Fatalf("the weapon's button nominated %v", f.nominated)
	}
	f.m.NomWeapon = w
	bs = buttonsOf(d.Buttons)
	if !at(fmt.Sprintf("weapon-%d", w)).Active {
		t.Error("the weapon chosen is not shown as chosen")
	}
}

// At the end the assessment shows, with a button that closes it and
// leaves the map to the player.
func TestAssessmentCloses_5_0(t *testing.T) {
	f := newView(t)
	f.g.State.Over = true
	d := &Dialog{Ctx: f}
	if d.Rect().W == 0 {
		t.Fatal("no assessment at the end")
	}
	bs := buttonsOf(d.Buttons)
	if len(bs) != 1 || bs[0].Id != "over-close" || bs[0].Label != "Look at the map" {
		t.Fatalf("the assessment's buttons: %+v", bs)
	}
	bs[0].OnClick()
	if !d.OverClosed || d.Rect().W != 0 {
		t.Fatal("Look at the map did not close the assessment")
	}
}

// The attack panel (13.0) shows in the combat phase with an enemy
// chosen, lists an attack from each hex of teams next to it, and its
// button sends the rules' attack.
func TestAttackPanelFromEachHex_13_0(t *testing.T) {
	f := newView(t)
	s := f.g.State
	var team, enemy game.PieceID
	for _, id := range s.IDs() {
		switch {
		case team == game.None && s.Spec(id).Kind == game.KindTeam:
			team = id
		case enemy == game.None && s.Spec(id).Kind == game.KindEnemy:
			enemy = id
		}
	}
	h := game.MustHex("1010")
	s.P(enemy).Place, s.P(enemy).Hex = game.OnMap, h
	s.P(team).Place, s.P(team).Hex = game.OnMap, h.Neighbors()[0]
	s.Phase = game.PhaseCombat
	p := &AttackPanel{Ctx: f}
	if p.Open() {
		t.Fatal("the panel shows with no enemy chosen")
	}
	f.m.AttackSel = enemy
	if !p.Open() {
		t.Fatal("the panel does not show with an enemy chosen in the combat phase")
	}
	atts := s.AttacksOn(enemy, nil)
	bs := buttonsOf(p.Buttons)
	if len(atts) == 0 || len(bs) != len(atts) {
		t.Fatalf("%d attacks listed by the rules, %d buttons", len(atts), len(bs))
	}
	for i, b := range bs {
		if b.Id != fmt.Sprintf("attack-%d", i) || b.Label != "Attack from "+atts[i].Act.Hex.String() || b.Enabled != atts[i].OK() {
			t.Errorf("button %d: %+v for %+v", i, b, atts[i])
		}
		if b.Enabled {
			b.OnClick()
		}
	}
	if len(f.done) == 0 || f.done[0].Type != game.ActAttack || f.done[0].Target != enemy {
		t.Fatalf("the attack sent %+v", f.done)
	}
	f.Scenes.Push(p)
	words := strings.Join(scenestest.Words(f.Texts()), "\n")
	if want := fmt.Sprintf("Attack %s at %s (13.0)", s.Name(enemy), h); !strings.Contains(words, want) || !strings.Contains(words, "From "+atts[0].Act.Hex.String()) {
		t.Fatalf("the panel does not say %q and the odds from %s:\n%s", want, atts[0].Act.Hex, words)
	}
	s.Phase = game.PhaseMovement
	if p.Open() {
		t.Fatal("the panel shows out of the combat phase")
	}
}

// Where the player's score stands among the greedy games: the shares
// below and level with it, in whole percent.
func TestScoreStanding_5_0(t *testing.T) {
	for _, c := range []struct {
		scores       []int
		mine         int
		below, level int
	}{
		{[]int{1, 2, 3, 4}, 3, 50, 25},
		{[]int{5, 5, 5}, 5, 0, 100},
		{[]int{-2, 0, 7}, 10, 100, 0},
		{nil, 3, 0, 0},
	} {
		if b, l := scoreStanding(c.scores, c.mine); b != c.below || l != c.level {
			t.Errorf("%d among %v: %d %% below, %d %% level; want %d and %d", c.mine, c.scores, b, l, c.below, c.level)
		}
	}
	seeds := map[uint64]bool{}
	for i := range 300 {
		seeds[HistSeed(i)] = true
	}
	if len(seeds) != 300 {
		t.Errorf("300 greedy games have %d seeds", len(seeds))
	}
}
