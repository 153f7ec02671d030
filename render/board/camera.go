package board

import (
	"math"

	"kandahar/game"
	"kandahar/render/ui"
)

// The camera: where the map view looks on the map and at what zoom, and
// the sums between the map's pixels and the window's. Fitting and
// centring need what of the view is in sight, which the chrome knows
// (sight.go).

// Camera is the map pixel at the view's top left corner and the zoom.
type Camera struct{ Ox, Oy, Zoom float64 }

// IdsOnScreen reports whether hex ids are drawn (at screen resolution,
// over the sheet): when a hex has room for one at the text floor; the
// hex inspector names the hovered hex at any zoom.
func (b *Board) IdsOnScreen() bool {
	return BaseR*b.Cam.Zoom >= 36*b.Scale
}

func (b *Board) MinZoom() float64 {
	mw, mh := b.Lay.Size()
	return math.Min(b.MapView.W/mw, b.MapView.H/mh) * 0.6
}

func (b *Board) ZoomAt(sx, sy, f float64) {
	z := math.Max(b.MinZoom(), math.Min(b.Cam.Zoom*f, 1.7*b.Scale))
	wx, wy := b.ToWorld(sx, sy)
	b.Cam.Zoom = z
	b.Cam.Ox = wx - (sx-b.MapView.X)/z
	b.Cam.Oy = wy - (sy-b.MapView.Y)/z
}

func (b *Board) ToWorld(sx, sy float64) (float64, float64) {
	return b.Cam.Ox + (sx-b.MapView.X)/b.Cam.Zoom, b.Cam.Oy + (sy-b.MapView.Y)/b.Cam.Zoom
}

func (b *Board) ToScreen(p ui.Pt) ui.Pt { return b.Seen().ToScreen(p) }

func (b *Board) HexAtScreen(x, y float64) game.Hex {
	wx, wy := b.ToWorld(x, y)
	h := b.Lay.HexAt(ui.Pt{wx, wy})
	if !b.Rules.Board.Contains(h) {
		return game.NoHex
	}
	return h
}

// CounterSize is the side of a counter on screen.
func (b *Board) CounterSize() float64 { return b.Seen().CounterSize() }
