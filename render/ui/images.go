package ui

import (
	"hash/maphash"
	"image"
	"image/color"
	"math"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
)

// BigImage is an image of its own texture, off ebiten's shared atlases:
// a large image on an atlas makes it grow, be cleared and copied.
func BigImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// HashSeed seeds the hashes that key the caches of the frame.
var HashSeed = maphash.MakeSeed()

// WriteFloats writes numbers into a hash.
func WriteFloats(h *maphash.Hash, fs ...float64) {
	var b [8]byte
	for _, f := range fs {
		u := math.Float64bits(f)
		for i := range b {
			b[i] = byte(u >> (8 * i))
		}
		h.Write(b[:])
	}
}

// ColorScale is the colour scale that tints white to c.
func ColorScale(c color.Color) ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.ScaleWithColor(c)
	return cs
}

// Fit shortens s with an ellipsis to fit in w: the longest prefix that
// fits, found by halving.
func Fit(u *UI, s string, w, size float64) string {
	if u.Width(s, size, false) <= w {
		return s
	}
	lo, hi := 1, len(s)-1 // s[:lo]+"…" is taken when nothing longer fits
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if u.Width(s[:mid]+"…", size, false) <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	for lo > 1 && !utf8.RuneStart(s[lo]) {
		lo-- // do not cut a character in two
	}
	return s[:lo] + "…"
}

// CopyRect copies a rectangle of a layer to the same place on dst;
// opaque rectangles are copied without blending.
func CopyRect(dst, src *ebiten.Image, r Rect, opaque bool) {
	ir := image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H))).Intersect(src.Bounds())
	if ir.Empty() {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(ir.Min.X), float64(ir.Min.Y))
	if opaque {
		op.Blend = ebiten.BlendCopy
	}
	dst.DrawImage(src.SubImage(ir).(*ebiten.Image), op)
}
