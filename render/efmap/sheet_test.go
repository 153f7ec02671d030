package efmap

import (
	"flag"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"kandahar/game/enduring"
	"kandahar/render/paper"
)

var sheetOut = flag.String("sheet", "", "write the map sheet at 100 % and 200 % as PNG files in this folder")

// TestDrawSheet draws the sheet with no window, at 100 % and 200 %, and
// reads it back: much of each zone, away from its borders and its name,
// is printed in its terrain's colour (at least two points in five: the
// rest is the terrain's pattern, the rivers and the roads),
// and beyond the frontier lie the neighbours' grey lands.
func TestDrawSheet(t *testing.T) {
	m, r := load(t)
	s := &Sheet{M: m, R: r}
	for _, scale := range []float64{1, 2} {
		w, h := s.Size(scale)
		c := paper.NewCanvas(w, h)
		s.Draw(c, scale)
		for _, z := range r.Zones {
			oz := m.Zones[z.ID]
			want := Terrains[z.Terrain.Name].Fill
			b := oz.Bounds()
			n, hit := 0, 0
			for y := b.Y; y < b.Y+b.H; y += 3 {
				for x := b.X; x < b.X+b.W; x += 3 {
					q := Pt{x, y}
					if !oz.Contains(q) || distToRings(oz.Rings, q) < 6 || math.Abs(x-oz.Label.X) < 60 && math.Abs(y-oz.Label.Y) < 25 {
						continue
					}
					n++
					if c.Img.RGBAAt(int(x*scale), int(y*scale)) == (color.RGBA{want.R, want.G, want.B, 255}) {
						hit++
					}
				}
			}
			if n >= 10 && hit*5 < n*2 {
				t.Errorf("at %g×, %s: %d of %d points in its terrain's colour", scale, z.ID, hit, n)
			}
		}
		if got := c.Img.RGBAAt(int(20*scale), int(300*scale)); got != (color.RGBA{ColForeign.R, ColForeign.G, ColForeign.B, 255}) {
			t.Errorf("at %g×, the sheet beyond the frontier is %v", scale, got)
		}
		if *sheetOut != "" {
			name := "map-sheet.png"
			if scale == 2 {
				name = "map-sheet-200.png"
			}
			f, err := os.Create(filepath.Join(*sheetOut, name))
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(f, c.Img); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
}

// BenchmarkDrawSheet is the cost of drawing the whole sheet once at
// 100 %, what a window would draw and keep.
func BenchmarkDrawSheet(b *testing.B) {
	r, err := enduring.DefaultRules()
	if err != nil {
		b.Fatal(err)
	}
	m, err := Load(r)
	if err != nil {
		b.Fatal(err)
	}
	s := &Sheet{M: m, R: r}
	w, h := s.Size(1)
	for b.Loop() {
		s.Draw(paper.NewCanvas(w, h), 1)
	}
}
