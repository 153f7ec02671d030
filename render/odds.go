package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
)

// drawOdds shows the odds before committing when no drag is under way:
// the noise a moving stack would make if it stopped where it stands
// (12.0), and in the combat phase the odds against a hovered enemy unit
// next to the teams (13.0).
func (a *App) drawOdds(dst *ebiten.Image) {
	st := a.Shown()
	if a.pointer.Drag != nil || a.Anim.Busy() || st.Pending != nil {
		return
	}
	S := a.board.CounterSize()
	if m := st.Move; m != nil && len(m.Path) > 0 && len(st.TeamsAt(m.At)) > 0 {
		n, terms := st.NoiseTotal(m.At, len(m.Path))
		var lines []string
		for _, t := range terms {
			lines = append(lines, fmt.Sprintf("%s|%+d", t.Label, t.Value))
		}
		lines = append(lines, fmt.Sprintf("Noise if it stops here|%d", n), fmt.Sprintf("Chance of detection (d10)|%d%%", game.DetectionOdds(n).Percent()))
		p := a.board.ToScreen(a.board.Lay.Center(m.At))
		a.board.DrawBreakdown(dst, p.X+S*0.8, p.Y-S*0.4, fmt.Sprintf("Moving stack at %s: %d MP left", m.At, st.MPLeft()), lines)
	}
	if st.Phase != game.PhaseCombat || a.board.HoverHex == game.NoHex || a.board.AttackSel != game.None {
		return
	}
	es := st.EnemiesAt(a.board.HoverHex)
	if len(es) == 0 {
		return
	}
	target := es[len(es)-1]
	for _, h := range st.AttackHexes(target) {
		if st.Check(game.Action{Type: game.ActAttack, Hex: h, Target: target}) != nil {
			continue
		}
		o := st.AttackPreview(h, target, nil)
		win, tie, lose := o.Chances()
		p := a.board.ToScreen(a.board.Lay.Center(a.board.HoverHex))
		a.board.DrawBreakdown(dst, p.X+S*0.8, p.Y+S*0.3, fmt.Sprintf("Teams at %s attack %s (13.0)", h, st.Name(target)), []string{
			"Your total|" + withDice(o.AttackTotal), "Enemy total|" + withDice(o.DefenseTotal),
			fmt.Sprintf("Win|%d%%", win.Percent()), fmt.Sprintf("Tie (both lose)|%d%%", tie.Percent()), fmt.Sprintf("Lose|%d%%", lose.Percent()),
			"Click to attack|"})
		return
	}
}

// withDice writes a side's total as the battle will make it, "d6×10 + 31"
// or "d6×10 − 4": a total may be below zero (ruling C8), and a bare "-4"
// read as the whole result.
func withDice(total int) string {
	if total < 0 {
		return fmt.Sprintf("d6×10 − %d", -total)
	}
	return fmt.Sprintf("d6×10 + %d", total)
}
