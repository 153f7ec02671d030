package render

import (
	"errors"
	"fmt"
	"strings"

	"kandahar/crash"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/paper"
	"kandahar/render/scenes"
	"kandahar/render/scenes/menus"
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
	if a.chrome.ShopBarInput(in, a.pointer.Prev.Left) || a.chrome.RowsBarInput(in, a.pointer.Prev.Left) || a.chrome.LeftBarInput(in, a.pointer.Prev.Left) {
		return // a list's scroll bar has the pointer
	}
	if x, y := float64(in.X), float64(in.Y); a.chrome.RowsWheel(x, y, in.WheelY) || a.chrome.LeftWheel(x, y, in.WheelY) {
		in.WheelY = 0 // a panel's list took it
	}
	intents, menu := a.hand.RightClick(in)
	a.apply(intents)
	if menu {
		return // a stack's menu opened
	}
	a.apply(a.hand.Frame(in))
	a.pressKeys(in)
	a.apply(a.hand.Camera(in))
	// the open spread stands clear of the panels and the action bar
	a.board.Spread.Area = a.chrome.UsableView()
	a.board.Spread.Area.H -= a.chrome.ActionBar().H
	a.apply(a.hand.Pointer(in))
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
		a.openOverlay(menus.MenuSaves)
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
			a.openOverlay(menus.MenuSaves)
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
	a.board.SelHex, a.board.AttackSel, a.board.NomWeapon = game.NoHex, game.None, game.None
	a.hand.Release()
	a.board.CampKey = -1
	a.Version++
	a.overlays.dialog.OverClosed, a.chrome.Confirm = false, ""
	a.chrome.LogLines = nil
	// the whole log, rebuilt from the game's actions: a loaded game reads
	// as it was played
	if _, events, err := game.Replay(g.Rules, g.Scenario, g.Seed, g.Log); err == nil {
		for _, e := range events {
			a.chrome.LogLine(e.Table())
		}
	}
	head := fmt.Sprintf("%s, seed %d, turn %d. %s", g.Scenario.Name, g.Seed, g.State.Turn, chrome.NextStep(g.State))
	if len(g.Log) > 0 {
		head = "Loaded: " + head
	}
	a.chrome.LogNote(head)
	a.chrome.AfterAction()
}
