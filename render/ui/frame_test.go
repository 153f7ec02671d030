package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A frame is drawn whole when a layer is new, in parts when only an
// element changed (those overlapping it drawn again, the others not),
// and not at all when nothing did.
func TestFrameCompose(t *testing.T) {
	screen := ebiten.NewImage(200, 100)
	board := ebiten.NewImage(200, 100)
	drawn := map[string]int{}
	el := func(id string, x float64, sig any) Elem {
		return Elem{ID: id, R: Rect{X: x, Y: 10, W: 20, H: 20}, Sig: sig, Draw: func() { drawn[id]++ }}
	}
	chromeClips := 0
	var f Frame
	frame := func(boardNew bool, els ...Elem) {
		f.Compose(screen, 200, 100, Layers{View: Rect{W: 200, H: 100}, Board: board, BoardNew: boardNew,
			Chrome: func([]Rect) { chromeClips++ }, Els: els, Covers: func() {}})
	}
	frame(true, el("a", 0, 1), el("b", 50, 1), el("c", 60, 1))
	if f.Whole != 1 || drawn["a"] != 1 || drawn["b"] != 1 || !f.Valid {
		t.Fatalf("the first frame: %+v, drawn %v", f, drawn)
	}
	frame(false, el("a", 0, 1), el("b", 50, 2), el("c", 60, 1)) // b shows another thing; c overlaps it
	if f.Parts != 1 || drawn["a"] != 1 || drawn["b"] != 2 || drawn["c"] != 2 || chromeClips != 2 {
		t.Fatalf("b changed: %+v, drawn %v, chrome put back %d times", f, drawn, chromeClips)
	}
	frame(false, el("a", 0, 1), el("b", 50, 2), el("c", 60, 1))
	if f.Skipped != 1 || drawn["a"] != 1 || drawn["b"] != 2 || chromeClips != 2 {
		t.Fatalf("nothing changed: %+v, drawn %v", f, drawn)
	}
}
