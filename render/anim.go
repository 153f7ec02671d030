package render

import (
	"slices"

	"kandahar/game"
)

// The game system's events played back one after another, each for as
// long as it takes to see it: dice tumble and settle, walks and pursuits
// slide hex by hex, battles show both sides' sums. Pieces an event has
// not yet reached are drawn where they were before it.

type animator struct {
	queue    []playback
	cur      *game.Event
	curAfter *game.State // the game once cur has played
	t, dur   float64
	speed    float64
	// shown is the game as the events played so far have left it: what
	// the header, panels, counters, score and log show while events are
	// still to play. nil when every event has played: the live game.
	shown *game.State
}

// playback is an event to play, with the game as it stood once the event
// had happened (game.DoStepwise); after is nil for events made up by the
// frame benchmark.
type playback struct {
	ev    game.Event
	after *game.State
}

func (an *animator) busy() bool { return an.cur != nil || len(an.queue) > 0 }

// diceTime is how long dice tumble before they settle.
const diceTime = 0.6

func eventDuration(e *game.Event) float64 {
	d := 0.0
	switch e.Type {
	case game.EvMove:
		d = 0.1 + 0.12*float64(len(e.Path))
	case game.EvEnemyMove:
		d = 0.4 + 0.28*float64(len(e.Path))
	case game.EvScatter:
		d = diceTime + 0.5 + 0.18*float64(len(e.Path)) + 0.7
	case game.EvNoise:
		d = 1.2
		if len(e.Dice) > 0 {
			d = 2.8
		}
	case game.EvCombat:
		d = 3.4
	case game.EvEnemyCount, game.EvSuppression:
		d = 1.6
	case game.EvCasualty, game.EvAccomplished, game.EvFriendlyFire:
		d = 2.0
	case game.EvMission:
		d = 2.2
	case game.EvDetected, game.EvEliminated, game.EvEscape, game.EvEnemyRemoved, game.EvPhase, game.EvForfeit, game.EvPP, game.EvGameOver:
		d = 1.1
	case game.EvRoll:
		d = 1.4
	}
	if len(e.Dice) > 0 && d < 1.4 {
		d = 1.4
	}
	return d
}

// enqueue plays an action's events from before, the game as it stood
// before the action; after[k] is the game once ev[k] has happened (nil
// for made-up events).
func (an *animator) enqueue(a *App, before *game.State, ev []game.Event, after []*game.State) {
	if !an.busy() {
		an.shown = before
		a.followStart()
	}
	for i, e := range ev {
		p := playback{ev: e}
		if i < len(after) {
			p.after = after[i]
		}
		an.queue = append(an.queue, p)
	}
	if an.cur == nil {
		an.next(a)
	}
}

// next starts the next event worth watching; the ones with nothing to
// watch are played at once.
func (an *animator) next(a *App) {
	an.cur, an.curAfter = nil, nil
	for len(an.queue) > 0 {
		p := an.queue[0]
		an.queue = an.queue[1:]
		if d := eventDuration(&p.ev); d > 0 {
			an.cur, an.curAfter, an.t, an.dur = &p.ev, p.after, a.startAt(&p.ev), d
			a.reveal(p.ev.Hex)
			return
		}
		an.land(a, p.ev, p.after)
	}
	if an.shown != nil {
		a.followEnd()
	}
	an.shown = nil // all played: the live game
}

// land shows what an event did: its line in the log and the game as it
// left it. Until then neither gives its result away.
func (an *animator) land(a *App, e game.Event, after *game.State) {
	a.logLine(e)
	if after != nil {
		an.shown = after
	}
}

func (an *animator) finish(a *App) {
	if an.cur != nil {
		an.land(a, *an.cur, an.curAfter)
	}
	an.next(a)
	a.version++
}

func (an *animator) step(a *App, dt float64) {
	if an.cur == nil {
		return
	}
	an.t += dt * an.speed
	if an.t >= an.dur && a.cardWaits() {
		an.t = an.dur // reduced motion: the card waits for the player
		return
	}
	if an.t >= an.dur {
		an.finish(a)
	}
}

// skip ends the current animation (Space).
func (an *animator) skip(a *App) {
	if an.cur != nil {
		an.finish(a)
	}
}

// flush ends them all (Shift+Space), logging every event.
func (an *animator) flush(a *App) {
	for an.busy() {
		an.finish(a)
	}
}

// moving reports a piece drawn by the current animation instead of in
// its hex.
func (an *animator) moving(id game.PieceID) bool {
	e := an.cur
	if e == nil {
		return false
	}
	switch e.Type {
	case game.EvMove:
		return slices.Contains(e.Pieces, id)
	case game.EvEnemyMove, game.EvScatter:
		return e.Piece == id
	}
	return false
}
