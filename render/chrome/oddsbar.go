package chrome

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// DrawOddsBar draws the chances of an attack as a bar of three parts.
func (cc *Chrome) DrawOddsBar(dst *ebiten.Image, r ui.Rect, o game.AttackOdds) {
	s := cc.Scale
	win, tie, lose := o.Chances()
	x := r.X
	for _, seg := range []struct {
		n     game.Chance
		c, fg color.Color
		label string
	}{{win, ui.OddsWin, ui.OddsWinText, "win"}, {tie, ui.OddsTie, ui.OddsTieText, "tie"}, {lose, ui.OddsLose, ui.OddsLoseText, "lose"}} {
		w := r.W * seg.n.Float()
		ui.FillRect(dst, ui.Rect{X: x, Y: r.Y, W: w, H: r.H}, seg.c)
		if w > 50*s {
			cc.U.Text(dst, fmt.Sprintf("%s %d%%", seg.label, seg.n.Percent()), x+w/2, r.Y+r.H/2, 11, true, seg.fg, 0.5)
		}
		x += w
	}
	ui.StrokeRect(dst, r, 1*s, ui.Ink)
	cc.U.Text(dst, fmt.Sprintf("win %d%% · tie %d%% (both lose) · lose %d%%", win.Percent(), tie.Percent(), lose.Percent()), r.X, r.Y+r.H+10*s, 11, false, ui.Ink, 0)
}
