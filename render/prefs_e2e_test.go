package render

import (
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
	d := newMenuDriver(t, g, Options{Prefs: Prefs{AnimSpeed: 2.25, UIScale: 1.25}})
	var scale float64
	var p Prefs
	d.on(func(a *App) { scale, p = a.scale, a.Preferences() })
	if p.AnimSpeed != 2.25 || p.UIScale != 1.25 || p.ReduceMotion {
		t.Fatalf("started with %+v", p)
	}
	d.in.Key(ebiten.KeyEqual, ebiten.KeyControlLeft)
	d.in.Key(ebiten.KeyM, ebiten.KeyControlLeft)
	d.script()
	d.waitFrames(2)
	var scale2 float64
	d.on(func(a *App) { scale2, p = a.scale, a.Preferences() })
	if p.UIScale != 1.5 || !p.ReduceMotion || scale2 <= scale {
		t.Fatalf("after Ctrl+= and Ctrl+M: %+v, scale %.2f then %.2f", p, scale, scale2)
	}
	d.shot("ui-scale-150")
}
