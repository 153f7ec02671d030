package chrome

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/board"
	"kandahar/render/ui"
)

// Where the chrome layer's pixels live. A window-sized image
// takes a texture whose sides are the next powers of two: 2048×1024 at
// 1280×800, 8 MB in the process with a software GL driver, nearly half
// of it never shown. So the layer is cut, when that saves memory, into
// two pieces of the window that fill their textures better (at 1280×800
// the columns 0–1023 and 1024–1279: 1024×1024 and 256×1024, 5 MB), each
// covering its part of the window at its place, and the chrome is drawn
// into each piece in turn. Text wholly outside the piece being drawn is
// skipped, so the second pass costs little.

// ChromePieces is the chrome layer: images covering the window between
// them, each at its place.
type ChromePieces []*ebiten.Image

// Copy copies the rectangle r of the layer to the same place on dst.
func (p ChromePieces) Copy(dst *ebiten.Image, r ui.Rect, opaque bool) {
	for _, img := range p {
		ui.CopyRect(dst, img, r, opaque)
	}
}

// Bytes is what the pieces' textures take.
func (p ChromePieces) Bytes() int {
	n := 0
	for _, img := range p {
		n += board.TextureBytes(img)
	}
	return n
}

// ChromeCuts is the window of w×h cut into at most two rectangles whose
// textures take the least memory: across or down at the power of two
// below the window's side, or not at all when neither saves.
func ChromeCuts(w, h int) []image.Rectangle {
	w, h = max(1, w), max(1, h)
	whole := []image.Rectangle{image.Rect(0, 0, w, h)}
	best, bestN := whole, RectBytes(whole[0])
	try := func(rs ...image.Rectangle) {
		n := 0
		for _, r := range rs {
			n += RectBytes(r)
		}
		if n < bestN {
			best, bestN = rs, n
		}
	}
	if p := board.TexSide(w) / 2; p < w && p >= 16 {
		try(image.Rect(0, 0, p, h), image.Rect(p, 0, w, h))
	}
	if p := board.TexSide(h) / 2; p < h && p >= 16 {
		try(image.Rect(0, 0, w, p), image.Rect(0, p, w, h))
	}
	return best
}

// ChromeLayer is the chrome layer, its content made by draw when key
// changes. It reports whether it was drawn again.
func (c *Chrome) ChromeLayer(key any, draw func(*ebiten.Image)) (ChromePieces, bool) {
	pc := c.PanelCache("chrome")
	cuts := ChromeCuts(c.W, c.H)
	same := len(pc.Pieces) == len(cuts)
	for i := 0; same && i < len(cuts); i++ {
		same = pc.Pieces[i].Bounds() == cuts[i]
	}
	if !same {
		for _, img := range pc.Pieces {
			img.Deallocate()
		}
		pc.Pieces = pc.Pieces[:0]
		for _, r := range cuts {
			pc.Pieces = append(pc.Pieces, BigImageAt(r))
		}
		pc.Key = nil
	}
	if pc.Key != nil && pc.Key == key {
		return pc.Pieces, false
	}
	for i, img := range pc.Pieces {
		img.Clear()
		// the later pieces draw the same again: a text watcher hears
		// each text once, and text off the piece is not laid out
		c.U.Repeat, c.U.Clip = i > 0, len(pc.Pieces) > 1
		draw(img)
	}
	c.U.Repeat, c.U.Clip = false, false
	pc.Key = key
	return pc.Pieces, true
}
