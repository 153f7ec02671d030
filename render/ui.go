package render

import (
	"bytes"
	"image/color"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"kandahar/game"
)

// Screen-resolution text and widgets. Text is drawn by text/v2 at the
// window's real pixel size (sizes are multiplied by the device scale
// factor), so it stays crisp at any zoom.

type rect struct{ X, Y, W, H float64 }

func (r rect) in(x, y float64) bool { return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H }

var (
	srcOnce sync.Once
	srcReg  *text.GoTextFaceSource
	srcBold *text.GoTextFaceSource
)

type uiFaceKey struct {
	size float64
	bold bool
}

// ui holds the text faces for one device scale.
type ui struct {
	scale  float64
	faces  map[uiFaceKey]*text.GoTextFace
	widths map[widthKey]float64
	seen   *[]string // when set, every text drawn is added (tests)
	// while the chrome is drawn into its pieces (chromestore.go): clip
	// skips text wholly outside the image drawn to, repeat tells the
	// probes nothing (the first piece told them)
	clip, repeat bool
}

func newUI(scale float64) *ui {
	srcOnce.Do(func() {
		var err error
		if srcReg, err = text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF)); err != nil {
			panic(err)
		}
		if srcBold, err = text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF)); err != nil {
			panic(err)
		}
	})
	return &ui{scale: scale, faces: map[uiFaceKey]*text.GoTextFace{}}
}

// face is a face of size pt (before scaling).
func (u *ui) face(size float64, bold bool) *text.GoTextFace {
	k := uiFaceKey{size, bold}
	if f, ok := u.faces[k]; ok {
		return f
	}
	src := srcReg
	if bold {
		src = srcBold
	}
	f := &text.GoTextFace{Source: src, Size: size * u.scale}
	u.faces[k] = f
	return f
}

type widthKey struct {
	s    string
	size float64
	bold bool
}

// width measures text in screen pixels. Measures are kept: fitting a
// label or wrapping a paragraph measures the same strings frame after
// frame, and shaping text is the costly part of laying it out.
func (u *ui) width(s string, size float64, bold bool) float64 {
	k := widthKey{s, size, bold}
	if w, ok := u.widths[k]; ok {
		return w
	}
	if u.widths == nil || len(u.widths) > 8192 {
		u.widths = map[widthKey]float64{}
	}
	w := text.AdvanceAt(s, len(s), u.face(size, bold))
	u.widths[k] = w
	return w
}

// textFloor is the smallest text size, in pixels at 100 % UI scale, that
// a player reads without strain (issue 17).
const textFloor = 11

// textSizeProbe, set by the tests, is told every text drawn and its size.
var textSizeProbe func(s string, size float64)

// textBoxProbe, set by the tests, is told every text drawn and its box.
var textBoxProbe func(s string, r rect)

// text draws s with its top-left (ax 0), centre (0.5) or right (1) at x,
// and its vertical middle at y.
func (u *ui) text(dst *ebiten.Image, s string, x, y, size float64, bold bool, clr color.Color, ax float64) {
	if u.seen != nil {
		*u.seen = append(*u.seen, s)
	}
	if textSizeProbe != nil && !u.repeat {
		textSizeProbe(s, size)
	}
	if textBoxProbe != nil && !u.repeat {
		w := u.width(s, size, bold)
		textBoxProbe(s, rect{x - ax*w, y - size*u.scale/2, w, size * u.scale})
	}
	if u.clip && u.off(dst, s, x, y, size, bold, ax) {
		return
	}
	f := u.face(size, bold)
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
func (u *ui) off(dst *ebiten.Image, s string, x, y, size float64, bold bool, ax float64) bool {
	w, m := u.width(s, size, bold), size*u.scale
	b := dst.Bounds()
	x0 := x - ax*w
	return x0+w+m < float64(b.Min.X) || x0-m > float64(b.Max.X) || y+m < float64(b.Min.Y) || y-m > float64(b.Max.Y)
}

// wrap breaks text into lines no wider than w. A line's width is the sum
// of its words' and spaces' (kerning across a space is nil), so each word
// is measured once, and then found in the cache.
func (u *ui) wrap(s string, w, size float64, bold bool) []string {
	var out []string
	space := u.width(" ", size, bold)
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		line, lw := "", 0.0
		for _, wd := range words {
			ww := u.width(wd, size, bold)
			if line != "" && lw+space+ww > w {
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

func fillRect(dst *ebiten.Image, r rect, c color.Color) {
	fillConvex(dst, []pt{{r.X, r.Y}, {r.X + r.W, r.Y}, {r.X + r.W, r.Y + r.H}, {r.X, r.Y + r.H}}, c)
}

func strokeRect(dst *ebiten.Image, r rect, w float64, c color.Color) {
	h := w / 2
	quads(dst, [][4]pt{
		{{r.X - h, r.Y - h}, {r.X + r.W + h, r.Y - h}, {r.X + r.W + h, r.Y + h}, {r.X - h, r.Y + h}},
		{{r.X - h, r.Y + r.H - h}, {r.X + r.W + h, r.Y + r.H - h}, {r.X + r.W + h, r.Y + r.H + h}, {r.X - h, r.Y + r.H + h}},
		{{r.X - h, r.Y}, {r.X + h, r.Y}, {r.X + h, r.Y + r.H}, {r.X - h, r.Y + r.H}},
		{{r.X + r.W - h, r.Y}, {r.X + r.W + h, r.Y}, {r.X + r.W + h, r.Y + r.H}, {r.X + r.W - h, r.Y + r.H}},
	}, c)
}

// panel draws a boxed panel like a chart printed on the map's edge.
func panel(dst *ebiten.Image, r rect, s float64) {
	fillRect(dst, rect{r.X + 3*s, r.Y + 3*s, r.W, r.H}, color.NRGBA{0, 0, 0, 60})
	fillRect(dst, r, uiPaper)
	strokeRect(dst, r, 1.5*s, uiInk)
}

var (
	uiPaper   = rgb(0xF3EDD8)
	uiPaper2  = rgb(0xE6DDBF)
	uiInk     = rgb(0x2F2818)
	uiMuted   = rgb(0x625846)
	uiAccent  = rgb(0x4E5D24)
	uiRed     = rgb(0xB3261E)
	uiBlue    = rgb(0x1F5A8A)
	uiYellow  = rgb(0xF2C230)
	uiDesk    = rgb(0x3A3F33)
	uiDisable = rgb(0xA8A08A)
)

// button is a clickable control with a tooltip.
type button struct {
	id      string
	r       rect
	label   string
	tip     string
	enabled bool
	primary bool
	active  bool // a toggle that is on
	icon    game.PieceID
	onClick func()
	owner   string // the scene that draws it (dialog.go); "" for the chrome layer
}

// sentence starts a message with a capital: the rules' refusals are
// written to be quoted mid-sentence ("first answer: ..."), and a message
// or a tooltip shows one on its own.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
