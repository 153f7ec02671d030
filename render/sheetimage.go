package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// The map sheet's image, in pieces (issue 13). A texture's sides are
// powers of two: the whole sheet, 2012 × 3150 pixels, took a 2048 × 4096
// texture, 32 MB of the process with a software GL driver. In pieces of
// 2048, 1024 and 128 rows it takes 24.75 MB. The linear filter reads a
// row beyond the rows it draws, so the pieces overlap: each holds a row
// of its neighbours above and below the rows it draws, and a cut draws
// as the whole sheet did; the pieces are drawn with the same screen
// coordinates for a cut, so no hairline shows between them either
// (TestSheetPiecesDrawAsOne).

// sheetPieceRows is the most rows of a piece's texture.
const sheetPieceRows = 2048

type sheetImage struct {
	w, h   int
	pieces []sheetPiece
}

// sheetPiece holds the sheet's rows from top, and draws rows y0 to y1.
type sheetPiece struct {
	img    *ebiten.Image
	top    int
	y0, y1 int
}

func newSheetImage(w, h int) *sheetImage { return newSheetPieces(w, h, sheetPieceRows) }

// newSheetPieces cuts the sheet in pieces of at most rows rows (a
// test's are fewer), each but the last as many rows as its texture.
func newSheetPieces(w, h, rows int) *sheetImage {
	s := &sheetImage{w: w, h: h}
	for top, y0 := 0, 0; ; {
		n := rows
		for n > h-top {
			n /= 2 // the rest, in a texture it fills
		}
		if n < 16 || top+n >= h {
			// the last piece (a texture is at least 16 rows)
			s.pieces = append(s.pieces, sheetPiece{img: bigImage(w, h-top), top: top, y0: y0, y1: h})
			return s
		}
		// it draws all its rows but the last, which the next piece's
		// filter reads, and the next piece holds the row before its own
		s.pieces = append(s.pieces, sheetPiece{img: bigImage(w, n), top: top, y0: y0, y1: top + n - 1})
		y0 = top + n - 1
		top = y0 - 1
	}
}

// write writes the RGBA pixels of the sheet's rectangle r.
func (s *sheetImage) write(r image.Rectangle, pix []byte) {
	row := 4 * r.Dx()
	for _, p := range s.pieces {
		part := r.Intersect(image.Rect(0, p.top, s.w, p.top+p.img.Bounds().Dy()))
		if part.Empty() {
			continue
		}
		off := (part.Min.Y - r.Min.Y) * row
		writeStrips(p.img, part.Sub(image.Pt(0, p.top)), pix[off:off+part.Dy()*row])
	}
}

// flush sends what was written to the GPU (upload.go).
func (s *sheetImage) flush(dst *ebiten.Image) {
	for _, p := range s.pieces {
		flushWrites(dst, p.img)
	}
}

// bytes is what the pieces' textures take.
func (s *sheetImage) bytes() int {
	n := 0
	for _, p := range s.pieces {
		n += textureBytes(p.img)
	}
	return n
}

// draw draws the sheet on dst, the sheet's point (ox, oy) at the screen's
// (x, y), zoom screen pixels to a sheet pixel.
func (s *sheetImage) draw(dst *ebiten.Image, ox, oy, zoom, x, y float64) {
	sx := func(wx float64) float32 { return float32(x + (wx-ox)*zoom) }
	sy := func(wy int) float32 { return float32(y + (float64(wy)-oy)*zoom) }
	op := &ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear}
	w := float32(s.w)
	for _, p := range s.pieces {
		x0, x1 := sx(0), sx(float64(s.w))
		t0, t1 := sy(p.y0), sy(p.y1) // a cut's y is the same for both pieces
		v0, v1 := float32(p.y0-p.top), float32(p.y1-p.top)
		vs := []ebiten.Vertex{
			{DstX: x0, DstY: t0, SrcX: 0, SrcY: v0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
			{DstX: x1, DstY: t0, SrcX: w, SrcY: v0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
			{DstX: x0, DstY: t1, SrcX: 0, SrcY: v1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
			{DstX: x1, DstY: t1, SrcX: w, SrcY: v1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		}
		dst.DrawTriangles(vs, []uint16{0, 1, 2, 1, 2, 3}, p.img, op)
	}
}
