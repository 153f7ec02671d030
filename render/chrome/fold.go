package chrome

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// The side panels fold away so the map keeps most of a small window:
// each folds by its button or key, and by itself below a width. Room
// comes first: a panel the player opened, in this run or a past one,
// shows only where the map beside it keeps MapMinW, so the header and
// the action bar keep their words whole.

// MinWindowW and MinWindowH are the smallest window the layout is made
// for: both panels folded, the action bar on one row.
const MinWindowW, MinWindowH = 800, 560

// FoldW is a folded panel's strip, wide enough for its button.
const FoldW = 30

// MapMinW is the narrowest map view, in points, that the panels leave:
// the header's longest title beside its End Phase button, and the action
// bar on two rows, at full size.
const MapMinW = 460

// HeaderH is the header's height in points, with two lines of its hint;
// a longer hint adds HintH a line, a note on the window's size
// (ScreenFor) NoteH under it.
const HeaderH, NoteH = 60, 16

type FoldState int

const (
	FoldAuto FoldState = iota // folded when the window is narrow
	FoldOpen
	FoldClosed
)

// String is the state as the settings file keeps it.
func (f FoldState) String() string {
	switch f {
	case FoldOpen:
		return "open"
	case FoldClosed:
		return "folded"
	}
	return ""
}

func ParseFold(s string) FoldState {
	switch s {
	case "open":
		return FoldOpen
	case "folded":
		return FoldClosed
	}
	return FoldAuto
}

// Folds is how the player has left the two panels.
type Folds struct {
	Left, Right FoldState
	// LeftLast: the left panel was opened last, so where the two do not
	// both fit beside the map the right one folds (else the left does:
	// the inspector and the log hold out longer)
	LeftLast bool
}

// panelW are the open panels' widths in points in a window w points wide.
func panelW(w float64) (left, right float64) {
	if w < 1200 {
		return 232, 262
	}
	return 270, 310
}

// folded says which panels show as strips in a window w points wide.
func (f Folds) folded(w float64) (left, right bool) {
	lw, rw := panelW(w)
	l := f.Left == FoldOpen || f.Left == FoldAuto && w >= 1000
	r := f.Right == FoldOpen || f.Right == FoldAuto && w >= 880
	fits := func(l, r bool) bool {
		used := 2.0 * FoldW
		if l {
			used += lw - FoldW
		}
		if r {
			used += rw - FoldW
		}
		return w-used >= MapMinW
	}
	if l && r && !fits(true, true) {
		if f.LeftLast {
			r = false
		} else {
			l = false
		}
	}
	l = l && fits(true, r)
	r = r && fits(l, true)
	return !l, !r
}

// LeftFolded and RightFolded say whether a panel shows as a strip now.
func (c *Chrome) LeftFolded() bool {
	l, _ := c.Fold.folded(float64(c.W) / c.Scale)
	return l
}

func (c *Chrome) RightFolded() bool {
	_, r := c.Fold.folded(float64(c.W) / c.Scale)
	return r
}

// Frame are the widths of the side panels as they show now and the
// header's height, in pixels.
func (c *Chrome) Frame() (left, right, top float64) {
	s, w := c.Scale, float64(c.W)/c.Scale
	lf, rf := c.Fold.folded(w)
	left, right = panelW(w)
	if lf {
		left = FoldW
	}
	if rf {
		right = FoldW
	}
	top = HeaderH + HintH*float64(c.hintRows(float64(c.W)-(left+right)*s)-2)
	if c.Note != "" {
		top += NoteH
	}
	return left * s, right * s, top * s
}

// HintH is the height of a line of the header's hint, in points.
const HintH = 14

// HintLines are the header's hint text wrapped in a header w pixels wide,
// beside the End Phase button.
func (c *Chrome) HintLines(text string, w float64) []string {
	return c.U.Wrap(text, w-170*c.Scale, 11.5, false)
}

// hintRows are the lines of the header's hint, two or more: the header
// grows for the step's words rather than cut them.
func (c *Chrome) hintRows(w float64) int {
	if c.U == nil {
		return 2
	}
	return max(2, len(c.HintLines(c.Hint, w)))
}

// HintRows are the lines the header has room for.
func (c *Chrome) HintRows() int { return c.hintRows(c.Top.W) }

// ToggleLeft and ToggleRight fold a panel, or open it: the other one
// folds if the two do not fit beside the map.
func (c *Chrome) ToggleLeft()  { c.toggle(&c.Fold.Left, true, c.LeftFolded, "left") }
func (c *Chrome) ToggleRight() { c.toggle(&c.Fold.Right, false, c.RightFolded, "right") }

func (c *Chrome) toggle(f *FoldState, left bool, folded func() bool, name string) {
	if !folded() {
		*f = FoldClosed
		return
	}
	*f, c.Fold.LeftLast = FoldOpen, left
	if folded() {
		c.Say("No room for the "+name+" panel beside the map: widen the window.", true)
	}
}

// DrawFoldedStrip is a folded panel: a strip of paper holding its button.
func (c *Chrome) DrawFoldedStrip(dst *ebiten.Image, r ui.Rect, edgeRight bool) {
	s := c.Scale
	ui.FillRect(dst, r, ui.Paper)
	x := r.X
	if edgeRight {
		x = r.X + r.W - 2*s
	}
	ui.FillRect(dst, ui.Rect{X: x, Y: r.Y, W: 2 * s, H: r.H}, ui.Ink)
}
