package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/board"
	"kandahar/render/ui"
)

// Where the side panels are cached (issue 13). Only the map view of the
// board layer is ever put on the screen: the panels around it are put
// over the rest, opaque. So the caches of the top bar and the left panel
// live in the board layer, each at its own place beside the view,
// instead of in a window-sized image each (at 1280×800 each took a
// 2048×1024 texture, 8 MB, in the process with a software GL driver).
// The board layer covers only the view and those panels, not the whole
// window: a 1024×1024 texture at 1280×800, not 2048×1024. A panel out of
// its reach (the log, at the right) has an image of its own size.
// The board draws only inside the view, its edges rounded inward; a
// panel only inside its rectangle, rounded outward: they never meet.

// innerRect is the whole pixels inside r.
func innerRect(r ui.Rect) image.Rectangle {
	const e = 1e-6 // a side a hair short of a whole pixel ends on it
	return image.Rect(int(math.Ceil(r.X-e)), int(math.Ceil(r.Y-e)), int(math.Floor(r.X+r.W+e)), int(math.Floor(r.Y+r.H+e)))
}

// outerRect is the pixels r touches, as copyRect copies them.
func outerRect(r ui.Rect) image.Rectangle {
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

// boardBounds is the part of the window the board layer covers: the
// map view, and the top bar and the left panel where holding them there
// takes less memory than textures of their own (at 1280×800, the view
// with both takes a 1024×1024 texture, the whole window 2048×1024). It
// reaches as far as its texture does, so a panel that happens to lie
// within it is held there too.
func (c *chrome) boardBounds() image.Rectangle {
	view := outerRect(c.MapView)
	if view.Empty() {
		view = image.Rect(0, 0, 1, 1)
	}
	panels := []image.Rectangle{outerRect(c.top), outerRect(c.left)}
	best, bestBytes := view, -1
	for set := range 1 << len(panels) {
		b, n := view, 0
		for i, p := range panels {
			switch {
			case p.Empty():
			case set&(1<<i) != 0:
				b = b.Union(p)
			default:
				n += rectBytes(p)
			}
		}
		if n += rectBytes(b); bestBytes < 0 || n < bestBytes {
			best, bestBytes = b, n
		}
	}
	return image.Rectangle{Min: best.Min, Max: best.Min.Add(image.Pt(board.TexSide(best.Dx()), board.TexSide(best.Dy())))}
}

// rectBytes is what the texture of an image of r's size takes.
func rectBytes(r image.Rectangle) int {
	return 4 * board.TexSide(r.Dx()) * board.TexSide(r.Dy())
}

// boardImage is the board layer's image.
func (c *chrome) boardImage() *ebiten.Image {
	pc := c.panelCache("board")
	if b := c.boardBounds(); pc.img == nil || pc.img.Bounds() != b {
		if pc.img != nil {
			pc.img.Deallocate()
		}
		pc.img = bigImageAt(b)
		pc.key = nil
	}
	return pc.img
}

// bigImageAt is an image of its own texture covering r of the window:
// what is drawn at a point of the window lands at that point of it.
func bigImageAt(r image.Rectangle) *ebiten.Image {
	return ebiten.NewImageWithOptions(r, &ebiten.NewImageOptions{Unmanaged: true})
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

// storedKey is what a stored panel was drawn for: its own key, and where
// it and the view were in which image.
type storedKey struct {
	key  any
	r    image.Rectangle
	view image.Rectangle
	img  *ebiten.Image
}

// storedPanel is the image holding the panel of a name in the rectangle
// r, drawn again by draw when key changes: the board layer when r lies
// in it clear of the view, else an image of the panel's own size.
func (c *chrome) storedPanel(name string, r ui.Rect, key any, draw func(*ebiten.Image)) *ebiten.Image {
	board := c.boardImage()
	pr, view := outerRect(r), innerRect(c.MapView)
	pc := c.panelCache(name)
	img := board
	if !pr.In(board.Bounds()) || pr.Overlaps(view) {
		if pr.Empty() {
			pr = image.Rect(pr.Min.X, pr.Min.Y, pr.Min.X+1, pr.Min.Y+1)
		}
		if pc.img == nil || pc.img.Bounds() != pr {
			if pc.img != nil {
				pc.img.Deallocate()
			}
			pc.img = bigImageAt(pr)
		}
		img = pc.img
	} else if pc.img != nil {
		pc.img.Deallocate() // an image of its own before
		pc.img = nil
	}
	k := storedKey{key, pr, view, img}
	if pc.key == nil || pc.key != k {
		sub := img.SubImage(pr).(*ebiten.Image)
		sub.Clear()
		draw(sub)
		pc.key = k
	}
	return img
}
