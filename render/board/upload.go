package board

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Uploading pixels without keeping copies of them. Ebitengine
// copies what WritePixels is given and holds the copy until the image is
// next drawn from, then keeps a few dozen of the copies in a pool for
// reuse, whatever their size. The map's tiles drawn in the background,
// off the view, were not drawn from for a long time, and the pool kept
// whole tiles: copies of the sheet stayed on the Go heap (15 MB). So the
// sheet is written in strips small enough that the pool holds little,
// and drawn from at once so the copies go.

// StripRows is the height of the strips pixels are written in: 16 rows
// of a 512-pixel tile are 32 KB, about 2 MB for the pool's few dozen.
const StripRows = 16

// WriteStrips writes the RGBA pixels of the rectangle r of img strip by
// strip.
func WriteStrips(img *ebiten.Image, r image.Rectangle, pix []byte) {
	row := 4 * r.Dx()
	for y := r.Min.Y; y < r.Max.Y; y += StripRows {
		s := image.Rect(r.Min.X, y, r.Max.X, min(y+StripRows, r.Max.Y))
		i := (y - r.Min.Y) * row
		img.SubImage(s).(*ebiten.Image).WritePixels(pix[i : i+s.Dy()*row])
	}
}

// FlushWrites sends the pixels written to img to the GPU at the end of
// this frame, by drawing one of its pixels onto dst: drawing from an
// image lets Ebitengine release its copies.
func FlushWrites(dst, img *ebiten.Image) {
	b := img.Bounds()
	dst.DrawImage(img.SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)).(*ebiten.Image), nil)
}

func (b *Board) FlushSheet() {
	if b.MapImg == nil {
		return
	}
	if b.Sheet.FlushTo == nil {
		b.Sheet.FlushTo = ebiten.NewImage(1, 1)
	}
	b.MapImg.Flush(b.Sheet.FlushTo)
}
