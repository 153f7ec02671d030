package chrome

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/board"
	"kandahar/render/ui"
)

// Where the side panels are cached. Only the map view of the
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

// InnerRect is the whole pixels inside r.
func InnerRect(r ui.Rect) image.Rectangle {
	const e = 1e-6 // a side a hair short of a whole pixel ends on it
	return image.Rect(int(math.Ceil(r.X-e)), int(math.Ceil(r.Y-e)), int(math.Floor(r.X+r.W+e)), int(math.Floor(r.Y+r.H+e)))
}

// OuterRect is the pixels r touches, as copyRect copies them.
func OuterRect(r ui.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// PanelCache returns the cache of a name, made if need be.
func (c *Chrome) PanelCache(name string) *PanelCache {
	if c.Panels == nil {
		c.Panels = map[string]*PanelCache{}
	}
	pc := c.Panels[name]
	if pc == nil {
		pc = &PanelCache{}
		c.Panels[name] = pc
	}
	return pc
}

// BoardBounds is the part of the window the board layer covers: the
// map view, and the top bar and the left panel where holding them there
// takes less memory than textures of their own (at 1280×800, the view
// with both takes a 1024×1024 texture, the whole window 2048×1024). It
// reaches as far as its texture does, so a panel that happens to lie
// within it is held there too.
func (c *Chrome) BoardBounds() image.Rectangle {
	view := OuterRect(c.MapView)
	if view.Empty() {
		view = image.Rect(0, 0, 1, 1)
	}
	panels := []image.Rectangle{OuterRect(c.Top), OuterRect(c.Left)}
	best, bestBytes := view, -1
	for set := range 1 << len(panels) {
		b, n := view, 0
		for i, p := range panels {
			switch {
			case p.Empty():
			case set&(1<<i) != 0:
				b = b.Union(p)
			default:
				n += RectBytes(p)
			}
		}
		if n += RectBytes(b); bestBytes < 0 || n < bestBytes {
			best, bestBytes = b, n
		}
	}
	return image.Rectangle{Min: best.Min, Max: best.Min.Add(image.Pt(board.TexSide(best.Dx()), board.TexSide(best.Dy())))}
}

// RectBytes is what the texture of an image of r's size takes.
func RectBytes(r image.Rectangle) int {
	return 4 * board.TexSide(r.Dx()) * board.TexSide(r.Dy())
}

// BoardImage is the board layer's image.
func (c *Chrome) BoardImage() *ebiten.Image {
	pc := c.PanelCache("board")
	if b := c.BoardBounds(); pc.Img == nil || pc.Img.Bounds() != b {
		if pc.Img != nil {
			pc.Img.Deallocate()
		}
		pc.Img = BigImageAt(b)
		pc.Key = nil
	}
	return pc.Img
}

// BigImageAt is an image of its own texture covering r of the window:
// what is drawn at a point of the window lands at that point of it.
func BigImageAt(r image.Rectangle) *ebiten.Image {
	return ebiten.NewImageWithOptions(r, &ebiten.NewImageOptions{Unmanaged: true})
}

// BoardLayer is the board layer, its view drawn again by draw when key
// changes. It reports whether it was.
func (c *Chrome) BoardLayer(key any, draw func(*ebiten.Image)) (*ebiten.Image, bool) {
	img := c.BoardImage()
	pc := c.Panels["board"]
	if pc.Key == nil || pc.Key != key {
		draw(img)
		pc.Key = key
		return img, true
	}
	return img, false
}

// StoredKey is what a stored panel was drawn for: its own key, and where
// it and the view were in which image.
type StoredKey struct {
	Key  any
	R    image.Rectangle
	View image.Rectangle
	Img  *ebiten.Image
}

// StoredPanel is the image holding the panel of a name in the rectangle
// r, drawn again by draw when key changes: the board layer when r lies
// in it clear of the view, else an image of the panel's own size.
func (c *Chrome) StoredPanel(name string, r ui.Rect, key any, draw func(*ebiten.Image)) *ebiten.Image {
	board := c.BoardImage()
	pr, view := OuterRect(r), InnerRect(c.MapView)
	pc := c.PanelCache(name)
	img := board
	if !pr.In(board.Bounds()) || pr.Overlaps(view) {
		if pr.Empty() {
			pr = image.Rect(pr.Min.X, pr.Min.Y, pr.Min.X+1, pr.Min.Y+1)
		}
		if pc.Img == nil || pc.Img.Bounds() != pr {
			if pc.Img != nil {
				pc.Img.Deallocate()
			}
			pc.Img = BigImageAt(pr)
		}
		img = pc.Img
	} else if pc.Img != nil {
		pc.Img.Deallocate() // an image of its own before
		pc.Img = nil
	}
	k := StoredKey{key, pr, view, img}
	if pc.Key == nil || pc.Key != k {
		sub := img.SubImage(pr).(*ebiten.Image)
		sub.Clear()
		draw(sub)
		pc.Key = k
	}
	return img
}
