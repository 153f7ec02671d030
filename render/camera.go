package render

import (
	"math"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// The camera: where the map view looks on the map and at what zoom, and
// the sums between the map's pixels and the window's. The board holds it
// (parts.go); fit and centerOn need the panels too, so they are App's,
// and usableView, the view less the shop, is the chrome's.

// camera is the map pixel at the view's top left corner and the zoom.
type camera struct{ ox, oy, zoom float64 }

// idsOnScreen reports whether hex ids are drawn (at screen resolution,
// over the sheet): when a hex has room for one at the text floor; the
// hex inspector names the hovered hex at any zoom.
func (b *board) idsOnScreen() bool {
	return baseR*b.cam.zoom >= 36*b.Scale
}

func (a *App) fit() {
	mw, mh := a.board.lay.Size()
	// the action bar lies over the foot of the map view: fit above it, so
	// that every hex shows
	h := a.MapView.H - a.chrome.actionBar().H
	z := math.Min(a.MapView.W/mw, h/mh)
	a.board.cam.zoom = z
	a.board.cam.ox = mw/2 - a.MapView.W/2/z
	a.board.cam.oy = mh/2 - h/2/z
}

// usableView is the part of the map view the shop does not cover.
func (c *chrome) usableView() ui.Rect {
	u := c.MapView
	st := c.Shown()
	if c.shopOpen && st.ShopOpen() {
		if sx := c.shopRect().X; sx-u.X > 120*c.Scale {
			u.W = sx - u.X
		}
	}
	return u
}

// centerOn puts a hex in the middle of the part of the map view in sight.
func (a *App) centerOn(h game.Hex) {
	c := a.board.lay.Center(h)
	u := a.chrome.usableView()
	a.board.cam.ox = c.X - (u.X-a.MapView.X+u.W/2)/a.board.cam.zoom
	a.board.cam.oy = c.Y - a.MapView.H/2/a.board.cam.zoom
}

func (b *board) minZoom() float64 {
	mw, mh := b.lay.Size()
	return math.Min(b.MapView.W/mw, b.MapView.H/mh) * 0.6
}

func (b *board) zoomAt(sx, sy, f float64) {
	z := math.Max(b.minZoom(), math.Min(b.cam.zoom*f, 1.7*b.Scale))
	wx, wy := b.toWorld(sx, sy)
	b.cam.zoom = z
	b.cam.ox = wx - (sx-b.MapView.X)/z
	b.cam.oy = wy - (sy-b.MapView.Y)/z
}

func (b *board) toWorld(sx, sy float64) (float64, float64) {
	return b.cam.ox + (sx-b.MapView.X)/b.cam.zoom, b.cam.oy + (sy-b.MapView.Y)/b.cam.zoom
}

func (b *board) toScreen(p ui.Pt) ui.Pt {
	return ui.Pt{b.MapView.X + (p.X-b.cam.ox)*b.cam.zoom, b.MapView.Y + (p.Y-b.cam.oy)*b.cam.zoom}
}

// HexScreen is a hex centre in screen pixels (tests aim with it).
func (a *App) HexScreen(h game.Hex) (int, int) {
	p := a.board.toScreen(a.board.lay.Center(h))
	return int(p.X), int(p.Y)
}

func (b *board) hexAtScreen(x, y float64) game.Hex {
	wx, wy := b.toWorld(x, y)
	h := b.lay.HexAt(ui.Pt{wx, wy})
	if !b.Rules.Board.Contains(h) {
		return game.NoHex
	}
	return h
}

// counterSize is the side of a counter on screen.
func (b *board) counterSize() float64 { return baseR * b.cam.zoom * paper.CounterScale }
