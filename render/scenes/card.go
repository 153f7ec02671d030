package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// The cards over the window (the menus, the welcome, the rules
// reference) share a title bar, a dimmed window behind them and their
// place in its middle.

// TitleBar draws a card's title bar across the top of r.
func (w Window) TitleBar(dst *ebiten.Image, r ui.Rect, title string) {
	s := w.Scale
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 32 * s}, ui.Band)
	w.U.Text(dst, title, r.X+14*s, r.Y+16*s, 13.5, true, ui.BandText, 0)
}

// Centred is a card of w by h in the middle of the window, kept inside it.
func (win Window) Centred(w, h float64) ui.Rect {
	s := win.Scale
	w = min(w, float64(win.W)-24*s)
	h = min(h, float64(win.H)-24*s)
	return ui.Rect{X: math.Round((float64(win.W) - w) / 2), Y: math.Round((float64(win.H) - h) / 2), W: w, H: h}
}

// Dim darkens the window under a card.
func (w Window) Dim(dst *ebiten.Image) {
	ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: float64(w.W), H: float64(w.H)}, color.NRGBA{10, 12, 8, 150})
}

// Card draws a card at r: its panel and, across its top, its title.
func (w Window) Card(dst *ebiten.Image, r ui.Rect, title string) {
	ui.Panel(dst, r, w.Scale)
	w.TitleBar(dst, r, title)
}

// Lines writes lines one under another from y, lh apart, at x, and
// returns the y under the last.
func (w Window) Lines(dst *ebiten.Image, lines []string, x, y, size float64, bold bool, clr color.Color, lh float64) float64 {
	for _, l := range lines {
		w.U.Text(dst, l, x, y, size, bold, clr, 0)
		y += lh
	}
	return y
}
