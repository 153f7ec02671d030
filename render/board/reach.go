package board

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// The reach of a dragged stack (10.3) is drawn light, so that the terrain
// can be read through it: a faint shade over the hexes it reaches and a
// line round the area, solid round what it reaches by paying for it and
// dashed round what only a minimum move reaches (10.8), so that the line's
// pattern, not only its colour, tells the two apart. The chance of
// detection (12.0) shows only where the player is looking: on the hex
// under the pointer and along the path to it.

// reachInner is the light line inside the area's dark edge: the two
// together show on light and dark terrain alike.
var reachInner = color.NRGBA{250, 248, 240, 235}

// reachEdges are the sides of the hexes in a set that border a hex
// outside it, in world points.
func (b *Board) reachEdges(in func(game.Hex) bool, hexes []game.Hex) [][2]ui.Pt {
	var out [][2]ui.Pt
	for _, h := range hexes {
		c := b.Lay.Center(h)
		cs := paper.HexCorners(c, BaseR)
		for i := range cs {
			p, q := cs[i], cs[(i+1)%6]
			// the hex across this side: its centre is the side's middle
			// mirrored through it
			m := ui.Pt{(p.X + q.X) / 2, (p.Y + q.Y) / 2}
			if !in(b.Lay.HexAt(ui.Pt{2*m.X - c.X, 2*m.Y - c.Y})) {
				out = append(out, [2]ui.Pt{p, q})
			}
		}
	}
	return out
}

// DrawReachArea shades the hexes reach holds lightly and outlines them,
// with the MP left written in each where the hexes are large enough.
func (b *Board) DrawReachArea(dst *ebiten.Image, reach *game.Reachability, from game.Hex) {
	if reach == nil {
		return
	}
	s := b.Scale
	paid, least := map[game.Hex]bool{}, map[game.Hex]bool{}
	var paidL, leastL []game.Hex
	for h, r := range reach.WithoutPaths() {
		if r.Minimum {
			least[h] = true
			leastL = append(leastL, h)
		} else {
			paid[h] = true
			paidL = append(paidL, h)
		}
	}
	for _, h := range paidL {
		b.FillHex(dst, h, ui.ReachFill, 1)
	}
	for _, h := range leastL {
		b.FillHex(dst, h, ui.ReachMinFill, 1)
	}
	// the area's edge: the hex it starts from counts as inside, so that
	// no line cuts the stack off from where it can go
	inPaid := func(h game.Hex) bool { return paid[h] || h == from }
	for _, e := range b.reachEdges(inPaid, paidL) {
		p, q := b.ToScreen(e[0]), b.ToScreen(e[1])
		b.Line(dst, p, q, 3.5*s, ui.ReachEdge)
		b.Line(dst, p, q, 1.2*s, reachInner)
	}
	inLeast := func(h game.Hex) bool { return least[h] }
	for _, e := range b.reachEdges(inLeast, leastL) {
		p, q := b.ToScreen(e[0]), b.ToScreen(e[1])
		at := func(f float64) ui.Pt { return ui.Pt{p.X + (q.X-p.X)*f, p.Y + (q.Y-p.Y)*f} }
		b.Line(dst, at(0.1), at(0.4), 3*s, ui.ReachMinEdge)
		b.Line(dst, at(0.6), at(0.9), 3*s, ui.ReachMinEdge)
	}
	if b.Cam.Zoom/s <= 0.3 {
		return // too small for the MP left to be read: the shade tells
	}
	for h, r := range reach.WithoutPaths() {
		label := strconv.Itoa(r.MPLeft)
		if r.Minimum {
			label = "min"
		}
		p := b.ToScreen(b.Lay.Center(h))
		b.U.Text(dst, label, p.X, p.Y+BaseR*b.Cam.Zoom*0.42, 11, true, color.NRGBA{20, 40, 120, 255}, 0.5)
	}
}

// ChanceBadge is where a hex's chance of detection is written: a box
// above its middle, clear of the MP left below.
func (b *Board) ChanceBadge(h game.Hex, label string) ui.Rect {
	s := b.Scale
	p := b.ToScreen(b.Lay.Center(h))
	tw := b.U.Width(label, 11, true)
	y := p.Y - BaseR*b.Cam.Zoom*0.36
	return ui.Rect{X: p.X - tw/2 - 4*s, Y: y - 8*s, W: tw + 8*s, H: 16 * s}
}

// Chance badges: dark red for a check, dark green where none is made;
// the words say which, the colour only repeats them.
var (
	ChanceBadgeCheck = color.NRGBA{120, 18, 12, 235}
	ChanceBadgeNone  = color.NRGBA{30, 80, 30, 235}
)

// DrawChanceBadge writes a hex's chance of detection ("30%", or "no
// check" where none is made) in its badge.
func (b *Board) DrawChanceBadge(dst *ebiten.Image, h game.Hex, label string, check bool) {
	r := b.ChanceBadge(h, label)
	bg := ChanceBadgeCheck
	if !check {
		bg = ChanceBadgeNone
	}
	ui.FillRect(dst, r, bg)
	b.U.Text(dst, label, r.X+r.W/2, r.Y+r.H/2, 11, true, color.White, 0.5)
}

// PathHexes are the hexes of the drag's path to the hex it is aimed at,
// that hex last: where its chance of detection shows. None when the hex
// is out of reach.
func (d *DragInfo) PathHexes() []game.Hex {
	if d == nil {
		return nil
	}
	r, ok := d.Reach.At(d.Target)
	if !ok {
		return nil
	}
	return r.Path
}

// DrawPathChances writes the chance of detection on the hexes of the
// drag's path, the hex aimed at last, in the game st as shown at version:
// only where the player is looking, so that the rest of the reach shows
// its terrain.
func (b *Board) DrawPathChances(dst *ebiten.Image, d *DragInfo, st *game.State, version int) {
	shades := b.DetectionShades(d, st, version)
	for _, h := range d.PathHexes() {
		if sh, ok := shades[h]; ok {
			b.DrawChanceBadge(dst, h, sh.Label, sh.Tenths >= 0)
		}
	}
}
