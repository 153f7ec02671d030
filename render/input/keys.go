package input

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
	"kandahar/render/keymap"
	"kandahar/render/ui"
)

// A turn without the mouse: a hex cursor the arrows move, a
// stack picked up and dropped with M through the same drag the mouse
// makes, and a focus Tab moves over the buttons and the inspector's rows.

// Keys is what the keys have chosen on the map and among the controls.
type Keys struct {
	Cursor   game.Hex
	CursorOn bool         // shown: an arrow was pressed since the pointer last moved
	Pick     game.PieceID // the piece P chose to pick up alone (None: the stack)
	Onto     game.PieceID // while carrying by keys: the piece P chose to drop onto
	Focus    string       // a button's id, or chrome.RowFocus and a piece
	question bool         // a question's options were up last frame
	asked    string       // the prompt a first E put up to end the phase
	askedIn  PhaseAt      // the phase it asked about
}

// Frame hides the cursor when the pointer moves, and the focus at a
// click: the mouse is back, and a forgotten focus must not take the next
// Enter.
func (h *Hand) Frame(in ui.InputState) []Intent {
	prev, k := h.Ctx.Now().Prev, &h.Keys
	if (in.X != prev.X || in.Y != prev.Y) && (h.Drag == nil || !h.Drag.Keys) {
		k.CursorOn = false
	}
	if d := h.Drag; d != nil && d.Keys && (in.X != prev.X || in.Y != prev.Y) && !in.Left {
		h.carryToPointer(in) // picked up from the stack menu with the mouse
	}
	if in.Left && !prev.Left {
		k.Focus = ""
	}
	h.expireEndPrompt(h.Ctx.Chrome().Confirming())
	k.focusQuestion(h.Ctx.Chrome())
	return h.take()
}

// carryToPointer aims a stack carried by the keys at the hex under the
// pointer, so that one picked up by the stack menu's Move follows the
// mouse; a click drops it there as a drag's release does.
func (h *Hand) carryToPointer(in ui.InputState) {
	x, y := float64(in.X), float64(in.Y)
	if !h.Ctx.Now().MapView.In(x, y) || h.Ctx.OverPanel(x, y) {
		return
	}
	if hx := h.Ctx.Board().HexAtScreen(x, y); hx != game.NoHex && hx != h.Keys.Cursor {
		h.Keys.Cursor, h.Keys.CursorOn = hx, true
		h.UpdateDragHex(hx)
	}
}

// focusQuestion puts the focus on a question's first option when it comes
// up, as a dialog's default button: Enter answers it, Tab goes on to the
// others. Afterwards the focus goes where the player takes it.
func (k *Keys) focusQuestion(c Chrome) {
	ids := c.Focusables()
	up := len(ids) > 0 && strings.HasPrefix(ids[0], chrome.QuestionFocus)
	if up && !k.question {
		k.Focus = ids[0]
	}
	k.question = up
}

// expireEndPrompt withdraws the first E's prompt once its phase has ended,
// and forgets the first E once its prompt is gone: the second E counts for
// as long as the player can read the prompt, and no longer. It returns the
// control armed for a second click once that is done.
func (h *Hand) expireEndPrompt(confirm string) string {
	k := &h.Keys
	if k.asked == "" {
		return confirm
	}
	over := h.Ctx.Rules().PhaseAt() != k.askedIn
	if over {
		h.emit(Withdraw{k.asked})
	}
	if over || !h.Ctx.Chrome().Showing(k.asked) {
		k.asked = ""
		if confirm == "key-e" {
			h.emit(Confirm{""})
			confirm = ""
		}
	}
	return confirm
}

// MoveCursor steps the cursor one hex: in an odd-q map the hex of the
// same row in the next column is always a neighbour.
func (h *Hand) MoveCursor(key ebiten.Key) {
	k := &h.Keys
	k.Focus = "" // the map has the keys now: Enter drops, or ends the move
	if !k.CursorOn || k.Cursor == game.NoHex {
		k.Cursor, k.CursorOn = h.CursorStart(), true
		h.emit(KeepInView{k.Cursor})
		h.say("Hex cursor at "+k.Cursor.String()+": the arrows move it, M picks up the stack there.", false)
		return
	}
	hx := k.Cursor
	switch key {
	case ebiten.KeyArrowLeft:
		hx.Col--
	case ebiten.KeyArrowRight:
		hx.Col++
	case ebiten.KeyArrowUp:
		hx.Row--
	case ebiten.KeyArrowDown:
		hx.Row++
	}
	if !h.Ctx.Rules().OnBoard(hx) {
		return
	}
	if k.Cursor != hx {
		k.Pick = game.None
	}
	k.Cursor = hx
	h.emit(KeepInView{hx})
	if d := h.Drag; d != nil && d.Keys {
		h.UpdateDragHex(hx)
	}
}

// CursorStart is where the cursor shows first: the hex under the
// pointer, the pinned one, the moving stack's or the middle of the view.
func (h *Hand) CursorStart() game.Hex {
	b, r := h.Ctx.Board(), h.Ctx.Rules()
	if hx := b.Hovered(); hx != game.NoHex {
		return hx
	}
	if h.Keys.Cursor != game.NoHex {
		return h.Keys.Cursor
	}
	if hx := b.Pinned(); hx != game.NoHex {
		return hx
	}
	if at, ok := r.Moving(); ok {
		return at
	}
	v := h.Ctx.Now().MapView
	if hx := b.HexAtScreen(v.X+v.W/2, v.Y+(v.H-h.Ctx.Chrome().ActionBar().H)/2); hx != game.NoHex {
		return hx
	}
	return r.FirstHex()
}

// ShowCursor shows the cursor where it starts if it was hidden, and
// keeps its hex in view.
func (h *Hand) ShowCursor() game.Hex {
	k := &h.Keys
	if !k.CursorOn || k.Cursor == game.NoHex {
		k.Cursor, k.CursorOn = h.CursorStart(), true
	}
	h.emit(KeepInView{k.Cursor})
	return k.Cursor
}

// CyclePiece is P: which piece M picks up alone, or, carrying one, which
// piece of the cursor's hex it is dropped onto (hauling, 9.0, 10.4).
func (h *Hand) CyclePiece() {
	r, k := h.Ctx.Rules(), &h.Keys
	if d := h.Drag; d != nil && d.Keys {
		// the pieces of the cursor's hex worth dropping onto, as the
		// rules list them, each with what that drop does
		drops := r.DropOntos(d.Pickup, k.Cursor)
		cands := make([]game.PieceID, len(drops))
		for i, dr := range drops {
			cands[i] = dr.Onto
		}
		k.Onto = nextOf(cands, k.Onto)
		if i := slices.Index(cands, k.Onto); i >= 0 {
			h.say(fmt.Sprintf("Drop onto %s: %s (M).", r.Name(k.Onto), drops[i].Text), false)
		} else {
			h.say("Drop onto no piece: M puts it down at the cursor.", false)
		}
		return
	}
	if !k.CursorOn {
		k.Cursor, k.CursorOn = h.CursorStart(), true
	}
	h.emit(KeepInView{k.Cursor}) // the game may have shown another part of the map
	k.Pick = nextOf(h.Ctx.Board().CursorPieces(k.Cursor), k.Pick)
	if k.Pick == game.None {
		h.say("M picks up the whole stack.", false)
	} else {
		pk := r.PickUp(k.Pick, true)
		if pk.OK() && len(pk.Pieces) > 0 && !slices.Contains(pk.Pieces, pk.Piece) {
			// a vehicle a team rides: it goes with its riders (10.4)
			h.say(fmt.Sprintf("M picks up %s with %s riding it; put back on its hex, it is set down (10.4).", r.Name(pk.Piece), r.Name(pk.Pieces[0])), false)
		} else {
			h.say(fmt.Sprintf("M picks up %s alone.", r.Name(k.Pick)), false)
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

// SpreadAtCursor is O: the stack under the hex cursor spread open beside
// its hex, as a click on it does, or closed again.
func (h *Hand) SpreadAtCursor() {
	b := h.Ctx.Board()
	hx := h.ShowCursor()
	switch {
	case b.Pinned() == hx && b.SpreadHex() == hx:
		h.emit(Pin{game.NoHex}) // closed, and unpinned
	case len(b.StackAt(hx)) < 2:
		h.say("No stack to spread at "+hx.String()+": move the cursor onto a hex of two counters or more (arrows).", true)
	default:
		h.SpreadOpen(hx)
	}
}

// PickOrDrop is M: pick up what lies under the cursor, as a press on its
// counter starts a drag, or drop what is carried there, as a release does.
func (h *Hand) PickOrDrop() {
	k := &h.Keys
	if d := h.Drag; d != nil && d.Keys {
		h.DropPickup(d.Pickup, k.Cursor, k.Onto)
		h.Drag, k.Pick, k.Onto = nil, game.None, game.None
		return
	}
	hx := h.ShowCursor()
	r := h.Ctx.Rules()
	if pk, ok := r.InHand(); ok {
		h.DropPickup(&pk, hx, game.None)
		return
	}
	ids := h.Ctx.Board().CursorPieces(hx)
	if len(ids) == 0 {
		h.say("Nothing to pick up at "+hx.String()+": move the cursor onto a stack (arrows).", true)
		return
	}
	id, one := ids[0], false
	if slices.Contains(ids, k.Pick) {
		id, one = k.Pick, true
	}
	if h.PointAt(id) { // as a click on its counter
		return
	}
	h.StartDrag(&board.PressInfo{Single: id, Hex: hx, OnMap: true, Shift: one})
	if h.Drag == nil {
		return
	}
	h.Drag.Keys, k.Onto = true, game.None
	h.UpdateDragHex(hx)
	h.say("Carrying "+r.Name(h.Drag.Piece)+": the arrows or the pointer move it; M, Enter or a click drops it; Esc cancels.", false)
}

// PickUpAt picks up the stack in hx as M on it does (the stack menu's
// Move), to be dropped where it goes.
func (h *Hand) PickUpAt(hx game.Hex) []Intent {
	h.Keys.Cursor, h.Keys.CursorOn, h.Keys.Pick = hx, true, game.None
	h.PickOrDrop()
	return h.take()
}

// Inspect puts the cursor on a hex the stack menu's Inspect pinned.
func (h *Hand) Inspect(hx game.Hex) { h.Keys.Cursor = hx }

// MoveFocus is Tab (forward) and Shift+Tab (back).
func (h *Hand) MoveFocus(back bool) {
	k := &h.Keys
	ids := h.Ctx.Chrome().Focusables()
	if len(ids) == 0 {
		k.Focus = ""
		return
	}
	i := slices.Index(ids, k.Focus)
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
	k.Focus = ids[i]
}

// PressFocus is Enter or Space on the focused control: a button as if
// clicked; a row picks its piece up alone.
func (h *Hand) PressFocus() bool {
	k, c := &h.Keys, h.Ctx.Chrome()
	if k.Focus == "" {
		return false
	}
	if n, ok := strings.CutPrefix(k.Focus, chrome.RowFocus); ok {
		v, _ := strconv.Atoi(n)
		for _, r := range c.RowList() {
			if int(r.Id) != v {
				continue
			}
			if r.Roster {
				h.emit(CenterOn{r.Hex})
			}
			k.Cursor, k.CursorOn, k.Pick = r.Hex, true, r.Id
			k.Focus = ""
			h.PickOrDrop()
			return true
		}
		return false
	}
	for i, b := range c.Controls() {
		if b.Id == k.Focus {
			h.click(i, b)
			return true
		}
	}
	return false
}

// click is a control clicked, or pressed by the keys: an enabled one
// does what it does, a disabled one says why not.
func (h *Hand) click(i int, b ui.Button) {
	if b.Enabled && b.OnClick != nil {
		h.emit(Press{ID: b.Id, Index: i})
	} else if b.Tip != "" {
		h.say(b.Tip, true)
	}
}

// EndPhaseByKey is E: a move ends at once; the phase only at a second
// press while the first one's prompt shows, so that a stray E never
// throws a phase away, unless the player has switched that off (Ctrl+E).
// The prompt names the key in force.
func (h *Hand) EndPhaseByKey() {
	r, n := h.Ctx.Rules(), h.Ctx.Now()
	if _, moving := r.Moving(); moving {
		h.endPhase(h.Ctx.Chrome().Confirming())
		return
	}
	cmd := r.EndPhase()
	if !cmd.OK() {
		h.say(cmd.Reason, true)
		return
	}
	warn := cmd.Warn                    // the mission's gear unbought: always asked
	if n.EndPhaseAtOnce && warn == "" { // the player switched the second E off (Ctrl+E)
		h.emit(Act{game.Action{Type: game.ActEndPhase}})
		return
	}
	confirm := h.expireEndPrompt(h.Ctx.Chrome().Confirming())
	if confirm != "key-e" {
		again := keymap.InForce(n.Keys).Says("Press {end-phase} again")
		msg := fmt.Sprintf("%s to end the %s (4.0).", again, phaseName(r.PhaseAt()))
		if warn != "" {
			msg = warn + " " + again + " to go on without it."
		}
		h.say(msg, false)
		h.Keys.asked, h.Keys.askedIn = msg, r.PhaseAt()
	}
	h.confirmOr(confirm, "key-e", game.Action{Type: game.ActEndPhase})
}

// phaseName is the phase as a player says it.
func phaseName(p PhaseAt) string {
	if p.Phase == game.PhaseSetup {
		return "set-up step"
	}
	return p.Phase.String()
}

// Shown is what the keys show in the chrome, for its cache key.
type Shown struct {
	focus      string
	pick, onto game.PieceID
}

// Shown is what the keys show in the chrome layer now.
func (h *Hand) Shown() Shown {
	k := Shown{focus: h.Keys.Focus, pick: h.Keys.Pick}
	if OwnerOf(h.Ctx.Chrome().Controls(), h.Keys.Focus) != "" {
		k.focus = "" // its scene draws the ring, not the chrome layer
	}
	if h.Drag != nil && h.Drag.Keys {
		k.pick, k.onto = h.Drag.Piece, h.Keys.Onto
	}
	return k
}

// OwnerOf is the scene that draws the button id ("" for the chrome
// layer's controls and the inspector's rows).
func OwnerOf(bs []ui.Button, id string) string {
	for _, b := range bs {
		if b.Id == id {
			return b.Owner
		}
	}
	return ""
}

// FocusRect is where the focused control is this frame.
func (k *Keys) FocusRect(c Chrome) (ui.Rect, bool) {
	if k.Focus == "" {
		return ui.Rect{}, false
	}
	for _, b := range c.Controls() {
		if b.Id == k.Focus {
			return b.R, true
		}
	}
	for _, r := range c.RowList() {
		if chrome.RowFocus+strconv.Itoa(int(r.Id)) == k.Focus {
			return r.R, true
		}
	}
	return ui.Rect{}, false
}

// DrawFocus draws the focus ring and tags the inspector's rows the keys
// picked; it is part of the chrome layer (Shown is in its key).
func (h *Hand) DrawFocus(dst *ebiten.Image) {
	n, c := h.Ctx.Now(), h.Ctx.Chrome()
	s := n.Scale
	k := h.Shown()
	for _, r := range c.RowList() {
		tag := ""
		switch {
		case k.onto != game.None && r.Id == k.onto:
			tag = "drop onto (M)"
		case k.pick != game.None && r.Id == k.pick && (h.Drag != nil || r.Hex == h.Keys.Cursor):
			tag = "picked (M)"
			if h.Drag != nil {
				tag = "carried"
			}
		}
		if tag == "" {
			continue
		}
		ui.StrokeRect(dst, r.R, 2.5*s, ui.Ink)
		w := n.U.Width(tag, 11, true) + 10*s
		box := ui.Rect{X: r.R.X + r.R.W - w - 2*s, Y: r.R.Y + r.R.H - 16*s, W: w, H: 15 * s}
		ui.FillRect(dst, box, ui.Ink)
		n.U.Text(dst, tag, box.X+box.W/2, box.Y+box.H/2, 11, true, color.White, 0.5)
	}
	if r, ok := h.Keys.FocusRect(c); ok && OwnerOf(c.Controls(), h.Keys.Focus) == "" {
		ui.FocusRing(dst, r, s)
	}
}

// DragPoint is where the carried counters are drawn: under the pointer,
// or on the cursor's hex when the keys carry them.
func (h *Hand) DragPoint() (float64, float64) {
	if h.Drag != nil && h.Drag.Keys && h.Keys.Cursor != game.NoHex {
		b := h.Ctx.Board()
		pt := b.HexOnScreen(h.Keys.Cursor)
		S := b.CounterSize()
		return pt.X + S*0.35, pt.Y - S*0.35
	}
	cur := h.Ctx.Now().Cur
	return float64(cur.X), float64(cur.Y)
}
