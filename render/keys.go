package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/keymap"
	"kandahar/render/scenes/help"
	"kandahar/render/scenes/menus"
	"kandahar/render/scenes/reference"
	"kandahar/render/ui"
)

// What the keys do, by the keymap's action names (package keymap has
// which keys and the help's words): the hand's first (package input),
// then the shell's.

// keyActs are the keymap's actions the shell does: the scenes, the files,
// the window. The hand does those on the map, the controls and the
// playback (input.Hand.Act).
var keyActs = map[string]func(a *App, k ebiten.Key){
	"cancel": func(a *App, _ ebiten.Key) {
		_, hintShown := a.hint.Suggested()
		if !a.hand.Holding() && !a.hint.Working() && !hintShown {
			a.chrome.CloseShop() // nothing else to let go of: the shop is what Esc closes
			return
		}
		// one thing a press: what is held goes, the shop stays
		a.apply(a.hand.LetGo())
		if a.hint.Working() {
			a.hint.Cancel("Hint cancelled.")
		} else if hintShown {
			a.hint.Toggle() // hides it
		}
	},
	"undo": func(a *App, _ ebiten.Key) { a.undo() },
	"hint": func(a *App, _ ebiten.Key) { a.hint.Toggle() },
	"fold": func(a *App, k ebiten.Key) {
		if k == ebiten.KeyBracketLeft {
			a.toggleLeft()
		} else {
			a.toggleRight()
		}
	},
	"coach": func(a *App, _ ebiten.Key) { a.coach.Toggle() },
	"high-contrast": func(a *App, _ ebiten.Key) {
		a.chrome.ToggleHighContrast()
		clear(a.board.Counters) // drawn in the palette they had
		a.shell.frameSt.Valid = false
	},
	"rules":      func(a *App, _ ebiten.Key) { a.openReference("", false) },
	"turn":       func(a *App, _ ebiten.Key) { a.openReference(reference.RefTurn, true) },
	"help":       func(a *App, _ ebiten.Key) { a.toggleHelp() },
	"export-map": func(a *App, _ ebiten.Key) { a.exportMapNow() },
	"screenshot": func(a *App, _ ebiten.Key) { a.Screenshot(saveWindowShot(a)) },
	"save":       func(a *App, _ ebiten.Key) { a.runSave() },
	"saves": func(a *App, k ebiten.Key) {
		if a.Opt.ListSaves != nil {
			a.openOverlay(menus.MenuSaves) // the app's own list, even with a dialog
		} else {
			a.runOpen()
		}
	},
	"load":     func(a *App, _ ebiten.Key) { a.runOpen() },
	"new-game": func(a *App, _ ebiten.Key) { a.openOverlay(menus.MenuNewGame) },
}

// keyNow are the settings the keys switch, with their values now: the
// help shows each beside its key.
var keyNow = map[string]func(a *App) string{
	"end-phase-asks": endAskNow,
	"text-size":      func(a *App) string { return fmt.Sprintf("%.0f %%", max(a.Opt.UIScale, 1)*100) },
	"speed":          func(a *App) string { return fmt.Sprintf("×%.2g", a.Anim.Speed) },
	"reduce-motion":  reduceMotionNow,
	"high-contrast":  func(a *App) string { return map[bool]string{false: "off", true: "on"}[a.Opt.HighContrast] },
}

// keysInForce is the keymap the player set (Prefs.Keys), or the default.
func keysInForce(opt *Options) keymap.Map { return keymap.InForce(opt.Keys) }

// pressKeys acts on the keys pressed this frame, through the keymap.
func (a *App) pressKeys(in ui.InputState) {
	m := keysInForce(&a.Opt)
	for _, k := range in.Pressed {
		b, ok := m.Match(k, in)
		if !ok {
			continue
		}
		if intents, mine := a.hand.Act(b.Action, k); mine {
			a.apply(intents)
		} else {
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
func helpLines(a *App) []help.Line {
	m := keysInForce(&a.Opt)
	out := make([]help.Line, len(m))
	for i, b := range m {
		out[i] = help.Line{Keys: b.Keys, Does: helpDoes(a, b)}
	}
	return out
}
