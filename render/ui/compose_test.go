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
