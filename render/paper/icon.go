package paper

import (
	"image"
	"image/color"
	"math"
)

// The window and desktop icon: an olive-drab hex counter with a pale
// arrowhead (the Special Forces' spearhead), drawn here at any size, so
// the window, the .desktop entry (build/install.sh, via -write-icon) and
// every size a desktop asks for come from one drawing.

// Icon draws the icon size pixels square.
func Icon(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	c := s / 2
	hexR := s * 0.48
	var hex [6][2]float64
	for i := range hex {
		a := math.Pi/6 + float64(i)*math.Pi/3 // pointy top, as on the map
		hex[i] = [2]float64{c + hexR*math.Cos(a), c + hexR*math.Sin(a)}
	}
	inner := hex
	for i := range inner {
		inner[i][0] = c + (hex[i][0]-c)*0.84
		inner[i][1] = c + (hex[i][1]-c)*0.84
	}
	arrow := [][2]float64{
		{c, s * 0.2}, {c + s*0.2, s * 0.52}, {c + s*0.07, s * 0.47},
		{c + s*0.07, s * 0.78}, {c - s*0.07, s * 0.78}, {c - s*0.07, s * 0.47}, {c - s*0.2, s * 0.52},
	}
	dark := color.NRGBA{0x2b, 0x30, 0x1c, 0xff}
	olive := color.NRGBA{0x6b, 0x70, 0x3f, 0xff}
	pale := color.NRGBA{0xf1, 0xe9, 0xc9, 0xff}
	// four samples a pixel smooth the edges
	for y := range size {
		for x := range size {
			var r, g, b, n float64
			for _, d := range [4][2]float64{{0.25, 0.25}, {0.75, 0.25}, {0.25, 0.75}, {0.75, 0.75}} {
				px, py := float64(x)+d[0], float64(y)+d[1]
				var col color.NRGBA
				switch {
				case inPolygon(px, py, arrow[:]):
					col = pale
				case inPolygon(px, py, inner[:]):
					col = olive
				case inPolygon(px, py, hex[:]):
					col = dark
				default:
					continue
				}
				r, g, b, n = r+float64(col.R), g+float64(col.G), b+float64(col.B), n+1
			}
			if n > 0 {
				img.SetNRGBA(x, y, color.NRGBA{uint8(r / n), uint8(g / n), uint8(b / n), uint8(255 * n / 4)})
			}
		}
	}
	return img
}

// inPolygon is the even-odd rule.
func inPolygon(x, y float64, p [][2]float64) bool {
	in := false
	for i, j := 0, len(p)-1; i < len(p); j, i = i, i+1 {
		if (p[i][1] > y) != (p[j][1] > y) && x < (p[j][0]-p[i][0])*(y-p[i][1])/(p[j][1]-p[i][1])+p[i][0] {
			in = !in
		}
	}
	return in
}

// WindowIcons are the sizes a desktop picks from for the window.
func WindowIcons() []image.Image {
	var out []image.Image
	for _, n := range []int{16, 32, 48, 64, 128} {
		out = append(out, Icon(n))
	}
	return out
}
