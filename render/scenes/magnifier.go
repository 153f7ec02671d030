package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// Magnifier shows the hovered stack spread out at a readable size (H
// hides it); it is always on the stack.
type Magnifier struct {
	Standing
	Ctx BoardCtx
	// Held reports a drag or a press under way: the pointer is busy.
	Held func() bool
	// OverPanel reports a panel over the map at x, y.
	OverPanel func(x, y float64) bool
}

// Name is the scene's name.
func (*Magnifier) Name() string { return "magnifier" }

// Elems is the magnifier, when it shows.
func (m *Magnifier) Elems(_ Context, mv, _ *ebiten.Image) []ui.Elem {
	r, ok := m.place()
	if !ok {
		return nil
	}
	sh, b := m.Ctx.Shared(), m.Ctx.Board()
	return []ui.Elem{{ID: "magnifier", R: r.Grow(5 * sh.Scale), Sig: [4]any{b.HoverHex, r, sh.Version, b.StacksHash}, Draw: func() { m.draw(mv) }}}
}

// place is where the magnifier shows, if it does.
func (m *Magnifier) place() (ui.Rect, bool) {
	sh, b := m.Ctx.Shared(), m.Ctx.Board()
	if m.Held() || !b.ShowPiece || b.HoverHex == game.NoHex || sh.Anim.Busy() {
		return ui.Rect{}, false
	}
	px, py := float64(m.Ctx.Cur().X), float64(m.Ctx.Cur().Y)
	if m.OverPanel(px, py) {
		return ui.Rect{}, false
	}
	ids := b.StackAt(b.HoverHex)
	if len(ids) == 0 {
		return ui.Rect{}, false
	}
	s := sh.Scale
	S := 62 * s
	if b.CounterSize() > S*0.95 && len(ids) == 1 {
		return ui.Rect{}, false
	}
	n := len(ids)
	cols := min(n, 5)
	rowsN := (n + cols - 1) / cols
	w := float64(cols)*(S+8*s) + 10*s
	w = math.Max(w, sh.U.Width(b.MagnifierTitle(), 11, true)+16*s) // the title fits
	h := float64(rowsN)*(S+8*s) + 28*s
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
	return ui.Rect{X: x, Y: y, W: w, H: h}, true
}

// draw shows the hovered stack spread out.
func (m *Magnifier) draw(dst *ebiten.Image) {
	r, ok := m.place()
	if !ok {
		return
	}
	sh, b := m.Ctx.Shared(), m.Ctx.Board()
	ids := b.StackAt(b.HoverHex)
	s := sh.Scale
	S := 62 * s
	n := len(ids)
	cols := min(n, 5)
	x, y := r.X, r.Y
	ui.FillRect(dst, ui.Rect{X: r.X + 3*s, Y: r.Y + 3*s, W: r.W, H: r.H}, color.NRGBA{0, 0, 0, 70})
	ui.FillRect(dst, r, color.NRGBA{250, 246, 232, 245})
	ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
	sh.U.Text(dst, b.MagnifierTitle(), x+8*s, y+12*s, 11, true, ui.Ink, 0)
	for i := range ids {
		id := ids[n-1-i]
		cx := x + 8*s + float64(i%cols)*(S+8*s)
		cy := y + 24*s + float64(i/cols)*(S+8*s)
		b.DrawCounterAt(dst, b.Face(id), cx, cy, S, 1)
	}
}
