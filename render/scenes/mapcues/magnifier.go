package mapcues

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// Magnifier shows the hovered stack spread out at a readable size (H
// hides it); it is always on the stack.
type Magnifier struct {
	scenes.Standing
	Ctx View
	// Held reports a drag or a press under way: the pointer is busy.
	Held func() bool
	// OverPanel reports a panel over the map at x, y.
	OverPanel func(x, y float64) bool
	// Covered reports a card over the map about the hex h, or in the
	// way of the magnifier at r (the attack panel, the moving stack's
	// card): one card about a hex at a time, none under another.
	Covered func(h game.Hex, r ui.Rect) bool
}

// Name is the scene's name.
func (*Magnifier) Name() string { return "magnifier" }

// Elems is the magnifier, when it shows.
func (m *Magnifier) Elems(_ scenes.Context, mv, _ *ebiten.Image) []ui.Elem {
	r, ok := m.place()
	if !ok {
		return nil
	}
	mp := m.Ctx.Map()
	return []ui.Elem{{ID: "magnifier", R: r.Grow(5 * m.Ctx.Window().Scale), Sig: [4]any{mp.Hover, r, mp.Version, mp.Stacks}, Draw: func() { m.draw(mv) }}}
}

// place is where the magnifier shows, if it does.
func (m *Magnifier) place() (ui.Rect, bool) {
	c := m.Ctx
	sh, mp := c.Window(), c.Map()
	if m.Held() || !mp.Counters || mp.Hover == game.NoHex || mp.Busy {
		return ui.Rect{}, false
	}
	px, py := float64(m.Ctx.Cur().X), float64(m.Ctx.Cur().Y)
	if m.OverPanel(px, py) {
		return ui.Rect{}, false
	}
	ids := c.StackAt(mp.Hover)
	if len(ids) == 0 {
		return ui.Rect{}, false
	}
	if mp.Spread == mp.Hover {
		return ui.Rect{}, false // spread open already (board/spread.go)
	}
	s := sh.Scale
	if mp.Seen.CounterSize() > c.SpreadCell()*0.95 && len(ids) == 1 {
		return ui.Rect{}, false
	}
	// laid out as the spread lays the stack out, the title fitting
	lay, _ := c.SpreadLayout(0, 0, sh.U.Width(c.MagnifierTitle(), 11, true)+16*s, len(ids))
	w, h := lay.W, lay.H
	mv := sh.MapView
	x := px + 24*s
	y := py - h - 16*s
	if x+w > mv.X+mv.W {
		x = px - w - 24*s
	}
	if y < mv.Y {
		y = py + 24*s
	}
	x = math.Max(mv.X+4*s, math.Min(x, mv.X+mv.W-w-4*s))
	r := ui.Rect{X: x, Y: y, W: w, H: h}
	if m.Covered != nil && m.Covered(mp.Hover, r) {
		return ui.Rect{}, false
	}
	return r, true
}

// draw shows the hovered stack spread out.
func (m *Magnifier) draw(dst *ebiten.Image) {
	r, ok := m.place()
	if !ok {
		return
	}
	c := m.Ctx
	sh := c.Window()
	ids := c.StackAt(c.Map().Hover)
	s := sh.Scale
	n := len(ids)
	_, cells := c.SpreadLayout(r.X, r.Y, r.W, n)
	ui.FillRect(dst, ui.Rect{X: r.X + 3*s, Y: r.Y + 3*s, W: r.W, H: r.H}, color.NRGBA{0, 0, 0, 70})
	ui.FillRect(dst, r, color.NRGBA{250, 246, 232, 245})
	ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
	sh.U.Text(dst, c.MagnifierTitle(), r.X+8*s, r.Y+12*s, 11, true, ui.Ink, 0)
	for i, cell := range cells {
		c.DrawCounter(dst, ids[n-1-i], cell)
	}
}

// At reports the point (x, y) on the magnifier: a press there opens the
// hovered stack's spread rather than pan the map under it.
func (m *Magnifier) At(x, y float64) bool {
	r, ok := m.place()
	return ok && r.In(x, y)
}
