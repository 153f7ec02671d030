// Package keymap is the window's keys and gestures: which key does what,
// in the order the help lists them, and the player's own keys from the
// settings file laid over them. The shell acts on a binding by its
// action's name; the help writes the same lines, so it can never tell of
// a key that does something else.
package keymap

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// Mods are the modifiers a chord asks for.
type Mods uint8

const (
	Plain     Mods = iota // no Ctrl; Shift as it may be (the action reads it)
	Ctrl                  // Ctrl, Shift as it may be
	Shift                 // Shift without Ctrl
	CtrlShift             // Ctrl and Shift
	Any                   // whatever the modifiers
)

// Chord is a key with its modifiers.
type Chord struct {
	Key  ebiten.Key
	Mods Mods
}

// Match reports whether the key k pressed with in's modifiers is the
// chord.
func (c Chord) Match(k ebiten.Key, in ui.InputState) bool {
	if k != c.Key {
		return false
	}
	switch c.Mods {
	case Plain:
		return !in.Ctrl()
	case Ctrl:
		return in.Ctrl()
	case Shift:
		return in.Shift() && !in.Ctrl()
	case CtrlShift:
		return in.Ctrl() && in.Shift()
	}
	return true
}

// String is the chord as the help and the settings file write it:
// "Ctrl+Shift+O", "F12", "1".
func (c Chord) String() string {
	prefix := [...]string{Ctrl: "Ctrl+", Shift: "Shift+", CtrlShift: "Ctrl+Shift+", Any: ""}
	return prefix[c.Mods] + keyName(c.Key)
}

func keyName(k ebiten.Key) string {
	return strings.TrimPrefix(k.String(), "Digit")
}

// presses are the modifiers' states the chord answers, a bit each for
// none, Shift, Ctrl, and Ctrl+Shift.
func (c Chord) presses() uint8 {
	return [...]uint8{Plain: 0b0011, Ctrl: 0b1100, Shift: 0b0010, CtrlShift: 0b1000, Any: 0b1111}[c.Mods]
}

// Binding is a line of the keymap: the keys as the help writes them,
// what they do ("{pick-up}" in it stands for that action's keys: Says),
// and, for keys, the presses that answer and the action's
// name (the settings file's, and the shell's for what it does).
type Binding struct {
	Action string
	Keys   string
	Does   string
	Chords []Chord // nil: a gesture of the mouse, told only
	// Fixed: the keys are part of what the action does (the digits
	// number a question's options, the arrows point): not remapped
	Fixed bool
}

// Map is a keymap: the first line whose chord answers a press acts on it.
type Map []Binding

// Match is the binding that answers the key k pressed with in's
// modifiers.
func (m Map) Match(k ebiten.Key, in ui.InputState) (Binding, bool) {
	for _, b := range m {
		for _, c := range b.Chords {
			if c.Match(k, in) {
				return b, true
			}
		}
	}
	return Binding{}, false
}

func keys(mods Mods, ks ...ebiten.Key) []Chord {
	out := make([]Chord, len(ks))
	for i, k := range ks {
		out[i] = Chord{k, mods}
	}
	return out
}

func plain(ks ...ebiten.Key) []Chord { return keys(Plain, ks...) }

// InForce is m, or Default where the player set no keys (nil).
func InForce(m Map) Map {
	if m == nil {
		return Default
	}
	return m
}

// Key is the first of an action's keys in m, as the help writes it:
// "E", "Ctrl+E"; "" for no such action.
func (m Map) Key(action string) string {
	for _, b := range m {
		if b.Action == action && len(b.Chords) > 0 {
			return b.Chords[0].String()
		}
	}
	return ""
}

// Says is a line's words with each "{action}" in them the first keys of
// that action in m: the help names the keys in force.
func (m Map) Says(does string) string {
	for _, b := range m {
		if b.Action != "" && len(b.Chords) > 0 {
			does = strings.ReplaceAll(does, "{"+b.Action+"}", m.Key(b.Action))
		}
	}
	return does
}

// Default is the window's keys and gestures, in the order the help lists
// them.
var Default = Map{
	{Keys: "Drag a stack", Does: "move it: reachable hexes are outlined with the MP left, the path shows the chance of detection"},
	{Keys: "Shift+drag", Does: "move only the piece under the pointer, with what it hauls"},
	{Action: "cancel", Keys: "Esc", Does: "close the help, a menu or the reference; else cancel a drag or a hint, unpin the hex, drop the focus; with none of those, close the shop",
		Chords: plain(ebiten.KeyEscape), Fixed: true},
	{Action: "cursor", Keys: "Arrows", Does: "move the hex cursor; the inspector shows its hex",
		Chords: plain(ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown), Fixed: true},
	{Action: "pick-up", Keys: "M", Does: "pick up the stack under the cursor; again to drop it there (or attack)",
		Chords: plain(ebiten.KeyM)},
	{Action: "choose-piece", Keys: "P", Does: "choose one piece to pick up alone; carrying, the piece to drop onto",
		Chords: plain(ebiten.KeyP)},
	{Action: "spread", Keys: "O", Does: "spread the stack under the cursor open beside its hex, as a click on it does; again to close it",
		Chords: plain(ebiten.KeyO)},
	{Keys: "Right click a stack", Does: "its menu: move, haul or ride, attack, inspect"},
	{Keys: "Right click in a drag", Does: "cancel the drag: the pieces stay where they were"},
	{Action: "stack-menu", Keys: "Shift+F10 or Menu", Does: "the menu of the stack under the cursor (arrows, Enter, Esc)",
		Chords: []Chord{{ebiten.KeyF10, Shift}, {ebiten.KeyContextMenu, Any}}},
	{Action: "focus", Keys: "Tab / Shift+Tab", Does: "move the focus over the buttons and the inspector's rows",
		Chords: keys(Any, ebiten.KeyTab), Fixed: true},
	{Keys: "Drag gear onto a team", Does: "haul it (from the inspector or with Shift)"},
	{Keys: "Drag a vehicle onto a team", Does: "the team rides it, adding its movement (10.4); drag it off to leave it"},
	{Keys: "Drag gear onto its hex", Does: "leave it loose (or drop it off while moving)"},
	{Action: "enter", Keys: "Enter", Does: "drop what {pick-up} carries or the camp in hand; press the focused button; or end the move (noise check); in the tutorial, Go on from the coach's explanation",
		Chords: plain(ebiten.KeyEnter, ebiten.KeyNumpadEnter), Fixed: true},
	{Action: "end-phase", Keys: "E, E", Does: "end the phase: twice, or once after {end-phase-asks}; one {end-phase} ends a move",
		Chords: plain(ebiten.KeyE)},
	{Action: "end-phase-asks", Keys: "Ctrl+E", Does: "{end-phase} ends a phase at once, or asks for a second {end-phase}",
		Chords: keys(Ctrl, ebiten.KeyE)},
	{Keys: "Combat phase", Does: "drag teams onto an adjacent enemy, or click the enemy"},
	{Action: "undo", Keys: "Ctrl+Z", Does: "undo, back to the last die roll",
		Chords: keys(Ctrl, ebiten.KeyZ)},
	{Action: "answer", Keys: "1 – 9", Does: "answer a question with its first, second, … option; in the attack panel, call in that fire support",
		Chords: plain(ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4, ebiten.KeyDigit5,
			ebiten.KeyDigit6, ebiten.KeyDigit7, ebiten.KeyDigit8, ebiten.KeyDigit9), Fixed: true},
	{Action: "hint", Keys: "I or Ctrl+H", Does: "a hint: the advisor's next action, its expected score; again to cancel or hide it",
		Chords: []Chord{{ebiten.KeyI, Plain}, {ebiten.KeyH, Ctrl}}},
	{Keys: "Mouse wheel", Does: "zoom toward the pointer; over the shop, a panel's list or the log, scroll it"},
	{Keys: "Shift+arrows, WASD", Does: "pan (or drag the empty map)"},
	{Action: "zoom", Keys: "Z / Shift+Z", Does: "zoom the map in / out on its centre",
		Chords: plain(ebiten.KeyZ)},
	{Action: "fit", Keys: "F or Home", Does: "fit the map to the window",
		Chords: plain(ebiten.KeyF, ebiten.KeyHome)},
	{Action: "fold", Keys: "[ / ]", Does: "fold the left / right panel away, or open it",
		Chords: plain(ebiten.KeyBracketLeft, ebiten.KeyBracketRight), Fixed: true},
	{Action: "full-screen", Keys: "F11", Does: "full screen, or back to a window",
		Chords: keys(Any, ebiten.KeyF11)},
	{Action: "magnifier", Keys: "H", Does: "hide or show the counters, and the magnifier with them, to read the map",
		Chords: plain(ebiten.KeyH)},
	{Action: "skip-all", Keys: "Shift+Space", Does: "skip all the animations",
		Chords: keys(Shift, ebiten.KeySpace)},
	{Action: "skip", Keys: "Space", Does: "skip the current animation; else press the focused button",
		Chords: plain(ebiten.KeySpace)},
	{Action: "text-size", Keys: "Ctrl+= / Ctrl+−", Does: "larger or smaller text and controls (100–200 %)",
		Chords: keys(Ctrl, ebiten.KeyEqual, ebiten.KeyKPAdd, ebiten.KeyMinus, ebiten.KeyKPSubtract), Fixed: true},
	{Action: "speed", Keys: "+ / −", Does: "animation speed",
		Chords: plain(ebiten.KeyEqual, ebiten.KeyKPAdd, ebiten.KeyMinus, ebiten.KeyKPSubtract), Fixed: true},
	{Action: "reduce-motion", Keys: "Ctrl+M", Does: "reduce motion: no pulse, cards that change your situation wait, refusals logged",
		Chords: keys(Ctrl, ebiten.KeyM)},
	{Action: "high-contrast", Keys: "Ctrl+K", Does: "high contrast: black text on white, darker bands and counters, 7:1 or more",
		Chords: keys(Ctrl, ebiten.KeyK)},
	{Action: "coach", Keys: "C", Does: "the tutorial's coach: hide it, or bring it back at the step reached",
		Chords: plain(ebiten.KeyC)},
	{Keys: "Click a hex", Does: "pin it in the inspector; its stack spreads open beside it: drag a counter onto another, the hex or away (Esc closes)"},
	{Action: "rules", Keys: "R or F2", Does: "the rules reference: every section, searchable; click any [12.8] to open it",
		Chords: plain(ebiten.KeyR, ebiten.KeyF2)},
	{Action: "turn", Keys: "T", Does: "a turn of Kandahar on one page (in the rules reference)",
		Chords: plain(ebiten.KeyT)},
	{Keys: "Wheel, arrows, PgUp / PgDn", Does: "scroll this help, when the window is too small for all of it"},
	{Action: "help", Keys: "F1 or ?", Does: "this help",
		Chords: []Chord{{ebiten.KeyF1, Any}, {ebiten.KeySlash, Shift}}},
	{Action: "export-map", Keys: "Shift+F12", Does: "save the whole map at 300 dpi (PNG)",
		Chords: keys(Shift, ebiten.KeyF12)},
	{Action: "screenshot", Keys: "F12", Does: "save a picture of the window (PNG)",
		Chords: plain(ebiten.KeyF12)},
	{Action: "save", Keys: "Ctrl+S", Does: "save the game",
		Chords: keys(Ctrl, ebiten.KeyS)},
	{Action: "saves", Keys: "Ctrl+Shift+O", Does: "the list of saves and autosaves",
		Chords: keys(CtrlShift, ebiten.KeyO)},
	{Action: "load", Keys: "Ctrl+O", Does: "load a game",
		Chords: keys(Ctrl, ebiten.KeyO)},
	{Keys: "Ctrl+Q, close button", Does: "quit: the game is autosaved first"},
	{Action: "new-game", Keys: "N", Does: "new game: choose a scenario",
		Chords: plain(ebiten.KeyN)},
	{Keys: "settings.json", Does: `your own keys: "keys": {"pick-up": "G", "hint": "Ctrl+I"}, by the names in the README`},
}
