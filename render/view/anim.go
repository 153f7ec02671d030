package view

import (
	"slices"

	"kandahar/game"
)

// The game system's events played back one after another, each for as
// long as it takes to see it: dice tumble and settle, walks and pursuits
// slide hex by hex, battles show both sides' sums. Pieces an event has
// not yet reached are drawn where they were before it.

// Animator plays the events back.
type Animator struct {
	Stage    Stage
	Queue    []Playback
	Cur      *game.Event
	CurAfter *game.State // the game once cur has played
	T, Dur   float64
	Speed    float64
	// Shown is the game as the events played so far have left it: what
	// the header, panels, counters, score and log show while events are
	// still to play. nil when every event has played: the live game.
	Shown *game.State
}

// Stage is what the animator tells as events play: the camera follows
// them and the log writes each one once it has landed.
type Stage interface {
	// PlayStart comes before the first event of a batch, PlayEnd after
	// the last.
	PlayStart()
	PlayEnd()
	// EventStart comes as an event starts to play where it happens.
	EventStart(h game.Hex)
	// Landed comes once an event has played: its result may show.
	Landed(e game.Event)
	// Changed tells that what is shown has changed.
	Changed()
	// ReducedMotion reports the player's wish for less motion: dice
	// show their faces at once and each card waits for the player.
	ReducedMotion() bool
}

// Playback is an event to play, with the game as it stood once the event
// had happened (game.DoStepwise); after is nil for events made up by the
// frame benchmark.
type Playback struct {
	Ev    game.Event
	After *game.State
}

// Busy reports an event playing or waiting to.
func (an *Animator) Busy() bool { return an.Cur != nil || len(an.Queue) > 0 }

// DiceTime is how long dice tumble before they settle.
const DiceTime = 0.6

// EventDuration is how long an event plays, in seconds at speed 1.
func EventDuration(e *game.Event) float64 {
	d := 0.0
	switch e.Type {
	case game.EvMove:
		d = 0.1 + 0.12*float64(len(e.Path))
	case game.EvEnemyMove:
		d = 0.4 + 0.28*float64(len(e.Path))
	case game.EvScatter:
		d = DiceTime + 0.5 + 0.18*float64(len(e.Path)) + 0.7
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

// Enqueue plays an action's events from before, the game as it stood
// before the action; after[k] is the game once ev[k] has happened (nil
// for made-up events).
func (an *Animator) Enqueue(before *game.State, ev []game.Event, after []*game.State) {
	if !an.Busy() {
		an.Shown = before
		an.Stage.PlayStart()
	}
	for i, e := range ev {
		p := Playback{Ev: e}
		if i < len(after) {
			p.After = after[i]
		}
		an.Queue = append(an.Queue, p)
	}
	if an.Cur == nil {
		an.next()
	}
}

// next starts the next event worth watching; the ones with nothing to
// watch are played at once.
func (an *Animator) next() {
	an.Cur, an.CurAfter = nil, nil
	for len(an.Queue) > 0 {
		p := an.Queue[0]
		an.Queue = an.Queue[1:]
		if d := EventDuration(&p.Ev); d > 0 {
			an.Cur, an.CurAfter, an.T, an.Dur = &p.Ev, p.After, an.StartAt(&p.Ev), d
			an.Stage.EventStart(p.Ev.Hex)
			return
		}
		an.land(p.Ev, p.After)
	}
	if an.Shown != nil {
		an.Stage.PlayEnd()
	}
	an.Shown = nil // all played: the live game
}

// land shows what an event did: its line in the log and the game as it
// left it. Until then neither gives its result away.
func (an *Animator) land(e game.Event, after *game.State) {
	an.Stage.Landed(e)
	if after != nil {
		an.Shown = after
	}
}

// finish lands the current event and starts the next.
func (an *Animator) finish() {
	if an.Cur != nil {
		an.land(*an.Cur, an.CurAfter)
	}
	an.next()
	an.Stage.Changed()
}

// Step plays the current event on by dt seconds times the speed.
func (an *Animator) Step(dt float64) {
	if an.Cur == nil {
		return
	}
	an.T += dt * an.Speed
	if an.T >= an.Dur && an.CardWaits() {
		an.T = an.Dur // reduced motion: the card waits for the player
		return
	}
	if an.T >= an.Dur {
		an.finish()
	}
}

// Skip ends the current animation (Space).
func (an *Animator) Skip() {
	if an.Cur != nil {
		an.finish()
	}
}

// Flush ends them all (Shift+Space), logging every event.
func (an *Animator) Flush() {
	for an.Busy() {
		an.finish()
	}
}

// Moving reports a piece drawn by the current animation instead of in
// its hex.
func (an *Animator) Moving(id game.PieceID) bool {
	e := an.Cur
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
