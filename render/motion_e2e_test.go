package render

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/view"
)

// Reduced motion (Ctrl+M): nothing pulses, a refusal stays in
// the log (once, however often it is repeated), and each card of the game
// system's events waits for a key or a click instead of going by itself,
// its dice on their faces from the start.
func TestReduceMotion(t *testing.T) {
	rules := shippedRules(t)
	d := movementDriver(t, rules, campNear(t, rules, 8, 26), []int{6, 1}) // the noise d10 shows 1: detected
	d.in.Key(ebiten.KeyM, ebiten.KeyControlLeft)
	d.script()
	var on, pulse bool
	d.on(func(a *App) { on, pulse = a.Opt.ReduceMotion, a.shell.pulsing() || a.PulseWave(1.3) != 1 })
	if !on || pulse {
		t.Fatalf("Ctrl+M: reduced motion %v, still pulsing %v", on, pulse)
	}

	// a refusal: in the log as well as in the fading message, once
	for range 2 {
		d.in.Key(ebiten.KeyZ, ebiten.KeyControlLeft)
	}
	d.script()
	var refused []string
	var said string
	d.on(func(a *App) {
		said = a.LastError()
		for _, l := range a.chrome.LogLines {
			if l.Tone == chrome.Refused {
				refused = append(refused, l.Text)
			}
		}
	})
	if said == "" || !slices.Equal(refused, []string{said}) {
		t.Fatalf("refused %q; the log keeps %q", said, refused)
	}

	// the game system's events: a card that changes the player's situation
	// (the detection after a move) waits, however fast they play; the
	// routine ones before it (the move, the noise roll) go on by themselves
	d.on(func(a *App) { a.Anim.Speed = 8 })
	if d.state().Phase != game.PhaseMovement { // the first Ctrl+Z undid the end of the purchases
		d.endPhaseSure()
		d.idle()
	}
	d.moveTeamOneHex()
	var held *game.Event
	for deadline := time.Now().Add(hangLimit); time.Now().Before(deadline) && held == nil; d.waitFrames(1) {
		d.on(func(a *App) {
			if a.Anim.CardHeld() {
				held = a.Anim.Cur
			}
		})
	}
	if held == nil {
		var lines []string
		d.on(func(a *App) {
			for _, l := range a.chrome.LogLines {
				lines = append(lines, fmt.Sprint(l.Tone)+": "+l.Text)
			}
		})
		t.Fatalf("no event card waited for the player; pending %+v; log %q", d.state().Pending, lines[max(0, len(lines)-6):])
	}
	if held.Type != game.EvDetected {
		t.Fatalf("the first card to wait is a %s, want the detection: %q", held.Type, held.Text)
	}
	d.waitFrames(90) // longer than any card shows at ×8
	var cur *game.Event
	var tt float64
	d.on(func(a *App) { cur, tt = a.Anim.Cur, a.Anim.T })
	if cur != held {
		t.Fatalf("the card of %q went by itself", held.Text)
	}
	if len(held.Dice) > 0 && tt < view.DiceTime {
		t.Fatal("its dice still tumble")
	}
	if !slices.ContainsFunc(d.texts(), func(s string) bool { return strings.HasPrefix(s, "Space, Enter or click: next") }) {
		t.Error("the card does not say how to go on")
	}
	d.in.Key(ebiten.KeySpace)
	d.script()
	d.on(func(a *App) { cur = a.Anim.Cur })
	if cur == held {
		t.Fatal("Space did not go on to the next card")
	}
	d.in.Key(ebiten.KeySpace, ebiten.KeyShiftLeft)
	d.script()
	d.idle()
}
