package paper

import (
	"fmt"
	"image"
	"io"
	"math"
	"sync"

	"kandahar/game"
	"kandahar/render/pngstream"
)

// The whole map with every piece on it, drawn in software with no
// window: -screenshot at the window's sheet size, and the print export
// (-export-map, Shift+F12) at PrintDPI. Both are drawn in strips and
// streamed as a PNG (package pngstream), so memory stays bounded.

// PrintDPI is the resolution of the map export: the sheet is
// PrintWidthInches wide, as the printed map (22 × 34 inches), which makes
// 6600 × 10335 pixels.
const (
	PrintDPI         = 300
	PrintWidthInches = 22.0
)

// SheetR is the hex radius, in pixels, of the window's map sheet (its
// zoom 1) and of -screenshot.
const SheetR = 48.0

// PrintR is the hex radius, in pixels, that makes the sheet
// PrintWidthInches wide at PrintDPI.
func PrintR(b *game.Board) float64 {
	w, _ := NewLayout(b, 1).Size()
	return PrintWidthInches * PrintDPI / w
}

// ExportSize is the print export's size in pixels.
func ExportSize(b *game.Board) (int, int) {
	return SheetSize(NewLayout(b, PrintR(b)))
}

// Sheet is the map with the pieces of a state on it, hexes of a given
// radius, ready to be drawn whole or in parts.
type Sheet struct {
	s      *game.State
	l      Layout
	stacks []Stack
	labels []Label
	opt    MapOptions
}

// NewSheet lays out the map of s with hexes of radius r, with hex ids,
// place names and every piece on the map.
func NewSheet(s *game.State, r float64) *Sheet {
	b := s.Rules().Board
	m := &Sheet{s: s, l: NewLayout(b, r), opt: MapOptions{IDs: true}, stacks: Stacks(s, OnMap(s), nil)}
	m.labels = PlaceLabels(b, m.l, SheetLabels(r), StackBoxes(m.l, m.stacks, r*CounterScale))
	return m
}

// SheetLabels is the style of the names on a sheet with hexes of radius
// r: place names in bold, rivers in italic, in proportion to the hexes.
func SheetLabels(r float64) LabelStyle {
	return LabelStyle{Size: r * 0.3, RiverSize: r * 0.34, Font: FontBold, RiverFont: FontItalic, Shrink: []float64{0.85, 0.7}}
}

// Labels are the place names as placed on the sheet.
func (m *Sheet) Labels() []Label { return m.labels }

// Size is the sheet in whole pixels.
func (m *Sheet) Size() (int, int) { return SheetSize(m.l) }

// Draw draws the part of the sheet within the canvas's bounds.
func (m *Sheet) Draw(c *Canvas) {
	rules := m.s.Rules()
	DrawMap(c, rules.Board, rules.Mix, m.l, m.opt)
	DrawLabels(c, m.labels, SheetLabels(m.l.R))
	S := m.l.R * CounterScale
	bounds := c.Img.Bounds()
	for _, st := range m.stacks {
		ctr := m.l.Center(st.Hex)
		if !near(bounds, ctr, S*1.2) {
			continue
		}
		n := len(st.Pieces)
		for k := max(0, n-StackShown); k < n; k++ {
			p := CounterAt(ctr, S, n, k)
			DrawCounter(c, PieceFace(m.s, st.Pieces[k]), p.X, p.Y, S)
		}
		if n > 1 {
			top := CounterAt(ctr, S, n, n-1)
			x, y := top.X+S, top.Y
			c.Circle(RGB(0x141414), Pt{x, y}, S*0.16)
			var ring Shape
			ring.Ring(Pt{x, y}, S*0.16, math.Max(1.5, S*0.012))
			c.Fill(&ring, RGB(0xFAFAFA))
			c.Text(Face(FontBold, S*0.18), fmt.Sprint(n), x, y, 0.5, RGB(0xFFFFFF))
		}
	}
}

// canvases keeps the strips' canvases, so their rasteriser buffers are
// reused from one strip to the next.
var canvases = sync.Pool{New: func() any { return new(Canvas) }}

// DrawImage draws the part of the sheet an image covers (in sheet
// pixels); it may be called from several goroutines at once.
func (m *Sheet) DrawImage(img *image.RGBA) {
	c := canvases.Get().(*Canvas)
	c.Img = img
	m.Draw(c)
	c.Img = nil
	canvases.Put(c)
}

// WritePNG writes the sheet as a PNG, drawn and written in strips;
// dpi, when above zero, is written in the file.
func (m *Sheet) WritePNG(w io.Writer, dpi int) error {
	sw, sh := m.Size()
	return pngstream.Encoder{W: sw, H: sh, DPI: dpi, Draw: m.DrawImage}.Encode(w)
}

// MapImage draws the whole map with every piece on it, hexes of radius r,
// in one image.
func MapImage(s *game.State, r float64) *image.RGBA {
	m := NewSheet(s, r)
	w, h := m.Size()
	c := NewCanvas(w, h)
	m.Draw(c)
	return c.Img
}

// WriteScreenshot writes the map with every piece at the window's sheet
// size (hexes of SheetR pixels) as a PNG: -screenshot.
func WriteScreenshot(w io.Writer, s *game.State) error {
	return NewSheet(s, SheetR).WritePNG(w, 0)
}

// ExportMap writes the map with every piece at print resolution
// (PrintDPI, PrintWidthInches wide) as a PNG: -export-map and Shift+F12.
func ExportMap(w io.Writer, s *game.State) error {
	return NewSheet(s, PrintR(s.Rules().Board)).WritePNG(w, PrintDPI)
}
