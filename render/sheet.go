package render

import (
	"image"
	"runtime"
	"runtime/debug"
	"sort"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/crash"
	"kandahar/render/paper"
)

// The printed map sheet of the window (hexes of baseR pixels, no hex ids:
// those are drawn at screen resolution), drawn in software in tiles: the
// tiles in sight first, on every core, before the first frame; the others
// in the background, each uploaded as it comes.

const sheetTileW, sheetTileH = 512, 128

type sheetTile struct {
	r   image.Rectangle
	pix []byte // RGBA
}

type sheetState struct {
	w, h    int
	pending chan sheetTile // tiles drawn in the background
	left    int            // tiles not yet uploaded
	gen     int            // bumped at each upload: the board is drawn again
	flushTo *ebiten.Image  // a pixel the sheet is drawn to (upload.go)
}

// ensureMap makes the map sheet: at the first call the tiles the camera
// shows, then at each call the tiles drawn meanwhile.
func (b *board) ensureMap() {
	if b.mapImg == nil {
		b.startSheet()
	}
	sh := &b.sheet
	uploaded := false
	defer func() {
		if uploaded {
			b.flushSheet()
			if sh.left == 0 {
				// once the last tiles' pixels are on the GPU and Ebitengine
				// has let its copies go (at the end of a frame or two),
				// give the memory they took back to the system rather than
				// keep it for a heap that will not grow so much again
				// (issue 13)
				time.AfterFunc(time.Second, debug.FreeOSMemory)
			}
		}
	}()
	for sh.left > 0 {
		select {
		case t := <-sh.pending:
			b.uploadTile(t)
			uploaded = true
		default:
			return
		}
	}
}

func (b *board) startSheet() {
	w, h := paper.SheetSize(b.lay)
	b.sheet = sheetState{w: w, h: h}
	b.mapImg = newSheetImage(w, h)
	// tiles in sight (and a margin), then the others nearest first
	in := image.Rect(0, 0, w, h)
	if b.camSet && b.cam.zoom > 0 {
		x0, y0 := b.toWorld(b.MapView.X, b.MapView.Y)
		x1, y1 := b.toWorld(b.MapView.X+b.MapView.W, b.MapView.Y+b.MapView.H)
		m := baseR * 2
		in = image.Rect(int(x0-m), int(y0-m), int(x1+m), int(y1+m))
	}
	var now, later []image.Rectangle
	for y := 0; y < h; y += sheetTileH {
		for x := 0; x < w; x += sheetTileW {
			t := image.Rect(x, y, min(w, x+sheetTileW), min(h, y+sheetTileH))
			if t.Overlaps(in) {
				now = append(now, t)
			} else {
				later = append(later, t)
			}
		}
	}
	mid := in.Min.Add(in.Max).Div(2)
	dist := func(t image.Rectangle) int {
		c := t.Min.Add(t.Max).Div(2).Sub(mid)
		return c.X*c.X + c.Y*c.Y
	}
	sort.Slice(later, func(i, j int) bool { return dist(later[i]) < dist(later[j]) })

	draw := func(t image.Rectangle) sheetTile {
		if testTileHook != nil {
			testTileHook()
		}
		c := &paper.Canvas{Img: image.NewRGBA(t)}
		paper.DrawMap(c, b.Rules.Board, b.Rules.Mix, b.lay, paper.MapOptions{})
		return sheetTile{r: t, pix: c.Img.Pix}
	}
	// the tiles in sight, on every core, before the first frame
	workers := max(1, min(runtime.GOMAXPROCS(0), len(now)))
	out := make([]sheetTile, len(now))
	var wg sync.WaitGroup
	for k := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer crash.Recover("drawing the map")
			for j := k; j < len(now); j += workers {
				out[j] = draw(now[j])
			}
		}()
	}
	wg.Wait()
	for _, t := range out {
		b.uploadTile(t)
	}
	b.flushSheet()
	b.sheet.left = len(later)
	if len(later) == 0 {
		return
	}
	// the others in the background, one core left to the window
	ch := make(chan sheetTile, len(later))
	b.sheet.pending = ch
	crash.Go("drawing the map", func() {
		for _, t := range later {
			ch <- draw(t)
		}
	})
}

func (b *board) uploadTile(t sheetTile) {
	if t.pix == nil {
		return // its goroutine panicked: the crash handler has it
	}
	sh := &b.sheet
	b.mapImg.write(t.r, t.pix)
	if sh.pending != nil {
		sh.left--
	}
	// the board is drawn again if the tile shows
	x0, y0 := b.toWorld(b.MapView.X, b.MapView.Y)
	x1, y1 := b.toWorld(b.MapView.X+b.MapView.W, b.MapView.Y+b.MapView.H)
	if float64(t.r.Max.X) >= x0 && float64(t.r.Min.X) <= x1 && float64(t.r.Max.Y) >= y0 && float64(t.r.Min.Y) <= y1 {
		sh.gen++
	}
}

// testTileHook, when a test sets it, runs as each map tile is drawn.
var testTileHook func()
