package chrome

import (
	"image/color"

	"kandahar/game/table"
	"kandahar/render/ui"
)

// Refused is the log's tone for a refusal the client was told and kept
// (reduced motion): the client's own, not an event of the game.
const Refused table.Tone = 100

// LogStyle is how a log line of a tone is written: a mark first, its
// colour and weight. The mark says what the colour says for a player who
// cannot tell the red from the green: ► a new phase, ▲ a blow to the
// player, ● something won. The Go fonts have all three.
func LogStyle(tone table.Tone) (mark string, c color.NRGBA, bold bool) {
	switch tone {
	case table.NewPhase:
		return "► ", ui.Ink, true
	case table.Blow:
		return "▲ ", ui.Red, false
	case table.Gain:
		return "● ", ui.Blue, true
	case Refused:
		return "× ", ui.Ink, false
	case table.Test:
		return "", ui.Ink, true
	}
	return "", ui.Ink, false
}
