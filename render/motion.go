package render

import (
	"math"

	"kandahar/game"
)

// Reduced motion (issue 17.6, Ctrl+M, kept between runs): nothing on the
// map pulses, dice show their faces at once instead of tumbling, pieces
// step from hex to hex instead of sliding, each card of the game system's
// events stays up until the player presses Space, Enter or clicks, and a
// refusal is written in the log as well as in the message that fades.

// evRefused is the log's kind for a refusal the client was told: the
// client's own, not an event of the game.
const evRefused game.EventType = "refused"

// pulseWave is a pulse between 0 and 1 at time t; with reduced motion a
// steady 1.
func (s *shared) pulseWave(t float64) float64 {
	if s.opt.ReduceMotion {
		return 1
	}
	return 0.5 + 0.5*math.Sin(t)
}

// stepped is how far along a path of n legs a piece is drawn at fraction
// f: smoothly, or with reduced motion in whole hexes.
func (s *shared) stepped(f float64, n int) float64 {
	if !s.opt.ReduceMotion || n <= 0 || f >= 1 {
		return f
	}
	return math.Floor(math.Max(f, 0)*float64(n)) / float64(n)
}

// startAt is where a new event's time starts: with reduced motion past
// its dice's tumble, so they show their faces at once.
func (s *shared) startAt(e *game.Event) float64 {
	if s.opt.ReduceMotion && len(e.Dice) > 0 {
		return diceTime
	}
	return 0
}

// cardWaits reports whether the current event, played to its end, waits
// for the player: with reduced motion, every event of the game system
// (the player's own moves go on by themselves: their path is on the
// map, and the noise check that follows waits).
func (s *shared) cardWaits() bool {
	e := s.anim.cur
	return s.opt.ReduceMotion && e != nil && e.Type != game.EvMove
}

// cardHeld reports a card played to its end and waiting for the player.
func (s *shared) cardHeld() bool { return s.cardWaits() && s.anim.t >= s.anim.dur }

// cardPrompt is what the card's title band says about going on.
func (s *shared) cardPrompt() string {
	if s.cardHeld() {
		return "Space, Enter or click: next · Shift+Space: all"
	}
	return "Space: skip · Shift+Space: skip all"
}

// keepRefusal writes a refusal in the log too (reduced motion), once
// while it is the last line.
func (c *chrome) keepRefusal(s string) {
	if n := len(c.logLines); n > 0 && c.logLines[n-1].kind == evRefused && c.logLines[n-1].text == s {
		return
	}
	c.logLine(game.Event{Type: evRefused, Text: s})
}
