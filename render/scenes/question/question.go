// Package question is a question of the rules on the screen, for any
// game: its rule, its words, and its options as buttons numbered as the
// keys number them, so that button N, key N and a hint's "choose N" are
// one answer. It reaches the game only through the contract
// (game/table). A game's own dialog lays the panel out and adds under
// its words what that game's questions need besides (Kandahar's
// suppressive fire, 15.0).
package question

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game/table"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// View is what a question's panel is given: the window, what the game
// asks (the contract's prompt), a way to answer it by number, and the
// rule links its words are drawn with.
type View interface {
	scenes.Context
	Prompt() table.Prompt
	// Answer gives option n (from 1) of the question.
	Answer(n int)
	// BeginLinks starts an owner's rule links afresh; LinkText draws a
	// text with its rule numbers as links of owner.
	BeginLinks(owner any)
	LinkText(dst *ebiten.Image, owner any, s string, x, y, size float64, bold bool, clr color.Color)
}

// Links owns the rule links of the question's panel at R.
type Links struct{ R ui.Rect }

// Panel is the question asked now, for a view.
type Panel struct {
	V View
	Q *table.Question
}

// Asked is the question the game asks now, if it asks one.
func Asked(v View) (Panel, bool) {
	q := v.Prompt().Question
	return Panel{V: v, Q: q}, q != nil
}

// TextHeight is the room the panel's title and the question's words take
// in a panel w wide.
func (p Panel) TextHeight(w float64) float64 {
	win := p.V.Window()
	s := win.Scale
	n := len(win.U.Wrap(p.Q.Text, w-28*s, 13, true))
	return 34*s + float64(n)*17*s
}

// Place is where a panel stands: across the top of the map's view, with
// extra room under its words for what a game adds; where covers reports
// that it would hide what the question is about, it stands over foot
// instead (the top of what lies at the map's foot).
func (p Panel) Place(extra float64, covers func(ui.Rect) bool, foot float64) ui.Rect {
	win := p.V.Window()
	s, mv := win.Scale, win.MapView
	w := min(560*s, mv.W-40*s)
	h := p.TextHeight(w) + extra + 14*s + float64(len(p.Q.Options))*40*s
	r := ui.Rect{X: mv.X + (mv.W-w)/2, Y: mv.Y + 30*s, W: w, H: h}
	if covers != nil && covers(r) {
		r.Y = foot - h - 10*s
	}
	return r
}

// Buttons are the answers at the foot of the panel at m: button N
// answers N and is labelled with its number, as key N is, and its tip
// says the key and the rule; the first is the primary one; icon(n) is
// the picture on button n (0 for none).
func (p Panel) Buttons(m ui.Rect, icon func(n int) int, add func(ui.Button)) {
	s := p.V.Window().Scale
	y := m.Y + m.H - float64(len(p.Q.Options))*40*s - 8*s
	for _, o := range p.Q.Options {
		n := o.Number
		b := ui.Button{Id: ui.OptionID(n), R: ui.Rect{X: m.X + 14*s, Y: y, W: m.W - 28*s, H: 34 * s}, Label: fmt.Sprintf("%d. %s", n, o.Label),
			Tip: fmt.Sprintf("Answer: %s (%s). Key %d.", o.Label, p.Q.Rule, n), Enabled: true, Primary: n == 1, OnClick: func() { p.V.Answer(n) }}
		if icon != nil {
			b.Icon = icon(n)
		}
		add(b)
		y += 40 * s
	}
}

// Draw draws the panel at m: its band with the rule, and the question's
// words, their rule numbers links.
func (p Panel) Draw(dst *ebiten.Image, m ui.Rect) {
	win := p.V.Window()
	s := win.Scale
	ui.Panel(dst, m, s)
	ui.FillRect(dst, ui.Rect{X: m.X, Y: m.Y, W: m.W, H: 26 * s}, ui.Band)
	p.V.BeginLinks(Links{m})
	p.V.LinkText(dst, Links{m}, fmt.Sprintf("DECISION · rule %s", p.Q.Rule), m.X+10*s, m.Y+13*s, 12, true, ui.BandText)
	y := m.Y + 42*s
	for _, l := range win.U.Wrap(p.Q.Text, m.W-28*s, 13, true) {
		p.V.LinkText(dst, Links{m}, l, m.X+14*s, y, 13, true, ui.Ink)
		y += 17 * s
	}
}
