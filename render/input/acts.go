package input

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// What the keys do on the map, the controls and the playback, by the
// keymap's action names (package keymap has which keys and the help's
// words). The shell does the rest: the scenes, the files, the window.

// Act does the keymap's action for the key k, reporting false for an
// action that is not the hand's.
func (h *Hand) Act(action string, k ebiten.Key) bool {
	f := acts[action]
	if f == nil {
		return false
	}
	f(h, k)
	return true
}

// Does reports whether the hand does the keymap's action.
func Does(action string) bool { return acts[action] != nil }

// now runs f unless the game system's events are still playing: a key
// meant for what the screen shows must not act on what it does not show
// yet, so the events are all shown instead.
func now(f func(h *Hand, k ebiten.Key)) func(h *Hand, k ebiten.Key) {
	return func(h *Hand, k ebiten.Key) {
		anim := &h.Ctx.Shared().Anim
		if anim.CardHeld() {
			anim.Skip() // reduced motion: the key the card waits for
			return
		}
		if anim.Busy() {
			anim.Flush()
			h.Ctx.Chrome().Say("Every event is shown now: press the key again to act.", false)
			return
		}
		f(h, k)
	}
}

// acts are the hand's actions.
var acts = map[string]func(h *Hand, k ebiten.Key){
	"cursor": func(h *Hand, k ebiten.Key) {
		if !h.Ctx.Pointer().ShiftHeld() {
			h.MoveCursor(k)
		}
	},
	"pick-up":      now(func(h *Hand, _ ebiten.Key) { h.PickOrDrop() }),
	"choose-piece": func(h *Hand, _ ebiten.Key) { h.CyclePiece() },
	"stack-menu":   now(func(h *Hand, _ ebiten.Key) { h.StackMenuAtCursor() }),
	"spread":       now(func(h *Hand, _ ebiten.Key) { h.SpreadAtCursor() }),
	"focus":        func(h *Hand, _ ebiten.Key) { h.MoveFocus(h.Ctx.Pointer().ShiftHeld()) },
	"enter": now(func(h *Hand, _ ebiten.Key) {
		switch p := h.Ctx.Pointer(); {
		case p.Drag != nil && p.Drag.Keys:
			h.PickOrDrop()
		case h.Keys.CursorOn && h.Ctx.Shared().G.State.CampToPlace() != game.None:
			h.PickOrDrop() // the camp in hand goes down at the cursor
		case h.PressFocus():
		case h.Ctx.Shared().G.State.Move != nil:
			h.Ctx.Do(game.Action{Type: game.ActEndMove})
		}
	}),
	"end-phase":      now(func(h *Hand, _ ebiten.Key) { h.EndPhaseByKey() }),
	"end-phase-asks": func(h *Hand, _ ebiten.Key) { h.Ctx.Chrome().ToggleEndAsk() },
	"answer": func(h *Hand, k ebiten.Key) {
		bs := h.Ctx.Chrome().Buttons
		ui.Press(bs, fmt.Sprintf("opt-%d", int(k-ebiten.KeyDigit1)))
		ui.Press(bs, fmt.Sprintf("fire-%d", int(k-ebiten.KeyDigit1))) // the attack panel's fire support (18.1)
	},
	"zoom": func(h *Hand, _ ebiten.Key) {
		f := 1.25
		if h.Ctx.Pointer().ShiftHeld() {
			f = 1 / f
		}
		b := h.Ctx.Board()
		v := b.MapView
		b.ZoomAt(v.X+v.W/2, v.Y+v.H/2, f)
	},
	"fit":         func(h *Hand, _ ebiten.Key) { h.Ctx.Board().Fit(h.Ctx.Chrome().Sight()) },
	"full-screen": func(*Hand, ebiten.Key) { ebiten.SetFullscreen(!ebiten.IsFullscreen()) },
	"magnifier":   func(h *Hand, _ ebiten.Key) { h.Ctx.Board().ShowPiece = !h.Ctx.Board().ShowPiece },
	"skip-all":    func(h *Hand, _ ebiten.Key) { h.Ctx.Shared().Anim.Flush() },
	"skip": func(h *Hand, _ ebiten.Key) {
		if anim := &h.Ctx.Shared().Anim; anim.Busy() || !h.PressFocus() {
			anim.Skip()
		}
	},
	"text-size": func(h *Hand, k ebiten.Key) {
		if k == ebiten.KeyEqual || k == ebiten.KeyKPAdd {
			h.Ctx.Chrome().SetUIScale(0.25)
		} else {
			h.Ctx.Chrome().SetUIScale(-0.25)
		}
	},
	"speed": func(h *Hand, k ebiten.Key) {
		anim := &h.Ctx.Shared().Anim
		if k == ebiten.KeyEqual || k == ebiten.KeyKPAdd {
			anim.Speed = math.Min(anim.Speed*1.5, 8)
		} else {
			anim.Speed = math.Max(anim.Speed/1.5, 0.25)
		}
		h.Ctx.Chrome().Say(fmt.Sprintf("Animation speed ×%.2g", anim.Speed), false)
	},
	"reduce-motion": func(h *Hand, _ ebiten.Key) { h.Ctx.Chrome().ToggleReduceMotion() },
}

// Holding reports what Esc lets go of: a drag or a press, a piece P
// chose, a pinned hex, an enemy unit chosen, a weapon nominated, the
// focus.
func (h *Hand) Holding() bool {
	p, b, k := h.Ctx.Pointer(), h.Ctx.Board(), &h.Keys
	return p.Drag != nil || p.Press != nil || k.Pick != game.None || b.SelHex != game.NoHex ||
		b.AttackSel != game.None || b.NomWeapon != game.None || k.Focus != ""
}

// LetGo lets go of all Holding reports.
func (h *Hand) LetGo() {
	p, b, k := h.Ctx.Pointer(), h.Ctx.Board(), &h.Keys
	b.AttackSel, b.NomWeapon, b.SelHex = game.None, game.None, game.NoHex
	p.Drag, p.Press = nil, nil
	k.Focus, k.Pick, k.Onto = "", game.None, game.None
}

// StackMenuAtCursor is Shift+F10 or the Menu key: the menu of the hex
// cursor's stack (the cursor shows first if it was hidden).
func (h *Hand) StackMenuAtCursor() {
	hx := h.ShowCursor()
	b := h.Ctx.Board()
	if len(b.StackAt(hx)) == 0 {
		h.Ctx.Chrome().Say("No stack at "+hx.String()+": move the cursor onto one (arrows).", true)
		return
	}
	h.Ctx.OpenStackMenu(hx, b.ToScreen(b.Lay.Center(hx)), true)
}
