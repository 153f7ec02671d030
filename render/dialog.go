package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/ui"
)

// The dialogs: a question of the rules waiting for the
// player's answer (escape, suppressive fire, and the others 12.0 to 15.0
// ask) and the victory assessment at the end. The dialog is a scene over
// the board, drawn apart from the cached chrome layer with its buttons,
// so that pointing at an answer or moving the keys' focus redraws the
// dialog alone. Its buttons are the window's like any other (their
// hover, tooltips, Tab order and number keys are handle.go's and
// kbd.go's); they are only drawn here.

// dialogScene is the dialog; it is always on the stack and shows while
// the game waits for an answer, or is over, with no event playing.
type dialogScene struct{ standing }

// dialogOwner marks the buttons the dialog draws.
const dialogOwner = "dialog"

func (dialogScene) name() string { return dialogOwner }

func (d dialogScene) elems(a *App, _, screen *ebiten.Image) []ui.Elem {
	m := a.modalRect()
	if m.W == 0 {
		return nil
	}
	sig := panelSig{a.Version, m, a.board.NomWeapon, buttonsHash(a.chrome.Buttons, a.chrome.HoverBtn, a.keyboard.focus, dialogOwner)}
	els := []ui.Elem{{ID: "dialog", R: sceneBox(m, a.Scale), Sig: sig, Over: true, Draw: func() { d.draw(a, screen, m) }}}
	return append(els, a.histElems(screen)...) // over the assessment
}

// buttons are the dialog's answers, and for suppressive fire its weapons
// and targets (15.0).
func (dialogScene) buttons(a *App, add func(ui.Button)) {
	m := a.modalRect()
	if m.W == 0 {
		return
	}
	st := a.Shown()
	s := a.Scale
	switch {
	case st.Over:
		add(ui.Button{Id: "over-close", R: ui.Rect{X: m.X + m.W/2 - 60*s, Y: m.Y + m.H - 46*s, W: 120 * s, H: 32 * s}, Label: "Look at the map", Tip: "Close the assessment.", Enabled: true,
			OnClick: func() { a.overlays.overClosed = true }})
	case st.Pending != nil:
		d := st.Pending
		// the answers as the rules number them: button N, key N and the
		// hint's "choose N" are the same answer
		opts := st.Prompt().Options
		y := m.Y + m.H - float64(len(opts))*40*s - 8*s
		for _, o := range opts {
			act := o.Act
			add(ui.Button{Id: fmt.Sprintf("opt-%d", o.Number-1), R: ui.Rect{X: m.X + 14*s, Y: y, W: m.W - 28*s, H: 34 * s}, Label: o.Label, Tip: fmt.Sprintf("Answer: %s (%s). Key %d.", o.Label, d.Rule, o.Number),
				Enabled: true, Primary: o.Number == 1, Icon: o.Piece, OnClick: func() { a.do(act) }})
			y += 40 * s
		}
		if d.Kind == game.DecSuppression {
			weapons, targets := a.chrome.SuppressionLists()
			top := m.Y + a.chrome.PromptHeight(m.W) + 26*s
			colW := (m.W - 42*s) / 2
			for i, w := range weapons {
				add(ui.Button{Id: fmt.Sprintf("weapon-%d", w), R: ui.Rect{X: m.X + 14*s, Y: top + float64(i)*30*s, W: colW, H: 26 * s},
					Label: fmt.Sprintf("%s at %s", st.Name(w), st.P(w).Hex), Tip: "Choose this weapon, then the enemy unit it fires on (15.0).",
					Enabled: true, Active: a.board.NomWeapon == w, OnClick: func() { a.board.NomWeapon = w }})
			}
			for i, e := range targets {
				tip := "Choose a weapon first."
				label := fmt.Sprintf("%s at %s", st.Name(e), st.P(e).Hex)
				it, ok := chrome.FireItem(st, a.board.NomWeapon, e)
				if ok {
					c := it.Chance
					tip = fmt.Sprintf("Nominate %s against %s, %d hexes away: a d6 above %d suppresses it, %d in %d (15.0); again to withdraw it.", st.Name(it.Weapon), st.Name(e), it.Range, it.Range, c.Num, c.Den)
					label += fmt.Sprintf(": %d in %d", c.Num, c.Den)
					if !it.OK() {
						tip = it.Reason
					}
				}
				act := it.Act
				add(ui.Button{Id: fmt.Sprintf("target-%d", e), R: ui.Rect{X: m.X + 28*s + colW, Y: top + float64(i)*30*s, W: colW, H: 26 * s},
					Label: label, Tip: tip, Enabled: ok && it.OK(),
					OnClick: func() { a.do(act) }})
			}
		}
	}
}

// modalRect is where the dialog stands: the question or the
// assessment, in the middle of the map, clear of the stack it is about;
// none while events play.
func (a *App) modalRect() ui.Rect {
	st := a.Shown()
	s := a.Scale
	if a.Anim.Busy() {
		return ui.Rect{}
	}
	switch {
	case st.Over && a.overlays.overClosed:
		return ui.Rect{} // "Look at the map": the map is the player's again
	case st.Over:
		return ui.Rect{X: a.MapView.X + a.MapView.W/2 - 230*s, Y: a.MapView.Y + 40*s, W: 460 * s, H: 430*s + a.hinter.histHeight()}
	case st.Pending != nil:
		n := len(st.Pending.Options)
		w := min(560*s, a.MapView.W-40*s)
		h := a.chrome.PromptHeight(w) + 14*s + float64(n)*40*s
		if st.Pending.Kind == game.DecSuppression {
			h += a.chrome.SuppressionHeight()
		}
		r := ui.Rect{X: a.MapView.X + (a.MapView.W-w)/2, Y: a.MapView.Y + 30*s, W: w, H: h}
		// clear of the stack the question is about: below it if it
		// would hide it
		if hx := st.Pending.Hex; hx != game.NoHex {
			p := a.board.ToScreen(a.board.Lay.Center(hx))
			if r.Grow(a.board.CounterSize()).In(p.X, p.Y) {
				r.Y = a.chrome.ActionBar().Y - h - 10*s
			}
		}
		return r
	}
	return ui.Rect{}
}

// draw draws the panel, then its buttons and the focus ring if the keys
// are on one of them.
func (d dialogScene) draw(a *App, dst *ebiten.Image, m ui.Rect) {
	if a.Shown().Over {
		a.chrome.DrawVictory(dst, m)
	} else {
		d.drawQuestion(a, dst, m)
	}
	drawOwned(a, dst, dialogOwner)
}

// drawQuestion is a decision's panel: its rule, its prompt and, for
// suppressive fire, the nominations made so far.
func (dialogScene) drawQuestion(a *App, dst *ebiten.Image, m ui.Rect) {
	st := a.Shown()
	s := a.Scale
	d := st.Pending
	ui.Panel(dst, m, s)
	ui.FillRect(dst, ui.Rect{X: m.X, Y: m.Y, W: m.W, H: 26 * s}, ui.Band)
	a.beginLinks(modalLinks{m})
	a.rulesRef.LinkText(dst, modalLinks{m}, fmt.Sprintf("DECISION · rule %s", d.Rule), m.X+10*s, m.Y+13*s, 12, true, ui.BandText)
	y := m.Y + 42*s
	for _, l := range a.U.Wrap(d.Prompt, m.W-28*s, 13, true) {
		a.rulesRef.LinkText(dst, modalLinks{m}, l, m.X+14*s, y, 13, true, ui.Ink)
		y += 17 * s
	}
	if d.Kind == game.DecSuppression {
		weapons, targets := a.chrome.SuppressionLists()
		colW := (m.W - 42*s) / 2
		top := m.Y + a.chrome.PromptHeight(m.W) + 26*s
		a.U.Text(dst, "1. Weapon that fires", m.X+14*s, top-12*s, 11, true, ui.Muted, 0)
		a.U.Text(dst, "2. Enemy unit it fires on", m.X+28*s+colW, top-12*s, 11, true, ui.Muted, 0)
		y = top + float64(max(len(weapons), len(targets)))*30*s + 8*s
		for _, n := range st.Nominations {
			a.U.Text(dst, fmt.Sprintf("Nominated: %s → %s (%d hexes)", st.Name(n.Weapon), st.Name(n.Target), game.Distance(st.P(n.Weapon).Hex, st.P(n.Target).Hex)), m.X+18*s, y, 11.5, true, ui.Blue, 0)
			y += 20 * s
		}
	}
}
