package cvd

import (
	"image/color"
	"math"
	"testing"
)

// The severity 1.0 rows of Machado, Oliveira and Fernandes (2009),
// table of simulation matrices, as published.
func TestMachadoMatrices(t *testing.T) {
	published := map[Vision][9]float64{
		Protanopia:   {0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998},
		Deuteranopia: {0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881},
		Tritanopia:   {1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900},
	}
	for v, want := range published {
		m := v.Matrix()
		for i := range 3 {
			sum := 0.0
			for j := range 3 {
				if m[i][j] != want[3*i+j] {
					t.Errorf("%v [%d][%d] = %v, published %v", v, i, j, m[i][j], want[3*i+j])
				}
				sum += m[i][j]
			}
			// white stays white: each row sums to one
			if math.Abs(sum-1) > 1e-5 {
				t.Errorf("%v row %d sums to %v", v, i, sum)
			}
		}
	}
}

// The pure red and green a red-green blind player confuses come out close,
// and grey stays grey.
func TestRedGreenCollapse(t *testing.T) {
	red, green := color.NRGBA{200, 40, 30, 255}, color.NRGBA{40, 150, 40, 255}
	if d := DeltaE(red, green); d < 50 {
		t.Fatalf("red and green differ by %.1f for normal vision", d)
	}
	for _, v := range []Vision{Protanopia, Deuteranopia} {
		r, g := Simulate(red, v), Simulate(green, v)
		_, ra, _ := Lab(r)
		_, ga, _ := Lab(g)
		if math.Abs(ra-ga) > 10 {
			t.Errorf("%v keeps red %v and green %v apart on the red-green axis (a* %.1f vs %.1f)", v, r, g, ra, ga)
		}
		grey := color.NRGBA{128, 128, 128, 255}
		if s := Simulate(grey, v); DeltaE(s, grey) > 1 {
			t.Errorf("%v turns grey into %v", v, s)
		}
	}
}

// Pairs of the CIEDE2000 test data of Sharma, Wu and Dalal (2005).
func TestDeltaE2000(t *testing.T) {
	for _, c := range []struct{ L1, a1, b1, L2, a2, b2, want float64 }{
		{50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425},
		{50, 0, 0, 50, -1, 2, 2.3669},
		{50, 2.5, 0, 73, 25, -18, 27.1492},
		{60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
		{22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373},
		{2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082},
	} {
		if got := DeltaE2000(c.L1, c.a1, c.b1, c.L2, c.a2, c.b2); math.Abs(got-c.want) > 1e-4 {
			t.Errorf("ΔE00(%v) = %.4f, want %.4f", c, got, c.want)
		}
	}
}

func TestContrastAndLab(t *testing.T) {
	black, white := color.NRGBA{0, 0, 0, 255}, color.NRGBA{255, 255, 255, 255}
	if c := Contrast(black, white); math.Abs(c-21) > 1e-9 {
		t.Errorf("black on white %v, want 21", c)
	}
	// #777 on white is the well-known just-fails-AA grey
	if c := Contrast(color.NRGBA{0x77, 0x77, 0x77, 255}, white); math.Abs(c-4.48) > 0.01 {
		t.Errorf("#777 on white %.3f, want 4.48", c)
	}
	if L, a, b := Lab(white); math.Abs(L-100) > 0.01 || math.Abs(a) > 0.01 || math.Abs(b) > 0.01 {
		t.Errorf("white is Lab %v %v %v", L, a, b)
	}
	if got := Over(color.NRGBA{255, 0, 0, 128}, white); got != (color.NRGBA{255, 127, 127, 255}) {
		t.Errorf("half red over white %v", got)
	}
}
