package render

import (
	"image/color"
	"testing"

	"kandahar/game"
	"kandahar/render/cvd"
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

// Issue 17: every mark that colour carries stays apart from its
// counterpart under protanopia, deuteranopia and tritanopia (Machado et
// al. 2009), and carries a second cue that is not colour.
func TestColourPairsStayApart(t *testing.T) {
	// log lines: bad news against a new phase, both against plain lines
	kinds := []game.EventType{game.EvPhase, game.EvDetected, game.EvAccomplished, game.EvMove}
	for i, k1 := range kinds {
		for _, k2 := range kinds[i+1:] {
			m1, c1, b1 := logStyle(k1)
			m2, c2, b2 := logStyle(k2)
			if m1 == m2 && b1 == b2 {
				t.Errorf("log lines of %s and %s differ only by colour", k1, k2)
			}
			if c1 == c2 {
				continue // told apart by their mark alone
			}
			if d, v := colourGap(c1, c2, uiLogBg); d < apart {
				t.Errorf("log lines of %s and %s: ΔE %.1f under %v", k1, k2, d, v)
			}
		}
	}
	// the map's pulses and the camp site under the pointer
	for _, p := range []struct {
		what string
		a, b color.NRGBA
	}{
		{"bad news and a noise nobody heard", pulseBad, pulseQuiet},
		{"a camp site and a hex that is not one", siteOK, siteNo},
	} {
		for _, tr := range game.AllTerrains() {
			bg := terrainColor(baseTerrain(game.TerrainSet(0).With(tr)))
			if d, v := colourGap(p.a, p.b, bg); d < apart {
				t.Errorf("%s on %s: ΔE %.1f under %v", p.what, tr, d, v)
			}
		}
	}
}
