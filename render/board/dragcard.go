package board

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// DrawDrag draws the drag d over the board layer: the path to the hex
// it aims at, the counters it carries at (x, y), and what dropping there
// means: the move's allowance and noise (10.3–10.5, 12.0) or the attack's
// odds (13.0), on a card in the corner of the map view farthest from
// (x, y), above barY (the action bar's top).
func (b *Board) DrawDrag(dst *ebiten.Image, d *DragInfo, x, y, barY float64) {
	st := b.Shown()
	s := b.Scale
	if r, ok := d.Reach.At(d.Target); ok {
		prev := b.ToScreen(b.Lay.Center(d.From))
		if st.Move != nil && slices.Equal(d.Pieces, st.Move.Movers) {
			prev = b.ToScreen(b.Lay.Center(st.Move.At))
		}
		for _, h := range r.Path {
			p := b.ToScreen(b.Lay.Center(h))
			b.Line(dst, prev, p, 5*s, color.NRGBA{20, 50, 160, 230})
			ui.FillCircle(dst, p.X, p.Y, 5*s, color.NRGBA{20, 50, 160, 255})
			prev = p
		}
		b.StrokeHex(dst, d.Target, color.NRGBA{20, 50, 160, 255}, 3*s, 0.95)
	} else if d.Target != game.NoHex && d.Target != d.From && d.Reach != nil {
		// out of the reach the rules gave the move
		b.StrokeHex(dst, d.Target, color.NRGBA{200, 30, 20, 255}, 3*s, 0.95)
	}
	b.DrawSpreadTarget(dst, d)
	// the counters follow the pointer
	S := b.CounterSize()
	// the whole stack that moves, fanned so each counter's edge shows,
	// and how many they are: not one piece that would seem to go alone
	shown := d.Shown(st)
	fan := shown[max(0, len(shown)-6):]
	for i, id := range fan {
		b.DrawCounterAt(dst, b.Face(id), x-S/2+float64(i)*S*0.16, y-S/2-float64(i)*S*0.16, S, 0.92)
	}
	if len(shown) > 1 {
		label := fmt.Sprintf("%d pieces", len(shown))
		lw := b.U.Width(label, 12, true) + 10*s
		ui.FillRect(dst, ui.Rect{X: x - lw/2, Y: y + S/2 + 2*s, W: lw, H: 17 * s}, ui.Paper)
		b.U.Text(dst, label, x, y+S/2+10*s, 12, true, ui.Ink, 0.5)
	}
	b.DrawPathChances(dst, d, st, b.Version) // over the counters
	// odds before committing
	var lines []string
	title := ""
	switch {
	case d.NoiseOK && d.NoiseHex == d.Target:
		r, _ := d.Reach.At(d.Target)
		title = fmt.Sprintf("To %s: %d MP left", d.Target, r.MPLeft)
		if r.Minimum {
			title = fmt.Sprintf("To %s: a minimum move, all MP used (10.8)", d.Target)
		}
		if st.Move == nil || !slices.Equal(d.Pieces, st.Move.Movers) {
			// the allowance, as the noise is, line by line (10.4, 10.5)
			for _, t := range d.MpTerms {
				lines = append(lines, fmt.Sprintf("%s|%+d", t.Label, t.Value))
			}
			lines = append(lines, fmt.Sprintf("Movement allowance|%d MP", d.Mp))
		}
		lines = append(lines, "Noise there (12.0):|")
		for _, t := range d.NoiseTerms {
			lines = append(lines, fmt.Sprintf("  %s|%+d", t.Label, t.Value))
		}
		lines = append(lines, fmt.Sprintf("Noise if it stops here|%d", d.Noise))
		lines = append(lines, b.DetectionLine(d, st, b.Version))
	case d.Attack != nil:
		o := d.Attack
		title = fmt.Sprintf("Attack %s at %s (13.0)", st.Name(d.AttackOn), d.Target)
		win, tie, lose := o.Chances()
		lines = append(lines, "Your total|"+WithDice(o.AttackTotal), "Enemy total|"+WithDice(o.DefenseTotal),
			fmt.Sprintf("Win|%d%%", win.Percent()), fmt.Sprintf("Tie (both lose)|%d%%", tie.Percent()), fmt.Sprintf("Lose|%d%%", lose.Percent()))
	}
	if title != "" {
		// clear of the stack and of the hexes it can reach: in the corner
		// of the map farthest from the pointer
		b.drawBreakdownClear(dst, x, y, barY, title, lines)
	}
}

// drawBreakdownClear draws the card in the corner of the map view
// farthest from the point (px, py), above barY.
func (b *Board) drawBreakdownClear(dst *ebiten.Image, px, py, barY float64, title string, lines []string) {
	s := b.Scale
	w, h := b.BreakdownSize(lines)
	x, y := b.MapView.X+8*s, b.MapView.Y+8*s
	if px < b.MapView.X+b.MapView.W/2 {
		x = b.MapView.X + b.MapView.W - w - 8*s
	}
	if py < b.MapView.Y+b.MapView.H/2 {
		y = barY - h - 8*s
	}
	b.DrawBreakdown(dst, x, y, title, lines)
}

// WithDice writes a side's total as the battle will make it, "d6×10 + 31"
// or "d6×10 − 4": a total may be below zero (ruling C8), and a bare "-4"
// read as the whole result.
func WithDice(total int) string {
	if total < 0 {
		return fmt.Sprintf("d6×10 − %d", -total)
	}
	return fmt.Sprintf("d6×10 + %d", total)
}
