package board

import (
	"fmt"
	"hash/maphash"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// CounterKey names a cached counter image: its face, its size in pixels
// and the UI scale, since the face drawn for a size depends on the size in
// points (the same 74 px is a large counter at scale 1, a small one at 2).
type CounterKey struct {
	F paper.CounterFace
	S int
	U float64
}

// StacksFor is what the stacks were built from: the game's version and
// the event being played (which holds pieces back or moves them).
type StacksFor struct {
	Version int
	Cur     *game.Event
	G       *game.Game
}

func (b *Board) BuildStacks() {
	key := StacksFor{b.Version, b.Anim.Cur, b.G}
	if b.StacksKey == key && b.Stacks != nil {
		return
	}
	b.StacksKey = key
	b.Stacks = paper.Stacks(b.Shown(), func(id game.PieceID) (game.Hex, bool) {
		h, ok := b.ShownHex(id)
		return h, ok && !b.Anim.Moving(id)
	}, b.Stacks)
	var h maphash.Hash
	h.SetSeed(ui.HashSeed)
	for _, st := range b.Stacks {
		ui.WriteFloats(&h, float64(st.Hex.Col), float64(st.Hex.Row), float64(len(st.Pieces)))
		for _, id := range st.Pieces {
			ui.WriteFloats(&h, float64(id))
		}
	}
	b.StacksHash = h.Sum64()
}

// StackAt is the stack drawn in a hex.
func (b *Board) StackAt(h game.Hex) []game.PieceID {
	for _, st := range b.Stacks {
		if st.Hex == h {
			return st.Pieces
		}
	}
	return nil
}

// CounterRects gives the screen square of each visible counter of a stack.
func (b *Board) CounterRects(st paper.Stack) []ui.Rect {
	S := b.CounterSize()
	c := b.ToScreen(b.Lay.Center(st.Hex))
	n := len(st.Pieces)
	out := make([]ui.Rect, n)
	for i := range st.Pieces {
		p := paper.CounterAt(c, S, n, i)
		out[i] = ui.Rect{X: p.X, Y: p.Y, W: S, H: S}
	}
	return out
}

// PieceAtScreen is the topmost counter under the pointer.
func (b *Board) PieceAtScreen(x, y float64) (game.PieceID, game.Hex) {
	if !b.ShowPiece || !b.MapView.In(x, y) {
		return game.None, game.NoHex
	}
	for i := len(b.Stacks) - 1; i >= 0; i-- {
		st := b.Stacks[i]
		rs := b.CounterRects(st)
		for j := len(rs) - 1; j >= 0; j-- {
			if rs[j].In(x, y) {
				return st.Pieces[j], st.Hex
			}
		}
	}
	return game.None, game.NoHex
}

// CampSitesNow caches the legal base camp hexes (3.1).
func (b *Board) CampSitesNow() map[game.Hex]bool {
	key := len(b.G.Log)
	if b.CampSites != nil && b.CampKey == key {
		return b.CampSites
	}
	b.CampSites = map[game.Hex]bool{}
	for _, h := range b.G.State.CampSites() {
		b.CampSites[h] = true
	}
	b.CampKey = key
	return b.CampSites
}

// AttackHexes are the hexes whose teams could attack the chosen enemy.
func (b *Board) AttackHexes() []game.Hex { return b.Shown().AttackHexes(b.AttackSel) }

func (b *Board) AttackPanel() ui.Rect {
	s := b.Scale
	n := len(b.AttackHexes())
	h := 50*s + float64(n)*(112*s) + b.SupportHeight()
	r := ui.Rect{X: b.MapView.X + 12*s, Y: b.MapView.Y + 12*s, W: 330 * s, H: min(h, b.MapView.H-70*s)}
	if p := b.ToScreen(b.Lay.Center(b.Shown().P(b.AttackSel).Hex)); p.X < b.MapView.X+b.MapView.W/2 {
		r.X = b.MapView.X + b.MapView.W - r.W - 12*s
	}
	return r
}

func (b *Board) HexPts(h game.Hex, shrink float64) []ui.Pt { return b.Seen().HexPts(h, shrink) }

func (b *Board) FillHex(dst *ebiten.Image, h game.Hex, c color.Color, shrink float64) {
	ui.FillConvex(dst, b.HexPts(h, shrink), c)
}

func (b *Board) StrokeHex(dst *ebiten.Image, h game.Hex, c color.Color, w, shrink float64) {
	ui.StrokeClosed(dst, b.HexPts(h, shrink), w, c)
}

func (b *Board) Line(dst *ebiten.Image, p, q ui.Pt, w float64, c color.Color) {
	ui.DrawLine(dst, p, q, w, c)
}

func (b *Board) DrawMap(dst *ebiten.Image) {
	b.MapImg.Draw(dst, b.Cam.Ox, b.Cam.Oy, b.Cam.Zoom, b.MapView.X, b.MapView.Y)
	if b.IdsOnScreen() {
		b.DrawHexIDs(dst)
	} else {
		b.Ids.Release()
	}
}

// IdLayer is the hex ids drawn at screen resolution for one zoom, over
// the view and a margin, so panning reuses it.
type IdLayer struct {
	Img    *ebiten.Image
	Zoom   float64
	Ox, Oy float64 // world point at the layer's top-left
	W, H   int
	Valid  bool
}

// DrawHexIDs writes the visible hexes' ids at screen resolution.
func (b *Board) DrawHexIDs(dst *ebiten.Image) {
	L := &b.Ids
	W, H := TexFit(b.MapView.W), TexFit(b.MapView.H)
	mx, my := (float64(W)-b.MapView.W)/2, (float64(H)-b.MapView.H)/2 // the margins
	if L.Img == nil || L.W != W || L.H != H {
		if L.Img != nil {
			L.Img.Deallocate()
		}
		L.Img, L.W, L.H, L.Valid = ui.BigImage(W, H), W, H, false
	}
	vx0, vy0 := b.ToWorld(b.MapView.X, b.MapView.Y)
	vx1, vy1 := b.ToWorld(b.MapView.X+b.MapView.W, b.MapView.Y+b.MapView.H)
	z := b.Cam.Zoom
	inside := L.Valid && L.Zoom == z && vx0 >= L.Ox && vy0 >= L.Oy && vx1 <= L.Ox+float64(W)/z && vy1 <= L.Oy+float64(H)/z
	if !inside {
		L.Img.Clear()
		L.Zoom, L.Ox, L.Oy, L.Valid = z, vx0-mx/z, vy0-my/z, true
		b.RenderHexIDs(L.Img, L.Ox, L.Oy, z, float64(W), float64(H))
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(b.MapView.X+(L.Ox-b.Cam.Ox)*z), math.Round(b.MapView.Y+(L.Oy-b.Cam.Oy)*z))
	dst.DrawImage(L.Img, op)
}

// RenderHexIDs draws ids for the world region at (ox, oy) seen at zoom z
// into an image of w×h pixels.
func (b *Board) RenderHexIDs(dst *ebiten.Image, ox, oy, z, w, h float64) {
	R := BaseR * z
	size := max(ui.TextFloor, math.Round(R*0.25/b.Scale*2)/2)
	x0, y0 := ox, oy
	x1, y1 := ox+w/z, oy+h/z
	c0 := max(1, int((x0-b.Lay.Margin)/(BaseR*1.5)))
	c1 := min(b.Rules.Board.Cols, int((x1-b.Lay.Margin)/(BaseR*1.5))+2)
	r0 := max(1, int((y0-b.Lay.Margin)/(BaseR*paper.Sqrt3)))
	r1 := min(b.Rules.Board.Rows, int((y1-b.Lay.Margin)/(BaseR*paper.Sqrt3))+2)
	clr := color.NRGBA{46, 40, 25, 215}
	for c := c0; c <= c1; c++ {
		for r := r0; r <= r1; r++ {
			hx := game.Hex{Col: c, Row: r}
			wc := b.Lay.Center(hx)
			p := ui.Pt{(wc.X - ox) * z, (wc.Y - oy) * z}
			b.U.Text(dst, hx.String(), p.X, p.Y-R*0.66, size, false, clr, 0.5)
		}
	}
}

// DrawMissionPulse rings the current mission's hex; alpha pulses.
func (b *Board) DrawMissionPulse(dst *ebiten.Image, alpha uint8) {
	st := b.Shown()
	if st.Mission != game.None && st.P(st.Mission).Place == game.OnMap {
		h := st.P(st.Mission).Hex
		casing := ui.MissionCasing
		casing.A = alpha
		b.StrokeHex(dst, h, casing, 7*b.Scale, 1.0)
		ring := ui.MissionRing
		ring.A = alpha
		b.StrokeHex(dst, h, ring, 4*b.Scale, 1.0)
	}
}

func (b *Board) DrawLabels(dst *ebiten.Image) {
	z := b.Cam.Zoom / b.Scale
	if z < LabelMinZoom {
		return
	}
	size := LabelSize(z)
	for _, lb := range b.MapLabels() {
		p0, p1 := b.ToScreen(ui.Pt{lb.Box.X0, lb.Box.Y0}), b.ToScreen(ui.Pt{lb.Box.X1, lb.Box.Y1})
		if p1.X < b.MapView.X || p1.Y < b.MapView.Y || p0.X > b.MapView.X+b.MapView.W || p0.Y > b.MapView.Y+b.MapView.H {
			continue
		}
		clr, halo := color.Color(paper.ColInk), color.Color(color.NRGBA{244, 238, 219, 220})
		bold := true
		if lb.River {
			clr, halo, bold = ui.RGB(0x1F4E79), color.NRGBA{234, 242, 248, 200}, false
		}
		ui.FillRect(dst, ui.Rect{X: p0.X, Y: p0.Y, W: p1.X - p0.X, H: p1.Y - p0.Y}, halo)
		c := b.ToScreen(ui.Pt{lb.X, lb.Y})
		b.U.Text(dst, lb.Name, c.X, c.Y, size*lb.Scale, bold, clr, 0.5)
	}
}

// CounterImg is a counter's cached image, drawn at about S pixels.
func (b *Board) CounterImg(f paper.CounterFace, S float64) (*ebiten.Image, float64) {
	q := int(math.Round(S))
	if q > 40 {
		q = int(math.Round(S/4)) * 4
	}
	q = max(q, 8)
	k := CounterKey{f, q, b.Scale}
	img, ok := b.Counters[k]
	if !ok {
		if len(b.Counters) > 600 {
			clear(b.Counters)
		}
		img = ebiten.NewImageFromImage(paper.CounterImageScaled(f, q, b.Scale))
		b.Counters[k] = img
	}
	return img, S / float64(q)
}

func (b *Board) DrawCounterAt(dst *ebiten.Image, f paper.CounterFace, x, y, S float64, alpha float32) {
	img, sc := b.CounterImg(f, S)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(sc, sc)
	op.GeoM.Translate(x, y)
	op.Filter = ebiten.FilterLinear
	op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, op)
}

func (b *Board) Face(id game.PieceID) paper.CounterFace {
	return paper.PieceFace(b.Shown(), id)
}

func (b *Board) BreakdownSize(lines []string) (w, h float64) {
	s := b.Scale
	return 290 * s, 26*s + float64(len(b.BreakdownRows(lines)))*17*s + 6*s
}

// BreakdownRow is one printed row of a breakdown card: a label, wrapped
// onto as many rows as it needs (never cut, as a term's rule section ends
// it), and its value on the label's last row.
type BreakdownRow struct {
	Label, Value string
	Bold         bool
}

// BreakdownRows wraps the card's "label|value" lines into the rows it
// prints, the label within the card's width less the value's column.
func (b *Board) BreakdownRows(lines []string) []BreakdownRow {
	s := b.Scale
	var rows []BreakdownRow
	for i, ln := range lines {
		l, v, _ := strings.Cut(ln, "|")
		bold := i == len(lines)-1 || strings.HasPrefix(l, "Noise") || strings.HasPrefix(l, "Win") || strings.HasPrefix(l, "Movement allowance")
		indent := l[:len(l)-len(strings.TrimLeft(l, " "))]
		parts := b.U.Wrap(l, 290*s-70*s, 11.5, bold)
		for j, p := range parts {
			r := BreakdownRow{Label: p, Bold: bold}
			if j > 0 {
				r.Label = indent + "  " + p
			} else {
				r.Label = indent + p
			}
			if j == len(parts)-1 {
				r.Value = v
			}
			rows = append(rows, r)
		}
	}
	return rows
}

// BreakdownRect is where a breakdown card of lines asked at (x, y)
// shows: pushed back inside the map view, above the action bar's row.
func (b *Board) BreakdownRect(x, y float64, lines []string) ui.Rect {
	s := b.Scale
	w, h := b.BreakdownSize(lines)
	if x+w > b.MapView.X+b.MapView.W {
		x = b.MapView.X + b.MapView.W - w - 4*s
	}
	if y+h > b.MapView.Y+b.MapView.H-40*s {
		y = b.MapView.Y + b.MapView.H - 40*s - h
	}
	return ui.Rect{X: x, Y: y, W: w, H: h}
}

// DrawBreakdown draws a small card of "label|value" lines.
func (b *Board) DrawBreakdown(dst *ebiten.Image, x, y float64, title string, lines []string) {
	s := b.Scale
	r := b.BreakdownRect(x, y, lines)
	x, y, w := r.X, r.Y, r.W
	ui.Panel(dst, r, s)
	b.U.Text(dst, title, x+8*s, y+13*s, 12, true, ui.Ink, 0)
	for i, row := range b.BreakdownRows(lines) {
		yy := y + 32*s + float64(i)*17*s
		b.U.Text(dst, row.Label, x+10*s, yy, 11.5, row.Bold, ui.Ink, 0)
		b.U.Text(dst, row.Value, x+w-10*s, yy, 11.5, true, ui.Ink, 1)
	}
}

// MagnifierTitle names the hovered hex; over a stack it says that a
// click spreads it open (spread.go).
func (b *Board) MagnifierTitle() string {
	t := fmt.Sprintf("Hex %s · %s", b.HoverHex, b.Rules.Board.Terrain(b.HoverHex))
	if len(b.StackAt(b.HoverHex)) > 1 {
		t += " · click to spread"
	}
	return t
}

// PathPoints are the screen points of a walk from `from` along path.
func (b *Board) PathPoints(from game.Hex, path []game.Hex) []ui.Pt {
	out := []ui.Pt{b.ToScreen(b.Lay.Center(from))}
	for _, h := range path {
		out = append(out, b.ToScreen(b.Lay.Center(h)))
	}
	return out
}

func (b *Board) DrawAnimation(dst *ebiten.Image) {
	e := b.Anim.Cur
	if e == nil {
		return
	}
	s := b.Scale
	t := b.Anim.T
	S := b.CounterSize()
	switch e.Type {
	case game.EvMove, game.EvEnemyMove:
		from := e.From
		pts := b.PathPoints(from, e.Path)
		p, _ := Along(pts, b.Stepped(t/b.Anim.Dur*1.15, len(pts)-1))
		for i := 1; i < len(pts); i++ {
			b.Line(dst, pts[i-1], pts[i], 3*s, color.NRGBA{20, 20, 20, 120})
		}
		ids := e.Pieces
		if e.Type == game.EvEnemyMove {
			ids = []game.PieceID{e.Piece}
		}
		for i, id := range ids[max(0, len(ids)-4):] {
			b.DrawCounterAt(dst, b.Face(id), p.X-S/2+float64(i)*S*0.07, p.Y-S/2-float64(i)*S*0.07, S, 1)
		}
	case game.EvScatter:
		pts := b.PathPoints(e.From, e.Path)
		b.StrokeHex(dst, e.From, color.NRGBA{220, 30, 20, 255}, 3*s, 0.95)
		walk := (t - view.DiceTime - 0.3) / (0.18 * float64(len(e.Path)))
		if walk <= 0 {
			return
		}
		p, leg := Along(pts, b.Stepped(walk, len(e.Path)))
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
				b.Line(dst, pts[i-1], end, 3.5*s, color.NRGBA{190, 30, 20, 220})
			} else {
				// wrapped round the map edge (12.8)
				b.FillHex(dst, hx, color.NRGBA{190, 30, 20, 60}, 0.9)
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
			b.FillHex(dst, e.Hex, color.NRGBA{40, 90, 200, 120}, 0.9)
		}
		b.DrawCounterAt(dst, b.Face(e.Piece), p.X-S/2, p.Y-S/2, S, 1)
	case game.EvCombat, game.EvFriendlyFire, game.EvEliminated, game.EvDetected, game.EvCasualty, game.EvSuppression, game.EvNoise:
		pulse := b.PulseWave(t * 10)
		c := WithAlpha(PulseBad, uint8(120+120*pulse))
		if e.Type == game.EvNoise && len(e.Dice) > 0 && t < view.DiceTime {
			// the d10 still tumbles: a neutral ring, not yet the verdict
			if e.Hex != game.NoHex {
				b.StrokeHex(dst, e.Hex, WithAlpha(PulseUndecided, uint8(120+120*pulse)), 5*s, 1)
			}
			return
		}
		if e.Type == game.EvNoise && !e.Success {
			// nobody heard: dashed, not only another colour
			if e.Hex != game.NoHex {
				b.StrokeHexDashed(dst, e.Hex, WithAlpha(PulseQuiet, uint8(120+120*pulse)), 5*s, 1)
			}
			return
		}
		if e.Hex != game.NoHex {
			b.StrokeHex(dst, e.Hex, c, 5*s, 1)
		}
		if e.From != game.NoHex && e.From != e.Hex {
			b.StrokeHex(dst, e.From, c, 5*s, 1)
			b.Line(dst, b.ToScreen(b.Lay.Center(e.From)), b.ToScreen(b.Lay.Center(e.Hex)), 4*s, c)
		}
	case game.EvMission, game.EvAccomplished:
		if e.Hex != game.NoHex {
			pulse := b.PulseWave(t * 8)
			b.StrokeHex(dst, e.Hex, color.NRGBA{240, 190, 30, uint8(150 + 100*pulse)}, 6*s, 1)
		}
	}
}

// EventCardLayout places the card of the event e: at the top of the map
// view, or, when the hexes it is about are under it, at the bottom,
// above barY (the action bar's top, one row or two).
func (b *Board) EventCardLayout(e *game.Event, barY float64) EventCard {
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
	S := b.CounterSize()
	for _, hx := range spots {
		if hx == game.NoHex {
			continue
		}
		p := b.ToScreen(b.Lay.Center(hx))
		if p.X > r.X-S && p.X < r.X+r.W+S && p.Y > r.Y-S && p.Y < r.Y+r.H+S {
			r.Y = max(b.MapView.Y+14*s, barY-10*s-h)
			break
		}
	}
	return EventCard{R: r, Lines: lines, TextLines: textLines, ShowCounter: showCounter}
}

// DrawDie draws a die tumbling, then settled on its face: a d6 with
// pips, a d10 as a kite with its numeral ("0" for ten, 2.1).
func (b *Board) DrawDie(dst *ebiten.Image, x, y, size float64, d game.Die, t float64, k int) {
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
	// polygon fills and outlines the die's face, its corners turned with the roll
	polygon := func(pts [][2]float64, fill color.Color, join vector.LineJoin) {
		var p vector.Path
		for i, q := range pts {
			px, py := rotp(q[0], q[1])
			if i == 0 {
				p.MoveTo(px, py)
			} else {
				p.LineTo(px, py)
			}
		}
		p.Close()
		vector.FillPath(dst, &p, &vector.FillOptions{}, &vector.DrawPathOptions{AntiAlias: true, ColorScale: ui.ColorScale(fill)})
		vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(2 * s), LineJoin: join}, &vector.DrawPathOptions{AntiAlias: true, ColorScale: ui.ColorScale(ui.Ink)})
	}
	if d.Sides == 6 {
		r := size * 0.16
		polygon([][2]float64{{x + r, y}, {x + size - r, y}, {x + size, y + r}, {x + size, y + size - r}, {x + size - r, y + size}, {x + r, y + size}, {x, y + size - r}, {x, y + r}},
			ui.RGB(0xFAF7EE), vector.LineJoinMiter)
		pip := [7][][2]float64{{}, {{.5, .5}}, {{.25, .25}, {.75, .75}}, {{.25, .25}, {.5, .5}, {.75, .75}},
			{{.25, .25}, {.75, .25}, {.25, .75}, {.75, .75}}, {{.25, .25}, {.75, .25}, {.5, .5}, {.25, .75}, {.75, .75}},
			{{.25, .22}, {.75, .22}, {.25, .5}, {.75, .5}, {.25, .78}, {.75, .78}}}
		for _, q := range pip[min(max(v, 1), 6)] {
			px, py := rotp(x+q[0]*size, y+q[1]*size)
			vector.FillCircle(dst, px, py, float32(size*0.09), ui.Ink, true)
		}
		return
	}
	polygon([][2]float64{{cx, y - size*0.05}, {x + size*1.02, cy - size*0.08}, {cx, y + size*1.05}, {x - size*0.02, cy - size*0.08}},
		ui.RGB(0xE07A1F), vector.LineJoinRound)
	face := fmt.Sprint(v % 10)
	b.U.Text(dst, face, cx, cy+size*0.05, size/s*0.42, true, color.White, 0.5)
}

// HexesRect bounds the screen points of some hexes, grown by m.
func (b *Board) HexesRect(m float64, hs ...game.Hex) ui.Rect { return b.Seen().HexesRect(m, hs...) }

// CursorPieces are the cursor's hex's pieces as the inspector lists
// them, the top one first.
func (b *Board) CursorPieces(h game.Hex) []game.PieceID {
	ids := slices.Clone(b.StackAt(h))
	slices.Reverse(ids)
	return ids
}

// ShadeLabels reports hexes large enough for a label beside the MP left.
func (b *Board) ShadeLabels() bool { return BaseR*b.Cam.Zoom >= 22*b.Scale }

// DrawSwatch draws a small software-drawn picture (a terrain hex, a map
// key symbol) in a square of side h, cached by id.
func (b *Board) DrawSwatch(dst *ebiten.Image, id string, x, y, h float64, draw func(c *paper.Canvas, ctr ui.Pt, R float64)) {
	if b.Swatches == nil {
		b.Swatches = map[string]*ebiten.Image{}
	}
	key := fmt.Sprintf("%s@%.0f", id, h)
	img, ok := b.Swatches[key]
	if !ok {
		n := int(math.Ceil(h))
		c := paper.NewCanvas(n, n)
		draw(c, ui.Pt{float64(n) / 2, float64(n) / 2}, float64(n)/2-1)
		img = ebiten.NewImageFromImage(c.Img)
		b.Swatches[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	dst.DrawImage(img, op)
}

// KeptView is the view to keep: the zoom over the UI scale and the middle
// of the view; before the first frame has placed the camera, what the run
// started with.
func (b *Board) KeptView() (zoom, x, y float64) {
	if !b.CamSet || b.Scale <= 0 {
		return b.Opt.Zoom, b.Opt.ViewX, b.Opt.ViewY
	}
	mw, mh := b.Lay.Size()
	cx, cy := b.ToWorld(b.MapView.X+b.MapView.W/2, b.MapView.Y+b.MapView.H/2)
	clamp01 := func(v float64) float64 { return math.Min(math.Max(v, 0), 1) }
	return b.Cam.Zoom / b.Scale, clamp01(cx / mw), clamp01(cy / mh)
}

// RestoreView puts the camera where the last run left it, once, brought
// into this window's range of zoom; with no kept zoom the camera stays
// where the first frame put it.
func (b *Board) RestoreView() {
	if b.Opt.Zoom <= 0 || math.IsNaN(b.Opt.Zoom) {
		return
	}
	mw, mh := b.Lay.Size()
	b.Cam.Zoom = math.Max(b.MinZoom(), math.Min(b.Opt.Zoom*b.Scale, MaxZoom*b.Scale))
	x, y := math.Min(math.Max(b.Opt.ViewX, 0), 1), math.Min(math.Max(b.Opt.ViewY, 0), 1)
	b.Cam.Ox = x*mw - b.MapView.W/2/b.Cam.Zoom
	b.Cam.Oy = y*mh - b.MapView.H/2/b.Cam.Zoom
	b.Opt.Zoom = 0 // a game loaded later keeps its own view
}

// Board is the map under the camera: the sheet and its layers, the
// stacks as drawn, and what the player has picked on it.
type Board struct {
	*view.Shared
	Cam      Camera
	CamSet   bool
	Lay      paper.Layout
	MapImg   *SheetImage
	Ids      IdLayer
	Sheet    SheetState
	Counters map[CounterKey]*ebiten.Image
	Swatches map[string]*ebiten.Image
	Stacks   []paper.Stack
	// what the stacks were built from, and a hash of them (frame.go)
	StacksKey  StacksFor
	StacksHash uint64
	Labels     LabelCache // the place names as placed (labels.go)
	HoverHex   game.Hex
	SelHex     game.Hex     // clicked hex, pinned in the inspector
	Spread     Spread       // its stack spread open beside it (spread.go)
	AttackSel  game.PieceID // enemy chosen in the combat phase
	Support    SupportPicks // indirect fire called into that attack (firesupport.go)
	NomWeapon  game.PieceID // weapon chosen for suppressive fire
	ShowPiece  bool         // the magnifier (H)
	CampSites  map[game.Hex]bool
	CampKey    int
	Follow     Follow      // the camera during the game system's events (follow.go)
	Shades     NoiseShades // the drag's chances of detection (noiseshade.go)
	// PaintTile paints one tile of the map sheet (the canvas's bounds are
	// the tile); nil paints the printed map. The crash test swaps in a
	// painter that fails, to see a tile's panic reach the crash handler.
	PaintTile func(c *paper.Canvas)
	card      cardImage // the event card as last drawn (eventcard.go)
}

// Along is the point a fraction f of the way along a walk, and the index
// of the leg it is on; legs between hexes that are not adjacent (a scatter
// wrapping round the map edge) jump.
func Along(pts []ui.Pt, f float64) (ui.Pt, int) {
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

// EventCard is the layout of the card that explains an event.
type EventCard struct {
	R           ui.Rect
	Lines       []string // "label|value" lines
	TextLines   []string // the event's text, wrapped
	ShowCounter bool
}

// BaseR is the hex radius of the cached map sheet, in map pixels.
const BaseR = paper.SheetR

// MaxZoom is the closest the map zooms, over the UI scale (as zoomAt).
const MaxZoom = 1.7
