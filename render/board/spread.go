package board

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// A stack spread open beside its hex, as VASSAL opens one: every counter
// at a size whose values can be read, each one a handle to drag. Dropped
// onto another counter of the spread a counter loads on it (haul, ride);
// dropped on the hex, or on the spread's free space, it is left there
// (set down, dropped off); dropped on another hex it moves alone. The
// rules say what each drop means (game.State.DropAt); the spread only
// says which piece went where. The magnifier that follows the pointer
// lays its counters out the same way.

// Spread is the stack spread open on the map.
type Spread struct {
	Hex  game.Hex     // the stack's hex; NoHex when none is spread
	Area ui.Rect      // the room it may take: the map less the action bar
	Pick game.PieceID // the counter the keys chose there (P), or None
}

// SpreadMax is how many counters a row of the spread holds.
const SpreadMax = 5

// SpreadCell is the side of a counter in the spread and the magnifier:
// large enough for its values to be read at any zoom.
func (b *Board) SpreadCell() float64 { return 62 * b.Scale }

// SpreadLayout lays n counters out in a panel whose top-left corner is
// (x, y), at least minW wide: the panel, and each counter's square, the
// top counter first.
func (b *Board) SpreadLayout(x, y, minW float64, n int) (ui.Rect, []ui.Rect) {
	s := b.Scale
	S := b.SpreadCell()
	cols := max(1, min(n, SpreadMax))
	rows := (n + cols - 1) / cols
	row := S + 8*s + captionH*s // a counter, what hauls it, a gap
	r := ui.Rect{X: x, Y: y, W: math.Max(float64(cols)*(S+8*s)+10*s, minW), H: float64(rows)*row + 28*s}
	cells := make([]ui.Rect, n)
	for i := range cells {
		cells[i] = ui.Rect{X: x + 8*s + float64(i%cols)*(S+8*s), Y: y + 24*s + float64(i/cols)*row, W: S, H: S}
	}
	return r, cells
}

// captionH is the height of the line under a counter of the spread.
const captionH = 16

// DrawSpreadCounter draws a counter of the spread or the magnifier in
// its square, and under it what hauls it ("by A-Team"): the loads the
// player is about to change, in words.
func (b *Board) DrawSpreadCounter(dst *ebiten.Image, id game.PieceID, c ui.Rect, alpha float32) {
	b.DrawCounterAt(dst, b.Face(id), c.X, c.Y, c.W, alpha)
	st := b.Shown()
	if carrier := st.P(id).Carrier; carrier != game.None {
		s := b.Scale
		t := ui.Fit(b.U, "by "+st.Name(carrier), c.W+6*s, 11)
		b.U.Text(dst, t, c.X+c.W/2, c.Y+c.H+(captionH/2+2)*s, 11, false, ui.Ink, 0.5)
	}
}

// SpreadOpen reports the hex whose stack is spread now: one pinned in the
// inspector (a click on it, or O at the hex cursor) and of more than one
// counter. Unpinning the hex closes it.
func (b *Board) SpreadOpen() (game.Hex, bool) {
	h := b.Spread.Hex
	if h == game.NoHex || h != b.SelHex || len(b.StackAt(h)) < 2 || !b.ShowPiece {
		return game.NoHex, false
	}
	return h, true
}

// ToggleSpread spreads the stack in h open and pins its hex, or, open
// already, closes it and unpins the hex. It reports whether it is open.
func (b *Board) ToggleSpread(h game.Hex) bool {
	if open, ok := b.SpreadOpen(); ok && open == h {
		b.Spread.Hex, b.SelHex = game.NoHex, game.NoHex
		return false
	}
	b.SelHex, b.Spread.Hex = h, h
	_, ok := b.SpreadOpen()
	return ok
}

// SpreadPlace is where the open spread stands: beside its hex, to the
// right, or to the left where the right has no room, inside its area;
// with the pieces it shows, the top one first, and their squares.
func (b *Board) SpreadPlace() (ui.Rect, []game.PieceID, []ui.Rect, bool) {
	h, ok := b.SpreadOpen()
	if !ok {
		return ui.Rect{}, nil, nil, false
	}
	st := b.StackAt(h)
	ids := make([]game.PieceID, len(st))
	for i, id := range st {
		ids[len(st)-1-i] = id
	}
	s := b.Scale
	title := b.U.Width(b.SpreadTitle(h), 11, true) + 16*s
	r, _ := b.SpreadLayout(0, 0, title, len(ids))
	c := b.ToScreen(b.Lay.Center(h))
	R := BaseR * b.Cam.Zoom
	area := b.Spread.Area
	if area.W <= 0 {
		area = b.MapView
	}
	// beside the hex, clear of it: right, left, below, above; the first
	// that fits inside the area, else the first that keeps the hex clear
	gap := R*1.05 + 6*s
	hex := ui.Rect{X: c.X - R, Y: c.Y - R, W: 2 * R, H: 2 * R}
	var best ui.Pt
	found := false
	for i, at := range []ui.Pt{
		{c.X + gap, c.Y - r.H/2}, {c.X - gap - r.W, c.Y - r.H/2},
		{c.X - r.W/2, c.Y + gap}, {c.X - r.W/2, c.Y - gap - r.H},
	} {
		in := ui.Pt{math.Max(area.X+4*s, math.Min(at.X, area.X+area.W-r.W-4*s)), math.Max(area.Y+4*s, math.Min(at.Y, area.Y+area.H-r.H-4*s))}
		clear := (ui.Rect{X: in.X, Y: in.Y, W: r.W, H: r.H}).Intersect(hex).W <= 0
		if i == 0 || clear && !found {
			best = in
		}
		if clear && in == at {
			best = in
			break
		}
		found = found || clear
	}
	r, cells := b.SpreadLayout(best.X, best.Y, title, len(ids))
	return r, ids, cells, true
}

// SpreadTitle names the spread's hex and what to do with it.
func (b *Board) SpreadTitle(h game.Hex) string {
	return "Stack at " + h.String() + " · drag a counter"
}

// SpreadAt is what the point (x, y) is on in the open spread: the piece
// whose counter is there (None on the panel's free space), and whether
// the point is on the spread at all.
func (b *Board) SpreadAt(x, y float64) (game.PieceID, game.Hex, bool) {
	r, ids, cells, ok := b.SpreadPlace()
	if !ok || !r.In(x, y) {
		return game.None, game.NoHex, false
	}
	for i, c := range cells {
		if c.In(x, y) {
			return ids[i], b.Spread.Hex, true
		}
	}
	return game.None, b.Spread.Hex, true
}

// DrawSpread draws the open spread: a line from its hex, the panel and
// the counters, those dragged drawn faint, the one the keys picked tagged.
func (b *Board) DrawSpread(dst *ebiten.Image, pick game.PieceID, dragged []game.PieceID) {
	r, ids, cells, ok := b.SpreadPlace()
	if !ok {
		return
	}
	s := b.Scale
	h := b.Spread.Hex
	c := b.ToScreen(b.Lay.Center(h))
	edge := ui.Pt{math.Max(r.X, math.Min(c.X, r.X+r.W)), math.Max(r.Y, math.Min(c.Y, r.Y+r.H))} // the panel's nearest point
	// the hex it opens from, ringed, and a line to it: dark under light,
	// so that it shows on every terrain
	b.StrokeHex(dst, h, color.NRGBA{10, 10, 10, 255}, 5*s, 0.97)
	b.StrokeHex(dst, h, color.NRGBA{250, 246, 232, 255}, 2*s, 0.97)
	b.Line(dst, c, edge, 5*s, color.NRGBA{10, 10, 10, 255})
	b.Line(dst, c, edge, 2*s, color.NRGBA{250, 246, 232, 255})
	ui.FillRect(dst, ui.Rect{X: r.X + 3*s, Y: r.Y + 3*s, W: r.W, H: r.H}, color.NRGBA{0, 0, 0, 70})
	ui.FillRect(dst, r, color.NRGBA{250, 246, 232, 250})
	ui.StrokeRect(dst, r, 2*s, ui.Ink)
	b.U.Text(dst, b.SpreadTitle(h), r.X+8*s, r.Y+12*s, 11, true, ui.Ink, 0)
	for i, id := range ids {
		alpha := float32(1)
		if slices.Contains(dragged, id) {
			alpha = 0.3
		}
		b.DrawSpreadCounter(dst, id, cells[i], alpha)
		if id == pick {
			// the keys' choice (P), as the inspector's row tags it
			g := cells[i].Grow(3 * s)
			ui.StrokeRect(dst, g, 3*s, ui.Ink)
			tag := "picked (M)"
			tw := b.U.Width(tag, 11, true) + 8*s
			box := ui.Rect{X: g.X + (g.W-tw)/2, Y: g.Y + g.H - 15*s, W: tw, H: 15 * s}
			ui.FillRect(dst, box, ui.Ink)
			b.U.Text(dst, tag, box.X+box.W/2, box.Y+box.H/2, 11, true, color.White, 0.5)
		}
	}
}

// AimAt is where a drag released at (x, y) goes: the open spread's hex,
// onto the counter there (None on its free space); else the hex under the
// point, onto the counter there unless the drag came out of the spread
// (from the spread, the map's hex is the hex itself: leave it there).
func (b *Board) AimAt(x, y float64, fromSpread bool) (game.Hex, game.PieceID) {
	if id, h, in := b.SpreadAt(x, y); in {
		return h, id
	}
	if id, h := b.PieceAtScreen(x, y); id != game.None && !fromSpread {
		return h, id
	}
	return b.HexAtScreen(x, y), game.None
}

// DrawSpreadTarget rings the counter of the spread a drag is over, and
// says under the spread what dropping it there does: a solid ring where
// the drop is allowed, a dashed one where it is refused, so that the
// shape, not only the colour, tells.
func (b *Board) DrawSpreadTarget(dst *ebiten.Image, d *DragInfo) {
	r, ids, cells, open := b.SpreadPlace()
	if !open || d == nil || d.Onto == game.None {
		return
	}
	s := b.Scale
	ok := d.OntoDrop.OK()
	for i, id := range ids {
		if id != d.Onto {
			continue
		}
		g := cells[i].Grow(3 * s)
		pts := []ui.Pt{{g.X, g.Y}, {g.X + g.W, g.Y}, {g.X + g.W, g.Y + g.H}, {g.X, g.Y + g.H}}
		if ok {
			ui.StrokeClosed(dst, pts, 4*s, color.NRGBA{20, 50, 160, 255})
		} else {
			StrokeDashed(dst, pts, 4*s, color.NRGBA{190, 30, 20, 255})
		}
	}
	say := d.OntoDrop.Sentence()
	switch {
	case ok && d.OntoDrop.Kind == game.DropStay:
		say = "Nothing happens: it stays where it is."
	case ok:
		say = "Drop: " + d.OntoDrop.Text + "."
	}
	lines := b.U.Wrap(say, math.Max(r.W, 240*s)-16*s, 11.5, true)
	box := ui.Rect{X: r.X, Y: r.Y + r.H + 4*s, W: math.Max(r.W, 240*s), H: float64(len(lines))*15*s + 8*s}
	if box.Y+box.H > b.Spread.Area.Y+b.Spread.Area.H && b.Spread.Area.H > 0 {
		box.Y = r.Y - box.H - 4*s // no room below: above the spread
	}
	ui.FillRect(dst, box, ui.Ink)
	for i, ln := range lines {
		b.U.Text(dst, ln, box.X+8*s, box.Y+11*s+float64(i)*15*s, 11.5, true, color.White, 0)
	}
}

// SpreadRect is the open spread's panel; empty when none is open.
func (b *Board) SpreadRect() ui.Rect {
	r, _, _, _ := b.SpreadPlace()
	return r
}
