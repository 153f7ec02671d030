package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Flat shapes, drawn with Ebitengine's vector package. Rectangles, lines
// and circles go without anti-aliasing, as vector then batches them with
// the text and counters; polygons are paths.

// FillRect fills r.
func FillRect(dst *ebiten.Image, r Rect, c color.Color) {
	vector.FillRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), c, false)
}

// StrokeRect strokes r's edges with a line w wide, centred on them.
func StrokeRect(dst *ebiten.Image, r Rect, w float64, c color.Color) {
	vector.StrokeRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(w), c, false)
}

// DrawLine draws the segment p–q, w wide.
func DrawLine(dst *ebiten.Image, p, q Pt, w float64, c color.Color) {
	vector.StrokeLine(dst, float32(p.X), float32(p.Y), float32(q.X), float32(q.Y), float32(w), c, false)
}

// FillCircle fills the circle of radius r about (cx, cy).
func FillCircle(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	vector.FillCircle(dst, float32(cx), float32(cy), float32(r), c, false)
}

// StrokeCircle strokes that circle with a line w wide.
func StrokeCircle(dst *ebiten.Image, cx, cy, r, w float64, c color.Color) {
	vector.StrokeCircle(dst, float32(cx), float32(cy), float32(r), float32(w), c, false)
}

// polygon is the closed path through p.
func polygon(p []Pt) *vector.Path {
	var path vector.Path
	for i, q := range p {
		if i == 0 {
			path.MoveTo(float32(q.X), float32(q.Y))
		} else {
			path.LineTo(float32(q.X), float32(q.Y))
		}
	}
	path.Close()
	return &path
}

func pathOptions(c color.Color) *vector.DrawPathOptions {
	op := &vector.DrawPathOptions{}
	op.ColorScale.ScaleWithColor(c)
	return op
}

// FillConvex fills a polygon.
func FillConvex(dst *ebiten.Image, p []Pt, c color.Color) {
	if len(p) < 3 {
		return
	}
	vector.FillPath(dst, polygon(p), nil, pathOptions(c))
}

// StrokeClosed strokes the closed outline through p with a line w wide.
func StrokeClosed(dst *ebiten.Image, p []Pt, w float64, c color.Color) {
	if len(p) < 2 {
		return
	}
	vector.StrokePath(dst, polygon(p), &vector.StrokeOptions{Width: float32(w), MiterLimit: 10}, pathOptions(c))
}
