package render

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// Ctrl+K switches high contrast on and off: the panels' paper turns
// white and the Special Forces' counters darker, the counters already
// drawn are drawn again, the help says the setting's value, and the
// preferences kept between runs carry it.
func TestHighContrastKey(t *testing.T) {
	d := newGameDriver(t, 3)
	defer d.on(func(a *App) { ui.SetHighContrast(false); a.Opt.HighContrast = false })
	usualSF, _, _ := paper.PalSF.Colors()
	usualPaper := ui.Paper
	press := func() {
		d.in.Key(ebiten.KeyK, ebiten.KeyControlLeft)
		d.script()
	}
	d.texts() // a frame drawn: its counters kept
	var before map[board.CounterKey]*ebiten.Image
	d.on(func(a *App) { before = maps.Clone(a.board.Counters) })
	if len(before) == 0 {
		t.Fatal("no counter drawn before the key")
	}
	press()
	var on, kept bool
	d.on(func(a *App) {
		on, kept = a.Opt.HighContrast, a.Preferences().HighContrast
		for k, img := range a.board.Counters {
			if before[k] == img {
				t.Errorf("a counter drawn in the usual palette is kept: %+v", k)
			}
		}
	})
	sf, _, _ := paper.PalSF.Colors()
	if !on || !kept || !ui.HighContrast() || ui.Paper != ui.RGB(0xFFFFFF) || sf == usualSF {
		t.Fatalf("Ctrl+K: high contrast %v (kept %v, palette %v), paper %v, SF counters %v", on, kept, ui.HighContrast(), ui.Paper, sf)
	}
	if txt := d.texts(); !slices.ContainsFunc(txt, func(l string) bool { return strings.HasPrefix(l, "High contrast: text and counters at 7:1") }) {
		t.Errorf("no word on high contrast: %q", txt)
	}
	d.shot("high-contrast")
	press()
	d.on(func(a *App) { on = a.Opt.HighContrast })
	sf, _, _ = paper.PalSF.Colors()
	if on || ui.HighContrast() || ui.Paper != usualPaper || sf != usualSF {
		t.Fatalf("Ctrl+K again: high contrast %v, paper %v, SF counters %v", on, ui.Paper, sf)
	}
}
