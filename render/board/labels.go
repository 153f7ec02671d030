package board

import (
	"math"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// The place names of the window: written at screen resolution, at a size
// that follows the zoom up to 15 points, and placed by paper
// around their hexes clear of each other and of the stacks.

// LabelMinZoom is the zoom (in points per map pixel at zoom 1) below
// which the window writes no names: the map is then a thumbnail.
const LabelMinZoom = 0.22

// LabelSize is the names' size in points at zoom z, never under the
// window's smallest text.
func LabelSize(z float64) float64 {
	return math.Round(math.Max(ui.TextFloor, math.Min(15, 15*z/0.5))*2) / 2
}

// WindowLabels places the names for zoom z (screen pixels per map pixel
// over the device scale), clear of the stacks' boxes, in map pixels,
// measured as u writes them.
func WindowLabels(u *ui.UI, b *game.Board, l paper.Layout, z float64, avoid []paper.Box) []paper.Label {
	size := LabelSize(z) / z // a point on the screen is a map pixel at zoom 1
	st := paper.LabelStyle{Size: size, RiverSize: size, Font: paper.FontBold, RiverFont: paper.FontRegular, Shrink: []float64{0.85, 0.7},
		Width: func(name string, font paper.FontKind, size float64) float64 {
			pts := math.Round(size*z*1e6) / 1e6
			return u.Width(name, pts, font == paper.FontBold) / (z * u.Scale)
		}}
	return paper.PlaceLabels(b, l, st, avoid)
}

// WindowStackBoxes are the boxes of the window's stacks at zoom z, in map
// pixels: the badge keeps at least 7 points of radius however far out
// the camera is.
func WindowStackBoxes(l paper.Layout, stacks []paper.Stack, z float64) []paper.Box {
	S := l.R * paper.CounterScale
	out := paper.StackBoxes(l, stacks, S)
	r := math.Max(7/z, S*0.16)
	for i, st := range stacks {
		if len(st.Pieces) > 1 {
			out[i].Y0 -= r - S*0.16
			out[i].X1 += r - S*0.16
		}
	}
	return out
}

type LabelKey struct {
	Z      float64
	Stacks uint64
	Shown  bool
	Board  *game.Board
}

type LabelCache struct {
	Key    LabelKey
	Labels []paper.Label
}

// MapLabels are the names as placed for the camera and the stacks now.
func (b *Board) MapLabels() []paper.Label {
	z := b.Cam.Zoom / b.Scale
	k := LabelKey{z, b.StacksHash, b.ShowPiece, b.Rules.Board}
	if b.Labels.Labels != nil && b.Labels.Key == k {
		return b.Labels.Labels
	}
	var avoid []paper.Box
	if b.ShowPiece {
		avoid = WindowStackBoxes(b.Lay, b.Stacks, z)
	}
	b.Labels = LabelCache{Key: k, Labels: WindowLabels(b.U, b.Rules.Board, b.Lay, z, avoid)}
	return b.Labels.Labels
}
