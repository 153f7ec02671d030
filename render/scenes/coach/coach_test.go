package coach

import (
	"image/color"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
)

// fakeView is the coach's view without a window: the tutorial game,
// its map under a camera, panels of a fixed size with the buttons the
// test lays out, and a record of what the coach said and did.
type fakeView struct {
	*scenestest.Ctx
	g        *game.Game
	busy     bool
	buttons  []ui.Button
	said     []string
	centred  [][]game.Hex
	scrolled []string
}

func (f *fakeView) Played() Played {
	g := f.g
	return Played{Game: g, Rules: g.Rules, Scenario: g.Scenario, Seed: g.Seed, Log: g.Log, State: g.State, CanUndo: g.CanUndo()}
}
func (f *fakeView) Shown() *game.State { return f.g.State }
func (f *fakeView) Map() Map {
	return Map{Seen: board.Seen{Lay: paper.NewLayout(f.g.Rules.Board, board.BaseR), Cam: board.Camera{Zoom: 0.5}, MapView: f.Win.MapView}, Busy: f.busy}
}
func (f *fakeView) Panels() Panels {
	return Panels{Left: ui.Rect{X: 0, Y: 0, W: 300, H: 800}, Right: ui.Rect{X: 980, Y: 0, W: 300, H: 800}, Top: ui.Rect{X: 300, Y: 0, W: 680, H: 60},
		ActionBar: ui.Rect{X: 300, Y: 760, W: 680, H: 40}, Usable: f.Win.MapView, Buttons: f.buttons}
}
func (f *fakeView) CounterAt(game.PieceID) (ui.Rect, game.Hex, bool) {
	return ui.Rect{}, game.NoHex, false
}
func (f *fakeView) Modal() ui.Rect                  { return ui.Rect{} }
func (f *fakeView) Say(msg string, bad bool)        { f.said = append(f.said, msg) }
func (f *fakeView) CentreOn(hs []game.Hex, _ ui.Pt) { f.centred = append(f.centred, hs) }
func (f *fakeView) ScrollShopTo(spec string) bool {
	f.scrolled = append(f.scrolled, spec)
	return true
}
func (f *fakeView) BeginLinks(any) {}
func (f *fakeView) LinkText(dst *ebiten.Image, _ any, s string, x, y, size float64, bold bool, clr color.Color) {
	f.Win.U.Text(dst, s, x, y, size, bold, clr, 0)
}
func (f *fakeView) Keys(action string) string {
	return map[string]string{"end-phase": "E, E", "undo": "Ctrl+Z", "coach": "C", "new-game": "N"}[action]
}

// tutorial is the tutorial game as a first run starts it, with its
// coach on the stack.
func tutorial(t *testing.T) (*fakeView, *Coach) {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	src, err := assets.Scenario("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	f, err := game.LoadScenario(src, rules)
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.NewGame(rules, 0)
	if err != nil {
		t.Fatal(err)
	}
	v := &fakeView{Ctx: scenestest.New(), g: g, buttons: []ui.Button{{Id: "end-phase", Label: "Done", R: ui.Rect{X: 800, Y: 765, W: 100, H: 30}}}}
	c := &Coach{Ctx: v}
	v.Scenes.Push(c)
	c.Frame()
	return v, c
}

func (f *fakeView) do(t *testing.T, act game.Action) {
	t.Helper()
	if _, err := f.g.Apply(act); err != nil {
		t.Fatalf("%v: %v", act, err)
	}
}

// The coach takes up the tutorial at its first step and rings what the
// step points at; a step is passed once its goal is met, and then says
// what came of it; an action that is not the step's earns a kind word
// that Undo takes it back; undone, the coach goes back to the step.
func TestCoachFollowsTheSteps_3_2(t *testing.T) {
	v, c := tutorial(t)
	if !c.On() || c.At() != 0 || c.Script() == nil {
		t.Fatalf("the tutorial's coach: on %v at step %d", c.On(), c.At())
	}
	ts := c.Targets()
	if len(ts) != 1 || ts[0].Ring != v.buttons[0].R.Grow(3) {
		t.Fatalf("the first step rings %+v, not the Done button", ts)
	}
	words := strings.Join(scenestest.Words(v.Texts()), " ")
	if !strings.Contains(words, "STEP 1 · Set-up: buying (3.2)") || !strings.Contains(words, "keys E, E") {
		t.Fatalf("the card says %q", words)
	}
	// the step asks for Done; a purchase instead earns a word
	var buy game.Action
	for _, a := range v.g.Legal() {
		if a.Type == game.ActBuy {
			buy = a
			break
		}
	}
	v.do(t, buy)
	c.Frame()
	if !strings.HasPrefix(c.note, "That works too, but the step asked you to press Done.") || !strings.Contains(c.Say(c.note), "Undo (Ctrl+Z)") {
		t.Fatalf("an action off the step: %q", c.Say(c.note))
	}
	if err := v.g.Undo(); err != nil {
		t.Fatal(err)
	}
	c.Frame()
	if c.note != "" || c.At() != 0 {
		t.Fatalf("undone: the word %q stays, at step %d", c.note, c.At())
	}
	v.do(t, game.Action{Type: game.ActEndPhase})
	v.busy = true // the events play: the coach waits for them
	c.Frame()
	if c.At() != 0 {
		t.Fatal("the coach passed the step before its events played")
	}
	v.busy = false
	c.Frame()
	if c.At() != 1 || c.done == nil || c.done.Id != "buy-nothing" {
		t.Fatalf("the step met: at %d", c.At())
	}
	if words := strings.Join(scenestest.Words(v.Texts()), " "); !strings.Contains(words, "DONE · Set-up: buying (3.2)") {
		t.Fatalf("the card does not say the step is done: %q", words)
	}
}

// A stop only explains: Enter goes on from it, as its Go on button
// does, unless a question waits for the keys.
func TestCoachStopGoesOnWithEnter(t *testing.T) {
	v, c := tutorial(t)
	v.do(t, game.Action{Type: game.ActEndPhase})
	c.Frame()
	v.do(t, game.Action{Type: game.ActEndPhase})
	c.Frame()
	st := c.current()
	if st == nil || !st.Stop() {
		t.Fatalf("step %d is not the leaders' stop", c.At())
	}
	at := c.At()
	var bs []ui.Button
	c.Buttons(func(b ui.Button) { bs = append(bs, b) })
	if !slices.ContainsFunc(bs, func(b ui.Button) bool { return b.Id == "coach-next" && strings.HasPrefix(b.Label, "Go on") }) {
		t.Fatalf("the stop has no Go on button: %+v", bs)
	}
	if !v.Press(ebiten.KeyEnter) || c.At() != at+1 {
		t.Fatalf("Enter on the stop: at %d, was %d", c.At(), at)
	}
}

// Hidden, the coach leaves a tab that brings it back at the step
// reached; the game goes on meanwhile, and what was done then earns no
// word. Outside the tutorial it is not there, and C says how to start
// the tutorial.
func TestCoachHidesAndComesBack(t *testing.T) {
	v, c := tutorial(t)
	c.Toggle()
	var bs []ui.Button
	c.Buttons(func(b ui.Button) { bs = append(bs, b) })
	if c.On() || len(bs) != 1 || bs[0].Id != "coach-show" || bs[0].Label != "Coach: step 1 of 22  (C)" {
		t.Fatalf("hidden: on %v, buttons %+v", c.On(), bs)
	}
	v.do(t, game.Action{Type: game.ActEndPhase})
	c.Frame()
	if c.At() != 0 {
		t.Fatal("the hidden coach passed a step")
	}
	bs[0].OnClick()
	c.Frame()
	if !c.On() || c.At() != 1 || c.note != "" {
		t.Fatalf("brought back: on %v, at %d, word %q", c.On(), c.At(), c.note)
	}
	rules, _ := assets.Rules()
	other, err := game.New(rules, nil, 2)
	if err != nil {
		t.Fatal(err)
	}
	v.g = other
	c.Frame()
	if c.On() || c.Script() != nil {
		t.Fatal("the coach stays on a game it does not teach")
	}
	c.Toggle()
	if len(v.said) != 1 || v.said[0] != "The coach teaches the tutorial: start it with New game (N)." {
		t.Fatalf("C outside the tutorial says %q", v.said)
	}
}

// A step that points at a piece on the map brings it into sight when it
// lies off the middle of the map.
func TestCoachBringsTheStepIntoSight(t *testing.T) {
	v, c := tutorial(t)
	v.do(t, game.Action{Type: game.ActEndPhase})
	c.Frame() // the camp step rings hex 1015, which the camera at 0,0 leaves far off
	if len(v.centred) == 0 || !slices.Contains(v.centred[len(v.centred)-1], game.MustHex("1015")) {
		t.Fatalf("the camp's step did not bring 1015 into sight: %v", v.centred)
	}
}
