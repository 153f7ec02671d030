// Package cvd measures colours as players see them: the colour vision
// deficiencies of Machado, Oliveira and Fernandes (2009) at severity 1.0,
// CIELAB lightness and the CIEDE2000 difference, and the WCAG contrast
// ratio. The client's tests use it to check that every pair of colours
// that must stay apart does, for every player, and that text is legible.
// Standard library only, so the checks need no window.
package cvd

import (
	"image/color"
	"math"
)

// Vision is a way of seeing colour.
type Vision int

const (
	Normal Vision = iota
	Protanopia
	Deuteranopia
	Tritanopia
)

// Visions are the deficiencies simulated, after normal vision.
var Visions = []Vision{Normal, Protanopia, Deuteranopia, Tritanopia}

func (v Vision) String() string {
	return [...]string{"normal", "protanopia", "deuteranopia", "tritanopia"}[v]
}

// Matrix is the simulation matrix of Machado et al. (2009), severity 1.0,
// which acts on linear RGB.
func (v Vision) Matrix() [3][3]float64 {
	switch v {
	case Protanopia:
		return [3][3]float64{
			{0.152286, 1.052583, -0.204868},
			{0.114503, 0.786281, 0.099216},
			{-0.003882, -0.048116, 1.051998},
		}
	case Deuteranopia:
		return [3][3]float64{
			{0.367322, 0.860646, -0.227968},
			{0.280085, 0.672501, 0.047413},
			{-0.011820, 0.042940, 0.968881},
		}
	case Tritanopia:
		return [3][3]float64{
			{1.255528, -0.076749, -0.178779},
			{-0.078411, 0.930809, 0.147602},
			{0.004733, 0.691367, 0.303900},
		}
	}
	return [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
}

func toLinear(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

func fromLinear(c float64) uint8 {
	c = math.Max(0, math.Min(1, c))
	if c <= 0.0031308 {
		c *= 12.92
	} else {
		c = 1.055*math.Pow(c, 1/2.4) - 0.055
	}
	return uint8(math.Round(c * 255))
}

func linear(c color.NRGBA) [3]float64 {
	return [3]float64{toLinear(c.R), toLinear(c.G), toLinear(c.B)}
}

// Simulate is c as a player with vision v sees it (alpha kept).
func Simulate(c color.NRGBA, v Vision) color.NRGBA {
	if v == Normal {
		return c
	}
	m, l := v.Matrix(), linear(c)
	var o [3]uint8
	for i := range o {
		o[i] = fromLinear(m[i][0]*l[0] + m[i][1]*l[1] + m[i][2]*l[2])
	}
	return color.NRGBA{o[0], o[1], o[2], c.A}
}

// Over is c laid over an opaque background, as the screen shows it.
func Over(c, bg color.NRGBA) color.NRGBA {
	a := float64(c.A) / 255
	mix := func(f, b uint8) uint8 { return uint8(math.Round(float64(f)*a + float64(b)*(1-a))) }
	return color.NRGBA{mix(c.R, bg.R), mix(c.G, bg.G), mix(c.B, bg.B), 255}
}

// Luminance is the relative luminance of WCAG 2 (0 black, 1 white).
func Luminance(c color.NRGBA) float64 {
	l := linear(c)
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}

// Contrast is the WCAG 2 contrast ratio of two opaque colours, 1 to 21.
func Contrast(a, b color.NRGBA) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Lab is c in CIELAB (D65 white).
func Lab(c color.NRGBA) (L, a, b float64) {
	l := linear(c)
	x := (0.4124564*l[0] + 0.3575761*l[1] + 0.1804375*l[2]) / 0.95047
	y := 0.2126729*l[0] + 0.7151522*l[1] + 0.0721750*l[2]
	z := (0.0193339*l[0] + 0.1191920*l[1] + 0.9503041*l[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return 116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)
}

// Lightness is the L* of c, 0 to 100.
func Lightness(c color.NRGBA) float64 {
	L, _, _ := Lab(c)
	return L
}

// DeltaE is the CIEDE2000 difference of two colours; about 2 is a
// difference one just notices side by side, 10 and more one reads at a
// glance.
func DeltaE(c1, c2 color.NRGBA) float64 {
	L1, a1, b1 := Lab(c1)
	L2, a2, b2 := Lab(c2)
	return DeltaE2000(L1, a1, b1, L2, a2, b2)
}

// DeltaE2000 is the CIEDE2000 difference of two CIELAB colours (Sharma,
// Wu and Dalal 2005).
func DeltaE2000(L1, a1, b1, L2, a2, b2 float64) float64 {
	rad := math.Pi / 180
	C1, C2 := math.Hypot(a1, b1), math.Hypot(a2, b2)
	Cm := (C1 + C2) / 2
	c7 := math.Pow(Cm, 7)
	G := 0.5 * (1 - math.Sqrt(c7/(c7+math.Pow(25, 7))))
	a1p, a2p := (1+G)*a1, (1+G)*a2
	C1p, C2p := math.Hypot(a1p, b1), math.Hypot(a2p, b2)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / rad
		if h < 0 {
			h += 360
		}
		return h
	}
	h1p, h2p := hue(b1, a1p), hue(b2, a2p)
	dLp, dCp := L2-L1, C2p-C1p
	dhp := 0.0
	if C1p*C2p != 0 {
		dhp = h2p - h1p
		if dhp > 180 {
			dhp -= 360
		} else if dhp < -180 {
			dhp += 360
		}
	}
	dHp := 2 * math.Sqrt(C1p*C2p) * math.Sin(dhp/2*rad)
	Lmp, Cmp := (L1+L2)/2, (C1p+C2p)/2
	hmp := h1p + h2p
	if C1p*C2p != 0 {
		switch {
		case math.Abs(h1p-h2p) <= 180:
			hmp /= 2
		case h1p+h2p < 360:
			hmp = (hmp + 360) / 2
		default:
			hmp = (hmp - 360) / 2
		}
	}
	T := 1 - 0.17*math.Cos((hmp-30)*rad) + 0.24*math.Cos(2*hmp*rad) + 0.32*math.Cos((3*hmp+6)*rad) - 0.20*math.Cos((4*hmp-63)*rad)
	dTheta := 30 * math.Exp(-math.Pow((hmp-275)/25, 2))
	cm7 := math.Pow(Cmp, 7)
	Rc := 2 * math.Sqrt(cm7/(cm7+math.Pow(25, 7)))
	l50 := (Lmp - 50) * (Lmp - 50)
	Sl := 1 + 0.015*l50/math.Sqrt(20+l50)
	Sc := 1 + 0.045*Cmp
	Sh := 1 + 0.015*Cmp*T
	Rt := -math.Sin(2*dTheta*rad) * Rc
	x, y, z := dLp/Sl, dCp/Sc, dHp/Sh
	return math.Sqrt(x*x + y*y + z*z + Rt*y*z)
}
