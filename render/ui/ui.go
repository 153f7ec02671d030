package ui

import (
	"bytes"
	"image/color"
	"math"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Screen-resolution text and widgets. Text is drawn by text/v2 at the
// window's real pixel size (sizes are multiplied by the device scale
// factor), so it stays crisp at any zoom.

type Rect struct{ X, Y, W, H float64 }

func (r Rect) In(x, y float64) bool { return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H }

// Grow is r with a margin m on every side.
func (r Rect) Grow(m float64) Rect { return Rect{r.X - m, r.Y - m, r.W + 2*m, r.H + 2*m} }

// Overlaps reports whether r and o share any point.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Intersect is the part of r inside o.
func (r Rect) Intersect(o Rect) Rect {
	x0, y0 := math.Max(r.X, o.X), math.Max(r.Y, o.Y)
	x1, y1 := math.Min(r.X+r.W, o.X+o.W), math.Min(r.Y+r.H, o.Y+o.H)
	if x1 <= x0 || y1 <= y0 {
		return Rect{}
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

var (
	srcOnce sync.Once
	srcReg  *text.GoTextFaceSource
	srcBold *text.GoTextFaceSource
)

type faceKey struct {
	Size float64
	Bold bool
}

// UI holds the text faces for one device scale.
type UI struct {
	Scale  float64
	faces  map[faceKey]*text.GoTextFace
	widths map[widthKey]float64
	// Watch, when set, is told every text drawn (the tests read the
	// screen's words through it; the window sets none)
	Watch TextWatcher
	// while the chrome is drawn into its pieces (chromestore.go): clip
	// skips text wholly outside the image drawn to, repeat tells the
	// probes nothing (the first piece told them)
	Clip, Repeat bool
}

func NewUI(scale float64) *UI {
	srcOnce.Do(func() {
		var err error
		if srcReg, err = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF)); err != nil {
			panic(err)
		}
		if srcBold, err = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF)); err != nil {
			panic(err)
		}
	})
	return &UI{Scale: scale, faces: map[faceKey]*text.GoTextFace{}}
}

// Face is a face of size pt (before scaling).
func (u *UI) Face(size float64, bold bool) *text.GoTextFace {
	k := faceKey{size, bold}
	if f, ok := u.faces[k]; ok {
		return f
	}
	src := srcReg
	if bold {
		src = srcBold
	}
	f := &text.GoTextFace{Source: src, Size: size * u.Scale}
	u.faces[k] = f
	return f
}

type widthKey struct {
	S    string
	Size float64
	Bold bool
}

// Width measures text in screen pixels. Measures are kept: fitting a
// label or wrapping a paragraph measures the same strings frame after
// frame, and shaping text is the costly part of laying it out.
func (u *UI) Width(s string, size float64, bold bool) float64 {
	k := widthKey{s, size, bold}
	if w, ok := u.widths[k]; ok {
		return w
	}
	if u.widths == nil || len(u.widths) > 8192 {
		u.widths = map[widthKey]float64{}
	}
	w := text.AdvanceAt(s, len(s), u.Face(size, bold))
	u.widths[k] = w
	return w
}

// TextFloor is the smallest text size, in pixels at 100 % UI scale, that
// a player reads without strain.
const TextFloor = 11

// TextWatcher is told every text drawn: its words, its size before the
// UI scale, and its box on the screen.
type TextWatcher interface {
	Drawn(s string, size float64, box Rect)
}

// Text draws s with its top-left (ax 0), centre (0.5) or right (1) at x,
// and its vertical middle at y.
func (u *UI) Text(dst *ebiten.Image, s string, x, y, size float64, bold bool, clr color.Color, ax float64) {
	if u.Watch != nil && !u.Repeat {
		w := u.Width(s, size, bold)
		u.Watch.Drawn(s, size, Rect{x - ax*w, y - size*u.Scale/2, w, size * u.Scale})
	}
	if u.Clip && u.off(dst, s, x, y, size, bold, ax) {
		return
	}
	f := u.Face(size, bold)
	op := &text.DrawOptions{}
	op.LayoutOptions.PrimaryAlign = text.AlignStart
	switch {
	case ax >= 0.99:
		op.LayoutOptions.PrimaryAlign = text.AlignEnd
	case ax > 0.01:
		op.LayoutOptions.PrimaryAlign = text.AlignCenter
	}
	op.LayoutOptions.SecondaryAlign = text.AlignCenter
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	text.Draw(dst, s, f, op)
}

// off reports whether the text lies wholly outside dst, with a margin of
// its size on every side for the glyphs' overhangs.
func (u *UI) off(dst *ebiten.Image, s string, x, y, size float64, bold bool, ax float64) bool {
	w, m := u.Width(s, size, bold), size*u.Scale
	b := dst.Bounds()
	x0 := x - ax*w
	return x0+w+m < float64(b.Min.X) || x0-m > float64(b.Max.X) || y+m < float64(b.Min.Y) || y-m > float64(b.Max.Y)
}

// Wrap breaks text into lines no wider than w. A line's width is the sum
// of its words' and spaces' (kerning across a space is nil), so each word
// is measured once, and then found in the cache.
func (u *UI) Wrap(s string, w, size float64, bold bool) []string {
	return u.WrapRows(s, func(int) float64 { return w }, size, bold)
}

// WrapRows is Wrap with each row's width its own: row i no wider than
// w(i), as rows beside a button end short of it.
func (u *UI) WrapRows(s string, w func(row int) float64, size float64, bold bool) []string {
	var out []string
	space := u.Width(" ", size, bold)
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		line, lw := "", 0.0
		for _, wd := range words {
			ww := u.Width(wd, size, bold)
			if line != "" && lw+space+ww > w(len(out)) {
				out = append(out, line)
				line, lw = wd, ww
				continue
			}
			if line == "" {
				line, lw = wd, ww
			} else {
				line, lw = line+" "+wd, lw+space+ww
			}
		}
		out = append(out, line)
	}
	return out
}

// Panel draws a boxed panel like a chart printed on the map's edge.
func Panel(dst *ebiten.Image, r Rect, s float64) {
	FillRect(dst, Rect{r.X + 3*s, r.Y + 3*s, r.W, r.H}, color.NRGBA{0, 0, 0, 60})
	FillRect(dst, r, Paper)
	StrokeRect(dst, r, 1.5*s, Ink)
}

var (
	Paper    = RGB(0xF3EDD8)
	Paper2   = RGB(0xE6DDBF)
	Ink      = RGB(0x2F2818)
	Muted    = RGB(0x625846)
	Accent   = RGB(0x4E5D24)
	Red      = RGB(0xB3261E)
	Blue     = RGB(0x1F5A8A)
	Yellow   = RGB(0xF2C230)
	Desk     = RGB(0x3A3F33)
	Disabled = RGB(0xA8A08A)
)

// Button is a clickable control with a tooltip.
type Button struct {
	Id      string
	R       Rect
	Label   string
	Tip     string
	Enabled bool
	Primary bool
	Active  bool // a toggle that is on
	Icon    int  // the number of the piece whose counter it shows, 0 for none
	OnClick func()
	Owner   string // the scene that draws it (dialog.Dialog, dialog.AttackPanel); "" for the chrome layer
}

// Sentence starts a message with a capital: the rules' refusals are
// written to be quoted mid-sentence ("first answer: ..."), and a message
// or a tooltip shows one on its own.
func Sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
