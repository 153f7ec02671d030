package render

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/crash"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/scenes"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// Input → intent → action: the frame's InputState becomes camera moves,
// clicks on controls, drags of counters and key commands; those that
// change the game become game.Actions.

func (a *App) handleInput() {
	a.pollMenuJob()
	if scenes.Input(sceneCtx{a}, a.pointer.cur) {
		return
	}
	in := a.pointer.cur
	x, y := float64(in.X), float64(in.Y)
	if a.chrome.ShopBarInput(in, a.pointer.prev.Left) {
		return // the shop's scroll bar has the pointer
	}

	// a right click during a drag cancels it, as Escape does
	if in.Right && !a.pointer.prev.Right && (a.pointer.drag != nil || a.pointer.press != nil) {
		a.pointer.drag, a.pointer.press = nil, nil
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
		a.chrome.HoverSince = a.shell.frame // its tooltip waits (tooltipDelay)
	}

	down := in.Left && !a.pointer.prev.Left
	up := !in.Left && a.pointer.prev.Left
	if !a.overlays.scenes.IsUp("help") && a.ruleLinkInput(x, y, down) {
		return // a rule number opens the reference
	}
	if down {
		a.pointer.press = &pressInfo{x: x, y: y, shift: in.Shift()}
		switch {
		case a.chrome.HoverBtn != nil:
			a.pointer.press.single = -1 // a control: fires on release
		case a.chrome.RowAt(x, y) != nil:
			r := a.chrome.RowAt(x, y)
			a.pointer.press.single, a.pointer.press.hex, a.pointer.press.roster = r.Id, r.Hex, r.Roster
		case a.MapView.In(x, y) && !a.overPanel(x, y):
			a.pointer.press.onMap = true
			a.pointer.press.single, a.pointer.press.hex = a.board.PieceAtScreen(x, y)
			if a.pointer.press.hex == game.NoHex {
				a.pointer.press.hex = a.board.HexAtScreen(x, y)
			}
		}
	}
	if in.Left && a.pointer.press != nil {
		moved := math.Hypot(x-a.pointer.press.x, y-a.pointer.press.y) > 5*a.Scale
		switch {
		case a.pointer.drag != nil:
			a.updateDrag(x, y)
		case a.pointer.panning:
			a.board.Cam.Ox = a.pointer.camFrom.Ox - (x-a.pointer.panFrom[0])/a.board.Cam.Zoom
			a.board.Cam.Oy = a.pointer.camFrom.Oy - (y-a.pointer.panFrom[1])/a.board.Cam.Zoom
		case moved && a.pointer.press.single > 0 && a.board.ShowPiece:
			a.startDrag(a.pointer.press)
			if a.pointer.drag != nil {
				a.updateDrag(x, y)
			}
		case moved && a.pointer.press.onMap:
			a.pointer.panning = true
			a.pointer.panFrom = [2]float64{a.pointer.press.x, a.pointer.press.y}
			a.pointer.camFrom = a.board.Cam
		}
	}
	if up && a.chrome.Confirm != "" && (a.chrome.HoverBtn == nil || a.chrome.HoverBtn.Id != a.chrome.Confirm) {
		a.chrome.Confirm = ""
	}
	if up {
		switch {
		case a.pointer.drag != nil && !(a.pointer.drag.keys && a.pointer.press != nil && a.pointer.press.single == -1):
			a.drop(x, y) // (a button clicked while the keys carry a stack: the button, below)
		case a.pointer.panning:
		case a.pointer.press != nil && a.pointer.press.single == -1:
			if a.chrome.HoverBtn != nil && a.chrome.HoverBtn.R.In(a.pointer.press.x, a.pointer.press.y) {
				b := *a.chrome.HoverBtn
				if b.Enabled && b.OnClick != nil {
					b.OnClick()
				} else if !b.Enabled && b.Tip != "" {
					a.chrome.Say(b.Tip, true)
				}
			}
		case a.pointer.press != nil:
			a.click(a.pointer.press)
		}
		a.pointer.press, a.pointer.drag, a.pointer.panning = nil, nil, false
	}
}

func (a *App) overPanel(x, y float64) bool {
	if a.chrome.ShopVisible() && a.chrome.ShopRect().In(x, y) {
		return true
	}
	if a.modalRect().W > 0 && a.modalRect().In(x, y) {
		return true
	}
	if (attackScene{}).open(a) && a.board.AttackPanel().In(x, y) {
		return true
	}
	if a.coach.coachOn() && a.coachLayoutNow().r.In(x, y) {
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
		a.openOverlay(savesOverlay)
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
			a.openOverlay(savesOverlay)
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
	a.board.SelHex, a.board.AttackSel, a.board.NomWeapon, a.pointer.drag, a.pointer.press = game.NoHex, game.None, game.None, nil, nil
	a.board.CampKey = -1
	a.Version++
	a.overlays.overClosed, a.chrome.Confirm = false, ""
	a.chrome.LogLines = nil
	// the whole log, rebuilt from the game's actions: a loaded game reads
	// as it was played
	if _, events, err := game.Replay(g.Rules, g.Scenario, g.Seed, g.Log); err == nil {
		for _, e := range events {
			a.chrome.LogLine(e)
		}
	}
	head := fmt.Sprintf("%s, seed %d, turn %d. %s", g.Scenario.Name, g.Seed, g.State.Turn, nextStep(g.State))
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
	if w := shortfallWarning(s); w != "" && a.chrome.Confirm != "end-phase" {
		a.chrome.Confirm = "end-phase" // asked: a second click goes on (phaseflow.go)
		a.chrome.Say(w+" Click End Phase again to go on without it.", false)
		return
	}
	a.chrome.Confirm = ""
	a.do(game.Action{Type: game.ActEndPhase})
}

// click is a press and release without a drag.
func (a *App) click(p *pressInfo) {
	s := a.G.State
	if a.Anim.Busy() {
		a.Anim.Skip()
		return
	}
	id, h := p.single, p.hex
	if camp := s.CampToPlace(); camp != game.None && p.onMap && h != game.NoHex {
		a.do(game.Action{Type: game.ActPlaceCamp, Piece: camp, Hex: h})
		return
	}
	if s.Pending != nil && s.Pending.Kind == game.DecSuppression && id > 0 {
		switch {
		case slices.Contains(s.Suppressors(), id):
			a.board.NomWeapon = id
			a.chrome.Say(fmt.Sprintf("%s chosen: now click the enemy unit it fires on.", s.Name(id)), false)
			return
		case s.Spec(id).Kind == game.KindEnemy && a.board.NomWeapon != game.None:
			a.do(game.Action{Type: game.ActNominate, Piece: a.board.NomWeapon, Target: id})
			return
		}
	}
	if s.Phase == game.PhaseCombat && s.Pending == nil && id > 0 && s.Spec(id).Kind == game.KindEnemy {
		a.board.AttackSel = id
		return
	}
	if p.roster && h != game.NoHex {
		a.centerOn(h)
		a.board.SelHex = h
		return
	}
	if h != game.NoHex {
		if a.board.SelHex == h {
			a.board.SelHex = game.NoHex
		} else {
			a.board.SelHex = h
		}
	}
}

// movers is what a drag of a hex's stack moves: the moving stack, or all
// unmoved movers there together, or one piece.
func (ss *App) moversFor(h game.Hex, single game.PieceID, one bool) []game.PieceID {
	s := ss.G.State
	if s.Move != nil && s.Move.At == h && (!one || slices.Contains(s.Move.Movers, single)) && !one {
		return s.Move.Movers
	}
	if one {
		return []game.PieceID{single}
	}
	var best []game.PieceID
	for _, grp := range s.MoveGroups() {
		if s.P(grp[0]).Hex != h {
			continue
		}
		if len(grp) > len(best) {
			best = grp
		}
	}
	if best != nil {
		return best
	}
	var out []game.PieceID
	for _, id := range s.At(h) {
		if s.IsMover(id) && s.P(id).Carrier == game.None {
			out = append(out, id)
		}
	}
	return out
}

func (a *App) startDrag(p *pressInfo) {
	s := a.G.State
	if a.Anim.Busy() {
		a.board.Follow.Away = false // the player acts where they look: stay
		a.Anim.Flush()
	}
	id := p.single
	sp := s.Spec(id)
	d := &dragInfo{piece: id, from: s.P(id).Hex, target: game.NoHex}
	if s.P(id).Place != game.OnMap {
		return
	}
	one := p.shift || !p.onMap
	switch {
	case s.Pending != nil:
		d.mode = dragNone
	case s.Phase == game.PhaseSetup && s.SetupStep == game.SetupCamps && sp.Kind == game.KindBaseCamp:
		d.mode, d.pieces = dragCamp, []game.PieceID{id}
	case s.Phase == game.PhaseSetup && s.SetupStep == game.SetupDeploy && s.IsSF(id):
		d.mode, d.pieces = dragDeploy, []game.PieceID{id}
	case sp.Kind == game.KindGear && one && !(sp.IsVehicle() && s.Phase == game.PhaseMovement):
		// a vehicle dragged alone outside the movement phase is loaded
		// like gear: onto a team it carries, off it goes its own way
		d.mode, d.pieces = dragGear, []game.PieceID{id}
	case s.Phase == game.PhaseMovement || s.Phase == game.PhaseCombat:
		d.mode = dragMove
		d.pieces = a.moversFor(d.from, id, one && s.IsMover(id))
		if one && !s.IsMover(id) {
			d.mode, d.pieces = dragGear, []game.PieceID{id}
		}
		if s.Phase == game.PhaseMovement && len(d.pieces) > 0 {
			if s.Move != nil && slices.Equal(d.pieces, s.Move.Movers) {
				d.reach = s.Reachable(nil)
			} else {
				d.reach = s.Reachable(d.pieces)
			}
			d.mp, d.mpTerms = s.AllowanceNotes(d.pieces)
		}
		if len(d.pieces) > 0 {
			d.piece = d.pieces[len(d.pieces)-1]
		}
	default:
		d.mode, d.pieces = dragNone, []game.PieceID{id}
	}
	a.pointer.drag = d
}

func (a *App) updateDrag(x, y float64) { a.pointer.updateDragHex(a.board.HexAtScreen(x, y)) }

// updateDragHex aims the drag at a hex: the path, the noise or the odds
// there (the pointer's or the hex cursor's).
func (p *pointer) updateDragHex(h game.Hex) {
	d := p.drag
	s := p.G.State
	if h == d.target {
		return
	}
	d.target = h
	d.noiseOK, d.attack = false, nil
	if h == game.NoHex {
		return
	}
	if d.mode == dragMove && s.Phase == game.PhaseMovement {
		if r, ok := d.reach.At(h); ok {
			// the noise the stack would make there (12.0)
			act := game.Action{Type: game.ActMove, Pieces: d.pieces, Path: r.Path}
			if s.Move != nil && slices.Equal(d.pieces, s.Move.Movers) {
				act.Pieces = nil
			}
			if n, terms, err := s.NoisePreview(act); err == nil {
				d.noise, d.noiseTerms = n, terms
				d.noiseHex, d.noiseOK = h, true
			}
		}
	}
	if d.mode == dragMove && s.Phase == game.PhaseCombat {
		if es := s.EnemiesAt(h); len(es) > 0 {
			o := s.AttackPreview(d.from, es[len(es)-1], nil)
			d.attack, d.attackOn = &o, es[len(es)-1]
		}
	}
}

func (a *App) drop(x, y float64) {
	d := a.pointer.drag
	s := a.G.State
	h := a.board.HexAtScreen(x, y)
	var onto game.PieceID
	if r := a.chrome.RowAt(x, y); r != nil {
		onto, h = r.Id, r.Hex
	} else if id, ph := a.board.PieceAtScreen(x, y); id != game.None {
		onto, h = id, ph
		// on the map, gear dropped back on its own hauler (or on anything
		// that hauls nothing) is being left in the hex
		if d.mode == dragGear && (id == s.P(d.piece).Carrier || s.Portage(id) == 0) {
			onto = game.None
		}
	}
	a.dropAt(h, onto)
}

// dropAt ends the drag in a hex, onto one of its pieces or none (a
// release of the mouse, or M with the hex cursor).
func (a *App) dropAt(h game.Hex, onto game.PieceID) {
	d := a.pointer.drag
	s := a.G.State
	if h == game.NoHex {
		return // dropped off the map: snaps back
	}
	switch d.mode {
	case dragNone:
		if s.Pending != nil {
			a.chrome.Say("First answer: "+s.Pending.Prompt, true)
		} else {
			a.chrome.Say(fmt.Sprintf("%s cannot be moved now: %s", s.Name(d.piece), nextStep(s)), true)
		}
	case dragCamp:
		a.do(game.Action{Type: game.ActPlaceCamp, Piece: d.piece, Hex: h})
	case dragDeploy:
		a.do(game.Action{Type: game.ActDeploy, Piece: d.piece, Hex: h})
	case dragGear:
		switch {
		case h != d.from:
			a.chrome.Say(fmt.Sprintf("%s cannot move by itself: drag its team, and it is hauled along (10.5).", s.Name(d.piece)), true)
		case onto != game.None && onto != d.piece:
			a.haul(d.piece, onto, h)
		case s.Move != nil && slices.Contains(s.MoveStack(s.Move.Movers), d.piece):
			a.do(game.Action{Type: game.ActDropOff, Piece: d.piece})
		default:
			a.do(game.Action{Type: game.ActCarry, Piece: d.piece, Target: game.None})
		}
	case dragMove:
		if len(d.pieces) == 0 {
			a.chrome.Say("Nothing here can move by itself.", true)
			return
		}
		if s.Phase == game.PhaseCombat || len(s.EnemiesAt(h)) > 0 && s.Phase != game.PhaseMovement {
			es := s.EnemiesAt(h)
			if len(es) == 0 {
				a.chrome.Say("Drop your teams onto an adjacent enemy unit to attack it, or end the phase.", true)
				return
			}
			a.do(game.Action{Type: game.ActAttack, Hex: d.from, Target: es[len(es)-1]})
			return
		}
		if h == d.from && len(d.pieces) == 1 && onto != game.None && onto != d.pieces[0] {
			// a team dropped on a vehicle boards it, a vehicle dropped on a
			// team carries it (10.4), and so on as the rules allow
			a.haul(d.pieces[0], onto, h)
			return
		}
		if h == d.from && len(d.pieces) == 1 && onto == game.None && s.Move == nil && s.P(d.pieces[0]).Carrier != game.None {
			a.haul(d.pieces[0], game.None, h) // dragged off its team: on its own again
			return
		}
		if h == d.from {
			if s.Move != nil && len(d.pieces) == 1 && slices.Contains(s.Move.Movers, d.pieces[0]) && len(s.Move.Movers) > 1 {
				a.do(game.Action{Type: game.ActDropOff, Piece: d.pieces[0]})
			}
			return
		}
		act := game.Action{Type: game.ActMove, Pieces: d.pieces}
		if s.Move != nil && slices.Equal(d.pieces, s.Move.Movers) {
			act.Pieces = nil
		}
		if r, ok := d.reach.At(h); ok {
			act.Path = r.Path
			a.do(act)
			return
		}
		// refused: say why, in the game's words where it has them
		act.Path = []game.Hex{h}
		if err := s.Check(act); err != nil && (game.Adjacent(h, d.from) || !pathRefused(err)) {
			a.chrome.Say(err.Error(), true)
			return
		}
		mp, _ := s.Allowance(d.pieces)
		if s.Move != nil {
			mp = s.MPLeft()
		}
		a.chrome.Say(fmt.Sprintf("%s is out of reach: the stack has %d MP left and the cheapest way there costs more (10.3).", h, mp), true)
	}
}

// pathRefused reports a refusal about the path itself (not the pieces),
// for which the client's own "out of reach" sentence is clearer.
func pathRefused(err error) bool {
	c := game.CodeOf(err)
	return c == game.RefuseNotAdjacent || c == game.RefuseNotEnoughMP
}

// pressButton clicks the button of buttons with this id, if it is there
// and enabled: a key that does what a button does goes through the button.
func pressButton(buttons []ui.Button, id string) {
	for i := range buttons {
		if b := &buttons[i]; b.Id == id && b.Enabled && b.OnClick != nil {
			b.OnClick()
			return
		}
	}
}

// haul loads piece onto another piece in its hex, in whichever direction
// the rules have for the pair (a vehicle dropped on a team, or the team on
// the vehicle, both make the team ride it), or sets it loose when onto is
// None. The rules say which pairs there are and why one is refused
// (HaulOptions).
func (a *App) haul(piece, onto game.PieceID, h game.Hex) {
	s := a.G.State
	var found *game.Haul
	opts := s.HaulOptions(h)
	for i := range opts {
		o := &opts[i]
		match := o.Cargo == piece && o.Carrier == onto
		if onto != game.None {
			match = match || o.Cargo == onto && o.Carrier == piece
		}
		if match && (found == nil || !found.OK() && o.OK()) {
			found = o
		}
	}
	switch {
	case found == nil && onto == game.None:
		a.chrome.Say(fmt.Sprintf("%s is not hauled by anything: it stays where it is.", s.Name(piece)), false)
	case found == nil:
		a.chrome.Say(fmt.Sprintf("%s and %s cannot be loaded one on the other (9.0, 10.4).", s.Name(piece), s.Name(onto)), true)
	case !found.OK():
		a.chrome.Say(found.Reason, true)
	default:
		a.do(found.Act)
	}
}
