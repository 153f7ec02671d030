package render

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// A turn without the mouse: a hex cursor the arrows move, a
// stack picked up and dropped with M through the same drag the mouse
// makes, and a focus Tab moves over the buttons and the inspector's rows.

// keyboard is what the keys have chosen on the map and among the controls.
type keyboard struct {
	*view.Shared
	cursor   game.Hex
	cursorOn bool         // shown: an arrow was pressed since the pointer last moved
	pick     game.PieceID // the piece P chose to pick up alone (None: the stack)
	onto     game.PieceID // while carrying by keys: the piece P chose to drop onto
	focus    string       // a button's id, or rowFocus and a piece
	question bool         // a question's options were up last frame
	asked    string       // the prompt a first E put up to end the phase
	askedIn  phaseAt      // the phase it asked about
}

// phaseAt names a phase of the game: a prompt about ending it holds only
// while it lasts.
type phaseAt struct {
	turn  int
	phase game.Phase
	step  int
}

func phaseOf(s *game.State) phaseAt { return phaseAt{s.Turn, s.Phase, int(s.SetupStep)} }

// keysFrame hides the cursor when the pointer moves, and the focus at a
// click: the mouse is back, and a forgotten focus must not take the next
// Enter.
func (a *App) keysFrame(in ui.InputState) {
	if (in.X != a.pointer.Prev.X || in.Y != a.pointer.Prev.Y) && (a.pointer.Drag == nil || !a.pointer.Drag.Keys) {
		a.keyboard.cursorOn = false
	}
	if d := a.pointer.Drag; d != nil && d.Keys && (in.X != a.pointer.Prev.X || in.Y != a.pointer.Prev.Y) && !in.Left {
		a.carryToPointer(in) // picked up from the stack menu with the mouse (stackmenu.go)
	}
	if in.Left && !a.pointer.Prev.Left {
		a.keyboard.focus = ""
	}
	a.keyboard.expireEndPrompt(&a.chrome, a.G.State)
	a.keyboard.focusQuestion(&a.chrome)
}

// focusQuestion puts the focus on a question's first option when it comes
// up, as a dialog's default button: Enter answers it, Tab goes on to the
// others. Afterwards the focus goes where the player takes it.
func (k *keyboard) focusQuestion(c *chrome.Chrome) {
	ids := c.Focusables()
	up := len(ids) > 0 && strings.HasPrefix(ids[0], chrome.QuestionFocus)
	if up && !k.question {
		k.focus = ids[0]
	}
	k.question = up
}

// expireEndPrompt withdraws the first E's prompt once its phase has ended,
// and forgets the first E once its prompt is gone: the second E counts for
// as long as the player can read the prompt, and no longer.
func (k *keyboard) expireEndPrompt(c *chrome.Chrome, st *game.State) {
	if k.asked == "" {
		return
	}
	if phaseOf(st) != k.askedIn {
		c.Withdraw(k.asked)
	}
	if !c.Showing(k.asked) {
		k.asked = ""
		if c.Confirm == "key-e" {
			c.Confirm = ""
		}
	}
}

// moveCursor steps the cursor one hex: in an odd-q map the hex of the
// same row in the next column is always a neighbour.
func (a *App) moveCursor(k ebiten.Key) {
	a.keyboard.focus = "" // the map has the keys now: Enter drops, or ends the move
	if !a.keyboard.cursorOn || a.keyboard.cursor == game.NoHex {
		a.keyboard.cursor, a.keyboard.cursorOn = a.cursorStart(), true
		a.keepInView(a.keyboard.cursor)
		a.chrome.Say("Hex cursor at "+a.keyboard.cursor.String()+": the arrows move it, M picks up the stack there.", false)
		return
	}
	h := a.keyboard.cursor
	switch k {
	case ebiten.KeyArrowLeft:
		h.Col--
	case ebiten.KeyArrowRight:
		h.Col++
	case ebiten.KeyArrowUp:
		h.Row--
	case ebiten.KeyArrowDown:
		h.Row++
	}
	if !a.Rules.Board.Contains(h) {
		return
	}
	if a.keyboard.cursor != h {
		a.keyboard.pick = game.None
	}
	a.keyboard.cursor = h
	a.keepInView(h)
	if d := a.pointer.Drag; d != nil && d.Keys {
		a.pointer.UpdateDragHex(h)
	}
}

// cursorStart is where the cursor shows first: the hex under the
// pointer, the pinned one, the moving stack's or the middle of the view.
func (a *App) cursorStart() game.Hex {
	if a.board.HoverHex != game.NoHex {
		return a.board.HoverHex
	}
	if a.keyboard.cursor != game.NoHex {
		return a.keyboard.cursor
	}
	if a.board.SelHex != game.NoHex {
		return a.board.SelHex
	}
	if m := a.G.State.Move; m != nil {
		return m.At
	}
	if h := a.board.HexAtScreen(a.MapView.X+a.MapView.W/2, a.MapView.Y+(a.MapView.H-a.chrome.ActionBar().H)/2); h != game.NoHex {
		return h
	}
	for _, h := range a.Rules.Board.Hexes() {
		return h
	}
	return game.NoHex
}

// keepInView pans as little as will show the hex whole, clear of the
// shop and the action bar.
func (a *App) keepInView(h game.Hex) {
	p := a.board.ToScreen(a.board.Lay.Center(h))
	u := a.chrome.UsableView()
	u.H -= a.chrome.ActionBar().H
	m := board.BaseR*a.board.Cam.Zoom + 10*a.Scale
	if u.W < 3*m || u.H < 3*m {
		a.board.CenterOn(h, a.chrome.Sight())
		return
	}
	dx, dy := 0.0, 0.0
	if p.X < u.X+m {
		dx = p.X - (u.X + m)
	} else if p.X > u.X+u.W-m {
		dx = p.X - (u.X + u.W - m)
	}
	if p.Y < u.Y+m {
		dy = p.Y - (u.Y + m)
	} else if p.Y > u.Y+u.H-m {
		dy = p.Y - (u.Y + u.H - m)
	}
	a.board.Cam.Ox += dx / a.board.Cam.Zoom
	a.board.Cam.Oy += dy / a.board.Cam.Zoom
}

// cyclePiece is P: which piece M picks up alone, or, carrying one, which
// piece of the cursor's hex it is dropped onto (hauling, 9.0, 10.4).
func (a *App) cyclePiece() {
	s := a.G.State
	if d := a.pointer.Drag; d != nil && d.Keys {
		// the pieces of the cursor's hex worth dropping onto, as the
		// rules list them, each with what that drop does
		drops := s.DropOntos(d.Pickup, a.keyboard.cursor)
		cands := make([]game.PieceID, len(drops))
		for i, dr := range drops {
			cands[i] = dr.Onto
		}
		a.keyboard.onto = nextOf(cands, a.keyboard.onto)
		if i := slices.Index(cands, a.keyboard.onto); i >= 0 {
			a.chrome.Say(fmt.Sprintf("Drop onto %s: %s (M).", s.Name(a.keyboard.onto), drops[i].Text), false)
		} else {
			a.chrome.Say("Drop onto no piece: M puts it down at the cursor.", false)
		}
		return
	}
	if !a.keyboard.cursorOn {
		a.keyboard.cursor, a.keyboard.cursorOn = a.cursorStart(), true
	}
	a.keepInView(a.keyboard.cursor) // the game may have shown another part of the map
	a.keyboard.pick = nextOf(a.board.CursorPieces(a.keyboard.cursor), a.keyboard.pick)
	if a.keyboard.pick == game.None {
		a.chrome.Say("M picks up the whole stack.", false)
	} else {
		pk := s.PickUp(a.keyboard.pick, true)
		if pk.OK() && len(pk.Pieces) > 0 && !slices.Contains(pk.Pieces, pk.Piece) {
			// a vehicle a team rides: it goes with its riders (10.4)
			a.chrome.Say(fmt.Sprintf("M picks up %s with %s riding it; put back on its hex, it is set down (10.4).", s.Name(pk.Piece), s.Name(pk.Pieces[0])), false)
		} else {
			a.chrome.Say(fmt.Sprintf("M picks up %s alone.", s.Name(a.keyboard.pick)), false)
		}
	}
}

// nextOf is the piece after cur in ids, None after the last (and before
// the first).
func nextOf(ids []game.PieceID, cur game.PieceID) game.PieceID {
	i := slices.Index(ids, cur)
	if i+1 < len(ids) {
		return ids[i+1]
	}
	return game.None
}

// spreadAtCursor is O: the stack under the hex cursor spread open beside
// its hex, as a click on it does, or closed again.
func (a *App) spreadAtCursor() {
	if !a.keyboard.cursorOn || a.keyboard.cursor == game.NoHex {
		a.keyboard.cursor, a.keyboard.cursorOn = a.cursorStart(), true
	}
	h := a.keyboard.cursor
	a.keepInView(h)
	switch {
	case a.board.SelHex == h && a.board.Spread.Hex == h:
		a.board.SelHex = game.NoHex // closed, and unpinned
	case len(a.board.StackAt(h)) < 2:
		a.chrome.Say("No stack to spread at "+h.String()+": move the cursor onto a hex of two counters or more (arrows).", true)
	default:
		a.spreadOpen(h)
	}
}

// pickOrDrop is M: pick up what lies under the cursor, as a press on its
// counter starts a drag, or drop what is carried there, as a release does.
func (a *App) pickOrDrop() {
	if d := a.pointer.Drag; d != nil && d.Keys {
		onto := a.keyboard.onto
		a.dropPickup(d.Pickup, a.keyboard.cursor, onto)
		a.pointer.Drag, a.keyboard.pick, a.keyboard.onto = nil, game.None, game.None
		return
	}
	if !a.keyboard.cursorOn || a.keyboard.cursor == game.NoHex {
		a.keyboard.cursor, a.keyboard.cursorOn = a.cursorStart(), true
	}
	a.keepInView(a.keyboard.cursor)
	s := a.G.State
	h := a.keyboard.cursor
	if pk, ok := s.InHand(); ok {
		a.dropPickup(&pk, h, game.None)
		return
	}
	ids := a.board.CursorPieces(h)
	if len(ids) == 0 {
		a.chrome.Say("Nothing to pick up at "+h.String()+": move the cursor onto a stack (arrows).", true)
		return
	}
	id, one := ids[0], false
	if slices.Contains(ids, a.keyboard.pick) {
		id, one = a.keyboard.pick, true
	}
	if a.pointAt(id) { // as a click on its counter (handle.go)
		return
	}
	a.startDrag(&board.PressInfo{Single: id, Hex: h, OnMap: true, Shift: one})
	if a.pointer.Drag == nil {
		return
	}
	a.pointer.Drag.Keys, a.keyboard.onto = true, game.None
	a.pointer.UpdateDragHex(h)
	a.chrome.Say("Carrying "+s.Name(a.pointer.Drag.Piece)+": the arrows or the pointer move it; M, Enter or a click drops it; Esc cancels.", false)
}

// moveFocus is Tab (forward) and Shift+Tab (back).
func (a *App) moveFocus(back bool) {
	ids := a.chrome.Focusables()
	if len(ids) == 0 {
		a.keyboard.focus = ""
		return
	}
	i := slices.Index(ids, a.keyboard.focus)
	switch {
	case i < 0 && back:
		i = len(ids) - 1
	case i < 0:
		i = 0
	case back:
		i = (i - 1 + len(ids)) % len(ids)
	default:
		i = (i + 1) % len(ids)
	}
	a.keyboard.focus = ids[i]
}

// pressFocus is Enter or Space on the focused control: a button as if
// clicked; a row picks its piece up alone.
func (a *App) pressFocus() bool {
	if a.keyboard.focus == "" {
		return false
	}
	if n, ok := strings.CutPrefix(a.keyboard.focus, chrome.RowFocus); ok {
		v, _ := strconv.Atoi(n)
		for _, r := range a.chrome.Rows {
			if int(r.Id) != v {
				continue
			}
			if r.Roster {
				a.board.CenterOn(r.Hex, a.chrome.Sight())
			}
			a.keyboard.cursor, a.keyboard.cursorOn, a.keyboard.pick = r.Hex, true, r.Id
			a.keyboard.focus = ""
			a.pickOrDrop()
			return true
		}
		return false
	}
	for i := range a.chrome.Buttons {
		if b := &a.chrome.Buttons[i]; b.Id == a.keyboard.focus {
			if b.Enabled && b.OnClick != nil {
				b.OnClick()
			} else if b.Tip != "" {
				a.chrome.Say(b.Tip, true)
			}
			return true
		}
	}
	return false
}

// endPhaseByKey is E: a move ends at once; the phase only at a second
// press while the first one's prompt shows, so that a stray E never throws a phase away, unless
// the player has switched that off (Ctrl+E).
func (a *App) endPhaseByKey() {
	s := a.G.State
	if s.Move != nil {
		a.endPhase()
		return
	}
	cmd := chrome.Command(s, game.CmdEndPhase)
	if !cmd.OK() {
		a.chrome.Say(cmd.Reason, true)
		return
	}
	warn := cmd.Warn                        // the mission's gear unbought: always asked
	if a.Opt.EndPhaseAtOnce && warn == "" { // the player switched the second E off (Ctrl+E)
		a.do(game.Action{Type: game.ActEndPhase})
		return
	}
	a.keyboard.expireEndPrompt(&a.chrome, a.G.State)
	if a.chrome.Confirm != "key-e" {
		msg := fmt.Sprintf("Press E again to end the %s (4.0).", phaseName(s))
		if warn != "" {
			msg = warn + " Press E again to go on without it."
		}
		a.chrome.Say(msg, false)
		a.keyboard.asked, a.keyboard.askedIn = msg, phaseOf(s)
	}
	a.confirmOr("key-e", game.Action{Type: game.ActEndPhase})
}

// phaseName is the phase as a player says it.
func phaseName(s *game.State) string {
	if s.Phase == game.PhaseSetup {
		return "set-up step"
	}
	return s.Phase.String()
}

// kbdKey is what the keys show in the chrome, for its cache key.
type kbdKey struct {
	focus      string
	pick, onto game.PieceID
}

func (a *App) kbdKey() kbdKey {
	k := kbdKey{focus: a.keyboard.focus, pick: a.keyboard.pick}
	if ownerOf(a.chrome.Buttons, a.keyboard.focus) != "" {
		k.focus = "" // its scene draws the ring, not the chrome layer
	}
	if a.pointer.Drag != nil && a.pointer.Drag.Keys {
		k.pick, k.onto = a.pointer.Drag.Piece, a.keyboard.onto
	}
	return k
}

// ownerOf is the scene that draws the button id ("" for the chrome
// layer's controls and the inspector's rows).
func ownerOf(bs []ui.Button, id string) string {
	for _, b := range bs {
		if b.Id == id {
			return b.Owner
		}
	}
	return ""
}

// focusRect is where the focused control is this frame.
func (k *keyboard) focusRect(c *chrome.Chrome) (ui.Rect, bool) {
	if k.focus == "" {
		return ui.Rect{}, false
	}
	for _, b := range c.Buttons {
		if b.Id == k.focus {
			return b.R, true
		}
	}
	for _, r := range c.Rows {
		if chrome.RowFocus+strconv.Itoa(int(r.Id)) == k.focus {
			return r.R, true
		}
	}
	return ui.Rect{}, false
}

// drawFocus draws the focus ring and tags the inspector's rows the keys
// picked; it is part of the chrome layer (kbdKey is in its key).
func (a *App) drawFocus(dst *ebiten.Image) {
	s := a.Scale
	k := a.kbdKey()
	for _, r := range a.chrome.Rows {
		tag := ""
		switch {
		case k.onto != game.None && r.Id == k.onto:
			tag = "drop onto (M)"
		case k.pick != game.None && r.Id == k.pick && (a.pointer.Drag != nil || r.Hex == a.keyboard.cursor):
			tag = "picked (M)"
			if a.pointer.Drag != nil {
				tag = "carried"
			}
		}
		if tag == "" {
			continue
		}
		ui.StrokeRect(dst, r.R, 2.5*s, ui.Ink)
		w := a.U.Width(tag, 11, true) + 10*s
		box := ui.Rect{X: r.R.X + r.R.W - w - 2*s, Y: r.R.Y + r.R.H - 16*s, W: w, H: 15 * s}
		ui.FillRect(dst, box, ui.Ink)
		a.U.Text(dst, tag, box.X+box.W/2, box.Y+box.H/2, 11, true, color.White, 0.5)
	}
	if r, ok := a.keyboard.focusRect(&a.chrome); ok && ownerOf(a.chrome.Buttons, a.keyboard.focus) == "" {
		ui.FocusRing(dst, r, s)
	}
}

// dragPoint is where the carried counters are drawn: under the pointer,
// or on the cursor's hex when the keys carry them.
func (a *App) dragPoint() (float64, float64) {
	if a.pointer.Drag != nil && a.pointer.Drag.Keys && a.keyboard.cursor != game.NoHex {
		p := a.board.ToScreen(a.board.Lay.Center(a.keyboard.cursor))
		S := a.board.CounterSize()
		return p.X + S*0.35, p.Y - S*0.35
	}
	return float64(a.pointer.Cur.X), float64(a.pointer.Cur.Y)
}
