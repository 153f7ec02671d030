package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/chrome"
	"kandahar/render/view"
)

// The second E can be switched off. By default one E only
// asks; after Ctrl+E one E ends the set-up step at once, the help says
// which way it is, and the client hands the setting back for keeping.
func TestEndPhaseAtOnce(t *testing.T) {
	d := newGameDriver(t, 3)
	step := d.state().SetupStep
	d.in.Key(ebiten.KeyE)
	d.script()
	d.idle()
	if d.state().SetupStep != step {
		t.Fatal("one E ended the set-up step while it should ask first")
	}
	d.waitFrames(int(chrome.ToastLife*60) + 2) // the first E's question runs out
	d.in.Key(ebiten.KeyE, ebiten.KeyControlLeft)
	d.in.Key(ebiten.KeyF1)
	d.script()
	if !slices.ContainsFunc(d.texts(), func(s string) bool { return strings.HasPrefix(s, "now at once ·") }) {
		t.Error("the help does not say that E ends a phase at once")
	}
	d.in.Key(ebiten.KeyEscape)
	d.in.Key(ebiten.KeyE)
	d.script()
	d.idle()
	if d.state().SetupStep == step {
		t.Fatalf("after Ctrl+E one E did not end the set-up step (%s)", d.app.LastError())
	}
	var p view.Prefs
	d.on(func(a *App) { p = a.Preferences() })
	if !p.EndPhaseAtOnce {
		t.Fatal("the setting is not handed back for keeping")
	}
}
