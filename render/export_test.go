package render

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/pngstream"
)

// The map drawn in strips and streamed as a PNG is, pixel for pixel, the
// map drawn whole; the file decodes with image/png.
func TestStripPNGMatchesWholeImage(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, BusyScenario(rules), 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		r      float64
		stripH int
	}{{16, 7}, {16, 256}, {30, 64}} {
		whole := MapImage(g.State, tc.r)
		m := newMapPrint(g.State, tc.r)
		w, h := m.size()
		var buf bytes.Buffer
		if err := (pngstream.Encoder{W: w, H: h, StripH: tc.stripH, DPI: 300, Draw: m.drawStrip}).Encode(&buf); err != nil {
			t.Fatal(err)
		}
		dec, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("r %v strips of %d: the PNG does not decode: %v", tc.r, tc.stripH, err)
		}
		if dec.Bounds() != whole.Bounds() {
			t.Fatalf("size %v, want %v", dec.Bounds(), whole.Bounds())
		}
		rgb, ok := dec.(*image.RGBA)
		if !ok {
			t.Fatalf("decoded as %T, want RGB", dec)
		}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i, j := whole.PixOffset(x, y), rgb.PixOffset(x, y)
				// a shape cut by a strip's edge is placed with other float
				// offsets: a level or two of anti-aliasing may differ
				if absDiff(whole.Pix[i], rgb.Pix[j]) > 3 || absDiff(whole.Pix[i+1], rgb.Pix[j+1]) > 3 || absDiff(whole.Pix[i+2], rgb.Pix[j+2]) > 3 {
					t.Fatalf("r %v strips of %d: pixel %d,%d is %v in the strips, %v whole", tc.r, tc.stripH, x, y, rgb.Pix[j:j+3], whole.Pix[i:i+3])
				}
			}
		}
	}
}

// The print export: its size, its time and its peak heap (the figures of
// docs/performance.md come from the -export-map command; this keeps them
// honest in CI with generous bounds).
func TestExportMap(t *testing.T) {
	if testing.Short() {
		t.Skip("the print export takes a second or more")
	}
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, BusyScenario(rules), 1)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "map.png")
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	t0 := time.Now()
	if err := ExportMap(g.State, path); err != nil {
		t.Fatal(err)
	}
	el := time.Since(t0)
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	w, h := ExportSize(rules.Board)
	if cfg.Width != w || cfg.Height != h || w != 6600 {
		t.Fatalf("exported %dx%d, want %dx%d (22 inches at 300 dpi)", cfg.Width, cfg.Height, w, h)
	}
	st, _ := f.Stat()
	t.Logf("export %dx%d in %v, %d MB file, heap in use after %d MB", w, h, el.Round(time.Millisecond), st.Size()>>20, after.HeapInuse>>20)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
