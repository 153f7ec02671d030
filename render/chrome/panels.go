package chrome

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// DrawTopBar draws the header: the turn and phase, what to do next, and
// the note on the window's size; its rule numbers through link.
func (c *Chrome) DrawTopBar(dst *ebiten.Image, link board.LinkFunc) {
	st := c.Shown()
	s := c.Scale
	r := c.Top
	ui.FillRect(dst, r, ui.TopBar)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y + r.H - 3*s, W: r.W, H: 3 * s}, ui.RGB(0x8A7A3A))
	title, size := HeaderTitle(c.U, PhaseTitle(st), HeaderTitleRoom(r, s))
	link(title, r.X+12*s, r.Y+15*s, size, true, ui.BandText)
	hint := c.StepHint()
	if e := c.Anim.Cur; e != nil {
		hint = c.Keys().Says(fmt.Sprintf("The game system is at work: %s. {skip} skips this step, {skip-all} all of them.", strings.ToLower(board.EventTitle(e))))
	}
	lines, rows := c.HintLines(hint, r.W), c.HintRows()
	if len(lines) > rows {
		lines = lines[:rows] // the events' words, for a moment
	}
	for i, l := range lines {
		link(l, r.X+12*s, r.Y+34*s+float64(i)*HintH*s, 11.5, false, ui.BandMuted)
	}
	if c.Note != "" {
		y := r.Y + (HeaderH+float64(rows-2)*HintH+NoteH/2-2)*s
		c.U.Text(dst, ui.Fit(c.U, c.Note, r.W-24*s, 11), r.X+12*s, y, 11, false, ui.BandText, 0)
	}
}

// DrawLeft draws the left panel: the purchase points, the mission, the
// boxes, the terrain chart, the map key and the scatter diagram.
func (c *Chrome) DrawLeft(dst *ebiten.Image, b *board.Board) { c.drawLeft(dst, b, false) }

func (c *Chrome) drawLeft(dst *ebiten.Image, b *board.Board, redrawn bool) {
	if c.LeftFolded() {
		c.DrawFoldedStrip(dst, c.Left, true)
		return
	}
	st := c.Shown()
	s := c.Scale
	r := c.Left
	ui.FillRect(dst, r, ui.Paper)
	x := r.X + 12*s
	w := r.W - 24*s
	// the sections scroll under the title band, inside the view
	view := c.leftView()
	whole := dst
	dst = dst.SubImage(OuterRect(view).Intersect(dst.Bounds())).(*ebiten.Image)
	text := func(t string, x, y, size float64, bold bool, clr color.Color, ax float64) {
		if h := size * s / 2; (y-h < view.Y || y+h > view.Y+view.H) && !c.U.Repeat {
			c.U.Repeat = true // cut by the view's edge: not read as shown
			defer func() { c.U.Repeat = false }()
		}
		c.U.Text(dst, t, x, y, size, bold, clr, ax)
	}
	n, fit := c.leftRows()
	top := r.Y + LeftTop*s - float64(c.LeftScroll.Clamp(n, fit))*LeftStep*s
	y := top
	var sections []leftSection
	section := func(name string) {
		if n := len(sections); n > 0 {
			sections[n-1].end = y
		}
		sections = append(sections, leftSection{name, y, 0})
	}
	section("purchase points")

	// PP track (6.2)
	text("PURCHASE POINTS", x, y+6*s, 11, true, ui.Muted, 0)
	text(fmt.Sprint(st.PP), x+w, y+8*s, 20, true, ui.Ink, 1)
	y += 20 * s
	trackW := w
	maxPP := 150.0
	ui.FillRect(dst, ui.Rect{X: x, Y: y, W: trackW, H: 12 * s}, ui.Paper2)
	for v := 0; v <= 150; v += 10 {
		tx := x + trackW*float64(v)/maxPP
		ui.DrawLine(dst, ui.Pt{tx, y}, ui.Pt{tx, y + 12*s}, 1*s, ui.Muted)
	}
	ui.FillRect(dst, ui.Rect{X: x, Y: y + 3*s, W: trackW * math.Min(float64(st.PP), maxPP) / maxPP, H: 6 * s}, ui.Accent)
	ui.StrokeRect(dst, ui.Rect{X: x, Y: y, W: trackW, H: 12 * s}, 1*s, ui.Ink)
	y += 22 * s

	// the mission (7.0)
	section("mission")
	text("CURRENT MISSION", x, y+6*s, 11, true, ui.Muted, 0)
	y += 14 * s
	if st.Mission != game.None {
		sp := st.Spec(st.Mission)
		y = c.missionCard().Y // where a click finds it
		b.DrawCounterAt(dst, paper.SpecFace(sp), x, y, 58*s, 1)
		tx := x + 66*s
		lines := c.U.Wrap(sp.Name, w-66*s, 12.5, true)
		for i, l := range lines {
			text(l, tx, y+8*s+float64(i)*15*s, 12.5, true, ui.Ink, 0)
		}
		yy := y + 8*s + float64(len(lines))*15*s
		text(fmt.Sprintf("Award %d PP · at %s", sp.Firepower, st.P(st.Mission).Hex), tx, yy, 11, false, ui.Ink, 0)
		yy += 15 * s
		for _, l := range c.U.Wrap("Needs: "+game.RequirementText(sp.Requires), w-66*s, 11, true) {
			text(l, tx, yy, 11, true, ui.Needs, 0)
			yy += 14 * s
		}
		y = math.Max(y+66*s, yy)
	} else {
		text("None yet: drawn in the Mission", x, y+8*s, 11, false, ui.Muted, 0)
		text("Objective Placement Phase.", x, y+22*s, 11, false, ui.Muted, 0)
		y += 36 * s
	}
	y += 4 * s

	// boxes and pools
	section("score")
	v := st.Victory()
	box := func(label string, n int, bx, by, bw float64, clr color.Color) {
		br := ui.Rect{X: bx, Y: by, W: bw, H: 38 * s}
		ui.FillRect(dst, br, ui.Paper2)
		ui.StrokeRect(dst, br, 1*s, ui.Ink)
		if c.U.Width(label, 11, false) > bw-6*s {
			label = boxShort[label]
		}
		text(ui.Fit(c.U, label, bw-6*s, 11), bx+bw/2, by+11*s, 11, false, ui.Muted, 0.5)
		text(fmt.Sprint(n), bx+bw/2, by+27*s, 15, true, clr, 0.5)
	}
	bw := (w - 8*s) / 3
	box("Accomplished", v.Accomplished, x, y, bw, ui.Accent)
	box("Forfeited", v.Forfeited, x+bw+4*s, y, bw, ui.Red)
	box("Teams lost", v.TeamsLost, x+2*(bw+4*s), y, bw, ui.Red)
	y += 42 * s
	box("Enemy cup", len(st.InCup(game.KindEnemy)), x, y, bw, ui.StatEnemy)
	box("Casualties", len(st.InCup(game.KindCasualty)), x+bw+4*s, y, bw, ui.Ink)
	box("Missions", len(st.InCup(game.KindMission)), x+2*(bw+4*s), y, bw, ui.StatMission)
	y += 42 * s
	text(ScoreLine(v), x, y+6*s, 11, false, ui.Ink, 0)
	y += 18 * s

	// the optional rules the game plays by (16.0-18.0), fixed at its start
	section("optional rules")
	text("OPTIONAL RULES", x, y+6*s, 11, true, ui.Muted, 0)
	y += 14 * s
	for _, l := range OptionsInPlay(st.Options) {
		text(l, x, y+6*s, 11, false, ui.Ink, 0)
		y += 14 * s
	}
	y += 6 * s

	// terrain chart (10.7, 12.1, 13.0)
	section("terrain chart")
	text("TERRAIN CHART", x, y+6*s, 11, true, ui.Muted, 0)
	y += 14 * s
	cols := []float64{x + 30*s, x + w - 92*s, x + w - 50*s, x + w - 4*s}
	text("MP", cols[1], y+5*s, 11, true, ui.Muted, 1)
	text("Attack", cols[2], y+5*s, 11, true, ui.Muted, 1)
	text("Noise", cols[3], y+5*s, 11, true, ui.Muted, 1)
	y += 12 * s
	rowH := 21 * s
	for _, t := range game.AllTerrains() {
		v := c.Rules.Chart[t]
		hl := b.HoverHex != game.NoHex && c.Rules.Board.Terrain(b.HoverHex).Has(t) || (t == game.Clear && b.HoverHex != game.NoHex && c.Rules.Board.Terrain(b.HoverHex) == 0)
		if hl {
			ui.FillRect(dst, ui.Rect{X: x - 4*s, Y: y, W: w + 8*s, H: rowH}, ui.Highlight)
		}
		b.DrawSwatch(dst, "t"+t.String(), x, y, rowH, func(c *paper.Canvas, ctr ui.Pt, R float64) {
			cs := paper.HexCorners(ctr, R)
			c.Poly(paper.TerrainColor(paper.BaseTerrain(game.TerrainSet(0).With(t))), cs[:]...)
			if t == game.Trail {
				paper.Dashed(c, ui.Pt{ctr.X - R, ctr.Y}, ui.Pt{ctr.X + R, ctr.Y}, R*0.14, R*0.3, R*0.2, paper.ColTrail)
			} else {
				paper.DrawTerrainSymbols(c, game.TerrainSet(0).With(t), ctr, R, game.Hex{Col: 3, Row: 3})
			}
			var o paper.Shape
			o.Outline(1, cs[:]...)
			c.Fill(&o, paper.ColGrid)
		})
		text(t.String(), cols[0], y+rowH/2, 11, hl, ui.Ink, 0)
		text(fmt.Sprint(v.Cost), cols[1], y+rowH/2, 11, true, ui.Ink, 1)
		text(paper.Signed(v.Penalty), cols[2], y+rowH/2, 11, false, ui.Ink, 1)
		text(paper.Signed(v.Noise), cols[3], y+rowH/2, 11, false, ui.Ink, 1)
		y += rowH
	}

	// map key and the scatter diagram (12.8)
	y += 10 * s
	section("map key")
	text("MAP KEY", x, y+6*s, 11, true, ui.Muted, 0)
	y += 16 * s
	keys := []struct {
		id, label string
		draw      func(c *paper.Canvas, ctr ui.Pt, R float64)
	}{
		{"kfob", FobKey, paper.DrawFOBKey},
		{"kplace", "Mission placement hex (7.0)", func(c *paper.Canvas, ctr ui.Pt, R float64) {
			cs := paper.HexCorners(ctr, R)
			c.Poly(paper.ColClear, cs[:]...)
			d := R * 0.4
			c.Poly(ui.RGB(0xF2C230), ui.Pt{ctr.X, ctr.Y - d}, ui.Pt{ctr.X + d, ctr.Y}, ui.Pt{ctr.X, ctr.Y + d}, ui.Pt{ctr.X - d, ctr.Y})
		}},
		{"kriver", "River: all-water hex (11.0)", func(c *paper.Canvas, ctr ui.Pt, R float64) {
			cs := paper.HexCorners(ctr, R)
			c.Poly(paper.ColRiver, cs[:]...)
			paper.DrawWaves(c, ctr, R)
		}},
	}
	for _, k := range keys {
		b.DrawSwatch(dst, k.id, x, y, 21*s, k.draw)
		text(k.label, x+30*s, y+10.5*s, 11, false, ui.Ink, 0)
		y += 21 * s
	}
	y += 8 * s
	section("enemy scatter")
	rows := c.scatterText(x+84*s, y+20*s, w-84*s)
	text("ENEMY SCATTER (12.8)", x, y+6*s, 11, true, ui.Muted, 0)
	for _, l := range rows {
		text(l.Text, l.R.X, l.R.Y+l.R.H/2, 11, false, ui.Ink, 0)
	}
	b.DrawSwatch(dst, "scatter", x, y+12*s, 76*s, func(c *paper.Canvas, ctr ui.Pt, R float64) {
		cs := paper.HexCorners(ctr, R*0.55)
		c.Poly(paper.ColClear, cs[:]...)
		var o paper.Shape
		o.Outline(1.2, cs[:]...)
		c.Fill(&o, paper.ColInk)
		f := paper.Face(paper.FontBold, R*0.26)
		for d := 1; d <= 6; d++ {
			a := -math.Pi/2 + float64(d-1)*math.Pi/3
			c.Text(f, fmt.Sprint(d), ctr.X+math.Cos(a)*R*0.8, ctr.Y+math.Sin(a)*R*0.8, 0.5, paper.ColInk)
			c.Line(paper.RGBA(0x3B3326, 160), 1, ui.Pt{ctr.X + math.Cos(a)*R*0.2, ctr.Y + math.Sin(a)*R*0.2}, ui.Pt{ctr.X + math.Cos(a)*R*0.62, ctr.Y + math.Sin(a)*R*0.62})
		}
	})
	last := rows[len(rows)-1].R
	y = math.Max(y+92*s, last.Y+last.H+4*s)
	section("")
	c.leftSections = sections[:len(sections)-1]
	scrolled := c.LeftScrolls()
	c.LeftH = y - top
	if c.LeftScrolls() != scrolled && !redrawn {
		// the view was laid out for the sections as they were before
		c.drawLeft(whole, b, true)
		return
	}
	c.drawLeftFrame(whole)
}

// optionalRules are the optional rules a game may play by (16.0-18.0),
// named as the new-game menu names them.
var optionalRules = []struct {
	rule, name string
	on         func(game.Options) bool
}{
	{"16.0", "New old stock", func(o game.Options) bool { return o.NewOldStock }},
	{"17.0", "Misadventure", func(o game.Options) bool { return o.Misadventure }},
	{"18.0", "Weapon characteristics", func(o game.Options) bool { return o.WeaponCharacteristics }},
}

// OptionsInPlay are the lines naming the optional rules in play, each
// with its section: "None: the standard rules only." when none are.
func OptionsInPlay(o game.Options) []string {
	var out []string
	for _, r := range optionalRules {
		if r.on(o) {
			out = append(out, r.name+" ("+r.rule+")")
		}
	}
	if len(out) == 0 {
		return []string{"None: the standard rules only."}
	}
	return out
}

// ScatterText is what the scatter diagram's words say (12.8).
const ScatterText = "Direction d6: 1 north, then clockwise. Distance d6: hexes out; off the map, back in at the far side."

// textRow is a row of text and the box it is drawn in.
type textRow struct {
	Text string
	R    ui.Rect
}

// scatterText wraps ScatterText into rows w wide from (x, y), the first
// row's middle; rows beside the panel's fold button end short of it.
func (c *Chrome) scatterText(x, y, w float64) []textRow {
	s := c.Scale
	fold := c.leftFoldRect()
	rowH := 14 * s
	width := func(i int) float64 {
		r := ui.Rect{X: x, Y: y + float64(i)*rowH - rowH/2, W: w, H: rowH}
		if r.Y < fold.Y+fold.H && r.Y+r.H > fold.Y {
			return min(w, fold.X-4*s-x)
		}
		return w
	}
	var rows []textRow
	for i, l := range c.U.WrapRows(ScatterText, width, 11, false) {
		rows = append(rows, textRow{l, ui.Rect{X: x, Y: y + float64(i)*rowH - rowH/2, W: c.U.Width(l, 11, false), H: rowH}})
	}
	return rows
}

// DrawRight draws the right panel's forces or inspected hex h, its rows
// lit under a piece of gear dragged (drag, at the pointer p) or chosen
// on the board (b).
func (c *Chrome) DrawRight(dst *ebiten.Image, b *board.Board, p *board.Pointer, drag *board.DragInfo, h game.Hex) {
	if c.RightFolded() {
		c.DrawFoldedStrip(dst, c.Right, false)
		return
	}
	st := c.Shown()
	s := c.Scale
	r := c.Right
	ui.FillRect(dst, r, ui.Paper)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: 2 * s, H: r.H}, ui.Ink)
	x := r.X + 10*s
	w := r.W - 20*s
	title := "YOUR FORCES"
	sub := "Click one to find it; hover a hex to inspect it."
	if h != game.NoHex {
		title = fmt.Sprintf("HEX %s", h)
		tv := st.Terrain(h)
		sub = fmt.Sprintf("%s · MP %d · attack %s · noise %s", c.Rules.Board.Terrain(h), tv.Cost, paper.Signed(tv.Penalty), paper.Signed(tv.Noise))
		if name, ok := c.Rules.Board.Labels[h]; ok {
			title += " · " + name
		}
	}
	c.U.Text(dst, title, x, r.Y+16*s, 13, true, ui.Ink, 0)
	c.U.Text(dst, ui.Fit(c.U, sub, w, 11), x, r.Y+34*s, 11, false, ui.Muted, 0)
	if h != game.NoHex {
		c.DrawHexNote(dst, h, x, r.Y+50*s)
	}
	if h != game.NoHex && len(c.Rows) == 0 {
		c.U.Text(dst, "No pieces.", x, c.HexRowsTop(h)+4*s, 11, false, ui.Muted, 0)
	}
	for _, row := range c.Rows {
		id := row.Id
		sp := st.Spec(id)
		rr := row.R
		if drag != nil && drag.Mode == board.DragGear && rr.In(float64(p.Cur.X), float64(p.Cur.Y)) {
			ui.FillRect(dst, rr, ui.Selected)
		} else if b.NomWeapon == id || b.AttackSel == id {
			ui.FillRect(dst, rr, ui.Highlight)
		}
		b.DrawCounterAt(dst, b.Face(id), rr.X, rr.Y+1*s, 32*s, 1)
		tx := rr.X + 42*s
		room := c.RowsView.TextW
		if row.Button {
			room = RowTextRoom(rr.W, true, s)
		}
		c.U.Text(dst, sp.Name, tx, rr.Y+10*s, 12, true, ui.Ink, 0)
		for i, l := range c.U.Wrap(ForceInfo(st, id, row.Roster, row.Hex), room, 11, false) {
			c.U.Text(dst, l, tx, rr.Y+26*s+float64(i)*RowLineH*s, 11, false, ui.Muted, 0)
		}
	}
	c.DrawRowsBar(dst)
}

// DrawLog draws the game log, its rule numbers through link.
func (c *Chrome) DrawLog(dst *ebiten.Image, link board.LinkFunc) {
	s := c.Scale
	lr := c.LogRect()
	c.U.Text(dst, "GAME LOG", lr.X, lr.Y-12*s, 11, true, ui.Muted, 0)
	ui.FillRect(dst, lr, ui.LogBg)
	ui.StrokeRect(dst, lr, 1*s, ui.Muted)
	type wl struct {
		s    string
		bold bool
		c    color.Color
	}
	var lines []wl
	start := max(0, len(c.LogLines)-200)
	for i := range c.LogLines[start:] {
		l := &c.LogLines[start+i]
		txt := l.Text
		if l.Rule != "" {
			txt = "[" + l.Rule + "] " + txt
		}
		mark, clr, bold := LogStyle(l.Tone)
		txt = mark + txt
		if l.WrapW != lr.W {
			l.Wrapped, l.WrapW = c.U.Wrap(txt, lr.W-12*s, 11, bold), lr.W
		}
		for _, x := range l.Wrapped {
			lines = append(lines, wl{x, bold, clr})
		}
	}
	lh := 14 * s
	visible := int((lr.H - 8*s) / lh)
	maxScroll := max(0, len(lines)-visible)
	c.LogScroll = math.Min(c.LogScroll, float64(maxScroll))
	end := len(lines) - int(c.LogScroll)
	from := max(0, end-visible)
	for i, l := range lines[from:end] {
		link(l.s, lr.X+6*s, lr.Y+4*s+lh/2+float64(i)*lh, 11, l.bold, l.c)
	}
}

// boxShort is a box's label in a narrow left panel: abbreviated rather
// than cut.
var boxShort = map[string]string{"Accomplished": "Accompl.", "Teams lost": "Lost", "Casualties": "Casualt.", "Enemy cup": "Enemy"}

// DrawShop draws the shop, when it shows, its counters by b.
func (c *Chrome) DrawShop(dst *ebiten.Image, b *board.Board) {
	if !c.ShopVisible() {
		return
	}
	st := c.Shown()
	s := c.Scale
	r := c.ShopRect()
	ui.Panel(dst, r, s)
	title := "SHOP · Mission Objective Placement Phase (6.0)"
	if st.Phase == game.PhaseSetup {
		title = "SET-UP PURCHASES · teams, leaders, base camps (3.2, 3.3)"
	}
	c.U.Text(dst, title, r.X+12*s, r.Y+18*s, 13, true, ui.Ink, 0)
	sub := fmt.Sprintf("%d PP left.", st.PP)
	if st.Phase == game.PhaseSetup {
		var hand []string
		for _, id := range st.IDs() {
			if st.P(id).Place == game.Bought {
				hand = append(hand, st.Name(id))
			}
		}
		if len(hand) > 0 {
			sub += " In hand: " + strings.Join(hand, ", ") + "."
		}
	}
	if st.Mission != game.None {
		sub += " The mission needs: " + game.RequirementText(st.Spec(st.Mission).Requires) + " (highlighted)."
	}
	c.U.Text(dst, ui.Fit(c.U, sub, r.W-60*s, 11), r.X+12*s, r.Y+38*s, 11, false, ui.Ink, 0)
	c.U.Text(dst, "fire · cost · noise · move", r.X+62*s, r.Y+54*s, 11, false, ui.Muted, 0)
	rows := c.ShopPieces()
	rh := ShopRowH * s
	top, _, fit := c.ShopArea()
	first := c.ShopFirst()
	for i, row := range rows {
		if i < first || i >= first+fit {
			continue
		}
		ry := top + float64(i-first)*rh
		sp := st.Spec(row.Piece)
		if row.Needed {
			ui.FillRect(dst, ui.Rect{X: r.X + 4*s, Y: ry, W: r.W - 8*s, H: rh - 2*s}, ui.ShopHighlight)
		} else if i%2 == 1 {
			ui.FillRect(dst, ui.Rect{X: r.X + 4*s, Y: ry, W: r.W - 8*s, H: rh - 2*s}, ui.RowBg)
		}
		b.DrawCounterAt(dst, paper.SpecFace(sp), r.X+10*s, ry+3*s, 40*s, 1)
		c.U.Text(dst, sp.Name, r.X+60*s, ry+13*s, 12.5, true, ui.Ink, 0)
		if row.Left > 0 {
			c.U.Text(dst, fmt.Sprintf("%d left", row.Left), r.X+60*s+c.U.Width(sp.Name, 12.5, true)+8*s, ry+13*s, 11, false, ui.Muted, 0)
		}
		f := paper.SpecFace(sp)
		vals := []string{}
		for _, v := range []string{f.Fire, f.Cost, f.Noise, f.Move} {
			if v == "" {
				v = "–"
			}
			vals = append(vals, v)
		}
		desc := strings.Join(vals, " · ")
		if row.Needed {
			desc += "   — needed for the mission"
		}
		if sp.Kind == game.KindBaseCamp {
			desc = "a base camp: placed on the map (3.1, 12.10)"
		}
		ink := ui.Ink
		if row.Code == game.RefuseNotAvailable {
			desc, ink = row.Reason, ui.Muted // sold out: the row stays, saying so
		}
		c.U.Text(dst, ui.Fit(c.U, desc, r.W-70*s-c.ShopBarW()-float64(len(row.Buys))*76*s, 11), r.X+60*s, ry+30*s, 11, row.Needed, ink, 0)
	}
	if len(rows) == 0 {
		c.U.Text(dst, "Nothing left to buy.", r.X+12*s, top+14*s, 12, false, ui.Muted, 0)
	}
	c.DrawShopBar(dst)
}

// ForceInfo is a line of the forces panel under a piece's name: its status
// first (DETECTED, casualties, moved), where a narrow panel cannot cut it
// off, then its values.
func ForceInfo(st *game.State, id game.PieceID, roster bool, at game.Hex) string {
	sp, p := st.Spec(id), st.P(id)
	var info []string
	switch sp.Kind {
	case game.KindTeam:
		info = append(info, fmt.Sprintf("fire %d · noise %d · move %d", st.Firepower(id), st.NoiseValue(id), st.MoveValue(id)))
		info = append(info, fmt.Sprintf("portage %d/%d", st.Load(id), st.Portage(id)))
	case game.KindEnemy:
		info = append(info, fmt.Sprintf("attack %d · move %d", sp.Firepower, sp.Move))
	case game.KindMission:
		info = append(info, fmt.Sprintf("award %d · needs %s", sp.Firepower, game.RequirementText(sp.Requires)))
	default:
		if sp.IsPlus() || sp.IsLeader() {
			info = append(info, fmt.Sprintf("portage %d/%d", st.Load(id), st.Portage(id)))
		}
		if p.Carrier != game.None && st.P(p.Carrier).Place == game.OnMap {
			info = append(info, "hauled by "+st.Name(p.Carrier))
		} else if sp.Kind == game.KindGear && !sp.IsVehicle() {
			info = append(info, "loose")
		}
	}
	// the status first, where a narrow panel cannot cut it off
	var status []string
	if p.Detected {
		status = append(status, "DETECTED")
	}
	if p.Casualty != game.None {
		status = append(status, st.Name(p.Casualty))
	}
	if p.Moved {
		status = append(status, "moved")
	}
	if roster {
		status = append(status, "at "+at.String())
	}
	info = append(status, info...)
	return strings.Join(info, " · ")
}

// PhaseTitle is the header's title: the turn and the phase, with its rule.
func PhaseTitle(st *game.State) string {
	if st.Phase == game.PhaseSetup {
		step := [...]string{"buy teams, leaders, camps", "place base camps", "deploy"}[st.SetupStep]
		return fmt.Sprintf("Set-up · %s  [3.0]", step)
	}
	return fmt.Sprintf("Turn %d · %s  [%s]", st.Turn, st.Phase, st.Phase.Rule())
}

// ScoreLine is the score as the victory panel says it (5.0).
func ScoreLine(v game.Assessment) string {
	return fmt.Sprintf("Score %d: %s · leaders lost %d", v.Score, v.Level, v.LeadersLost)
}
