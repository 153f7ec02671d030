package view

import (
	"kandahar/game"
)

// Reduced motion (Ctrl+M, kept between runs): nothing on the
// map pulses, dice show their faces at once instead of tumbling, pieces
// step from hex to hex instead of sliding, each card of the game system's
// events that changes the player's situation stays up until the player
// presses Space, Enter or clicks, and a
// refusal is written in the log as well as in the message that fades.

// StartAt is where a new event's time starts: with reduced motion past
// its dice's tumble, so they show their faces at once.
func (an *Animator) StartAt(e *game.Event) float64 {
	if an.Stage.ReducedMotion() && len(e.Dice) > 0 {
		return DiceTime
	}
	return 0
}

// CardWaits reports whether the current event, played to its end, waits
// for the player: with reduced motion, an event that changes the player's
// situation (game.EventType.ChangesSituation). Routine events go on by
// themselves into the log, so a turn does not cost a key per card; a
// question waits anyway, on its answer.
func (an *Animator) CardWaits() bool {
	e := an.Cur
	return e != nil && an.Stage.ReducedMotion() && e.Type.ChangesSituation()
}

// CardHeld reports a card played to its end and waiting for the player.
func (an *Animator) CardHeld() bool { return an.CardWaits() && an.T >= an.Dur }

// CardPrompt is what the card's title band says about going on.
func (an *Animator) CardPrompt() string {
	if an.CardHeld() {
		return "Space, Enter or click: next · Shift+Space: all"
	}
	return "Space: skip · Shift+Space: skip all"
}
