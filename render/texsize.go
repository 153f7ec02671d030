package render

import "github.com/hajimehoshi/ebiten/v2"

// The size of textures (issue 13). Ebitengine gives every image a GL
// texture whose sides are powers of two: a 1280×800 image takes 2048×1024
// pixels, 8 MB, and with a software GL driver those bytes are the
// process's own memory. So an image that may be any size is made the
// size its texture will be anyway.

// idMargin is the least margin of the hex-id layer around the view, in
// pixels, so that panning a little reuses it.
const idMargin = 64

// texFit is the side of the hex-id layer for a view side of v pixels:
// the view and the least margins, up to the next power of two, the
// rest of the texture a wider margin.
func texFit(v float64) int {
	return texSide(int(v) + 2*idMargin)
}

// texSide is the side of the texture Ebitengine gives an image side of
// n pixels (internal/graphics.InternalImageSize).
func texSide(n int) int {
	s := 16
	for s < n {
		s *= 2
	}
	return s
}

// release gives the hex-id layer's texture back while the ids are not
// shown (zoomed out): 4 MB at 1280×800. Nothing is lost, since the ids
// are drawn again at each new zoom anyway.
func (L *idLayer) release() {
	if L.img != nil {
		L.img.Deallocate()
		*L = idLayer{}
	}
}

// textureBytes is what the texture of an image of its own takes.
func textureBytes(img *ebiten.Image) int {
	b := img.Bounds()
	return 4 * texSide(b.Dx()) * texSide(b.Dy())
}

// heldTextures is what the client's own images of their own take, by
// name (the counters, swatches and glyphs lie on Ebitengine's shared
// atlases): the test that keeps the board's memory in check reads it.
func heldTextures(a *App) map[string]int {
	m := map[string]int{}
	if a.board.mapImg != nil {
		m["sheet"] = a.board.mapImg.bytes()
	}
	for name, pc := range a.chrome.panels {
		if pc.img != nil {
			m[name] = textureBytes(pc.img)
		}
		if len(pc.pieces) > 0 {
			m[name] += chromePieces(pc.pieces).bytes()
		}
	}
	if a.board.ids.img != nil {
		m["hex ids"] = textureBytes(a.board.ids.img)
	}
	return m
}
