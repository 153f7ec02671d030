package board

import (
	"math"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// Seen is the map under the camera as values: the hexes' layout, the
// camera and the map's viewport. The parts drawn over the board that
// point at hexes (the scenes) are given this, not the board.
type Seen struct {
	Lay     paper.Layout
	Cam     Camera
	MapView ui.Rect
}

// Seen is the map under the camera as it is now.
func (b *Board) Seen() Seen { return Seen{Lay: b.Lay, Cam: b.Cam, MapView: b.MapView} }

// ToScreen is where a map pixel is on the screen.
func (v Seen) ToScreen(p ui.Pt) ui.Pt {
	return ui.Pt{X: v.MapView.X + (p.X-v.Cam.Ox)*v.Cam.Zoom, Y: v.MapView.Y + (p.Y-v.Cam.Oy)*v.Cam.Zoom}
}

// HexCentre is where the middle of h is on the screen.
func (v Seen) HexCentre(h game.Hex) ui.Pt { return v.ToScreen(v.Lay.Center(h)) }

// HexRadius is a hex's radius on the screen.
func (v Seen) HexRadius() float64 { return v.Lay.R * v.Cam.Zoom }

// CounterSize is the side of a counter on the screen.
func (v Seen) CounterSize() float64 { return BaseR * v.Cam.Zoom * paper.CounterScale }

// HexPts are the corners of h on the screen, its radius times shrink.
func (v Seen) HexPts(h game.Hex, shrink float64) []ui.Pt {
	cs := paper.HexCorners(v.HexCentre(h), BaseR*v.Cam.Zoom*shrink)
	return cs[:]
}

// HexesRect bounds the screen points of some hexes, grown by m.
func (v Seen) HexesRect(m float64, hs ...game.Hex) ui.Rect {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, h := range hs {
		if h == game.NoHex {
			continue
		}
		p := v.HexCentre(h)
		x0, y0, x1, y1 = math.Min(x0, p.X), math.Min(y0, p.Y), math.Max(x1, p.X), math.Max(y1, p.Y)
	}
	if x0 > x1 {
		return ui.Rect{}
	}
	return ui.Rect{X: x0 - m, Y: y0 - m, W: x1 - x0 + 2*m, H: y1 - y0 + 2*m}
}
