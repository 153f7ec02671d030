package render

import (
	"fmt"
	"math"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// The controls of the frame: the phase bar, the action bar, the shop, the
// decision panel, the attack panel, the inspector rows.

type pieceRow struct {
	id     game.PieceID
	hex    game.Hex
	r      ui.Rect
	roster bool // a line of the roster: clicking it finds the piece
}

// nextStep says in words what the player does next.
func nextStep(s *game.State) string {
	if s.Over {
		return "The game is over: " + s.Reason + "."
	}
	if s.Pending != nil {
		if s.Pending.Kind == game.DecSuppression {
			return "Suppressive fire: click a weapon, then the enemy unit it fires on; then Fire (15.0)."
		}
		return "Answer the question: " + s.Pending.Prompt
	}
	switch s.Phase {
	case game.PhaseSetup:
		switch s.SetupStep {
		case game.SetupBuy:
			return "Set-up: buy extra teams, leaders or a second base camp in the shop, then End Phase (3.2, 3.3)."
		case game.SetupCamps:
			return "Set-up: click a shaded hex to place your base camp (not in or next to a village, 3.1), then End Phase."
		default:
			return "Set-up: drag SF pieces to the base camp they start in (3.3), then End Phase."
		}
	case game.PhaseMission:
		if s.CampToPlace() != game.None {
			return "Click a hex to place the base camp you bought or picked up (12.11): not in or next to a village."
		}
		return "Buy what the mission needs in the shop (6.0), then End Phase to start moving."
	case game.PhaseMovement:
		if s.Move != nil {
			return "Keep dragging the moving stack, drop pieces off, or press Enter to end its move: the noise check follows (12.0)."
		}
		return "Drag a stack to move it (Shift: top piece only); drag gear onto a team to haul it. End Phase when done."
	case game.PhaseCombat:
		return "Click an enemy unit next to your teams for the odds, then attack; or End Phase (13.0)."
	case game.PhaseEnemy:
		return "The enemy moves and attacks (10.6, 12.9)."
	case game.PhaseSuccess:
		return "End Phase to play the next turn, or End Game for the victory assessment (5.0)."
	}
	return ""
}

func (c *chrome) actionBar() ui.Rect {
	s := c.Scale
	h := 38 * s
	if c.barRows() == 2 {
		h = 72 * s
	}
	return ui.Rect{X: c.MapView.X, Y: c.MapView.Y + c.MapView.H - h, W: c.MapView.W, H: h}
}

// barRows is 2 when one row would squeeze the buttons' labels under the
// text floor: the game's actions above, the view's below.
func (c *chrome) barRows() int {
	if (c.MapView.W-16*c.Scale)/(actionBarW*c.Scale) < 0.85 {
		return 2
	}
	return 1
}

func (c *chrome) logRect() ui.Rect {
	s := c.Scale
	y := c.right.Y + math.Max(300*s, math.Min(470*s, c.right.H*0.56))
	return ui.Rect{X: c.right.X + 8*s, Y: y, W: c.right.W - 16*s, H: c.right.H - y - 8*s}
}

func (c *chrome) shopVisible() bool {
	st := c.Shown()
	if c.Anim.Busy() || !c.shopOpen || !st.ShopOpen() {
		return false
	}
	return st.CampToPlace() == game.None || st.Phase != game.PhaseMission // the map is needed to place the camp
}

func (c *chrome) shopRect() ui.Rect {
	s := c.Scale
	w := min(480*s, c.MapView.W-20*s)
	h := min(c.actionBar().Y-20*s-c.MapView.Y, 122*s+float64(len(c.shopPieces()))*shopRowH*s)
	return ui.Rect{X: c.MapView.X + c.MapView.W - w - 10*s, Y: c.MapView.Y + 10*s, W: w, H: h}
}

// actionBarW is the width of the action bar's buttons at full size; a
// narrower bar shrinks them together; actionRowW is the wider of its
// two rows when it has two.
const (
	actionBarW = 856
	actionRowW = 430
)

func (a *App) buildButtons() {
	st := a.Shown()
	s := a.Scale
	a.chrome.buttons = a.chrome.buttons[:0]
	add := func(b ui.Button) { a.chrome.buttons = append(a.chrome.buttons, b) }
	idle := !a.Anim.Busy()

	// the phase bar: End Phase
	{
		chk := st.Check(game.Action{Type: game.ActEndPhase})
		label := "End Phase  (E)"
		if st.Phase == game.PhaseSetup {
			label = "Done  (E)"
		}
		if a.chrome.confirm == "key-e" || a.chrome.confirm == "end-phase" {
			label = "Sure?  (E)" // the first E or click asked (kbd.go, phaseflow.go)
		}
		tip := "Finish this phase and go on to the next (4.0)."
		if chk != nil {
			tip = chk.Error()
		} else if w := shortfallWarning(st); w != "" {
			tip = w + " End Phase asks before going on."
		}
		add(ui.Button{Id: "end-phase", R: ui.Rect{X: a.chrome.top.X + a.chrome.top.W - 140*s, Y: a.chrome.top.Y + 12*s, W: 130 * s, H: 34 * s}, Label: label, Tip: tip,
			Enabled: chk == nil, Primary: true, OnClick: func() { a.endPhase() }})
	}
	// the action bar
	bar := a.chrome.actionBar()
	x := bar.X + 6*s
	y := bar.Y + 5*s
	bh := 28 * s
	// the buttons shrink together when the bar is narrow
	k := min(1, (bar.W-16*s)/(actionBarW*s))
	rows := a.chrome.barRows()
	if rows == 2 {
		k = min(1, (bar.W-16*s)/(actionRowW*s))
	}
	place := func(id, label, tip string, w float64, enabled bool, on func()) {
		add(ui.Button{Id: id, R: ui.Rect{X: x, Y: y, W: w * s * k, H: bh}, Label: label, Tip: tip, Enabled: enabled, OnClick: on})
		x += w*s*k + 4*s*k
	}
	endMoveOK := st.Move != nil
	tip := "End the moving stack's move: one noise check per hex where teams stopped (12.0)."
	if !endMoveOK {
		tip = "No stack is moving: drag one first."
	}
	place("end-move", "End move", tip, 76, endMoveOK, func() { a.do(game.Action{Type: game.ActEndMove}) })
	undoTip := "Take back the last action (Ctrl+Z)."
	if !a.G.CanUndo() {
		undoTip = "Cannot undo: the dice have been rolled."
	}
	place("undo", "Undo", undoTip, 50, a.G.CanUndo() && idle, func() { a.undo() })
	fchk := st.Check(game.Action{Type: game.ActForfeit})
	ftip := "Forfeit the current mission: it counts against you (7.2)."
	if fchk != nil {
		ftip = fchk.Error()
	}
	flabel := "Forfeit"
	if a.chrome.confirm == "forfeit" {
		flabel, ftip = "Sure?", "Click again to forfeit the mission (7.2); anything else cancels."
	}
	place("forfeit", flabel, ftip, 60, fchk == nil, func() { a.confirmOr("forfeit", game.Action{Type: game.ActForfeit}) })
	echk := st.Check(game.Action{Type: game.ActEndGame})
	etip := "End the game now and take the victory assessment (5.0)."
	if echk != nil {
		etip = echk.Error()
	}
	elabel := "End game"
	if a.chrome.confirm == "end-game" {
		elabel, etip = "Sure?", "Click again to end the game and take the victory assessment (5.0)."
	}
	place("end-game", elabel, etip, 72, echk == nil, func() { a.confirmOr("end-game", game.Action{Type: game.ActEndGame}) })
	x += 8 * s * k
	shopTip := "Show or hide the shop (purchases: 6.0)."
	place("shop", "Shop", shopTip, 48, st.ShopOpen(), func() { a.chrome.shopOpen = !a.chrome.shopOpen })
	a.chrome.buttons[len(a.chrome.buttons)-1].Active = a.chrome.shopOpen
	place("counters", "Counters", "Hide or show the counters to read the map (H).", 70, true, func() { a.board.ShowPiece = !a.board.ShowPiece })
	a.chrome.buttons[len(a.chrome.buttons)-1].Active = a.board.ShowPiece
	if rows == 2 {
		x, y = bar.X+6*s, y+34*s
	}
	place("fit", "Fit map", "Fit the whole map in the window (F or Home).", 60, true, func() { a.fit() })
	exportTip := fmt.Sprintf("Save the whole map with every piece as a %d dpi PNG for printing (Shift+F12); F12 saves the window.", paper.PrintDPI)
	if a.shell.export != nil {
		exportTip = "The " + a.shell.export.what + " is being written."
	}
	place("export", "Export", exportTip, 56, a.shell.export == nil, func() { a.exportMapNow() })
	place("slower", "−", "Slower animations (−).", 22, true, func() { a.Anim.Speed = max(a.Anim.Speed/1.5, 0.25) })
	a.chrome.speedAt = ui.Pt{x + 22*s*k, y + bh/2}
	x += 44 * s * k
	place("faster", "+", "Faster animations (+).", 22, true, func() { a.Anim.Speed = min(a.Anim.Speed*1.5, 8) })
	place("skip", "Skip", "Skip the current animation (Space); Shift+Space skips them all.", 46, a.Anim.Busy(), func() { a.Anim.Skip() })
	hintLabel := "Hint"
	if a.hinter.hintJob != nil {
		hintLabel = "Stop"
	}
	place("hint", hintLabel, a.hinter.hintTip(), 46, a.hinter.hintJob != nil || a.hinter.hint != nil || !st.Over, func() { a.toggleHint() })
	a.chrome.buttons[len(a.chrome.buttons)-1].Active = a.hinter.hintJob != nil || a.hinter.hint != nil
	place("help", "Help", "Every shortcut (F1 or ?).", 48, true, func() { a.overlays.toggleHelp() })
	place("rules", "Rules", "The rules reference in our own words, searchable (R); T shows a turn on one page. Click any underlined rule number to open its section.", 52, true, func() { a.openReference("", false) })

	// the shop
	if a.chrome.shopVisible() {
		r := a.chrome.shopRect()
		rows := a.chrome.shopPieces()
		rh := shopRowH * s
		top, _, fit := a.chrome.shopArea()
		first := a.chrome.shopFirst()
		for i, row := range rows {
			if i < first || i >= first+fit {
				continue
			}
			ry := top + float64(i-first)*rh
			id := row.Piece
			sp := st.Spec(id)
			bx := r.X + r.W - 10*s - a.chrome.shopBarW()
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
			OnClick: func() { a.chrome.shopOpen = false }})
	}

	// the scenes' buttons: they draw them (dialog.go, attackpanel.go)
	attackScene{}.buttons(a, ownedBy(add, attackOwner))
	dialogScene{}.buttons(a, ownedBy(add, dialogOwner))

}

// inspected is the hex shown in the inspector.
func (a *App) inspected() game.Hex {
	switch {
	case a.pointer.drag != nil:
		return a.pointer.drag.from
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
	a.chrome.rows = a.chrome.rows[:0]
	if a.chrome.rightFolded() {
		return // no inspector in a folded panel
	}
	h := a.inspected()
	if h == game.NoHex {
		// nothing under the pointer: the roster of SF teams and leaders
		a.chrome.rowOrder = rowOrder{}
		st := a.Shown()
		y := a.chrome.right.Y + 58*s
		for _, k := range []game.Kind{game.KindTeam, game.KindCommander, game.KindOfficer} {
			for _, id := range st.OnMapOf(k) {
				if y+37*s > a.chrome.logRect().Y-30*s {
					return
				}
				hx, ok := a.ShownHex(id)
				if !ok {
					continue
				}
				a.chrome.rows = append(a.chrome.rows, pieceRow{id: id, hex: hx, r: ui.Rect{X: a.chrome.right.X + 8*s, Y: y, W: a.chrome.right.W - 16*s, H: 35 * s}, roster: true})
				y += 37 * s
			}
		}
		return
	}
	y := a.chrome.hexRowsTop(h)
	rh := 37 * s
	for _, id := range a.chrome.rowOrder.arrange(h, a.board.StackAt(h)) {
		if y+rh > a.chrome.logRect().Y-30*s {
			break
		}
		row := pieceRow{id: id, hex: h, r: ui.Rect{X: a.chrome.right.X + 8*s, Y: y, W: a.chrome.right.W - 16*s, H: rh - 2*s}}
		a.chrome.rows = append(a.chrome.rows, row)
		st := a.Shown()
		for _, act := range []struct {
			a     game.Action
			label string
			tip   string
		}{
			{game.Action{Type: game.ActFirstAid, Piece: row.id}, "First aid", "Use the Med Kit on this team's casualties (18.2)."},
			{game.Action{Type: game.ActSetTrap, Piece: row.id}, "Set trap", "Set the booby trap in this hex (18.3)."},
		} {
			if !a.Anim.Busy() && st.P(row.id).Place == game.OnMap && st.Check(act.a) == nil {
				act := act
				a.chrome.buttons = append(a.chrome.buttons, ui.Button{Id: string(act.a.Type) + fmt.Sprint(row.id), R: ui.Rect{X: row.r.X + row.r.W - 74*s, Y: row.r.Y + 6*s, W: 72 * s, H: row.r.H - 12*s},
					Label: act.label, Tip: act.tip, Enabled: true, OnClick: func() { a.do(act.a) }})
			}
		}
		y += rh
	}
}

func (c *chrome) rowAt(x, y float64) *pieceRow {
	for i := range c.rows {
		if c.rows[i].r.In(x, y) {
			return &c.rows[i]
		}
	}
	return nil
}
