package render

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
	n := 16
	for float64(n) < v+2*idMargin {
		n *= 2
	}
	return n
}
