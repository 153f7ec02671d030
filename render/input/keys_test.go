package input

import (
	"strings"
	"testing"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/keymap"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// fakeCtx is the window as the input paths see it, without one: a real
// game, board, chrome and pointer, and the actions sent kept.
type fakeCtx struct {
	sh   view.Shared
	b    board.Board
	c    chrome.Chrome
	p    board.Pointer
	sent []game.Action
}

func (f *fakeCtx) Shared() *view.Shared    { return &f.sh }
func (f *fakeCtx) Board() *board.Board     { return &f.b }
func (f *fakeCtx) Chrome() *chrome.Chrome  { return &f.c }
func (f *fakeCtx) Pointer() *board.Pointer { return &f.p }
func (f *fakeCtx) Frame() int              { return 0 }

func (f *fakeCtx) OverPanel(x, y float64) bool           { return false }
func (f *fakeCtx) OnMagnifier(x, y float64) bool         { return false }
func (f *fakeCtx) RuleLink(x, y float64, down bool) bool { return false }
func (f *fakeCtx) OpenStackMenu(game.Hex, ui.Pt, bool)   {}

func (f *fakeCtx) Do(act game.Action) bool {
	if _, err := f.sh.G.Apply(act); err != nil {
		f.c.Say(err.Error(), true)
		return false
	}
	f.sent = append(f.sent, act)
	return true
}

func newHand(t *testing.T, keys keymap.Map) (*Hand, *fakeCtx) {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeCtx{sh: view.Shared{G: g, Rules: rules, Opt: view.Options{Prefs: view.Prefs{Keys: keys}}}}
	return &Hand{Ctx: f}, f
}

// The first press of the end-phase key only asks, naming the key in
// force; the second ends the phase (4.0).
func TestEndPhaseByKeyNamesTheKeyInForce_4_0(t *testing.T) {
	remapped, problems := keymap.Remap(keymap.Default, map[string]string{"end-phase": "Q"})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	for _, tc := range []struct {
		name string
		keys keymap.Map
		key  string
	}{{"default", nil, "E"}, {"remapped", remapped, "Q"}} {
		t.Run(tc.name, func(t *testing.T) {
			h, f := newHand(t, tc.keys)
			phase, step := f.sh.G.State.Phase, f.sh.G.State.SetupStep
			h.EndPhaseByKey()
			if len(f.sent) != 0 {
				t.Fatalf("the first press sent %v", f.sent)
			}
			if len(f.c.Toasts) != 1 {
				t.Fatalf("the first press says %v, want one prompt", f.c.Toasts)
			}
			said := f.c.Toasts[0].Text
			if !strings.HasPrefix(said, "Press "+tc.key+" again to end the ") || !strings.HasSuffix(said, "(4.0).") {
				t.Errorf("the first press says %q, want it to name %s", said, tc.key)
			}
			if tc.key != "E" && strings.Contains(said, " E ") {
				t.Errorf("the prompt names E with end-phase on %s: %q", tc.key, said)
			}
			h.EndPhaseByKey()
			if len(f.sent) != 1 || f.sent[0].Type != game.ActEndPhase {
				t.Fatalf("the second press sent %v, want the end of the phase", f.sent)
			}
			if s := f.sh.G.State; s.Phase == phase && s.SetupStep == step {
				t.Errorf("still in %v step %v after the second press", s.Phase, s.SetupStep)
			}
		})
	}
}

// A right click during a drag cancels it, as Escape does, and the frame's
// input goes on; a right click with nothing held on no stack opens
// nothing.
func TestRightClickCancelsTheDrag(t *testing.T) {
	h, f := newHand(t, nil)
	f.p.Drag = &board.DragInfo{Piece: 1}
	f.p.Press = &board.PressInfo{}
	if h.RightClick(ui.InputState{Right: true}) {
		t.Error("the cancelling right click ended the frame's input")
	}
	if f.p.Drag != nil || f.p.Press != nil {
		t.Fatalf("the drag is still held: %+v %+v", f.p.Drag, f.p.Press)
	}
	if !f.c.Showing("Drag cancelled: the pieces stay where they were.") {
		t.Errorf("the cancel says %v", f.c.Toasts)
	}
	f.p.Drag = &board.DragInfo{Piece: 1}
	f.p.Prev.Right = true
	if h.RightClick(ui.InputState{Right: true}) || f.p.Drag == nil {
		t.Error("a right button held since the last frame cancelled the drag again")
	}
}

// Esc lets go of what the hand holds, and then it holds nothing.
func TestLetGoHoldsNothing(t *testing.T) {
	h, f := newHand(t, nil)
	f.b.SelHex, f.b.AttackSel, f.b.NomWeapon, f.b.HoverHex = game.NoHex, game.None, game.None, game.NoHex
	if h.Holding() {
		t.Fatal("a new hand holds something")
	}
	for name, hold := range map[string]func(){
		"a drag":       func() { f.p.Drag = &board.DragInfo{} },
		"a press":      func() { f.p.Press = &board.PressInfo{} },
		"a piece":      func() { h.Keys.Pick = 1 },
		"a pinned hex": func() { f.b.SelHex = game.Hex{Col: 3, Row: 4} },
		"an enemy":     func() { f.b.AttackSel = 1 },
		"a weapon":     func() { f.b.NomWeapon = 1 },
		"the focus":    func() { h.Keys.Focus = "undo" },
	} {
		hold()
		if !h.Holding() {
			t.Errorf("holding %s, Holding says nothing", name)
		}
		h.LetGo()
		if h.Holding() {
			t.Errorf("after LetGo, %s is still held", name)
		}
	}
}
