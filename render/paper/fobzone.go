package paper

import (
	"image"
	"math"

	"kandahar/game"
)

// The forward-base zone (6.3) as a printed map draws a restricted area:
// a plum boundary line with ticks on its inner side and a tinted ribbon
// along the inside. The line and the ticks tell in and out apart without
// colour and read in a grey print; the zone's own hexes keep their
// terrain colours, so its mountains still look like mountains.

var (
	// ColFOBLine is the boundary and its ticks: dark enough for 3:1 on
	// every terrain, and a hue no terrain, trail or overlay uses.
	ColFOBLine = RGB(0x5A1249)
	// ColFOBRibbon tints the band just inside the boundary.
	ColFOBRibbon = RGBA(0x9B3A80, 64)
)

// FOBEdge is one stretch of the zone's boundary: a side of a zone hex
// whose neighbour across it is on the map but outside the zone, and the
// centre of that zone hex (the inner side).
type FOBEdge struct {
	A, B, In Pt
	// the hex's corners before A and after B: the ribbon runs along the
	// sides that meet this one
	PrevA, NextB Pt
}

// FOBBoundary lists the sides of the zone's hexes near the bounds that
// face the rest of the map. The map's edge is not drawn: the zone is the
// corner the line cuts off, and hex ids along the north edge stay clear.
func FOBBoundary(b *game.Board, l Layout, bounds image.Rectangle) []FOBEdge {
	var out []FOBEdge
	for _, hx := range b.Hexes() {
		ctr := l.Center(hx)
		if !near(bounds, ctr, l.R*1.1) || !b.InFOBZone(hx) {
			continue
		}
		cs := l.Corners(hx)
		for _, nb := range hx.Neighbors() {
			if !b.Contains(nb) || b.InFOBZone(nb) {
				continue // the map's own edge closes the zone
			}
			k := edgeToward(ctr, l.Center(nb))
			out = append(out, FOBEdge{A: cs[k], B: cs[(k+1)%6], In: ctr, PrevA: cs[(k+5)%6], NextB: cs[(k+2)%6]})
		}
	}
	return out
}

// edgeToward is the side of a hex centred at c that faces the hex
// centred at n: side k runs from corner k to corner k+1, its middle at
// 60k+30 degrees (corners start east, clockwise on screen).
func edgeToward(c, n Pt) int {
	a := math.Atan2(n.Y-c.Y, n.X-c.X) * 180 / math.Pi
	k := int(math.Round((a - 30) / 60))
	return ((k % 6) + 6) % 6
}

// DrawFOBZone draws the zone's ribbon, boundary and ticks over the
// part of the map within the canvas's bounds.
func DrawFOBZone(c *Canvas, b *game.Board, l Layout) {
	var z fobShapes
	for _, e := range FOBBoundary(b, l, c.Img.Bounds()) {
		z.add(e, l.R, true)
	}
	z.fill(c)
}

// DrawFOBKey draws the map key's sample of the zone in a hex of radius R
// centred at ctr: clear ground crossed by the line, the zone above it.
func DrawFOBKey(c *Canvas, ctr Pt, R float64) {
	cs := HexCorners(ctr, R)
	c.Poly(ColClear, cs[:]...)
	y := ctr.Y + R*0.25
	var z fobShapes
	// a side as long as the swatch is wide; its inner side is up
	z.add(FOBEdge{A: Pt{ctr.X - R*0.86, y}, B: Pt{ctr.X + R*0.86, y}, In: Pt{ctr.X, y - R*Sqrt3/2}}, R*1.5, false)
	z.fill(c)
	var o Shape
	o.Outline(1, cs[:]...)
	c.Fill(&o, ColGrid)
}

// fobShapes gathers the zone's marks. The ribbon, translucent, is filled
// once so that its pieces do not darken where they meet; the line is
// filled a side at a time: a small shape is drawn the same whether the
// map is drawn whole or in strips (TestStripPNGMatchesWholeImage), a long
// dark one not quite.
type fobShapes struct {
	ribbon, ticks Shape
	lines         []Shape
}

// add adds one side of the boundary, for hexes of radius R: the ribbon,
// the line, and ticks a quarter of a hex apart on the inner side. On the
// map (inHex) the ribbon is the part of the hex within its width of the
// side, so where the line turns the ribbons of two hexes meet on their
// shared side, mitred; the key's sample pulls its ends toward In.
func (z *fobShapes) add(e FOBEdge, R float64, inHex bool) {
	band := R * 0.3 // the ribbon's width
	mx, my := (e.A.X+e.B.X)/2, (e.A.Y+e.B.Y)/2
	d := math.Hypot(e.In.X-mx, e.In.Y-my)
	nx, ny := (e.In.X-mx)/d, (e.In.Y-my)/d // unit, inward
	if inHex {
		// along the hex's next sides, as far as the band reaches square to
		// this one: they meet it at 120 degrees
		k := band / math.Cos(math.Pi/6) / R
		polyNeg(&z.ribbon, e.A, e.B, Pt{e.B.X + (e.NextB.X-e.B.X)*k, e.B.Y + (e.NextB.Y-e.B.Y)*k}, Pt{e.A.X + (e.PrevA.X-e.A.X)*k, e.A.Y + (e.PrevA.Y-e.A.Y)*k})
	} else {
		f := band / d // corners pulled toward In by this much move the side in by band
		in := func(p Pt) Pt { return Pt{p.X + (e.In.X-p.X)*f, p.Y + (e.In.Y-p.Y)*f} }
		polyNeg(&z.ribbon, e.A, e.B, in(e.B), in(e.A))
	}
	var line Shape
	line.Seg(e.A, e.B, math.Max(1.5, R*0.09))
	z.lines = append(z.lines, line)
	n := max(1, int(math.Round(math.Hypot(e.B.X-e.A.X, e.B.Y-e.A.Y)/(R/4))))
	tl, tw := math.Max(2.5, R*0.2), math.Max(1, R*0.055)
	for i := range n {
		t := (float64(i) + 0.5) / float64(n)
		p := Pt{e.A.X + (e.B.X-e.A.X)*t, e.A.Y + (e.B.Y-e.A.Y)*t}
		z.ticks.Seg(p, Pt{p.X + nx*tl, p.Y + ny*tl}, tw)
	}
}

func (z *fobShapes) fill(c *Canvas) {
	c.Fill(&z.ribbon, ColFOBRibbon)
	for i := range z.lines {
		c.Fill(&z.lines[i], ColFOBLine)
	}
	c.Fill(&z.ticks, ColFOBLine)
}

// polyNeg adds a polygon turning the way segments and circles do, so
// that overlapping pieces of one shape add up instead of cancelling.
func polyNeg(s *Shape, p ...Pt) {
	area := 0.0
	for i := range p {
		j := (i + 1) % len(p)
		area += p[i].X*p[j].Y - p[j].X*p[i].Y
	}
	if area > 0 {
		for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
	}
	s.Poly(p...)
}
