package render

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/view"
)

// Reduced motion (Ctrl+M): nothing pulses, a refusal stays in
// the log (once, however often it is repeated), and each card of the game
// system's events waits for a key or a click instead of going by itself,
// its dice on their faces from the start.
func TestReduceMotion(t *testing.T) {
	rules := shippedRules(t)
	d := movementDriver(t, rules, campNear(t, rules, 10, 10), nil)
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
			if l.Kind == view.EvRefused {
				refused = append(refused, l.Text)
			}
		}
	})
	if said == "" || !slices.Equal(refused, []string{said}) {
		t.Fatalf("refused %q; the log keeps %q", said, refused)
	}

	// the game system's events: each card waits, however fast they play
	d.on(func(a *App) { a.Anim.Speed = 8 })
	var held *game.Event
	for tries := 0; held == nil && tries < 6; tries++ {
		if d.state().Over {
			break
		}
		d.clickButton("end-phase")
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline) && held == nil; {
			busy := false
			d.on(func(a *App) {
				busy = a.Anim.Busy()
				if a.Anim.CardHeld() {
					held = a.Anim.Cur
				}
			})
			if !busy && d.in.Pending() == 0 {
				break
			}
			d.waitFrames(1)
		}
	}
	if held == nil {
		t.Fatal("no event card waited for the player")
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
