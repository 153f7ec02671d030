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
func (a *App) keptView() (zoom, x, y float64) {
	if !a.camSet || a.scale <= 0 {
		return a.opt.Zoom, a.opt.ViewX, a.opt.ViewY
	}
	mw, mh := a.lay.Size()
	cx, cy := a.toWorld(a.view.X+a.view.W/2, a.view.Y+a.view.H/2)
	clamp01 := func(v float64) float64 { return math.Min(math.Max(v, 0), 1) }
	return a.cam.zoom / a.scale, clamp01(cx / mw), clamp01(cy / mh)
}

// restoreView puts the camera where the last run left it, once, brought
// into this window's range of zoom; with no kept zoom the camera stays
// where the first frame put it.
func (a *App) restoreView() {
	if a.opt.Zoom <= 0 || math.IsNaN(a.opt.Zoom) {
		return
	}
	mw, mh := a.lay.Size()
	a.cam.zoom = math.Max(a.minZoom(), math.Min(a.opt.Zoom*a.scale, maxZoom*a.scale))
	x, y := math.Min(math.Max(a.opt.ViewX, 0), 1), math.Min(math.Max(a.opt.ViewY, 0), 1)
	a.cam.ox = x*mw - a.view.W/2/a.cam.zoom
	a.cam.oy = y*mh - a.view.H/2/a.cam.zoom
	a.opt.Zoom = 0 // a game loaded later keeps its own view
}
