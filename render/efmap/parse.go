package efmap

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Pt is a point in map units: one unit is a pixel of the sheet at 100 %,
// x to the east, y to the south.
type Pt struct{ X, Y float64 }

// Countries are the neighbours a frontier border may name.
var Countries = []string{"iran", "turkmenistan", "uzbekistan", "tajikistan", "china", "pakistan"}

func isCountry(s string) bool {
	for _, c := range Countries {
		if c == s {
			return true
		}
	}
	return false
}

// Border is one line of a border, shared by the zone A and B (a zone or,
// along the frontier, a country), written once for both.
type Border struct {
	A, B string
	Pts  []Pt
	Line int // in zones.txt
}

// Foreign reports a border on the frontier.
func (b *Border) Foreign() bool { return isCountry(b.B) }

// Length is the border's length in map units.
func (b *Border) Length() float64 { return polyLength(b.Pts) }

// Link is a pair adjacent in the rules that the drawing joins with a mark
// rather than a shared border.
type Link struct {
	A, B, Why string
	Arrow     []Pt // from a point in A to a point in B
	Line      int
}

// Box is a rectangle in map units.
type Box struct{ X, Y, W, H float64 }

// Contains reports a point inside the box.
func (b Box) Contains(p Pt) bool { return p.X >= b.X && p.X <= b.X+b.W && p.Y >= b.Y && p.Y <= b.Y+b.H }

// Staging is a staging area's box (8.5).
type Staging struct {
	ID    string
	Box   Box
	Bases string // the bases it stands for, printed in the box
	Line  int
}

// Exit is where a road from a zone crosses the frontier toward a staging
// area (16.2).
type Exit struct {
	Zone, Staging string
	At            Pt
	Line          int
}

// Country is a neighbour's printed name.
type Country struct {
	ID, Name string
	At       Pt
}

// River is a river drawn for the look of the map; no rule reads it.
type River struct {
	Name string
	At   Pt // where its name is printed
	Pts  []Pt
	Line int
}

// Zone is one zone's outline: its rings (the outer ones and the holes a
// zone inside it makes, told apart by the even-odd rule) and its label
// point.
type Zone struct {
	ID    string
	Rings [][]Pt
	Label Pt
}

// Map is zones.txt read and its rings assembled.
type Map struct {
	W, H      float64
	Borders   []*Border
	Links     []Link
	Staging   []Staging
	Exits     []Exit
	Countries []Country
	Rivers    []*River
	Zones     map[string]*Zone
	Order     []string // zone ids in the order first named
	Frontier  [][]Pt   // the country's outline, from the frontier borders
}

// Parse reads zones.txt. Every mistake is a sentence naming its line; at
// most a screenful are listed.
func Parse(src string) (*Map, error) {
	p := &parser{m: &Map{Zones: map[string]*Zone{}}}
	p.read(src)
	if len(p.errs) == 0 {
		p.assemble()
	}
	if len(p.errs) > 0 {
		if len(p.errs) > 20 {
			p.errs = append(p.errs[:20], fmt.Sprintf("and %d more", len(p.errs)-20))
		}
		return nil, fmt.Errorf("zones.txt: %s", strings.Join(p.errs, "; "))
	}
	return p.m, nil
}

type parser struct {
	m      *Map
	errs   []string
	labels map[string]int
}

func (p *parser) errf(line int, f string, a ...any) {
	p.errs = append(p.errs, fmt.Sprintf("line %d: ", line)+fmt.Sprintf(f, a...))
}

func (p *parser) zone(id string) *Zone {
	z := p.m.Zones[id]
	if z == nil {
		z = &Zone{ID: id}
		p.m.Zones[id] = z
		p.m.Order = append(p.m.Order, id)
	}
	return z
}

func (p *parser) read(src string) {
	section := ""
	var last *[]Pt // the points of a border or a river, which may go on
	sheet := false
	p.labels = map[string]int{}
	for i, raw := range strings.Split(src, "\n") {
		n := i + 1
		text := raw
		if k := strings.IndexByte(text, '#'); k >= 0 {
			text = text[:k]
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		if (text[0] == ' ' || text[0] == '\t') && last != nil {
			pts, ok := p.points(n, strings.TrimSpace(text))
			if ok {
				*last = append(*last, pts...)
			}
			continue
		}
		last = nil
		line := strings.TrimSpace(text)
		if strings.HasPrefix(line, "[") {
			if !strings.HasSuffix(line, "]") {
				p.errf(n, "a section name is written [name], not %q", line)
				continue
			}
			section = line[1 : len(line)-1]
			switch section {
			case "sheet", "borders", "links", "labels", "staging", "exits", "countries", "rivers":
			default:
				p.errf(n, "there is no section [%s]; the sections are [sheet], [borders], [links], [labels], [staging], [exits], [countries] and [rivers]", section)
			}
			continue
		}
		f := strings.Split(line, "|")
		for k := range f {
			f[k] = strings.TrimSpace(f[k])
		}
		want := map[string]int{"sheet": 2, "borders": 3, "links": 4, "labels": 2, "staging": 4, "exits": 3, "countries": 3, "rivers": 3}[section]
		if section == "" {
			p.errf(n, "this line comes before any [section]")
			continue
		}
		if want == 0 {
			continue // in an unknown section, already reported
		}
		if len(f) != want {
			p.errf(n, "a line of [%s] has %d fields separated by \"|\", this one has %d", section, want, len(f))
			continue
		}
		switch section {
		case "sheet":
			w, e1 := strconv.ParseFloat(f[0], 64)
			h, e2 := strconv.ParseFloat(f[1], 64)
			if e1 != nil || e2 != nil || w <= 0 || h <= 0 {
				p.errf(n, "the sheet's size is two positive numbers, width | height, not %q", line)
				continue
			}
			if sheet {
				p.errf(n, "the sheet's size is given twice")
			}
			sheet = true
			p.m.W, p.m.H = w, h
		case "borders":
			if f[0] == f[1] {
				p.errf(n, "a border lies between two different zones, not %s and itself", f[0])
				continue
			}
			if isCountry(f[0]) {
				p.errf(n, "write the zone first and the country second: %s | %s", f[1], f[0])
				continue
			}
			pts, ok := p.points(n, f[2])
			if !ok {
				continue
			}
			b := &Border{A: f[0], B: f[1], Pts: pts, Line: n}
			p.m.Borders = append(p.m.Borders, b)
			last = &b.Pts
		case "links":
			pts, ok := p.points(n, f[2])
			if !ok {
				continue
			}
			if len(pts) < 2 {
				p.errf(n, "a link's arrow needs two points or more, from %s to %s", f[0], f[1])
				continue
			}
			p.m.Links = append(p.m.Links, Link{A: f[0], B: f[1], Arrow: pts, Why: f[3], Line: n})
		case "labels":
			pt, ok := p.point(n, f[1])
			if !ok {
				continue
			}
			if l, dup := p.labels[f[0]]; dup {
				p.errf(n, "%s already has its label point on line %d", f[0], l)
				continue
			}
			p.labels[f[0]] = n
			p.zone(f[0]).Label = pt
		case "staging":
			at, ok1 := p.point(n, f[1])
			wh, ok2 := p.point(n, f[2])
			if !ok1 || !ok2 {
				continue
			}
			if wh.X <= 0 || wh.Y <= 0 {
				p.errf(n, "a staging box's size is a positive width,height, not %q", f[2])
				continue
			}
			p.m.Staging = append(p.m.Staging, Staging{ID: f[0], Box: Box{at.X, at.Y, wh.X, wh.Y}, Bases: f[3], Line: n})
		case "exits":
			at, ok := p.point(n, f[2])
			if ok {
				p.m.Exits = append(p.m.Exits, Exit{Zone: f[0], Staging: f[1], At: at, Line: n})
			}
		case "rivers":
			at, ok1 := p.point(n, f[1])
			pts, ok2 := p.points(n, f[2])
			if ok1 && ok2 {
				rv := &River{Name: f[0], At: at, Pts: pts, Line: n}
				p.m.Rivers = append(p.m.Rivers, rv)
				last = &rv.Pts
			}
		case "countries":
			if !isCountry(f[0]) {
				p.errf(n, "%q is not a neighbour the frontier names (%s)", f[0], strings.Join(Countries, ", "))
				continue
			}
			at, ok := p.point(n, f[2])
			if ok {
				p.m.Countries = append(p.m.Countries, Country{ID: f[0], Name: f[1], At: at})
			}
		}
	}
	if !sheet {
		p.errf(1, "the file has no [sheet] size")
	}
}

func (p *parser) point(n int, s string) (Pt, bool) {
	xs, ys, ok := strings.Cut(s, ",")
	x, e1 := strconv.ParseFloat(strings.TrimSpace(xs), 64)
	y, e2 := strconv.ParseFloat(strings.TrimSpace(ys), 64)
	if !ok || e1 != nil || e2 != nil || math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) {
		p.errf(n, "a point is written x,y in map units, not %q", s)
		return Pt{}, false
	}
	if (p.m.W > 0 && (x < 0 || x > p.m.W)) || (p.m.H > 0 && (y < 0 || y > p.m.H)) {
		p.errf(n, "the point %s lies off the %gx%g sheet", s, p.m.W, p.m.H)
		return Pt{}, false
	}
	return Pt{x, y}, true
}

func (p *parser) points(n int, s string) ([]Pt, bool) {
	var out []Pt
	for _, w := range strings.Fields(s) {
		pt, ok := p.point(n, w)
		if !ok {
			return nil, false
		}
		out = append(out, pt)
	}
	return out, true
}

// assemble joins each zone's borders into closed rings, and the frontier
// borders into the country's outline.
func (p *parser) assemble() {
	pieces := map[string][]*Border{}
	var frontier []*Border
	for _, b := range p.m.Borders {
		if len(b.Pts) < 2 {
			p.errf(b.Line, "the border %s | %s needs at least two points", b.A, b.B)
			continue
		}
		pieces[b.A] = append(pieces[b.A], b)
		if b.Foreign() {
			frontier = append(frontier, b)
		} else {
			pieces[b.B] = append(pieces[b.B], b)
		}
	}
	for _, id := range sortedKeys(pieces) {
		rings, err := joinRings(pieces[id])
		if err != "" {
			p.errs = append(p.errs, fmt.Sprintf("the borders of %s %s", id, err))
			continue
		}
		p.zone(id).Rings = rings
	}
	if len(frontier) > 0 {
		rings, err := joinRings(frontier)
		if err != "" {
			p.errs = append(p.errs, "the frontier "+err)
		}
		p.m.Frontier = rings
	}
	for id, z := range p.m.Zones {
		if len(z.Rings) == 0 {
			p.errf(p.labels[id], "%s has a label point but no borders", id)
		}
	}
}

// joinRings chains border lines end to end into closed rings. Lines meet
// at exactly the same point: that is what keeps a planar map free of
// slivers and gaps.
func joinRings(bs []*Border) ([][]Pt, string) {
	used := make([]bool, len(bs))
	var rings [][]Pt
	for start := range bs {
		if used[start] {
			continue
		}
		used[start] = true
		ring := append([]Pt(nil), bs[start].Pts...)
		for ring[0] != ring[len(ring)-1] {
			end := ring[len(ring)-1]
			found := false
			for k, b := range bs {
				if used[k] {
					continue
				}
				switch end {
				case b.Pts[0]:
					ring = append(ring, b.Pts[1:]...)
				case b.Pts[len(b.Pts)-1]:
					for i := len(b.Pts) - 2; i >= 0; i-- {
						ring = append(ring, b.Pts[i])
					}
				default:
					continue
				}
				used[k], found = true, true
				break
			}
			if !found {
				return nil, fmt.Sprintf("do not close: the line on line %d stops at %g,%g, where none of its other borders starts", bs[start].Line, end.X, end.Y)
			}
		}
		ring = ring[:len(ring)-1]
		if len(ring) < 3 {
			return nil, fmt.Sprintf("make a ring of fewer than three points (line %d)", bs[start].Line)
		}
		rings = append(rings, ring)
	}
	return rings, ""
}
