package board

import "github.com/hajimehoshi/ebiten/v2"

// The size of textures. Ebitengine gives every image a GL
// texture whose sides are powers of two: a 1280×800 image takes 2048×1024
// pixels, 8 MB, and with a software GL driver those bytes are the
// process's own memory. So an image that may be any size is made the
// size its texture will be anyway.

// IdMargin is the least margin of the hex-id layer around the view, in
// pixels, so that panning a little reuses it.
const IdMargin = 64

// TexFit is the side of the hex-id layer for a view side of v pixels:
// the view and the least margins, up to the next power of two, the
// rest of the texture a wider margin.
func TexFit(v float64) int {
	return TexSide(int(v) + 2*IdMargin)
}

// TexSide is the side of the texture Ebitengine gives an image side of
// n pixels (internal/graphics.InternalImageSize).
func TexSide(n int) int {
	s := 16
	for s < n {
		s *= 2
	}
	return s
}

// Release gives the hex-id layer's texture back while the ids are not
// shown (zoomed out): 4 MB at 1280×800. Nothing is lost, since the ids
// are drawn again at each new zoom anyway.
func (L *IdLayer) Release() {
	if L.Img != nil {
		L.Img.Deallocate()
		*L = IdLayer{}
	}
}

// TextureBytes is what the texture of an image of its own takes.
func TextureBytes(img *ebiten.Image) int {
	b := img.Bounds()
	return 4 * TexSide(b.Dx()) * TexSide(b.Dy())
}
