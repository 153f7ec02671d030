package board

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// The map sheet's image, in pieces. A texture's sides are
// powers of two: the whole sheet, 2012 × 3150 pixels, took a 2048 × 4096
// texture, 32 MB of the process with a software GL driver. In pieces of
// 2048, 1024 and 128 rows it takes 24.75 MB. The linear filter reads a
// row beyond the rows it draws, so the pieces overlap: each holds a row
// of its neighbours above and below the rows it draws, and a cut draws
// as the whole sheet did; the pieces are drawn with the same screen
// coordinates for a cut, so no hairline shows between them either
// (TestSheetPiecesDrawAsOne).

// SheetPieceRows is the most rows of a piece's texture.
const SheetPieceRows = 2048

type SheetImage struct {
	W, H   int
	Pieces []SheetPiece
}

// SheetPiece holds the sheet's rows from top, and draws rows y0 to y1.
type SheetPiece struct {
	Img    *ebiten.Image
	Top    int
	Y0, Y1 int
}

func NewSheetImage(w, h int) *SheetImage { return NewSheetPieces(w, h, SheetPieceRows) }

// NewSheetPieces cuts the sheet in pieces of at most rows rows (a
// test's are fewer), each but the last as many rows as its texture.
func NewSheetPieces(w, h, rows int) *SheetImage {
	s := &SheetImage{W: w, H: h}
	for top, y0 := 0, 0; ; {
		n := rows
		for n > h-top {
			n /= 2 // the rest, in a texture it fills
		}
		if n < 16 || top+n >= h {
			// the last piece (a texture is at least 16 rows)
			s.Pieces = append(s.Pieces, SheetPiece{Img: ui.BigImage(w, h-top), Top: top, Y0: y0, Y1: h})
			return s
		}
		// it draws all its rows but the last, which the next piece's
		// filter reads, and the next piece holds the row before its own
		s.Pieces = append(s.Pieces, SheetPiece{Img: ui.BigImage(w, n), Top: top, Y0: y0, Y1: top + n - 1})
		y0 = top + n - 1
		top = y0 - 1
	}
}

// Write writes the RGBA pixels of the sheet's rectangle r.
func (s *SheetImage) Write(r image.Rectangle, pix []byte) {
	row := 4 * r.Dx()
	for _, p := range s.Pieces {
		part := r.Intersect(image.Rect(0, p.Top, s.W, p.Top+p.Img.Bounds().Dy()))
		if part.Empty() {
			continue
		}
		off := (part.Min.Y - r.Min.Y) * row
		WriteStrips(p.Img, part.Sub(image.Pt(0, p.Top)), pix[off:off+part.Dy()*row])
	}
}

// Flush sends what was written to the GPU (upload.go).
func (s *SheetImage) Flush(dst *ebiten.Image) {
	for _, p := range s.Pieces {
		FlushWrites(dst, p.Img)
	}
}

// Bytes is what the pieces' textures take.
func (s *SheetImage) Bytes() int {
	n := 0
	for _, p := range s.Pieces {
		n += TextureBytes(p.Img)
	}
	return n
}

// Draw draws the sheet on dst, the sheet's point (ox, oy) at the screen's
// (x, y), zoom screen pixels to a sheet pixel.
func (s *SheetImage) Draw(dst *ebiten.Image, ox, oy, zoom, x, y float64) {
	sx := func(wx float64) float32 { return float32(x + (wx-ox)*zoom) }
	sy := func(wy int) float32 { return float32(y + (float64(wy)-oy)*zoom) }
	op := &ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear}
	w := float32(s.W)
	for _, p := range s.Pieces {
		x0, x1 := sx(0), sx(float64(s.W))
		t0, t1 := sy(p.Y0), sy(p.Y1) // a cut's y is the same for both pieces
		v0, v1 := float32(p.Y0-p.Top), float32(p.Y1-p.Top)
		vs := []ebiten.Vertex{
			{DstX: x0, DstY: t0, SrcX: 0, SrcY: v0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
			{DstX: x1, DstY: t0, SrcX: w, SrcY: v0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
			{DstX: x0, DstY: t1, SrcX: 0, SrcY: v1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
			{DstX: x1, DstY: t1, SrcX: w, SrcY: v1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
		}
		dst.DrawTriangles(vs, []uint16{0, 1, 2, 1, 2, 3}, p.Img, op)
	}
}
