package board

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

const SheetTileW, SheetTileH = 512, 128

type SheetTile struct {
	R   image.Rectangle
	Pix []byte // RGBA
}

type SheetState struct {
	W, H    int
	Pending chan SheetTile // tiles drawn in the background
	Left    int            // tiles not yet uploaded
	Gen     int            // bumped at each upload: the board is drawn again
	FlushTo *ebiten.Image  // a pixel the sheet is drawn to (upload.go)
	later   func()         // starts drawing the tiles out of sight
}

// EnsureMap makes the map sheet: at the first call the tiles the camera
// shows; at the next, once the first frame is on the screen, the others
// start being drawn in the background, so that they do not take a core
// from the first frame; then at each call the tiles drawn meanwhile.
func (b *Board) EnsureMap() {
	sh := &b.Sheet
	if b.MapImg == nil {
		b.StartSheet()
	} else if sh.later != nil {
		sh.later()
		sh.later = nil
	}
	uploaded := false
	defer func() {
		if uploaded {
			b.FlushSheet()
			if sh.Left == 0 {
				// once the last tiles' pixels are on the GPU and Ebitengine
				// has let its copies go (at the end of a frame or two),
				// give the memory they took back to the system rather than
				// keep it for a heap that will not grow so much again
				time.AfterFunc(time.Second, debug.FreeOSMemory)
			}
		}
	}()
	for sh.Left > 0 {
		select {
		case t := <-sh.Pending:
			b.UploadTile(t)
			uploaded = true
		default:
			return
		}
	}
}

func (b *Board) StartSheet() {
	w, h := paper.SheetSize(b.Lay)
	b.Sheet = SheetState{W: w, H: h}
	b.MapImg = NewSheetImage(w, h)
	// tiles in sight (and a margin), then the others nearest first
	in := image.Rect(0, 0, w, h)
	if b.CamSet && b.Cam.Zoom > 0 {
		x0, y0 := b.ToWorld(b.MapView.X, b.MapView.Y)
		x1, y1 := b.ToWorld(b.MapView.X+b.MapView.W, b.MapView.Y+b.MapView.H)
		m := BaseR * 2
		in = image.Rect(int(x0-m), int(y0-m), int(x1+m), int(y1+m))
	}
	var now, later []image.Rectangle
	for y := 0; y < h; y += SheetTileH {
		for x := 0; x < w; x += SheetTileW {
			t := image.Rect(x, y, min(w, x+SheetTileW), min(h, y+SheetTileH))
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

	// taken once here: the background goroutine may outlive a change to b
	paint := b.PaintTile
	if paint == nil {
		rules, lay := b.Rules, b.Lay
		paint = func(c *paper.Canvas) { paper.DrawMap(c, rules.Board, rules.Mix, lay, paper.MapOptions{}) }
	}
	draw := func(t image.Rectangle) SheetTile {
		c := &paper.Canvas{Img: image.NewRGBA(t)}
		paint(c)
		return SheetTile{R: t, Pix: c.Img.Pix}
	}
	// the tiles in sight, on every core, before the first frame
	workers := max(1, min(runtime.GOMAXPROCS(0), len(now)))
	out := make([]SheetTile, len(now))
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
		b.UploadTile(t)
	}
	b.FlushSheet()
	b.Sheet.Left = len(later)
	if len(later) == 0 {
		return
	}
	// the others in the background, one core left to the window
	ch := make(chan SheetTile, len(later))
	b.Sheet.Pending = ch
	b.Sheet.later = func() {
		crash.Go("drawing the map", func() {
			for _, t := range later {
				ch <- draw(t)
			}
		})
	}
}

func (b *Board) UploadTile(t SheetTile) {
	if t.Pix == nil {
		return // its goroutine panicked: the crash handler has it
	}
	sh := &b.Sheet
	b.MapImg.Write(t.R, t.Pix)
	if sh.Pending != nil {
		sh.Left--
	}
	// the board is drawn again if the tile shows
	x0, y0 := b.ToWorld(b.MapView.X, b.MapView.Y)
	x1, y1 := b.ToWorld(b.MapView.X+b.MapView.W, b.MapView.Y+b.MapView.H)
	if float64(t.R.Max.X) >= x0 && float64(t.R.Min.X) <= x1 && float64(t.R.Max.Y) >= y0 && float64(t.R.Min.Y) <= y1 {
		sh.Gen++
	}
}
