package render

import "math"

// The map's zoom and place kept between runs (issue 17.6): the zoom over
// the UI scale, so that a counter keeps its size beside the text, and the
// map point in the middle of the view as fractions of the map, so that a
// window of another size still looks at the same place.

// maxZoom is the closest the map zooms, over the UI scale (as zoomAt).
const maxZoom = 1.7

// keptView is the view to keep: the zoom over the UI scale and the middle
// of the view; before the first frame has placed the camera, what the run
// started with.
func (b *board) keptView() (zoom, x, y float64) {
	if !b.camSet || b.Scale <= 0 {
		return b.Opt.Zoom, b.Opt.ViewX, b.Opt.ViewY
	}
	mw, mh := b.lay.Size()
	cx, cy := b.toWorld(b.MapView.X+b.MapView.W/2, b.MapView.Y+b.MapView.H/2)
	clamp01 := func(v float64) float64 { return math.Min(math.Max(v, 0), 1) }
	return b.cam.zoom / b.Scale, clamp01(cx / mw), clamp01(cy / mh)
}

// restoreView puts the camera where the last run left it, once, brought
// into this window's range of zoom; with no kept zoom the camera stays
// where the first frame put it.
func (b *board) restoreView() {
	if b.Opt.Zoom <= 0 || math.IsNaN(b.Opt.Zoom) {
		return
	}
	mw, mh := b.lay.Size()
	b.cam.zoom = math.Max(b.minZoom(), math.Min(b.Opt.Zoom*b.Scale, maxZoom*b.Scale))
	x, y := math.Min(math.Max(b.Opt.ViewX, 0), 1), math.Min(math.Max(b.Opt.ViewY, 0), 1)
	b.cam.ox = x*mw - b.MapView.W/2/b.cam.zoom
	b.cam.oy = y*mh - b.MapView.H/2/b.cam.zoom
	b.Opt.Zoom = 0 // a game loaded later keeps its own view
}
