package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// The rings that flash on the map tell good news from bad by their shape
// as well as their colour: bad news is a solid red ring, a
// noise nobody heard a dashed blue one; a camp site is a solid blue ring,
// a hex that is not one a dashed red one. A player who cannot tell red
// from green reads the shape.

var (
	PulseBad   = color.NRGBA{220, 30, 20, 255}
	PulseQuiet = color.NRGBA{30, 90, 210, 255}
	// a check whose die has not landed: neither verdict
	PulseUndecided = color.NRGBA{40, 40, 36, 255}
	SiteOK         = color.NRGBA{25, 80, 200, 255}
	SiteNo         = color.NRGBA{200, 30, 20, 255}
)

// StrokeHexDashed rings a hex with dashes, two to an edge.
func (b *Board) StrokeHexDashed(dst *ebiten.Image, h game.Hex, c color.Color, w, shrink float64) {
	StrokeDashed(dst, b.HexPts(h, shrink), w, c)
}

// StrokeDashed outlines a closed polygon with two dashes a side.
func StrokeDashed(dst *ebiten.Image, p []ui.Pt, w float64, c color.Color) {
	for i := range p {
		q, r := p[i], p[(i+1)%len(p)]
		at := func(f float64) ui.Pt { return ui.Pt{q.X + (r.X-q.X)*f, q.Y + (r.Y-q.Y)*f} }
		ui.DrawLine(dst, at(0.08), at(0.38), w, c)
		ui.DrawLine(dst, at(0.62), at(0.92), w, c)
	}
}

// WithAlpha is c with alpha a.
func WithAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}
