package render

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/ui"
)

// While a stack is dragged in the movement phase, every hex it can reach
// shows the chance that the noise check detects it if it stops there
// (12.0): the very total the check would add up, from the rules
// (game.State.NoiseAt), for all the hexes at once. The chance is told
// three ways, so that colour is never needed: a label ("30%", or "no
// check" in a base camp), hatching as dense as the chance (one line a
// tenth) and a red tint.

// detectShade is the chance of detection shown on each reachable hex of
// the drag: its label and its tenths (-1: no check there).
type detectShade struct {
	label  string
	tenths int
}

// shadeFor is what the shading was worked out for.
type shadeFor struct {
	drag *board.DragInfo
	st   *game.State
	n    int
}

// noiseShades caches the drag's shading: it is made once a drag.
type noiseShades struct {
	key    shadeFor
	shades map[game.Hex]detectShade
}

// detectionShades are the labels and densities of the drag's reachable
// hexes, nil when the drag is not a move in the movement phase.
func (a *App) detectionShades() map[game.Hex]detectShade {
	d := a.pointer.Drag
	st := a.Shown()
	if d == nil || d.Mode != board.DragMove || st.Phase != game.PhaseMovement || d.Reach == nil {
		return nil
	}
	key := shadeFor{d, st, len(a.G.Log)}
	if a.hinter.noiseShade.key == key {
		return a.hinter.noiseShade.shades
	}
	movers := d.Pieces
	if st.Move != nil && slices.Equal(movers, st.Move.Movers) {
		movers = nil // the stack moving now goes on
	}
	out := map[game.Hex]detectShade{}
	for h, n := range st.NoiseAt(movers, d.Reach) {
		if !st.NoiseChecked(movers, h) {
			out[h] = detectShade{"no check", -1}
			continue
		}
		c := game.DetectionOdds(n)
		out[h] = detectShade{fmt.Sprintf("%d%%", c.Percent()), c.Num * 10 / c.Den}
	}
	a.hinter.noiseShade = noiseShades{key, out}
	return out
}

// drawDetectionShades draws the tint and hatching, under the MP left
// (labels false), or the labels, over them; it is part of the board
// layer, made once a drag (the board is cached while the drag lasts).
func (a *App) drawDetectionShades(dst *ebiten.Image, labels bool) {
	shades := a.detectionShades()
	if shades == nil {
		return
	}
	s := a.Scale
	R := board.BaseR * a.board.Cam.Zoom
	if labels && !a.board.ShadeLabels() {
		return // too small to read: the hatching tells
	}
	for h, sh := range shades {
		p := a.board.ToScreen(a.board.Lay.Center(h))
		if p.X < a.MapView.X-R || p.Y < a.MapView.Y-R || p.X > a.MapView.X+a.MapView.W+R || p.Y > a.MapView.Y+a.MapView.H+R {
			continue
		}
		if !labels && sh.tenths > 0 {
			a.board.FillHex(dst, h, color.NRGBA{200, 30, 20, uint8(8 * sh.tenths)}, 0.94)
			// one hatch line a tenth, across the hex's inner circle
			r := R * 0.78
			w := math.Max(1.2*s, R*0.035)
			for i := range sh.tenths {
				off := (float64(i)+0.5)/float64(sh.tenths)*2*r - r
				half := math.Sqrt(r*r - off*off)
				// lines at 45°: the offset runs along (1,1)/√2
				cx, cy := p.X+off/math.Sqrt2, p.Y-off/math.Sqrt2
				dx, dy := half/math.Sqrt2, half/math.Sqrt2
				ui.DrawLine(dst, ui.Pt{cx - dx, cy - dy}, ui.Pt{cx + dx, cy + dy}, w, color.NRGBA{150, 20, 15, 170})
			}
		}
		if labels {
			size := 11.0
			tw := a.U.Width(sh.label, size, true)
			y := p.Y - R*0.36
			bg := color.NRGBA{120, 18, 12, 225}
			if sh.tenths < 0 {
				bg = color.NRGBA{30, 80, 30, 225}
			}
			ui.FillRect(dst, ui.Rect{X: p.X - tw/2 - 4*s, Y: y - 8*s, W: tw + 8*s, H: 16 * s}, bg)
			a.U.Text(dst, sh.label, p.X, y, size, true, color.White, 0.5)
		}
	}
}

// detectionLine is the drag card's last line for the hovered hex: the
// chance the check detects the stack there, or that none is made.
func (a *App) detectionLine(d *board.DragInfo) string {
	if sh, ok := a.detectionShades()[d.Target]; ok && sh.tenths < 0 {
		movers := d.Pieces
		if st := a.Shown(); st.Move != nil && slices.Equal(movers, st.Move.Movers) {
			movers = nil // the stack moving now goes on
		}
		return "No noise check|" + a.Shown().NoCheckReason(movers, d.Target)
	}
	return fmt.Sprintf("Chance of detection (d10)|%d%%", game.DetectionOdds(d.Noise).Percent())
}
