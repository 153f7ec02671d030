package chrome

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// The side panels fold away so the map keeps most of a small window
//: each folds by its button or key, and by itself below a
// width, until the player says otherwise.

// MinWindowW and MinWindowH are the smallest window the layout is made
// for: both panels folded, the action bar on one row.
const MinWindowW, MinWindowH = 800, 560

// FoldW is a folded panel's strip, wide enough for its button.
const FoldW = 30

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
}

func (f FoldState) Folded(narrow bool) bool {
	return f == FoldClosed || f == FoldAuto && narrow
}

// LeftFolded and rightFolded say whether a panel shows as a strip now;
// the right one (the inspector and the log) holds out longer.
func (c *Chrome) LeftFolded() bool  { return c.Fold.Left.Folded(float64(c.W) < 1000*c.Scale) }
func (c *Chrome) RightFolded() bool { return c.Fold.Right.Folded(float64(c.W) < 880*c.Scale) }

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
