package paper

import (
	"math"
	"sort"
	"sync"

	"kandahar/game"
)

// Place names. Each name goes in the first of a few spots around its hex
// where it covers no other name and no counter: under the village as
// printed, above it, under or above the hex's stack, beside it, then the
// same a size or two smaller. A name stays inside the map's frame (slid
// along, away from the edge, where a spot would cross it) and clear of
// the title and the compass. The window places the names again whenever
// its zoom or the stacks change (its text keeps one size on the screen
// while the hexes grow and shrink); the print export places them once.

// Box is a rectangle in map pixels.
type Box struct{ X0, Y0, X1, Y1 float64 }

// Overlaps reports whether two boxes share more than an edge.
func (b Box) Overlaps(o Box) bool {
	return b.X0 < o.X1 && o.X0 < b.X1 && b.Y0 < o.Y1 && o.Y0 < b.Y1
}

// Area is the box's area (0 when empty).
func (b Box) Area() float64 {
	return math.Max(0, b.X1-b.X0) * math.Max(0, b.Y1-b.Y0)
}

func (b Box) intersect(o Box) Box {
	return Box{math.Max(b.X0, o.X0), math.Max(b.Y0, o.Y0), math.Min(b.X1, o.X1), math.Min(b.Y1, o.Y1)}
}

// LabelStyle is how names are written: sizes in map pixels.
type LabelStyle struct {
	Size, RiverSize float64
	Font, RiverFont FontKind
	// Shrink are the smaller sizes tried, as fractions of the size, where
	// no spot takes a name at its full size.
	Shrink []float64
	// Width measures a name in map pixels as it will be written (the
	// window writes with its own text engine); nil is NameWidth.
	Width func(name string, font FontKind, size float64) float64
}

// Label is a place name placed on the map.
type Label struct {
	Hex   game.Hex
	Name  string
	River bool    // a river's name: written in the river style
	X, Y  float64 // the middle of the text, map pixels
	Scale float64 // 1, or the Shrink fraction it is written at
	Size  float64 // its font size, map pixels
	Box   Box     // what it covers, its halo included
}

// LabelBox is the box of a name of width w (text alone) and font size
// size whose text is centred at x, y: a halo a fifth of the size either
// side, and 1.3 sizes tall (the capitals are centred; a descender and
// the halo reach 0.65 of the size below the middle).
func LabelBox(x, y, w, size float64) Box {
	pad := 0.2 * size
	return Box{x - w/2 - pad, y - 0.65*size, x + w/2 + pad, y + 0.65*size}
}

// StackBox is the box a stack of n counters of side S covers in the hex
// centred at ctr, with the badge that counts a stack of more than one
// (its centre on the top counter's top-right corner).
func StackBox(ctr Pt, S float64, n int) Box {
	x0, y0, x1, y1 := StackBounds(ctr, S, n)
	if n > 1 {
		r := S * 0.16
		y0 -= r
		x1 += r
	}
	return Box{x0, y0, x1, y1}
}

// StackBoxes are the boxes of the stacks drawn on a layout, counters of
// side S.
func StackBoxes(l Layout, stacks []Stack, S float64) []Box {
	out := make([]Box, 0, len(stacks))
	for _, st := range stacks {
		out = append(out, StackBox(l.Center(st.Hex), S, len(st.Pieces)))
	}
	return out
}

// widths keeps names' widths at a reference size; a width scales with
// the size.
var (
	widthMu sync.Mutex
	widths  = map[widthKey]float64{}
)

type widthKey struct {
	s string
	k FontKind
}

const widthRef = 64.0

// NameWidth is the width of s written in font k at size pixels.
func NameWidth(s string, k FontKind, size float64) float64 {
	key := widthKey{s, k}
	widthMu.Lock()
	w, ok := widths[key]
	widthMu.Unlock()
	if !ok {
		w = TextWidth(Face(k, widthRef), s)
		widthMu.Lock()
		widths[key] = w
		widthMu.Unlock()
	}
	return w * size / widthRef
}

// PlaceLabels places every place name of b on layout l, clear of each
// other and of the boxes in avoid (the stacks), in the order of their
// hexes (by column, then row), so the same map, zoom and stacks give the
// same places. A name that fits nowhere, even at its smallest, goes where
// it covers the least. Every name lies within the map's border.
func PlaceLabels(b *game.Board, l Layout, st LabelStyle, avoid []Box) []Label {
	hexes := make([]game.Hex, 0, len(b.Labels))
	for h := range b.Labels {
		hexes = append(hexes, h)
	}
	sort.Slice(hexes, func(i, j int) bool {
		if hexes[i].Col != hexes[j].Col {
			return hexes[i].Col < hexes[j].Col
		}
		return hexes[i].Row < hexes[j].Row
	})
	R := l.R
	placed := make([]Label, 0, len(hexes))
	taken := append(append([]Box(nil), avoid...), SheetMarks(b, l)...)
	border := l.Border()
	scales := append([]float64{1}, st.Shrink...)
	width := st.Width
	if width == nil {
		width = NameWidth
	}
	for _, h := range hexes {
		name := b.Labels[h]
		river := b.Terrain(h).Has(game.River)
		font, size0 := st.Font, st.Size
		if river {
			font, size0 = st.RiverFont, st.RiverSize
		}
		ctr := l.Center(h)
		var best Label
		bestCover := math.Inf(1)
	search:
		for _, k := range scales {
			size := size0 * k
			w := width(name, font, size)
			hb := LabelBox(0, 0, w, size)
			bw, bh := hb.X1-hb.X0, hb.Y1-hb.Y0
			for _, d := range labelSpots(R, bw, bh) {
				x := inside(ctr.X+d.X, bw, border.X0, border.X1)
				y := inside(ctr.Y+d.Y, bh, border.Y0, border.Y1)
				lb := Label{Hex: h, Name: name, River: river, X: x, Y: y, Scale: k, Size: size, Box: LabelBox(x, y, w, size)}
				cover := 0.0
				for _, t := range taken {
					if lb.Box.Overlaps(t) {
						cover += lb.Box.intersect(t).Area()
					}
				}
				if cover < bestCover {
					best, bestCover = lb, cover
				}
				if cover == 0 {
					break search
				}
			}
		}
		placed = append(placed, best)
		taken = append(taken, best.Box)
	}
	return placed
}

// inside moves the middle x of a span w wide so that the span lies
// within lo..hi (in the middle of it if it is wider).
func inside(x, w, lo, hi float64) float64 {
	if w >= hi-lo {
		return (lo + hi) / 2
	}
	return math.Min(math.Max(x, lo+w/2), hi-w/2)
}

// labelSpots are where a name's box (bw × bh) may be centred, from the
// hex centre, best first: under the village where the map prints it,
// then nudged along, under a counter, above, beside, and further out.
func labelSpots(R, bw, bh float64) []Pt {
	below := 0.58 * R       // under the village, as printed
	under := 0.66*R + bh/2  // clear of a counter below
	over := -(0.9*R + bh/2) // clear of a stack's top and its badge
	side := 0.72*R + bw/2   // clear of a counter beside
	nudge := bw/2 - 0.3*R   // along, still touching the hex's middle
	out := make([]Pt, 0, 32)
	row := func(dy float64, dxs ...float64) {
		for _, dx := range dxs {
			out = append(out, Pt{X: dx, Y: dy})
		}
	}
	row(below, 0, nudge, -nudge)
	row(under, 0, nudge, -nudge)
	row(-below, 0, nudge, -nudge)
	row(over, 0, nudge, -nudge)
	row(below, side, -side)
	row(0, side, -side)
	row(-below, side, -side)
	row(under, side, -side)
	row(over, side, -side)
	row(under+bh, 0, nudge, -nudge, side, -side)
	row(over-bh, 0, nudge, -nudge, side, -side)
	return out
}

// DrawLabels writes placed names on c with their halo: place names in
// ink, rivers in blue.
func DrawLabels(c *Canvas, labels []Label, st LabelStyle) {
	bounds := c.Img.Bounds()
	for _, lb := range labels {
		m := lb.Size // a glyph's overhang, with room to spare: strips must agree
		if lb.Box.X1+m < float64(bounds.Min.X) || lb.Box.X0-m > float64(bounds.Max.X) || lb.Box.Y1+m < float64(bounds.Min.Y) || lb.Box.Y0-m > float64(bounds.Max.Y) {
			continue
		}
		halo := math.Max(1, lb.Size/12)
		if lb.River {
			c.HaloText(Face(st.RiverFont, lb.Size), lb.Name, lb.X, lb.Y, 0.5, halo, RGB(0x1F4E79), RGBA(0xEAF2F8, 220))
			continue
		}
		c.HaloText(Face(st.Font, lb.Size), lb.Name, lb.X, lb.Y, 0.5, halo, ColInk, RGBA(0xF4EEDB, 235))
	}
}
