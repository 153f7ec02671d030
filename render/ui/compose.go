package ui

import (
	"hash/maphash"
	"math"
)

// What a frame redraws when it does not draw itself whole: the elements
// drawn over the layers (Elem) that are new, gone, moved or show
// something else, and everything that overlaps them, put back from the
// layers and drawn again whole.

// Shown is what the last frame drew of each element, by its ID.
type Shown map[string]struct {
	R   Rect
	Sig any
}

// ShownOf is what a frame of els draws.
func ShownOf(els []Elem) Shown {
	m := make(Shown, len(els))
	for _, e := range els {
		m[e.ID] = struct {
			R   Rect
			Sig any
		}{e.R, e.Sig}
	}
	return m
}

// Changed marks the elements of els that are new, moved or show
// something else since s, and returns where they are and were and where
// the elements gone were, as disjoint whole pixels of screen.
func (s Shown) Changed(els []Elem, screen Rect) []Rect {
	var dirty []Rect
	now := map[string]bool{}
	for i := range els {
		e := &els[i]
		now[e.ID] = true
		old, ok := s[e.ID]
		if !ok || old.R != e.R || old.Sig != e.Sig {
			e.Dirty = true
			dirty = append(dirty, e.R)
			if ok {
				dirty = append(dirty, old.R)
			}
		}
	}
	for id, old := range s {
		if !now[id] {
			dirty = append(dirty, old.R)
		}
	}
	return Disjoint(dirty, screen)
}

// Spread marks the elements that overlap dirty and grows dirty by them
// until no more do: what is put back is drawn again whole, so it is put
// back whole. The rectangles are merged where they meet, as the chrome
// is blended over each once. An element that can be drawn in parts
// (DrawIn) and has not changed itself is not: it gets the parts of dirty
// it covers to draw again (Clip).
func Spread(els []Elem, dirty []Rect, screen Rect) []Rect {
	for changed := true; changed; {
		changed = false
		dirty = Disjoint(dirty, screen)
		for i := range els {
			e := &els[i]
			if e.Dirty || e.DrawIn != nil {
				continue
			}
			for _, d := range dirty {
				if e.R.Overlaps(d) {
					e.Dirty, changed = true, true
					dirty = append(dirty, e.R)
					break
				}
			}
		}
	}
	for i := range els {
		if e := &els[i]; !e.Dirty && e.DrawIn != nil {
			e.Clip = nil
			for _, d := range dirty {
				if c := d.Intersect(e.R); c.W > 0 {
					e.Clip = append(e.Clip, c)
				}
			}
		}
	}
	return dirty
}

// Disjoint snaps rectangles to whole pixels of screen and merges those
// that overlap into their bounds until none do.
func Disjoint(rs []Rect, screen Rect) []Rect {
	var out []Rect
	for _, r := range rs {
		if r.W <= 0 || r.H <= 0 {
			continue
		}
		// whole pixels: rectangles that share a pixel overlap
		x0, y0 := math.Floor(r.X), math.Floor(r.Y)
		r = Rect{X: x0, Y: y0, W: math.Ceil(r.X+r.W) - x0, H: math.Ceil(r.Y+r.H) - y0}
		if r = r.Intersect(screen); r.W <= 0 {
			continue // off the screen
		}
		for merged := true; merged; {
			merged = false
			for i := 0; i < len(out); i++ {
				if o := out[i]; o.Overlaps(r) {
					x0, y0 := math.Min(o.X, r.X), math.Min(o.Y, r.Y)
					x1, y1 := math.Max(o.X+o.W, r.X+r.W), math.Max(o.Y+o.H, r.Y+r.H)
					r = Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
					out = append(out[:i], out[i+1:]...)
					merged = true
					break
				}
			}
		}
		out = append(out, r)
	}
	return out
}

// ButtonsHash is what the owner's buttons show ("" for the chrome
// layer's), with hover the button under the pointer and focus the id the
// keys are on: the same hash, the same pixels.
func ButtonsHash(bs []Button, hover *Button, focus, owner string) uint64 {
	var h maphash.Hash
	h.SetSeed(HashSeed)
	for i := range bs {
		b := &bs[i]
		if b.Owner != owner {
			continue
		}
		h.WriteString(b.Id)
		h.WriteString(b.Label)
		h.WriteString(b.Tip)
		var flags byte
		if b.Enabled {
			flags |= 1
		}
		if b.Primary {
			flags |= 2
		}
		if b.Active {
			flags |= 4
		}
		if hover == b {
			flags |= 8
		}
		if focus == b.Id {
			flags |= 16
		}
		h.WriteByte(flags)
		WriteFloats(&h, b.R.X, b.R.Y, b.R.W, b.R.H, float64(b.Icon))
	}
	return h.Sum64()
}
