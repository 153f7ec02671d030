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
	queue  []game.Event
	cur    *game.Event
	t, dur float64
	speed  float64
	played []game.Event // events of this batch already shown
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

func (an *animator) enqueue(a *App, ev []game.Event) {
	an.queue = append(an.queue, ev...)
	an.played = nil
	if an.cur == nil {
		an.next(a)
	}
	a.rebuildDisplay()
}

// next starts the next event worth watching; the rest go straight to
// the log.
func (an *animator) next(a *App) {
	an.cur = nil
	for len(an.queue) > 0 {
		e := an.queue[0]
		an.queue = an.queue[1:]
		a.logLine(e)
		if d := eventDuration(&e); d > 0 {
			an.cur, an.t, an.dur = &e, 0, d
			a.reveal(e.Hex)
			return
		}
		an.played = append(an.played, e)
	}
	a.before = nil
}

func (an *animator) finish(a *App) {
	if an.cur != nil {
		an.played = append(an.played, *an.cur)
	}
	an.next(a)
	a.rebuildDisplay()
	a.version++
}

func (an *animator) step(a *App, dt float64) {
	if an.cur == nil {
		return
	}
	an.t += dt * an.speed
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
	a.display, a.displayOff, a.before = nil, nil, nil
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

func mentions(e *game.Event, id game.PieceID) bool {
	return e.Piece == id || slices.Contains(e.Pieces, id)
}

// landing is where an event leaves the pieces it moves.
func landing(e *game.Event, id game.PieceID) (game.Hex, bool) {
	switch e.Type {
	case game.EvMove, game.EvEnemyMove, game.EvEscape:
		if mentions(e, id) {
			return e.Hex, true
		}
	case game.EvScatter:
		if e.Piece == id && e.Success {
			return e.Hex, true
		}
	}
	return game.NoHex, false
}

// rebuildDisplay works out where each piece shows while events play.
func (a *App) rebuildDisplay() {
	an := &a.anim
	if !an.busy() || a.before == nil {
		a.display, a.displayOff = nil, nil
		return
	}
	pending := an.queue
	if an.cur != nil {
		pending = append([]game.Event{*an.cur}, pending...)
	}
	a.display = map[game.PieceID]game.Hex{}
	a.displayOff = map[game.PieceID]bool{}
	for _, id := range a.g.State.IDs() {
		held := false
		for i := range pending {
			if mentions(&pending[i], id) {
				held = true
				break
			}
		}
		if !held {
			continue
		}
		at, ok := game.NoHex, false
		for i := range an.played {
			if h, moved := landing(&an.played[i], id); moved {
				at, ok = h, true
			}
		}
		if !ok {
			if p := a.before.P(id); p.Place == game.OnMap {
				at, ok = p.Hex, true
			}
		}
		if ok {
			a.display[id] = at
		} else {
			a.displayOff[id] = true
		}
	}
}
