package paper

// A small software canvas: anti-aliased polygons, strokes and text drawn
// into an *image.RGBA with golang.org/x/image. The printed map and the
// counters are drawn with it once and then uploaded to the GPU; the same
// code writes the -screenshot PNG with no display at all.

import (
	"encoding/binary"
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Pt is a point in pixels, y down. It is the plain struct, not a type
// of its own, so that a client may write Pt{x, y} (go vet asks for field
// names in a literal of another package's named struct).
type Pt = struct{ X, Y float64 }

// Canvas draws into an RGBA image.
type Canvas struct {
	Img  *image.RGBA
	z    vector.Rasterizer
	mask []uint8 // coverage scratch for fill
}

// NewCanvas is a canvas on a new transparent image of w × h pixels.
func NewCanvas(w, h int) *Canvas {
	return &Canvas{Img: image.NewRGBA(image.Rect(0, 0, w, h))}
}

// Shape accumulates sub-paths and fills them in one pass (coverage is
// clamped, so overlapping pieces of one shape do not darken).
type Shape struct {
	subs [][]Pt
}

// Poly adds a closed polygon.
func (s *Shape) Poly(p ...Pt) { s.subs = append(s.subs, p) }

// Seg adds a thick line segment with round caps.
func (s *Shape) Seg(a, b Pt, w float64) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l < 1e-9 {
		s.Circle(a, w/2)
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	s.Poly(Pt{a.X + nx, a.Y + ny}, Pt{b.X + nx, b.Y + ny}, Pt{b.X - nx, b.Y - ny}, Pt{a.X - nx, a.Y - ny})
	if w > 1.5 {
		s.Circle(a, w/2)
		s.Circle(b, w/2)
	}
}

// Line adds a polyline.
func (s *Shape) Line(w float64, p ...Pt) {
	for i := 0; i+1 < len(p); i++ {
		s.Seg(p[i], p[i+1], w)
	}
}

// Sub-paths of one shape must turn the same way where they overlap, or
// the rasterizer's winding counts cancel and leave holes (a round cap on a
// segment): a segment's quad turns negatively (screen coordinates), and
// so do circles and a ring's outer edge.

// Circle adds a disc.
func (s *Shape) Circle(c Pt, r float64) {
	n := max(12, int(r*1.5))
	p := make([]Pt, n)
	for i := range p {
		a := -2 * math.Pi * float64(i) / float64(n)
		p[i] = Pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	s.Poly(p...)
}

// Ring adds an annulus: outer clockwise, inner the other way round.
func (s *Shape) Ring(c Pt, r, w float64) {
	n := max(16, int(r*1.5))
	outer := make([]Pt, n)
	inner := make([]Pt, n)
	for i := 0; i < n; i++ {
		a := -2 * math.Pi * float64(i) / float64(n)
		outer[i] = Pt{c.X + (r+w/2)*math.Cos(a), c.Y + (r+w/2)*math.Sin(a)}
		inner[n-1-i] = Pt{c.X + (r-w/2)*math.Cos(a), c.Y + (r-w/2)*math.Sin(a)}
	}
	s.Poly(outer...)
	s.Poly(inner...)
}

// Outline adds a closed polyline as a stroke.
func (s *Shape) Outline(w float64, p ...Pt) {
	for i := range p {
		s.Seg(p[i], p[(i+1)%len(p)], w)
	}
}

// Rect adds a rectangle.
func (s *Shape) Rect(x, y, w, h float64) {
	s.Poly(Pt{x, y}, Pt{x + w, y}, Pt{x + w, y + h}, Pt{x, y + h})
}

// RoundRect adds a rectangle with rounded corners.
func (s *Shape) RoundRect(x, y, w, h, r float64) {
	r = math.Min(r, math.Min(w, h)/2)
	var p []Pt
	corner := func(cx, cy, a0 float64) {
		for i := 0; i <= 5; i++ {
			a := a0 + float64(i)*math.Pi/10
			p = append(p, Pt{cx + r*math.Cos(a), cy + r*math.Sin(a)})
		}
	}
	corner(x+w-r, y+r, -math.Pi/2)
	corner(x+w-r, y+h-r, 0)
	corner(x+r, y+h-r, math.Pi/2)
	corner(x+r, y+r, math.Pi)
	s.Poly(p...)
}

// Fill draws a shape in one colour. The rasterizer writes the shape's
// coverage into a mask; the mask is then blended in one pass that skips
// empty runs and writes fully covered opaque pixels outright, so a shape
// costs little beyond the pixels it touches.
func (c *Canvas) Fill(s *Shape, col color.Color) {
	if len(s.subs) == 0 {
		return
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, sp := range s.subs {
		for _, q := range sp {
			minX, minY = math.Min(minX, q.X), math.Min(minY, q.Y)
			maxX, maxY = math.Max(maxX, q.X), math.Max(maxY, q.Y)
		}
	}
	b := c.Img.Bounds()
	if minX > float64(b.Max.X) || minY > float64(b.Max.Y) || maxX < float64(b.Min.X) || maxY < float64(b.Min.Y) {
		return
	}
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(b)
	if r.Empty() {
		return
	}
	w, h := r.Dx(), r.Dy()
	c.z.Reset(w, h)
	c.z.DrawOp = draw.Src
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	for _, sp := range s.subs {
		if len(sp) < 3 {
			continue
		}
		c.z.MoveTo(float32(sp[0].X-ox), float32(sp[0].Y-oy))
		for _, q := range sp[1:] {
			c.z.LineTo(float32(q.X-ox), float32(q.Y-oy))
		}
		c.z.ClosePath()
	}
	if cap(c.mask) < w*h {
		c.mask = make([]uint8, w*h)
	}
	m := &image.Alpha{Pix: c.mask[:w*h], Stride: w, Rect: image.Rect(0, 0, w, h)}
	c.z.Draw(m, m.Rect, image.Opaque, image.Point{})
	blendMask(c.Img, r, m.Pix, col)
}

// blendMask draws col through a coverage mask of r's size onto dst (the
// Porter-Duff "over" operator on premultiplied 8-bit colour).
func blendMask(dst *image.RGBA, r image.Rectangle, mask []uint8, col color.Color) {
	cr, cg, cb, ca := col.RGBA()
	sr, sg, sb, sa := cr>>8, cg>>8, cb>>8, ca>>8
	if sa == 0 {
		return
	}
	const k = 255 * 255
	w := r.Dx()
	for y := 0; y < r.Dy(); y++ {
		row := mask[y*w : y*w+w]
		p := dst.Pix[dst.PixOffset(r.Min.X, r.Min.Y+y):]
		p = p[:4*w]
		for x := 0; x < w; {
			if x+8 <= w && binary.LittleEndian.Uint64(row[x:]) == 0 {
				x += 8
				continue
			}
			if sa == 255 && x+8 <= w && binary.LittleEndian.Uint64(row[x:]) == ^uint64(0) {
				q := p[4*x : 4*x+32]
				for j := 0; j < 32; j += 4 {
					q[j], q[j+1], q[j+2], q[j+3] = uint8(sr), uint8(sg), uint8(sb), 255
				}
				x += 8
				continue
			}
			ma := uint32(row[x])
			i := 4 * x
			x++
			switch {
			case ma == 0:
			case ma == 255 && sa == 255:
				p[i], p[i+1], p[i+2], p[i+3] = uint8(sr), uint8(sg), uint8(sb), 255
			default:
				a := k - sa*ma
				p[i+0] = uint8((sr*ma*255 + uint32(p[i+0])*a + k/2) / k)
				p[i+1] = uint8((sg*ma*255 + uint32(p[i+1])*a + k/2) / k)
				p[i+2] = uint8((sb*ma*255 + uint32(p[i+2])*a + k/2) / k)
				p[i+3] = uint8((sa*ma*255 + uint32(p[i+3])*a + k/2) / k)
			}
		}
	}
}

// FillAll paints the whole canvas one colour.
func (c *Canvas) FillAll(col color.Color) {
	draw.Draw(c.Img, c.Img.Bounds(), image.NewUniform(col), image.Point{}, draw.Src)
}

// Poly fills a polygon.
func (c *Canvas) Poly(col color.Color, p ...Pt) {
	var s Shape
	s.Poly(p...)
	c.Fill(&s, col)
}

// Line strokes a polyline w pixels wide.
func (c *Canvas) Line(col color.Color, w float64, p ...Pt) {
	var s Shape
	s.Line(w, p...)
	c.Fill(&s, col)
}

// Circle fills a disc.
func (c *Canvas) Circle(col color.Color, ctr Pt, r float64) {
	var s Shape
	s.Circle(ctr, r)
	c.Fill(&s, col)
}

// Rect fills a rectangle.
func (c *Canvas) Rect(col color.Color, x, y, w, h float64) {
	var s Shape
	s.Rect(x, y, w, h)
	c.Fill(&s, col)
}

// ---- software text

// FontKind is one of the Go fonts the canvas writes with.
type FontKind int

const (
	FontRegular FontKind = iota
	FontBold
	FontItalic
	FontMedium
)

var (
	fontOnce  sync.Once
	fontFiles map[FontKind]*opentype.Font
	faceMu    sync.Mutex
	faceCache = map[faceKey]font.Face{}
)

type faceKey struct {
	k    FontKind
	size int // in 1/4 px
}

func loadFonts() {
	fontFiles = map[FontKind]*opentype.Font{}
	for k, src := range map[FontKind][]byte{FontRegular: goregular.TTF, FontBold: gobold.TTF, FontItalic: goitalic.TTF, FontMedium: gomedium.TTF} {
		f, err := opentype.Parse(src)
		if err != nil {
			panic(err) // embedded font: cannot fail
		}
		fontFiles[k] = f
	}
}

// Face is a cached font face for software drawing. It may be used
// from several goroutines at once (the map is drawn in strips in
// parallel): an opentype face is not, so each is wrapped in safeFace.
func Face(k FontKind, size float64) font.Face {
	fontOnce.Do(loadFonts)
	key := faceKey{k, int(math.Round(size * 4))}
	faceMu.Lock()
	defer faceMu.Unlock()
	if f, ok := faceCache[key]; ok {
		return f
	}
	f, err := opentype.NewFace(fontFiles[k], &opentype.FaceOptions{Size: float64(key.size) / 4, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err)
	}
	sf := &safeFace{f: f}
	faceCache[key] = sf
	return sf
}

// safeFace serialises the calls to a face and keeps each glyph's mask by
// its rune and the dot's sub-pixel offset: a glyph is rasterised once
// (the halo of a label draws it nine times), and the copy it hands out
// stays valid (the face reuses its own mask for the next glyph).
type safeFace struct {
	mu     sync.Mutex
	f      font.Face
	glyphs map[glyphKey]glyphMask
}

type glyphKey struct {
	r      rune
	fx, fy fixed.Int26_6 // the dot's fraction of a pixel
}

type glyphMask struct {
	dr   image.Rectangle // at a dot of (fx, fy)
	mask *image.Alpha
	adv  fixed.Int26_6
	ok   bool
}

func (s *safeFace) Close() error { return nil }

func (s *safeFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := glyphKey{r, dot.X & 63, dot.Y & 63}
	g, hit := s.glyphs[k]
	if !hit {
		dr, mask, mp, adv, ok := s.f.Glyph(fixed.Point26_6{X: k.fx, Y: k.fy}, r)
		g = glyphMask{dr: dr, adv: adv, ok: ok}
		if ok && mask != nil {
			g.mask = image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
			draw.Draw(g.mask, g.mask.Rect, mask, mp, draw.Src)
		}
		if s.glyphs == nil || len(s.glyphs) > 4096 {
			s.glyphs = map[glyphKey]glyphMask{}
		}
		s.glyphs[k] = g
	}
	if g.mask == nil {
		return image.Rectangle{}, nil, image.Point{}, g.adv, false
	}
	return g.dr.Add(image.Pt(int(dot.X>>6), int(dot.Y>>6))), g.mask, image.Point{}, g.adv, g.ok
}

func (s *safeFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.f.GlyphBounds(r)
}

func (s *safeFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.f.GlyphAdvance(r)
}

func (s *safeFace) Kern(r0, r1 rune) fixed.Int26_6 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.f.Kern(r0, r1)
}

func (s *safeFace) Metrics() font.Metrics {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.f.Metrics()
}

// TextWidth measures a string in a face.
func TextWidth(f font.Face, s string) float64 {
	return float64(font.MeasureString(f, s)) / 64
}

// Text draws s with its centre (ax=0.5), left (0) or right (1) at x and its
// vertical middle at y (the cap height is centred).
func (c *Canvas) Text(f font.Face, s string, x, y, ax float64, col color.Color) {
	w := TextWidth(f, s)
	m := f.Metrics()
	capH := float64(m.CapHeight) / 64
	if capH <= 0 {
		capH = float64(m.Ascent) / 64 * 0.7
	}
	d := font.Drawer{Dst: c.Img, Src: image.NewUniform(col), Face: f,
		Dot: fixed.Point26_6{X: fixed.Int26_6((x - ax*w) * 64), Y: fixed.Int26_6((y + capH/2) * 64)}}
	d.DrawString(s)
}

// HaloText draws text with a light halo, d pixels wide, so it reads over
// busy terrain.
func (c *Canvas) HaloText(f font.Face, s string, x, y, ax, d float64, col, halo color.Color) {
	for _, o := range [][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}} {
		c.Text(f, s, x+o[0]*d, y+o[1]*d, ax, halo)
	}
	c.Text(f, s, x, y, ax, col)
}

// RGB is an opaque colour from its hex code.
func RGB(hex uint32) color.NRGBA {
	return color.NRGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 255}
}

// RGBA is a colour from its hex code and an alpha.
func RGBA(hex uint32, a uint8) color.NRGBA {
	c := RGB(hex)
	c.A = a
	return c
}

// Shade mixes a colour toward black (f<0) or white (f>0).
func Shade(c color.NRGBA, f float64) color.NRGBA {
	mix := func(v uint8) uint8 {
		if f < 0 {
			return uint8(float64(v) * (1 + f))
		}
		return uint8(float64(v) + (255-float64(v))*f)
	}
	return color.NRGBA{mix(c.R), mix(c.G), mix(c.B), c.A}
}
