package render

import (
	"math"
	"testing"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/input"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The shell's side of the hand's intents: each applied by the part that
// owns what it changes. No window: the App is made and its parts read.

// spreadApp is an App in the movement phase with a stack of three at a
// base camp, laid out in a window of 1280×800.
func spreadApp(t *testing.T) (*App, game.Hex) {
	t.Helper()
	camp := game.MustHex("1218")
	sc := &game.Scenario{Name: "Spread", Dice: []int{6}, Pieces: []game.ScenarioPiece{
		{ID: "camp-1", Hex: camp}, {ID: "uh60", Hex: camp}, {ID: "radio", Hex: camp}}}
	g, err := game.New(shippedRules(t), sc, 5)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 { // set-up purchases, camps, the mission's purchases
		if _, err := g.Apply(game.Action{Type: game.ActEndPhase}); err != nil {
			t.Fatal(err)
		}
	}
	a := New(g, view.Options{Input: &ScriptedInput{}})
	a.chrome.SetScreen(chrome.ScreenFor(1280, 800, 1, 1))
	a.layoutFrame()
	a.board.Cam.Zoom = 0.5
	return a, camp
}

// The message that says a stack is spread open goes with the spread:
// unpinning its hex closes both, long before the message's time is up.
func TestSpreadMessageGoesWithTheSpread(t *testing.T) {
	a, camp := spreadApp(t)
	says := "The stack is spread open."
	a.apply([]input.Intent{input.OpenSpread{Hex: camp, Says: says}})
	if h, ok := a.board.SpreadOpen(); !ok || h != camp || a.board.SelHex != camp {
		t.Fatalf("OpenSpread at %s: spread open at %s (%v), pinned %s", camp, h, ok, a.board.SelHex)
	}
	if !a.chrome.Showing(says) {
		t.Fatalf("the spread's message is not shown: %v", a.chrome.Toasts)
	}
	a.chrome.AgeToasts(0.5)
	if !a.chrome.Showing(says) {
		t.Fatal("the message went while the spread is open")
	}
	a.apply([]input.Intent{input.Pin{Hex: game.NoHex}})
	if _, ok := a.board.SpreadOpen(); ok {
		t.Fatal("unpinned, the spread stays open")
	}
	a.chrome.AgeToasts(1.0 / 60)
	if a.chrome.Showing(says) {
		t.Fatalf("the spread closed, its message %q stays", says)
	}
	// a hex of one counter or none pins, but spreads and says nothing
	empty := camp.Neighbor(game.North).Neighbor(game.North)
	a.apply([]input.Intent{input.OpenSpread{Hex: empty, Says: says}})
	if _, ok := a.board.SpreadOpen(); ok || a.board.SelHex != empty || a.chrome.Showing(says) {
		t.Errorf("OpenSpread on an empty hex: pinned %s, messages %v", a.board.SelHex, a.chrome.Toasts)
	}
}

// A control pointed at starts its tooltip's wait when it is another
// control than the frame before; pointing on at the same one does not
// start it again.
func TestHoverStartsTheTooltipsWait(t *testing.T) {
	a, _ := spreadApp(t)
	if len(a.chrome.Buttons) < 2 {
		t.Fatal("premise: the window has controls")
	}
	a.shell.frame = 10
	a.apply([]input.Intent{input.Hover{Hex: game.NoHex, Control: 0}})
	if a.chrome.HoverBtn == nil || a.chrome.HoverBtn.Id != a.chrome.Buttons[0].Id || a.chrome.HoverSince != 10 {
		t.Fatalf("pointed at %q: hovered %+v since %d", a.chrome.Buttons[0].Id, a.chrome.HoverBtn, a.chrome.HoverSince)
	}
	a.shell.frame = 20
	a.apply([]input.Intent{input.Hover{Hex: game.NoHex, Control: 0}})
	if a.chrome.HoverSince != 10 {
		t.Errorf("still on the same control, its wait started again at %d", a.chrome.HoverSince)
	}
	a.apply([]input.Intent{input.Hover{Hex: game.NoHex, Control: 1}})
	if a.chrome.HoverSince != 20 {
		t.Errorf("on another control, its wait did not start again: %d", a.chrome.HoverSince)
	}
	a.apply([]input.Intent{input.Hover{Hex: game.Hex{Col: 3, Row: 4}, Control: -1}})
	if a.chrome.HoverBtn != nil || a.board.HoverHex != (game.Hex{Col: 3, Row: 4}) {
		t.Errorf("pointing at a hex: control %+v, hex %s", a.chrome.HoverBtn, a.board.HoverHex)
	}
}

// A press by index presses that control if it is still the one named;
// a press by name presses the first enabled control of that name.
func TestPressAppliesToTheControlNamed(t *testing.T) {
	a, _ := spreadApp(t)
	var pressed []string
	on := func(s string) func() { return func() { pressed = append(pressed, s) } }
	a.chrome.Buttons = []ui.Button{{Id: "opt-0", OnClick: on("off")}, {Id: "opt-0", Enabled: true, OnClick: on("first")},
		{Id: "opt-0", Enabled: true, OnClick: on("second")}, {Id: "end", Enabled: true, OnClick: on("end")}}
	a.apply([]input.Intent{input.Press{ID: "opt-0", Index: -1}, input.Press{ID: "end", Index: 3}, input.Press{ID: "end", Index: 2}, input.Press{ID: "x", Index: -1}})
	if len(pressed) != 2 || pressed[0] != "first" || pressed[1] != "end" {
		t.Errorf("pressed %v, want the first enabled opt-0, then end, and nothing for a control no longer there", pressed)
	}
}

// KeepInView pans as little as shows the hex whole, clear of the action
// bar: a hex in view already leaves the camera where it is.
func TestKeepInViewPansLittle(t *testing.T) {
	a, camp := spreadApp(t)
	a.board.CenterOn(camp, a.chrome.Sight())
	cam := a.board.Cam
	a.apply([]input.Intent{input.KeepInView{Hex: camp}})
	if a.board.Cam != cam {
		t.Errorf("a hex in view moved the camera from %+v to %+v", cam, a.board.Cam)
	}
	far := game.Hex{Col: camp.Col + 12, Row: camp.Row}
	u := a.chrome.UsableView()
	if p := a.board.HexOnScreen(far); p.X < u.X+u.W {
		t.Fatalf("premise: %s is off the view to the right (at %v of %v)", far, p, u)
	}
	a.apply([]input.Intent{input.KeepInView{Hex: far}})
	p := a.board.HexOnScreen(far)
	m := board.BaseR*a.board.Cam.Zoom + 10*a.Scale
	if math.Abs(p.X-(u.X+u.W-m)) > 1e-6 || a.board.Cam.Oy != cam.Oy {
		t.Errorf("KeepInView of %s: at %v on the screen, want x %.1f (a hex's margin in from the right of %v), not moved up or down (%v to %v)",
			far, p, u.X+u.W-m, u, cam.Oy, a.board.Cam.Oy)
	}
}
