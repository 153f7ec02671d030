package render

import (
	"fmt"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/paper"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// The controls of the frame: the phase bar, the action bar, the shop, the
// decision panel, the attack panel, the inspector rows.

func (a *App) buildButtons() {
	st := a.Shown()
	s := a.Scale
	a.chrome.Buttons = a.chrome.Buttons[:0]
	add := func(b ui.Button) { a.chrome.Buttons = append(a.chrome.Buttons, b) }
	idle := !a.Anim.Busy()

	// the phase bar: End Phase
	{
		cmd := chrome.Command(st, game.CmdEndPhase)
		label := chrome.EndPhaseName(st) + "  (E)"
		if a.chrome.Confirm == "key-e" || a.chrome.Confirm == "end-phase" {
			label = "Sure?  (E)" // the first E or click asked (kbd.go, phaseflow.go)
		}
		tip := "Finish this phase and go on to the next (4.0)."
		if !cmd.OK() {
			tip = cmd.Reason
		} else if cmd.Warn != "" {
			tip = cmd.Warn + " " + chrome.EndPhaseName(st) + " asks before going on."
		}
		add(ui.Button{Id: "end-phase", R: ui.Rect{X: a.chrome.Top.X + a.chrome.Top.W - 140*s, Y: a.chrome.Top.Y + 12*s, W: 130 * s, H: 34 * s}, Label: label, Tip: tip,
			Enabled: cmd.OK(), Primary: true, OnClick: func() { a.endPhase() }})
	}
	// the action bar
	bar := a.chrome.ActionBar()
	x := bar.X + 6*s
	y := bar.Y + 5*s
	bh := 28 * s
	// the buttons shrink together when the bar is narrow
	k := min(1, (bar.W-16*s)/(chrome.ActionBarW*s))
	rows := a.chrome.BarRows()
	if rows == 2 {
		k = min(1, (bar.W-16*s)/(chrome.ActionRowW*s))
	}
	place := func(id, label, tip string, w float64, enabled bool, on func()) {
		add(ui.Button{Id: id, R: ui.Rect{X: x, Y: y, W: w * s * k, H: bh}, Label: label, Tip: tip, Enabled: enabled, OnClick: on})
		x += w*s*k + 4*s*k
	}
	mv := chrome.Command(st, game.CmdEndMove)
	tip := "End the moving stack's move: one noise check per hex where teams stopped (12.0)."
	if !mv.OK() {
		tip = mv.Reason
	}
	place("end-move", "End move", tip, 76, mv.OK(), func() { a.do(mv.Act) })
	undoTip := "Take back the last action (Ctrl+Z)."
	if !a.G.CanUndo() {
		undoTip = "Cannot undo: the dice have been rolled."
	}
	place("undo", "Undo", undoTip, 50, a.G.CanUndo() && idle, func() { a.undo() })
	ff := chrome.Command(st, game.CmdForfeit)
	ftip := "Forfeit the current mission: it counts against you (7.2)."
	if !ff.OK() {
		ftip = ff.Reason
	}
	flabel := "Forfeit"
	if a.chrome.Confirm == "forfeit" {
		flabel, ftip = "Sure?", "Click again to forfeit the mission (7.2); anything else cancels."
	}
	place("forfeit", flabel, ftip, 60, ff.OK(), func() { a.confirmOr("forfeit", ff.Act) })
	eg := chrome.Command(st, game.CmdEndGame)
	etip := "End the game now and take the victory assessment (5.0)."
	if !eg.OK() {
		etip = eg.Reason
	}
	elabel := "End game"
	if a.chrome.Confirm == "end-game" {
		elabel, etip = "Sure?", "Click again to end the game and take the victory assessment (5.0)."
	}
	place("end-game", elabel, etip, 72, eg.OK(), func() { a.confirmOr("end-game", eg.Act) })
	x += 8 * s * k
	shopTip := "Show or hide the shop (purchases: 6.0)."
	place("shop", "Shop", shopTip, 48, st.ShopOpen(), func() {
		if a.chrome.ShopOpen {
			a.chrome.CloseShop()
		} else {
			a.chrome.ShopOpen = true
		}
	})
	a.chrome.Buttons[len(a.chrome.Buttons)-1].Active = a.chrome.ShopOpen
	place("counters", "Counters", "Hide or show the counters to read the map (H).", 70, true, func() { a.board.ShowPiece = !a.board.ShowPiece })
	a.chrome.Buttons[len(a.chrome.Buttons)-1].Active = a.board.ShowPiece
	if rows == 2 {
		x, y = bar.X+6*s, y+34*s
	}
	place("fit", "Fit map", "Fit the whole map in the window (F or Home).", 60, true, func() { a.board.Fit(a.chrome.Sight()) })
	exportTip := fmt.Sprintf("Save the whole map with every piece as a %d dpi PNG for printing (Shift+F12); F12 saves the window.", paper.PrintDPI)
	if a.shell.export != nil {
		exportTip = "The " + a.shell.export.what + " is being written."
	}
	place("export", "Export", exportTip, 56, a.shell.export == nil, func() { a.exportMapNow() })
	place("slower", "−", "Slower animations (−).", 22, true, func() { a.Anim.Speed = max(a.Anim.Speed/1.5, 0.25) })
	a.chrome.SpeedAt = ui.Pt{x + 22*s*k, y + bh/2}
	x += 44 * s * k
	place("faster", "+", "Faster animations (+).", 22, true, func() { a.Anim.Speed = min(a.Anim.Speed*1.5, 8) })
	place("skip", "Skip", "Skip the current animation (Space); Shift+Space skips them all.", 46, a.Anim.Busy(), func() { a.Anim.Skip() })
	hintLabel := "Hint"
	if a.hint.Working() {
		hintLabel = "Stop"
	}
	_, shown := a.hint.Suggested()
	place("hint", hintLabel, a.hint.Tip(), 46, a.hint.Working() || shown || !st.Over, a.hint.Toggle)
	a.chrome.Buttons[len(a.chrome.Buttons)-1].Active = a.hint.Working() || shown
	place("help", "Help", "Every shortcut (F1 or ?).", 48, true, func() { a.toggleHelp() })
	place("rules", "Rules", "The rules reference in our own words, searchable (R); T shows a turn on one page. Click any underlined rule number to open its section.", 52, true, func() { a.openReference("", false) })

	a.chrome.ShopButtons(func(act game.Action) { a.do(act) })

	// the scenes' buttons: they draw them (scenes.Dialog, scenes.AttackPanel)
	a.overlays.attack.Buttons(ownedBy(add, scenes.AttackOwner))
	a.overlays.dialog.Buttons(ownedBy(add, scenes.DialogOwner))

}

// inspected is the hex shown in the inspector.
func (a *App) inspected() game.Hex {
	switch {
	case a.pointer.Drag != nil:
		return a.pointer.Drag.From
	case a.keyboard.cursorOn:
		return a.keyboard.cursor
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
