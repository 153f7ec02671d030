package mapcues

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// A mission placement mark (the yellow diamond of 7.0) says, when the
// pointer rests on it for the usual tooltip delay, which missions of this
// game its hex can receive and on which rolls of the d6, as package game
// lists them (State.LandingsAt). The hex cursor of the keyboard shows it
// too. The box sits beside the hex, never over it. It is the topmost of
// the scenes always on the stack.

// MarkTipName is the tip's name on the stack.
const MarkTipName = "mark-tip"

// The magnifier and the marks' tooltip are Kandahar's: they show the
// stacks of its hex map and the mission placement marks of its printed
// map (7.0), and read its game through its own queries (LandingsAt).

// View is what the magnifier and the marks' tooltip are given: the map
// as it stands this frame, as values; the game as shown, read only; the
// rules, for the marks of the printed map; and how they lay a stack out
// and draw its counters as the board does.
type View interface {
	scenes.Context
	Map() Map
	Shown() *game.State
	Rules() *game.Rules
	// StackAt is the counters drawn in h, bottom first.
	StackAt(h game.Hex) []game.PieceID
	// PieceAt is the counter drawn at x, y on the screen, or None.
	PieceAt(x, y float64) game.PieceID
	// SpreadCell and SpreadLayout lay a stack out as its spread does: n
	// cells in a box at x, y at least minW wide.
	SpreadCell() float64
	SpreadLayout(x, y, minW float64, n int) (ui.Rect, []ui.Rect)
	// MagnifierTitle names the stack under the pointer.
	MagnifierTitle() string
	// DrawCounter draws a counter in a cell as the spread draws it.
	DrawCounter(dst *ebiten.Image, id game.PieceID, cell ui.Rect)
}

// Map is the hex map as it stands this frame.
type Map struct {
	Seen     board.Seen // the map under the camera
	Hover    game.Hex   // the hex under the pointer; NoHex off the map
	Counters bool       // the counters are drawn (H hides them)
	Stacks   uint64     // a hash of the stacks drawn: it changes with them
	Spread   game.Hex   // the hex whose stack is spread open; NoHex
	Busy     bool       // events are being played
	Version  int        // changes with the game and its playback
}

// tipBg is a tooltip's paper, as the buttons' tooltips have it.
var tipBg = color.NRGBA{255, 252, 228, 250}

// MarkTip is the mark under the pointer or the cursor, and since when.
type MarkTip struct {
	scenes.Standing
	Ctx View
	// Delay is how many frames the pointer rests before the tip shows.
	Delay    int
	tipHex   game.Hex
	tipSince int
	now      int               // the frame last noted
	marks    map[game.Hex]bool // the hexes that carry a mark
}

// MarkTipIn is what else the frame says about the pointer and the keys.
type MarkTipIn struct {
	Elsewhere bool                    // a drag, a press or a button has the pointer
	Keys      bool                    // the keys move the hex cursor: the tip is its hex's
	Cursor    game.Hex                // the hex cursor
	OverPanel func(x, y float64) bool // a panel over the map is at x, y
}

// Note notes the mark under the pointer or the cursor, once a frame.
func (m *MarkTip) Note(in MarkTipIn, frame int) {
	m.now = frame
	h := m.under(in)
	if h != m.tipHex {
		m.tipHex, m.tipSince = h, frame
	}
}

// isMarked reports whether the printed map marks h as a placement hex.
func (m *MarkTip) isMarked(mix *game.CounterMix, h game.Hex) bool {
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
// button, a panel over the map, a counter or a scene is in the way.
func (m *MarkTip) under(in MarkTipIn) game.Hex {
	c := m.Ctx
	mix := c.Rules().Mix
	if in.Elsewhere || c.Stack().Top() != MarkTipName {
		return game.NoHex // a menu, the help or the reference is over the map
	}
	if in.Keys {
		if in.Cursor != game.NoHex && m.isMarked(mix, in.Cursor) {
			return in.Cursor
		}
		return game.NoHex
	}
	mp := c.Map()
	h := mp.Hover
	x, y := float64(c.Cur().X), float64(c.Cur().Y)
	if h == game.NoHex || !m.isMarked(mix, h) || in.OverPanel(x, y) {
		return game.NoHex
	}
	if c.PieceAt(x, y) != game.None {
		return game.NoHex // the counter over the mark is what the pointer is on
	}
	sn := mp.Seen
	mc, d := paper.PlacementMark(sn.Lay.Center(h), sn.Lay.R)
	p := sn.ToScreen(mc)
	reach := math.Max(d*sn.Cam.Zoom*1.6, 9*c.Window().Scale) // a small mark is hard to hit
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

// Box is where the tooltip shows, if it does.
func (m *MarkTip) Box() (ui.Rect, bool) {
	r, _, _, ok := m.layout()
	return r, ok
}

// layout is the tooltip's box and lines, when it shows: after the
// delay, beside the hex (right of it, else left), at its height.
func (m *MarkTip) layout() (r ui.Rect, lines []string, head int, ok bool) {
	h := m.tipHex
	if h == game.NoHex || m.now-m.tipSince < m.Delay {
		return ui.Rect{}, nil, 0, false
	}
	sh, sn := m.Ctx.Window(), m.Ctx.Map().Seen
	s := sh.Scale
	for i, l := range markTipText(m.Ctx.Shown(), h) {
		ws := sh.U.Wrap(l, 340*s, 11.5, i == 0)
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
		w = math.Max(w, sh.U.Width(l, 11.5, true))
	}
	w += 14 * s
	ht := float64(len(lines))*16*s + 8*s
	c := sn.HexCentre(h)
	hr := sn.HexRadius()
	// a hex and a half out: clear of the hex and of most of a village's
	// name printed under it
	mv := sh.MapView
	x := c.X + hr*1.5 + 6*s
	if x+w > mv.X+mv.W-4*s {
		x = c.X - hr*1.5 - 6*s - w
	}
	x = math.Max(x, 4*s)
	y := c.Y - ht/2
	y = math.Max(mv.Y+4*s, math.Min(y, mv.Y+mv.H-ht-4*s))
	return ui.Rect{X: x, Y: y, W: w, H: ht}, lines, head, true
}

// Name is the scene's name.
func (*MarkTip) Name() string { return MarkTipName }

// Animates: frames keep coming while the tooltip waits to show.
func (m *MarkTip) Animates(scenes.Context) bool {
	return m.tipHex != game.NoHex && m.now-m.tipSince <= m.Delay
}

// Elems is the tooltip as an element of the frame.
func (m *MarkTip) Elems(_ scenes.Context, _, screen *ebiten.Image) []ui.Elem {
	r, lines, head, ok := m.layout()
	if !ok {
		return nil
	}
	sh := m.Ctx.Window()
	s := sh.Scale
	return []ui.Elem{{ID: MarkTipName, R: r.Grow(2 * s), Sig: [2]any{strings.Join(lines, "\n"), r}, Over: true, Draw: func() {
		ui.FillRect(screen, r, tipBg)
		ui.StrokeRect(screen, r, 1*s, ui.Ink)
		for i, l := range lines {
			sh.U.Text(screen, l, r.X+7*s, r.Y+12*s+float64(i)*16*s, 11.5, i < head, ui.Ink, 0)
		}
	}}}
}
