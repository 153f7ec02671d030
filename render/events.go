package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// Drawing the event being played: pieces sliding along their paths, the
// scatter walk, flashes on hexes, and a card with the dice and the sums.

// pathPoints are the screen points of a walk from `from` along path.
func (b *board) pathPoints(from game.Hex, path []game.Hex) []ui.Pt {
	out := []ui.Pt{b.toScreen(b.lay.Center(from))}
	for _, h := range path {
		out = append(out, b.toScreen(b.lay.Center(h)))
	}
	return out
}

// along is the point a fraction f of the way along a walk, and the index
// of the leg it is on; legs between hexes that are not adjacent (a scatter
// wrapping round the map edge) jump.
func along(pts []ui.Pt, f float64) (ui.Pt, int) {
	n := len(pts) - 1
	if n <= 0 {
		return pts[0], 0
	}
	f = math.Max(0, math.Min(1, f))
	x := f * float64(n)
	i := min(int(x), n-1)
	t := x - float64(i)
	p, q := pts[i], pts[i+1]
	return ui.Pt{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t}, i
}

func (b *board) drawAnimation(dst *ebiten.Image) {
	e := b.Anim.Cur
	if e == nil {
		return
	}
	s := b.Scale
	t := b.Anim.T
	S := b.counterSize()
	switch e.Type {
	case game.EvMove, game.EvEnemyMove:
		from := e.From
		pts := b.pathPoints(from, e.Path)
		p, _ := along(pts, b.Stepped(t/b.Anim.Dur*1.15, len(pts)-1))
		for i := 1; i < len(pts); i++ {
			b.line(dst, pts[i-1], pts[i], 3*s, color.NRGBA{20, 20, 20, 120})
		}
		ids := e.Pieces
		if e.Type == game.EvEnemyMove {
			ids = []game.PieceID{e.Piece}
		}
		for i, id := range ids[max(0, len(ids)-4):] {
			b.drawCounterAt(dst, b.face(id), p.X-S/2+float64(i)*S*0.07, p.Y-S/2-float64(i)*S*0.07, S, 1)
		}
	case game.EvScatter:
		pts := b.pathPoints(e.From, e.Path)
		b.strokeHex(dst, e.From, color.NRGBA{220, 30, 20, 255}, 3*s, 0.95)
		walk := (t - view.DiceTime - 0.3) / (0.18 * float64(len(e.Path)))
		if walk <= 0 {
			return
		}
		p, leg := along(pts, b.Stepped(walk, len(e.Path)))
		for i := 1; i <= leg+1 && i < len(pts); i++ {
			hx := e.Path[i-1]
			prev := e.From
			if i > 1 {
				prev = e.Path[i-2]
			}
			if game.Adjacent(prev, hx) {
				end := pts[i]
				if i == leg+1 {
					end = p
				}
				b.line(dst, pts[i-1], end, 3.5*s, color.NRGBA{190, 30, 20, 220})
			} else {
				// wrapped round the map edge (12.8)
				b.fillHex(dst, hx, color.NRGBA{190, 30, 20, 60}, 0.9)
			}
			if i <= leg {
				ui.FillCircle(dst, pts[i].X, pts[i].Y, 4*s, color.NRGBA{190, 30, 20, 255})
			}
		}
		if leg < len(e.Path) {
			prev := e.From
			if leg > 0 {
				prev = e.Path[leg-1]
			}
			if !game.Adjacent(prev, e.Path[leg]) {
				p = pts[leg+1]
			}
		}
		if walk >= 1 && !e.Success {
			b.fillHex(dst, e.Hex, color.NRGBA{40, 90, 200, 120}, 0.9)
		}
		b.drawCounterAt(dst, b.face(e.Piece), p.X-S/2, p.Y-S/2, S, 1)
	case game.EvCombat, game.EvFriendlyFire, game.EvEliminated, game.EvDetected, game.EvCasualty, game.EvSuppression, game.EvNoise:
		pulse := b.PulseWave(t * 10)
		c := withAlpha(pulseBad, uint8(120+120*pulse))
		if e.Type == game.EvNoise && len(e.Dice) > 0 && t < view.DiceTime {
			// the d10 still tumbles: a neutral ring, not yet the verdict
			if e.Hex != game.NoHex {
				b.strokeHex(dst, e.Hex, withAlpha(pulseUndecided, uint8(120+120*pulse)), 5*s, 1)
			}
			return
		}
		if e.Type == game.EvNoise && !e.Success {
			// nobody heard: dashed, not only another colour
			if e.Hex != game.NoHex {
				b.strokeHexDashed(dst, e.Hex, withAlpha(pulseQuiet, uint8(120+120*pulse)), 5*s, 1)
			}
			return
		}
		if e.Hex != game.NoHex {
			b.strokeHex(dst, e.Hex, c, 5*s, 1)
		}
		if e.From != game.NoHex && e.From != e.Hex {
			b.strokeHex(dst, e.From, c, 5*s, 1)
			b.line(dst, b.toScreen(b.lay.Center(e.From)), b.toScreen(b.lay.Center(e.Hex)), 4*s, c)
		}
	case game.EvMission, game.EvAccomplished:
		if e.Hex != game.NoHex {
			pulse := b.PulseWave(t * 8)
			b.strokeHex(dst, e.Hex, color.NRGBA{240, 190, 30, uint8(150 + 100*pulse)}, 6*s, 1)
		}
	}
}

// eventCard is the layout of the card that explains an event.
type eventCard struct {
	r           ui.Rect
	lines       []string // "label|value" lines
	textLines   []string // the event's text, wrapped
	showCounter bool
}

func (b *board) eventCardLayout(e *game.Event) eventCard {
	s := b.Scale
	w := math.Min(520*s, b.MapView.W-40*s)
	var lines []string
	switch e.Type {
	case game.EvNoise:
		for _, tm := range e.Terms {
			lines = append(lines, fmt.Sprintf("%s|%+d", tm.Label, tm.Value))
		}
		if len(e.Dice) > 0 {
			lines = append(lines, fmt.Sprintf("Noise total|%d", e.Total))
			lines = append(lines, fmt.Sprintf("Chance of detection|%d%%", game.DetectionOdds(e.Total).Percent()))
		}
	case game.EvCombat:
		// two columns: left the side in Terms, right Against
	}
	textLines := b.U.Wrap(e.Text, w-24*s, 12, false)
	h := 40*s + float64(len(textLines))*16*s
	if len(e.Dice) > 0 {
		h += 70 * s
	}
	showCounter := e.Piece != game.None && (e.Type == game.EvCasualty || e.Type == game.EvMission || e.Type == game.EvAccomplished || e.Type == game.EvEliminated)
	if showCounter && len(e.Dice) == 0 {
		h += 70 * s
	}
	h += float64(len(lines)) * 16 * s
	if e.Type == game.EvCombat {
		n := max(len(e.Terms), len(e.Against))
		h += float64(n)*15*s + 40*s
	}
	r := ui.Rect{X: b.MapView.X + (b.MapView.W-w)/2, Y: b.MapView.Y + 14*s, W: w, H: h}
	// keep the hexes the event is about in sight: the card goes to the
	// bottom when they are under it
	var spots []game.Hex
	spots = append(spots, e.From, e.Hex)
	spots = append(spots, e.Path...)
	S := b.counterSize()
	for _, hx := range spots {
		if hx == game.NoHex {
			continue
		}
		p := b.toScreen(b.lay.Center(hx))
		if p.X > r.X-S && p.X < r.X+r.W+S && p.Y > r.Y-S && p.Y < r.Y+r.H+S {
			r.Y = b.MapView.Y + b.MapView.H - 48*s - h
			break
		}
	}
	return eventCard{r: r, lines: lines, textLines: textLines, showCounter: showCounter}
}

// drawEventCard is the panel that explains the current event.
func (a *App) drawEventCard(dst *ebiten.Image) {
	e := a.Anim.Cur
	if e == nil {
		return
	}
	st := a.Shown()
	s := a.Scale
	t := a.Anim.T
	title := eventTitle(e)
	card := a.board.eventCardLayout(e)
	r, lines, textLines, showCounter := card.r, card.lines, card.textLines, card.showCounter
	ui.Panel(dst, r, s)
	band := ui.Band
	switch e.Type {
	case game.EvCombat, game.EvCasualty, game.EvEliminated, game.EvFriendlyFire, game.EvDetected:
		band = ui.RGB(0x7A1F14)
	case game.EvMission, game.EvAccomplished:
		band = ui.RGB(0x8A6A00)
	}
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 26 * s}, band)
	rule := ""
	if e.Rule != "" {
		rule = "  [" + e.Rule + "]"
	}
	a.beginLinks(cardLinks{e})
	a.rulesRef.linkText(dst, cardLinks{e}, title+rule, r.X+10*s, r.Y+13*s, 12.5, true, ui.RGB(0xF8F0D8))
	y := r.Y + 36*s
	settled := t >= view.DiceTime
	if len(e.Dice) > 0 {
		x := r.X + 16*s
		for i, d := range e.Dice {
			label := diceLabel(e, i)
			a.board.drawDie(dst, x, y, 48*s, d, t, i)
			a.U.Text(dst, label, x+24*s, y+58*s, 11, true, ui.Muted, 0.5)
			x += 80 * s
		}
		if settled {
			a.U.Text(dst, resultWord(e), r.X+r.W-16*s, y+24*s, 18, true, resultColor(e), 1)
		}
		y += 72 * s
	}
	if showCounter {
		a.board.drawCounterAt(dst, paper.PieceFace(st, e.Piece), r.X+r.W-86*s, r.Y+34*s, 64*s, 1)
		if len(e.Dice) == 0 {
			y += 70 * s
		}
	}
	if e.Type == game.EvCombat && settled {
		colW := (r.W - 30*s) / 2
		for side := 0; side < 2; side++ {
			terms, total := e.Terms, e.Total
			head := "Special Forces"
			if st.Spec(e.Piece).Kind == game.KindEnemy && e.From == st.P(e.Piece).Hex || side == 1 {
				head = "Enemy"
			}
			if side == 1 {
				terms, total = e.Against, e.AgainstTotal
			}
			head = sideName(a, e, side)
			x := r.X + 12*s + float64(side)*(colW+6*s)
			a.U.Text(dst, head, x, y, 12, true, ui.Ink, 0)
			yy := y + 16*s
			for _, tm := range terms {
				a.U.Text(dst, fitUI(a.U, tm.Label, colW-50*s, 11), x, yy, 11, false, ui.Ink, 0)
				a.U.Text(dst, fmt.Sprintf("%+d", tm.Value), x+colW-8*s, yy, 11, true, ui.Ink, 1)
				yy += 15 * s
			}
			a.U.Text(dst, "Total", x, yy+2*s, 12, true, ui.Ink, 0)
			a.U.Text(dst, fmt.Sprint(total), x+colW-8*s, yy+2*s, 13, true, ui.Ink, 1)
		}
		n := max(len(e.Terms), len(e.Against))
		y += float64(n)*15*s + 40*s
	} else if e.Type == game.EvCombat {
		n := max(len(e.Terms), len(e.Against))
		y += float64(n)*15*s + 40*s
	}
	for _, ln := range lines {
		l, v := ln, ""
		if i := indexByte(ln, '|'); i >= 0 {
			l, v = ln[:i], ln[i+1:]
		}
		a.U.Text(dst, l, r.X+16*s, y, 11.5, false, ui.Ink, 0)
		a.U.Text(dst, v, r.X+r.W-16*s, y, 11.5, true, ui.Ink, 1)
		y += 16 * s
	}
	if settled || len(e.Dice) == 0 {
		for _, l := range textLines {
			a.rulesRef.linkText(dst, cardLinks{e}, l, r.X+12*s, y+2*s, 12, false, ui.Ink)
			y += 16 * s
		}
	}
	a.U.Text(dst, a.Anim.CardPrompt(), r.X+r.W-10*s, r.Y+13*s, 11, false, ui.RGB(0xD8D0B8), 1)
}

func indexByte(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

func sideName(a *App, e *game.Event, side int) string {
	st := a.Shown()
	attackerIsEnemy := e.Piece != game.None && st.Spec(e.Piece).Kind == game.KindEnemy && len(e.Terms) > 1 && e.Terms[1].Label == st.Name(e.Piece)
	names := [2]string{"Special Forces (attacking)", "Enemy (defending)"}
	if attackerIsEnemy {
		names = [2]string{"Enemy (attacking)", "Special Forces (defending)"}
	}
	return names[side]
}

func eventTitle(e *game.Event) string {
	switch e.Type {
	case game.EvNoise:
		return "NOISE CHECK"
	case game.EvCombat:
		return "COMBAT"
	case game.EvScatter:
		return "ENEMY PLACEMENT: SCATTER"
	case game.EvEnemyCount:
		return "ENEMY ARRIVAL"
	case game.EvEnemyMove:
		return "ENEMY PURSUIT"
	case game.EvCasualty:
		return "CASUALTIES"
	case game.EvFriendlyFire:
		return "FRIENDLY FIRE"
	case game.EvMission:
		return "NEW MISSION"
	case game.EvAccomplished:
		return "MISSION ACCOMPLISHED"
	case game.EvDetected:
		return "DETECTED"
	case game.EvEliminated:
		return "ELIMINATED"
	case game.EvSuppression:
		return "SUPPRESSIVE FIRE"
	case game.EvMove:
		return "MOVEMENT"
	case game.EvPhase:
		return "NEW PHASE"
	case game.EvEscape:
		return "ESCAPE"
	case game.EvEnemyRemoved:
		return "THE ENEMY WITHDRAWS"
	case game.EvGameOver:
		return "GAME OVER"
	case game.EvPP:
		return "PURCHASE POINTS"
	case game.EvForfeit:
		return "MISSION FORFEITED"
	}
	return "GAME SYSTEM"
}

func diceLabel(e *game.Event, i int) string {
	switch e.Type {
	case game.EvScatter:
		if i == 0 {
			return "direction"
		}
		return "distance"
	case game.EvCombat:
		if i == 0 {
			return "attacker ×10"
		}
		return "defender ×10"
	case game.EvNoise:
		return "noise d10"
	case game.EvMission:
		return "placement"
	case game.EvEnemyCount:
		return "enemy units"
	}
	return fmt.Sprintf("d%d", e.Dice[i].Sides)
}

func resultWord(e *game.Event) string {
	switch e.Type {
	case game.EvNoise:
		if e.Success {
			return "DETECTED"
		}
		return "NOT HEARD"
	case game.EvCombat:
		switch {
		case e.Total > e.AgainstTotal:
			return "ATTACKER WINS"
		case e.Total < e.AgainstTotal:
			return "DEFENDER WINS"
		}
		return "TIE: BOTH LOSE"
	case game.EvScatter:
		d := game.Direction(e.Dice[0].Value)
		return fmt.Sprintf("%s %d", d, e.Dice[1].Value)
	case game.EvSuppression:
		if e.Success {
			return "SUPPRESSED"
		}
		return "MISSES"
	case game.EvEnemyCount:
		return fmt.Sprintf("%d UNIT(S)", e.Total)
	case game.EvMission:
		return "AT " + e.Hex.String()
	}
	return ""
}

func resultColor(e *game.Event) color.Color {
	if e.Type == game.EvNoise && !e.Success || e.Type == game.EvSuppression && e.Success {
		return ui.RGB(0x2E6B1E)
	}
	if e.Type == game.EvMission {
		return ui.RGB(0x8A6A00)
	}
	return ui.Red
}

// drawDie draws a die tumbling, then settled on its face: a d6 with
// pips, a d10 as a kite with its numeral ("0" for ten, 2.1).
func (b *board) drawDie(dst *ebiten.Image, x, y, size float64, d game.Die, t float64, k int) {
	s := b.Scale
	v := d.Value
	rot := 0.0
	if t < view.DiceTime {
		v = 1 + int(t*23+float64(k*3))%d.Sides
		rot = math.Sin(t*20+float64(k)) * 0.5 * (1 - t/view.DiceTime)
		y -= math.Abs(math.Sin(t*12)) * 8 * s * (1 - t/view.DiceTime)
	}
	cx, cy := x+size/2, y+size/2
	rotp := func(px, py float64) (float32, float32) {
		dx, dy := px-cx, py-cy
		return float32(cx + dx*math.Cos(rot) - dy*math.Sin(rot)), float32(cy + dx*math.Sin(rot) + dy*math.Cos(rot))
	}
	var p vector.Path
	if d.Sides == 6 {
		r := size * 0.16
		pts := [][2]float64{{x + r, y}, {x + size - r, y}, {x + size, y + r}, {x + size, y + size - r}, {x + size - r, y + size}, {x + r, y + size}, {x, y + size - r}, {x, y + r}}
		for i, q := range pts {
			px, py := rotp(q[0], q[1])
			if i == 0 {
				p.MoveTo(px, py)
			} else {
				p.LineTo(px, py)
			}
		}
		p.Close()
		vector.FillPath(dst, &p, &vector.FillOptions{}, &vector.DrawPathOptions{AntiAlias: true, ColorScale: colorScale(ui.RGB(0xFAF7EE))})
		vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(2 * s)}, &vector.DrawPathOptions{AntiAlias: true, ColorScale: colorScale(ui.Ink)})
		pip := [7][][2]float64{{}, {{.5, .5}}, {{.25, .25}, {.75, .75}}, {{.25, .25}, {.5, .5}, {.75, .75}},
			{{.25, .25}, {.75, .25}, {.25, .75}, {.75, .75}}, {{.25, .25}, {.75, .25}, {.5, .5}, {.25, .75}, {.75, .75}},
			{{.25, .22}, {.75, .22}, {.25, .5}, {.75, .5}, {.25, .78}, {.75, .78}}}
		for _, q := range pip[min(max(v, 1), 6)] {
			px, py := rotp(x+q[0]*size, y+q[1]*size)
			vector.FillCircle(dst, px, py, float32(size*0.09), ui.Ink, true)
		}
		return
	}
	pts := [][2]float64{{cx, y - size*0.05}, {x + size*1.02, cy - size*0.08}, {cx, y + size*1.05}, {x - size*0.02, cy - size*0.08}}
	for i, q := range pts {
		px, py := rotp(q[0], q[1])
		if i == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	vector.FillPath(dst, &p, &vector.FillOptions{}, &vector.DrawPathOptions{AntiAlias: true, ColorScale: colorScale(ui.RGB(0xE07A1F))})
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(2 * s), LineJoin: vector.LineJoinRound}, &vector.DrawPathOptions{AntiAlias: true, ColorScale: colorScale(ui.Ink)})
	face := fmt.Sprint(v % 10)
	b.U.Text(dst, face, cx, cy+size*0.05, size/s*0.42, true, color.White, 0.5)
}
