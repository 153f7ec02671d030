package render

import (
	"bytes"
	"hash/adler32"
	"image"
	"image/png"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"kandahar/assets"
	"kandahar/game"
)

// Adler-32 sums put together equal the sum of the data put together.
func TestAdler32Combine(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		a := make([]byte, rng.IntN(200000))
		b := make([]byte, rng.IntN(200000))
		for i := range a {
			a[i] = byte(rng.UintN(256))
		}
		for i := range b {
			b[i] = byte(rng.UintN(3)) // long runs, as in an image
		}
		want := adler32.Checksum(append(append([]byte{}, a...), b...))
		if got := adler32Combine(adler32.Checksum(a), adler32.Checksum(b), int64(len(b))); got != want {
			t.Fatalf("combine %d+%d bytes: %08x, want %08x", len(a), len(b), got, want)
		}
	}
}

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
		if err := (stripPNG{W: w, H: h, StripH: tc.stripH, DPI: 300, Draw: m.draw}).Encode(&buf); err != nil {
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

// A strip that panics makes Encode return an error naming the cause,
// and Encode comes back rather than waiting for strips it will never use
// (it used to wait for ever).
func TestExportStripPanicIsAnError(t *testing.T) {
	draw := func(c *canvas) {
		if c.img.Bounds().Min.Y >= 256 {
			panic("boom")
		}
	}
	err := stripPNG{W: 64, H: 4096, StripH: 16, DPI: 300, Draw: draw}.Encode(io.Discard)
	if err == nil || !strings.Contains(err.Error(), "a bug in the map drawing") {
		t.Fatalf("Encode = %v, want the drawing's panic as an error", err)
	}
}
