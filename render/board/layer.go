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

// The board layer: the map sheet, the hex ids, the outlines and shading
// of the moment, the place names, the stacks and the odds cards, drawn
// once into an image and copied to the screen while nothing of it
// changes. LayerIn is what it is drawn from, and its key: DrawLayer takes
// the frame's state from it, so that what the drawing reads is what
// decides when it is drawn again (TestBoardLayerKey).

// LayerIn is everything the board layer shows. It is comparable: the
// layer is drawn again when it differs from the last frame's.
type LayerIn struct {
	// where: the camera, the map view and the window, the scale of text
	Cam   Camera
	View  ui.Rect
	W, H  int
	Scale float64
	// what: the game as shown and its version (the state may change in
	// place, the version always does), the stacks built from it, the
	// sheet as far as it is drawn, the counters shown or not (H)
	Shown      *game.State
	Version    int
	Stacks     uint64
	Sheet      int
	ShowPieces bool
	// the player's marks: the hovered hex, the selected one, the enemy
	// chosen to attack, the question's option pointed at ("opt-N"), the
	// keys' hex cursor
	Hover, Sel game.Hex
	AttackSel  game.PieceID
	OptHover   string
	Cursor     game.Hex
	Spread     Spread // the stack spread open and its room (spread.go); Hex is NoHex when none is
	// the drag: what the layer reads of it (its pieces, mode and reach)
	// is set when it starts, so the drag stands for it; its aim is drawn
	// over the layer
	Drag *DragInfo
	Busy bool // events being played: the question's hexes wait
}

// DrawLayer draws the board layer into the map view's image dst; odds
// draws the odds cards between the stacks and the shading.
func (b *Board) DrawLayer(dst *ebiten.Image, in LayerIn, odds func()) {
	dst.Fill(ui.Desk)
	b.DrawMap(dst)
	b.drawMarks(dst, in)
	b.DrawLabels(dst)
	if in.ShowPieces {
		b.drawStacks(dst, in)
	}
	odds()
	b.drawDragReach(dst, in)
	if in.Cursor != game.NoHex {
		b.drawCursor(dst, in.Cursor)
	}
	if in.Spread.Hex != game.NoHex {
		var dragged []game.PieceID
		if in.Drag != nil {
			dragged = in.Drag.Shown(in.Shown)
		}
		b.DrawSpread(dst, in.Spread.Pick, dragged)
	}
}

// drawMarks outlines the hexes of the moment: the camp sites (3.1), the
// moving stack's path, a question's hexes, the chosen enemy, the
// selected or hovered hex.
func (b *Board) drawMarks(dst *ebiten.Image, in LayerIn) {
	st := in.Shown
	s := in.Scale
	if camp := st.CampToPlace(); camp != game.None {
		sites := b.CampSitesNow()
		for _, h := range b.Rules.Board.Hexes() {
			if !sites[h] {
				b.FillHex(dst, h, color.NRGBA{40, 30, 20, 95}, 1)
			}
		}
		if in.Hover != game.NoHex {
			if sites[in.Hover] {
				b.StrokeHex(dst, in.Hover, SiteOK, 3*s, 0.9)
			} else {
				b.StrokeHexDashed(dst, in.Hover, SiteNo, 3*s, 0.9)
			}
		}
	}
	// the moving stack's path so far
	if st.Move != nil && len(st.Move.Path) > 0 {
		prev := b.ToScreen(b.Lay.Center(st.Move.From))
		for _, h := range st.Move.Path {
			p := b.ToScreen(b.Lay.Center(h))
			b.Line(dst, prev, p, 4*s, color.NRGBA{40, 70, 160, 200})
			prev = p
		}
		b.StrokeHex(dst, st.Move.At, color.NRGBA{40, 70, 160, 255}, 3*s, 0.95)
	}
	// the option hexes of a pending decision
	if st.Pending != nil && !in.Busy {
		for i, o := range st.Pending.Options {
			if o.Hex != game.NoHex {
				c := color.NRGBA{30, 90, 200, 200}
				if in.OptHover == fmt.Sprintf("opt-%d", i) {
					c = color.NRGBA{230, 120, 0, 255}
				}
				b.StrokeHex(dst, o.Hex, c, 4*s, 0.9)
			}
		}
		for _, n := range st.Nominations {
			b.Line(dst, b.ToScreen(b.Lay.Center(st.P(n.Weapon).Hex)), b.ToScreen(b.Lay.Center(st.P(n.Target).Hex)), 3*s, color.NRGBA{230, 160, 0, 220})
		}
	}
	if in.AttackSel != game.None && st.P(in.AttackSel).Place == game.OnMap {
		b.StrokeHex(dst, st.P(in.AttackSel).Hex, color.NRGBA{220, 30, 20, 255}, 4*s, 0.95)
	}
	if in.Sel != game.NoHex {
		b.StrokeHex(dst, in.Sel, color.NRGBA{20, 20, 20, 255}, 2.5*s, 0.97)
	} else if in.Hover != game.NoHex && in.Drag == nil {
		b.StrokeHex(dst, in.Hover, color.NRGBA{20, 20, 20, 160}, 2*s, 0.97)
	}
}

func (b *Board) drawStacks(dst *ebiten.Image, in LayerIn) {
	S := b.CounterSize()
	s := in.Scale
	var dragged []game.PieceID
	if in.Drag != nil {
		dragged = in.Drag.Shown(in.Shown)
	}
	for _, st := range b.Stacks {
		c := b.ToScreen(b.Lay.Center(st.Hex))
		if c.X < in.View.X-S || c.Y < in.View.Y-S || c.X > in.View.X+in.View.W+S || c.Y > in.View.Y+in.View.H+S {
			continue
		}
		rs := b.CounterRects(st)
		n := len(st.Pieces)
		first := max(0, n-4)
		for i := first; i < n; i++ {
			id := st.Pieces[i]
			alpha := float32(1)
			if slices.Contains(dragged, id) {
				alpha = 0.35
			}
			b.DrawCounterAt(dst, b.Face(id), rs[i].X, rs[i].Y, S, alpha)
		}
		if n > 1 {
			top := rs[n-1]
			r := math.Max(8*s, S*0.16)
			cx, cy := top.X+top.W-r*0.3, top.Y+r*0.3
			ui.FillCircle(dst, cx, cy, r, color.NRGBA{20, 20, 20, 235})
			ui.StrokeCircle(dst, cx, cy, r, 1.2*s, color.NRGBA{250, 250, 250, 255})
			b.U.Text(dst, fmt.Sprint(n), cx, cy, math.Max(ui.TextFloor, r/s*1.05), true, color.White, 0.5)
		}
	}
}

// drawDragReach shades and outlines the hexes a dragged stack can reach,
// with the movement left (10.3, reach.go).
func (b *Board) drawDragReach(dst *ebiten.Image, in LayerIn) {
	if d := in.Drag; d != nil {
		from := d.From
		if d.goingOn(in.Shown) == nil {
			from = in.Shown.Move.At
		}
		b.DrawReachArea(dst, d.Reach, from)
	}
}

// drawCursor outlines the keys' hex cursor with a thick double ring,
// dark and light, so that it shows on any terrain.
func (b *Board) drawCursor(dst *ebiten.Image, h game.Hex) {
	s := b.Scale
	b.StrokeHex(dst, h, color.NRGBA{10, 10, 10, 255}, 6*s, 0.97)
	b.StrokeHex(dst, h, color.NRGBA{255, 255, 255, 255}, 2.5*s, 0.97)
	c := b.ToScreen(b.Lay.Center(h))
	for _, p := range b.HexPts(h, 0.97) {
		// a dark notch from each corner toward the middle, clear of the
		// hex number at the top
		q := ui.Pt{p.X + (c.X-p.X)*0.22, p.Y + (c.Y-p.Y)*0.22}
		b.Line(dst, p, q, 4*s, color.NRGBA{10, 10, 10, 255})
	}
}
