package render

import (
	"testing"
	"time"

	"kandahar/game"
)

// An idle window rests: once nothing moves it asks for no
// frames, and anything that moves by itself wakes it.
func TestIdleWindowRests(t *testing.T) {
	d := newGameDriver(t, 4)
	d.waitFrames(10) // the first frames always come
	restful := func() (r bool) {
		d.on(func(a *App) {
			a.chrome.Toasts = nil
			a.shell.pace.lastChange = time.Now().Add(-pulseFor) // the ring's pulse is over
			a.paceFrames()
			r = a.restful()
		})
		return
	}
	if !restful() {
		t.Fatal("an idle new game does not rest")
	}
	rests := true
	d.on(func(a *App) {
		a.chrome.Say("a message fades", false)
		rests = a.restful()
	})
	if rests {
		t.Error("a fading message lets the window rest")
	}
	d.on(func(a *App) { a.do(game.Action{Type: game.ActEndPhase}) })
	busy := false
	d.on(func(a *App) { busy = a.Anim.Busy() && !a.restful() })
	if !busy {
		t.Error("the game system's events play while the window rests")
	}
	d.idle()
	if !restful() {
		t.Error("the window does not rest again once the events have played")
	}
}
