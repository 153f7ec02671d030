package dialog

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/scenes"
	"kandahar/render/scenes/question"
	"kandahar/render/ui"
)

// The dialogs: a question of the rules waiting for the player's answer
// (escape, suppressive fire, and the others 12.0 to 15.0 ask) and the
// victory assessment at the end. The dialog is a scene over the board,
// drawn apart from the cached chrome layer with its buttons, so that
// pointing at an answer or moving the keys' focus redraws the dialog
// alone. Its buttons are the window's like any other (their hover,
// tooltips, Tab order and number keys are the shell's); they are only
// drawn here.

// View is what the dialog and the attack panel are given. The question
// is the generic panel's (package question, through the contract): its
// words, its rule and its options numbered from 1, answered by number.
// The rest is Kandahar's: the
// victory assessment, suppressive fire's weapons and targets (15.0) and
// the attack panel's odds and fire support (13.0, 18.1) read its game as
// shown, through its own queries, and its hex map as values.
type View interface {
	question.View
	// Shown is the game as the player has been shown it, read only;
	// Played is the game in play: its rules and scenario, and whether it
	// is over.
	Shown() *game.State
	Played() (rules *game.Rules, sc *game.Scenario, over bool)
	// Map is the hex map as it stands this frame.
	Map() Map
	// Do sends an action to the game; a refusal is told to the player.
	Do(act game.Action) bool
	// Nominate chooses the weapon that fires in suppressive fire (15.0).
	Nominate(weapon game.PieceID)
	// The panels' measures and drawing: the action bar, suppressive
	// fire's lists, the victory panel, the odds bar.
	ActionBar() ui.Rect
	SuppressionHeight() float64
	SuppressionLists() (weapons, targets []game.PieceID)
	DrawVictory(dst *ebiten.Image, r ui.Rect)
	DrawOddsBar(dst *ebiten.Image, r ui.Rect, o game.AttackOdds)
	// The attack panel's place and its fire support (18.1), which the
	// board keeps: what the attack from h sends, its toggles and their
	// drawing.
	AttackPanel() ui.Rect
	SupportFor(h game.Hex) []game.PieceID
	SupportButtons(r ui.Rect, add func(ui.Button))
	DrawSupport(dst *ebiten.Image, r ui.Rect)
	// The cards over the map: a title and lines of "label|value".
	BreakdownSize(lines []string) (w, h float64)
	BreakdownRect(x, y float64, lines []string) ui.Rect
	DrawBreakdown(dst *ebiten.Image, x, y float64, title string, lines []string)
	// DrawButtons draws the owner's buttons, with the focus ring if the
	// keys are on one; ButtonsSig is what they show, as a hash.
	DrawButtons(dst *ebiten.Image, owner string)
	ButtonsSig(owner string) uint64
}

// Map is the hex map as it stands this frame.
type Map struct {
	Seen      board.Seen   // the map under the camera
	Hover     game.Hex     // the hex under the pointer; NoHex off the map
	AttackSel game.PieceID // the enemy chosen in the combat phase
	NomWeapon game.PieceID // the weapon chosen for suppressive fire
	Spread    ui.Rect      // the open spread's box; empty when none is
	Busy      bool         // events are being played
	Version   int          // changes with the game and its playback
}

// panelSig is everything a scene's panel shows: the game as shown, where
// the panel stands, the piece chosen in it (the weapon that fires, the
// enemy attacked) and its buttons. The same sig, the same pixels.
type panelSig struct {
	version int
	r       ui.Rect
	chosen  game.PieceID
	buttons uint64
}

// sceneBox is what a panel at r draws on: its drop shadow, and the focus
// ring round a button at its edge.
func sceneBox(r ui.Rect, s float64) ui.Rect {
	return ui.Rect{X: r.X - 4*s, Y: r.Y - 4*s, W: r.W + 8*s, H: r.H + 8*s}
}

// DialogOwner marks the buttons the dialog draws.
const DialogOwner = "dialog"

// Dialog is the dialog; it is always on the stack and shows while the
// game waits for an answer, or is over, with no event playing.
type Dialog struct {
	scenes.Standing
	Ctx View
	// OverClosed: the assessment was closed ("Look at the map").
	OverClosed bool
	// Sims are the greedy games the assessment's histogram is made of.
	Sims   *ScoreSims
	scores endScores
}

// Name is the scene's name.
func (*Dialog) Name() string { return DialogOwner }

// Elems are the panel and, over the assessment, the histogram.
func (d *Dialog) Elems(_ scenes.Context, _, screen *ebiten.Image) []ui.Elem {
	c := d.Ctx
	m := d.Rect()
	if m.W == 0 {
		return nil
	}
	mp := c.Map()
	sig := panelSig{mp.Version, m, mp.NomWeapon, c.ButtonsSig(DialogOwner)}
	els := []ui.Elem{{ID: "dialog", R: sceneBox(m, c.Window().Scale), Sig: sig, Over: true, Draw: func() { d.draw(screen, m) }}}
	return append(els, d.histElems(screen)...) // over the assessment
}

// Buttons are the dialog's answers, and for suppressive fire its weapons
// and targets (15.0).
func (d *Dialog) Buttons(add func(ui.Button)) {
	c := d.Ctx
	m := d.Rect()
	if m.W == 0 {
		return
	}
	st, mp := c.Shown(), c.Map()
	s := c.Window().Scale
	switch {
	case st.Over:
		add(ui.Button{Id: "over-close", R: ui.Rect{X: m.X + m.W/2 - 60*s, Y: m.Y + m.H - 46*s, W: 120 * s, H: 32 * s}, Label: "Look at the map", Tip: "Close the assessment.", Enabled: true,
			OnClick: func() { d.OverClosed = true }})
	case st.Pending != nil:
		p, ok := question.Asked(c)
		if !ok {
			return
		}
		// Kandahar's: the piece each answer is about, on its button
		icons := st.Prompt().Options
		p.Buttons(m, func(n int) int {
			if n < 1 || n > len(icons) {
				return 0
			}
			return int(icons[n-1].Piece)
		}, add)
		if st.Pending.Kind == game.DecSuppression {
			weapons, targets := c.SuppressionLists()
			top := m.Y + p.TextHeight(m.W) + 26*s
			colW := (m.W - 42*s) / 2
			for i, w := range weapons {
				add(ui.Button{Id: fmt.Sprintf("weapon-%d", w), R: ui.Rect{X: m.X + 14*s, Y: top + float64(i)*30*s, W: colW, H: 26 * s},
					Label: fmt.Sprintf("%s at %s", st.Name(w), st.P(w).Hex), Tip: "Choose this weapon, then the enemy unit it fires on (15.0).",
					Enabled: true, Active: mp.NomWeapon == w, OnClick: func() { c.Nominate(w) }})
			}
			for i, e := range targets {
				tip := "Choose a weapon first."
				label := fmt.Sprintf("%s at %s", st.Name(e), st.P(e).Hex)
				it, ok := chrome.FireItem(st, mp.NomWeapon, e)
				if ok {
					odds := it.Chance
					tip = fmt.Sprintf("Nominate %s against %s, %s away: a d6 above %d suppresses it, %d in %d (15.0); again to withdraw it.", st.Name(it.Weapon), st.Name(e), game.Hexes(it.Range), it.Range, odds.Num, odds.Den)
					label += fmt.Sprintf(": %d in %d", odds.Num, odds.Den)
					if !it.OK() {
						tip = it.Reason
					}
				}
				act := it.Act
				add(ui.Button{Id: fmt.Sprintf("target-%d", e), R: ui.Rect{X: m.X + 28*s + colW, Y: top + float64(i)*30*s, W: colW, H: 26 * s},
					Label: label, Tip: tip, Enabled: ok && it.OK(),
					OnClick: func() { c.Do(act) }})
			}
		}
	}
}

// Rect is where the dialog stands: the question or the assessment, in
// the middle of the map, clear of the stack it is about; none while
// events play.
func (d *Dialog) Rect() ui.Rect {
	c := d.Ctx
	sh, st, mp := c.Window(), c.Shown(), c.Map()
	s := sh.Scale
	if mp.Busy {
		return ui.Rect{}
	}
	mv := sh.MapView
	switch {
	case st.Over && d.OverClosed:
		return ui.Rect{} // "Look at the map": the map is the player's again
	case st.Over:
		return ui.Rect{X: mv.X + mv.W/2 - 230*s, Y: mv.Y + 40*s, W: 460 * s, H: 430*s + histHeight(sh)}
	case st.Pending != nil:
		p, ok := question.Asked(c)
		if !ok {
			return ui.Rect{}
		}
		extra := 0.0
		if st.Pending.Kind == game.DecSuppression {
			extra = c.SuppressionHeight()
		}
		// clear of the stack the question is about: above the action bar
		// if it would hide it
		covers := func(r ui.Rect) bool {
			hx := st.Pending.Hex
			if hx == game.NoHex {
				return false
			}
			at := mp.Seen.HexCentre(hx)
			return r.Grow(mp.Seen.CounterSize()).In(at.X, at.Y)
		}
		return p.Place(extra, covers, c.ActionBar().Y)
	}
	return ui.Rect{}
}

// draw draws the panel, then its buttons and the focus ring if the keys
// are on one of them.
func (d *Dialog) draw(dst *ebiten.Image, m ui.Rect) {
	if d.Ctx.Shown().Over {
		d.Ctx.DrawVictory(dst, m)
	} else {
		d.drawQuestion(dst, m)
	}
	d.Ctx.DrawButtons(dst, DialogOwner)
}

// drawQuestion is a decision's panel: its rule, its prompt and, for
// suppressive fire, the nominations made so far.
func (d *Dialog) drawQuestion(dst *ebiten.Image, m ui.Rect) {
	c := d.Ctx
	sh, st := c.Window(), c.Shown()
	s := sh.Scale
	p, ok := question.Asked(c)
	if !ok {
		return
	}
	p.Draw(dst, m)
	if st.Pending.Kind == game.DecSuppression {
		weapons, targets := c.SuppressionLists()
		colW := (m.W - 42*s) / 2
		top := m.Y + p.TextHeight(m.W) + 26*s
		sh.U.Text(dst, "1. Weapon that fires", m.X+14*s, top-12*s, 11, true, ui.Muted, 0)
		sh.U.Text(dst, "2. Enemy unit it fires on", m.X+28*s+colW, top-12*s, 11, true, ui.Muted, 0)
		y := top + float64(max(len(weapons), len(targets)))*30*s + 8*s
		for _, n := range st.Nominations {
			sh.U.Text(dst, fmt.Sprintf("Nominated: %s → %s (%s)", st.Name(n.Weapon), st.Name(n.Target), game.Hexes(game.Distance(st.P(n.Weapon).Hex, st.P(n.Target).Hex))), m.X+18*s, y, 11.5, true, ui.Blue, 0)
			y += 20 * s
		}
	}
}
