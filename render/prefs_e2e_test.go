package render

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
)

// The preferences a run starts with are applied, the keys change them, and
// the client hands them back for keeping (main writes them to the
// settings file on closing).
func TestPreferencesApplyAndChange(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := game.New(rules, nil, 4)
	d := newMenuDriver(t, g, Options{Prefs: Prefs{AnimSpeed: 2.25, UIScale: 1.25, RightPanel: "folded"}})
	var scale float64
	var p Prefs
	var rf bool
	d.on(func(a *App) { scale, p, rf = a.scale, a.Preferences(), a.rightFolded() })
	if p.AnimSpeed != 2.25 || p.UIScale != 1.25 || p.ReduceMotion || !rf || p.LeftPanel != "" {
		t.Fatalf("started with %+v (right panel folded %v)", p, rf)
	}
	d.in.Key(ebiten.KeyEqual, ebiten.KeyControlLeft)
	d.in.Key(ebiten.KeyM, ebiten.KeyControlLeft)
	d.in.Key(ebiten.KeyBracketRight)
	d.script()
	d.waitFrames(2)
	var scale2 float64
	d.on(func(a *App) { scale2, p = a.scale, a.Preferences() })
	if p.UIScale != 1.5 || !p.ReduceMotion || scale2 <= scale || p.RightPanel != "open" {
		t.Fatalf("after Ctrl+=, Ctrl+M and ]: %+v, scale %.2f then %.2f", p, scale, scale2)
	}
	d.shot("ui-scale-150")
}

// A tooltip waits about 400 ms: passing over a button shows none, resting
// on it shows its tooltip.
func TestTooltipWaits(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := game.New(rules, nil, 4)
	d := newDriver(t, g)
	x, y := d.button("undo")
	d.in.MoveTo(x, y)
	d.script()
	shown := true
	d.on(func(a *App) { _, _, shown = a.tooltipLayout() })
	if shown {
		t.Fatal("the tooltip shows at once")
	}
	d.waitFrames(tooltipDelay + 2)
	d.on(func(a *App) { _, _, shown = a.tooltipLayout() })
	if !shown {
		t.Fatal("no tooltip after resting on the button")
	}
}

// A loaded game shows its whole log, rebuilt from its actions, not one
// line.
func TestLoadShowsWholeLog(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	fresh, _ := game.New(rules, nil, 4)
	played, _ := game.New(rules, nil, 9)
	if err := game.PlayRandom(played, rand.New(rand.NewPCG(9, 1)), 60); err != nil {
		t.Fatal(err)
	}
	_, events, err := game.Replay(rules, played.Scenario, played.Seed, played.Log)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, fresh)
	var n int
	var last string
	d.on(func(a *App) {
		a.SetGame(played)
		n, last = len(a.logLines), a.logLines[len(a.logLines)-1].text
	})
	if n != len(events)+1 || !strings.Contains(last, "Loaded") {
		t.Fatalf("the log has %d lines (last %q); want the %d events of the game and a line saying it was loaded", n, last, len(events))
	}
}
