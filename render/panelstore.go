package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Where the side panels are cached (issue 13). Only the map view of the
// board layer is ever put on the screen: the panels around it are put
// over the rest, opaque. So the caches of the top bar, the left panel
// and the log live in the board layer, each at its own place around the
// view, instead of in a window-sized image each (at 1280×800 each took
// a 2048×1024 texture, 8 MB, in the process with a software GL driver).
// The board draws only inside the view, its edges rounded inward; a
// panel only inside its rectangle, rounded outward: they never meet.

// innerRect is the whole pixels inside r.
func innerRect(r rect) image.Rectangle {
	const e = 1e-6 // a side a hair short of a whole pixel ends on it
	return image.Rect(int(math.Ceil(r.X-e)), int(math.Ceil(r.Y-e)), int(math.Floor(r.X+r.W+e)), int(math.Floor(r.Y+r.H+e)))
}

// outerRect is the pixels r touches, as copyRect copies them.
func outerRect(r rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// panelCache returns the cache of a name, made if need be.
func (c *chrome) panelCache(name string) *panelCache {
	if c.panels == nil {
		c.panels = map[string]*panelCache{}
	}
	pc := c.panels[name]
	if pc == nil {
		pc = &panelCache{}
		c.panels[name] = pc
	}
	return pc
}

// boardImage is the board layer's image, the window's size.
func (c *chrome) boardImage() *ebiten.Image {
	pc := c.panelCache("board")
	if pc.img == nil || pc.img.Bounds().Dx() != max(1, c.w) || pc.img.Bounds().Dy() != max(1, c.h) {
		if pc.img != nil {
			pc.img.Deallocate()
		}
		pc.img = bigImage(max(1, c.w), max(1, c.h))
		pc.key = nil
	}
	return pc.img
}

// boardLayer is the board layer, its view drawn again by draw when key
// changes. It reports whether it was.
func (c *chrome) boardLayer(key any, draw func(*ebiten.Image)) (*ebiten.Image, bool) {
	img := c.boardImage()
	pc := c.panels["board"]
	if pc.key == nil || pc.key != key {
		draw(img)
		pc.key = key
		return img, true
	}
	return img, false
}

// storedKey is what a panel stored in the board layer was drawn for:
// its own key, and where it and the view were in which image.
type storedKey struct {
	key  any
	r    image.Rectangle
	view image.Rectangle
	img  *ebiten.Image
}

// storedPanel is the image holding the panel of a name in the rectangle
// r, drawn again by draw when key changes: the board layer, or a layer
// of its own for a panel over the map view.
func (c *chrome) storedPanel(name string, r rect, key any, draw func(*ebiten.Image)) *ebiten.Image {
	board := c.boardImage()
	pr, view := outerRect(r), innerRect(c.view)
	if pr.Overlaps(view) {
		img, _ := c.layer(name, key, draw)
		return img
	}
	pc := c.panelCache(name)
	if pc.img != nil {
		pc.img.Deallocate() // a layer of its own before
		pc.img = nil
	}
	k := storedKey{key, pr, view, board}
	if pc.key == nil || pc.key != k {
		sub := board.SubImage(pr).(*ebiten.Image)
		sub.Clear()
		draw(sub)
		pc.key = k
	}
	return board
}
