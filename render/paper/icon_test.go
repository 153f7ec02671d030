package paper

import (
	"image/color"
	"testing"
)

// The icon is a hex counter: transparent in the corners, opaque and olive
// at the edge of its middle, with the pale spearhead in the centre.
func TestIcon(t *testing.T) {
	for _, n := range []int{16, 64, 128} {
		img := Icon(n)
		if img.Bounds().Dx() != n || img.Bounds().Dy() != n {
			t.Fatalf("icon %d is %v", n, img.Bounds())
		}
		if a := img.NRGBAAt(0, 0).A; a != 0 {
			t.Errorf("icon %d: a corner is not transparent (alpha %d)", n, a)
		}
		mid := img.NRGBAAt(n/2, n/2)
		if mid.A != 255 || mid.R < 0xd0 {
			t.Errorf("icon %d: the centre is %v, want the pale spearhead", n, mid)
		}
		edge := img.NRGBAAt(n/8, n/2)
		if edge.A != 255 || edge == (color.NRGBA{0xf1, 0xe9, 0xc9, 0xff}) {
			t.Errorf("icon %d: the counter's side is %v, want olive", n, edge)
		}
	}
}
