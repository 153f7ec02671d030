package paper

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sort"
	"testing"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/cvd"
)

// firstZoomSide is a counter's side in the window at the zoom a game
// starts at (0.6 of the sheet, at 100 % UI scale): 37 pixels.
var firstZoomSide = int(math.Round(SheetR * 0.6 * CounterScale))

// figureRow is what a row of a face's figures measures: the height of
// its tallest glyph and the contrast of its ink against the face under it.
type figureRow struct {
	y        int // the row's middle
	height   int
	contrast float64
}

// measureFigures draws f at side S and scale u with its figures and
// without, and measures what the figures add: each glyph's height in
// pixels, grouped by rows, and the contrast (WCAG) of the glyphs' ink
// against what lies under it, taken for each glyph at the 90th
// percentile of its pixels (the strokes' cores, not their anti-aliased
// rims), the faintest glyph's for the row.
func measureFigures(t *testing.T, f CounterFace, S int, u float64) []figureRow {
	t.Helper()
	with := CounterImageScaled(f, S, u)
	drawFigures = false
	without := CounterImageScaled(f, S, u)
	drawFigures = true
	b := with.Bounds()
	ink := map[image.Point]bool{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			p, q := with.RGBAAt(x, y), without.RGBAAt(x, y)
			if absDiff(p.R, q.R)+absDiff(p.G, q.G)+absDiff(p.B, q.B) > 24 {
				ink[image.Pt(x, y)] = true
			}
		}
	}
	// glyphs: 8-connected pieces of ink
	type glyph struct{ y0, y1 int }
	var glyphs []glyph
	var pixels [][]image.Point
	seen := map[image.Point]bool{}
	for p := range ink {
		if seen[p] {
			continue
		}
		g := glyph{p.Y, p.Y}
		var px []image.Point
		stack := []image.Point{p}
		seen[p] = true
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			px = append(px, q)
			g.y0, g.y1 = min(g.y0, q.Y), max(g.y1, q.Y)
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					r := q.Add(image.Pt(dx, dy))
					if ink[r] && !seen[r] {
						seen[r] = true
						stack = append(stack, r)
					}
				}
			}
		}
		glyphs = append(glyphs, g)
		pixels = append(pixels, px)
	}
	// rows: glyphs whose middles are near each other; a row's contrast is
	// its faintest glyph's
	var rows []figureRow
	for i, g := range glyphs {
		mid := (g.y0 + g.y1) / 2
		k := -1
		for j := range rows {
			if abs(rows[j].y-mid) <= S/5 {
				k = j
			}
		}
		if k < 0 {
			rows = append(rows, figureRow{y: mid, contrast: math.Inf(1)})
			k = len(rows) - 1
		}
		rows[k].height = max(rows[k].height, g.y1-g.y0+1)
		var cs []float64
		for _, p := range pixels[i] {
			a, b := with.RGBAAt(p.X, p.Y), without.RGBAAt(p.X, p.Y)
			cs = append(cs, cvd.Contrast(color.NRGBA{a.R, a.G, a.B, 255}, color.NRGBA{b.R, b.G, b.B, 255}))
		}
		sort.Float64s(cs)
		rows[k].contrast = math.Min(rows[k].contrast, cs[len(cs)*9/10])
	}
	return rows
}

// figureHeight is the least height in pixels of a figure written as a
// counter writes its values, at size fs, measured as measureFigures
// measures: the shortest digit at any of four sub-pixel heights.
func figureHeight(fs float64) int {
	least := math.MaxInt
	for _, d := range "0123456789" {
		for _, dy := range []float64{0, 0.25, 0.5, 0.75} {
			c := NewCanvas(int(fs*2), int(fs*2))
			figures(c, Face(FontBold, fs), string(d), fs/2, fs+dy, 0, RGB(0x000000))
			y0, y1 := math.MaxInt, -1
			for y := 0; y < c.Img.Rect.Dy(); y++ {
				for x := 0; x < c.Img.Rect.Dx(); x++ {
					if c.Img.RGBAAt(x, y).A*3 > 24 { // the threshold of measureFigures
						y0, y1 = min(y0, y), max(y1, y)
					}
				}
			}
			least = min(least, y1-y0+1)
		}
	}
	return least
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// mixFaces are every counter of the shipped mix as printed, and a team
// as play changes it: a casualty's red values, detected, fired gear.
func mixFaces(t *testing.T) []CounterFace {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	var out []CounterFace
	for i := range rules.Mix.Specs {
		sp := &rules.Mix.Specs[i]
		f := SpecFace(sp)
		out = append(out, f)
		switch sp.Kind {
		case game.KindTeam:
			hurt := f
			hurt.Fire, hurt.FireRed, hurt.Detected, hurt.Casualty = "1", true, true, "Wounded"
			out = append(out, hurt)
		case game.KindGear:
			fired := f
			fired.Spent = true
			out = append(out, fired)
		}
	}
	return out
}

// At the window's first zoom a counter was printed detail too small to
// read: values 5 pixels tall, names 3, and their ink at 2.7 to 4.2:1.
// Every counter's values (2.4) are now at least as tall as an 11-pixel
// font's figures, at 4.5:1 or more against the face: at the first zoom,
// at every side from where two rows of values fit up to the printed
// face, and at a UI scale of 2 (twice the pixels).
func TestCounterValuesReadable_2_4(t *testing.T) {
	minH := func(u float64) int { return figureHeight(ValueFloor * u) }
	sides := []int{firstZoomSide}
	for S := 36; S < PrintedFaceSide; S += 3 {
		sides = append(sides, S)
	}
	type size struct {
		S int
		u float64
	}
	var sizes []size
	for _, S := range sides {
		sizes = append(sizes, size{S, 1})
	}
	sizes = append(sizes, size{2 * firstZoomSide, 2}, size{2 * PrintedFaceSide, 2}, size{PrintedFaceSide + 5, 1})
	for _, f := range mixFaces(t) {
		if f.Fire == "" && f.Noise == "" && f.Move == "" {
			continue // a base camp: its only value is its cost, which the shop shows
		}
		for _, sz := range sizes {
			what := fmt.Sprintf("%s at %d px, scale %.0f", f.Name, sz.S, sz.u)
			if f.Detected {
				what += " (hurt, detected)"
			}
			if f.Spent {
				what += " (fired)"
			}
			if f.Spent && float64(sz.S)/sz.u >= PrintedFaceSide {
				continue // the back of a fired counter, as printed, has no values
			}
			rows := measureFigures(t, f, sz.S, sz.u)
			if len(rows) == 0 {
				t.Errorf("%s: no values drawn", what)
				continue
			}
			for _, r := range rows {
				if r.height < minH(sz.u) {
					t.Errorf("%s: values %d px tall in the row at y %d, under the %d px of figures %d px in size", what, r.height, r.y, minH(sz.u), ValueFloor)
				}
				if r.contrast < 4.5 {
					t.Errorf("%s: values at %.2f:1 in the row at y %d (at least 4.5:1)", what, r.contrast, r.y)
				}
				if testing.Verbose() && sz.S == firstZoomSide {
					t.Logf("%s: row at y %d, %d px tall, %.2f:1", what, r.y, r.height, r.contrast)
				}
			}
		}
	}
}

// The face is chosen by the pixels a counter is drawn at, per point of UI
// scale: the printed face from PrintedFaceSide, the simplified one under
// it, so a client that asks for a counter of its pixel size gets the
// face that reads there.
func TestFaceChosenBySize(t *testing.T) {
	f := mixFaces(t)[0] // a team: its name is printed on it
	same := func(a, b *image.RGBA) bool {
		for i := range a.Pix {
			if a.Pix[i] != b.Pix[i] {
				return false
			}
		}
		return true
	}
	named := f
	named.Name = "Another"
	for _, tc := range []struct {
		S       int
		u       float64
		printed bool
	}{{firstZoomSide, 1, false}, {PrintedFaceSide - 1, 1, false}, {PrintedFaceSide, 1, true}, {80, 1, true}, {80, 2, false}, {2 * PrintedFaceSide, 2, true}} {
		// the printed face writes the name; the simplified face leaves it
		// off where it would be under the floor
		printed := !same(CounterImageScaled(f, tc.S, tc.u), CounterImageScaled(named, tc.S, tc.u))
		if printed != tc.printed {
			t.Errorf("a counter of %d px at scale %.0f: printed face %v, want %v", tc.S, tc.u, printed, tc.printed)
		}
	}
}

// Each symbol fills the box the simplified face sizes it by, and stays
// within it, so a symbol grown to fill its room never runs into a value.
func TestSymbolBoxesHoldTheirSymbols(t *testing.T) {
	const S = 400.0
	for sym := SymTeam; sym <= SymCasualty; sym++ {
		c := NewCanvas(int(S), int(S))
		ctr := Pt{S / 2, S / 2}
		drawSymbol(c, sym, ctr, S, RGB(0x000000), RGB(0xFFFFFF))
		x0, y0, x1, y1 := S, S, 0.0, 0.0
		for y := 0; y < int(S); y++ {
			for x := 0; x < int(S); x++ {
				if c.Img.RGBAAt(x, y).A > 32 {
					x0, y0 = math.Min(x0, float64(x)), math.Min(y0, float64(y))
					x1, y1 = math.Max(x1, float64(x+1)), math.Max(y1, float64(y+1))
				}
			}
		}
		if x1 <= x0 {
			t.Errorf("symbol %d draws nothing", sym)
			continue
		}
		box, ok := symbolBoxes[sym]
		if !ok {
			t.Errorf("symbol %d has no box", sym)
			continue
		}
		// within its box, and the box no more than 2 % of the counter
		// bigger than it on any side
		got := Box{(x0 - ctr.X) / S, (y0 - ctr.Y) / S, (x1 - ctr.X) / S, (y1 - ctr.Y) / S}
		const slack = 0.01
		if got.X0 < box.X0-slack || got.Y0 < box.Y0-slack || got.X1 > box.X1+slack || got.Y1 > box.Y1+slack ||
			got.X0 > box.X0+0.02 || got.Y0 > box.Y0+0.02 || got.X1 < box.X1-0.02 || got.Y1 < box.Y1-0.02 {
			t.Errorf("symbol %d spans %.3f..%.3f × %.3f..%.3f of a counter, its box %.2f..%.2f × %.2f..%.2f",
				sym, got.X0, got.X1, got.Y0, got.Y1, box.X0, box.X1, box.Y0, box.Y1)
		}
	}
}
