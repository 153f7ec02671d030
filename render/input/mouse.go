package input

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/ui"
)

// RightClick is the right button going down: during a drag it cancels
// it, as Escape does; on a stack, the map's or the spread's, it opens the
// stack's menu, and reports true: the frame's input ends there.
func (h *Hand) RightClick(in ui.InputState) bool {
	p, b := h.Ctx.Pointer(), h.Ctx.Board()
	if !in.Right || p.Prev.Right {
		return false
	}
	if p.Drag != nil || p.Press != nil {
		p.Drag, p.Press = nil, nil
		h.Ctx.Chrome().Say("Drag cancelled: the pieces stay where they were.", false)
		return false
	}
	x, y := float64(in.X), float64(in.Y)
	if _, hx, on := b.SpreadAt(x, y); on {
		h.Ctx.OpenStackMenu(hx, ui.Pt{x, y}, false) // a counter of the spread: its stack's menu
		return true
	}
	if !h.Ctx.Shared().MapView.In(x, y) || h.Ctx.OverPanel(x, y) {
		return false
	}
	_, hx := b.PieceAtScreen(x, y) // a counter may lie over the next hex
	if hx == game.NoHex {
		hx = b.HexAtScreen(x, y)
	}
	if len(b.StackAt(hx)) == 0 {
		return false
	}
	h.Ctx.OpenStackMenu(hx, ui.Pt{x, y}, false)
	return true
}

// Pointer turns this frame's pointer into camera moves, clicks on
// controls, and the press, drag and drop of counters; WASD and Shift and
// the arrows pan too (the arrows alone move the hex cursor).
func (h *Hand) Pointer(in ui.InputState) {
	sh, b, c, p := h.Ctx.Shared(), h.Ctx.Board(), h.Ctx.Chrome(), h.Ctx.Pointer()
	x, y := float64(in.X), float64(in.Y)
	if !in.Ctrl() {
		step := 12 * sh.Scale / b.Cam.Zoom
		shift := in.Shift()
		if shift && in.IsHeld(ebiten.KeyArrowLeft) || in.IsHeld(ebiten.KeyA) {
			b.Cam.Ox -= step
		}
		if shift && in.IsHeld(ebiten.KeyArrowRight) || in.IsHeld(ebiten.KeyD) {
			b.Cam.Ox += step
		}
		if shift && in.IsHeld(ebiten.KeyArrowUp) || in.IsHeld(ebiten.KeyW) {
			b.Cam.Oy -= step
		}
		if shift && in.IsHeld(ebiten.KeyArrowDown) || in.IsHeld(ebiten.KeyS) {
			b.Cam.Oy += step
		}
	}
	// wheel
	if in.WheelY != 0 {
		switch {
		case c.LogRect().In(x, y):
			c.LogScroll = math.Max(0, c.LogScroll+in.WheelY*3)
		case c.ShopVisible() && c.ShopRect().In(x, y):
			c.ShopWheel(in.WheelY)
		case sh.MapView.In(x, y):
			b.ZoomAt(x, y, math.Pow(1.15, in.WheelY))
		}
	}

	b.Spread.Area = c.UsableView()
	b.Spread.Area.H -= c.ActionBar().H
	b.HoverHex = game.NoHex
	if sh.MapView.In(x, y) && !h.Ctx.OverPanel(x, y) { // not the hex under a dialog or the shop
		b.HoverHex = b.HexAtScreen(x, y)
	}
	was := ""
	if c.HoverBtn != nil {
		was = c.HoverBtn.Id
	}
	c.HoverBtn = nil
	for i := len(c.Buttons) - 1; i >= 0; i-- {
		if c.Buttons[i].R.In(x, y) {
			c.HoverBtn = &c.Buttons[i]
			break
		}
	}
	if c.HoverBtn != nil && c.HoverBtn.Id != was {
		c.HoverSince = h.Ctx.Frame() // its tooltip waits (chrome.TooltipDelay)
	}

	down := in.Left && !p.Prev.Left
	up := !in.Left && p.Prev.Left
	if h.Ctx.RuleLink(x, y, down) {
		return // a rule number opens the reference
	}
	if down {
		h.press(x, y, in.Shift())
	}
	if in.Left && p.Press != nil {
		moved := math.Hypot(x-p.Press.X, y-p.Press.Y) > 5*sh.Scale
		switch {
		case p.Drag != nil:
			hx, onto := b.AimAt(x, y, p.Drag.Spread)
			p.UpdateDragHex(hx)
			p.AimOnto(hx, onto)
		case p.Panning:
			b.Cam.Ox = p.CamFrom.Ox - (x-p.PanFrom[0])/b.Cam.Zoom
			b.Cam.Oy = p.CamFrom.Oy - (y-p.PanFrom[1])/b.Cam.Zoom
		case moved && p.Press.Single > 0 && b.ShowPiece:
			h.StartDrag(p.Press)
			if p.Drag != nil {
				hx, onto := b.AimAt(x, y, p.Drag.Spread)
				p.UpdateDragHex(hx)
				p.AimOnto(hx, onto)
			}
		case moved && p.Press.OnMap:
			p.Panning = true
			p.PanFrom = [2]float64{p.Press.X, p.Press.Y}
			p.CamFrom = b.Cam
		}
	}
	if up && c.Confirm != "" && (c.HoverBtn == nil || c.HoverBtn.Id != c.Confirm) {
		c.Confirm = ""
	}
	if up {
		switch {
		case p.Drag != nil && !(p.Drag.Keys && p.Press != nil && p.Press.Single == -1):
			h.drop(x, y) // (a button clicked while the keys carry a stack: the button, below)
		case p.Panning:
		case p.Press != nil && p.Press.Single == -1:
			if c.HoverBtn != nil && c.HoverBtn.R.In(p.Press.X, p.Press.Y) {
				bt := *c.HoverBtn
				if bt.Enabled && bt.OnClick != nil {
					bt.OnClick()
				} else if !bt.Enabled && bt.Tip != "" {
					c.Say(bt.Tip, true)
				}
			}
		case p.Press != nil:
			h.Click(p.Press)
		}
		p.Press, p.Drag, p.Panning = nil, nil, false
	}
}

// press is the left button going down: what it went down on.
func (h *Hand) press(x, y float64, shift bool) {
	sh, b, c, p := h.Ctx.Shared(), h.Ctx.Board(), h.Ctx.Chrome(), h.Ctx.Pointer()
	p.Press = &board.PressInfo{X: x, Y: y, Shift: shift}
	switch {
	case c.HoverBtn != nil:
		p.Press.Single = -1 // a control: fires on release
	case c.RowAt(x, y) != nil:
		r := c.RowAt(x, y)
		p.Press.Single, p.Press.Hex, p.Press.Roster = r.Id, r.Hex, r.Roster
	case c.MissionCard().In(x, y):
		// the mission card finds the mission, as a line of the roster does
		m := sh.Shown().Mission
		hx, _ := sh.ShownHex(m)
		p.Press.Single, p.Press.Hex, p.Press.Roster = m, hx, true
	case b.SpreadRect().In(x, y):
		// a counter of the open spread: picked up alone
		p.Press.Spread = true
		p.Press.Single, p.Press.Hex, _ = b.SpreadAt(x, y)
	case h.Ctx.OnMagnifier(x, y):
		// the magnifier is a stack's picture: pressed, it opens that
		// stack's spread, whose counters can be dragged (not a pan)
		p.Press.Hex = b.HoverHex
		h.SpreadOpen(b.HoverHex)
	case sh.MapView.In(x, y) && !h.Ctx.OverPanel(x, y):
		p.Press.OnMap = true
		p.Press.Single, p.Press.Hex = b.PieceAtScreen(x, y)
		if p.Press.Hex == game.NoHex {
			p.Press.Hex = b.HexAtScreen(x, y)
		}
	}
}

// ConfirmOr takes an action on the second click of the same button.
func (h *Hand) ConfirmOr(id string, act game.Action) {
	c := h.Ctx.Chrome()
	if c.Confirm == id {
		c.Confirm = ""
		h.Ctx.Do(act)
		return
	}
	c.Confirm = id
}

// EndPhase is the End Phase button: a move ends at once; a phase the
// rules warn about ending asks for a second click.
func (h *Hand) EndPhase() {
	c := h.Ctx.Chrome()
	s := h.Ctx.Shared().G.State
	if s.Move != nil {
		h.Ctx.Do(game.Action{Type: game.ActEndMove})
		return
	}
	if w := chrome.Command(s, game.CmdEndPhase).Warn; w != "" && c.Confirm != "end-phase" {
		c.Confirm = "end-phase" // asked: a second click goes on
		c.Say(w+" Click "+chrome.EndPhaseName(s)+" again to go on without it.", false)
		return
	}
	c.Confirm = ""
	h.Ctx.Do(game.Action{Type: game.ActEndPhase})
}

// Click is a press and release without a drag.
func (h *Hand) Click(p *board.PressInfo) {
	sh, b := h.Ctx.Shared(), h.Ctx.Board()
	s := sh.G.State
	if sh.Anim.Busy() {
		sh.Anim.Skip()
		return
	}
	id, hx := p.Single, p.Hex
	if pk, ok := s.InHand(); ok && p.OnMap && hx != game.NoHex {
		h.DropPickup(&pk, hx, game.None)
		return
	}
	if h.PointAt(id) {
		return
	}
	switch {
	case p.Spread: // a counter of the spread, clicked: it stays open
	case p.Roster && hx != game.NoHex:
		b.CenterOn(hx, h.Ctx.Chrome().Sight())
		b.SelHex = hx
	case hx != game.NoHex && b.SelHex == hx:
		b.SelHex = game.NoHex // unpinned: its spread closes
	case hx != game.NoHex:
		h.SpreadOpen(hx)
	}
}

// SpreadOpen pins the hex in the inspector and spreads its stack open
// beside it, saying what can be done there.
func (h *Hand) SpreadOpen(hx game.Hex) {
	b := h.Ctx.Board()
	b.SelHex, b.Spread.Hex = hx, hx
	if _, ok := b.SpreadOpen(); ok {
		h.Ctx.Chrome().SayWhile("The stack at "+hx.String()+" is spread open: drag a counter onto another to haul or ride, onto its hex to leave it there, or to another hex to move it alone. Esc or a click on the hex closes it.", func() bool {
			open, ok := b.SpreadOpen()
			return ok && open == hx
		})
	}
}

// PointAt does what pointing at a piece means now, as the rules say (a
// click on its counter, or M on its stack): an enemy unit to attack shows
// its odds, a weapon is chosen to fire, an enemy unit then nominated.
// It reports false when pointing means nothing of its own.
func (h *Hand) PointAt(id game.PieceID) bool {
	b := h.Ctx.Board()
	s := h.Ctx.Shared().G.State
	pt := s.PointAt(id, b.NomWeapon)
	switch pt.Kind {
	case game.PointTarget:
		b.AttackSel = id // the odds and the attack buttons
	case game.PointWeapon:
		b.NomWeapon = id
		h.Ctx.Chrome().Say(fmt.Sprintf("%s chosen: now click the enemy unit it fires on (or put the hex cursor on it and press M).", s.Name(id)), false)
	case game.PointFire:
		if !pt.OK() {
			h.Ctx.Chrome().Say(pt.Reason, true)
			break
		}
		h.Ctx.Do(pt.Act)
	default:
		return false
	}
	return true
}

// StartDrag picks up what the press was on, as the rules allow: the
// drag carries the rules' answer (what moves with it, its reach), or
// their refusal for the drop to say.
func (h *Hand) StartDrag(p *board.PressInfo) {
	sh := h.Ctx.Shared()
	s := sh.G.State
	if sh.Anim.Busy() {
		h.Ctx.Board().Follow.Away = false // the player acts where they look: stay
		sh.Anim.Flush()
	}
	id := p.Single
	if s.P(id).Place != game.OnMap {
		return
	}
	pk := s.PickUp(id, p.Shift || !p.OnMap)
	d := &board.DragInfo{Pickup: &pk, Piece: id, From: s.P(id).Hex, Target: game.NoHex, Mode: board.DragModes[pk.Kind], Pieces: []game.PieceID{id}, Spread: p.Spread}
	if pk.OK() {
		d.Pieces, d.Piece = pk.Pieces, pk.Pieces[len(pk.Pieces)-1]
		d.Reach, d.Mp, d.MpTerms = pk.Reach(), pk.MP, pk.MPTerms
	}
	h.Ctx.Pointer().Drag = d
}

// drop is the release of a drag: onto the hex or counter under the
// pointer, or a row of the inspector.
func (h *Hand) drop(x, y float64) {
	p := h.Ctx.Pointer()
	hx, onto := h.Ctx.Board().AimAt(x, y, p.Drag.Spread)
	if r := h.Ctx.Chrome().RowAt(x, y); r != nil {
		onto, hx = r.Id, r.Hex
	}
	h.DropPickup(p.Drag.Pickup, hx, onto)
}

// DropPickup puts what was picked up (or is in the player's hand) down in
// a hex, onto one of its pieces or none (a release of the mouse, M with
// the hex cursor, a click with a camp in hand): the rules say what that
// drop means, or why it is refused.
func (h *Hand) DropPickup(pk *game.Pickup, hx game.Hex, onto game.PieceID) {
	dr := h.Ctx.Shared().G.State.DropAt(pk, hx, onto)
	switch {
	case dr.Code == game.RefuseOffMap: // snaps back
	case !dr.OK():
		h.Ctx.Chrome().Say(dr.Sentence(), true)
	case dr.Kind != game.DropStay:
		h.Ctx.Do(dr.Act)
	}
}
