package ui

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// Composing a frame from two cached layers and what moves over them.
// The screen keeps its pixels from one frame to the next
// (ebiten.SetScreenClearedEveryFrame(false)), so when neither layer
// changed only the rectangles where something moved or changed are put
// back from the layers and drawn over again; when nothing did, nothing is
// drawn and the frame costs nothing, GPU included.

// Frame is what the last frame put on the screen, and how the frames
// have been drawn.
type Frame struct {
	W, H  int
	Valid bool // the screen holds the last frame as composed
	Seen  Shown
	Trace []string // the last frames' redraws, for the tests' messages
	// frames drawn whole, in parts, and not at all
	Whole, Parts, Skipped int
	Idle                  int // frames drawn not at all since the last
}

func (f *Frame) log(s string) {
	f.Trace = append(f.Trace, s)
	if len(f.Trace) > 8 {
		f.Trace = f.Trace[len(f.Trace)-8:]
	}
}

// Layers is what a frame is made of: the board layer under the map view,
// the chrome layer around and over it, the elements over them in
// drawing order, what covers all on a whole frame.
type Layers struct {
	N         int // the frame's number, for the trace
	View      Rect
	Board     *ebiten.Image
	BoardNew  bool              // drawn again this frame
	Chrome    func(clip []Rect) // puts the chrome layer back, where clip says (nil: all)
	ChromeNew bool
	Els       []Elem
	Unbounded bool // something cannot be drawn by parts (a drag, the help): the whole frame is drawn
	Covers    func()
}

// Compose draws the frame on screen, sized w×h: the whole of it, or
// only what changed.
func (f *Frame) Compose(screen *ebiten.Image, w, h int, l Layers) {
	els := l.Els
	if l.BoardNew || l.ChromeNew || l.Unbounded || !f.Valid || f.W != w || f.H != h {
		f.log(fmt.Sprintf("frame %d: whole (board %v, chrome %v, unbounded %v)", l.N, l.BoardNew, l.ChromeNew, l.Unbounded))
		f.Whole++
		f.Idle = 0
		CopyRect(screen, l.Board, l.View, true)
		for _, e := range els {
			if !e.Over {
				e.Draw()
			}
		}
		l.Chrome(nil)
		for _, e := range els {
			if e.Over {
				e.Draw()
			}
		}
		l.Covers()
		f.Valid = !l.Unbounded // the help and the menus are drawn over all
		f.W, f.H = w, h
		f.Seen = ShownOf(els)
		return
	}
	// what changed: an element new, gone, moved or showing something else
	screenR := Rect{X: 0, Y: 0, W: float64(w), H: float64(h)}
	dirty := f.Seen.Changed(els, screenR)
	f.Seen = ShownOf(els)
	if len(dirty) == 0 {
		if f.Idle++; f.Idle < 30 {
			f.Skipped++
			return // nothing to draw: the screen holds the last frame
		}
		// twice a second all the same, so that the window is presented
		// again should it have been damaged (a desktop without compositing)
		dirty = []Rect{{X: l.View.X, Y: l.View.Y, W: 1, H: 1}}
	}
	f.Idle = 0
	dirty = Spread(els, dirty, screenR)
	f.log(fmt.Sprintf("frame %d: parts %v", l.N, dirty))
	f.Parts++
	for _, d := range dirty {
		if v := d.Intersect(l.View); v.W > 0 {
			CopyRect(screen, l.Board, v, true)
		}
	}
	redraw := func(over bool) {
		for _, e := range els {
			switch {
			case e.Over != over:
			case e.Dirty:
				e.Draw()
			case len(e.Clip) > 0:
				e.DrawIn(e.Clip)
			}
		}
	}
	redraw(false)
	var clip []Rect
	for _, d := range dirty {
		if c := d.Intersect(screenR); c.W > 0 {
			clip = append(clip, c)
		}
	}
	if len(clip) > 0 { // (a nil clip is the whole chrome)
		l.Chrome(clip)
	}
	redraw(true)
}
