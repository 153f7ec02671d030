package paper

import (
	"math"

	"kandahar/game"
)

// Hex geometry of the printed map: flat-topped hexes, columns running
// north-south, every even-numbered column half a hex lower (game/hex.go),
// following Red Blob Games' flat-top formulas for "odd-q" offsets with
// 0-based columns.

var Sqrt3 = math.Sqrt(3)

// Layout places hexes in map pixels: R is the centre-to-corner radius,
// Margin the paper border around the grid.
type Layout struct {
	R      float64
	Margin float64
	Cols   int
	Rows   int
}

// NewLayout lays out board b with hexes of radius r and a margin of
// paper around the grid.
func NewLayout(b *game.Board, r float64) Layout {
	return Layout{R: r, Margin: r * 1.2, Cols: b.Cols, Rows: b.Rows}
}

// Size is the whole map sheet in pixels.
func (l Layout) Size() (w, h float64) {
	w = l.R*(1.5*float64(l.Cols-1)+2) + 2*l.Margin
	h = l.R*Sqrt3*(float64(l.Rows)+0.5) + 2*l.Margin
	return
}

// Center is a hex's centre in map pixels.
func (l Layout) Center(h game.Hex) Pt {
	q := h.Col - 1
	x := l.Margin + l.R + l.R*1.5*float64(q)
	y := l.Margin + l.R*Sqrt3/2 + l.R*Sqrt3*(float64(h.Row-1)+0.5*float64(q&1))
	return Pt{x, y}
}

// Corners are the six corners of a hex, starting east, clockwise on screen.
func (l Layout) Corners(h game.Hex) [6]Pt {
	return HexCorners(l.Center(h), l.R)
}

// HexCorners are the corners of a hex of radius r centred at c.
func HexCorners(c Pt, r float64) [6]Pt {
	var out [6]Pt
	for i := range out {
		a := math.Pi / 3 * float64(i)
		out[i] = Pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return out
}

// HexAt finds the hex under a map pixel (it may be off the board).
func (l Layout) HexAt(p Pt) game.Hex {
	x := p.X - (l.Margin + l.R)
	y := p.Y - (l.Margin + l.R*Sqrt3/2)
	fq := (2.0 / 3 * x) / l.R
	fr := (-1.0/3*x + Sqrt3/3*y) / l.R
	q, r := cubeRound(fq, fr)
	row := r + (q-(q&1))/2
	return game.Hex{Col: q + 1, Row: row + 1}
}

func cubeRound(fq, fr float64) (int, int) {
	fs := -fq - fr
	q, r, s := math.Round(fq), math.Round(fr), math.Round(fs)
	dq, dr, ds := math.Abs(q-fq), math.Abs(r-fr), math.Abs(s-fs)
	switch {
	case dq > dr && dq > ds:
		q = -r - s
	case dr > ds:
		r = -q - s
	}
	return int(q), int(r)
}
