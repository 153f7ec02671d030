package render

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/ui"
)

// The attack panel (13.0): in the combat phase, an enemy unit clicked
// lists the hexes its neighbouring teams may attack it from, with the
// odds of each, the fire support that may be called in (18.1) and a
// button to attack from each. It is a scene over the board, drawn apart
// from the chrome layer with its buttons (scene.go), so that pointing at
// them or calling in support redraws the panel alone.

// attackScene is the attack panel; it is always on the stack and shows
// while an enemy unit is chosen in the combat phase.
type attackScene struct{ standing }

// attackOwner marks the buttons the attack panel draws.
const attackOwner = "attack"

func (attackScene) name() string { return attackOwner }

// open reports whether the panel shows: an enemy unit on the map chosen
// in the combat phase, no question waiting, no event playing.
func (attackScene) open(a *App) bool {
	st := a.Shown()
	return !a.Anim.Busy() && st.Phase == game.PhaseCombat && st.Pending == nil && a.board.AttackSel != game.None && st.P(a.board.AttackSel).Place == game.OnMap
}

func (p attackScene) elems(a *App, _, screen *ebiten.Image) []ui.Elem {
	if !p.open(a) {
		return nil
	}
	r := a.board.AttackPanel()
	sig := panelSig{a.Version, r, a.board.AttackSel, buttonsHash(a.chrome.Buttons, a.chrome.HoverBtn, a.keyboard.focus, attackOwner)}
	return []ui.Elem{{ID: "attack", R: sceneBox(r, a.Scale), Sig: sig, Over: true, Draw: func() { p.draw(a, screen, r) }}}
}

// buttons are the fire support's toggles, then an attack from each hex.
func (p attackScene) buttons(a *App, add func(ui.Button)) {
	if !p.open(a) {
		return
	}
	st := a.Shown()
	s := a.Scale
	r := a.board.AttackPanel()
	a.board.SupportButtons(r, add) // above the attack buttons, first for Tab
	for i, h := range a.board.AttackHexes() {
		act := game.Action{Type: game.ActAttack, Hex: h, Target: a.board.AttackSel, Pieces: a.board.SupportFor(h)}
		chk := st.Check(act)
		tip := "Attack: both sides roll a d6 ×10 and add their values (13.0)."
		label := "Attack from " + h.String()
		if len(act.Pieces) > 0 {
			label += " with " + board.SupportNames(st, act.Pieces)
		}
		if chk != nil {
			tip = chk.Error()
		}
		add(ui.Button{Id: fmt.Sprintf("attack-%d", i), R: ui.Rect{X: r.X + 10*s, Y: r.Y + r.H - float64(len(a.board.AttackHexes())-i)*40*s, W: r.W - 20*s, H: 34 * s},
			Label: label, Tip: tip, Enabled: chk == nil, Primary: true, OnClick: func() { a.do(act) }})
	}
}

// draw draws the panel: the odds from each hex, the fire support, the
// buttons.
func (attackScene) draw(a *App, dst *ebiten.Image, r ui.Rect) {
	st := a.Shown()
	s := a.Scale
	ui.Panel(dst, r, s)
	a.U.Text(dst, fmt.Sprintf("Attack %s at %s (13.0)", st.Name(a.board.AttackSel), st.P(a.board.AttackSel).Hex), r.X+10*s, r.Y+14*s, 12.5, true, ui.Ink, 0)
	y := r.Y + 32*s
	hexes := a.board.AttackHexes()
	if len(hexes) == 0 {
		a.U.Text(dst, "No team is next to it.", r.X+10*s, y, 11.5, false, ui.Muted, 0)
	}
	for _, h := range hexes {
		o := st.AttackPreview(h, a.board.AttackSel, a.board.SupportFor(h))
		a.U.Text(dst, fmt.Sprintf("From %s: %s against %s", h, withDice(o.AttackTotal), withDice(o.DefenseTotal)), r.X+10*s, y, 11, true, ui.Ink, 0)
		y += 15 * s
		terms := []string{}
		for _, t := range o.Attacker {
			terms = append(terms, fmt.Sprintf("%s %+d", t.Label, t.Value))
		}
		for _, l := range a.U.Wrap(strings.Join(terms, ", "), r.W-20*s, 11, false) {
			a.U.Text(dst, l, r.X+10*s, y, 11, false, ui.Muted, 0)
			y += 13 * s
		}
		a.chrome.DrawOddsBar(dst, ui.Rect{X: r.X + 10*s, Y: y, W: r.W - 20*s, H: 16 * s}, o)
		y += 60 * s
	}
	a.board.DrawSupport(dst, r)
	drawOwned(a, dst, attackOwner)
}
