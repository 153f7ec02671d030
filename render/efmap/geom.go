package efmap

import (
	"math"
	"sort"
)

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func polyLength(p []Pt) float64 {
	l := 0.0
	for i := 1; i < len(p); i++ {
		l += math.Hypot(p[i].X-p[i-1].X, p[i].Y-p[i-1].Y)
	}
	return l
}

// inRings is the even-odd rule over a zone's rings: a point inside an
// outer ring and outside the holes in it.
func inRings(rings [][]Pt, q Pt) bool {
	in := false
	for _, r := range rings {
		j := len(r) - 1
		for i := range r {
			a, b := r[i], r[j]
			if (a.Y > q.Y) != (b.Y > q.Y) && q.X < (b.X-a.X)*(q.Y-a.Y)/(b.Y-a.Y)+a.X {
				in = !in
			}
			j = i
		}
	}
	return in
}

// Contains reports whether a point lies in the zone.
func (z *Zone) Contains(q Pt) bool { return inRings(z.Rings, q) }

// Area is the zone's area in square map units (holes taken away).
func (z *Zone) Area() float64 {
	a := 0.0
	outer := 0.0
	for _, r := range z.Rings {
		s := math.Abs(ringArea(r))
		if s > outer {
			outer = s
		}
		a += s
	}
	// every ring but the largest is a hole when the zone is one piece
	return 2*outer - a
}

func ringArea(r []Pt) float64 {
	s := 0.0
	j := len(r) - 1
	for i := range r {
		s += (r[j].X + r[i].X) * (r[j].Y - r[i].Y)
		j = i
	}
	return s / 2
}

// Bounds is the zone's bounding box.
func (z *Zone) Bounds() Box {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, r := range z.Rings {
		for _, p := range r {
			x0, y0, x1, y1 = math.Min(x0, p.X), math.Min(y0, p.Y), math.Max(x1, p.X), math.Max(y1, p.Y)
		}
	}
	return Box{x0, y0, x1 - x0, y1 - y0}
}

// ZoneAt is the zone under a point, or "" off the map. Zones do not
// overlap (TestOutlinesTileTheCountry), so the first found is the one.
func (m *Map) ZoneAt(q Pt) string {
	for _, id := range m.Order {
		z := m.Zones[id]
		b := z.Bounds()
		if q.X < b.X || q.Y < b.Y || q.X > b.X+b.W || q.Y > b.Y+b.H {
			continue
		}
		if z.Contains(q) {
			return id
		}
	}
	return ""
}

// InCountry reports whether a point lies within the frontier.
func (m *Map) InCountry(q Pt) bool { return inRings(m.Frontier, q) }

// Shared is the length of border two zones share on the drawing,
// measured on their rings: the segments of one zone's outline that are
// also segments of the other's. It reads the geometry, not the names the
// border lines carry.
func (m *Map) Shared(a, b string) float64 {
	za, zb := m.Zones[a], m.Zones[b]
	if za == nil || zb == nil {
		return 0
	}
	segs := map[[2]Pt]bool{}
	for _, r := range zb.Rings {
		for i := range r {
			p, q := r[i], r[(i+1)%len(r)]
			segs[[2]Pt{p, q}] = true
			segs[[2]Pt{q, p}] = true
		}
	}
	l := 0.0
	for _, r := range za.Rings {
		for i := range r {
			p, q := r[i], r[(i+1)%len(r)]
			if segs[[2]Pt{p, q}] {
				l += math.Hypot(q.X-p.X, q.Y-p.Y)
			}
		}
	}
	return l
}

// BorderBetween is the longest border line a and b share, or nil.
func (m *Map) BorderBetween(a, b string) *Border {
	var best *Border
	for _, br := range m.Borders {
		if (br.A == a && br.B == b) || (br.A == b && br.B == a) {
			if best == nil || br.Length() > best.Length() {
				best = br
			}
		}
	}
	return best
}

// Midpoint is the point halfway along a polyline.
func Midpoint(p []Pt) Pt {
	half := polyLength(p) / 2
	for i := 1; i < len(p); i++ {
		d := math.Hypot(p[i].X-p[i-1].X, p[i].Y-p[i-1].Y)
		if d >= half && d > 0 {
			t := half / d
			return Pt{p[i-1].X + (p[i].X-p[i-1].X)*t, p[i-1].Y + (p[i].Y-p[i-1].Y)*t}
		}
		half -= d
	}
	return p[len(p)-1]
}

// segmentsCross reports a proper crossing of segments ab and cd (touching
// at an end does not count).
func segmentsCross(a, b, c, d Pt) bool {
	o := func(p, q, r Pt) float64 { return (q.X-p.X)*(r.Y-p.Y) - (q.Y-p.Y)*(r.X-p.X) }
	d1, d2, d3, d4 := o(a, b, c), o(a, b, d), o(c, d, a), o(c, d, b)
	return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
}
