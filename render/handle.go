package render

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/crash"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/paper"
	"kandahar/render/scenes"
	"kandahar/render/view"
)

// Input → intent → action: the frame's InputState becomes camera moves,
// clicks on controls, drags of counters and key commands; those that
// change the game become game.Actions.

func (a *App) handleInput() {
	a.overlays.menu.Poll(sceneCtx{a})
	if scenes.Input(sceneCtx{a}, a.pointer.Cur) {
		return
	}
	in := a.pointer.Cur
	x, y := float64(in.X), float64(in.Y)
	if a.chrome.ShopBarInput(in, a.pointer.Prev.Left) {
		return // the shop's scroll bar has the pointer
	}

	// a right click during a drag cancels it, as Escape does
	if in.Right && !a.pointer.Prev.Right && (a.pointer.Drag != nil || a.pointer.Press != nil) {
		a.pointer.Drag, a.pointer.Press = nil, nil
		a.chrome.Say("Drag cancelled: the pieces stay where they were.", false)
	} else if a.rightClickMenu(in) { // stackmenu.go
		return
	}

	a.keysFrame(in)
	a.pressKeys(in)
	// keyboard panning: WASD, or Shift and the arrows (the arrows alone
	// move the hex cursor, kbd.go)
	if !in.Ctrl() {
		step := 12 * a.Scale / a.board.Cam.Zoom
		sh := in.Shift()
		if sh && in.IsHeld(ebiten.KeyArrowLeft) || in.IsHeld(ebiten.KeyA) {
			a.board.Cam.Ox -= step
		}
		if sh && in.IsHeld(ebiten.KeyArrowRight) || in.IsHeld(ebiten.KeyD) {
			a.board.Cam.Ox += step
		}
		if sh && in.IsHeld(ebiten.KeyArrowUp) || in.IsHeld(ebiten.KeyW) {
			a.board.Cam.Oy -= step
		}
		if sh && in.IsHeld(ebiten.KeyArrowDown) || in.IsHeld(ebiten.KeyS) {
			a.board.Cam.Oy += step
		}
	}
	// wheel
	if in.WheelY != 0 {
		switch {
		case a.chrome.LogRect().In(x, y):
			a.chrome.LogScroll = math.Max(0, a.chrome.LogScroll+in.WheelY*3)
		case a.chrome.ShopVisible() && a.chrome.ShopRect().In(x, y):
			a.chrome.ShopWheel(in.WheelY)
		case a.MapView.In(x, y):
			a.board.ZoomAt(x, y, math.Pow(1.15, in.WheelY))
		}
	}

	a.board.Spread.Area = a.chrome.UsableView()
	a.board.Spread.Area.H -= a.chrome.ActionBar().H
	a.board.HoverHex = game.NoHex
	if a.MapView.In(x, y) && !a.overPanel(x, y) { // not the hex under a dialog or the shop
		a.board.HoverHex = a.board.HexAtScreen(x, y)
	}
	was := ""
	if a.chrome.HoverBtn != nil {
		was = a.chrome.HoverBtn.Id
	}
	a.chrome.HoverBtn = nil
	for i := len(a.chrome.Buttons) - 1; i >= 0; i-- {
		if a.chrome.Buttons[i].R.In(x, y) {
			a.chrome.HoverBtn = &a.chrome.Buttons[i]
			break
		}
	}
	if a.chrome.HoverBtn != nil && a.chrome.HoverBtn.Id != was {
		a.chrome.HoverSince = a.shell.frame // its tooltip waits (chrome.TooltipDelay)
	}

	down := in.Left && !a.pointer.Prev.Left
	up := !in.Left && a.pointer.Prev.Left
	if !a.overlays.scenes.IsUp("help") && a.ruleLinkInput(x, y, down) {
		return // a rule number opens the reference
	}
	if down {
		a.pointer.Press = &board.PressInfo{X: x, Y: y, Shift: in.Shift()}
		switch {
		case a.chrome.HoverBtn != nil:
			a.pointer.Press.Single = -1 // a control: fires on release
		case a.chrome.RowAt(x, y) != nil:
			r := a.chrome.RowAt(x, y)
			a.pointer.Press.Single, a.pointer.Press.Hex, a.pointer.Press.Roster = r.Id, r.Hex, r.Roster
		case a.chrome.MissionCard().In(x, y):
			// the mission card finds the mission, as a line of the roster does
			m := a.Shown().Mission
			hx, _ := a.ShownHex(m)
			a.pointer.Press.Single, a.pointer.Press.Hex, a.pointer.Press.Roster = m, hx, true
		case a.board.SpreadRect().In(x, y):
			// a counter of the open spread: picked up alone
			a.pointer.Press.Spread = true
			a.pointer.Press.Single, a.pointer.Press.Hex, _ = a.board.SpreadAt(x, y)
		case a.overlays.magnifier.At(x, y):
			// the magnifier is a stack's picture: pressed, it opens that
			// stack's spread, whose counters can be dragged (not a pan)
			a.pointer.Press.Hex = a.board.HoverHex
			a.spreadOpen(a.board.HoverHex)
		case a.MapView.In(x, y) && !a.overPanel(x, y):
			a.pointer.Press.OnMap = true
			a.pointer.Press.Single, a.pointer.Press.Hex = a.board.PieceAtScreen(x, y)
			if a.pointer.Press.Hex == game.NoHex {
				a.pointer.Press.Hex = a.board.HexAtScreen(x, y)
			}
		}
	}
	if in.Left && a.pointer.Press != nil {
		moved := math.Hypot(x-a.pointer.Press.X, y-a.pointer.Press.Y) > 5*a.Scale
		switch {
		case a.pointer.Drag != nil:
			h, onto := a.board.AimAt(x, y, a.pointer.Drag.Spread)
			a.pointer.UpdateDragHex(h)
			a.pointer.AimOnto(h, onto)
		case a.pointer.Panning:
			a.board.Cam.Ox = a.pointer.CamFrom.Ox - (x-a.pointer.PanFrom[0])/a.board.Cam.Zoom
			a.board.Cam.Oy = a.pointer.CamFrom.Oy - (y-a.pointer.PanFrom[1])/a.board.Cam.Zoom
		case moved && a.pointer.Press.Single > 0 && a.board.ShowPiece:
			a.startDrag(a.pointer.Press)
			if a.pointer.Drag != nil {
				h, onto := a.board.AimAt(x, y, a.pointer.Drag.Spread)
				a.pointer.UpdateDragHex(h)
				a.pointer.AimOnto(h, onto)
			}
		case moved && a.pointer.Press.OnMap:
			a.pointer.Panning = true
			a.pointer.PanFrom = [2]float64{a.pointer.Press.X, a.pointer.Press.Y}
			a.pointer.CamFrom = a.board.Cam
		}
	}
	if up && a.chrome.Confirm != "" && (a.chrome.HoverBtn == nil || a.chrome.HoverBtn.Id != a.chrome.Confirm) {
		a.chrome.Confirm = ""
	}
	if up {
		switch {
		case a.pointer.Drag != nil && !(a.pointer.Drag.Keys && a.pointer.Press != nil && a.pointer.Press.Single == -1):
			a.drop(x, y) // (a button clicked while the keys carry a stack: the button, below)
		case a.pointer.Panning:
		case a.pointer.Press != nil && a.pointer.Press.Single == -1:
			if a.chrome.HoverBtn != nil && a.chrome.HoverBtn.R.In(a.pointer.Press.X, a.pointer.Press.Y) {
				b := *a.chrome.HoverBtn
				if b.Enabled && b.OnClick != nil {
					b.OnClick()
				} else if !b.Enabled && b.Tip != "" {
					a.chrome.Say(b.Tip, true)
				}
			}
		case a.pointer.Press != nil:
			a.click(a.pointer.Press)
		}
		a.pointer.Press, a.pointer.Drag, a.pointer.Panning = nil, nil, false
	}
}

func (a *App) overPanel(x, y float64) bool {
	if a.chrome.ShopVisible() && a.chrome.ShopRect().In(x, y) {
		return true
	}
	if a.board.SpreadRect().In(x, y) {
		return true // the open spread (board/spread.go)
	}
	if a.modalRect().W > 0 && a.modalRect().In(x, y) {
		return true
	}
	if a.overlays.attack.Open() && a.board.AttackPanel().In(x, y) {
		return true
	}
	if a.coach.Rect().In(x, y) {
		return true // the coach's card over the map (a folded left panel)
	}
	return a.chrome.ActionBar().In(x, y)
}

func (a *App) runSave() {
	if a.Opt.Save == nil {
		a.chrome.Say("Saving is not available in this build.", true)
		return
	}
	if a.shell.hook != nil {
		return
	}
	a.Anim.Flush()
	ch := make(chan hookResult, 1)
	a.shell.hook = ch
	g := a.G
	crash.Go("saving the game", func() {
		msg, err := a.Opt.Save(g)
		ch <- hookResult{msg: msg, err: err}
	})
}

func (a *App) runOpen() {
	if a.Opt.Open == nil && a.Opt.ListSaves != nil {
		a.openOverlay(scenes.MenuSaves)
		return
	}
	if a.Opt.Open == nil {
		a.chrome.Say("Loading is not available in this build.", true)
		return
	}
	if a.shell.hook != nil {
		return
	}
	ch := make(chan hookResult, 1)
	a.shell.hook = ch
	crash.Go("opening a game", func() {
		g, err := a.Opt.Open()
		ch <- hookResult{g: g, err: err}
	})
}

// pollHook takes the answer of a Save or Open when it comes.
func (a *App) pollHook() {
	if a.shell.hook == nil {
		return
	}
	select {
	case r := <-a.shell.hook:
		a.shell.hook = nil
		switch {
		case errors.Is(r.err, view.ErrShowList) && a.Opt.ListSaves != nil:
			a.openOverlay(scenes.MenuSaves)
		case r.err != nil:
			a.chrome.Say(r.err.Error(), true)
		case r.g != nil:
			a.SetGame(r.g)
			a.chrome.Say(strings.TrimSpace(r.msg+" Game loaded: turn "+fmt.Sprint(r.g.State.Turn)+", "+r.g.State.Phase.String()+"."), false)
		case r.msg != "":
			a.chrome.Say(r.msg, false)
		}
	default:
	}
}

// SetGame replaces the game being played (a loaded save).
func (a *App) SetGame(g *game.Game) {
	a.Anim.Flush()
	if g.Rules != a.Rules {
		a.Rules, a.board.Lay = g.Rules, paper.NewLayout(g.Rules.Board, board.BaseR)
		a.board.MapImg, a.board.Ids.Valid, a.board.CamSet = nil, false, false
	}
	a.G = g
	a.board.SelHex, a.board.AttackSel, a.board.NomWeapon, a.pointer.Drag, a.pointer.Press = game.NoHex, game.None, game.None, nil, nil
	a.board.CampKey = -1
	a.Version++
	a.overlays.dialog.OverClosed, a.chrome.Confirm = false, ""
	a.chrome.LogLines = nil
	// the whole log, rebuilt from the game's actions: a loaded game reads
	// as it was played
	if _, events, err := game.Replay(g.Rules, g.Scenario, g.Seed, g.Log); err == nil {
		for _, e := range events {
			a.chrome.LogLine(e)
		}
	}
	head := fmt.Sprintf("%s, seed %d, turn %d. %s", g.Scenario.Name, g.Seed, g.State.Turn, chrome.NextStep(g.State))
	if len(g.Log) > 0 {
		head = "Loaded: " + head
	}
	a.chrome.LogLine(game.Event{Type: game.EvInfo, Text: head})
	a.chrome.AfterAction()
}

// confirmOr takes an action on the second click of the same button.
func (a *App) confirmOr(id string, act game.Action) {
	if a.chrome.Confirm == id {
		a.chrome.Confirm = ""
		a.do(act)
		return
	}
	a.chrome.Confirm = id
}

func (a *App) endPhase() {
	s := a.G.State
	if s.Move != nil {
		a.do(game.Action{Type: game.ActEndMove})
		return
	}
	if w := chrome.Command(s, game.CmdEndPhase).Warn; w != "" && a.chrome.Confirm != "end-phase" {
		a.chrome.Confirm = "end-phase" // asked: a second click goes on (phaseflow.go)
		a.chrome.Say(w+" Click "+chrome.EndPhaseName(s)+" again to go on without it.", false)
		return
	}
	a.chrome.Confirm = ""
	a.do(game.Action{Type: game.ActEndPhase})
}

// click is a press and release without a drag.
func (a *App) click(p *board.PressInfo) {
	s := a.G.State
	if a.Anim.Busy() {
		a.Anim.Skip()
		return
	}
	id, h := p.Single, p.Hex
	if pk, ok := s.InHand(); ok && p.OnMap && h != game.NoHex {
		a.dropPickup(&pk, h, game.None)
		return
	}
	if a.pointAt(id) {
		return
	}
	switch {
	case p.Spread: // a counter of the spread, clicked: it stays open
	case p.Roster && h != game.NoHex:
		a.board.CenterOn(h, a.chrome.Sight())
		a.board.SelHex = h
	case h != game.NoHex && a.board.SelHex == h:
		a.board.SelHex = game.NoHex // unpinned: its spread closes
	case h != game.NoHex:
		a.spreadOpen(h)
	}
}

// spreadOpen pins the hex in the inspector and spreads its stack open
// beside it, saying what can be done there.
func (a *App) spreadOpen(h game.Hex) {
	a.board.SelHex, a.board.Spread.Hex = h, h
	if _, ok := a.board.SpreadOpen(); ok {
		a.chrome.Say("The stack at "+h.String()+" is spread open: drag a counter onto another to haul or ride, onto its hex to leave it there, or to another hex to move it alone. Esc or a click on the hex closes it.", false)
	}
}

// pointAt does what pointing at a piece means now, as the rules say (a
// click on its counter, or M on its stack): an enemy unit to attack shows
// its odds, a weapon is chosen to fire, an enemy unit then nominated.
// It reports false when pointing means nothing of its own.
func (a *App) pointAt(id game.PieceID) bool {
	s := a.G.State
	pt := s.PointAt(id, a.board.NomWeapon)
	switch pt.Kind {
	case game.PointTarget:
		a.board.AttackSel = id // the odds and the attack buttons
	case game.PointWeapon:
		a.board.NomWeapon = id
		a.chrome.Say(fmt.Sprintf("%s chosen: now click the enemy unit it fires on (or put the hex cursor on it and press M).", s.Name(id)), false)
	case game.PointFire:
		if !pt.OK() {
			a.chrome.Say(pt.Reason, true)
			break
		}
		a.do(pt.Act)
	default:
		return false
	}
	return true
}

func (a *App) startDrag(p *board.PressInfo) {
	s := a.G.State
	if a.Anim.Busy() {
		a.board.Follow.Away = false // the player acts where they look: stay
		a.Anim.Flush()
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
	a.pointer.Drag = d
}

func (a *App) drop(x, y float64) {
	h, onto := a.board.AimAt(x, y, a.pointer.Drag.Spread)
	if r := a.chrome.RowAt(x, y); r != nil {
		onto, h = r.Id, r.Hex
	}
	a.dropPickup(a.pointer.Drag.Pickup, h, onto)
}

// dropPickup puts what was picked up (or is in the player's hand) down in
// a hex, onto one of its pieces or none (a release of the mouse, M with
// the hex cursor, a click with a camp in hand): the rules say what that
// drop means, or why it is refused.
func (a *App) dropPickup(pk *game.Pickup, h game.Hex, onto game.PieceID) {
	dr := a.G.State.DropAt(pk, h, onto)
	switch {
	case dr.Code == game.RefuseOffMap: // snaps back
	case !dr.OK():
		a.chrome.Say(dr.Sentence(), true)
	case dr.Kind != game.DropStay:
		a.do(dr.Act)
	}
}
