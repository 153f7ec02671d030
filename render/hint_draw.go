package render

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/ui"
)

// Drawing the hint: its card over the foot of the map, and the suggested
// action marked where the player would do it: the path of a move, the
// ring of an attack's target, the button of a purchase, an answer or a
// phase's end. The marks are drawn twice, dark then bright, so that they
// read on every terrain.

var (
	hintBright = color.NRGBA{255, 200, 30, 255}
	hintDark   = color.NRGBA{25, 20, 10, 235}
)

// hintCard is where the card goes and what it says.
func (a *App) hintCard() (r ui.Rect, title string, lines []string, ok bool) {
	if a.Anim.Busy() {
		return ui.Rect{}, "", nil, false
	}
	title, raw := a.hinter.hintLines()
	if title == "" {
		return ui.Rect{}, "", nil, false
	}
	s := a.Scale
	w := math.Min(430*s, a.MapView.W-20*s)
	for _, l := range raw {
		lines = append(lines, a.U.Wrap(l, w-20*s, 11.5, false)...)
	}
	h := 30*s + float64(len(lines))*16*s + 6*s
	// the top left of the map, or the top right when the attack panel is
	// there
	r = ui.Rect{X: a.MapView.X + 10*s, Y: a.MapView.Y + 10*s, W: w, H: h}
	if st := a.Shown(); st.Phase == game.PhaseCombat && a.board.AttackSel != game.None && a.board.AttackPanel().X < a.MapView.X+a.MapView.W/2 {
		r.X = a.MapView.X + a.MapView.W - w - 10*s
	}
	return r, title, lines, true
}

func (a *App) drawHintCard(dst *ebiten.Image) {
	r, title, lines, ok := a.hintCard()
	if !ok {
		return
	}
	s := a.Scale
	ui.Panel(dst, r, s)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: 5 * s, H: r.H}, hintBright)
	a.U.Text(dst, title, r.X+12*s, r.Y+14*s, 12.5, true, ui.Ink, 0)
	if j := a.hinter.hintJob; j != nil {
		// the progress bar under the title
		pct, _, _ := j.progress()
		b := ui.Rect{X: r.X + r.W - 130*s, Y: r.Y + 8*s, W: 118 * s, H: 12 * s}
		ui.FillRect(dst, b, ui.Paper2)
		ui.FillRect(dst, ui.Rect{X: b.X, Y: b.Y, W: b.W * float64(pct) / 100, H: b.H}, ui.Accent)
		ui.StrokeRect(dst, b, 1*s, ui.Ink)
	}
	for i, l := range lines {
		bold := strings.HasPrefix(l, "Suggested:") || strings.HasPrefix(l, "Expected")
		a.U.Text(dst, l, r.X+12*s, r.Y+32*s+float64(i)*16*s, 11.5, bold, ui.Ink, 0)
	}
}

// hintMarks are the hexes the suggested action is drawn on (a path: from
// where the stack stands along it; else a ring) and the button it would
// press.
func (h *hinter) hintMarks() (path []game.Hex, ring game.Hex, btn string) {
	ring = game.NoHex
	if h.hint == nil || h.Anim.Busy() {
		return nil, ring, ""
	}
	s := h.G.State
	act := h.hint.est[0].Action
	switch act.Type {
	case game.ActMove:
		from := game.NoHex
		switch {
		case len(act.Pieces) > 0:
			from = s.P(act.Pieces[0]).Hex
		case s.Move != nil:
			from = s.Move.At
		}
		path = append([]game.Hex{from}, act.Path...)
		if len(act.Path) > 0 {
			ring = act.Path[len(act.Path)-1]
		}
	case game.ActAttack:
		path = []game.Hex{act.Hex, s.P(act.Target).Hex}
		ring = s.P(act.Target).Hex
	case game.ActBuy:
		btn = "buy-" + s.Spec(act.Piece).ID + act.Hex.String()
	case game.ActChoose:
		btn = "opt-" + strconv.Itoa(act.Option)
	case game.ActEndPhase:
		btn = "end-phase"
	case game.ActEndMove:
		btn = "end-move"
	case game.ActEndGame:
		btn = "end-game"
	case game.ActForfeit:
		btn = "forfeit"
	default:
		switch {
		case act.Hex != game.NoHex:
			ring = act.Hex
		case act.Piece != game.None && s.P(act.Piece).Place == game.OnMap:
			ring = s.P(act.Piece).Hex
		}
	}
	return path, ring, btn
}

func (a *App) drawHintMarks(dst *ebiten.Image) {
	path, ring, _ := a.hinter.hintMarks()
	s := a.Scale
	for pass, c := range []color.NRGBA{hintDark, hintBright} {
		w := []float64{8 * s, 4 * s}[pass]
		for i := 1; i < len(path); i++ {
			if path[i-1] == game.NoHex {
				continue
			}
			p, q := a.board.ToScreen(a.board.Lay.Center(path[i-1])), a.board.ToScreen(a.board.Lay.Center(path[i]))
			a.board.Line(dst, p, q, w, c)
			ui.FillCircle(dst, q.X, q.Y, w*0.9, c)
		}
		if ring != game.NoHex {
			a.board.StrokeHex(dst, ring, c, w, 0.9)
		}
	}
}

// drawHintButton rings the button the suggested action would press.
func (a *App) drawHintButton(dst *ebiten.Image) {
	_, _, id := a.hinter.hintMarks()
	if b := a.chrome.ButtonByID(id); b != nil {
		s := a.Scale
		ui.StrokeRect(dst, b.R.Grow(3*s), 5*s, hintDark)
		ui.StrokeRect(dst, b.R.Grow(3*s), 3*s, hintBright)
	}
}

// elems are the hint's parts of the frame (frame.go): the marks on
// the map, the ringed button and the card.
func (*hinter) elems(a *App, mv, screen *ebiten.Image) []ui.Elem {
	var els []ui.Elem
	s := a.Scale
	path, ring, id := a.hinter.hintMarks()
	if hs := append(path, ring); len(path) > 0 || ring != game.NoHex {
		r := a.board.HexesRect(board.BaseR*a.board.Cam.Zoom+10*s, hs...).Intersect(a.MapView)
		els = append(els, ui.Elem{ID: "hint-marks", R: r, Sig: [2]any{a.hinter.hint, a.board.Cam}, Draw: func() { a.drawHintMarks(mv) }})
	}
	if b := a.chrome.ButtonByID(id); b != nil {
		els = append(els, ui.Elem{ID: "hint-button", R: b.R.Grow(6 * s), Sig: [2]any{a.hinter.hint, b.R}, Over: true, Draw: func() { a.drawHintButton(screen) }})
	}
	if r, title, lines, ok := a.hintCard(); ok {
		// the shadow too (panel)
		els = append(els, ui.Elem{ID: "hint-card", R: ui.Rect{X: r.X - 2*s, Y: r.Y - 2*s, W: r.W + 7*s, H: r.H + 7*s}, Sig: title + strings.Join(lines, "\n"), Over: true, Draw: func() { a.drawHintCard(screen) }})
	}
	return els
}
