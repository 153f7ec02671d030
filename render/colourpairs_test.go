package render

import (
	"image/color"
	"math"
	"testing"

	"kandahar/game"
	"kandahar/game/table"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/cvd"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// apart is how far two colours that mean different things must stay,
// CIEDE2000, under every vision simulated: clearly different side by
// side.
const apart = 12.0

// colourGap is the smallest CIEDE2000 difference of a and b (each laid
// over bg) for normal vision and the three simulated deficiencies, and
// the vision it is smallest for.
func colourGap(a, b, bg color.NRGBA) (float64, cvd.Vision) {
	least, at := 1e9, cvd.Normal
	for _, v := range cvd.Visions {
		d := cvd.DeltaE(cvd.Simulate(cvd.Over(a, bg), v), cvd.Simulate(cvd.Over(b, bg), v))
		if d < least {
			least, at = d, v
		}
	}
	return least, at
}

// Every mark that colour carries stays apart from its
// counterpart under protanopia, deuteranopia and tritanopia (Machado et
// al. 2009), and carries a second cue that is not colour.
func TestColourPairsStayApart(t *testing.T) {
	// log lines: bad news against a new phase, both against plain lines
	kinds := []table.Tone{table.NewPhase, table.Blow, table.Gain, table.Routine}
	for i, k1 := range kinds {
		for _, k2 := range kinds[i+1:] {
			m1, c1, b1 := chrome.LogStyle(k1)
			m2, c2, b2 := chrome.LogStyle(k2)
			if m1 == m2 && b1 == b2 {
				t.Errorf("log lines of tones %d and %d differ only by colour", k1, k2)
			}
			if c1 == c2 {
				continue // told apart by their mark alone
			}
			if d, v := colourGap(c1, c2, ui.LogBg); d < apart {
				t.Errorf("log lines of tones %d and %d: ΔE %.1f under %v", k1, k2, d, v)
			}
		}
	}
	// the map's pulses and the camp site under the pointer
	for _, p := range []struct {
		what string
		a, b color.NRGBA
	}{
		{"bad news and a noise nobody heard", board.PulseBad, board.PulseQuiet},
		{"a camp site and a hex that is not one", board.SiteOK, board.SiteNo},
		// the forward-base zone's line (6.3) against the other lines on the map
		{"the forward-base line and a trail", paper.ColFOBLine, paper.ColTrail},
		{"the forward-base line and the reach edge", paper.ColFOBLine, ui.ReachEdge},
		{"the forward-base line and the minimum-move reach edge", paper.ColFOBLine, ui.ReachMinEdge},
	} {
		for _, tr := range game.AllTerrains() {
			bg := paper.TerrainColor(paper.BaseTerrain(game.TerrainSet(0).With(tr)))
			if d, v := colourGap(p.a, p.b, bg); d < apart {
				t.Errorf("%s on %s: ΔE %.1f under %v", p.what, tr, d, v)
			}
		}
	}
	// Special Forces and enemy counters: apart in lightness for everyone
	sf, _, _ := paper.PalSF.Colors()
	enemy, _, _ := paper.PalEnemy.Colors()
	for _, v := range cvd.Visions {
		l1, l2 := cvd.Lightness(cvd.Simulate(sf, v)), cvd.Lightness(cvd.Simulate(enemy, v))
		if math.Abs(l1-l2) < 20 {
			t.Errorf("Special Forces and enemy counters: L* %.0f and %.0f under %v", l1, l2, v)
		}
	}
}

// A detected counter differs from an undetected one in grey, under every
// vision, by its striped border and its eye: the mark is not colour alone.
func TestDetectedCounterShowsInGrey(t *testing.T) {
	rules := shippedRules(t)
	var team *game.Spec
	for i := range rules.Mix.Specs {
		if rules.Mix.Specs[i].Kind == game.KindTeam {
			team = &rules.Mix.Specs[i]
			break
		}
	}
	face := paper.SpecFace(team)
	seen := face
	seen.Detected = true
	for _, S := range []int{24, 48, 80} {
		plain, marked := paper.CounterImage(face, S), paper.CounterImage(seen, S)
		for _, v := range cvd.Visions {
			differ, total := 0, 0
			for y := 0; y < S; y++ {
				for x := 0; x < S; x++ {
					a, b := plain.RGBAAt(x, y), marked.RGBAAt(x, y)
					la := cvd.Lightness(cvd.Simulate(color.NRGBA{a.R, a.G, a.B, 255}, v))
					lb := cvd.Lightness(cvd.Simulate(color.NRGBA{b.R, b.G, b.B, 255}, v))
					total++
					if math.Abs(la-lb) > 25 {
						differ++
					}
				}
			}
			f := float64(differ) / float64(total)
			if testing.Verbose() {
				t.Logf("%d px, %v: %.1f %% of the pixels differ in grey", S, v, 100*f)
			}
			if f < 0.05 {
				t.Errorf("a detected counter of %d px differs from an undetected one in %.1f %% of its pixels in grey under %v", S, 100*f, v)
			}
		}
	}
}
