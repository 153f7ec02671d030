package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/paper"
)

// The map's cues: the forward-base zone (6.3) named in the
// hex panel, and the mission placement marks (7.0) that say which
// missions can land on them.

// hasText reports whether the frame's texts, read in order as one line,
// hold want (a note the panel wraps over several lines).
func hasText(texts []string, want string) bool {
	return strings.Contains(strings.Join(texts, " "), want)
}

// hoverHex rests the pointer on a hex's centre.
func (d *driver) hoverHex(h game.Hex) {
	x, y := d.hex(h)
	d.in.MoveTo(x, y)
	d.script()
}

func TestForwardBaseNamedInHexPanel(t *testing.T) {
	d := newGameDriver(t, 1)
	b := shippedRules(t).Board
	// a hex just inside the zone and its neighbour just outside, as the
	// game draws the line between them
	in, out := game.MustHex("2005"), game.MustHex("2006")
	if !b.InFOBZone(in) || b.InFOBZone(out) {
		t.Fatalf("the game puts %s in the zone: %v, %s: %v", in, b.InFOBZone(in), out, b.InFOBZone(out))
	}
	d.clickButton("end-phase") // the set-up shop closes: the camps' step, when the zone matters
	d.idle()
	check := func(size string) {
		t.Helper()
		d.on(func(a *App) {
			// the map key's line fits its panel
			if w := a.U.Width(chrome.FobKey, 11, false); 12*a.Scale+30*a.Scale+w > a.chrome.Left.W {
				t.Errorf("%s: the map key's %q (%.0f px) runs out of the %.0f px panel", size, chrome.FobKey, w, a.chrome.Left.W)
			}
		})
		d.look(in)
		d.hoverHex(in)
		if got := d.texts(); !hasText(got, chrome.FobNote) {
			t.Errorf("%s: hovering %s, in the zone, the hex panel does not name it: %q", size, in, got)
		}
		d.shot("fob-hex-panel-" + size)
		d.hoverHex(out)
		if got := d.texts(); hasText(got, "Forward-base zone [6.3]") {
			t.Errorf("%s: hovering %s, outside the zone, the hex panel names it: %q", size, out, got)
		}
	}
	check("1280x800")
	// a narrower panel wraps the note rather than cutting it
	defer d.resize(1280, 800)
	if !d.resize(1024, 700) {
		t.Fatal("the window manager did not resize the window")
	}
	check("small")

	// the pieces listed under the note keep clear of it
	d.resize(1280, 800)
	d.look(in)
	d.on(func(a *App) {
		note := a.chrome.HexNote(in)
		if len(note) == 0 {
			t.Fatal("no note for a hex in the zone")
		}
		if top := a.chrome.HexRowsTop(in); top < a.chrome.Right.Y+50*a.Scale+float64(len(note)-1)*14*a.Scale+10*a.Scale {
			t.Errorf("the rows start at %.0f, over the note's last line", top)
		}
	})
}

func TestMissionMarkTooltip(t *testing.T) {
	d := newGameDriver(t, 1)
	d.clickButton("end-phase") // the set-up shop closes: the camps' step
	d.idle()
	h := game.MustHex("1001") // Protect V.I.P. and Re-supply, both on 1-2
	want := d.state().LandingsAt(h)
	if len(want) < 2 {
		t.Fatalf("the game lists %d missions at %s, the test wants two", len(want), h)
	}
	d.look(h)
	mark := func() (int, int) {
		x, y := 0, 0
		d.on(func(a *App) {
			m, _ := paper.PlacementMark(a.board.Lay.Center(h), a.board.Lay.R)
			p := a.board.ToScreen(m)
			x, y = int(p.X), int(p.Y)
		})
		return x, y
	}
	mx, my := mark()
	d.in.MoveTo(mx, my)
	d.script()
	title := "Mission placement hex " + h.String() + " [7.0]"
	if got := d.texts(); hasText(got, title) {
		t.Errorf("the tooltip shows at once, before its delay: %q", got)
	}
	d.waitFrames(chrome.TooltipDelay + 2)
	got := d.texts()
	if !hasText(got, title) {
		t.Fatalf("no tooltip after resting on the mark of %s: %q", h, got)
	}
	for _, l := range want {
		if !hasText(got, l.Name) {
			t.Errorf("the tooltip leaves out %s, which the game says lands at %s", l.Name, h)
		}
	}
	if !hasText(got, "d6 1-2: Re-supply (×2), 2 PP") {
		t.Errorf("the tooltip does not say Re-supply comes twice on 1-2: %q", got)
	}
	// clear of the hex it is about
	d.on(func(a *App) {
		r, ok := a.markTip.Box()
		c := a.board.ToScreen(a.board.Lay.Center(h))
		hr := a.board.Lay.R * a.board.Cam.Zoom
		if ok && r.X < c.X+hr && r.X+r.W > c.X-hr && r.Y < c.Y+hr && r.Y+r.H > c.Y-hr {
			t.Errorf("the tooltip %v covers the hex %s at %.0f,%.0f", r, h, c.X, c.Y)
		}
	})
	d.shot("mission-mark-tooltip")

	// the hex's middle is not the mark: no tooltip there
	x, y := d.hex(h)
	up := 0
	d.on(func(a *App) { up = int(a.board.Lay.R * a.board.Cam.Zoom * 0.5) })
	d.in.MoveTo(x+1, y-up)
	d.script()
	d.waitFrames(chrome.TooltipDelay + 2)
	if got := d.texts(); hasText(got, title) {
		t.Errorf("a tooltip away from the mark: %q", got)
	}

	// the keyboard's hex cursor on the hex shows it too (a turn
	// without the mouse): the first arrow puts the cursor where the
	// pointer is
	d.in.Key(ebiten.KeyArrowUp)
	d.script()
	d.waitFrames(chrome.TooltipDelay + 2)
	if got := d.texts(); !hasText(got, title) {
		cur := game.NoHex
		d.on(func(a *App) { cur = a.hand.Keys.Cursor })
		t.Errorf("the hex cursor on %s (at %s) shows no tooltip: %q", h, cur, got)
	}

	// a mark whose missions are all out of the cup says so
	d.on(func(a *App) {
		for _, l := range want {
			for _, id := range l.Pieces {
				a.G.State.P(id).Place = game.AccomplishedBox
			}
		}
		a.Version++
	})
	d.in.MoveTo(mark())
	d.script()
	d.waitFrames(chrome.TooltipDelay + 2)
	if got := d.texts(); !hasText(got, "None of them is left in the cup.") || !hasText(got, "accomplished") {
		t.Errorf("after both missions are accomplished: %q", got)
	}
}
