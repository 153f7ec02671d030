package dialog

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// The attack panel (13.0): in the combat phase, an enemy unit clicked
// lists the hexes its neighbouring teams may attack it from, with the
// odds of each, the fire support that may be called in (18.1) and a
// button to attack from each, as the rules list them (AttacksOn). It is
// a scene over the board, drawn apart from the chrome layer with its
// buttons, so that pointing at them or calling in support redraws the
// panel alone.

// AttackOwner marks the buttons the attack panel draws.
const AttackOwner = "attack"

// AttackPanel is the attack panel; it is always on the stack and shows
// while an enemy unit is chosen in the combat phase.
type AttackPanel struct {
	scenes.Standing
	Ctx View
}

// Name is the scene's name.
func (*AttackPanel) Name() string { return AttackOwner }

// Open reports whether the panel shows: an enemy unit on the map chosen
// in the combat phase, no question waiting, no event playing.
func (p *AttackPanel) Open() bool {
	st, mp := p.Ctx.Shown(), p.Ctx.Map()
	return !mp.Busy && st.Phase == game.PhaseCombat && st.Pending == nil && mp.AttackSel != game.None && st.P(mp.AttackSel).Place == game.OnMap
}

// Elems is the panel.
func (p *AttackPanel) Elems(_ scenes.Context, _, screen *ebiten.Image) []ui.Elem {
	if !p.Open() {
		return nil
	}
	c := p.Ctx
	r, mp := c.AttackPanel(), c.Map()
	sig := panelSig{mp.Version, r, mp.AttackSel, c.ButtonsSig(AttackOwner)}
	return []ui.Elem{{ID: "attack", R: sceneBox(r, c.Window().Scale), Sig: sig, Over: true, Draw: func() { p.draw(screen, r) }}}
}

// attacks are the attacks on the chosen enemy, one from each hex, with
// the fire support called in.
func (p *AttackPanel) attacks() []game.AttackChoice {
	return p.Ctx.Shown().AttacksOn(p.Ctx.Map().AttackSel, p.Ctx.SupportFor)
}

// Buttons are the fire support's toggles, then an attack from each hex.
func (p *AttackPanel) Buttons(add func(ui.Button)) {
	if !p.Open() {
		return
	}
	c := p.Ctx
	st := c.Shown()
	s := c.Window().Scale
	r := c.AttackPanel()
	c.SupportButtons(r, add) // above the attack buttons, first for Tab
	atts := p.attacks()
	for i, at := range atts {
		act := at.Act
		tip := "Attack: both sides roll a d6 ×10 and add their values (13.0)."
		label := "Attack from " + act.Hex.String()
		if len(act.Pieces) > 0 {
			label += " with " + board.SupportNames(st, act.Pieces)
		}
		if !at.OK() {
			tip = at.Reason
		}
		add(ui.Button{Id: fmt.Sprintf("attack-%d", i), R: ui.Rect{X: r.X + 10*s, Y: r.Y + r.H - float64(len(atts)-i)*40*s, W: r.W - 20*s, H: 34 * s},
			Label: label, Tip: tip, Enabled: at.OK(), Primary: true, OnClick: func() { c.Do(act) }})
	}
}

// draw draws the panel: the odds from each hex, the fire support, the
// buttons.
func (p *AttackPanel) draw(dst *ebiten.Image, r ui.Rect) {
	c := p.Ctx
	sh, st, sel := c.Window(), c.Shown(), c.Map().AttackSel
	s := sh.Scale
	ui.Panel(dst, r, s)
	sh.U.Text(dst, fmt.Sprintf("Attack %s at %s (13.0)", st.Name(sel), st.P(sel).Hex), r.X+10*s, r.Y+14*s, 12.5, true, ui.Ink, 0)
	y := r.Y + 32*s
	atts := p.attacks()
	if len(atts) == 0 {
		sh.U.Text(dst, "No team is next to it.", r.X+10*s, y, 11.5, false, ui.Muted, 0)
	}
	for _, at := range atts {
		o := at.Odds
		sh.U.Text(dst, fmt.Sprintf("From %s: %s against %s", at.Act.Hex, board.WithDice(o.AttackTotal), board.WithDice(o.DefenseTotal)), r.X+10*s, y, 11, true, ui.Ink, 0)
		y += 15 * s
		terms := []string{}
		for _, t := range o.Attacker {
			terms = append(terms, fmt.Sprintf("%s %+d", t.Label, t.Value))
		}
		for _, l := range sh.U.Wrap(strings.Join(terms, ", "), r.W-20*s, 11, false) {
			sh.U.Text(dst, l, r.X+10*s, y, 11, false, ui.Muted, 0)
			y += 13 * s
		}
		c.DrawOddsBar(dst, ui.Rect{X: r.X + 10*s, Y: y, W: r.W - 20*s, H: 16 * s}, o)
		y += 60 * s
	}
	c.DrawSupport(dst, r)
	c.DrawButtons(dst, AttackOwner)
}

// MoveCard is the moving stack's card: the noise it would make if it
// stopped where it stands (12.0).
type MoveCard struct {
	At    game.Hex
	R     ui.Rect
	Title string
	Lines []string
}

// MoveCard is the moving stack's card while it shows, beside the stack
// and clear of its open spread: right of the stack, else left, below or
// above it.
func (p *AttackPanel) MoveCard() (MoveCard, bool) {
	c := p.Ctx
	sh, st, mp := c.Window(), c.Shown(), c.Map()
	m := st.Move
	if mp.Busy || st.Pending != nil || m == nil || len(m.Path) == 0 || len(st.TeamsAt(m.At)) == 0 {
		return MoveCard{}, false
	}
	n, terms := st.NoiseTotal(m.At, len(m.Path))
	var lines []string
	for _, t := range terms {
		lines = append(lines, fmt.Sprintf("%s|%+d", t.Label, t.Value))
	}
	lines = append(lines, fmt.Sprintf("Noise if it stops here|%d", n), fmt.Sprintf("Chance of detection (d10)|%d%%", game.DetectionOdds(n).Percent()))
	S := mp.Seen.CounterSize()
	pt := mp.Seen.HexCentre(m.At)
	w, h := c.BreakdownSize(lines)
	// beside the stack, and beside its spread when that is open
	x0, y0, x1, y1 := pt.X-S*0.8, pt.Y-S*0.8, pt.X+S*0.8, pt.Y+S*0.8
	spread := mp.Spread
	if spread.W > 0 {
		x0, y0 = min(x0, spread.X), min(y0, spread.Y)
		x1, y1 = max(x1, spread.X+spread.W), max(y1, spread.Y+spread.H)
	}
	gap := 4 * sh.Scale
	var r ui.Rect
	for _, at := range []ui.Pt{{X: x1 + gap, Y: pt.Y - S*0.4}, {X: x0 - gap - w, Y: pt.Y - S*0.4}, {X: pt.X - w/2, Y: y1 + gap}, {X: pt.X - w/2, Y: y0 - gap - h}} {
		r = c.BreakdownRect(max(at.X, sh.MapView.X+gap), max(at.Y, sh.MapView.Y+gap), lines)
		if spread.W == 0 || !r.Overlaps(spread) {
			break
		}
	}
	return MoveCard{At: m.At, R: r, Title: fmt.Sprintf("Moving stack at %s: %d MP left", m.At, st.MPLeft()), Lines: lines}, true
}

// DrawOdds shows the odds before committing when no drag is under way
// (dragging: one is): the noise a moving stack would make if it stopped
// where it stands (12.0), and in the combat phase the odds against a
// hovered enemy unit next to the teams (13.0), from the first hex whose
// teams may attack it.
func (p *AttackPanel) DrawOdds(dst *ebiten.Image, dragging bool) {
	c := p.Ctx
	st, mp := c.Shown(), c.Map()
	if dragging || mp.Busy || st.Pending != nil {
		return
	}
	S := mp.Seen.CounterSize()
	if mc, ok := p.MoveCard(); ok {
		c.DrawBreakdown(dst, mc.R.X, mc.R.Y, mc.Title, mc.Lines)
	}
	// out of the combat phase the rules refuse every attack: no odds
	if mp.Hover == game.NoHex || mp.AttackSel != game.None {
		return
	}
	es := st.EnemiesAt(mp.Hover)
	if len(es) == 0 {
		return
	}
	target := es[len(es)-1]
	for _, at := range st.AttacksOn(target, nil) {
		if !at.OK() {
			continue
		}
		o := at.Odds
		win, tie, lose := o.Chances()
		pt := mp.Seen.HexCentre(mp.Hover)
		c.DrawBreakdown(dst, pt.X+S*0.8, pt.Y+S*0.3, fmt.Sprintf("Teams at %s attack %s (13.0)", at.Act.Hex, st.Name(target)), []string{
			"Your total|" + board.WithDice(o.AttackTotal), "Enemy total|" + board.WithDice(o.DefenseTotal),
			fmt.Sprintf("Win|%d%%", win.Percent()), fmt.Sprintf("Tie (both lose)|%d%%", tie.Percent()), fmt.Sprintf("Lose|%d%%", lose.Percent()),
			"Click to attack|"})
		return
	}
}
