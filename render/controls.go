package render

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/paper"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// The controls of the frame: the phase bar, the action bar, the shop, the
// decision panel, the attack panel, the inspector rows.

// nextStep says in words what the player does next: the rules' prompt,
// how to do it in this window, and the sections it rests on.
func nextStep(s *game.State) string {
	p := s.Prompt()
	text := p.Text
	if p.Step == game.StepQuestion {
		text = "Answer the question: " + text
	}
	if g := stepGestures[p.Step]; g != "" {
		g = strings.ReplaceAll(g, "End Phase", endPhaseName(s)) // as the button says it
		text += " " + g
	}
	if len(p.Rules) > 0 && p.Step != game.StepQuestion {
		text += " (" + strings.Join(p.Rules, ", ") + ")"
	}
	return text
}

// endPhaseName is the End Phase button's name, as the rules' command
// names it: the header's words must be the button's.
func endPhaseName(s *game.State) string {
	l := command(s, game.CmdEndPhase).Label
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
	game.StepPlaceCamp: "Click a hex, or press M or Enter on the hex cursor.",
	game.StepShop:      "Buy in the shop; End Phase when done.",
	game.StepMove:      "Drag a stack (Shift: its top piece only), or drag gear onto a team.",
	game.StepMoving:    "Keep dragging it, or press Enter to end its move.",
	game.StepCombat:    "Click an enemy unit next to your teams for the odds, or drag the teams onto it.",
	game.StepSuccess:   "End Phase, or End Game.",
}

func (a *App) buildButtons() {
	st := a.Shown()
	s := a.Scale
	a.chrome.Buttons = a.chrome.Buttons[:0]
	add := func(b ui.Button) { a.chrome.Buttons = append(a.chrome.Buttons, b) }
	idle := !a.Anim.Busy()

	// the phase bar: End Phase
	{
		cmd := command(st, game.CmdEndPhase)
		label := endPhaseName(st) + "  (E)"
		if a.chrome.Confirm == "key-e" || a.chrome.Confirm == "end-phase" {
			label = "Sure?  (E)" // the first E or click asked (kbd.go, phaseflow.go)
		}
		tip := "Finish this phase and go on to the next (4.0)."
		if !cmd.OK() {
			tip = cmd.Reason
		} else if cmd.Warn != "" {
			tip = cmd.Warn + " " + endPhaseName(st) + " asks before going on."
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
	mv := command(st, game.CmdEndMove)
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
	ff := command(st, game.CmdForfeit)
	ftip := "Forfeit the current mission: it counts against you (7.2)."
	if !ff.OK() {
		ftip = ff.Reason
	}
	flabel := "Forfeit"
	if a.chrome.Confirm == "forfeit" {
		flabel, ftip = "Sure?", "Click again to forfeit the mission (7.2); anything else cancels."
	}
	place("forfeit", flabel, ftip, 60, ff.OK(), func() { a.confirmOr("forfeit", ff.Act) })
	eg := command(st, game.CmdEndGame)
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

	// the shop
	if a.chrome.ShopVisible() {
		r := a.chrome.ShopRect()
		rows := a.chrome.ShopPieces()
		rh := chrome.ShopRowH * s
		top, _, fit := a.chrome.ShopArea()
		first := a.chrome.ShopFirst()
		for i, row := range rows {
			if i < first || i >= first+fit {
				continue
			}
			ry := top + float64(i-first)*rh
			id := row.Piece
			sp := st.Spec(id)
			bx := r.X + r.W - 10*s - a.chrome.ShopBarW()
			for j := len(row.Buys) - 1; j >= 0; j-- {
				act := row.Buys[j]
				h := act.Hex
				if old := (game.Action{Type: game.ActOldStock, Piece: id}); st.Check(old) == nil && j == len(row.Buys)-1 {
					w := 84 * s
					bx -= w
					add(ui.Button{Id: "old-stock-" + sp.ID, R: ui.Rect{X: bx, Y: ry + 8*s, W: w, H: rh - 16*s}, Label: "Roll d10", Tip: "A Green Beret piece costs its price plus a d10 (16.0): roll it first.",
						Enabled: true, OnClick: func() { a.do(old) }})
					bx -= 6 * s
				}
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
					OnClick: func() { a.do(act) }})
				bx -= 6 * s
			}
		}
		// moving a base camp (12.11) costs a d10 of PP
		bx := r.X + 12*s
		for _, id := range st.OnMapOf(game.KindBaseCamp) {
			act := game.Action{Type: game.ActMoveCamp, Piece: id}
			if st.Check(act) != nil {
				continue
			}
			add(ui.Button{Id: "move-camp-" + st.P(id).Hex.String(), R: ui.Rect{X: bx, Y: r.Y + r.H - 34*s, W: 150 * s, H: 26 * s}, Label: "Move camp " + st.P(id).Hex.String() + " (d10 PP)",
				Tip: "Pick the base camp up for a d10 of PP, then click where it goes (12.11).", Enabled: true, OnClick: func() { a.do(act) }})
			bx += 156 * s
		}
		add(ui.Button{Id: "shop-close", R: ui.Rect{X: r.X + r.W - 34*s, Y: r.Y + 8*s, W: 26 * s, H: 24 * s}, Label: "×", Tip: "Hide the shop (the Shop button shows it again).", Enabled: true,
			OnClick: a.chrome.CloseShop})
	}

	// the scenes' buttons: they draw them (dialog.go, attackpanel.go)
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

func (a *App) buildRows() {
	s := a.Scale
	a.chrome.Rows = a.chrome.Rows[:0]
	if a.chrome.RightFolded() {
		return // no inspector in a folded panel
	}
	h := a.inspected()
	if h == game.NoHex {
		// nothing under the pointer: the roster of every SF piece on the
		// map, stack by stack, the stacks with teams first
		a.chrome.RowOrder = chrome.RowOrder{}
		st := a.Shown()
		y := a.chrome.Right.Y + 58*s
		var stacks []game.Hex
		for _, k := range []game.Kind{game.KindTeam, game.KindCommander, game.KindOfficer, game.KindGear, game.KindBaseCamp} {
			for _, id := range st.OnMapOf(k) {
				if hx, ok := a.ShownHex(id); ok && !slices.Contains(stacks, hx) {
					stacks = append(stacks, hx)
				}
			}
		}
		for _, hx := range stacks {
			ids := st.SFAt(hx)
			slices.SortStableFunc(ids, func(p, q game.PieceID) int { return cmp.Compare(st.Spec(p).Kind, st.Spec(q).Kind) })
			for _, id := range ids {
				if y+37*s > a.chrome.LogRect().Y-30*s {
					return
				}
				a.chrome.Rows = append(a.chrome.Rows, chrome.PieceRow{Id: id, Hex: hx, R: ui.Rect{X: a.chrome.Right.X + 8*s, Y: y, W: a.chrome.Right.W - 16*s, H: 35 * s}, Roster: true})
				y += 37 * s
			}
		}
		return
	}
	y := a.chrome.HexRowsTop(h)
	rh := 37 * s
	for _, id := range a.chrome.RowOrder.Arrange(h, a.board.StackAt(h)) {
		if y+rh > a.chrome.LogRect().Y-30*s {
			break
		}
		row := chrome.PieceRow{Id: id, Hex: h, R: ui.Rect{X: a.chrome.Right.X + 8*s, Y: y, W: a.chrome.Right.W - 16*s, H: rh - 2*s}}
		a.chrome.Rows = append(a.chrome.Rows, row)
		st := a.Shown()
		// the piece's own actions, as the rules list them: the button
		// keeps its short name, with the rule in its tip
		for _, it := range st.PieceItems(row.Id) {
			if a.Anim.Busy() || st.P(row.Id).Place != game.OnMap {
				break
			}
			b, ok := pieceButtons[it.Kind]
			if !ok {
				continue
			}
			act := it.Act
			a.chrome.Buttons = append(a.chrome.Buttons, ui.Button{Id: string(act.Type) + fmt.Sprint(row.Id), R: ui.Rect{X: row.R.X + row.R.W - 74*s, Y: row.R.Y + 6*s, W: 72 * s, H: row.R.H - 12*s},
				Label: b.label, Tip: b.tip, Enabled: true, OnClick: func() { a.do(act) }})
		}
		y += rh
	}
}

func (a *App) toggleLeft() {
	a.chrome.ToggleLeft()
	a.layoutFrame()
}

func (a *App) toggleRight() {
	a.chrome.ToggleRight()
	a.layoutFrame()
}

// addFoldButtons puts each panel's fold button at its corner by the map:
// "‹" folds the left panel toward the window's edge, "›" opens it.
func (a *App) addFoldButtons() {
	s := a.Scale
	size := 22 * s
	lf, rf := a.chrome.LeftFolded(), a.chrome.RightFolded()
	l := ui.Button{Id: "fold-left", Label: "‹", Tip: "Fold the left panel away, for more map ([).", Enabled: true, OnClick: a.toggleLeft}
	l.R = ui.Rect{X: a.chrome.Left.X + a.chrome.Left.W - size - 6*s, Y: a.chrome.Left.Y + a.chrome.Left.H - size - 6*s, W: size, H: size}
	if lf {
		l.Label, l.Tip = "›", "Open the left panel: purchase points, mission, score, charts ([)."
		l.R = ui.Rect{X: a.chrome.Left.X + (a.chrome.Left.W-size)/2, Y: a.chrome.Left.Y + 6*s, W: size, H: size}
	}
	r := ui.Button{Id: "fold-right", Label: "›", Tip: "Fold the right panel away, for more map (]).", Enabled: true, OnClick: a.toggleRight}
	r.R = ui.Rect{X: a.chrome.Right.X + a.chrome.Right.W - size - 6*s, Y: a.chrome.Right.Y + 6*s, W: size, H: size}
	if rf {
		r.Label, r.Tip = "‹", "Open the right panel: your forces, the hex inspector, the log (])."
		r.R = ui.Rect{X: a.chrome.Right.X + (a.chrome.Right.W-size)/2, Y: a.chrome.Right.Y + 6*s, W: size, H: size}
	}
	a.chrome.Buttons = append(a.chrome.Buttons, l, r)
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

// command is the rules' command of that kind, with its verdict now.
func command(s *game.State, kind game.CommandKind) game.Command {
	for _, c := range s.Commands() {
		if c.Kind == kind {
			return c
		}
	}
	return game.Command{Kind: kind, Verdict: game.Verdict{Code: game.RefuseWrongPhase, Reason: "Not now."}}
}

// pieceButtons are the inspector's buttons for a piece's own actions.
var pieceButtons = map[game.MenuKind]struct{ label, tip string }{
	game.MenuFirstAid: {"First aid", "Use the Med Kit on this team's casualties (18.2)."},
	game.MenuSetTrap:  {"Set trap", "Set the booby trap in this hex (18.3)."},
}
