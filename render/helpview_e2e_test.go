package render

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/keymap"
	"kandahar/render/ui"
)

// At the smallest window, and at 900×600 and 1280×800 at 150 %, every
// line of the keymap can be read whole in the help, scrolled through
// with PgDn, and no text of the help leaves the window.
func TestHelpFitsSmallWindow(t *testing.T) {
	d := newGameDriver(t, 3)
	for _, c := range []struct {
		w, h  int
		scale float64
	}{{800, 560, 1}, {900, 600, 1}, {1280, 800, 1.5}} {
		if !d.resize(c.w, c.h) {
			t.Skipf("the window manager would not give %d×%d", c.w, c.h)
		}
		d.on(func(a *App) { a.Opt.UIScale = c.scale })
		d.waitFrames(3)
		name := fmt.Sprintf("%dx%d@%.0f%%", c.w, c.h, c.scale*100)
		readHelp(t, d, name)
	}
}

// readHelp opens the help, pages through it and checks what it shows.
func readHelp(t *testing.T, d *driver, name string) {
	t.Helper()
	var mu sync.Mutex
	var out []string
	d.on(func(a *App) {
		a.U.Watch = watchFunc(func(s string, _ float64, r ui.Rect) {
			if helpText(s) && (r.X < 0 || r.Y < 0 || r.X+r.W > float64(a.W)+0.5 || r.Y+r.H > float64(a.H)+0.5) {
				mu.Lock()
				out = append(out, fmt.Sprintf("%q at %.0f,%.0f %.0f×%.0f", s, r.X, r.Y, r.W, r.H))
				mu.Unlock()
			}
		})
	})
	defer d.on(func(a *App) { a.U.Watch = nil })
	d.in.Key(ebiten.KeyF1)
	d.script()
	seen := map[string]bool{}
	last := ""
	for range 30 {
		texts := d.texts()
		for _, s := range texts {
			seen[s] = true
		}
		i := slices.IndexFunc(texts, func(s string) bool { return strings.HasPrefix(s, "Rows ") })
		if i < 0 || texts[i] == last {
			break
		}
		last = texts[i]
		d.in.Key(ebiten.KeyPageDown)
		d.script()
	}
	if last != "" { // it scrolls: the wheel scrolls it back up
		top := -1
		d.in.Wheel(400, 300, 2)
		d.script()
		d.on(func(a *App) { top = a.overlays.help.Top })
		if top < 0 || !slices.Contains(d.texts(), "SHORTCUTS") {
			t.Errorf("%s: no help after the wheel", name)
		}
		d.shot("help-" + name)
	} else {
		d.shot("help-" + name)
	}
	var app *App
	d.on(func(a *App) { app = a })
	for _, b := range keymap.Default {
		if !seen[b.Keys] {
			t.Errorf("%s: the help does not show %q", name, b.Keys)
		}
		var does string
		d.on(func(a *App) { does = helpDoes(app, b) })
		if rest := readWhole(does, seen); rest != "" {
			t.Errorf("%s: of %q, the help cannot be read from %q on", name, b.Keys, rest)
		}
	}
	mu.Lock()
	for _, o := range out {
		t.Errorf("%s: text out of the window: %s", name, o)
	}
	mu.Unlock()
	d.in.Key(ebiten.KeyEscape)
	d.script()
}

// helpText reports a text of the help (the map's names lie under it, in
// the map's own pixels).
func helpText(s string) bool {
	if s == "SHORTCUTS" || strings.HasPrefix(s, "Rows ") || strings.HasPrefix(s, "Click anywhere") {
		return true
	}
	for _, b := range keymap.Default {
		if s == b.Keys || strings.Contains(keymap.Default.Says(b.Does), s) {
			return true
		}
	}
	return false
}

// readWhole reads s from the texts seen, a line at a time on its words,
// and returns what no text reads ("" when all of s is read).
func readWhole(s string, seen map[string]bool) string {
	for s != "" {
		best := ""
		for t := range seen {
			if len(t) > len(best) && strings.HasPrefix(s, t) && (len(t) == len(s) || s[len(t)] == ' ') {
				best = t
			}
		}
		if best == "" {
			return s
		}
		s = strings.TrimPrefix(s[len(best):], " ")
	}
	return ""
}
