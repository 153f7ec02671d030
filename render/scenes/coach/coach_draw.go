package coach

import (
	"cmp"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
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
	compact bool // cut down to what the step asks
	r, hide ui.Rect
	next    ui.Rect // a stop's Go on button
	note    ui.Rect // the box around a kind word, if any
	lines   []coachLine
}

var (
	coachBar  = ui.RGB(0x3B4227)
	coachNote = ui.RGB(0xFBE7A6)
	coachRing = ui.RGB(0xFFD23F)
)

// layoutNow places the panel and its lines (kept until what it says or
// the window changes): where it covers neither the question nor what
// the step points at.
func (c *Coach) layoutNow() coachLayout {
	sh, left := c.Ctx.Window(), c.Ctx.Panels().Left
	key := coachLayoutKey{c.ver, c.at, sh.W, sh.H, sh.Scale, left}
	if c.layoutFor != key || len(c.places) == 0 {
		// the places it may take, best first: in full at the foot of the
		// left panel or the map's lower left, in full at the map's lower
		// right, then cut down to what the step asks
		over := left.W < 200*sh.Scale // the left panel folded: over the map
		c.places, c.layoutFor = c.places[:0], key
		for _, compact := range []bool{false, true} {
			c.places = append(c.places, c.place(compact, false))
			if over {
				c.places = append(c.places, c.place(compact, true))
			}
		}
	}
	// the card moves nothing: what it covers is asked each frame
	stop := c.current() != nil && c.current().Stop()
	for _, l := range c.places {
		if !(stop && l.compact) && !c.covers(l.r) {
			return l
		}
	}
	if stop {
		return c.places[0] // read, not done: a stop keeps its words
	}
	for _, l := range c.places {
		if l.compact {
			return l
		}
	}
	return c.places[0]
}

// covers reports a card at r over the question's panel or over the
// middle of what the step points at.
func (c *Coach) covers(r ui.Rect) bool {
	if r.Overlaps(c.Ctx.Modal()) {
		return true
	}
	for _, t := range c.rings() {
		if r.In(t.Ring.X+t.Ring.W/2, t.Ring.Y+t.Ring.H/2) {
			return true
		}
	}
	return false
}

// Compact reports the card cut down to what the step asks, as it would
// cover the question or what the step points at.
func (c *Coach) Compact() bool { return c.On() && c.layoutNow().compact }

// place lays the card out: in full, or compact (what the step asks);
// over the map, at its lower left or right.
func (c *Coach) place(compact, right bool) coachLayout {
	sh, pn := c.Ctx.Window(), c.Ctx.Panels()
	s := sh.Scale
	// over the foot of the left panel, or with the panel folded away a
	// card over the map's lower left corner
	x0, bottom, maxH := pn.Left.X, pn.Left.Y+pn.Left.H, pn.Left.H-240*s
	widths := []float64{pn.Left.W - 2*s}
	if pn.Left.W < 200*s {
		x0, bottom = sh.MapView.X+8*s, pn.ActionBar.Y-8*s
		maxH = bottom - sh.MapView.Y - 40*s
		// over the map it widens before it runs into the header
		mw := sh.MapView.W - 16*s
		widths = []float64{min(300*s, mw), min(420*s, mw)}
	}
	// too tall for the window: wider, then the dice of the step done go,
	// then what came of it; its title stays
	var ls []coachLine
	var note, next ui.Rect
	var W, x, tw, h float64
fit:
	for _, W = range widths {
		x, tw = x0+12*s, W-24*s
		for brief := 0; brief < 3; brief++ {
			ls, note, next, h = c.lines(x, tw, brief)
			if h <= maxH {
				break fit
			}
		}
	}
	if compact {
		// as narrow as its words, to leave the most of what it would cover
		ls, _, _, _ = c.lines(x, tw, 3)
		need := 0.0
		for _, l := range ls {
			need = max(need, sh.U.Width(l.text, l.size, l.bold))
		}
		W = min(W, max(need+26*s, 230*s))
		tw = W - 24*s
		ls, note, next, h = c.lines(x, tw, 3)
	}
	if right {
		dx := sh.MapView.X + sh.MapView.W - 8*s - W - x0
		for i := range ls {
			ls[i].x += dx
		}
		note.X, next.X, x0 = note.X+dx, next.X+dx, x0+dx
	}
	r := ui.Rect{X: x0, Y: bottom - h, W: W, H: h}
	if m := c.Ctx.Modal(); compact && r.Overlaps(m) {
		// the question fills the foot of the map: over its head instead
		if top := (ui.Rect{X: x0, Y: sh.MapView.Y + 8*s, W: W, H: h}); !top.Overlaps(m) {
			r = top
		}
	}
	for i := range ls {
		ls[i].y += r.Y
	}
	if note.W > 0 {
		note.Y += r.Y
	}
	if next.W > 0 {
		next.Y += r.Y
	}
	return coachLayout{r: r, hide: ui.Rect{X: r.X + r.W - 84*s, Y: r.Y + 5*s, W: 74 * s, H: 22 * s}, next: next, note: note, lines: ls, compact: compact}
}

// lines lays out what the panel says from its top, in a column at x tw
// wide: all of it (brief 0), without the dice of the step done (1),
// without what came of it (2), or only what the step asks (3). It gives
// the box of a kind word, the Go on button of a stop, and the height.
func (c *Coach) lines(x, tw float64, brief int) (ls []coachLine, note, next ui.Rect, h float64) {
	sh := c.Ctx.Window()
	s, u := sh.Scale, sh.U
	y := 0.0
	add := func(t string, size float64, bold bool, clr color.Color, lh float64) {
		for _, l := range u.Wrap(c.keys(t), tw, size, bold) {
			ls = append(ls, coachLine{text: l, x: x, y: y + lh/2, size: size, bold: bold, c: clr})
			y += lh
		}
	}
	y = 38 * s // under the title bar
	if st := c.current(); brief == 3 && st != nil {
		add(fmt.Sprintf("STEP %d · %s", c.at+1, st.Title), 12, true, ui.Ink, 16*s)
		add(strings.ToUpper(st.Asks[:1])+st.Asks[1:]+".", 11.5, false, ui.Ink, 15*s)
		return ls, note, next, y + 8*s
	}
	if d := c.done; d != nil {
		add("DONE · "+d.Title, 11, true, ui.Accent, 15*s)
		if brief < 2 {
			add(d.Result, 11.5, false, ui.Ink, 15*s)
		}
		dice := c.doneDice
		if len(dice) > 4 {
			dice = dice[len(dice)-4:]
		}
		if brief > 0 {
			dice = nil
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
	if st := c.current(); st != nil {
		add(fmt.Sprintf("STEP %d · %s", c.at+1, st.Title), 13, true, ui.Ink, 18*s)
		y += 2 * s
		add(st.Say, 12, false, ui.Ink, 16*s)
		y += 6 * s
		switch {
		case c.note != "":
			y0 := y
			y += 6 * s
			add(c.note, 11.5, true, ui.Ink, 15*s)
			y += 6 * s
			note = ui.Rect{X: x - 6*s, Y: y0, W: tw + 12*s, H: y - y0}
		case st.Stop():
			next = ui.Rect{X: x, Y: y, W: min(tw, u.Width(c.nextLabel(), 11.5, true)+28*s), H: 26 * s}
			y += 30 * s
		default:
			add("Waiting for you to "+st.Asks+".", 11, false, ui.Muted, 15*s)
		}
	} else {
		add("That is the tutorial. Hide the coach and play on: the game goes on with random dice.", 12, true, ui.Ink, 16*s)
	}
	return ls, note, next, y + 10*s
}

func (c *Coach) draw(dst *ebiten.Image, l coachLayout, hover string) {
	sh := c.Ctx.Window()
	s, u := sh.Scale, sh.U
	r := l.r
	ui.FillRect(dst, r, ui.Paper)
	ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 32 * s}, coachBar)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y + 32*s, W: r.W, H: 2 * s}, coachRing)
	n := len(c.script.Steps)
	u.Text(dst, fmt.Sprintf("COACH · %d of %d", min(c.at+1, n), n), r.X+12*s, r.Y+16*s, 12, true, ui.RGB(0xF2E9C8), 0)
	// its buttons: drawn here, as the panel lies over the chrome's
	button := func(r ui.Rect, label string, hovered bool) {
		bg := ui.RGB(0xE9E1C6)
		if hovered {
			bg = paper.Shade(bg, 0.2)
		}
		ui.FillRect(dst, r, bg)
		ui.StrokeRect(dst, r, 1*s, ui.Ink)
		u.Text(dst, label, r.X+r.W/2, r.Y+r.H/2, 11.5, true, ui.Ink, 0.5)
	}
	button(l.hide, c.hideLabel(), hover == "coach-hide")
	if l.next.W > 0 {
		button(l.next, c.nextLabel(), hover == "coach-next")
	}
	if l.note.W > 0 {
		ui.FillRect(dst, l.note, coachNote)
		ui.StrokeRect(dst, l.note, 1.5*s, ui.Ink)
	}
	c.Ctx.BeginLinks(Links{r})
	for _, ln := range l.lines {
		for i, d := range ln.dice {
			c.drawDie(dst, ln.x-float64(len(ln.dice)-i)*22*s, ln.y-9*s, 18*s, d)
		}
		c.Ctx.LinkText(dst, Links{r}, ln.text, ln.x, ln.y, ln.size, ln.bold, ln.c)
	}
}

// drawDie is a die as rolled: its face's number in a box, a d10's 10
// printed 0 (2.1), a d10 with a double border.
func (c *Coach) drawDie(dst *ebiten.Image, x, y, w float64, d game.Die) {
	sh := c.Ctx.Window()
	s := sh.Scale
	r := ui.Rect{X: x, Y: y, W: w, H: w}
	ui.FillRect(dst, r, color.White)
	ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
	if d.Sides == 10 {
		ui.StrokeRect(dst, ui.Rect{X: x + 3*s, Y: y + 3*s, W: w - 6*s, H: w - 6*s}, 0.8*s, ui.Muted)
	}
	sh.U.Text(dst, fmt.Sprint(d.Value%10), x+w/2, y+w/2, 11, true, ui.Ink, 0.5)
}

// Target is one thing pointed at: a ring (round on the map, square
// on a control), an arrow toward it, and its name.
type Target struct {
	Ring   ui.Rect
	round  bool
	over   bool  // on the chrome, not the map
	tip    ui.Pt // where the arrow ends
	tail   ui.Pt // where it starts
	label  string
	Label  ui.Rect // where its name is written
	bounds ui.Rect
}

// Targets finds on the screen what the current step points at.
func (c *Coach) Targets() []Target {
	var out []Target
	rings := c.rings()
	for _, t := range rings {
		out = append(out, c.arrow(t, out, rings))
	}
	return out
}

// rings are the targets of the current step without their arrows.
func (c *Coach) rings() []Target {
	st := c.current()
	if st == nil {
		return nil
	}
	sn, pn := c.Ctx.Map().Seen, c.Ctx.Panels()
	s := c.Ctx.Window().Scale
	shown := c.Ctx.Shown()
	var out []Target
	put := func(r ui.Rect, round, over bool, label string) {
		out = append(out, Target{Ring: r, round: round, over: over, label: label})
	}
	for _, p := range st.Points {
		switch p.Kind {
		case "hex":
			h := game.MustHex(p.Arg)
			pt := sn.HexCentre(h)
			R := sn.HexRadius()
			put(ui.Rect{X: pt.X - R, Y: pt.Y - R, W: 2 * R, H: 2 * R}, true, false, cmp.Or(p.Label, "hex "+p.Arg))
		case "piece":
			id := BySpec(shown, p.Arg)
			if id == game.None {
				continue
			}
			name := cmp.Or(p.Label, shown.Spec(id).Name)
			// its row on the right if listed (dragging it moves the piece
			// alone), else its counter on the map
			if i := slices.IndexFunc(pn.Rows, func(r chrome.PieceRow) bool { return r.Id == id }); i >= 0 {
				put(pn.Rows[i].R.Grow(2*s), false, true, name)
				continue
			}
			r, h, ok := c.Ctx.CounterAt(id)
			if !ok || slices.ContainsFunc(st.Points, func(q Point) bool { return q.Kind == "hex" && q.Arg == h.String() }) {
				continue // not on the map, or the hex is ringed: one ring on a stack is enough
			}
			put(r.Grow(3*s), false, false, name)
		case "button", "option":
			if btn, ok := pn.Button(ButtonID(p)); ok {
				put(btn.R.Grow(3*s), false, true, cmp.Or(p.Label, btn.Label))
			}
		}
	}
	return out
}

// ButtonID is the id (or its start) of the button a point names.
func ButtonID(p Point) string {
	if p.Kind == "option" {
		return chrome.OptionID(OptionNumber(p.Arg))
	}
	return p.Arg
}

// arrow places a target's arrow and name where they cover the fewest
// controls and stay in sight: from the left, above, below, ...
func (c *Coach) arrow(t Target, placed, all []Target) Target {
	sh, pn := c.Ctx.Window(), c.Ctx.Panels()
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
	keep := c.Keep(t)
	inner := r.Grow(-5 * s) // what it rings, not its neighbours
	for _, p := range placed {
		keep = append(keep, p.Label) // one call-out over another hides both
	}
	var others []ui.Rect
	for _, o := range all {
		if o.Ring != t.Ring {
			keep, others = append(keep, o.Ring), append(others, o.Ring)
		}
	}
	best, bestScore := t, math.Inf(1)
	// the arrow's lengths, each with its cost: a longer or a shorter one
	// only when the usual one finds no clear place
	lengths := [][2]float64{{40, 0}, {25, 0.5}, {85, 1}, {130, 2}}
	for i := range len(lengths) * len(dirs) {
		u, ln := dirs[i%len(dirs)], lengths[i/len(dirs)]
		// from the centre to the ring's edge, along the arrow
		edge := math.Min(r.W/2/math.Max(math.Abs(u[0]), 1e-6), r.H/2/math.Max(math.Abs(u[1]), 1e-6))
		if t.round {
			edge = r.W / 2
		}
		c2 := t
		c2.tip = ui.Pt{mid.X + u[0]*(edge+4*s), mid.Y + u[1]*(edge+4*s)}
		al := ln[0] * s
		c2.tail = ui.Pt{c2.tip.X + u[0]*al, c2.tip.Y + u[1]*al}
		// the name lies beyond the tail
		off := math.Abs(u[0])*lw/2 + math.Abs(u[1])*10*s + 2*s
		lc := ui.Pt{c2.tail.X + u[0]*off, c2.tail.Y + u[1]*off}
		c2.Label = ui.Rect{X: lc.X - lw/2, Y: lc.Y - 10*s, W: lw, H: 20 * s}
		x0, y0 := math.Min(math.Min(r.X, c2.Label.X), c2.tail.X), math.Min(math.Min(r.Y, c2.Label.Y), c2.tail.Y)
		x1, y1 := math.Max(math.Max(r.X+r.W, c2.Label.X+c2.Label.W), c2.tail.X), math.Max(math.Max(r.Y+r.H, c2.Label.Y+c2.Label.H), c2.tail.Y)
		c2.bounds = ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}.Grow(8 * s)
		score := ln[1]
		lb := c2.Label.Grow(2 * s)
		if lb.Intersect(area) != lb {
			score += 100
		}
		for _, k := range keep {
			if lb.Overlaps(k) {
				score += 100
			}
		}
		if !t.over && pn.Shop.W > 0 && lb.Overlaps(pn.Shop) {
			score += 50 // the chrome lies over the map's marks
		}
		if lb.Overlaps(c.Ctx.Modal()) {
			score += 50 // the question lies over the coach's marks
		}
		shaft := ui.Rect{X: math.Min(c2.tip.X, c2.tail.X), Y: math.Min(c2.tip.Y, c2.tail.Y), W: math.Abs(c2.tip.X - c2.tail.X), H: math.Abs(c2.tip.Y - c2.tail.Y)}.Grow(2 * s)
		for _, o := range others {
			if shaft.Overlaps(o) {
				score += 20 // an arrow through another ring points at both
			}
		}
		for _, b := range pn.Buttons {
			if b.R.Overlaps(shaft) && !b.R.Overlaps(inner) {
				score += 15 // or at the button it crosses
			}
		}
		for _, b := range pn.Buttons {
			if b.R.Overlaps(lb) && !b.R.Overlaps(inner) {
				score += 10
			}
		}
		for _, rw := range pn.Rows {
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

// Keep are the rectangles a target's name stays clear of: the header,
// the panels (but for the title, the one the target lies in), the
// coach's own panel, and the target itself.
func (c *Coach) Keep(t Target) []ui.Rect {
	pn, s := c.Ctx.Panels(), c.Ctx.Window().Scale
	out := []ui.Rect{pn.Top, t.Ring}
	for i, p := range []ui.Rect{pn.Left, pn.Right} {
		if !p.Overlaps(t.Ring) {
			out = append(out, PanelContent(p, i == 0, s))
		} else {
			out = append(out, ui.Rect{X: p.X, Y: p.Y, W: p.W, H: 48 * s}) // its title
		}
	}
	if c.On() {
		out = append(out, c.layoutNow().r)
	}
	return out
}

// PanelContent is a side panel less the margin on its side toward the
// map, where nothing is written: a name may lie over that margin.
func PanelContent(p ui.Rect, left bool, scale float64) ui.Rect {
	p.W -= 8 * scale
	if !left {
		p.X += 8 * scale
	}
	return p
}

// drawMark draws a ring, an arrow and a name: dark under light, to read
// on any ground.
func (c *Coach) drawMark(dst *ebiten.Image, t Target) {
	sh := c.Ctx.Window()
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
	lb := t.Label
	ui.FillRect(dst, lb, ink)
	ui.StrokeRect(dst, lb, 1.5*s, coachRing)
	sh.U.Text(dst, t.label, lb.X+lb.W/2, lb.Y+lb.H/2, 11.5, true, coachRing, 0.5)
}
