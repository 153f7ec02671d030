package render

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// keyBinding is one line of the keymap: the keys as the help writes them,
// what they do, and, for a key, which presses it answers and its action.
// One table drives both the key handling and the help overlay, so the
// help can never tell of a key that does something else.
type keyBinding struct {
	keys  string
	does  string
	press func(k ebiten.Key, in ui.InputState) bool // nil: a gesture of the mouse, told only
	act   func(a *App, k ebiten.Key)
	now   func(a *App) string // a setting's value now, shown after does in the help
}

func is(keys ...ebiten.Key) func(ebiten.Key) bool {
	return func(k ebiten.Key) bool {
		for _, x := range keys {
			if k == x {
				return true
			}
		}
		return false
	}
}

// plain, ctrl and shift match a key pressed with no Ctrl, with Ctrl, or
// with Shift (and no Ctrl).
func plain(keys ...ebiten.Key) func(ebiten.Key, ui.InputState) bool {
	m := is(keys...)
	return func(k ebiten.Key, in ui.InputState) bool { return m(k) && !in.Ctrl() }
}

func ctrl(keys ...ebiten.Key) func(ebiten.Key, ui.InputState) bool {
	m := is(keys...)
	return func(k ebiten.Key, in ui.InputState) bool { return m(k) && in.Ctrl() }
}

func shift(keys ...ebiten.Key) func(ebiten.Key, ui.InputState) bool {
	m := is(keys...)
	return func(k ebiten.Key, in ui.InputState) bool { return m(k) && in.Shift() && !in.Ctrl() }
}

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

// keymap is the window's keys and gestures, in the order the help lists
// them; the first line whose press matches a key acts on it.
var keymap = []keyBinding{
	{keys: "Drag a stack", does: "move it: reachable hexes show the MP left, the path is drawn"},
	{keys: "Shift+drag", does: "move only the piece under the pointer, with what it hauls"},
	{keys: "Esc", does: "close the help, a menu or the reference; else cancel a drag or a hint, unpin the hex, drop the focus; with none of those, close the shop",
		press: plain(ebiten.KeyEscape), act: func(a *App, _ ebiten.Key) {
			if a.pointer.Drag == nil && a.pointer.Press == nil && a.keyboard.pick == game.None && a.board.SelHex == game.NoHex && a.keyboard.focus == "" {
				a.chrome.CloseShop() // nothing else to let go of: the shop is what Esc closes
			}
			a.board.AttackSel, a.board.NomWeapon, a.board.SelHex = game.None, game.None, game.NoHex
			a.pointer.Drag, a.pointer.Press = nil, nil
			a.keyboard.focus, a.keyboard.pick, a.keyboard.onto = "", game.None, game.None
			a.hint.Cancel("Hint cancelled.")
		}},
	{keys: "Arrows", does: "move the hex cursor; the inspector shows its hex",
		press: plain(ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown),
		act: func(a *App, k ebiten.Key) {
			if !a.pointer.ShiftHeld() {
				a.moveCursor(k)
			}
		}},
	{keys: "M", does: "pick up the stack under the cursor; again to drop it there (or attack)",
		press: plain(ebiten.KeyM), act: actNow(func(a *App, _ ebiten.Key) { a.pickOrDrop() })},
	{keys: "P", does: "choose one piece to pick up alone; carrying, the piece to drop onto",
		press: plain(ebiten.KeyP), act: func(a *App, _ ebiten.Key) { a.cyclePiece() }},
	{keys: "Right click a stack", does: "its menu: move, haul or ride, attack, inspect"},
	{keys: "Right click in a drag", does: "cancel the drag: the pieces stay where they were"},
	{keys: "Shift+F10 or Menu", does: "the menu of the stack under the cursor (arrows, Enter, Esc)",
		press: func(k ebiten.Key, in ui.InputState) bool {
			return k == ebiten.KeyContextMenu || k == ebiten.KeyF10 && in.Shift() && !in.Ctrl()
		},
		act: actNow(func(a *App, _ ebiten.Key) { a.openStackMenuAtCursor() })},
	{keys: "Tab / Shift+Tab", does: "move the focus over the buttons and the inspector's rows",
		press: anyMods(ebiten.KeyTab), act: func(a *App, _ ebiten.Key) { a.moveFocus(a.pointer.ShiftHeld()) }},
	{keys: "Drag gear onto a team", does: "haul it (from the inspector or with Shift)"},
	{keys: "Drag a vehicle onto a team", does: "the team rides it, adding its movement (10.4); drag it off to leave it"},
	{keys: "Drag gear onto its hex", does: "leave it loose (or drop it off while moving)"},
	{keys: "Enter", does: "drop what M carries or the camp in hand; press the focused button; or end the move (noise check)",
		press: plain(ebiten.KeyEnter, ebiten.KeyNumpadEnter), act: actNow(func(a *App, _ ebiten.Key) {
			switch {
			case a.pointer.Drag != nil && a.pointer.Drag.Keys:
				a.pickOrDrop()
			case a.keyboard.cursorOn && a.G.State.CampToPlace() != game.None:
				a.pickOrDrop() // the camp in hand goes down at the cursor
			case a.pressFocus():
			case a.G.State.Move != nil:
				a.do(game.Action{Type: game.ActEndMove})
			}
		})},
	{keys: "E, E", does: "end the phase: twice, or once after Ctrl+E; one E ends a move",
		press: plain(ebiten.KeyE), act: actNow(func(a *App, _ ebiten.Key) { a.endPhaseByKey() })},
	{keys: "Ctrl+E", does: "E ends a phase at once, or asks for a second E",
		press: ctrl(ebiten.KeyE), act: func(a *App, _ ebiten.Key) { a.chrome.ToggleEndAsk() }, now: endAskNow},
	{keys: "Combat phase", does: "drag teams onto an adjacent enemy, or click the enemy"},
	{keys: "Ctrl+Z", does: "undo, back to the last die roll",
		press: ctrl(ebiten.KeyZ), act: func(a *App, _ ebiten.Key) { a.undo() }},
	{keys: "1 – 9", does: "answer a question with its first, second, … option; in the attack panel, call in that fire support",
		press: plain(ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4, ebiten.KeyDigit5,
			ebiten.KeyDigit6, ebiten.KeyDigit7, ebiten.KeyDigit8, ebiten.KeyDigit9),
		act: func(a *App, k ebiten.Key) {
			ui.Press(a.chrome.Buttons, fmt.Sprintf("opt-%d", int(k-ebiten.KeyDigit1)))
			ui.Press(a.chrome.Buttons, fmt.Sprintf("fire-%d", int(k-ebiten.KeyDigit1))) // the attack panel's fire support (18.1)
		}},
	{keys: "I or Ctrl+H", does: "a hint: the advisor's next action, its expected score; again to cancel or hide it",
		press: func(k ebiten.Key, in ui.InputState) bool {
			return k == ebiten.KeyI && !in.Ctrl() || k == ebiten.KeyH && in.Ctrl()
		},
		act: func(a *App, _ ebiten.Key) { a.hint.Toggle() }},
	{keys: "Mouse wheel", does: "zoom toward the pointer; over the shop, a row a notch"},
	{keys: "Shift+arrows, WASD", does: "pan (or drag the empty map)"},
	{keys: "Z / Shift+Z", does: "zoom the map in / out on its centre",
		press: func(k ebiten.Key, in ui.InputState) bool { return k == ebiten.KeyZ && !in.Ctrl() },
		act: func(a *App, _ ebiten.Key) {
			f := 1.25
			if a.pointer.ShiftHeld() {
				f = 1 / f
			}
			v := a.board.MapView
			a.board.ZoomAt(v.X+v.W/2, v.Y+v.H/2, f)
		}},
	{keys: "F or Home", does: "fit the map to the window",
		press: plain(ebiten.KeyF, ebiten.KeyHome), act: func(a *App, _ ebiten.Key) { a.board.Fit(a.chrome.Sight()) }},
	{keys: "[ / ]", does: "fold the left / right panel away, or open it",
		press: plain(ebiten.KeyBracketLeft, ebiten.KeyBracketRight), act: func(a *App, k ebiten.Key) {
			if k == ebiten.KeyBracketLeft {
				a.toggleLeft()
			} else {
				a.toggleRight()
			}
		}},
	{keys: "F11", does: "full screen, or back to a window",
		press: anyMods(ebiten.KeyF11), act: func(*App, ebiten.Key) { ebiten.SetFullscreen(!ebiten.IsFullscreen()) }},
	{keys: "H", does: "hide or show the magnifier",
		press: plain(ebiten.KeyH), act: func(a *App, _ ebiten.Key) { a.board.ShowPiece = !a.board.ShowPiece }},
	{keys: "Shift+Space", does: "skip all the animations",
		press: shift(ebiten.KeySpace), act: func(a *App, _ ebiten.Key) { a.Anim.Flush() }},
	{keys: "Space", does: "skip the current animation; else press the focused button",
		press: plain(ebiten.KeySpace), act: func(a *App, _ ebiten.Key) {
			if a.Anim.Busy() || !a.pressFocus() {
				a.Anim.Skip()
			}
		}},
	{keys: "Ctrl+= / Ctrl+−", does: "larger or smaller text and controls (100–200 %)",
		press: ctrl(ebiten.KeyEqual, ebiten.KeyKPAdd, ebiten.KeyMinus, ebiten.KeyKPSubtract), act: func(a *App, k ebiten.Key) {
			if k == ebiten.KeyEqual || k == ebiten.KeyKPAdd {
				a.chrome.SetUIScale(0.25)
			} else {
				a.chrome.SetUIScale(-0.25)
			}
		}, now: func(a *App) string { return fmt.Sprintf("%.0f %%", max(a.Opt.UIScale, 1)*100) }},
	{keys: "+ / −", does: "animation speed",
		press: plain(ebiten.KeyEqual, ebiten.KeyKPAdd, ebiten.KeyMinus, ebiten.KeyKPSubtract), act: func(a *App, k ebiten.Key) {
			if k == ebiten.KeyEqual || k == ebiten.KeyKPAdd {
				a.Anim.Speed = math.Min(a.Anim.Speed*1.5, 8)
			} else {
				a.Anim.Speed = math.Max(a.Anim.Speed/1.5, 0.25)
			}
			a.chrome.Say(fmt.Sprintf("Animation speed ×%.2g", a.Anim.Speed), false)
		}, now: func(a *App) string { return fmt.Sprintf("×%.2g", a.Anim.Speed) }},
	{keys: "Ctrl+M", does: "reduce motion: no pulse, cards that change your situation wait, refusals logged",
		press: ctrl(ebiten.KeyM), act: func(a *App, _ ebiten.Key) { a.chrome.ToggleReduceMotion() }, now: reduceMotionNow},
	{keys: "C", does: "the tutorial's coach: hide it, or bring it back at the step reached",
		press: plain(ebiten.KeyC), act: func(a *App, _ ebiten.Key) { a.coach.Toggle() }},
	{keys: "Click a hex", does: "pin it in the stack inspector (Esc unpins)"},
	{keys: "R or F2", does: "the rules reference: every section, searchable; click any [12.8] to open it",
		press: plain(ebiten.KeyR, ebiten.KeyF2), act: func(a *App, _ ebiten.Key) { a.openReference("", false) }},
	{keys: "T", does: "a turn of Kandahar on one page (in the rules reference)",
		press: plain(ebiten.KeyT), act: func(a *App, _ ebiten.Key) { a.openReference(scenes.RefTurn, true) }},
	{keys: "Wheel, arrows, PgUp / PgDn", does: "scroll this help, when the window is too small for all of it"},
	{keys: "F1 or ?", does: "this help",
		press: func(k ebiten.Key, in ui.InputState) bool {
			return k == ebiten.KeyF1 || k == ebiten.KeySlash && in.Shift()
		},
		act: func(a *App, _ ebiten.Key) { a.toggleHelp() }},
	{keys: "Shift+F12", does: "save the whole map at 300 dpi (PNG)",
		press: shift(ebiten.KeyF12), act: func(a *App, _ ebiten.Key) { a.exportMapNow() }},
	{keys: "F12", does: "save a picture of the window (PNG)",
		press: plain(ebiten.KeyF12), act: func(a *App, _ ebiten.Key) { a.Screenshot(saveWindowShot(a)) }},
	{keys: "Ctrl+S", does: "save the game",
		press: ctrl(ebiten.KeyS), act: func(a *App, _ ebiten.Key) { a.runSave() }},
	{keys: "Ctrl+Shift+O", does: "the list of saves and autosaves",
		press: func(k ebiten.Key, in ui.InputState) bool { return k == ebiten.KeyO && in.Ctrl() && in.Shift() },
		act: func(a *App, k ebiten.Key) {
			if a.Opt.ListSaves != nil {
				a.openOverlay(scenes.MenuSaves) // the app's own list, even with a dialog
			} else {
				a.runOpen()
			}
		}},
	{keys: "Ctrl+O", does: "load a game",
		press: ctrl(ebiten.KeyO), act: func(a *App, _ ebiten.Key) { a.runOpen() }},
	{keys: "Ctrl+Q, close button", does: "quit: the game is autosaved first"},
	{keys: "N", does: "new game: choose a scenario",
		press: plain(ebiten.KeyN), act: func(a *App, _ ebiten.Key) { a.openOverlay(scenes.MenuNewGame) }},
}

// anyMods matches a key whatever the modifiers.
func anyMods(keys ...ebiten.Key) func(ebiten.Key, ui.InputState) bool {
	m := is(keys...)
	return func(k ebiten.Key, _ ui.InputState) bool { return m(k) }
}

// pressKeys acts on the keys pressed this frame, through the keymap.
func (a *App) pressKeys(in ui.InputState) {
	for _, k := range in.Pressed {
		for _, b := range keymap {
			if b.press != nil && b.press(k, in) {
				b.act(a, k)
				break
			}
		}
	}
}

// helpDoes is a line's description as the help writes it: a setting's
// value first, where it is seen at once.
func helpDoes(a *App, b keyBinding) string {
	if b.now != nil {
		return "now " + b.now(a) + " · " + b.does
	}
	return b.does
}

// helpLines are the keymap's lines as the help writes them.
func helpLines(a *App) []scenes.HelpLine {
	out := make([]scenes.HelpLine, len(keymap))
	for i, b := range keymap {
		out[i] = scenes.HelpLine{Keys: b.keys, Does: helpDoes(a, b)}
	}
	return out
}
