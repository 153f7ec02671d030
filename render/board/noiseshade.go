package board

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// While a stack is dragged in the movement phase, every hex it can reach
// shows the chance that the noise check detects it if it stops there
// (12.0): the very total the check would add up, from the rules
// (game.State.NoiseAt), for all the hexes at once. The chance is told
// three ways, so that colour is never needed: a label ("30%", or "no
// check" in a base camp), hatching as dense as the chance (one line a
// tenth) and a red tint.

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

// drawDetectionShades draws the tint and hatching, under the MP left
// (labels false), or the labels, over them.
func (b *Board) drawDetectionShades(dst *ebiten.Image, in LayerIn, labels bool) {
	shades := b.DetectionShades(in.Drag, in.Shown, in.Version)
	if shades == nil {
		return
	}
	s := in.Scale
	R := BaseR * in.Cam.Zoom
	if labels && !b.ShadeLabels() {
		return // too small to read: the hatching tells
	}
	v := in.View
	for h, sh := range shades {
		p := b.ToScreen(b.Lay.Center(h))
		if p.X < v.X-R || p.Y < v.Y-R || p.X > v.X+v.W+R || p.Y > v.Y+v.H+R {
			continue
		}
		if !labels && sh.Tenths > 0 {
			b.FillHex(dst, h, color.NRGBA{200, 30, 20, uint8(8 * sh.Tenths)}, 0.94)
			// one hatch line a tenth, across the hex's inner circle
			r := R * 0.78
			w := math.Max(1.2*s, R*0.035)
			for i := range sh.Tenths {
				off := (float64(i)+0.5)/float64(sh.Tenths)*2*r - r
				half := math.Sqrt(r*r - off*off)
				// lines at 45°: the offset runs along (1,1)/√2
				cx, cy := p.X+off/math.Sqrt2, p.Y-off/math.Sqrt2
				dx, dy := half/math.Sqrt2, half/math.Sqrt2
				ui.DrawLine(dst, ui.Pt{cx - dx, cy - dy}, ui.Pt{cx + dx, cy + dy}, w, color.NRGBA{150, 20, 15, 170})
			}
		}
		if labels {
			size := 11.0
			tw := b.U.Width(sh.Label, size, true)
			y := p.Y - R*0.36
			bg := color.NRGBA{120, 18, 12, 225}
			if sh.Tenths < 0 {
				bg = color.NRGBA{30, 80, 30, 225}
			}
			ui.FillRect(dst, ui.Rect{X: p.X - tw/2 - 4*s, Y: y - 8*s, W: tw + 8*s, H: 16 * s}, bg)
			b.U.Text(dst, sh.Label, p.X, y, size, true, color.White, 0.5)
		}
	}
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
