package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// The side panels fold away so the map keeps most of a small window
// (issue 13): each folds by its button or key, and by itself below a
// width, until the player says otherwise.

// MinWindowW and MinWindowH are the smallest window the layout is made
// for: both panels folded, the action bar on one row.
const MinWindowW, MinWindowH = 800, 560

// foldW is a folded panel's strip, wide enough for its button.
const foldW = 30

type foldState int

const (
	foldAuto foldState = iota // folded when the window is narrow
	foldOpen
	foldClosed
)

// String is the state as the settings file keeps it.
func (f foldState) String() string {
	switch f {
	case foldOpen:
		return "open"
	case foldClosed:
		return "folded"
	}
	return ""
}

func parseFold(s string) foldState {
	switch s {
	case "open":
		return foldOpen
	case "folded":
		return foldClosed
	}
	return foldAuto
}

// folds is how the player has left the two panels.
type folds struct {
	left, right foldState
}

func (f foldState) folded(narrow bool) bool {
	return f == foldClosed || f == foldAuto && narrow
}

// leftFolded and rightFolded say whether a panel shows as a strip now;
// the right one (the inspector and the log) holds out longer.
func (c *chrome) leftFolded() bool  { return c.fold.left.folded(float64(c.W) < 1000*c.Scale) }
func (c *chrome) rightFolded() bool { return c.fold.right.folded(float64(c.W) < 880*c.Scale) }

func (a *App) toggleLeft() {
	a.chrome.fold.left = map[bool]foldState{true: foldOpen, false: foldClosed}[a.chrome.leftFolded()]
	a.layoutFrame()
}

func (a *App) toggleRight() {
	a.chrome.fold.right = map[bool]foldState{true: foldOpen, false: foldClosed}[a.chrome.rightFolded()]
	a.layoutFrame()
}

// addFoldButtons puts each panel's fold button at its corner by the map:
// "‹" folds the left panel toward the window's edge, "›" opens it.
func (a *App) addFoldButtons() {
	s := a.Scale
	size := 22 * s
	lf, rf := a.chrome.leftFolded(), a.chrome.rightFolded()
	l := ui.Button{Id: "fold-left", Label: "‹", Tip: "Fold the left panel away, for more map ([).", Enabled: true, OnClick: a.toggleLeft}
	l.R = ui.Rect{X: a.chrome.left.X + a.chrome.left.W - size - 6*s, Y: a.chrome.left.Y + a.chrome.left.H - size - 6*s, W: size, H: size}
	if lf {
		l.Label, l.Tip = "›", "Open the left panel: purchase points, mission, score, charts ([)."
		l.R = ui.Rect{X: a.chrome.left.X + (a.chrome.left.W-size)/2, Y: a.chrome.left.Y + 6*s, W: size, H: size}
	}
	r := ui.Button{Id: "fold-right", Label: "›", Tip: "Fold the right panel away, for more map (]).", Enabled: true, OnClick: a.toggleRight}
	r.R = ui.Rect{X: a.chrome.right.X + a.chrome.right.W - size - 6*s, Y: a.chrome.right.Y + 6*s, W: size, H: size}
	if rf {
		r.Label, r.Tip = "‹", "Open the right panel: your forces, the hex inspector, the log (])."
		r.R = ui.Rect{X: a.chrome.right.X + (a.chrome.right.W-size)/2, Y: a.chrome.right.Y + 6*s, W: size, H: size}
	}
	a.chrome.buttons = append(a.chrome.buttons, l, r)
}

// drawFoldedStrip is a folded panel: a strip of paper holding its button.
func (c *chrome) drawFoldedStrip(dst *ebiten.Image, r ui.Rect, edgeRight bool) {
	s := c.Scale
	ui.FillRect(dst, r, ui.Paper)
	x := r.X
	if edgeRight {
		x = r.X + r.W - 2*s
	}
	ui.FillRect(dst, ui.Rect{X: x, Y: r.Y, W: 2 * s, H: r.H}, ui.Ink)
}
