package chrome

import (
	"fmt"

	"kandahar/game"
	"kandahar/render/keymap"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// BarActions is what the phase bar's and the action bar's buttons do,
// and what they show that the chrome does not hold.
type BarActions struct {
	Do                     func(game.Action)
	ConfirmOr              func(id string, act game.Action) // the second click does it
	EndPhase, Undo, Fit    func()
	Counters               func() // show or hide them
	Export, Help, Rules    func()
	CanUndo, CountersShown bool
	Exporting              string // what is being written, if anything
	HintTip                string
	HintWorking, HintShown bool
	ToggleHint             func()
}

// Keys are the keys in force: the player's, else the default.
func (c *Chrome) Keys() keymap.Map { return keymap.InForce(c.Opt.Keys) }

// BarButtons lays out the chrome's own buttons afresh: End Phase on the
// phase bar, the action bar's, each with the rules' verdict (Command).
func (c *Chrome) BarButtons(h BarActions) {
	st := c.Shown()
	s := c.Scale
	c.Buttons = c.Buttons[:0]
	add := func(b ui.Button) { c.Buttons = append(c.Buttons, b) }
	idle := !c.Anim.Busy()

	// the phase bar: End Phase
	{
		cmd := Command(st, game.CmdEndPhase)
		key := c.Keys().Key("end-phase")
		label := EndPhaseName(st) + "  (" + key + ")"
		if c.Confirm == "key-e" || c.Confirm == "end-phase" {
			label = "Sure?  (" + key + ")" // the first E or click asked (package input, phaseflow.go)
		}
		tip := "Finish this phase and go on to the next (4.0)."
		if !cmd.OK() {
			tip = cmd.Reason
		} else if cmd.Warn != "" {
			tip = cmd.Warn + " " + EndPhaseName(st) + " asks before going on."
		}
		add(ui.Button{Id: "end-phase", R: ui.Rect{X: c.Top.X + c.Top.W - 140*s, Y: c.Top.Y + 12*s, W: 130 * s, H: 34 * s}, Label: label, Tip: tip,
			Enabled: cmd.OK(), Primary: true, OnClick: h.EndPhase})
	}
	// the action bar
	bar := c.ActionBar()
	x := bar.X + 6*s
	y := bar.Y + 5*s
	bh := 28 * s
	// the buttons shrink together when the bar is narrow
	k := min(1, (bar.W-16*s)/(ActionBarW*s))
	rows := c.BarRows()
	if rows == 2 {
		k = min(1, (bar.W-16*s)/(ActionRowW*s))
	}
	place := func(id, label, tip string, w float64, enabled bool, on func()) {
		add(ui.Button{Id: id, R: ui.Rect{X: x, Y: y, W: w * s * k, H: bh}, Label: label, Tip: tip, Enabled: enabled, OnClick: on})
		x += w*s*k + 4*s*k
	}
	says := c.Keys().Says // a tip names the keys in force
	mv := Command(st, game.CmdEndMove)
	tip := "End the moving stack's move: one noise check per hex where teams stopped (12.0)."
	if !mv.OK() {
		tip = mv.Reason
	}
	place("end-move", "End move", tip, 76, mv.OK(), func() { h.Do(mv.Act) })
	undoTip := says("Take back the last action ({undo}).")
	if !h.CanUndo {
		undoTip = "Cannot undo: the dice have been rolled."
	}
	place("undo", "Undo", undoTip, 50, h.CanUndo && idle, h.Undo)
	// a command that asks again before it is done
	twice := func(kind game.CommandKind, id, label, tip, sure string, w float64) {
		cmd := Command(st, kind)
		if !cmd.OK() {
			tip = cmd.Reason
		}
		if c.Confirm == id {
			label, tip = "Sure?", sure
		}
		place(id, label, tip, w, cmd.OK(), func() { h.ConfirmOr(id, cmd.Act) })
	}
	twice(game.CmdForfeit, "forfeit", "Forfeit", "Forfeit the current mission: it counts against you (7.2).",
		"Click again to forfeit the mission (7.2); anything else cancels.", 60)
	twice(game.CmdEndGame, "end-game", "End game", "End the game now and take the victory assessment (5.0).",
		"Click again to end the game and take the victory assessment (5.0).", 72)
	x += 8 * s * k
	shopTip := "Show or hide the shop (purchases: 6.0)."
	place("shop", "Shop", shopTip, 48, st.ShopOpen(), func() {
		if c.ShopOpen {
			c.CloseShop()
		} else {
			c.ShopOpen = true
		}
	})
	c.Buttons[len(c.Buttons)-1].Active = c.ShopOpen
	place("counters", "Counters", says("Hide or show the counters, and the magnifier with them, to read the map ({magnifier})."), 70, true, h.Counters)
	c.Buttons[len(c.Buttons)-1].Active = h.CountersShown
	if rows == 2 {
		x, y = bar.X+6*s, y+34*s
	}
	place("fit", "Fit map", says("Fit the whole map in the window ({fit})."), 60, true, h.Fit)
	exportTip := says(fmt.Sprintf("Save the whole map with every piece as a %d dpi PNG for printing ({export-map}); {screenshot} saves the window.", paper.PrintDPI))
	if h.Exporting != "" {
		exportTip = "The " + h.Exporting + " is being written."
	}
	place("export", "Export", exportTip, 56, h.Exporting == "", h.Export)
	place("slower", "−", "Slower animations (−).", 22, true, func() { c.Anim.Speed = max(c.Anim.Speed/1.5, 0.25) })
	c.SpeedAt = ui.Pt{x + 22*s*k, y + bh/2}
	x += 44 * s * k
	place("faster", "+", "Faster animations (+).", 22, true, func() { c.Anim.Speed = min(c.Anim.Speed*1.5, 8) })
	place("skip", "Skip", says("Skip the current animation ({skip}); {skip-all} skips them all."), 46, c.Anim.Busy(), c.Anim.Skip)
	hintLabel := "Hint"
	if h.HintWorking {
		hintLabel = "Stop"
	}
	place("hint", hintLabel, h.HintTip, 46, h.HintWorking || h.HintShown || !st.Over, h.ToggleHint)
	c.Buttons[len(c.Buttons)-1].Active = h.HintWorking || h.HintShown
	place("help", "Help", says("Every shortcut ({help})."), 48, true, h.Help)
	place("rules", "Rules", says("The rules reference in our own words, searchable ({rules}); {turn} shows a turn on one page. Click any underlined rule number to open its section."), 52, true, h.Rules)
}
