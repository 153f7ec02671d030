package render

import (
	"image"
	"image/color"
	"image/draw"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/ui"
)

// The board's textures stay small (under 200 MB resident with
// a software GL driver, where every texture is the process's memory):
// the board layer covers the view and the panels beside it, not the
// whole window, and holds the top bar's and the left panel's caches; a
// panel out of its reach has an image of its own size; the chrome layer
// is in pieces that fill their textures; the map sheet is in pieces that
// fit their textures; the hex-id layer fits its texture.
func TestBoardTextureMemory(t *testing.T) {
	d := newGameDriver(t, 7)
	d.idle()
	for left := 1; left > 0; {
		d.waitFrames(2)
		d.on(func(a *App) { left = a.board.Sheet.Left })
	}
	// close enough for the hex ids, and every panel drawn
	d.on(func(a *App) { a.board.ZoomAt(a.MapView.X+a.MapView.W/2, a.MapView.Y+a.MapView.H/2, 1.6) })
	d.waitFrames(3)
	var held map[string]int
	var w, h, sw, sh int
	var view ui.Rect
	var ids bool
	d.on(func(a *App) {
		held, w, h, view, ids = heldTextures(a), a.W, a.H, a.MapView, a.board.IdsOnScreen()
		sw, sh = a.board.MapImg.W, a.board.MapImg.H
	})
	if !ids {
		t.Fatal("the hex ids are not shown: the test does not see their layer")
	}
	const MB = 1 << 20
	layer := 4 * board.TexSide(w) * board.TexSide(h) // a window-sized image
	total := 0
	for name, n := range held {
		total += n
		switch name {
		case "board":
			if n >= layer {
				t.Errorf("the board layer takes %.1f MB, as much as a window's texture: it covers more than the view and the panels beside it", float64(n)/MB)
			}
		case "chrome":
			if cuts := chrome.ChromeCuts(w, h); n > rectsBytes(cuts) || n >= layer && len(cuts) > 1 {
				t.Errorf("the chrome layer takes %.1f MB, more than its pieces' %.1f MB", float64(n)/MB, float64(rectsBytes(cuts))/MB)
			}
		case "top", "left", "log":
			if n > layer/4 {
				t.Errorf("the %s panel's own image takes %.1f MB, more than a quarter of a window's texture", name, float64(n)/MB)
			}
		case "sheet":
			if whole := 4 * board.TexSide(sw) * board.TexSide(sh); n >= whole {
				t.Errorf("the map sheet takes %.1f MB, as much as in one texture (%.1f MB): not in pieces", float64(n)/MB, float64(whole)/MB)
			}
			if n > 25*MB {
				t.Errorf("the map sheet takes %.1f MB, more than 25 MB", float64(n)/MB)
			}
		case "hex ids":
			if most := 4 * board.TexFit(view.W) * board.TexFit(view.H); n > most {
				t.Errorf("the hex-id layer takes %.1f MB, more than the view and its margins (%.1f MB)", float64(n)/MB, float64(most)/MB)
			}
		default:
			t.Errorf("%q has a texture of its own (%.1f MB)", name, float64(n)/MB)
		}
	}
	t.Logf("at %d×%d, a sheet of %d×%d: %v, %.1f MB in all", w, h, sw, sh, held, float64(total)/MB)
	// zoomed out again, the hex-id layer's texture is given back
	d.on(func(a *App) { a.board.ZoomAt(a.MapView.X+a.MapView.W/2, a.MapView.Y+a.MapView.H/2, 1/1.6) })
	d.waitFrames(3)
	d.on(func(a *App) { held, ids = heldTextures(a), a.board.IdsOnScreen() })
	if n, ok := held["hex ids"]; ok && !ids {
		t.Errorf("zoomed out, where no hex id shows, their layer still takes %.1f MB", float64(n)/MB)
	}
	if w == 1280 && h == 800 {
		// the board 4 MB, the chrome 5, the log 1, the sheet 24.75, the
		// hex ids 4 (48 MB before the board and the chrome were cut down)
		if total > 39*MB {
			t.Errorf("the board's textures take %.1f MB at %d×%d, more than 39 MB", float64(total)/MB, w, h)
		}
		if n := held["chrome"]; n > 5*MB {
			t.Errorf("the chrome layer takes %.1f MB at 1280×800, more than 5 MB", float64(n)/MB)
		}
	}
}

// chromePixels is the chrome layer's pixels over the whole window, read
// from its pieces.
func chromePixels(a *App) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, a.W, a.H))
	for _, p := range a.chrome.Panels["chrome"].Pieces {
		part := image.NewRGBA(p.Bounds())
		p.ReadPixels(part.Pix)
		draw.Draw(img, part.Bounds(), part, part.Bounds().Min, draw.Src)
	}
	return img
}

// rectsBytes is what textures of the rectangles' sizes take.
func rectsBytes(rs []image.Rectangle) int {
	n := 0
	for _, r := range rs {
		n += chrome.RectBytes(r)
	}
	return n
}

// The chrome layer's pieces cover the window without overlapping, and
// take less memory than one window-sized image whenever they are two.
func TestChromeCutsCoverTheWindow(t *testing.T) {
	for _, sz := range [][2]int{{1280, 800}, {800, 560}, {900, 600}, {1024, 768}, {1366, 768}, {1920, 1080}, {2560, 1440}, {1, 1}} {
		w, h := sz[0], sz[1]
		cuts := chrome.ChromeCuts(w, h)
		area := 0
		for i, r := range cuts {
			area += r.Dx() * r.Dy()
			if !r.In(image.Rect(0, 0, w, h)) {
				t.Errorf("%d×%d: piece %v outside the window", w, h, r)
			}
			for _, o := range cuts[i+1:] {
				if r.Overlaps(o) {
					t.Errorf("%d×%d: pieces %v and %v overlap", w, h, r, o)
				}
			}
		}
		if area != w*h {
			t.Errorf("%d×%d: the pieces cover %d pixels, not %d", w, h, area, w*h)
		}
		if whole := chrome.RectBytes(image.Rect(0, 0, w, h)); len(cuts) > 1 && rectsBytes(cuts) >= whole {
			t.Errorf("%d×%d: cut in %d pieces of %d bytes, no less than one image's %d", w, h, len(cuts), rectsBytes(cuts), whole)
		}
	}
	if n := rectsBytes(chrome.ChromeCuts(1280, 800)); n != 5<<20 {
		t.Errorf("at 1280×800 the chrome takes %d bytes, not 5 MB", n)
	}
}

// The sheet's pieces draw as the whole sheet did in one image: no
// hairline at a cut, whatever the zoom and the offsets.
func TestSheetPiecesDrawAsOne(t *testing.T) {
	needPixels(t)
	d := newGameDriver(t, 7)
	const w, h = 300, 700
	src := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			v := uint8((x*7 + y*13) % 256)
			if y/3%2 == 0 {
				v = 255 - v // sharp changes from row to row
			}
			src.SetRGBA(x, y, color.RGBA{v, uint8(y), uint8(x), 255})
		}
	}
	type cam struct{ ox, oy, z float64 }
	for _, c := range []cam{{0, 0, 1}, {0.3, 17.6, 1.7}, {5, 100.25, 0.83}, {2.5, 40.7, 0.45}, {0, 55.5, 2.37}} {
		var one, cut *image.RGBA
		d.on(func(a *App) {
			whole := &board.SheetImage{W: w, H: h, Pieces: []board.SheetPiece{{Img: ui.BigImage(w, h), Y1: h}}}
			whole.Write(src.Bounds(), src.Pix)
			pieces := board.NewSheetPieces(w, h, 64) // a cut every 62 rows
			pieces.Write(src.Bounds(), src.Pix)
			read := func(draw func(*ebiten.Image)) *image.RGBA {
				dst := ui.BigImage(400, 400)
				draw(dst)
				img := image.NewRGBA(dst.Bounds())
				dst.ReadPixels(img.Pix)
				return img
			}
			one = read(func(dst *ebiten.Image) { whole.Draw(dst, c.ox, c.oy, c.z, 3.5, 2.25) })
			cut = read(func(dst *ebiten.Image) { pieces.Draw(dst, c.ox, c.oy, c.z, 3.5, 2.25) })
		})
		worst, worstRow := 0, 0
		for y := range 400 {
			off := 0 // pixels of the row that differ
			for x := range 400 {
				i := one.PixOffset(x, y)
				for k := range 4 {
					if dv := int(one.Pix[i+k]) - int(cut.Pix[i+k]); dv > 8 || dv < -8 {
						off++
						break
					}
				}
			}
			if off > worst {
				worst, worstRow = off, y
			}
		}
		if worst > 20 {
			t.Errorf("at zoom %.2f from (%.2f, %.2f), %d pixels of row %d differ from the sheet drawn whole: a cut shows", c.z, c.ox, c.oy, worst, worstRow)
		}
	}
}

// heldTextures is what the client's own images of their own take, by
// name (the counters, swatches and glyphs lie on Ebitengine's shared
// atlases).
func heldTextures(a *App) map[string]int {
	m := map[string]int{}
	if a.board.MapImg != nil {
		m["sheet"] = a.board.MapImg.Bytes()
	}
	for name, pc := range a.chrome.Panels {
		if pc.Img != nil {
			m[name] = board.TextureBytes(pc.Img)
		}
		if len(pc.Pieces) > 0 {
			m[name] += chrome.ChromePieces(pc.Pieces).Bytes()
		}
	}
	if a.board.Ids.Img != nil {
		m["hex ids"] = board.TextureBytes(a.board.Ids.Img)
	}
	return m
}
