package paper

import (
	"image"
	"image/color"
	"math"
	"sort"

	"golang.org/x/image/font"

	"kandahar/game"
)

// The printed map, drawn once in software: muted print colours, a symbol
// per terrain, blue water hexes, dashed trails, hex outlines and ids, place
// names, the forward-base zone (fobzone.go) and the mission placement
// hexes.

// MapOptions choose what goes into the cached sheet.
type MapOptions struct {
	IDs bool // hex ids "XXYY"
}

var (
	ColPaper    = RGB(0xEEE7D0)
	ColClear    = RGB(0xE8DFBD)
	ColVillage  = RGB(0xDCC79B)
	ColCrops    = RGB(0xCFD78E)
	ColPalm     = RGB(0xB3CB8C)
	ColMountain = RGB(0xCCB089)
	ColPeak     = RGB(0xBFA07B)
	ColCave     = RGB(0xC7A983)
	ColRiver    = RGB(0x97C1DD)
	ColTrail    = RGB(0x7B4A24)
	ColInk      = RGB(0x3B3326)
	ColGrid     = RGBA(0x4A3F2E, 150)
)

// BaseTerrain picks the terrain that colours a hex.
func BaseTerrain(ts game.TerrainSet) game.Terrain {
	for _, t := range []game.Terrain{game.River, game.Peak, game.Cave, game.Mountain, game.PalmGrove, game.Crops, game.Village, game.LandingZone} {
		if ts.Has(t) {
			return t
		}
	}
	return game.Clear
}

// TerrainColor is the colour a terrain is printed in.
func TerrainColor(t game.Terrain) color.NRGBA {
	switch t {
	case game.River:
		return ColRiver
	case game.Peak:
		return ColPeak
	case game.Cave:
		return ColCave
	case game.Mountain:
		return ColMountain
	case game.PalmGrove:
		return ColPalm
	case game.Crops:
		return ColCrops
	case game.Village:
		return ColVillage
	}
	return ColClear
}

// SheetSize is the map sheet's size in whole pixels.
func SheetSize(l Layout) (int, int) {
	w, h := l.Size()
	return int(math.Ceil(w)), int(math.Ceil(h))
}

// near reports whether a point lies within m of the rectangle r.
func near(r image.Rectangle, p Pt, m float64) bool {
	return p.X+m >= float64(r.Min.X) && p.X-m <= float64(r.Max.X) && p.Y+m >= float64(r.Min.Y) && p.Y-m <= float64(r.Max.Y)
}

// DrawMap draws the part of the map sheet inside the canvas's
// bounds (in sheet pixels): the whole sheet, or one strip of it. Only the
// hexes near the bounds are drawn; the strips of a sheet put together are
// the sheet drawn whole.
func DrawMap(c *Canvas, b *game.Board, mix *game.CounterMix, l Layout, opt MapOptions) {
	w, h := l.Size()
	c.FillAll(ColPaper)
	R := l.R
	bounds := c.Img.Bounds()
	var hexes []game.Hex // the hexes that reach into the bounds
	for _, hx := range b.Hexes() {
		if near(bounds, l.Center(hx), R*1.1) {
			hexes = append(hexes, hx)
		}
	}

	// terrain colour and symbols
	for _, hx := range hexes {
		ts := b.Terrain(hx)
		ctr := l.Center(hx)
		cs := l.Corners(hx)
		c.Poly(TerrainColor(BaseTerrain(ts)), cs[:]...)
		DrawTerrainSymbols(c, ts, ctr, R, hx)
	}
	// trails: dashed lines joining adjacent trail hexes
	for _, hx := range b.Hexes() {
		if !b.Terrain(hx).Has(game.Trail) || !near(bounds, l.Center(hx), R*2) {
			continue
		}
		a := l.Center(hx)
		n := 0
		for _, nb := range b.Neighbors(hx) {
			if !b.Terrain(nb).Has(game.Trail) {
				continue
			}
			n++
			if nb.Col < hx.Col || (nb.Col == hx.Col && nb.Row < hx.Row) {
				continue // each pair once
			}
			Dashed(c, a, l.Center(nb), R*0.11, R*0.22, R*0.14, ColTrail)
		}
		// trails leaving the map edge
		for _, nb := range hx.Neighbors() {
			if !b.Contains(nb) && n < 2 && (hx.Col == 1 || hx.Row == 1 || hx.Col == b.Cols || hx.Row == b.Rows) {
				e := l.Center(nb)
				mid := Pt{(a.X + e.X) / 2, (a.Y + e.Y) / 2}
				Dashed(c, a, mid, R*0.11, R*0.22, R*0.14, ColTrail)
				n++
			}
		}
		if n == 0 {
			Dashed(c, Pt{a.X - R*0.4, a.Y}, Pt{a.X + R*0.4, a.Y}, R*0.11, R*0.22, R*0.14, ColTrail)
		}
	}
	// hex outlines
	var grid Shape
	for _, hx := range hexes {
		cs := l.Corners(hx)
		for i := 0; i < 6; i++ {
			grid.Seg(cs[i], cs[(i+1)%6], math.Max(1, R*0.035))
		}
	}
	c.Fill(&grid, ColGrid)
	// the forward-base zone (6.3), over the grid so its line stays whole
	DrawFOBZone(c, b, l)
	// mission placement hexes (7.0)
	if mix != nil {
		for _, hx := range PlacementHexes(mix) {
			if !b.Contains(hx) || !near(bounds, l.Center(hx), R) {
				continue
			}
			m, d := PlacementMark(l.Center(hx), R)
			c.Poly(RGB(0x2B2416), Pt{m.X, m.Y - d - 1.5}, Pt{m.X + d + 1.5, m.Y}, Pt{m.X, m.Y + d + 1.5}, Pt{m.X - d - 1.5, m.Y})
			c.Poly(RGB(0xF2C230), Pt{m.X, m.Y - d}, Pt{m.X + d, m.Y}, Pt{m.X, m.Y + d}, Pt{m.X - d, m.Y})
		}
	}
	// hex ids
	if opt.IDs {
		f := Face(FontMedium, math.Max(6, R*0.25))
		for _, hx := range hexes {
			ctr := l.Center(hx)
			c.Text(f, hx.String(), ctr.X, ctr.Y-R*0.66, 0.5, RGBA(0x2E2819, 210))
		}
	}
	// sheet border and title
	in := l.Margin * 0.5
	var frame Shape
	frame.Outline(frameWidth(l), Pt{in, in}, Pt{w - in, in}, Pt{w - in, h - in}, Pt{in, h - in})
	c.Fill(&frame, ColInk)
	if b.Name != "" {
		f, title, box := sheetTitle(b, l)
		c.Rect(ColPaper, box.X0, box.Y0, box.X1-box.X0, box.Y1-box.Y0)
		c.Text(f, title, box.X0+R*0.3, in, 0, ColInk)
	}
	// compass: north is up (12.8 direction 1)
	p, r := compassAt(l)
	drawCompass(c, p, r)
}

func frameWidth(l Layout) float64 { return l.R * 0.08 }

// Border is the inside of the ink frame drawn round the grid, in map
// pixels: what lies within it is on the map.
func (l Layout) Border() Box {
	w, h := l.Size()
	in := l.Margin*0.5 + frameWidth(l)/2
	return Box{in, in, w - in, h - in}
}

// sheetTitle is the title printed on the top of the frame, its face and
// the paper box it is written on.
func sheetTitle(b *game.Board, l Layout) (font.Face, string, Box) {
	R, in := l.R, l.Margin*0.5
	f := Face(FontBold, R*0.42)
	title := "KANDAHAR  ·  " + b.Name
	x0 := l.Margin * 0.9
	return f, title, Box{x0, in - R*0.3, x0 + TextWidth(f, title) + R*0.6, in + R*0.3}
}

// compassAt is the compass rose's centre and radius, inside the frame's
// top-right corner.
func compassAt(l Layout) (Pt, float64) {
	w, _ := l.Size()
	return Pt{w - l.Margin*0.5 - l.R*1.1, l.Margin*0.5 + l.R*1.3}, l.R * 0.55
}

// SheetMarks are the boxes of what the sheet prints over its grid and
// frame besides the hexes: the title and the compass. Names keep clear
// of them.
func SheetMarks(b *game.Board, l Layout) []Box {
	p, r := compassAt(l)
	// the "N" stands 1.45 radii above the centre, 0.7 radii tall
	out := []Box{{p.X - r*0.5, p.Y - r*1.85, p.X + r*0.5, p.Y + r*0.55}}
	if b.Name != "" {
		_, _, box := sheetTitle(b, l)
		out = append(out, box)
	}
	return out
}

// PlacementMark is where a placement hex's mark sits in a hex of radius
// R centred at ctr, low on its left, and the half-diagonal of its diamond.
func PlacementMark(ctr Pt, R float64) (Pt, float64) {
	return Pt{ctr.X - R*0.55, ctr.Y + R*0.45}, R * 0.16
}

// PlacementHexes lists every mission placement hex of the counter mix.
func PlacementHexes(mix *game.CounterMix) []game.Hex {
	seen := map[game.Hex]bool{}
	var out []game.Hex
	for _, sp := range mix.Specs {
		if sp.Kind != game.KindMission {
			continue
		}
		for _, h := range sp.Placement {
			if h.Valid() && !seen[h] {
				seen[h] = true
				out = append(out, h)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

// Dashed draws a dashed line of width w from a to b.
func Dashed(c *Canvas, a, b Pt, w, dash, gap float64, col color.Color) {
	l := math.Hypot(b.X-a.X, b.Y-a.Y)
	if l < 1e-6 {
		return
	}
	ux, uy := (b.X-a.X)/l, (b.Y-a.Y)/l
	var s Shape
	for d := 0.0; d < l; d += dash + gap {
		e := math.Min(d+dash, l)
		s.Seg(Pt{a.X + ux*d, a.Y + uy*d}, Pt{a.X + ux*e, a.Y + uy*e}, w)
	}
	c.Fill(&s, col)
}

// hash gives a stable pseudo-random number per hex, for symbol jitter.
func hash(h game.Hex, k int) float64 {
	x := uint32(h.Col*7919+h.Row*104729+k*15485863) * 2654435761
	x ^= x >> 15
	x *= 2246822519
	x ^= x >> 13
	return float64(x%1000) / 1000
}

// DrawTerrainSymbols draws a hex's terrain symbols (waves, crops,
// hachures, peaks, caves, palms, houses, landing zones).
func DrawTerrainSymbols(c *Canvas, ts game.TerrainSet, ctr Pt, R float64, hx game.Hex) {
	base := BaseTerrain(ts)
	if ts.Has(game.River) {
		DrawWaves(c, ctr, R)
	}
	if ts.Has(game.Crops) {
		drawCrops(c, ctr, R, ts.Has(game.Village) || ts.Has(game.Trail))
	}
	if ts.Has(game.Mountain) && !ts.Has(game.Peak) {
		drawHachures(c, ctr, R, hx)
	}
	if ts.Has(game.Peak) {
		drawHachures(c, ctr, R, hx)
		drawPeak(c, ctr, R)
	}
	if ts.Has(game.Cave) {
		drawRockStipple(c, ctr, R, hx)
		drawCave(c, ctr, R)
	}
	if ts.Has(game.PalmGrove) {
		drawPalms(c, ctr, R, hx)
	}
	if ts.Has(game.Village) {
		drawVillage(c, ctr, R, hx)
	}
	if ts.Has(game.LandingZone) {
		drawLZ(c, ctr, R)
	}
	_ = base
}

// DrawWaves draws a river hex's waves.
func DrawWaves(c *Canvas, ctr Pt, R float64) {
	var s Shape
	for _, dy := range []float64{-0.32, 0.02, 0.36} {
		var p []Pt
		for i := 0; i <= 12; i++ {
			x := -0.5 + float64(i)/12
			p = append(p, Pt{ctr.X + x*R*1.1, ctr.Y + dy*R + math.Sin(x*2*math.Pi*1.5)*R*0.06})
		}
		s.Line(math.Max(1, R*0.045), p...)
	}
	c.Fill(&s, RGBA(0x4F86B0, 170))
}

func drawCrops(c *Canvas, ctr Pt, R float64, small bool) {
	var s Shape
	rad := R * 0.62
	if small {
		rad = R * 0.45
	}
	// furrows: parallel diagonal chords of a circle
	for k := -3; k <= 3; k++ {
		d := float64(k) * rad / 3.6
		half := math.Sqrt(math.Max(rad*rad-d*d, 0))
		// direction of the furrows: 30 degrees
		ux, uy := math.Cos(-math.Pi/6), math.Sin(-math.Pi/6)
		nx, ny := -uy, ux
		a := Pt{ctr.X + nx*d - ux*half, ctr.Y + ny*d - uy*half}
		b := Pt{ctr.X + nx*d + ux*half, ctr.Y + ny*d + uy*half}
		s.Seg(a, b, math.Max(1, R*0.05))
	}
	c.Fill(&s, RGBA(0x7E8B3A, 200))
}

func drawHachures(c *Canvas, ctr Pt, R float64, hx game.Hex) {
	var s Shape
	w := math.Max(1, R*0.06)
	spots := [][2]float64{{-0.42, -0.18}, {0.1, -0.34}, {0.42, 0.12}, {-0.18, 0.3}, {0.2, 0.42}}
	for i, sp := range spots {
		jx := (hash(hx, i) - 0.5) * 0.12
		jy := (hash(hx, i+9) - 0.5) * 0.12
		x, y := ctr.X+(sp[0]+jx)*R, ctr.Y+(sp[1]+jy)*R
		sz := R * 0.2
		s.Line(w, Pt{x - sz, y + sz*0.55}, Pt{x, y - sz*0.45}, Pt{x + sz, y + sz*0.55})
		// hachure ticks down the slopes
		s.Seg(Pt{x - sz*0.5, y + sz*0.05}, Pt{x - sz*0.62, y + sz*0.45}, w*0.7)
		s.Seg(Pt{x + sz*0.5, y + sz*0.05}, Pt{x + sz*0.62, y + sz*0.45}, w*0.7)
	}
	c.Fill(&s, RGBA(0x6E4E2C, 200))
}

func drawPeak(c *Canvas, ctr Pt, R float64) {
	top := Pt{ctr.X, ctr.Y - R*0.5}
	l := Pt{ctr.X - R*0.46, ctr.Y + R*0.3}
	r := Pt{ctr.X + R*0.46, ctr.Y + R*0.3}
	c.Poly(RGB(0x5A3E22), Pt{top.X, top.Y - 2}, Pt{l.X - 2, l.Y + 1.5}, Pt{r.X + 2, r.Y + 1.5})
	c.Poly(RGB(0x9C7A55), top, l, r)
	// the lit face and a snow cap
	c.Poly(RGB(0xB89670), top, Pt{ctr.X, ctr.Y + R*0.3}, r)
	c.Poly(RGB(0xF5F2EA), top, Pt{ctr.X - R*0.15, ctr.Y - R*0.18}, Pt{ctr.X + R*0.15, ctr.Y - R*0.18})
}

// drawRockStipple covers a cave hex with a stipple of rock, dots on a
// jittered lattice, so that it differs from a mountain's sparse hachures
// in pattern and not only in its colour (which is within a ΔE of 2 of
// the mountains' for every vision) or its icon. The dots keep clear of
// the icon and of the hex id, so both still read.
func drawRockStipple(c *Canvas, ctr Pt, R float64, hx game.Hex) {
	var s Shape
	step := math.Max(3, R*0.17)
	r := math.Max(0.7, R*0.055)
	in := R * 0.9 // off the hex's outline
	k := 0
	for row, y := 0, -in*Sqrt3/2+step/2; y < in*Sqrt3/2; row, y = row+1, y+step*Sqrt3/2 {
		for x := -in + step*0.5*float64(row%2); x < in; x += step {
			k++
			dx := x + (hash(hx, k)-0.5)*step*0.5
			dy := y + (hash(hx, k+500)-0.5)*step*0.5
			if math.Abs(dy) > in*Sqrt3/2-r || Sqrt3*math.Abs(dx)+math.Abs(dy) > Sqrt3*in-2*r {
				continue
			}
			icon := math.Abs(dx) < R*0.58+r && dy > -R*0.26-r && dy < R*0.33+r
			id := math.Abs(dx) < R*0.4 && dy < -R*0.48
			if icon || id {
				continue
			}
			s.Circle(Pt{ctr.X + dx, ctr.Y + dy}, r*(0.75+0.5*hash(hx, k+900)))
		}
	}
	c.Fill(&s, RGBA(0x4A3620, 190))
}

func drawCave(c *Canvas, ctr Pt, R float64) {
	// a rock hump with a dark mouth
	var hump Shape
	var p []Pt
	for i := 0; i <= 16; i++ {
		a := math.Pi + math.Pi*float64(i)/16
		p = append(p, Pt{ctr.X + R*0.5*math.Cos(a), ctr.Y + R*0.25 + R*0.42*math.Sin(a)})
	}
	hump.Poly(p...)
	c.Fill(&hump, RGB(0x8A6A48))
	var mouth Shape
	p = nil
	for i := 0; i <= 12; i++ {
		a := math.Pi + math.Pi*float64(i)/12
		p = append(p, Pt{ctr.X + R*0.24*math.Cos(a), ctr.Y + R*0.25 + R*0.28*math.Sin(a)})
	}
	mouth.Poly(p...)
	c.Fill(&mouth, RGB(0x16120C))
	c.Line(RGB(0x4A3620), math.Max(1, R*0.05), Pt{ctr.X - R*0.6, ctr.Y + R*0.25}, Pt{ctr.X + R*0.6, ctr.Y + R*0.25})
}

func drawPalms(c *Canvas, ctr Pt, R float64, hx game.Hex) {
	spots := [][2]float64{{-0.32, -0.05}, {0.3, -0.22}, {0.12, 0.34}}
	for i, sp := range spots {
		x := ctr.X + (sp[0]+(hash(hx, i)-0.5)*0.1)*R
		y := ctr.Y + (sp[1]+(hash(hx, i+5)-0.5)*0.1)*R
		sz := R * 0.26
		trunk := RGB(0x6B4A2A)
		c.Line(trunk, math.Max(1, R*0.06), Pt{x, y + sz}, Pt{x + sz*0.12, y + sz*0.3}, Pt{x, y - sz*0.2})
		var fr Shape
		top := Pt{x, y - sz*0.2}
		for k := 0; k < 6; k++ {
			a := -math.Pi/2 + (float64(k)-2.5)*0.55
			mid := Pt{top.X + math.Cos(a)*sz*0.45, top.Y + math.Sin(a)*sz*0.45 - sz*0.1}
			end := Pt{top.X + math.Cos(a)*sz*0.8, top.Y + math.Sin(a)*sz*0.8 + sz*0.15}
			fr.Line(math.Max(1, R*0.07), top, mid, end)
		}
		c.Fill(&fr, RGB(0x3F6B2A))
	}
}

func drawVillage(c *Canvas, ctr Pt, R float64, hx game.Hex) {
	// flat-roofed mud houses around a compound wall
	houses := [][4]float64{{-0.42, -0.32, 0.3, 0.24}, {-0.05, -0.4, 0.26, 0.26}, {0.24, -0.18, 0.24, 0.3}, {-0.34, 0.02, 0.26, 0.22}, {0.0, -0.06, 0.2, 0.2}}
	for i, hs := range houses {
		x := ctr.X + (hs[0]+(hash(hx, i)-0.5)*0.06)*R
		y := ctr.Y + (hs[1]+(hash(hx, i+3)-0.5)*0.06)*R
		w, h := hs[2]*R, hs[3]*R
		c.Rect(RGB(0x5C3B1E), x-1, y-1, w+2, h+2)
		c.Rect(RGB(0xB5835A), x, y, w, h)
		c.Rect(RGB(0xCB9D72), x, y, w, h*0.35)
	}
}

func drawLZ(c *Canvas, ctr Pt, R float64) {
	var s Shape
	s.Ring(ctr, R*0.42, math.Max(1.5, R*0.08))
	c.Fill(&s, RGB(0x24303A))
	f := Face(FontBold, R*0.5)
	c.Text(f, "H", ctr.X, ctr.Y, 0.5, RGB(0x24303A))
}

func drawCompass(c *Canvas, p Pt, r float64) {
	c.Poly(ColInk, Pt{p.X, p.Y - r}, Pt{p.X + r*0.35, p.Y + r*0.5}, Pt{p.X, p.Y + r*0.25})
	c.Poly(RGB(0xFFFFFF), Pt{p.X, p.Y - r}, Pt{p.X - r*0.35, p.Y + r*0.5}, Pt{p.X, p.Y + r*0.25})
	var s Shape
	s.Outline(math.Max(1, r*0.06), Pt{p.X, p.Y - r}, Pt{p.X + r*0.35, p.Y + r*0.5}, Pt{p.X, p.Y + r*0.25}, Pt{p.X - r*0.35, p.Y + r*0.5})
	c.Fill(&s, ColInk)
	f := Face(FontBold, r*0.7)
	c.Text(f, "N", p.X, p.Y-r*1.45, 0.5, ColInk)
}
