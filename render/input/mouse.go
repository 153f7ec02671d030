package input

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/ui"
)

// RightClick is the right button going down: during a drag it cancels
// it, as Escape does; on a stack, the map's or the spread's, it opens the
// stack's menu, and reports true: the frame's input ends there.
func (h *Hand) RightClick(in ui.InputState) ([]Intent, bool) {
	if !in.Right || h.Ctx.Now().Prev.Right {
		return nil, false
	}
	if h.Drag != nil || h.Press != nil {
		h.Drag, h.Press = nil, nil
		h.say("Drag cancelled: the pieces stay where they were.", false)
		return h.take(), false
	}
	b := h.Ctx.Board()
	x, y := float64(in.X), float64(in.Y)
	if _, hx, on := b.SpreadAt(x, y); on {
		h.emit(StackMenu{Hex: hx, At: ui.Pt{x, y}}) // a counter of the spread: its stack's menu
		return h.take(), true
	}
	if !h.Ctx.Now().MapView.In(x, y) || h.Ctx.OverPanel(x, y) {
		return nil, false
	}
	_, hx := b.PieceAtScreen(x, y) // a counter may lie over the next hex
	if hx == game.NoHex {
		hx = b.HexAtScreen(x, y)
	}
	if len(b.StackAt(hx)) == 0 {
		return nil, false
	}
	h.emit(StackMenu{Hex: hx, At: ui.Pt{x, y}})
	return h.take(), true
}

// Camera turns this frame's wheel and keys into camera moves and
// scrolling: WASD, and Shift with the arrows, pan (the arrows alone move
// the hex cursor); the wheel zooms the map, or scrolls the log or the
// shop under the pointer. The shell applies them before Pointer, which
// points through the camera as they leave it.
func (h *Hand) Camera(in ui.InputState) []Intent {
	n, c := h.Ctx.Now(), h.Ctx.Chrome()
	x, y := float64(in.X), float64(in.Y)
	if !in.Ctrl() {
		step := 12 * n.Scale / h.Ctx.Board().Camera().Zoom
		shift := in.Shift()
		if shift && in.IsHeld(ebiten.KeyArrowLeft) || in.IsHeld(ebiten.KeyA) {
			h.emit(Pan{DX: -step})
		}
		if shift && in.IsHeld(ebiten.KeyArrowRight) || in.IsHeld(ebiten.KeyD) {
			h.emit(Pan{DX: step})
		}
		if shift && in.IsHeld(ebiten.KeyArrowUp) || in.IsHeld(ebiten.KeyW) {
			h.emit(Pan{DY: -step})
		}
		if shift && in.IsHeld(ebiten.KeyArrowDown) || in.IsHeld(ebiten.KeyS) {
			h.emit(Pan{DY: step})
		}
	}
	if in.WheelY != 0 {
		switch {
		case c.LogRect().In(x, y):
			h.emit(ScrollLog{in.WheelY * 3})
		case c.ShopVisible() && c.ShopRect().In(x, y):
			h.emit(ScrollShop{in.WheelY})
		case n.MapView.In(x, y):
			h.emit(Zoom{x, y, math.Pow(1.15, in.WheelY)})
		}
	}
	return h.take()
}

// Pointer turns this frame's pointer into what it is over, clicks on
// controls, and the press, drag and drop of counters, and a drag of the
// map.
func (h *Hand) Pointer(in ui.InputState) []Intent {
	n, b, c := h.Ctx.Now(), h.Ctx.Board(), h.Ctx.Chrome()
	x, y := float64(in.X), float64(in.Y)

	hover := game.NoHex
	if n.MapView.In(x, y) && !h.Ctx.OverPanel(x, y) { // not the hex under a dialog or the shop
		hover = b.HexAtScreen(x, y)
	}
	controls := c.Controls()
	over := -1
	for i := len(controls) - 1; i >= 0; i-- {
		if controls[i].R.In(x, y) {
			over = i
			break
		}
	}
	h.emit(Hover{hover, over})

	down := in.Left && !n.Prev.Left
	up := !in.Left && n.Prev.Left
	h.emit(RuleLink{x, y, down})
	if down && h.Ctx.RuleLinkAt(x, y) {
		return h.take() // a rule number opens the reference
	}
	if down {
		h.press(x, y, in.Shift(), over >= 0, hover)
	}
	if in.Left && h.Press != nil {
		moved := math.Hypot(x-h.Press.X, y-h.Press.Y) > 5*n.Scale
		switch {
		case h.Drag != nil:
			h.aim(x, y)
		case h.Panning:
			z := b.Camera().Zoom
			h.emit(PanTo{h.CamFrom.Ox - (x-h.PanFrom[0])/z, h.CamFrom.Oy - (y-h.PanFrom[1])/z})
		case moved && h.Press.Single > 0 && b.Magnifying():
			h.StartDrag(h.Press)
			if h.Drag != nil {
				h.aim(x, y)
			}
		case moved && h.Press.OnMap:
			h.Panning = true
			h.PanFrom = [2]float64{h.Press.X, h.Press.Y}
			h.CamFrom = b.Camera()
		}
	}
	if confirm := c.Confirming(); up && confirm != "" && (over < 0 || controls[over].Id != confirm) {
		h.emit(Confirm{""})
	}
	if up {
		switch p := h.Press; {
		case h.Drag != nil && !(h.Drag.Keys && p != nil && p.Single == -1):
			h.drop(x, y) // (a button clicked while the keys carry a stack: the button, below)
		case h.Panning:
		case p != nil && p.Single == -1:
			if over >= 0 && controls[over].R.In(p.X, p.Y) {
				bt := controls[over]
				if bt.Enabled && bt.OnClick != nil {
					h.emit(Press{ID: bt.Id, Index: over})
				} else if !bt.Enabled && bt.Tip != "" {
					h.say(bt.Tip, true)
				}
			}
		case p != nil:
			h.Click(p)
		}
		h.Press, h.Drag, h.Panning = nil, nil, false
	}
	return h.take()
}

// aim aims the drag at what lies under the pointer: a hex, or a counter
// of the open spread.
func (h *Hand) aim(x, y float64) {
	hx, onto := h.Ctx.Board().AimAt(x, y, h.Drag.Spread)
	h.UpdateDragHex(hx)
	h.AimOnto(hx, onto)
}

// press is the left button going down: what it went down on (a control,
// if onControl; hover is the hex under the pointer).
func (h *Hand) press(x, y float64, shift, onControl bool, hover game.Hex) {
	n, b, c := h.Ctx.Now(), h.Ctx.Board(), h.Ctx.Chrome()
	p := &board.PressInfo{X: x, Y: y, Shift: shift}
	h.Press = p
	if onControl {
		p.Single = -1 // a control: fires on release
		return
	}
	if r, ok := c.RowUnder(x, y); ok {
		p.Single, p.Hex, p.Roster = r.Id, r.Hex, r.Roster
		return
	}
	switch {
	case c.MissionCard().In(x, y):
		// the mission card finds the mission, as a line of the roster does
		m, hx := h.Ctx.Mission()
		p.Single, p.Hex, p.Roster = m, hx, true
	case b.SpreadRect().In(x, y):
		// a counter of the open spread: picked up alone
		p.Spread = true
		p.Single, p.Hex, _ = b.SpreadAt(x, y)
	case h.Ctx.OnMagnifier(x, y):
		// the magnifier is a stack's picture: pressed, it opens that
		// stack's spread, whose counters can be dragged (not a pan)
		p.Hex = hover
		h.SpreadOpen(hover)
	case n.MapView.In(x, y) && !h.Ctx.OverPanel(x, y):
		p.OnMap = true
		p.Single, p.Hex = b.PieceAtScreen(x, y)
		if p.Hex == game.NoHex {
			p.Hex = b.HexAtScreen(x, y)
		}
	}
}

// ConfirmOr takes an action on the second click of the same button.
func (h *Hand) ConfirmOr(id string, act game.Action) []Intent {
	h.confirmOr(h.Ctx.Chrome().Confirming(), id, act)
	return h.take()
}

// confirmOr is ConfirmOr with the control armed now.
func (h *Hand) confirmOr(armed, id string, act game.Action) {
	if armed == id {
		h.emit(Confirm{""})
		h.emit(Act{act})
		return
	}
	h.emit(Confirm{id})
}

// EndPhase is the End Phase button: a move ends at once; a phase the
// rules warn about ending asks for a second click.
func (h *Hand) EndPhase() []Intent {
	h.endPhase(h.Ctx.Chrome().Confirming())
	return h.take()
}

func (h *Hand) endPhase(armed string) {
	r := h.Ctx.Rules()
	if _, moving := r.Moving(); moving {
		h.emit(Act{game.Action{Type: game.ActEndMove}})
		return
	}
	if w := r.EndPhase().Warn; w != "" && armed != "end-phase" {
		h.emit(Confirm{"end-phase"}) // asked: a second click goes on
		h.say(w+" Click "+r.EndPhaseName()+" again to go on without it.", false)
		return
	}
	h.emit(Confirm{""})
	h.emit(Act{game.Action{Type: game.ActEndPhase}})
}

// Click is a press and release without a drag.
func (h *Hand) Click(p *board.PressInfo) {
	b := h.Ctx.Board()
	if h.Ctx.Now().Busy {
		h.emit(Skip{})
		return
	}
	id, hx := p.Single, p.Hex
	if pk, ok := h.Ctx.Rules().InHand(); ok && p.OnMap && hx != game.NoHex {
		h.DropPickup(&pk, hx, game.None)
		return
	}
	if h.PointAt(id) {
		return
	}
	switch {
	case p.Spread: // a counter of the spread, clicked: it stays open
	case p.Roster && hx != game.NoHex:
		h.emit(CenterOn{hx})
		h.emit(Pin{hx})
	case hx != game.NoHex && b.Pinned() == hx:
		h.emit(Pin{game.NoHex}) // unpinned: its spread closes
	case hx != game.NoHex:
		h.SpreadOpen(hx)
	}
}

// SpreadOpen pins the hex in the inspector and spreads its stack open
// beside it, saying what can be done there.
func (h *Hand) SpreadOpen(hx game.Hex) {
	h.emit(OpenSpread{hx, "The stack at " + hx.String() + " is spread open: drag a counter onto another to haul or ride, onto its hex to leave it there, or to another hex to move it alone. Esc or a click on the hex closes it."})
}

// PointAt does what pointing at a piece means now, as the rules say (a
// click on its counter, or M on its stack): an enemy unit to attack shows
// its odds, a weapon is chosen to fire, an enemy unit then nominated.
// It reports false when pointing means nothing of its own.
func (h *Hand) PointAt(id game.PieceID) bool {
	r := h.Ctx.Rules()
	pt := r.PointAt(id, h.Ctx.Board().Weapon())
	switch pt.Kind {
	case game.PointTarget:
		h.emit(Target{id}) // the odds and the attack buttons
	case game.PointWeapon:
		h.emit(Weapon{id})
		h.say(fmt.Sprintf("%s chosen: now click the enemy unit it fires on (or put the hex cursor on it and press M).", r.Name(id)), false)
	case game.PointFire:
		if !pt.OK() {
			h.say(pt.Reason, true)
			break
		}
		h.emit(Act{pt.Act})
	default:
		return false
	}
	return true
}

// StartDrag picks up what the press was on, as the rules allow: the
// drag carries the rules' answer (what moves with it, its reach), or
// their refusal for the drop to say.
func (h *Hand) StartDrag(p *board.PressInfo) {
	if h.Ctx.Now().Busy {
		h.emit(ShowAll{Stay: true}) // the player acts where they look: the camera stays
	}
	r := h.Ctx.Rules()
	id := p.Single
	from, on := r.OnMapAt(id)
	if !on {
		return
	}
	pk := r.PickUp(id, p.Shift || !p.OnMap)
	d := &board.DragInfo{Pickup: &pk, Piece: id, From: from, Target: game.NoHex, Mode: board.DragModes[pk.Kind], Pieces: []game.PieceID{id}, Spread: p.Spread}
	if pk.OK() {
		d.Pieces, d.Piece = pk.Pieces, pk.Pieces[len(pk.Pieces)-1]
		d.Reach, d.Mp, d.MpTerms = pk.Reach(), pk.MP, pk.MPTerms
	}
	h.Drag = d
}

// drop is the release of a drag: onto the hex or counter under the
// pointer, or a row of the inspector.
func (h *Hand) drop(x, y float64) {
	hx, onto := h.Ctx.Board().AimAt(x, y, h.Drag.Spread)
	if r, ok := h.Ctx.Chrome().RowUnder(x, y); ok {
		onto, hx = r.Id, r.Hex
	}
	h.DropPickup(h.Drag.Pickup, hx, onto)
}

// DropPickup puts what was picked up (or is in the player's hand) down in
// a hex, onto one of its pieces or none (a release of the mouse, M with
// the hex cursor, a click with a camp in hand): the rules say what that
// drop means, or why it is refused.
func (h *Hand) DropPickup(pk *game.Pickup, hx game.Hex, onto game.PieceID) {
	dr := h.Ctx.Rules().DropAt(pk, hx, onto)
	switch {
	case dr.Code == game.RefuseOffMap: // snaps back
	case !dr.OK():
		h.say(dr.Sentence(), true)
	case dr.Kind != game.DropStay:
		h.emit(Act{dr.Act})
	}
}
