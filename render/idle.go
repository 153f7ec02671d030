package render

import (
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/chrome"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// An idle window costs next to nothing: when nothing on the
// screen moves and nothing runs in the background, Ebitengine is told to
// wait for the player's input instead of drawing 60 frames a second.
// Anything that moves by itself (an animation, a fading message, a
// tooltip about to show, the mission ring's first seconds of pulse, a
// save or an export under way) keeps the frames coming.

// pulseFor is how long the mission ring pulses after the game changes:
// long enough to catch the eye, not a redraw for ever.
const pulseFor = 6 * time.Second

// pacer is the shell's choice of frame rate.
type pacer struct {
	resting    bool      // in Ebitengine's minimum mode
	pulse      bool      // the mission ring pulses this frame
	version    int       // the game's version last seen
	lastChange time.Time // when it last changed
	freed      time.Time // memory last given back at rest (freeAtRest)
}

// pulsing reports whether the mission ring pulses this frame. It is
// decided once a frame, in Update, so that a partial redraw and a whole
// one of the same frame agree (TestInputFuzz compares them).
func (sh *shell) pulsing() bool { return sh.pace.pulse }

// restful reports whether nothing needs a frame until the player acts.
func (a *App) restful() bool {
	in := a.pointer.Cur
	switch {
	case a.shell.frame < 10, a.Opt.BenchFrames > 0:
		return false
	case a.Anim.Busy() && !a.overlays.scenes.IsUp("reference") && !a.Anim.CardHeld(), a.hand.Drag != nil, a.hand.Press != nil, a.hand.Panning: // the events wait under the reference
		return false
	case a.shell.hook != nil, a.shell.export != nil, a.shell.pendingShot != nil, a.board.Sheet.Left > 0, scenes.Animates(sceneCtx{a}), a.overlays.dialog.Simulating():
		return false // a result will come back from another goroutine
	case len(a.chrome.Toasts) > 0, a.shell.pulsing():
		return false
	case a.chrome.HoverBtn != nil && a.shell.frame-a.chrome.HoverSince <= chrome.TooltipDelay:
		return false
	case in.Left || in.Right || len(in.Held) > 0:
		return false // keys held pan the map
	}
	return true
}

// paceFrames switches between every frame and frames on input only. A
// scripted input (the tests) is not an input Ebitengine sees: with it the
// frames always come.
func (a *App) paceFrames() {
	if a.Version != a.shell.pace.version {
		a.shell.pace.version, a.shell.pace.lastChange = a.Version, time.Now()
	}
	a.shell.pace.pulse = !a.Opt.ReduceMotion && time.Since(a.shell.pace.lastChange) < pulseFor
	if _, real := a.In.(*ui.EbitenInput); !real {
		return
	}
	rest := a.restful()
	if rest == a.shell.pace.resting {
		return
	}
	a.shell.pace.resting = rest
	if rest {
		//lint:ignore SA1019 the minimum mode is what lets an idle window sleep; SetScreenClearedEveryFrame(false), its stated successor, is used too but still draws 60 frames a second
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		a.shell.pace.freeAtRest()
	} else {
		//lint:ignore SA1019 see above
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	}
}

// restFreeEvery is the least time between two givings back of memory.
const restFreeEvery = 10 * time.Second

// freeAtRest gives the Go heap's free pages back to the system when the
// window comes to rest: a collection while nothing happens,
// off the game loop, and the heap's resident size falls from its goal,
// up to twice what is live, to what is live.
func (p *pacer) freeAtRest() {
	if time.Since(p.freed) < restFreeEvery {
		return
	}
	p.freed = time.Now()
	go debug.FreeOSMemory()
}
