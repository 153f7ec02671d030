package chrome

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// Drawing the chrome's own controls: the action bar and its buttons, a
// button's tooltip, the messages over the map.

// DrawActionBar draws the action bar: its strip, the chrome's own
// buttons (a scene draws its own), the animations' speed; bd draws a
// button's counter.
func (c *Chrome) DrawActionBar(dst *ebiten.Image, bd *board.Board) {
	// the action bar's strip
	bar := c.ActionBar()
	ui.FillRect(dst, bar, color.NRGBA{46, 50, 40, 235})
	for i := range c.Buttons {
		if b := &c.Buttons[i]; b.Owner == "" {
			c.DrawButton(dst, b, bd)
		}
	}
	c.U.Text(dst, fmt.Sprintf("×%.2g", c.Anim.Speed), c.SpeedAt.X, c.SpeedAt.Y, 11.5, true, ui.BandText, 0.5)
}

// DrawButton draws a button: its face, its piece's counter (drawn by
// bd), its label shrunk or cut to fit.
func (c *Chrome) DrawButton(dst *ebiten.Image, b *ui.Button, bd *board.Board) {
	s := c.Scale
	bg := ui.BtnBg
	fg := color.Color(ui.Ink)
	if b.Primary {
		bg = ui.BtnPrimaryBg
		fg = color.White
	}
	if b.Active {
		bg = ui.BtnActiveBg
	}
	if !b.Enabled {
		bg = ui.BtnOffBg
		fg = ui.BtnOffFg
	}
	if c.HoverBtn == b && b.Enabled {
		bg = paper.Shade(bg, 0.2)
		if b.Primary {
			bg = ui.BtnPrimaryHover
		}
	}
	ui.FillRect(dst, b.R, bg)
	ui.StrokeRect(dst, b.R, 1*s, ui.Ink)
	if id := game.PieceID(b.Icon); id != game.None && b.Icon <= len(c.Shown().Pieces) {
		bd.DrawCounterAt(dst, paper.PieceFace(c.Shown(), id), b.R.X+3*s, b.R.Y+2*s, b.R.H-5*s, 1)
	}
	lines, size, _ := ButtonLabel(c.U, b)
	cx, cy := b.R.X+b.R.W/2, b.R.Y+b.R.H/2
	if len(lines) == 2 {
		c.U.Text(dst, lines[0], cx, cy-7*s, size, true, fg, 0.5)
		c.U.Text(dst, lines[1], cx, cy+7*s, size, true, fg, 0.5)
		return
	}
	c.U.Text(dst, lines[0], cx, cy, size, true, fg, 0.5)
}

// TooltipDelay is how long, in frames, the pointer rests on a button
// before its tooltip shows: about 400 ms, so that passing over buttons
// shows none.
const TooltipDelay = 24

// TooltipLayout is the hovered button's tooltip at frame, the pointer at
// p and not pressed: its box and lines, if it shows.
func (c *Chrome) TooltipLayout(p ui.InputState, pressed bool, frame int) (ui.Rect, []string, bool) {
	b := c.HoverBtn
	if b == nil || b.Tip == "" || pressed || frame-c.HoverSince < TooltipDelay {
		return ui.Rect{}, nil, false
	}
	s := c.Scale
	lines := c.U.Wrap(ui.Sentence(b.Tip), 300*s, 11.5, false)
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, c.U.Width(l, 11.5, false))
	}
	w += 14 * s
	h := float64(len(lines))*16*s + 8*s
	x := math.Min(float64(p.X)+12*s, float64(c.W)-w-4*s)
	y := float64(p.Y) - h - 10*s
	if y < 0 {
		y = float64(p.Y) + 22*s
	}
	return ui.Rect{X: x, Y: y, W: w, H: h}, lines, true
}

// DrawTooltip draws a tooltip's box r and lines.
func (c *Chrome) DrawTooltip(dst *ebiten.Image, r ui.Rect, lines []string) {
	s := c.Scale
	ui.FillRect(dst, r, color.NRGBA{255, 252, 228, 250})
	ui.StrokeRect(dst, r, 1*s, ui.Ink)
	for i, l := range lines {
		c.U.Text(dst, l, r.X+7*s, r.Y+12*s+float64(i)*16*s, 11.5, false, ui.Ink, 0)
	}
}

// DrawToast draws a message over the map, its rule numbers linked.
func (c *Chrome) DrawToast(dst *ebiten.Image, t ToastBox, link board.LinkFunc) {
	s := c.Scale
	alpha := t.Alpha
	bg := color.NRGBA{30, 34, 26, uint8(230 * alpha)}
	if t.Bad {
		bg = color.NRGBA{140, 28, 20, uint8(235 * alpha)}
	}
	r := t.R
	ui.FillRect(dst, r, bg)
	for j, l := range t.Lines {
		link(l, r.X+12*s, r.Y+15*s+float64(j)*18*s, 13, true, color.NRGBA{255, 255, 255, uint8(255 * alpha)})
	}
}

// PutLayer copies the parts of the chrome layer that show onto dst: the
// panels around the map (opaque) and what lies over the map; with clip,
// only where they meet those rectangles.
func (c *Chrome) PutLayer(dst *ebiten.Image, chrome ChromePieces, clip []ui.Rect) {
	put := func(r ui.Rect, opaque bool) {
		if clip == nil {
			chrome.Copy(dst, r, opaque)
			return
		}
		for _, cl := range clip {
			if x := r.Intersect(cl); x.W > 0 {
				chrome.Copy(dst, x, opaque)
			}
		}
	}
	put(c.Left, true)
	put(c.Top, true)
	put(c.Right, true)
	put(c.ActionBar(), false)
	s := c.Scale
	grow := func(r ui.Rect) ui.Rect { return ui.Rect{X: r.X - 2*s, Y: r.Y - 2*s, W: r.W + 7*s, H: r.H + 7*s} } // the drop shadow
	if c.ShopVisible() {
		put(grow(c.ShopRect()), false)
	}
}
