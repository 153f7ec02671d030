package render

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/input"
	"kandahar/render/keymap"
)

// 17.2: a decision is answered by the number of its option: detected
// after a move, the team escapes to its camp with the key 2 (12.3).
func TestDecisionByNumberKey_12_3(t *testing.T) {
	d, team, camp := escapeQuestionDriver(t)
	// the question stands clear of the stack it is about
	covered := false
	d.on(func(a *App) {
		// the stack brought under where the question used to stand
		h := a.G.State.P(team).Hex
		a.board.CenterOn(h, a.chrome.Sight())
		a.board.Cam.Oy += (a.MapView.H/2 - 90*a.Scale) / a.board.Cam.Zoom
		p := a.board.ToScreen(a.board.Lay.Center(h))
		covered = a.modalRect().In(p.X, p.Y)
	})
	if covered {
		t.Error("the escape question covers the detected stack")
	}
	d.in.Key(ebiten.KeyDigit2)
	d.script()
	d.idle()
	if s := d.state(); s.Pending != nil || s.P(team).Hex != camp {
		t.Fatalf("key 2 did not answer the question: pending %v, team at %s (camp %s)", s.Pending != nil, s.P(team).Hex, camp)
	}
}

// One keymap drives the keys and the help: every key line has
// an action, and the help overlay shows every line of it.
func TestKeymapIsTheHelp(t *testing.T) {
	for _, b := range keymap.Default {
		if (b.Chords == nil) != (keyActs[b.Action] == nil && !input.Does(b.Action)) {
			t.Errorf("%q: a key needs both its presses and its action", b.Keys)
		}
		if keyActs[b.Action] != nil && input.Does(b.Action) {
			t.Errorf("%q: both the hand and the shell do %s", b.Keys, b.Action)
		}
	}
	d := newGameDriver(t, 3)
	d.in.Key(ebiten.KeyF1)
	d.script()
	texts := d.texts()
	for _, b := range keymap.Default {
		if !slices.Contains(texts, b.Keys) {
			t.Errorf("the help does not show %q", b.Keys)
		}
	}
	d.in.Key(ebiten.KeyEscape)
	d.script()
	open := true
	d.on(func(a *App) { open = a.overlays.scenes.IsUp("help") })
	if open {
		t.Error("Esc did not close the help")
	}
}
