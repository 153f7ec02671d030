package chrome

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/keymap"
	"kandahar/render/ui"
)

// The chrome's controls that the rules' view lists: the prompt of the
// moment in words, the shop's buttons, the inspector's rows and their
// pieces' buttons, the fold buttons. Each button's action is handed to do,
// the shell's way of sending an action to the game.

// NextStep says in words what the player does next: the rules' prompt,
// how to do it in this window with the default keys, and the sections it
// rests on.
func NextStep(s *game.State) string { return NextStepKeys(s, keymap.Default) }

// StepHint is NextStep with the keys in force: the header's words.
func (c *Chrome) StepHint() string { return NextStepKeys(c.Shown(), c.Keys()) }

// NextStepKeys is NextStep naming the keys of m.
func NextStepKeys(s *game.State, m keymap.Map) string {
	p := s.Prompt()
	text := p.Text
	if p.Step == game.StepQuestion {
		text = "Answer the question: " + text
	}
	if g := stepGestures[p.Step]; g != "" {
		g = m.Says(strings.ReplaceAll(g, "End Phase", EndPhaseName(s))) // as the button says it
		text += " " + g
	}
	if p.Step == game.StepQuestion {
		return text
	}
	// the sections the text does not cite already: a reason may carry
	// its own ("the player ended the game (5.0)")
	var cite []string
	for _, r := range p.Rules {
		if !cites(p.Text, r) {
			cite = append(cite, r)
		}
	}
	if len(cite) > 0 {
		text += " (" + strings.Join(cite, ", ") + ")"
	}
	return text
}

// cites reports whether text names the section r: as a whole number,
// "5.0" not within "15.0" or "5.01".
func cites(text, r string) bool {
	num := func(b byte) bool { return b == '.' || b >= '0' && b <= '9' }
	for i := 0; ; {
		j := strings.Index(text[i:], r)
		if j < 0 {
			return false
		}
		j += i
		if (j == 0 || !num(text[j-1])) && (j+len(r) == len(text) || !num(text[j+len(r)])) {
			return true
		}
		i = j + 1
	}
}

// EndPhaseName is the End Phase button's name, as the rules' command
// names it: the header's words must be the button's.
func EndPhaseName(s *game.State) string {
	l := Command(s, game.CmdEndPhase).Label
	if l == "End phase" {
		return "End Phase"
	}
	return l
}

// stepGestures say how each step of the prompt is done with the mouse
// and keys.
var stepGestures = map[game.Step]string{
	game.StepSuppress:  "Click a weapon, then the enemy unit it fires on; then Fire.",
	game.StepBuy:       "Buy in the shop; End Phase ends the step.",
	game.StepCamps:     "Click a hex that is not darkened (a darkened hex cannot take a camp); End Phase ends the step.",
	game.StepDeploy:    "Drag each piece onto its camp; End Phase ends the step.",
	game.StepPlaceCamp: "Click a hex, or press {pick-up} or Enter on the hex cursor.",
	game.StepShop:      "Buy in the shop; End Phase when done.",
	game.StepMove:      "Drag a stack (Shift: its top piece only), or drag gear onto a team.",
	game.StepMoving:    "Keep dragging it, or press Enter to end its move.",
	game.StepCombat:    "Click an enemy unit next to your teams for the odds, or drag the teams onto it.",
	game.StepSuccess:   "End Phase, or End Game.",
}

// Command is the rules' command of that kind, with its verdict now.
func Command(s *game.State, kind game.CommandKind) game.Command {
	for _, c := range s.Commands() {
		if c.Kind == kind {
			return c
		}
	}
	return game.Command{Kind: kind, Verdict: game.Verdict{Code: game.RefuseWrongPhase, Reason: "Not now."}}
}

// ShopButtons adds the shop's buttons, when it shows: each offer's
// purchases and the roll of its surcharge (16.0), the base camps' moves
// (12.11), as the rules list them (game.State.ShopOffers, CampMoves).
func (c *Chrome) ShopButtons(do func(game.Action)) {
	if !c.ShopVisible() {
		return
	}
	st := c.Shown()
	s := c.Scale
	add := func(b ui.Button) { c.Buttons = append(c.Buttons, b) }
	r := c.ShopRect()
	rh := ShopRowH * s
	top, _, fit := c.ShopArea()
	first := c.ShopFirst()
	for i, row := range c.ShopPieces() {
		if i < first || i >= first+fit {
			continue
		}
		ry := top + float64(i-first)*rh
		sp := st.Spec(row.Piece)
		bx := r.X + r.W - 10*s - c.ShopBarW()
		if roll := row.Roll; roll != nil {
			w := 84 * s
			bx -= w
			add(ui.Button{Id: "old-stock-" + sp.ID, R: ui.Rect{X: bx, Y: ry + 8*s, W: w, H: rh - 16*s}, Label: "Roll d10", Tip: "A Green Beret piece costs its price plus a d10 (16.0): roll it first.",
				Enabled: true, OnClick: func() { do(*roll) }})
			bx -= 6 * s
		}
		for j := len(row.Buys) - 1; j >= 0; j-- {
			act := row.Buys[j]
			h := act.Hex
			label := fmt.Sprintf("Buy %d", row.Price)
			tip := fmt.Sprintf("Buy %s for %d PP.", sp.Name, row.Price)
			if h != game.NoHex {
				label = "→ " + h.String()
				tip = fmt.Sprintf("Buy %s for %d PP and put it in the base camp at %s.", sp.Name, row.Price, h)
			}
			if !row.OK() {
				tip = row.Reason
			}
			if row.Code == game.RefuseNotAvailable {
				label = "Sold out" // the row stays put, refused (shoplist.go)
			}
			w := 70 * s
			bx -= w
			add(ui.Button{Id: "buy-" + sp.ID + h.String(), R: ui.Rect{X: bx, Y: ry + 8*s, W: w, H: rh - 16*s}, Label: label, Tip: tip, Enabled: row.OK(), Primary: row.Needed,
				OnClick: func() { do(act) }})
			bx -= 6 * s
		}
	}
	// moving a base camp (12.11) costs a d10 of PP
	bx := r.X + 12*s
	for _, act := range st.CampMoves() {
		at := st.P(act.Piece).Hex.String()
		label := "Move camp " + at + " (d10 PP)"
		w := c.U.Width(label, 12, true) + 14*s // as wide as its words, at any scale
		add(ui.Button{Id: "move-camp-" + at, R: ui.Rect{X: bx, Y: r.Y + r.H - 34*s, W: w, H: 26 * s}, Label: label,
			Tip: "Pick the base camp up for a d10 of PP, then click where it goes (12.11).", Enabled: true, OnClick: func() { do(act) }})
		bx += w + 6*s
	}
	add(ui.Button{Id: "shop-close", R: ui.Rect{X: r.X + r.W - 34*s, Y: r.Y + 8*s, W: 26 * s, H: 24 * s}, Label: "×", Tip: "Hide the shop (the Shop button shows it again).", Enabled: true,
		OnClick: c.CloseShop})
}

// BuildRows lays out the inspector's rows: the pieces of the inspected
// hex h (stack, as drawn there) with the buttons of their own actions,
// or with no hex the roster of every SF piece on the map, stack by stack,
// the stacks with teams first. A list longer than its room shows the rows
// its scroll has in sight (the roster's kept, a hex's from its top each
// time another hex is inspected), with a scroll bar and a line saying
// what it hides.
func (c *Chrome) BuildRows(h game.Hex, stack []game.PieceID, do func(game.Action)) {
	s := c.Scale
	c.Rows = c.Rows[:0]
	c.RowsView = RowsView{}
	if c.RightFolded() {
		return // no inspector in a folded panel
	}
	st := c.Shown()
	var all []PieceRow
	top := c.Right.Y + 58*s
	scroll := &c.RosterScroll
	if h == game.NoHex {
		c.RowOrder = RowOrder{}
		var stacks []game.Hex
		for _, k := range []game.Kind{game.KindTeam, game.KindCommander, game.KindOfficer, game.KindGear, game.KindBaseCamp} {
			for _, id := range st.OnMapOf(k) {
				if hx, ok := c.ShownHex(id); ok && !slices.Contains(stacks, hx) {
					stacks = append(stacks, hx)
				}
			}
		}
		for _, hx := range stacks {
			ids := st.SFAt(hx)
			slices.SortStableFunc(ids, func(p, q game.PieceID) int { return cmp.Compare(st.Spec(p).Kind, st.Spec(q).Kind) })
			for _, id := range ids {
				all = append(all, PieceRow{Id: id, Hex: hx, Roster: true})
			}
		}
	} else {
		top = c.HexRowsTop(h)
		if h != c.HexScrollOf {
			c.HexScroll, c.HexScrollOf = ui.Scroll{}, h
		}
		scroll = &c.HexScroll
		for _, id := range c.RowOrder.Arrange(h, stack) {
			all = append(all, PieceRow{Id: id, Hex: h})
		}
	}
	buttons := func(r PieceRow) []game.MenuItem {
		if r.Roster || c.Anim.Busy() || st.P(r.Id).Place != game.OnMap {
			return nil
		}
		var out []game.MenuItem
		for _, it := range st.PieceItems(r.Id) {
			if _, ok := pieceButtons[it.Kind]; ok {
				out = append(out, it)
			}
		}
		return out
	}
	// every row as tall as the longest one's words need: its line of
	// values wraps rather than being cut
	bottom := c.LogRect().Y - 30*s
	rowX, rowW := c.Right.X+8*s, c.Right.W-16*s
	layout := func(barW float64) (rh float64, fit int) {
		lines := 1
		for _, r := range all {
			room := RowTextRoom(rowW-barW, len(buttons(r)) > 0, s)
			lines = max(lines, len(c.U.Wrap(ForceInfo(st, r.Id, r.Roster, r.Hex), room, 11, false)))
		}
		rh = (RowH + RowLineH*float64(lines-1)) * s
		return rh, int((bottom - top + 2*s) / rh)
	}
	barW := 0.0
	rh, fit := layout(barW)
	if len(all) > fit {
		barW = RowBarW * s
		rh, _ = layout(barW)
		fit = max(1, int((bottom-top+2*s-RowNoteH*s)/rh)) // and a line saying what is hidden
	}
	if i := slices.IndexFunc(all, func(r PieceRow) bool { return RowFocus+strconv.Itoa(int(r.Id)) == c.Focused }); i >= 0 {
		// Tab onto a row out of sight brings it into sight
		if i < scroll.First {
			scroll.First = i
		} else if i >= scroll.First+fit {
			scroll.First = i - fit + 1
		}
	}
	first := scroll.Clamp(len(all), fit)
	c.RowsView = RowsView{All: all, Scroll: scroll, N: len(all), Fit: fit, RowH: rh, TextW: RowTextRoom(rowW-barW, false, s),
		Area: ui.Rect{X: c.Right.X, Y: top, W: c.Right.W, H: bottom - top}}
	if barW > 0 {
		c.RowsView.Track = ui.Rect{X: rowX + rowW - RowBarW*s + 4*s, Y: top, W: RowBarW*s - 4*s, H: float64(fit)*rh - 2*s}
		c.RowsView.Note = ui.Hidden(first, fit, len(all))
	}
	y := top
	for _, row := range all[first:min(len(all), first+fit)] {
		row.R = ui.Rect{X: rowX, Y: y, W: rowW - barW, H: rh - 2*s}
		bs := buttons(row)
		row.Button = len(bs) > 0
		c.Rows = append(c.Rows, row)
		// the piece's own actions, as the rules list them: the button
		// keeps its short name, with the rule in its tip
		for _, it := range bs {
			b := pieceButtons[it.Kind]
			act := it.Act
			c.Buttons = append(c.Buttons, ui.Button{Id: string(act.Type) + fmt.Sprint(row.Id), R: ui.Rect{X: row.R.X + row.R.W - 74*s, Y: row.R.Y + 6*s, W: 72 * s, H: min(row.R.H-12*s, 24*s)},
				Label: b.label, Tip: b.tip, Enabled: true, OnClick: func() { do(act) }})
		}
		y += rh
	}
}

// A row of the inspector at 100 %: its height with one line of values,
// each further line's, the scroll bar's room and the line under the rows
// saying what the list hides.
const RowH, RowLineH, RowBarW, RowNoteH = 37, 14, 16, 16

// RowTextRoom is the width the words of a row w pixels wide may take:
// right of its counter, and left of its piece's button if it has one.
func RowTextRoom(w float64, button bool, s float64) float64 {
	room := w - 46*s
	if button {
		room -= 76 * s
	}
	return room
}

// RowsView is the inspector's list as laid out this frame: where it
// scrolls, its rows and those in sight, its bar's track (none when all
// show) and what it hides in words.
type RowsView struct {
	All    []PieceRow // every row of the list, in its order, placed or not
	Scroll *ui.Scroll
	Area   ui.Rect
	N, Fit int
	RowH   float64
	TextW  float64 // the room of a row's words without a button
	Track  ui.Rect
	Note   string
}

// RowsWheel scrolls the inspector's list by the wheel's dy when the
// pointer at (x, y) is over it; it reports whether the list took it.
func (c *Chrome) RowsWheel(x, y, dy float64) bool {
	v := c.RowsView
	if dy == 0 || v.Scroll == nil || v.Track.W == 0 || !v.Area.In(x, y) {
		return false
	}
	v.Scroll.Turn(dy, v.N, v.Fit)
	return true
}

// RowsBarInput drags the inspector's scroll bar, or brings its thumb to
// a press on the track; it reports whether it took the input.
func (c *Chrome) RowsBarInput(in ui.InputState, wasDown bool) bool {
	v := c.RowsView
	if v.Scroll == nil || v.Track.W == 0 {
		c.RosterScroll.Drag, c.HexScroll.Drag = false, false
		return false
	}
	return v.Scroll.BarInput(v.Track, v.N, v.Fit, 20*c.Scale, in, wasDown)
}

// DrawRowsBar draws the inspector's scroll bar and, under the rows, what
// the list hides.
func (c *Chrome) DrawRowsBar(dst *ebiten.Image) {
	v := c.RowsView
	if v.Track.W == 0 {
		return
	}
	s := c.Scale
	if thumb, ok := ui.ScrollThumb(v.Track, v.N, v.Fit, v.Scroll.First, 20*s); ok {
		ui.DrawScrollBar(dst, v.Track, thumb, s)
	}
	c.U.Text(dst, ui.Fit(c.U, v.Note, v.Area.W-20*s, 11), v.Area.X+10*s, v.Area.Y+float64(v.Fit)*v.RowH+5*s, 11, true, ui.Muted, 0)
}

// pieceButtons are the inspector's buttons for a piece's own actions.
var pieceButtons = map[game.MenuKind]struct{ label, tip string }{
	game.MenuFirstAid: {"First aid", "Use the Med Kit on this team's casualties (18.2)."},
	game.MenuSetTrap:  {"Set trap", "Set the booby trap in this hex (18.3)."},
}

// leftFoldRect is the open left panel's fold button, in its corner by the
// map and the window's bottom.
func (c *Chrome) leftFoldRect() ui.Rect {
	s := c.Scale
	size := 22 * s
	return ui.Rect{X: c.Left.X + c.Left.W - size - 6*s, Y: c.Left.Y + c.Left.H - size - 6*s, W: size, H: size}
}

// FoldButtons puts each panel's fold button at its corner by the map:
// "‹" folds the left panel toward the window's edge, "›" opens it; left
// and right fold or open each.
func (c *Chrome) FoldButtons(left, right func()) {
	s := c.Scale
	size := 22 * s
	lf, rf := c.LeftFolded(), c.RightFolded()
	l := ui.Button{Id: "fold-left", Label: "‹", Tip: "Fold the left panel away, for more map ([).", Enabled: true, OnClick: left}
	l.R = c.leftFoldRect()
	if lf {
		l.Label, l.Tip = "›", "Open the left panel: purchase points, mission, score, charts ([)."
		l.R = ui.Rect{X: c.Left.X + (c.Left.W-size)/2, Y: c.Left.Y + 6*s, W: size, H: size}
	}
	r := ui.Button{Id: "fold-right", Label: "›", Tip: "Fold the right panel away, for more map (]).", Enabled: true, OnClick: right}
	r.R = ui.Rect{X: c.Right.X + c.Right.W - size - 6*s, Y: c.Right.Y + 6*s, W: size, H: size}
	if rf {
		r.Label, r.Tip = "‹", "Open the right panel: your forces, the hex inspector, the log (])."
		r.R = ui.Rect{X: c.Right.X + (c.Right.W-size)/2, Y: c.Right.Y + 6*s, W: size, H: size}
	}
	c.Buttons = append(c.Buttons, l, r)
}
