package render

import (
	"fmt"
	"image"
	"io"
	"math"
	"sort"
	"sync"

	"kandahar/game"
	"kandahar/render/pngstream"
)

// The whole map with every piece on it, drawn in software with no
// window: -screenshot at the window's sheet size, and the print export
// (-export-map, Shift+F12) at PrintDPI. Both are drawn in strips and
// streamed to the PNG file (pngstream), so memory stays bounded.

// PrintDPI is the resolution of the map export: the sheet is
// PrintWidthInches wide, as the printed map (22 × 34 inches), which makes
// 6600 × 10335 pixels.
const (
	PrintDPI         = 300
	PrintWidthInches = 22.0
)

// printR is the hex radius, in pixels, that makes the sheet
// PrintWidthInches wide at PrintDPI.
func printR(b *game.Board) float64 {
	w, _ := newLayout(b, 1).Size()
	return PrintWidthInches * PrintDPI / w
}

// mapPrint is a map sheet with the pieces of a state, ready to be drawn
// in parts.
type mapPrint struct {
	s      *game.State
	l      layout
	stacks []stackDraw
	opt    mapOptions
}

func newMapPrint(s *game.State, r float64) *mapPrint {
	rules := s.Rules()
	m := &mapPrint{s: s, l: newLayout(rules.Board, r), opt: mapOptions{IDs: true, Labels: true}}
	by := map[game.Hex][]game.PieceID{}
	for _, id := range s.IDs() {
		if p := s.P(id); p.Place == game.OnMap {
			by[p.Hex] = append(by[p.Hex], id)
		}
	}
	for h, ids := range by {
		sort.SliceStable(ids, func(i, j int) bool { return stackRank(s, ids[i]) < stackRank(s, ids[j]) })
		m.stacks = append(m.stacks, stackDraw{hex: h, pieces: ids})
	}
	sort.Slice(m.stacks, func(i, j int) bool {
		hi, hj := m.stacks[i].hex, m.stacks[j].hex
		if hi.Row != hj.Row {
			return hi.Row < hj.Row
		}
		return hi.Col < hj.Col
	})
	return m
}

// canvases keeps the strips' canvases, so their rasteriser buffers are
// reused from one strip to the next.
var canvases = sync.Pool{New: func() any { return new(canvas) }}

// drawStrip draws the part of the sheet an image covers: pngstream's Draw.
func (m *mapPrint) drawStrip(img *image.RGBA) {
	c := canvases.Get().(*canvas)
	c.img = img
	m.draw(c)
	c.img = nil
	canvases.Put(c)
}

// size is the sheet in pixels.
func (m *mapPrint) size() (int, int) { return sheetSize(m.l) }

// draw draws the part of the sheet within the canvas's bounds.
func (m *mapPrint) draw(c *canvas) {
	rules := m.s.Rules()
	drawMapRegion(c, rules.Board, rules.Mix, m.l, m.opt)
	r := m.l.R
	S := r * 1.28
	bounds := c.img.Bounds()
	for _, st := range m.stacks {
		ctr := m.l.Center(st.hex)
		if !near(bounds, ctr, S*1.2) {
			continue
		}
		ids := st.pieces
		n := len(ids)
		shown := min(n, 4)
		off := S * 0.07
		for i, id := range ids[n-shown:] {
			x := ctr.X - S/2 + float64(i)*off - float64(shown-1)*off/2
			y := ctr.Y - S/2 - float64(i)*off + float64(shown-1)*off/2
			drawCounter(c, pieceFace(m.s, id), x, y, S)
		}
		if n > 1 {
			x := ctr.X + S/2 + float64(shown-1)*off/2
			y := ctr.Y - S/2 - float64(shown-1)*off/2
			c.circleC(rgb(0x141414), pt{x, y}, S*0.16)
			var ring shape
			ring.ring(pt{x, y}, S*0.16, math.Max(1.5, S*0.012))
			c.fill(&ring, rgb(0xFAFAFA))
			c.text(softFace(fontBold, S*0.18), fmt.Sprint(n), x, y, 0.5, rgb(0xFFFFFF))
		}
	}
}

// MapImage draws the whole map with every piece on it, hexes of radius r,
// in one image.
func MapImage(s *game.State, r float64) *image.RGBA {
	m := newMapPrint(s, r)
	w, h := m.size()
	c := newCanvas(w, h)
	m.draw(c)
	return c.img
}

// writeMapFile draws the map at hex radius r, strip by strip, into a PNG
// file written next to path and renamed onto it when complete.
func writeMapFile(s *game.State, path string, r float64, dpi int) error {
	m := newMapPrint(s, r)
	w, h := m.size()
	return writeFileAtomic(path, ".kandahar-map-*.png", func(out io.Writer) error {
		return pngstream.Encoder{W: w, H: h, DPI: dpi, Draw: m.drawStrip}.Encode(out)
	})
}

// WriteMapPNG writes the map with every piece at the window's sheet size
// (hexes of 48 pixels): -screenshot.
func WriteMapPNG(s *game.State, path string) error {
	return writeMapFile(s, path, baseR, 0)
}

// ExportMap writes the map with every piece at print resolution
// (PrintDPI, PrintWidthInches wide): -export-map and Shift+F12.
func ExportMap(s *game.State, path string) error {
	return writeMapFile(s, path, printR(s.Rules().Board), PrintDPI)
}

// ExportSize is the export's size in pixels.
func ExportSize(b *game.Board) (int, int) {
	return sheetSize(newLayout(b, printR(b)))
}
