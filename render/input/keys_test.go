package input

import (
	"strings"
	"testing"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/keymap"
	"kandahar/render/ui"
)

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
			h, f := newHand(t, newGame(t, nil, 3), tc.keys)
			phase, step := f.sh.G.State.Phase, f.sh.G.State.SetupStep
			h.EndPhaseByKey()
			f.apply(h.take())
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
			f.apply(h.take())
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
	h, f := newHand(t, newGame(t, nil, 3), nil)
	h.Drag = &board.DragInfo{Piece: 1}
	h.Press = &board.PressInfo{}
	intents, menu := h.RightClick(ui.InputState{Right: true})
	f.apply(intents)
	if menu {
		t.Error("the cancelling right click ended the frame's input")
	}
	if h.Drag != nil || h.Press != nil {
		t.Fatalf("the drag is still held: %+v %+v", h.Drag, h.Press)
	}
	if !f.c.Showing("Drag cancelled: the pieces stay where they were.") {
		t.Errorf("the cancel says %v", f.c.Toasts)
	}
	h.Drag = &board.DragInfo{Piece: 1}
	f.ptr.Cur.Right = true // held since the last frame
	if intents, menu := f.frame(h, ui.InputState{Right: true}), false; menu || h.Drag == nil || len(of[Say](intents)) > 0 {
		t.Error("a right button held since the last frame cancelled the drag again")
	}
	h.Drag = nil
	if intents, menu := h.RightClick(ui.InputState{X: 2, Y: 2, Right: true}); menu || len(intents) > 0 {
		t.Errorf("a right click over no stack: %v (menu %v)", intents, menu)
	}
}

// Esc lets go of what the hand holds, and then it holds nothing: the
// hand's own things at once, the board's through intents.
func TestLetGoHoldsNothing(t *testing.T) {
	h, f := newHand(t, newGame(t, nil, 3), nil)
	if h.Holding() {
		t.Fatal("a new hand holds something")
	}
	for name, hold := range map[string]func(){
		"a drag":       func() { h.Drag = &board.DragInfo{} },
		"a press":      func() { h.Press = &board.PressInfo{} },
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
		f.apply(h.LetGo())
		if h.Holding() {
			t.Errorf("after LetGo, %s is still held", name)
		}
	}
}
