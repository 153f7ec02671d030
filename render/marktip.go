package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// A mission placement mark (the yellow diamond of 7.0) says, when the
// pointer rests on it for the usual tooltip delay, which missions of this
// game its hex can receive and on which rolls of the d6, as package game
// lists them (State.LandingsAt). The hex cursor of the keyboard shows it
// too. The box sits beside the hex, never over it. It is the topmost of
// the scenes always on the stack (scene.go).

// tipBg is a tooltip's paper, as the buttons' tooltips have it.
var tipBg = color.NRGBA{255, 252, 228, 250}

// markTip is the mark under the pointer or the cursor, and since when.
type markTip struct {
	tipHex   game.Hex
	tipSince int
	marks    map[game.Hex]bool // the hexes that carry a mark
}

// note notes the mark under the pointer, once a frame.
func (m *markTip) note(a *App) {
	h := m.under(a)
	if h != m.tipHex {
		m.tipHex, m.tipSince = h, a.shell.frame
	}
}

// isMarked reports whether the printed map marks h as a placement hex.
func (m *markTip) isMarked(mix *game.CounterMix, h game.Hex) bool {
	if m.marks == nil {
		m.marks = map[game.Hex]bool{}
		for _, p := range paper.PlacementHexes(mix) {
			m.marks[p] = true
		}
	}
	return m.marks[h]
}

// under is the placement hex whose mark the pointer is on, or the
// cursor's hex when the keys move it; NoHex when a drag, a press, a
// button, a panel over the map, a counter or an overlay is in the way.
func (m *markTip) under(a *App) game.Hex {
	if a.pointer.Drag != nil || a.pointer.Press != nil || a.chrome.HoverBtn != nil || a.overlays.scenes.Top() != m.name() {
		return game.NoHex // a menu, the help or the reference is over the map
	}
	if a.keyboard.cursorOn {
		if a.keyboard.cursor != game.NoHex && m.isMarked(a.Rules.Mix, a.keyboard.cursor) {
			return a.keyboard.cursor
		}
		return game.NoHex
	}
	h := a.board.HoverHex
	x, y := float64(a.pointer.Cur.X), float64(a.pointer.Cur.Y)
	if h == game.NoHex || !m.isMarked(a.Rules.Mix, h) || a.overPanel(x, y) {
		return game.NoHex
	}
	if id, _ := a.board.PieceAtScreen(x, y); id != game.None {
		return game.NoHex // the counter over the mark is what the pointer is on
	}
	c, d := paper.PlacementMark(a.board.Lay.Center(h), a.board.Lay.R)
	p := a.board.ToScreen(c)
	reach := math.Max(d*a.board.Cam.Zoom*1.6, 9*a.Scale) // a small mark is hard to hit
	if math.Hypot(x-p.X, y-p.Y) > reach {
		return game.NoHex
	}
	return h
}

// markTipText is the tooltip's lines for a placement hex.
func markTipText(st *game.State, h game.Hex) []string {
	ls := st.LandingsAt(h)
	if len(ls) == 0 {
		return []string{fmt.Sprintf("Mission placement hex %s [7.0]", h), "No mission of this game lands here: the scenario left them out."}
	}
	out := []string{fmt.Sprintf("Mission placement hex %s [7.0]", h)}
	left := 0
	for _, l := range ls {
		line := "d6 " + rollsText(l.Rolls) + ": " + l.Name
		if len(l.Pieces) > 1 {
			line += fmt.Sprintf(" (×%d)", len(l.Pieces))
		}
		line += fmt.Sprintf(", %d PP", l.Award)
		switch {
		case l.Left == 0:
			line += " · " + gone(st, l.Pieces)
		case l.Left < len(l.Pieces):
			line += fmt.Sprintf(" · %d still in the cup", l.Left)
		}
		left += l.Left
		out = append(out, line)
	}
	if left == 0 {
		out = append(out, "None of them is left in the cup.")
	}
	return out
}

// rollsText writes d6 results in pairs: "1-2", "3-4, 5-6".
func rollsText(rolls []int) string {
	var parts []string
	for i := 0; i+1 < len(rolls); i += 2 {
		parts = append(parts, fmt.Sprintf("%d-%d", rolls[i], rolls[i+1]))
	}
	return strings.Join(parts, ", ")
}

// gone says where a mission no longer in the cup is.
func gone(st *game.State, ids []game.PieceID) string {
	var where []string
	for _, id := range ids {
		w := ""
		switch st.P(id).Place {
		case game.OnMap:
			w = "on the map at " + st.P(id).Hex.String()
		case game.AccomplishedBox:
			w = "accomplished"
		case game.ForfeitedBox:
			w = "forfeited"
		default:
			w = "out of the game"
		}
		if len(where) == 0 || where[len(where)-1] != w {
			where = append(where, w)
		}
	}
	return strings.Join(where, ", ")
}

// layout is the tooltip's box and lines, when it shows: after the
// delay, beside the hex (right of it, else left), at its height.
func (m *markTip) layout(a *App) (r ui.Rect, lines []string, head int, ok bool) {
	h := m.tipHex
	if h == game.NoHex || a.shell.frame-m.tipSince < tooltipDelay {
		return ui.Rect{}, nil, 0, false
	}
	s := a.Scale
	for i, l := range markTipText(a.Shown(), h) {
		ws := a.U.Wrap(l, 340*s, 11.5, i == 0)
		if i == 0 {
			head = len(ws)
		}
		for j, w := range ws {
			if i > 0 && j > 0 {
				w = "   " + w // a roll's line runs on, indented
			}
			lines = append(lines, w)
		}
	}
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, a.U.Width(l, 11.5, true))
	}
	w += 14 * s
	ht := float64(len(lines))*16*s + 8*s
	c := a.board.ToScreen(a.board.Lay.Center(h))
	hr := a.board.Lay.R * a.board.Cam.Zoom
	// a hex and a half out: clear of the hex and of most of a village's
	// name printed under it
	x := c.X + hr*1.5 + 6*s
	if x+w > a.MapView.X+a.MapView.W-4*s {
		x = c.X - hr*1.5 - 6*s - w
	}
	x = math.Max(x, 4*s)
	y := c.Y - ht/2
	y = math.Max(a.MapView.Y+4*s, math.Min(y, a.MapView.Y+a.MapView.H-ht-4*s))
	return ui.Rect{X: x, Y: y, W: w, H: ht}, lines, head, true
}

func (*markTip) name() string                    { return "mark-tip" }
func (*markTip) update(*App, ui.InputState) bool { return false }
func (*markTip) escape(*App) scenes.Esc          { return scenes.EscPass }
func (*markTip) cover(*App, *ebiten.Image) bool  { return false }

// animates: frames keep coming while the tooltip waits to show.
func (m *markTip) animates(a *App) bool {
	return m.tipHex != game.NoHex && a.shell.frame-m.tipSince <= tooltipDelay
}

// elems is the tooltip as an element of the frame (frame.go).
func (m *markTip) elems(a *App, _, screen *ebiten.Image) []ui.Elem {
	r, lines, head, ok := m.layout(a)
	if !ok {
		return nil
	}
	s := a.Scale
	return []ui.Elem{{ID: "mark-tip", R: r.Grow(2 * s), Sig: [2]any{strings.Join(lines, "\n"), r}, Over: true, Draw: func() {
		ui.FillRect(screen, r, tipBg)
		ui.StrokeRect(screen, r, 1*s, ui.Ink)
		for i, l := range lines {
			a.U.Text(screen, l, r.X+7*s, r.Y+12*s+float64(i)*16*s, 11.5, i < head, ui.Ink, 0)
		}
	}}}
}
