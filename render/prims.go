package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Flat shapes drawn as plain triangles from a white pixel: ebiten batches
// them with the text and counters, where vector paths would force a flush
// of the stencil renderer at every change of source.

var whitePix *ebiten.Image

func white() *ebiten.Image {
	if whitePix == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		whitePix = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return whitePix
}

var triOpts = &ebiten.DrawTrianglesOptions{}

// scratch buffers: drawing happens on one goroutine, and DrawTriangles
// copies what it is given
var (
	vbuf []ebiten.Vertex
	ibuf []uint16
)

func vcolor(c color.Color) (float32, float32, float32, float32) {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return float32(n.R) / 255, float32(n.G) / 255, float32(n.B) / 255, float32(n.A) / 255
}

// fillConvex fills a convex polygon.
func fillConvex(dst *ebiten.Image, p []pt, c color.Color) {
	if len(p) < 3 {
		return
	}
	r, g, b, a := vcolor(c)
	vs := vbuf[:0]
	for _, q := range p {
		vs = append(vs, ebiten.Vertex{DstX: float32(q.X), DstY: float32(q.Y), SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a})
	}
	vbuf = vs
	is := ibuf[:0]
	defer func() { ibuf = is[:0] }()
	for i := 1; i+1 < len(p); i++ {
		is = append(is, 0, uint16(i), uint16(i+1))
	}
	dst.DrawTriangles(vs, is, white(), triOpts)
}

// quads fills many quadrilaterals in one call.
func quads(dst *ebiten.Image, qs [][4]pt, c color.Color) {
	if len(qs) == 0 {
		return
	}
	r, g, b, a := vcolor(c)
	vs := vbuf[:0]
	is := ibuf[:0]
	defer func() { vbuf, ibuf = vs[:0], is[:0] }()
	for _, q := range qs {
		n := uint16(len(vs))
		for _, p := range q {
			vs = append(vs, ebiten.Vertex{DstX: float32(p.X), DstY: float32(p.Y), SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a})
		}
		is = append(is, n, n+1, n+2, n, n+2, n+3)
	}
	dst.DrawTriangles(vs, is, white(), triOpts)
}

func segQuad(p, q pt, w float64) [4]pt {
	dx, dy := q.X-p.X, q.Y-p.Y
	l := math.Hypot(dx, dy)
	if l < 1e-9 {
		return [4]pt{p, p, p, p}
	}
	// extend a little so joints close
	ex, ey := dx/l*w/2, dy/l*w/2
	nx, ny := -dy/l*w/2, dx/l*w/2
	return [4]pt{{p.X - ex + nx, p.Y - ey + ny}, {q.X + ex + nx, q.Y + ey + ny}, {q.X + ex - nx, q.Y + ey - ny}, {p.X - ex - nx, p.Y - ey - ny}}
}

func drawLine(dst *ebiten.Image, p, q pt, w float64, c color.Color) {
	quads(dst, [][4]pt{segQuad(p, q, w)}, c)
}

func strokeClosed(dst *ebiten.Image, p []pt, w float64, c color.Color) {
	qs := make([][4]pt, len(p))
	for i := range p {
		qs[i] = segQuad(p[i], p[(i+1)%len(p)], w)
	}
	quads(dst, qs, c)
}

func circlePts(cx, cy, r float64) []pt {
	n := max(12, min(48, int(r*1.2)))
	out := make([]pt, n)
	for i := range out {
		a := 2 * math.Pi * float64(i) / float64(n)
		out[i] = pt{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	return out
}

func fillCircle(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	fillConvex(dst, circlePts(cx, cy, r), c)
}

func strokeCircle(dst *ebiten.Image, cx, cy, r, w float64, c color.Color) {
	strokeClosed(dst, circlePts(cx, cy, r), w, c)
}
