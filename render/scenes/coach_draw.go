package scenes

import (
	"cmp"
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// Drawing the coach: its panel over the foot of the left panel (where
// the charts are, which a newcomer reads less while coached), and a ring
// with an arrow and a name on what the step is about, so that the shape
// and the words show it, not a colour alone.

type coachLayoutKey struct {
	ver, at int
	w, h    int
	scale   float64
	left    ui.Rect
}

type coachLine struct {
	text string
	x, y float64
	size float64
	bold bool
	c    color.Color
	dice []game.Die // drawn as dice before the text
}

type coachLayout struct {
	r, hide ui.Rect
	note    ui.Rect // the box around a kind word, if any
	lines   []coachLine
}

var (
	coachBar  = ui.RGB(0x3B4227)
	coachNote = ui.RGB(0xFBE7A6)
	coachRing = ui.RGB(0xFFD23F)
)

// layoutNow places the panel and its lines (kept until what it says or
// the window changes).
func (c *Coach) layoutNow() coachLayout {
	sh, ch := c.Ctx.Shared(), c.Ctx.Chrome()
	key := coachLayoutKey{c.ver, c.at, sh.W, sh.H, sh.Scale, ch.Left}
	if c.layoutFor == key && c.layout.r.W > 0 {
		return c.layout
	}
	s, u := sh.Scale, sh.U
	// over the foot of the left panel, or with the panel folded away a
	// card over the map's lower left corner
	x0, W, bottom, maxH := ch.Left.X, ch.Left.W-2*s, ch.Left.Y+ch.Left.H, ch.Left.H-240*s
	if ch.Left.W < 200*s {
		x0, W = sh.MapView.X+8*s, min(300*s, sh.MapView.W-16*s)
		bottom = ch.ActionBar().Y - 8*s
		maxH = bottom - sh.MapView.Y - 40*s
	}
	x, tw := x0+12*s, W-24*s
	var ls []coachLine
	y := 0.0
	add := func(t string, size float64, bold bool, clr color.Color, lh float64) {
		for _, l := range u.Wrap(t, tw, size, bold) {
			ls = append(ls, coachLine{text: l, x: x, y: y + lh/2, size: size, bold: bold, c: clr})
			y += lh
		}
	}
	y = 38 * s // under the title bar
	if d := c.done; d != nil {
		add("DONE · "+d.Title, 11, true, ui.Accent, 15*s)
		add(d.Result, 11.5, false, ui.Ink, 15*s)
		dice := c.doneDice
		if len(dice) > 4 {
			dice = dice[len(dice)-4:]
		}
		for _, e := range dice {
			y += 3 * s
			dx := float64(len(e.Dice)) * 22 * s
			first := true
			for _, l := range u.Wrap(e.Text, tw-dx, 11, false) {
				cl := coachLine{text: l, x: x + dx, y: y + 7*s, size: 11, c: ui.Ink}
				if first {
					cl.dice, first = e.Dice, false
				}
				ls = append(ls, cl)
				y += 14 * s
			}
		}
		y += 10 * s
	}
	var note ui.Rect
	if st := c.current(); st != nil {
		add(fmt.Sprintf("STEP %d · %s", c.at+1, st.Title), 13, true, ui.Ink, 18*s)
		y += 2 * s
		add(st.Say, 12, false, ui.Ink, 16*s)
		y += 6 * s
		if c.note != "" {
			y0 := y
			y += 6 * s
			add(c.note, 11.5, true, ui.Ink, 15*s)
			y += 6 * s
			note = ui.Rect{X: x - 6*s, Y: y0, W: tw + 12*s, H: y - y0}
		} else {
			add("Waiting for you to "+st.Asks+".", 11, false, ui.Muted, 15*s)
		}
	} else {
		add("That is the tutorial. Hide the coach and play on: the game goes on with random dice.", 12, true, ui.Ink, 16*s)
	}
	h := y + 10*s
	// too tall for the window: the result's lines go first
	for h > maxH && len(ls) > 4 && c.done != nil {
		cut := ls[0].y
		ls = ls[1:]
		dy := ls[0].y - cut
		for i := range ls {
			ls[i].y -= dy
		}
		note.Y -= dy
		h -= dy
	}
	r := ui.Rect{X: x0, Y: bottom - h, W: W, H: h}
	for i := range ls {
		ls[i].y += r.Y
	}
	if note.W > 0 {
		note.Y += r.Y
	}
	c.layout = coachLayout{r: r, hide: ui.Rect{X: r.X + r.W - 84*s, Y: r.Y + 5*s, W: 74 * s, H: 22 * s}, note: note, lines: ls}
	c.layoutFor = key
	return c.layout
}

func (c *Coach) draw(dst *ebiten.Image, l coachLayout, hover bool) {
	sh := c.Ctx.Shared()
	s, u := sh.Scale, sh.U
	r := l.r
	ui.FillRect(dst, r, ui.Paper)
	ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 32 * s}, coachBar)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y + 32*s, W: r.W, H: 2 * s}, coachRing)
	n := len(c.script.Steps)
	u.Text(dst, fmt.Sprintf("COACH · %d of %d", min(c.at+1, n), n), r.X+12*s, r.Y+16*s, 12, true, ui.RGB(0xF2E9C8), 0)
	// Hide: drawn here, as the panel lies over the chrome's buttons
	bg := ui.RGB(0xE9E1C6)
	if hover {
		bg = paper.Shade(bg, 0.2)
	}
	ui.FillRect(dst, l.hide, bg)
	ui.StrokeRect(dst, l.hide, 1*s, ui.Ink)
	u.Text(dst, "Hide  (C)", l.hide.X+l.hide.W/2, l.hide.Y+l.hide.H/2, 11.5, true, ui.Ink, 0.5)
	if l.note.W > 0 {
		ui.FillRect(dst, l.note, coachNote)
		ui.StrokeRect(dst, l.note, 1.5*s, ui.Ink)
	}
	c.Ctx.BeginLinks(CoachLinks{r})
	for _, ln := range l.lines {
		for i, d := range ln.dice {
			c.drawDie(dst, ln.x-float64(len(ln.dice)-i)*22*s, ln.y-9*s, 18*s, d)
		}
		c.Ctx.Ref().LinkText(dst, CoachLinks{r}, ln.text, ln.x, ln.y, ln.size, ln.bold, ln.c)
	}
}

// drawDie is a die as rolled: its face's number in a box, a d10's 10
// printed 0 (2.1), a d10 with a double border.
func (c *Coach) drawDie(dst *ebiten.Image, x, y, w float64, d game.Die) {
	sh := c.Ctx.Shared()
	s := sh.Scale
	r := ui.Rect{X: x, Y: y, W: w, H: w}
	ui.FillRect(dst, r, color.White)
	ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
	if d.Sides == 10 {
		ui.StrokeRect(dst, ui.Rect{X: x + 3*s, Y: y + 3*s, W: w - 6*s, H: w - 6*s}, 0.8*s, ui.Muted)
	}
	sh.U.Text(dst, fmt.Sprint(d.Value%10), x+w/2, y+w/2, 11, true, ui.Ink, 0.5)
}

// CoachTarget is one thing pointed at: a ring (round on the map, square
// on a control), an arrow toward it, and its name.
type CoachTarget struct {
	Ring     ui.Rect
	round    bool
	over     bool  // on the chrome, not the map
	tip      ui.Pt // where the arrow ends
	tail     ui.Pt // where it starts
	label    string
	labelBox ui.Rect
	bounds   ui.Rect
}

// Targets finds on the screen what the current step points at.
func (c *Coach) Targets() []CoachTarget {
	st := c.current()
	if st == nil {
		return nil
	}
	b, ch := c.Ctx.Board(), c.Ctx.Chrome()
	s := ch.Scale
	shown := ch.Shown()
	var out []CoachTarget
	put := func(r ui.Rect, round, over bool, label string) {
		out = append(out, c.arrow(CoachTarget{Ring: r, round: round, over: over, label: label}))
	}
	for _, p := range st.Points {
		switch p.Kind {
		case "hex":
			h := game.MustHex(p.Arg)
			pt := b.ToScreen(b.Lay.Center(h))
			R := board.BaseR * b.Cam.Zoom
			put(ui.Rect{X: pt.X - R, Y: pt.Y - R, W: 2 * R, H: 2 * R}, true, false, cmp.Or(p.Label, "hex "+p.Arg))
		case "piece":
			id := BySpec(shown, p.Arg)
			if id == game.None {
				continue
			}
			name := cmp.Or(p.Label, shown.Spec(id).Name)
			// its row on the right if listed (dragging it moves the piece
			// alone), else its counter on the map
			if i := slices.IndexFunc(ch.Rows, func(r chrome.PieceRow) bool { return r.Id == id }); i >= 0 {
				put(ch.Rows[i].R.Grow(2*s), false, true, name)
				continue
			}
			for _, stk := range b.Stacks {
				if slices.ContainsFunc(st.Points, func(q CoachPoint) bool {
					return q.Kind == "hex" && q.Arg == stk.Hex.String()
				}) {
					continue // the hex is ringed: one ring on a stack is enough
				}
				if i := slices.Index(stk.Pieces, id); i >= 0 {
					put(b.CounterRects(stk)[i].Grow(3*s), false, false, name)
				}
			}
		case "button", "option":
			if btn := ch.CoachButton(CoachButtonID(p)); btn != nil {
				put(btn.R.Grow(3*s), false, true, cmp.Or(p.Label, btn.Label))
			}
		}
	}
	return out
}

// CoachButtonID is the id (or its start) of the button a point names.
func CoachButtonID(p CoachPoint) string {
	if p.Kind == "option" {
		return chrome.OptionID(OptionNumber(p.Arg))
	}
	return p.Arg
}

// arrow places a target's arrow and name where they cover the fewest
// controls and stay in sight: from the left, above, below, ...
func (c *Coach) arrow(t CoachTarget) CoachTarget {
	sh, ch := c.Ctx.Shared(), c.Ctx.Chrome()
	s := sh.Scale
	r := t.Ring
	mid := ui.Pt{r.X + r.W/2, r.Y + r.H/2}
	const d = 0.7071
	dirs := [][2]float64{{-1, 0}, {0, -1}, {0, 1}, {1, 0}, {-d, -d}, {-d, d}, {d, -d}, {d, d}}
	area := ui.Rect{X: 0, Y: 0, W: float64(sh.W), H: float64(sh.H)}
	if t.round {
		dirs = [][2]float64{{-d, -d}, {d, -d}, {-d, d}, {d, d}, {-1, 0}, {1, 0}}
	}
	if !t.over {
		area = sh.MapView // drawn on the map, clipped to it
	}
	lw := sh.U.Width(t.label, 11.5, true) + 14*s
	best, bestScore := t, math.Inf(1)
	for _, u := range dirs {
		// from the centre to the ring's edge, along the arrow
		edge := math.Min(r.W/2/math.Max(math.Abs(u[0]), 1e-6), r.H/2/math.Max(math.Abs(u[1]), 1e-6))
		if t.round {
			edge = r.W / 2
		}
		c2 := t
		c2.tip = ui.Pt{mid.X + u[0]*(edge+4*s), mid.Y + u[1]*(edge+4*s)}
		c2.tail = ui.Pt{c2.tip.X + u[0]*40*s, c2.tip.Y + u[1]*40*s}
		// the name lies beyond the tail
		off := math.Abs(u[0])*lw/2 + math.Abs(u[1])*10*s + 2*s
		lc := ui.Pt{c2.tail.X + u[0]*off, c2.tail.Y + u[1]*off}
		c2.labelBox = ui.Rect{X: lc.X - lw/2, Y: lc.Y - 10*s, W: lw, H: 20 * s}
		x0, y0 := math.Min(math.Min(r.X, c2.labelBox.X), c2.tail.X), math.Min(math.Min(r.Y, c2.labelBox.Y), c2.tail.Y)
		x1, y1 := math.Max(math.Max(r.X+r.W, c2.labelBox.X+c2.labelBox.W), c2.tail.X), math.Max(math.Max(r.Y+r.H, c2.labelBox.Y+c2.labelBox.H), c2.tail.Y)
		c2.bounds = ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}.Grow(8 * s)
		score := 0.0
		lb := c2.labelBox.Grow(2 * s)
		if lb.Intersect(area) != lb {
			score += 100
		}
		if c.On() && lb.Overlaps(c.layoutNow().r) {
			score += 50
		}
		if !t.over && (ch.ShopVisible() && lb.Overlaps(ch.ShopRect()) || lb.Overlaps(c.Ctx.Modal())) {
			score += 50 // the chrome lies over the map's marks
		}
		for _, b := range ch.Buttons {
			if b.R.Overlaps(lb) && !b.R.Overlaps(r) {
				score += 10
			}
		}
		for _, rw := range ch.Rows {
			if rw.R.Overlaps(lb) {
				score += 3
			}
		}
		if score < bestScore {
			best, bestScore = c2, score
		}
	}
	return best
}

// drawMark draws a ring, an arrow and a name: dark under light, to read
// on any ground.
func (c *Coach) drawMark(dst *ebiten.Image, t CoachTarget) {
	sh := c.Ctx.Shared()
	s := sh.Scale
	ink := color.NRGBA{20, 18, 10, 255}
	for pass, w := range []float64{7 * s, 3.5 * s} {
		clr := color.Color(ink)
		if pass == 1 {
			clr = coachRing
		}
		if t.round {
			ui.StrokeCircle(dst, t.Ring.X+t.Ring.W/2, t.Ring.Y+t.Ring.H/2, t.Ring.W/2, w, clr)
		} else {
			ui.StrokeRect(dst, t.Ring, w, clr)
		}
		ui.DrawLine(dst, t.tail, t.tip, w, clr)
		// the head
		dx, dy := t.tip.X-t.tail.X, t.tip.Y-t.tail.Y
		n := math.Hypot(dx, dy)
		dx, dy = dx/n, dy/n
		hl, hw := 14*s+w/2, 9*s+w/2
		base := ui.Pt{t.tip.X - dx*hl, t.tip.Y - dy*hl}
		ui.FillConvex(dst, []ui.Pt{{t.tip.X + dx*w/3, t.tip.Y + dy*w/3}, {base.X - dy*hw, base.Y + dx*hw}, {base.X + dy*hw, base.Y - dx*hw}}, clr)
	}
	lb := t.labelBox
	ui.FillRect(dst, lb, ink)
	ui.StrokeRect(dst, lb, 1.5*s, coachRing)
	sh.U.Text(dst, t.label, lb.X+lb.W/2, lb.Y+lb.H/2, 11.5, true, coachRing, 0.5)
}
