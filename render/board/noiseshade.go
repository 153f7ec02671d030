package board

import (
	"fmt"
	"slices"

	"kandahar/game"
)

// While a stack is dragged in the movement phase, the chance that the
// noise check detects it if it stops there (12.0) is worked out for every
// hex it can reach: the very total the check would add up, from the rules
// (game.State.NoiseAt), for all the hexes at once. It shows in words
// ("30%", or "no check" in a base camp) on the path's hexes and the hex
// aimed at (reach.go), and on the drag's card.

// DetectShade is the chance of detection shown on a reachable hex of the
// drag: its label and its tenths (-1: no check there).
type DetectShade struct {
	Label  string
	Tenths int
}

// shadeFor is what the shading was worked out for.
type shadeFor struct {
	drag    *DragInfo
	st      *game.State
	version int
}

// NoiseShades caches the drag's shading: it is made once a drag.
type NoiseShades struct {
	key    shadeFor
	shades map[game.Hex]DetectShade
}

// DetectionShades are the labels and densities of the drag's reachable
// hexes in the game st as shown at version, nil when the drag has no
// reach (it is not a move in the movement phase).
func (b *Board) DetectionShades(d *DragInfo, st *game.State, version int) map[game.Hex]DetectShade {
	// the rules give a drag a reach only for a move in the movement phase
	if d == nil || d.Reach == nil {
		return nil
	}
	key := shadeFor{d, st, version}
	if b.Shades.key == key {
		return b.Shades.shades
	}
	movers := d.goingOn(st)
	out := map[game.Hex]DetectShade{}
	for h, n := range st.NoiseAt(movers, d.Reach) {
		if !st.NoiseChecked(movers, h) {
			out[h] = DetectShade{"no check", -1}
			continue
		}
		c := game.DetectionOdds(n)
		out[h] = DetectShade{fmt.Sprintf("%d%%", c.Percent()), c.Num * 10 / c.Den}
	}
	b.Shades = NoiseShades{key, out}
	return out
}

// goingOn is the drag's movers, or none when they are the stack moving
// now, which goes on.
func (d *DragInfo) goingOn(st *game.State) []game.PieceID {
	if st.Move != nil && slices.Equal(d.Pieces, st.Move.Movers) {
		return nil
	}
	return d.Pieces
}

// DetectionLine is the drag card's last line for the aimed hex: the
// chance the check detects the stack there, or why none is made.
func (b *Board) DetectionLine(d *DragInfo, st *game.State, version int) string {
	if sh, ok := b.DetectionShades(d, st, version)[d.Target]; ok && sh.Tenths < 0 {
		return "No noise check|" + st.NoCheckReason(d.goingOn(st), d.Target)
	}
	return fmt.Sprintf("Chance of detection (d10)|%d%%", game.DetectionOdds(d.Noise).Percent())
}

// Shown lists the pieces the drag carries with it in the game st.
func (d *DragInfo) Shown(st *game.State) []game.PieceID {
	if d.Mode == DragMove {
		return st.MoveStack(d.Pieces)
	}
	return d.Pieces
}
