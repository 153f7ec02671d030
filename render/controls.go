package render

import (
	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/scenes/dialog"
	"kandahar/render/ui"
)

// buildButtons lays out the frame's buttons: the chrome's (phase bar,
// action bar, shop), each doing what the shell does, then the scenes'.
func (a *App) buildButtons() {
	_, shown := a.hint.Suggested()
	exporting := ""
	if a.shell.export != nil {
		exporting = a.shell.export.what
	}
	a.chrome.BarButtons(chrome.BarActions{Do: func(act game.Action) { a.do(act) }, ConfirmOr: func(id string, act game.Action) { a.apply(a.hand.ConfirmOr(id, act)) },
		EndPhase: func() { a.apply(a.hand.EndPhase()) }, Undo: a.undo, Fit: func() { a.board.Fit(a.chrome.Sight()) },
		Export: a.exportMapNow, Help: a.toggleHelp, Rules: func() { a.openReference("", false) },
		Counters: func() { a.board.ShowPiece = !a.board.ShowPiece }, CanUndo: a.G.CanUndo(), CountersShown: a.board.ShowPiece,
		Exporting: exporting, HintTip: a.hint.Tip(), HintWorking: a.hint.Working(), HintShown: shown, ToggleHint: a.hint.Toggle})
	a.chrome.ShopButtons(func(act game.Action) { a.do(act) })

	// the scenes' buttons: they draw them (dialog.Dialog, dialog.AttackPanel)
	add := func(b ui.Button) { a.chrome.Buttons = append(a.chrome.Buttons, b) }
	a.overlays.attack.Buttons(ownedBy(add, dialog.AttackOwner))
	a.overlays.dialog.Buttons(ownedBy(add, dialog.DialogOwner))
}

// inspected is the hex shown in the inspector.
func (a *App) inspected() game.Hex {
	switch {
	case a.hand.Drag != nil:
		return a.hand.Drag.From
	case a.hand.Keys.CursorOn:
		return a.hand.Keys.Cursor
	case a.board.HoverHex != game.NoHex && (len(a.board.StackAt(a.board.HoverHex)) > 0 || a.board.SelHex == game.NoHex):
		return a.board.HoverHex
	case a.board.SelHex != game.NoHex:
		return a.board.SelHex
	case a.Shown().Move != nil:
		return a.Shown().Move.At
	}
	return game.NoHex
}

func (a *App) toggleLeft() {
	a.chrome.ToggleLeft()
	a.layoutFrame()
}

func (a *App) toggleRight() {
	a.chrome.ToggleRight()
	a.layoutFrame()
}

func endAskNow(a *App) string {
	if a.Opt.EndPhaseAtOnce {
		return "at once"
	}
	return "asks"
}

func reduceMotionNow(a *App) string {
	if a.Opt.ReduceMotion {
		return "on"
	}
	return "off"
}
