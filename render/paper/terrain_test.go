package paper

import (
	"image/color"
	"math"
	"testing"

	"kandahar/game"
	"kandahar/render/cvd"
)

// marks counts the separate marks printed over a hex's ground in the
// part of a hex of radius R centred at ctr that no icon covers (a cave's
// mouth, a peak): pixels darker than the ground by 10 L* or more, joined
// to their neighbours, as a player with vision v sees them. It also
// gives the share of those pixels that are ink.
func marks(c *Canvas, ctr Pt, R float64, ground color.NRGBA, v cvd.Vision) (n int, ink float64) {
	gl := cvd.Lightness(cvd.Simulate(ground, v))
	b := c.Img.Bounds()
	in := map[[2]int]bool{}
	total := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			dx, dy := float64(x)+0.5-ctr.X, float64(y)+0.5-ctr.Y
			if math.Hypot(dx, dy) > R*0.8 || (math.Abs(dx) < R*0.62 && dy > -R*0.3 && dy < R*0.35) {
				continue // off the hex's middle, or under the icon
			}
			total++
			p := c.Img.RGBAAt(x, y)
			if gl-cvd.Lightness(cvd.Simulate(color.NRGBA{p.R, p.G, p.B, 255}, v)) >= 10 {
				in[[2]int{x, y}] = true
			}
		}
	}
	seen := map[[2]int]bool{}
	for p := range in {
		if seen[p] {
			continue
		}
		n++
		stack := [][2]int{p}
		seen[p] = true
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}} {
				r := [2]int{q[0] + d[0], q[1] + d[1]}
				if in[r] && !seen[r] {
					seen[r] = true
					stack = append(stack, r)
				}
			}
		}
	}
	return n, float64(len(in)) / float64(total)
}

// Mountains and caves (3.0's terrain chart: a cave is -20 to an attack, a
// mountain -10) differ in pattern, not only in colour, which is within a
// ΔE of 2 for every vision, nor only in the cave's icon: away from the
// icon a cave hex is stippled with many small marks and a mountain
// carries a few hachures, for normal vision and under protanopia,
// deuteranopia and tritanopia, at the sheet's size and as the window
// shows it at its first zoom (0.6).
func TestMountainAndCaveDifferInPattern(t *testing.T) {
	hx := game.Hex{Col: 4, Row: 5}
	for _, R := range []float64{SheetR, SheetR * 0.6} {
		draw := func(tr game.Terrain) (*Canvas, Pt) {
			size := int(math.Ceil(R * 2.2))
			c := NewCanvas(size, size)
			c.FillAll(ColPaper)
			ctr := Pt{float64(size) / 2, float64(size) / 2}
			ts := game.TerrainSet(0).With(tr)
			hex := HexCorners(ctr, R)
			c.Poly(TerrainColor(BaseTerrain(ts)), hex[:]...)
			DrawTerrainSymbols(c, ts, ctr, R, hx)
			return c, ctr
		}
		mc, ctr := draw(game.Mountain)
		cc, _ := draw(game.Cave)
		for _, v := range cvd.Visions {
			mn, mi := marks(mc, ctr, R, ColMountain, v)
			cn, ci := marks(cc, ctr, R, ColCave, v)
			if testing.Verbose() {
				t.Logf("R %.1f, %v: mountain %d marks, %.0f %% ink; cave %d marks, %.0f %% ink", R, v, mn, 100*mi, cn, 100*ci)
			}
			if cn < 2*mn || cn < 10 {
				t.Errorf("hexes of %.1f px, %v: a cave shows %d marks away from its icon, a mountain %d: not told apart by pattern", R, v, cn, mn)
			}
		}
	}
}
