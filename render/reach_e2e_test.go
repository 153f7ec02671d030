package render

import (
	"image"
	"image/color"
	"slices"
	"testing"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/ui"
)

// badgePixels counts the pixels of a hex's chance badge that have the
// badge's colour, in a grabbed frame.
func badgePixels(img *image.RGBA, r ui.Rect) int {
	n := 0
	for y := int(r.Y) + 1; y < int(r.Y+r.H)-1; y++ {
		for x := int(r.X) + 1; x < int(r.X+r.W)-1; x++ {
			c := img.RGBAAt(x, y)
			for _, b := range []color.NRGBA{board.ChanceBadgeCheck, board.ChanceBadgeNone} {
				if absDiff(c.R, b.R) < 12 && absDiff(c.G, b.G) < 12 && absDiff(c.B, b.B) < 12 {
					n++
				}
			}
		}
	}
	return n
}

// While a stack is dragged, the chance of detection (12.0) shows on the
// hex under the pointer and along the path to it, and on no other
// reachable hex: the reach itself is a light shade and an outline (10.3).
func TestDragShowsChanceOnPathOnly_12_0(t *testing.T) {
	rules := shippedRules(t)
	camp := campNear(t, rules, 8, 26)
	d := movementDriver(t, rules, camp, []int{6, 10})
	s := d.state()
	var stack []game.PieceID
	for _, grp := range s.MoveGroups() {
		if len(grp) > len(stack) {
			stack = grp
		}
	}
	reach := s.Reachable(stack)
	// a hex two steps away, and a reachable hex off its path
	var dest game.Hex
	var path []game.Hex
	for h, r := range reach.All() {
		if len(r.Path) == 2 && !r.Minimum && (dest == game.NoHex || h.String() < dest.String()) {
			dest, path = h, r.Path
		}
	}
	if dest == game.NoHex {
		t.Fatal("no hex two steps away")
	}
	var off game.Hex
	for h, r := range reach.All() {
		if !r.Minimum && !slices.Contains(path, h) && !game.Adjacent(h, dest) && (off == game.NoHex || h.String() < off.String()) {
			off = h
		}
	}
	if off == game.NoHex {
		t.Fatal("no reachable hex off the path")
	}
	d.look(camp)
	cx, cy := d.hex(camp)
	for range 3 { // close enough for the hexes' numbers to be read
		d.in.Wheel(cx, cy, 1)
	}
	d.script()
	x, y, ok := d.counter(stack[len(stack)-1])
	if !ok {
		t.Fatal("the stack is not drawn")
	}
	dx, dy := d.hex(dest)
	// press, carry to the hex and hold there
	d.in.Push(ui.InputState{X: x, Y: y}, ui.InputState{X: x, Y: y, Left: true})
	for i := 1; i <= 10; i++ {
		d.in.Push(ui.InputState{X: x + (dx-x)*i/10, Y: y + (dy-y)*i/10, Left: true})
	}
	d.script()
	d.waitFrames(3)
	d.shot("drag-overlay")
	img := d.grab()
	var want map[game.Hex]ui.Rect
	var offR ui.Rect
	d.on(func(a *App) {
		shades := a.board.DetectionShades(a.hand.Drag, a.Shown(), a.Version)
		want = map[game.Hex]ui.Rect{}
		for _, h := range path {
			want[h] = a.board.ChanceBadge(h, shades[h].Label)
		}
		offR = a.board.ChanceBadge(off, shades[off].Label)
	})
	for h, r := range want {
		if n := badgePixels(img, r); n < int(r.W*r.H)/8 {
			t.Errorf("the path's hex %s shows no chance of detection (%d badge pixels in %v)", h, n, r)
		}
	}
	if n := badgePixels(img, offR); n > int(offR.W*offR.H)/16 {
		t.Errorf("the reachable hex %s off the path shows a chance of detection (%d badge pixels in %v)", off, n, offR)
	}
	// let go: it moves
	d.in.Push(ui.InputState{X: dx, Y: dy})
	d.script()
	d.idle()
	if s = d.state(); s.P(stack[0]).Hex != dest {
		t.Fatalf("the stack is at %s, want %s (%s)", s.P(stack[0]).Hex, dest, d.app.LastError())
	}
}
