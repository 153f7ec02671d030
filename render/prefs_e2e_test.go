package render

import (
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/view"
	"kandahar/settings"
)

// The preferences a run starts with are applied, the keys change them, and
// the client hands them back for keeping (main writes them to the
// settings file on closing).
func TestPreferencesApplyAndChange(t *testing.T) {
	rules := shippedRules(t)
	g, _ := game.New(rules, nil, 4)
	d := newMenuDriver(t, g, view.Options{Prefs: view.Prefs{AnimSpeed: 2.25, UIScale: 1.25, RightPanel: "folded"}})
	var scale float64
	var p Prefs
	var rf bool
	d.on(func(a *App) { scale, p, rf = a.Scale, a.Preferences(), a.chrome.RightFolded() })
	if p.AnimSpeed != 2.25 || p.UIScale != 1.25 || p.ReduceMotion || !rf || p.LeftPanel != "" {
		t.Fatalf("started with %+v (right panel folded %v)", p, rf)
	}
	d.in.Key(ebiten.KeyEqual, ebiten.KeyControlLeft)
	d.in.Key(ebiten.KeyM, ebiten.KeyControlLeft)
	d.in.Key(ebiten.KeyBracketRight)
	d.in.Key(ebiten.KeyE, ebiten.KeyControlLeft)
	d.script()
	d.waitFrames(2)
	var scale2 float64
	d.on(func(a *App) { scale2, p = a.Scale, a.Preferences() })
	if p.UIScale != 1.5 || !p.ReduceMotion || scale2 <= scale || p.RightPanel != "open" || !p.EndPhaseAtOnce {
		t.Fatalf("after Ctrl+=, Ctrl+M, ] and Ctrl+E: %+v, scale %.2f then %.2f", p, scale, scale2)
	}
	d.shot("ui-scale-150")
}

// A tooltip waits about 400 ms: passing over a button shows none, resting
// on it shows its tooltip.
func TestTooltipWaits(t *testing.T) {
	rules := shippedRules(t)
	g, _ := game.New(rules, nil, 4)
	d := newDriver(t, g)
	x, y := d.button("undo")
	d.in.MoveTo(x, y)
	d.script()
	shown := true
	d.on(func(a *App) {
		_, _, shown = a.chrome.TooltipLayout(a.pointer.Cur, a.hand.Press != nil, a.shell.frame)
	})
	if shown {
		t.Fatal("the tooltip shows at once")
	}
	d.waitFrames(chrome.TooltipDelay + 2)
	d.on(func(a *App) {
		_, _, shown = a.chrome.TooltipLayout(a.pointer.Cur, a.hand.Press != nil, a.shell.frame)
	})
	if !shown {
		t.Fatal("no tooltip after resting on the button")
	}
}

// A loaded game shows its whole log, rebuilt from its actions, not one
// line.
func TestLoadShowsWholeLog(t *testing.T) {
	rules := shippedRules(t)
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
		n, last = len(a.chrome.LogLines), a.chrome.LogLines[len(a.chrome.LogLines)-1].Text
	})
	if n != len(events)+1 || !strings.Contains(last, "Loaded") {
		t.Fatalf("the log has %d lines (last %q); want the %d events of the game and a line saying it was loaded", n, last, len(events))
	}
}

// The map's zoom and place come back from the settings file:
// a run starts where the last one was left, a zoom closer than the map
// goes is brought to the closest, and a damaged zoom falls back to the
// usual start with a sentence saying so.
func TestZoomPersists(t *testing.T) {
	t.Setenv("GDK_SCALE", "")
	rules := shippedRules(t)
	path := filepath.Join(t.TempDir(), "settings.json")
	start := func(p settings.Settings) *driver {
		g, _ := game.New(rules, nil, 4)
		return newMenuDriver(t, g, view.Options{Prefs: view.Prefs{AnimSpeed: p.AnimSpeed, UIScale: p.UIScale,
			Zoom: p.Zoom, ViewX: p.ViewX, ViewY: p.ViewY, Notice: func() string { _, w := settings.Load(path); return w }()}})
	}
	view := func(d *driver) (zoom, x, y, scale float64) {
		d.on(func(a *App) {
			zoom, scale = a.board.Cam.Zoom, a.Scale
			_, x, y = a.board.KeptView()
		})
		return
	}
	// a run zooms in on a corner of the map and quits
	d := start(settings.Defaults())
	z0, _, _, _ := view(d)
	d.look(game.Hex{Col: 4, Row: 4})
	cx, cy := d.hex(game.Hex{Col: 4, Row: 4})
	for range 6 {
		d.in.Wheel(cx, cy, 1)
	}
	d.script()
	d.waitFrames(2)
	var p Prefs
	d.on(func(a *App) { p = a.Preferences() })
	if p.Zoom*1.01 < z0 || p.ViewX > 0.5 || p.ViewY > 0.5 {
		t.Fatalf("after zooming in on 0404 the kept view is %+v (zoom %.3f at start)", p, z0)
	}
	s := settings.Defaults()
	s.Zoom, s.ViewX, s.ViewY = p.Zoom, p.ViewX, p.ViewY
	if err := settings.Save(path, s); err != nil {
		t.Fatal(err)
	}
	// the next run looks at the same place, as close
	s, _ = settings.Load(path)
	d = start(s)
	z, x, y, sc := view(d)
	if math.Abs(z/sc-p.Zoom) > 1e-6 || math.Abs(x-p.ViewX) > 1e-3 || math.Abs(y-p.ViewY) > 1e-3 {
		t.Fatalf("the next run starts at zoom %.4f, view %.3f,%.3f; want %+v", z/sc, x, y, p)
	}
	// a zoom beyond the closest is brought back into range
	os.WriteFile(path, []byte(`{"zoom": 40, "viewX": 0.5, "viewY": 0.5}`), 0o644)
	s, _ = settings.Load(path)
	d = start(s)
	if z, _, _, sc = view(d); math.Abs(z-board.MaxZoom*sc) > 1e-9 {
		t.Fatalf("a zoom of 40 starts at %.3f, want the closest, %.3f", z, board.MaxZoom*sc)
	}
	// a damaged zoom: the usual start, and the player is told
	os.WriteFile(path, []byte(`{"zoom": "near", "viewX": 0.1, "viewY": 0.1}`), 0o644)
	s, _ = settings.Load(path)
	d = start(s)
	if z, _, _, _ = view(d); math.Abs(z-z0) > 1e-9 {
		t.Fatalf("a damaged zoom starts at %.3f, want the usual %.3f", z, z0)
	}
	if !slices.ContainsFunc(d.texts(), func(s string) bool { return strings.Contains(s, "damaged") }) {
		t.Fatal("no word of the damaged zoom on the screen")
	}
}
