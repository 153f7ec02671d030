package pngstream

import (
	"bytes"
	"hash/adler32"
	"image"
	"image/png"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
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

// pattern is a picture every pixel of which can be worked out on its own,
// so a strip draws exactly what the whole does.
func pattern(x, y int) (r, g, b uint8) {
	return uint8(x*7 + y), uint8(x ^ y), uint8((x / 5) * (y / 3))
}

func drawPattern(dst *image.RGBA) {
	b := dst.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			i := dst.PixOffset(x, y)
			dst.Pix[i], dst.Pix[i+1], dst.Pix[i+2] = pattern(x, y)
			dst.Pix[i+3] = 255
		}
	}
}

// An image written in strips decodes with image/png to the very pixels
// drawn, whatever the strip height (one row, a part of the image, more
// than the whole), and carries its resolution.
func TestStripsDecodeToTheDrawing(t *testing.T) {
	for _, tc := range []struct{ w, h, stripH, level int }{
		{1, 1, 0, 0}, {97, 61, 1, 0}, {97, 61, 7, 0}, {300, 515, 256, 0}, {64, 40, 1000, 9},
	} {
		var buf bytes.Buffer
		e := Encoder{W: tc.w, H: tc.h, StripH: tc.stripH, DPI: 300, Level: tc.level, Draw: drawPattern}
		if err := e.Encode(&buf); err != nil {
			t.Fatal(err)
		}
		data := buf.Bytes()
		if !bytes.Contains(data, []byte("pHYs")) {
			t.Errorf("%dx%d: no pHYs chunk", tc.w, tc.h)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%dx%d in strips of %d: %v", tc.w, tc.h, tc.stripH, err)
		}
		if img.Bounds() != image.Rect(0, 0, tc.w, tc.h) {
			t.Fatalf("size %v, want %dx%d", img.Bounds(), tc.w, tc.h)
		}
		for y := 0; y < tc.h; y++ {
			for x := 0; x < tc.w; x++ {
				r, g, b, _ := img.At(x, y).RGBA()
				wr, wg, wb := pattern(x, y)
				if uint8(r>>8) != wr || uint8(g>>8) != wg || uint8(b>>8) != wb {
					t.Fatalf("%dx%d in strips of %d: pixel %d,%d differs", tc.w, tc.h, tc.stripH, x, y)
				}
			}
		}
	}
	if err := (Encoder{W: 0, H: 5, Draw: drawPattern}).Encode(io.Discard); err == nil {
		t.Error("an empty image was written")
	}
}

// A strip that panics makes Encode return an error naming the cause,
// and Encode comes back rather than waiting for strips it will never use
// (it used to wait for ever).
func TestExportStripPanicIsAnError(t *testing.T) {
	draw := func(dst *image.RGBA) {
		if dst.Bounds().Min.Y >= 256 {
			panic("boom")
		}
	}
	err := Encoder{W: 64, H: 4096, StripH: 16, DPI: 300, Draw: draw}.Encode(io.Discard)
	if err == nil || !strings.Contains(err.Error(), "a bug in the drawing") || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("Encode = %v, want the drawing's panic as an error", err)
	}
}

// A writer that fails stops Encode with its error.
func TestWriterErrorStopsEncode(t *testing.T) {
	err := Encoder{W: 500, H: 3000, StripH: 8, Draw: drawPattern}.Encode(&failAfter{n: 5000})
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("Encode = %v, want the writer's error", err)
	}
}

type failAfter struct{ n int }

func (f *failAfter) Write(p []byte) (int, error) {
	if f.n -= len(p); f.n < 0 {
		return 0, errDiskFull
	}
	return len(p), nil
}

var errDiskFull = errorString("disk full")

type errorString string

func (e errorString) Error() string { return string(e) }
