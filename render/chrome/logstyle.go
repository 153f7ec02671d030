package chrome

import (
	"image/color"

	"kandahar/game"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// LogStyle is how a log line of an event kind is written: a mark first,
// its colour and weight. The mark says what the colour says for a player
// who cannot tell the red from the green: ► a new phase,
// ▲ a blow to the player, ● a mission won. The Go fonts have all three.
func LogStyle(kind game.EventType) (mark string, c color.NRGBA, bold bool) {
	switch kind {
	case game.EvPhase:
		return "► ", ui.Ink, true
	case game.EvDetected, game.EvCasualty, game.EvEliminated, game.EvForfeit, game.EvFriendlyFire:
		return "▲ ", ui.Red, false
	case game.EvAccomplished:
		return "● ", ui.Blue, true
	case view.EvRefused: // a refusal kept in the log (reduced motion)
		return "× ", ui.Ink, false
	case game.EvCombat, game.EvNoise:
		return "", ui.Ink, true
	}
	return "", ui.Ink, false
}
