package efmap

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"kandahar/game/enduring"
	"kandahar/render/paper"
)

// The map sheet as a printed one: terrain in colour and pattern, the
// zones' borders in ink, the frontier as an international boundary with
// the neighbours named, the roads in red, the staging areas in boxes
// beside the borders they link to, and a key.

// Print colours: muted, as on a magazine game's map.
var (
	ColPaper   = paper.RGB(0xF1EBD6)
	ColForeign = paper.RGB(0xE2DDCC)
	ColInk     = paper.RGB(0x33291C)
	ColBorder  = paper.RGBA(0x4A3B28, 235)
	ColRoad    = paper.RGB(0xB3362B)
	ColCasing  = paper.RGB(0xFBF6E6)
	ColStaging = paper.RGB(0xDCE6EA)
	ColLink    = paper.RGB(0x1F3F66)
)

// TerrainStyle is how a terrain of the Terrain Effects Chart is printed.
type TerrainStyle struct {
	Fill, Mark color.NRGBA
	Name       string
}

// Terrains maps the terrain names of map.txt to their print.
var Terrains = map[string]TerrainStyle{
	"clear":      {paper.RGB(0xDCE0B0), paper.RGBA(0x6F7B3A, 170), "Clear"},
	"desert":     {paper.RGB(0xF0D9A4), paper.RGBA(0x9C7434, 190), "Desert"},
	"mountain":   {paper.RGB(0xCDB08C), paper.RGBA(0x5E4125, 200), "Mountain"},
	"city":       {paper.RGB(0xE3C9BE), paper.RGBA(0x7A3F33, 190), "City"},
	"stronghold": {paper.RGB(0xC99A86), paper.RGBA(0x5A2218, 210), "Stronghold"},
}

// Sheet draws the map of rules r with outlines m.
type Sheet struct {
	M *Map
	R *enduring.Rules
}

// Size is the sheet in whole pixels at a scale (1 = 100 %).
func (s *Sheet) Size(scale float64) (int, int) {
	return int(math.Ceil(s.M.W * scale)), int(math.Ceil(s.M.H * scale))
}

type pen struct {
	c *paper.Canvas
	k float64
}

func (p pen) pt(q Pt) paper.Pt { return paper.Pt{X: q.X * p.k, Y: q.Y * p.k} }

func (p pen) pts(qs []Pt) []paper.Pt {
	out := make([]paper.Pt, len(qs))
	for i, q := range qs {
		out[i] = p.pt(q)
	}
	return out
}

// Draw draws the whole sheet at a scale onto a canvas of Size(scale).
func (s *Sheet) Draw(c *paper.Canvas, scale float64) {
	p := pen{c, scale}
	m, r := s.M, s.R
	c.FillAll(ColForeign)
	// the country's paper, then each zone's terrain
	for _, id := range m.Order {
		z := m.Zones[id]
		ri := r.ZoneID(id)
		st := Terrains[r.Zones[ri].Terrain.Name]
		var sh paper.Shape
		for _, ring := range z.Rings {
			sh.Poly(p.pts(ring)...)
		}
		c.Fill(&sh, st.Fill)
	}
	for _, id := range m.Order {
		s.pattern(p, id)
	}
	s.rivers(p)
	// the frontier: a tinted band inside, then the boundary line
	var band, line paper.Shape
	for _, b := range m.Borders {
		if b.Foreign() {
			band.Line(7*scale, p.pts(b.Pts)...)
		}
	}
	c.Fill(&band, paper.RGBA(0xA8533F, 70))
	// zone borders
	var zb paper.Shape
	for _, b := range m.Borders {
		if !b.Foreign() {
			zb.Line(1.5*scale, p.pts(b.Pts)...)
		}
	}
	c.Fill(&zb, ColBorder)
	for _, b := range m.Borders {
		if b.Foreign() {
			line.Line(2.4*scale, p.pts(b.Pts)...)
		}
	}
	c.Fill(&line, ColInk)
	s.countries(p)
	s.roads(p)
	s.links(p)
	s.staging(p)
	s.names(p)
	s.key(p)
	s.title(p)
	var frame paper.Shape
	w, h := m.W*scale, m.H*scale
	in := 6 * scale
	frame.Outline(2*scale, paper.Pt{X: in, Y: in}, paper.Pt{X: w - in, Y: in}, paper.Pt{X: w - in, Y: h - in}, paper.Pt{X: in, Y: h - in})
	c.Fill(&frame, ColInk)
}

// hash01 is a stable pseudo-random number in [0,1) for a pattern's
// jitter, so that the sheet is the same at every draw.
func hash01(a, b, k int) float64 {
	x := uint32(a*7919+b*104729+k*15485863) * 2654435761
	x ^= x >> 15
	x *= 2246822519
	x ^= x >> 13
	return float64(x%10000) / 10000
}

// distToRings is the distance from q to the nearest edge of a zone.
func distToRings(rings [][]Pt, q Pt) float64 {
	best := math.Inf(1)
	for _, r := range rings {
		for i := range r {
			a, b := r[i], r[(i+1)%len(r)]
			dx, dy := b.X-a.X, b.Y-a.Y
			l2 := dx*dx + dy*dy
			t := 0.0
			if l2 > 0 {
				t = math.Max(0, math.Min(1, ((q.X-a.X)*dx+(q.Y-a.Y)*dy)/l2))
			}
			best = math.Min(best, math.Hypot(q.X-a.X-t*dx, q.Y-a.Y-t*dy))
		}
	}
	return best
}

// pattern strews a terrain's marks over a zone on a jittered lattice,
// clear of its borders and of the middle, where the name and the stack
// go.
func (s *Sheet) pattern(p pen, id string) {
	z := s.M.Zones[id]
	t := s.R.Zones[s.R.ZoneID(id)].Terrain.Name
	st := Terrains[t]
	step := map[string]float64{"clear": 15, "desert": 7, "mountain": 17, "city": 9, "stronghold": 6}[t]
	b := z.Bounds()
	var sh paper.Shape
	k := p.k
	for j := 0; float64(j)*step < b.H+step; j++ {
		for i := 0; float64(i)*step < b.W+step; i++ {
			gx, gy := int(b.X/step)+i, int(b.Y/step)+j
			q := Pt{float64(gx)*step + (hash01(gx, gy, 1)-0.5)*step*0.7, float64(gy)*step + (hash01(gx, gy, 2)-0.5)*step*0.7}
			if t == "stronghold" {
				q = Pt{float64(gx) * step, float64(gy) * step}
			}
			if !z.Contains(q) || distToRings(z.Rings, q) < step*0.45 {
				continue
			}
			if dx, dy := q.X-z.Label.X, q.Y-z.Label.Y; math.Abs(dx) < 30 && math.Abs(dy) < 20 {
				continue
			}
			x, y := q.X*k, q.Y*k
			switch t {
			case "clear": // tufts of grass
				w := 0.9 * k
				sh.Seg(paper.Pt{X: x - 2*k, Y: y + 1.5*k}, paper.Pt{X: x - 2.6*k, Y: y - 1.2*k}, w)
				sh.Seg(paper.Pt{X: x, Y: y + 1.5*k}, paper.Pt{X: x, Y: y - 2*k}, w)
				sh.Seg(paper.Pt{X: x + 2*k, Y: y + 1.5*k}, paper.Pt{X: x + 2.6*k, Y: y - 1.2*k}, w)
			case "desert": // stipple of sand
				sh.Circle(paper.Pt{X: x, Y: y}, (0.55+0.4*hash01(gx, gy, 3))*k)
			case "mountain": // a peak with a shaded flank
				sz := (4 + 2.5*hash01(gx, gy, 4)) * k
				sh.Line(1.1*k, paper.Pt{X: x - sz, Y: y + sz*0.6}, paper.Pt{X: x, Y: y - sz*0.6}, paper.Pt{X: x + sz, Y: y + sz*0.6})
				sh.Seg(paper.Pt{X: x + sz*0.2, Y: y - sz*0.2}, paper.Pt{X: x + sz*0.45, Y: y + sz*0.45}, 0.8*k)
			case "city": // blocks of houses
				sh.Rect(x-1.6*k, y-1.6*k, 3.2*k, 3.2*k)
			case "stronghold": // hatching
				sh.Seg(paper.Pt{X: x - 2.5*k, Y: y + 2.5*k}, paper.Pt{X: x + 2.5*k, Y: y - 2.5*k}, 0.9*k)
			}
		}
	}
	p.c.Fill(&sh, st.Mark)
}

// roadPath runs from one zone's label point through the middle of the
// border it shares with the next, so that a road crosses each border
// where the zones meet.
func (s *Sheet) roadPath(a, b string) []Pt {
	za, zb := s.M.Zones[a], s.M.Zones[b]
	br := s.M.BorderBetween(a, b)
	if br == nil {
		return []Pt{za.Label, zb.Label}
	}
	return []Pt{za.Label, Midpoint(br.Pts), zb.Label}
}

func (s *Sheet) roads(p pen) {
	k := p.k
	var casing, road paper.Shape
	add := func(q []Pt) {
		casing.Line(5*k, p.pts(q)...)
		road.Line(2.6*k, p.pts(q)...)
	}
	for _, rd := range s.R.Roads {
		for i := 0; i+1 < len(rd.Zones); i++ {
			a, b := rd.Zones[i], rd.Zones[i+1]
			if a >= 0 && b >= 0 {
				add(s.roadPath(s.R.Zones[a].ID, s.R.Zones[b].ID))
			}
		}
	}
	// roads to the staging areas: to the frontier crossing, then on to
	// the box with an arrow
	for _, e := range s.M.Exits {
		add([]Pt{s.M.Zones[e.Zone].Label, e.At})
	}
	p.c.Fill(&casing, ColCasing)
	p.c.Fill(&road, ColRoad)
	for _, e := range s.M.Exits {
		for _, st := range s.M.Staging {
			if st.ID == e.Staging {
				to := nearestOnBox(st.Box, e.At)
				dashedArrow(p, e.At, to, ColRoad)
			}
		}
	}
}

func nearestOnBox(b Box, q Pt) Pt {
	x := math.Max(b.X, math.Min(b.X+b.W, q.X))
	y := math.Max(b.Y, math.Min(b.Y+b.H, q.Y))
	return Pt{x, y}
}

// dashedArrow draws a dashed line from a to b with a head at b.
func dashedArrow(p pen, a, b Pt, col color.NRGBA) {
	k := p.k
	l := math.Hypot(b.X-a.X, b.Y-a.Y)
	if l < 1 {
		return
	}
	ux, uy := (b.X-a.X)/l, (b.Y-a.Y)/l
	end := Pt{b.X - ux*7, b.Y - uy*7}
	paper.Dashed(p.c, p.pt(a), p.pt(end), 2.2*k, 6*k, 4*k, col)
	h := p.pt(b)
	nx, ny := -uy, ux
	p.c.Poly(col, h, paper.Pt{X: h.X - ux*9*k + nx*4.5*k, Y: h.Y - uy*9*k + ny*4.5*k}, paper.Pt{X: h.X - ux*9*k - nx*4.5*k, Y: h.Y - uy*9*k - ny*4.5*k})
}

// links: a pair adjacent in play with no shared border, joined by a
// double arrow across what lies between them.
func (s *Sheet) links(p pen) {
	for _, l := range s.M.Links {
		a, b := l.Arrow[0], l.Arrow[len(l.Arrow)-1]
		mid := Midpoint(l.Arrow)
		dashedArrow(p, mid, b, ColLink)
		dashedArrow(p, mid, a, ColLink)
	}
}

func (s *Sheet) countries(p pen) {
	k := p.k
	f := paper.Face(paper.FontBold, 15*k)
	for _, c := range s.M.Countries {
		q := p.pt(c.At)
		p.c.Text(f, spaced(c.Name), q.X, q.Y, 0.5, paper.RGBA(0x6B6253, 200))
	}
}

// spaced letter-spaces a name, as maps print the names of countries.
func spaced(s string) string {
	r := []rune(s)
	var b strings.Builder
	for i, c := range r {
		if i > 0 {
			b.WriteRune(' ')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func (s *Sheet) staging(p pen) {
	k := p.k
	for _, st := range s.M.Staging {
		si := -1
		for i, a := range s.R.Staging {
			if a.ID == st.ID {
				si = i
			}
		}
		if si < 0 {
			continue
		}
		a := s.R.Staging[si]
		b := st.Box
		var sh paper.Shape
		sh.RoundRect(b.X*k, b.Y*k, b.W*k, b.H*k, 6*k)
		p.c.Fill(&sh, ColStaging)
		var ol paper.Shape
		ol.Outline(2*k, roundRectPts(b, 6, k)...)
		p.c.Fill(&ol, ColInk)
		p.c.Rect(ColInk, b.X*k, b.Y*k+1, b.W*k, 20*k)
		p.c.Text(paper.Face(paper.FontBold, 12.5*k), strings.ToUpper(a.Name), (b.X+8)*k, (b.Y+10)*k, 0, ColPaper)
		p.c.Text(paper.Face(paper.FontBold, 12.5*k), strconv.Itoa(a.Capacity), (b.X+b.W-8)*k, (b.Y+10)*k, 1, ColPaper)
		p.c.Text(paper.Face(paper.FontMedium, 11*k), st.Bases, (b.X+8)*k, (b.Y+32)*k, 0, ColInk)
		p.c.Text(paper.Face(paper.FontItalic, 10.5*k), "Staging area (8.5): "+strconv.Itoa(a.Capacity)+" air, "+strconv.Itoa(a.Capacity)+" ground", (b.X+8)*k, (b.Y+b.H-10)*k, 0, ColInk)
	}
}

func roundRectPts(b Box, r, k float64) []paper.Pt {
	var sh []paper.Pt
	corner := func(cx, cy, a0 float64) {
		for i := 0; i <= 5; i++ {
			a := a0 + float64(i)*math.Pi/10
			sh = append(sh, paper.Pt{X: (cx + r*math.Cos(a)) * k, Y: (cy + r*math.Sin(a)) * k})
		}
	}
	corner(b.X+b.W-r, b.Y+r, -math.Pi/2)
	corner(b.X+b.W-r, b.Y+b.H-r, 0)
	corner(b.X+r, b.Y+b.H-r, math.Pi/2)
	corner(b.X+r, b.Y+r, math.Pi)
	return sh
}

// names prints each zone's name beside its label point, where the
// stack goes: a city's square or a stronghold's hexagon (8.1) sits at the
// point itself, as the box a printed map's counters stand on, with the
// name above it or, where the zone has no room above, below; an
// airbase's mark follows the name.
func (s *Sheet) names(p pen) {
	k := p.k
	for _, z := range s.R.Zones {
		oz := s.M.Zones[z.ID]
		l := p.pt(oz.Label)
		size := 11.5
		if z.IsCity() || z.IsStronghold() {
			size = 12.5
		}
		f := paper.Face(paper.FontBold, size*k)
		w := paper.TextWidth(f, z.Name) / k
		extra := 0.0
		if z.Airbase {
			extra = 20
		}
		at := NamePoint(oz, w+extra, 14)
		x, y := l.X, l.Y
		switch {
		case z.IsCity():
			p.c.Rect(ColInk, x-7*k, y-7*k, 14*k, 14*k)
			p.c.Rect(paper.RGB(0xB84A3A), x-5.4*k, y-5.4*k, 10.8*k, 10.8*k)
		case z.IsStronghold():
			hexagon(p.c, paper.Pt{X: x, Y: y}, 8.5*k, ColInk)
			hexagon(p.c, paper.Pt{X: x, Y: y}, 6.6*k, paper.RGB(0xB84A3A))
		case len(z.Roads) > 0:
			p.c.Circle(ColInk, paper.Pt{X: x, Y: y}, 4*k)
			p.c.Circle(ColCasing, paper.Pt{X: x, Y: y}, 2.4*k)
		}
		nx := (at.X - extra/2) * k
		ny := at.Y * k
		p.c.HaloText(f, z.Name, nx, ny, 0.5, 1.4*k, ColInk, paper.RGBA(0xFFFBEF, 235))
		if z.Airbase {
			airbase(p.c, paper.Pt{X: nx + w*k/2 + 11*k, Y: ny}, 6*k)
		}
	}
}

// NamePoint is where a zone's name of w × h map units is centred: above
// the label point if the zone holds it there, else below, beside, or
// higher or lower still; where none fits, wherever most of it lies in
// the zone.
func NamePoint(z *Zone, w, h float64) Pt {
	l := z.Label
	cands := []Pt{{l.X, l.Y - 19}, {l.X, l.Y + 19}, {l.X + w/2 + 12, l.Y}, {l.X - w/2 - 12, l.Y}, {l.X, l.Y - 27}, {l.X, l.Y + 27}}
	best, bestIn := cands[0], -1
	for _, c := range cands {
		in := 0
		for _, fx := range []float64{-0.5, 0, 0.5} {
			for _, fy := range []float64{-0.5, 0, 0.5} {
				if z.Contains(Pt{c.X + fx*w, c.Y + fy*h}) {
					in++
				}
			}
		}
		if in == 9 {
			return c
		}
		if in > bestIn {
			best, bestIn = c, in
		}
	}
	return best
}

func hexagon(c *paper.Canvas, ctr paper.Pt, r float64, col color.NRGBA) {
	var pts []paper.Pt
	for i := 0; i < 6; i++ {
		a := math.Pi / 3 * float64(i)
		pts = append(pts, paper.Pt{X: ctr.X + r*math.Cos(a), Y: ctr.Y + r*math.Sin(a)})
	}
	c.Poly(col, pts...)
}

// airbase is the map symbol of an airfield: a ring crossed by a runway.
func airbase(c *paper.Canvas, ctr paper.Pt, r float64) {
	c.Circle(paper.RGB(0xFFFBEF), ctr, r+1)
	var sh paper.Shape
	sh.Ring(ctr, r*0.8, r*0.3)
	sh.Seg(paper.Pt{X: ctr.X - r*1.25, Y: ctr.Y + r*0.55}, paper.Pt{X: ctr.X + r*1.25, Y: ctr.Y - r*0.55}, r*0.42)
	c.Fill(&sh, paper.RGB(0x1F3F66))
}

// key is the legend in the sheet's lower right.
func (s *Sheet) key(p pen) {
	k := p.k
	x0, y0 := s.M.W-292.0, s.M.H-244.0
	var sh paper.Shape
	sh.RoundRect(x0*k, y0*k, 280*k, 232*k, 5*k)
	p.c.Fill(&sh, paper.RGBA(0xFBF7EA, 245))
	var ol paper.Shape
	ol.Outline(1.5*k, roundRectPts(Box{x0, y0, 280, 232}, 5, k)...)
	p.c.Fill(&ol, ColInk)
	p.c.Text(paper.Face(paper.FontBold, 13*k), "TERRAIN KEY (8.3)", (x0+10)*k, (y0+14)*k, 0, ColInk)
	f := paper.Face(paper.FontMedium, 11.5*k)
	for i, t := range []string{"clear", "desert", "mountain", "city", "stronghold"} {
		y := y0 + 30 + float64(i)*22
		st := Terrains[t]
		p.c.Rect(ColInk, (x0+10)*k, y*k, 34*k, 16*k)
		p.c.Rect(st.Fill, (x0+11)*k, (y+1)*k, 32*k, 14*k)
		swatchMarks(p, t, x0+27, y+8)
		p.c.Text(f, st.Name, (x0+52)*k, (y+8)*k, 0, ColInk)
	}
	// symbols
	p.c.Rect(ColInk, (x0+140-6)*k, (y0+38-6)*k, 12*k, 12*k)
	p.c.Rect(paper.RGB(0xB84A3A), (x0+140-4.6)*k, (y0+38-4.6)*k, 9.2*k, 9.2*k)
	p.c.Text(f, "City square", (x0+157)*k, (y0+38)*k, 0, ColInk)
	hexagon(p.c, paper.Pt{X: (x0 + 140) * k, Y: (y0 + 60) * k}, 7.5*k, ColInk)
	hexagon(p.c, paper.Pt{X: (x0 + 140) * k, Y: (y0 + 60) * k}, 5.7*k, paper.RGB(0xB84A3A))
	p.c.Text(f, "Stronghold hexagon", (x0+157)*k, (y0+60)*k, 0, ColInk)
	airbase(p.c, paper.Pt{X: (x0 + 140) * k, Y: (y0 + 82) * k}, 6*k)
	p.c.Text(f, "Airbase", (x0+157)*k, (y0+82)*k, 0, ColInk)
	var rd, cs paper.Shape
	cs.Seg(paper.Pt{X: (x0 + 132) * k, Y: (y0 + 104) * k}, paper.Pt{X: (x0 + 148) * k, Y: (y0 + 104) * k}, 5*k)
	rd.Seg(paper.Pt{X: (x0 + 132) * k, Y: (y0 + 104) * k}, paper.Pt{X: (x0 + 148) * k, Y: (y0 + 104) * k}, 2.6*k)
	p.c.Fill(&cs, ColCasing)
	p.c.Fill(&rd, ColRoad)
	p.c.Text(f, "Road (8.4)", (x0+157)*k, (y0+104)*k, 0, ColInk)
	var fr paper.Shape
	fr.Seg(paper.Pt{X: (x0 + 132) * k, Y: (y0 + 126) * k}, paper.Pt{X: (x0 + 148) * k, Y: (y0 + 126) * k}, 7*k)
	p.c.Fill(&fr, paper.RGBA(0xA8533F, 70))
	p.c.Line(ColInk, 2.4*k, paper.Pt{X: (x0 + 132) * k, Y: (y0 + 126) * k}, paper.Pt{X: (x0 + 148) * k, Y: (y0 + 126) * k})
	p.c.Text(f, "Frontier", (x0+157)*k, (y0+126)*k, 0, ColInk)
	p.c.Line(ColBorder, 1.5*k, paper.Pt{X: (x0 + 132) * k, Y: (y0 + 148) * k}, paper.Pt{X: (x0 + 148) * k, Y: (y0 + 148) * k})
	p.c.Text(f, "Zone border", (x0+157)*k, (y0+148)*k, 0, ColInk)
	dashedArrow(p, Pt{x0 + 140, y0 + 170}, Pt{x0 + 150, y0 + 170}, ColLink)
	dashedArrow(p, Pt{x0 + 140, y0 + 170}, Pt{x0 + 128, y0 + 170}, ColLink)
	p.c.Text(f, "Adjacent across (8.2)", (x0+157)*k, (y0+170)*k, 0, ColInk)
	p.c.Text(paper.Face(paper.FontItalic, 10.5*k), "Zones that share a border are adjacent.", (x0+10)*k, (y0+196)*k, 0, ColInk)
	p.c.Text(paper.Face(paper.FontItalic, 10.5*k), "A city or stronghold lies inside its region.", (x0+10)*k, (y0+212)*k, 0, ColInk)
}

func swatchMarks(p pen, t string, cx, cy float64) {
	k := p.k
	st := Terrains[t]
	var sh paper.Shape
	switch t {
	case "clear":
		for _, dx := range []float64{-7, 7} {
			x, y := (cx+dx)*k, cy*k
			sh.Seg(paper.Pt{X: x - 2*k, Y: y + 1.5*k}, paper.Pt{X: x - 2.6*k, Y: y - 1.2*k}, 0.9*k)
			sh.Seg(paper.Pt{X: x, Y: y + 1.5*k}, paper.Pt{X: x, Y: y - 2*k}, 0.9*k)
			sh.Seg(paper.Pt{X: x + 2*k, Y: y + 1.5*k}, paper.Pt{X: x + 2.6*k, Y: y - 1.2*k}, 0.9*k)
		}
	case "desert":
		for i := 0; i < 10; i++ {
			sh.Circle(paper.Pt{X: (cx - 13 + float64(i%5)*6.5 + float64(i/5)*3) * k, Y: (cy - 3 + float64(i/5)*6) * k}, 0.7*k)
		}
	case "mountain":
		for _, dx := range []float64{-7, 7} {
			x, y, sz := (cx+dx)*k, cy*k, 4.5*k
			sh.Line(1.1*k, paper.Pt{X: x - sz, Y: y + sz*0.6}, paper.Pt{X: x, Y: y - sz*0.6}, paper.Pt{X: x + sz, Y: y + sz*0.6})
		}
	case "city":
		for _, dx := range []float64{-9, 0, 9} {
			sh.Rect((cx+dx-1.6)*k, (cy-1.6)*k, 3.2*k, 3.2*k)
		}
	case "stronghold":
		for dx := -12.0; dx <= 12; dx += 6 {
			sh.Seg(paper.Pt{X: (cx + dx - 2.5) * k, Y: (cy + 2.5) * k}, paper.Pt{X: (cx + dx + 2.5) * k, Y: (cy - 2.5) * k}, 0.9*k)
		}
	}
	p.c.Fill(&sh, st.Mark)
}

func (s *Sheet) title(p pen) {
	k := p.k
	x := s.M.W - 20
	p.c.Text(paper.Face(paper.FontBold, 24*k), "ENDURING FREEDOM", x*k, 34*k, 1, ColInk)
	p.c.Text(paper.Face(paper.FontItalic, 13*k), "Afghanistan, October 2001 – March 2002", x*k, 58*k, 1, ColInk)
	p.c.Text(paper.Face(paper.FontItalic, 10.5*k), "The country round Kabul is drawn larger.", x*k, 78*k, 1, paper.RGBA(0x33291C, 200))
	drawNorth(p.c, paper.Pt{X: (x - 12) * k, Y: 118 * k}, 16*k)
}

// drawNorth is the north arrow under the title.
func drawNorth(c *paper.Canvas, p paper.Pt, r float64) {
	c.Poly(ColInk, paper.Pt{X: p.X, Y: p.Y - r}, paper.Pt{X: p.X + r*0.38, Y: p.Y + r*0.55}, paper.Pt{X: p.X, Y: p.Y + r*0.25})
	c.Poly(ColPaper, paper.Pt{X: p.X, Y: p.Y - r}, paper.Pt{X: p.X - r*0.38, Y: p.Y + r*0.55}, paper.Pt{X: p.X, Y: p.Y + r*0.25})
	var s paper.Shape
	s.Outline(math.Max(1, r*0.07), paper.Pt{X: p.X, Y: p.Y - r}, paper.Pt{X: p.X + r*0.38, Y: p.Y + r*0.55}, paper.Pt{X: p.X, Y: p.Y + r*0.25}, paper.Pt{X: p.X - r*0.38, Y: p.Y + r*0.55})
	c.Fill(&s, ColInk)
	c.Text(paper.Face(paper.FontBold, r*0.8), "N", p.X, p.Y-r*1.5, 0.5, ColInk)
}

var ColRiver = paper.RGB(0x3E7FB0)

// rivers are drawn thin and blue under the borders, their names in
// italics: they give the map its look and no rule reads them.
func (s *Sheet) rivers(p pen) {
	var sh paper.Shape
	for _, r := range s.M.Rivers {
		// a river widens downstream
		n := len(r.Pts)
		for i := 0; i+1 < n; i++ {
			sh.Seg(p.pt(r.Pts[i]), p.pt(r.Pts[i+1]), (1+1.2*float64(i)/float64(n))*p.k)
		}
	}
	p.c.Fill(&sh, ColRiver)
	f := paper.Face(paper.FontItalic, 10.5*p.k)
	for _, r := range s.M.Rivers {
		q := p.pt(r.At)
		p.c.HaloText(f, r.Name, q.X, q.Y, 0.5, 1.2*p.k, ColRiver, paper.RGBA(0xFFFBEF, 200))
	}
}
