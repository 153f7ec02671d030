package chrome

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// The hex panel names the forward-base zone (6.3) under its terrain line
// when the inspected hex lies in it, as package game answers, so that a
// player choosing a camp site reads what the map's ticked line means.

// fobNote is the hex panel's line for a hex in the zone, and fobKey the
// map key's (short: the narrow panel must not cut it).
const (
	FobNote = "Forward-base zone [6.3]: each base camp set up in this zone at the start earns +10 PP."
	FobKey  = "Forward-base zone: +10 PP (6.3)"
)

// HexNote is the hex panel's note on the inspected hex h, wrapped to the
// panel: nothing outside the zone.
func (c *Chrome) HexNote(h game.Hex) []string {
	if h == game.NoHex || !c.Rules.Board.InFOBZone(h) {
		return nil
	}
	return c.U.Wrap(FobNote, c.Right.W-20*c.Scale, 11, false)
}

// HexRowsTop is where the inspected hex's pieces start, below its note.
func (c *Chrome) HexRowsTop(h game.Hex) float64 {
	return c.Right.Y + 58*c.Scale + float64(len(c.HexNote(h)))*14*c.Scale
}

// DrawHexNote draws the note under the terrain line at y.
func (c *Chrome) DrawHexNote(dst *ebiten.Image, h game.Hex, x, y float64) {
	for i, l := range c.HexNote(h) {
		c.U.Text(dst, l, x, y+float64(i)*14*c.Scale, 11, false, ui.FOB, 0)
	}
}
