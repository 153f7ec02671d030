package ui

import (
	"slices"
	"testing"
)

// Rectangles that share a pixel merge into their bounds; each is
// snapped out to whole pixels and cut to the screen; one off it is gone.
func TestDisjoint(t *testing.T) {
	screen := Rect{W: 100, H: 100}
	got := Disjoint([]Rect{{X: 10.5, Y: 10, W: 10, H: 10}, {X: 20.2, Y: 15, W: 5, H: 5}, {X: 50, Y: 50, W: 10, H: 10}, {X: 95, Y: 95, W: 10, H: 10}, {X: 200, Y: 0, W: 5, H: 5}}, screen)
	want := []Rect{{X: 10, Y: 10, W: 16, H: 10}, {X: 50, Y: 50, W: 10, H: 10}, {X: 95, Y: 95, W: 5, H: 5}}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
}

// What changed since the last frame: an element that moved, one whose
// picture changed, one new and one gone; the one standing still is not
// drawn again unless it overlaps what is.
func TestShownChanged(t *testing.T) {
	screen := Rect{W: 200, H: 200}
	last := ShownOf([]Elem{{ID: "still", R: Rect{X: 0, Y: 0, W: 10, H: 10}}, {ID: "moves", R: Rect{X: 20, Y: 0, W: 10, H: 10}},
		{ID: "turns", R: Rect{X: 40, Y: 0, W: 10, H: 10}, Sig: 1}, {ID: "goes", R: Rect{X: 60, Y: 0, W: 10, H: 10}}, {ID: "under", R: Rect{X: 100, Y: 100, W: 30, H: 30}}})
	els := []Elem{{ID: "still", R: Rect{X: 0, Y: 0, W: 10, H: 10}}, {ID: "moves", R: Rect{X: 25, Y: 0, W: 10, H: 10}},
		{ID: "turns", R: Rect{X: 40, Y: 0, W: 10, H: 10}, Sig: 2}, {ID: "new", R: Rect{X: 110, Y: 110, W: 5, H: 5}}, {ID: "under", R: Rect{X: 100, Y: 100, W: 30, H: 30}}}
	dirty := Spread(els, last.Changed(els, screen), screen)
	for _, e := range els {
		if want := e.ID != "still"; e.Dirty != want {
			t.Errorf("%s: dirty %v, want %v", e.ID, e.Dirty, want)
		}
	}
	want := []Rect{{X: 20, Y: 0, W: 15, H: 10}, {X: 40, Y: 0, W: 10, H: 10}, {X: 60, Y: 0, W: 10, H: 10}, {X: 100, Y: 100, W: 30, H: 30}}
	slices.SortFunc(dirty, func(a, b Rect) int { return int(a.X - b.X) })
	if !slices.Equal(dirty, want) {
		t.Fatalf("dirty %v, want %v", dirty, want)
	}
}

// An element drawn from an image (DrawIn) that something changed over
// is drawn again only where that changed, and what is put back does not
// grow to the whole of it; the element standing on it that is not drawn
// in parts is drawn again whole; once it changes itself it is drawn
// again whole.
func TestSpreadDrawnInParts(t *testing.T) {
	screen := Rect{W: 300, H: 300}
	in := func([]Rect) {}
	last := ShownOf([]Elem{{ID: "card", R: Rect{X: 100, Y: 100, W: 100, H: 80}, Sig: 1}, {ID: "dice", R: Rect{X: 110, Y: 110, W: 20, H: 20}, Sig: 1},
		{ID: "label", R: Rect{X: 150, Y: 150, W: 30, H: 10}}})
	els := []Elem{{ID: "card", R: Rect{X: 100, Y: 100, W: 100, H: 80}, Sig: 1, DrawIn: in}, {ID: "dice", R: Rect{X: 110, Y: 110, W: 20, H: 20}, Sig: 2},
		{ID: "label", R: Rect{X: 150, Y: 150, W: 30, H: 10}}}
	dirty := Spread(els, last.Changed(els, screen), screen)
	if want := []Rect{{X: 110, Y: 110, W: 20, H: 20}}; !slices.Equal(dirty, want) {
		t.Fatalf("dirty %v, want only the dice %v", dirty, want)
	}
	if els[0].Dirty || !slices.Equal(els[0].Clip, []Rect{{X: 110, Y: 110, W: 20, H: 20}}) {
		t.Errorf("the card: dirty %v, parts %v; want not dirty, the dice's square", els[0].Dirty, els[0].Clip)
	}
	if !els[1].Dirty || els[2].Dirty {
		t.Errorf("the dice dirty %v (want true), the label dirty %v (want false)", els[1].Dirty, els[2].Dirty)
	}

	// something new over the card's corner and the label: the label is
	// drawn again whole, the card in the parts put back
	els = []Elem{{ID: "card", R: Rect{X: 100, Y: 100, W: 100, H: 80}, Sig: 1, DrawIn: in}, {ID: "dice", R: Rect{X: 110, Y: 110, W: 20, H: 20}, Sig: 2},
		{ID: "label", R: Rect{X: 150, Y: 150, W: 30, H: 10}}, {ID: "tip", R: Rect{X: 170, Y: 140, W: 60, H: 15}, Over: true}}
	last = ShownOf(els[:3])
	dirty = Spread(els, last.Changed(els, screen), screen)
	if els[0].Dirty || !els[2].Dirty || !els[3].Dirty || els[1].Dirty {
		t.Fatalf("dirty: card %v, dice %v, label %v, tip %v; want false, false, true, true", els[0].Dirty, els[1].Dirty, els[2].Dirty, els[3].Dirty)
	}
	var area float64
	for _, c := range els[0].Clip {
		area += c.W * c.H
		if c != c.Intersect(els[0].R) {
			t.Errorf("the card is drawn again at %v, outside it", c)
		}
	}
	for _, d := range dirty {
		if d.Intersect(els[0].R) == els[0].R {
			t.Errorf("the card was put back whole: %v", dirty)
		}
	}
	// the label and the tip's share of the card, as their bounds
	if want := 50.0 * 20; area != want {
		t.Errorf("the card is drawn again over %.0f px² (%v), want %.0f", area, els[0].Clip, want)
	}

	// the card changes: drawn again whole
	last = ShownOf(els)
	for i := range els {
		els[i].Dirty, els[i].Clip = false, nil
	}
	els[0].Sig = 2
	Spread(els, last.Changed(els, screen), screen)
	if !els[0].Dirty {
		t.Errorf("the card that changed is not drawn again whole")
	}
}
