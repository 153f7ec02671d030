package render

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/keymap"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// What the keys do, by the keymap's action names (package keymap has
// which keys and the help's words).

// actNow runs f unless the game system's events are still playing: a key
// meant for what the screen shows must not act on what it does not show
// yet, so the events are all shown instead.
func actNow(f func(a *App, k ebiten.Key)) func(a *App, k ebiten.Key) {
	return func(a *App, k ebiten.Key) {
		if a.Anim.CardHeld() {
			a.Anim.Skip() // reduced motion: the key the card waits for
			return
		}
		if a.Anim.Busy() {
			a.Anim.Flush()
			a.chrome.Say("Every event is shown now: press the key again to act.", false)
			return
		}
		f(a, k)
	}
}

// keyActs are the keymap's actions.
var keyActs = map[string]func(a *App, k ebiten.Key){
	"cancel": func(a *App, _ ebiten.Key) {
		_, hintShown := a.hint.Suggested()
		held := a.pointer.Drag != nil || a.pointer.Press != nil || a.hand.Keys.Pick != game.None || a.board.SelHex != game.NoHex ||
			a.board.AttackSel != game.None || a.board.NomWeapon != game.None ||
			a.hand.Keys.Focus != "" || a.hint.Working() || hintShown
		if !held {
			a.chrome.CloseShop() // nothing else to let go of: the shop is what Esc closes
			return
		}
		// one thing a press: what is held goes, the shop stays
		a.board.AttackSel, a.board.NomWeapon, a.board.SelHex = game.None, game.None, game.NoHex
		a.pointer.Drag, a.pointer.Press = nil, nil
		a.hand.Keys.Focus, a.hand.Keys.Pick, a.hand.Keys.Onto = "", game.None, game.None
		if a.hint.Working() {
			a.hint.Cancel("Hint cancelled.")
		} else if hintShown {
			a.hint.Toggle() // hides it
		}
	},
	"cursor": func(a *App, k ebiten.Key) {
		if !a.pointer.ShiftHeld() {
			a.hand.MoveCursor(k)
		}
	},
	"pick-up":      actNow(func(a *App, _ ebiten.Key) { a.hand.PickOrDrop() }),
	"choose-piece": func(a *App, _ ebiten.Key) { a.hand.CyclePiece() },
	"stack-menu":   actNow(func(a *App, _ ebiten.Key) { a.openStackMenuAtCursor() }),
	"spread":       actNow(func(a *App, _ ebiten.Key) { a.hand.SpreadAtCursor() }),
	"focus":        func(a *App, _ ebiten.Key) { a.hand.MoveFocus(a.pointer.ShiftHeld()) },
	"enter": actNow(func(a *App, _ ebiten.Key) {
		switch {
		case a.pointer.Drag != nil && a.pointer.Drag.Keys:
			a.hand.PickOrDrop()
		case a.hand.Keys.CursorOn && a.G.State.CampToPlace() != game.None:
			a.hand.PickOrDrop() // the camp in hand goes down at the cursor
		case a.hand.PressFocus():
		case a.G.State.Move != nil:
			a.do(game.Action{Type: game.ActEndMove})
		}
	}),
	"end-phase":      actNow(func(a *App, _ ebiten.Key) { a.hand.EndPhaseByKey() }),
	"end-phase-asks": func(a *App, _ ebiten.Key) { a.chrome.ToggleEndAsk() },
	"undo":           func(a *App, _ ebiten.Key) { a.undo() },
	"answer": func(a *App, k ebiten.Key) {
		ui.Press(a.chrome.Buttons, fmt.Sprintf("opt-%d", int(k-ebiten.KeyDigit1)))
		ui.Press(a.chrome.Buttons, fmt.Sprintf("fire-%d", int(k-ebiten.KeyDigit1))) // the attack panel's fire support (18.1)
	},
	"hint": func(a *App, _ ebiten.Key) { a.hint.Toggle() },
	"zoom": func(a *App, _ ebiten.Key) {
		f := 1.25
		if a.pointer.ShiftHeld() {
			f = 1 / f
		}
		v := a.board.MapView
		a.board.ZoomAt(v.X+v.W/2, v.Y+v.H/2, f)
	},
	"fit": func(a *App, _ ebiten.Key) { a.board.Fit(a.chrome.Sight()) },
	"fold": func(a *App, k ebiten.Key) {
		if k == ebiten.KeyBracketLeft {
			a.toggleLeft()
		} else {
			a.toggleRight()
		}
	},
	"full-screen": func(*App, ebiten.Key) { ebiten.SetFullscreen(!ebiten.IsFullscreen()) },
	"magnifier":   func(a *App, _ ebiten.Key) { a.board.ShowPiece = !a.board.ShowPiece },
	"skip-all":    func(a *App, _ ebiten.Key) { a.Anim.Flush() },
	"skip": func(a *App, _ ebiten.Key) {
		if a.Anim.Busy() || !a.hand.PressFocus() {
			a.Anim.Skip()
		}
	},
	"text-size": func(a *App, k ebiten.Key) {
		if k == ebiten.KeyEqual || k == ebiten.KeyKPAdd {
			a.chrome.SetUIScale(0.25)
		} else {
			a.chrome.SetUIScale(-0.25)
		}
	},
	"speed": func(a *App, k ebiten.Key) {
		if k == ebiten.KeyEqual || k == ebiten.KeyKPAdd {
			a.Anim.Speed = math.Min(a.Anim.Speed*1.5, 8)
		} else {
			a.Anim.Speed = math.Max(a.Anim.Speed/1.5, 0.25)
		}
		a.chrome.Say(fmt.Sprintf("Animation speed ×%.2g", a.Anim.Speed), false)
	},
	"reduce-motion": func(a *App, _ ebiten.Key) { a.chrome.ToggleReduceMotion() },
	"coach":         func(a *App, _ ebiten.Key) { a.coach.Toggle() },
	"rules":         func(a *App, _ ebiten.Key) { a.openReference("", false) },
	"turn":          func(a *App, _ ebiten.Key) { a.openReference(scenes.RefTurn, true) },
	"help":          func(a *App, _ ebiten.Key) { a.toggleHelp() },
	"export-map":    func(a *App, _ ebiten.Key) { a.exportMapNow() },
	"screenshot":    func(a *App, _ ebiten.Key) { a.Screenshot(saveWindowShot(a)) },
	"save":          func(a *App, _ ebiten.Key) { a.runSave() },
	"saves": func(a *App, k ebiten.Key) {
		if a.Opt.ListSaves != nil {
			a.openOverlay(scenes.MenuSaves) // the app's own list, even with a dialog
		} else {
			a.runOpen()
		}
	},
	"load":     func(a *App, _ ebiten.Key) { a.runOpen() },
	"new-game": func(a *App, _ ebiten.Key) { a.openOverlay(scenes.MenuNewGame) },
}

// keyNow are the settings the keys switch, with their values now: the
// help shows each beside its key.
var keyNow = map[string]func(a *App) string{
	"end-phase-asks": endAskNow,
	"text-size":      func(a *App) string { return fmt.Sprintf("%.0f %%", max(a.Opt.UIScale, 1)*100) },
	"speed":          func(a *App) string { return fmt.Sprintf("×%.2g", a.Anim.Speed) },
	"reduce-motion":  reduceMotionNow,
}

// keysInForce is the keymap the player set (Prefs.Keys), or the default.
func keysInForce(opt *Options) keymap.Map { return keymap.InForce(opt.Keys) }

// pressKeys acts on the keys pressed this frame, through the keymap.
func (a *App) pressKeys(in ui.InputState) {
	m := keysInForce(&a.Opt)
	for _, k := range in.Pressed {
		if b, ok := m.Match(k, in); ok {
			keyActs[b.Action](a, k)
		}
	}
}

// helpDoes is a line's description as the help writes it: a setting's
// value first, where it is seen at once, and the keys in force.
func helpDoes(a *App, b keymap.Binding) string {
	does := keysInForce(&a.Opt).Says(b.Does)
	if now := keyNow[b.Action]; now != nil {
		return "now " + now(a) + " · " + does
	}
	return does
}

// helpLines are the keymap's lines as the help writes them.
func helpLines(a *App) []scenes.HelpLine {
	m := keysInForce(&a.Opt)
	out := make([]scenes.HelpLine, len(m))
	for i, b := range m {
		out[i] = scenes.HelpLine{Keys: b.Keys, Does: helpDoes(a, b)}
	}
	return out
}
