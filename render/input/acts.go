package input

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
)

// What the keys do on the map, the controls and the playback, by the
// keymap's action names (package keymap has which keys and the help's
// words). The shell does the rest: the scenes, the files, the window.

// Act does the keymap's action for the key k, and returns what it asks;
// it reports false for an action that is not the hand's.
func (h *Hand) Act(action string, k ebiten.Key) ([]Intent, bool) {
	f := acts[action]
	if f == nil {
		return nil, false
	}
	f(h, k)
	return h.take(), true
}

// Does reports whether the hand does the keymap's action.
func Does(action string) bool { return acts[action] != nil }

// now runs f unless the game system's events are still playing: a key
// meant for what the screen shows must not act on what it does not show
// yet, so the events are all shown instead.
func now(f func(h *Hand, k ebiten.Key)) func(h *Hand, k ebiten.Key) {
	return func(h *Hand, k ebiten.Key) {
		n := h.Ctx.Now()
		if n.CardHeld {
			h.emit(Skip{}) // reduced motion: the key the card waits for
			return
		}
		if n.Busy {
			h.emit(ShowAll{})
			h.say("Every event is shown now: press the key again to act.", false)
			return
		}
		f(h, k)
	}
}

// shift reports Shift held this frame.
func (h *Hand) shift() bool { return h.Ctx.Now().Cur.Shift() }

// acts are the hand's actions.
var acts = map[string]func(h *Hand, k ebiten.Key){
	"cursor": func(h *Hand, k ebiten.Key) {
		if !h.shift() {
			h.MoveCursor(k)
		}
	},
	"pick-up":      now(func(h *Hand, _ ebiten.Key) { h.PickOrDrop() }),
	"choose-piece": func(h *Hand, _ ebiten.Key) { h.CyclePiece() },
	"stack-menu":   now(func(h *Hand, _ ebiten.Key) { h.StackMenuAtCursor() }),
	"spread":       now(func(h *Hand, _ ebiten.Key) { h.SpreadAtCursor() }),
	"focus":        func(h *Hand, _ ebiten.Key) { h.MoveFocus(h.shift()) },
	"enter": now(func(h *Hand, _ ebiten.Key) {
		_, moving := h.Ctx.Rules().Moving()
		switch {
		case h.Drag != nil && h.Drag.Keys:
			h.PickOrDrop()
		case h.Keys.CursorOn && h.Ctx.Rules().CampToPlace() != game.None:
			h.PickOrDrop() // the camp in hand goes down at the cursor
		case h.PressFocus():
		case moving:
			h.emit(Act{game.Action{Type: game.ActEndMove}})
		}
	}),
	"end-phase":      now(func(h *Hand, _ ebiten.Key) { h.EndPhaseByKey() }),
	"end-phase-asks": func(h *Hand, _ ebiten.Key) { h.emit(EndAsk{}) },
	"answer": func(h *Hand, k ebiten.Key) {
		h.emit(Press{ID: fmt.Sprintf("opt-%d", int(k-ebiten.KeyDigit1)), Index: -1})
		h.emit(Press{ID: fmt.Sprintf("fire-%d", int(k-ebiten.KeyDigit1)), Index: -1}) // the attack panel's fire support (18.1)
	},
	"zoom": func(h *Hand, _ ebiten.Key) {
		f := 1.25
		if h.shift() {
			f = 1 / f
		}
		v := h.Ctx.Now().MapView
		h.emit(Zoom{v.X + v.W/2, v.Y + v.H/2, f})
	},
	"fit":         func(h *Hand, _ ebiten.Key) { h.emit(Fit{}) },
	"full-screen": func(h *Hand, _ ebiten.Key) { h.emit(FullScreen{}) },
	"magnifier":   func(h *Hand, _ ebiten.Key) { h.emit(Magnifier{!h.Ctx.Board().Magnifying()}) },
	"skip-all":    func(h *Hand, _ ebiten.Key) { h.emit(ShowAll{}) },
	"skip": func(h *Hand, _ ebiten.Key) {
		if h.Ctx.Now().Busy || !h.PressFocus() {
			h.emit(Skip{})
		}
	},
	"text-size": func(h *Hand, k ebiten.Key) {
		if k == ebiten.KeyEqual || k == ebiten.KeyKPAdd {
			h.emit(TextSize{0.25})
		} else {
			h.emit(TextSize{-0.25})
		}
	},
	"speed": func(h *Hand, k ebiten.Key) {
		v := h.Ctx.Now().Speed
		if k == ebiten.KeyEqual || k == ebiten.KeyKPAdd {
			v = math.Min(v*1.5, 8)
		} else {
			v = math.Max(v/1.5, 0.25)
		}
		h.emit(Speed{v})
		h.say(fmt.Sprintf("Animation speed ×%.2g", v), false)
	},
	"reduce-motion": func(h *Hand, _ ebiten.Key) { h.emit(ReduceMotion{}) },
}

// Holding reports what Esc lets go of: a drag or a press, a piece P
// chose, a pinned hex, an enemy unit chosen, a weapon nominated, the
// focus.
func (h *Hand) Holding() bool {
	b, k := h.Ctx.Board(), &h.Keys
	return h.Drag != nil || h.Press != nil || k.Pick != game.None || b.Pinned() != game.NoHex ||
		b.Target() != game.None || b.Weapon() != game.None || k.Focus != ""
}

// LetGo lets go of all Holding reports.
func (h *Hand) LetGo() []Intent {
	h.emit(Target{game.None})
	h.emit(Weapon{game.None})
	h.emit(Pin{game.NoHex})
	h.Drag, h.Press = nil, nil
	k := &h.Keys
	k.Focus, k.Pick, k.Onto = "", game.None, game.None
	return h.take()
}

// Release lets go of the pointer's press, drag and pan: a scene came up
// over them, or another game was loaded.
func (h *Hand) Release() { h.Press, h.Drag, h.Panning = nil, nil, false }

// StackMenuAtCursor is Shift+F10 or the Menu key: the menu of the hex
// cursor's stack (the cursor shows first if it was hidden).
func (h *Hand) StackMenuAtCursor() {
	hx := h.ShowCursor()
	b := h.Ctx.Board()
	if len(b.StackAt(hx)) == 0 {
		h.say("No stack at "+hx.String()+": move the cursor onto one (arrows).", true)
		return
	}
	h.emit(StackMenu{Hex: hx, Keys: true})
}
