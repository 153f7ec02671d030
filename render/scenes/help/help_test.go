package help

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/keymap"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
)

// keymapLines are the default keymap's lines as the help writes them,
// with the longest "now …" a setting puts before a line.
func keymapLines() []Line {
	var out []Line
	for _, b := range keymap.Default {
		out = append(out, Line{Keys: b.Keys, Does: "now every 2 s · " + keymap.Default.Says(b.Does)})
	}
	return out
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

// At the smallest window, and at 900×600 and 1280×800 at 150 %, every
// line of the keymap can be read whole in the help, paged through with
// PgDn, and no text of the help leaves the window; where it scrolls,
// the wheel scrolls it back up.
func TestHelpFitsSmallWindow(t *testing.T) {
	lines := keymapLines()
	for _, c := range []struct {
		w, h  int
		scale float64
	}{{800, 560, 1}, {900, 600, 1}, {1280, 800, 1.5}} {
		name := fmt.Sprintf("%dx%d@%.0f%%", c.w, c.h, c.scale*100)
		ctx := scenestest.New()
		ctx.Win.W, ctx.Win.H, ctx.Win.Scale, ctx.Win.U = c.w, c.h, c.scale, ui.NewUI(c.scale)
		h := &Help{Lines: func() []Line { return lines }}
		ctx.Scenes.Push(h)
		seen := map[string]bool{}
		last, pages := "", 0
		for range 30 {
			texts := ctx.Texts()
			for _, tx := range texts {
				seen[tx.S] = true
				if r := tx.Box; r.X < 0 || r.Y < 0 || r.X+r.W > float64(c.w)+0.5 || r.Y+r.H > float64(c.h)+0.5 {
					t.Errorf("%s: text out of the window: %q at %.0f,%.0f %.0f×%.0f", name, tx.S, r.X, r.Y, r.W, r.H)
				}
			}
			words := scenestest.Words(texts)
			i := slices.IndexFunc(words, func(s string) bool { return strings.HasPrefix(s, "Rows ") })
			if i < 0 || words[i] == last {
				break
			}
			last = words[i]
			pages++
			ctx.Press(ebiten.KeyPageDown)
		}
		for _, l := range lines {
			if !seen[l.Keys] {
				t.Errorf("%s: the help does not show %q", name, l.Keys)
			}
			if rest := readWhole(l.Does, seen); rest != "" {
				t.Errorf("%s: of %q, the help cannot be read from %q on", name, l.Keys, rest)
			}
		}
		if c.w == 800 && pages < 2 {
			t.Errorf("%s: the help does not scroll (%d pages)", name, pages)
		}
		if pages > 0 {
			top := h.Top
			ctx.Frame(ui.InputState{X: 400, Y: 300, WheelY: 2})
			if h.Top >= top || !slices.Contains(scenestest.Words(ctx.Texts()), "SHORTCUTS") {
				t.Errorf("%s: the wheel did not scroll the help back up (row %d, was %d)", name, h.Top, top)
			}
		}
	}
}

// In a window that holds it all, the help does not scroll: the wheel and
// the arrows go on to the board, and a click closes it.
func TestHelpClosesOnAClick(t *testing.T) {
	ctx := scenestest.New()
	ctx.Win.W, ctx.Win.H = 2560, 1600
	h := &Help{Lines: keymapLines}
	ctx.Scenes.Push(h)
	if kept := ctx.Press(ebiten.KeyArrowDown); kept {
		t.Error("the help kept an arrow it has no use for")
	}
	if words := scenestest.Words(ctx.Texts()); !slices.Contains(words, "Click anywhere to close.") {
		t.Errorf("the help's foot: %q", words)
	}
	ctx.Click(ui.Rect{X: 10, Y: 10, W: 2, H: 2})
	if ctx.Scenes.IsUp("help") {
		t.Fatal("a click did not close the help")
	}
	ctx.Scenes.Push(h)
	ctx.Press(ebiten.KeyEscape)
	if ctx.Scenes.IsUp("help") {
		t.Fatal("Escape did not close the help")
	}
}
