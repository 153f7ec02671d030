package render

import (
	"fmt"
	"slices"
	"testing"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/ui"
)

// While a stack is dragged in the movement phase, every hex it can reach
// has the chance that the noise check detects it there worked out, the
// chance of the very total the check would use: game.DetectionOdds of the
// noise NoisePreview gives for the move to that hex; the labels of the
// path's hexes are on the screen, and the drag's card says the same for
// the hex under the pointer (12.0).
func TestDragShowsDetectionChance(t *testing.T) {
	d, team, _ := closeOnTeam(t)
	s := d.state()
	x0, y0, ok := d.counter(team)
	if !ok {
		t.Fatal("the A-Team's counter is not on the screen")
	}
	// the hex two steps away with the highest chance, off the stack's own
	movers := []game.PieceID{}
	d.on(func(a *App) { movers = a.G.State.PickUp(team, false).Pieces })
	reach := s.Reachable(movers)
	target, best := game.NoHex, -1
	for h, r := range reach.All() {
		n, _, err := s.NoisePreview(game.Action{Type: game.ActMove, Pieces: movers, Path: r.Path})
		if err == nil && len(r.Path) == 2 && !s.CampAt(h) && game.DetectionOdds(n).Num > best {
			target, best = h, game.DetectionOdds(n).Num
		}
	}
	if target == game.NoHex {
		t.Fatal("no hex two steps away")
	}
	x1, y1 := d.hex(target)
	// press, drag there and hold
	d.in.Push(ui.InputState{X: x0, Y: y0}, ui.InputState{X: x0, Y: y0, Left: true})
	for i := 1; i <= 10; i++ {
		d.in.Push(ui.InputState{X: x0 + (x1-x0)*i/10, Y: y0 + (y1-y0)*i/10, Left: true})
	}
	d.script()
	var shades map[game.Hex]board.DetectShade
	onScreen := map[string]int{}
	d.on(func(a *App) {
		if a.hand.Drag == nil || !a.board.ShadeLabels() {
			t.Fatalf("no drag under way (%v), or too far to label the hexes", a.hand.Drag)
		}
		shades = a.board.DetectionShades(a.hand.Drag, a.Shown(), a.Version)
		for _, h := range a.hand.Drag.PathHexes() {
			sh := shades[h]
			if p := a.board.ToScreen(a.board.Lay.Center(h)); a.MapView.In(p.X, p.Y-board.BaseR*a.board.Cam.Zoom*0.36) && !a.chrome.ActionBar().In(p.X, p.Y) {
				onScreen[sh.Label]++
			}
		}
	})
	if len(shades) != reach.Len() || len(shades) == 0 {
		t.Fatalf("%d hexes shaded of %d reachable", len(shades), reach.Len())
	}
	for h, r := range reach.All() {
		n, _, err := s.NoisePreview(game.Action{Type: game.ActMove, Pieces: movers, Path: r.Path})
		if err != nil {
			continue
		}
		want := fmt.Sprintf("%d%%", game.DetectionOdds(n).Percent())
		if s.CampAt(h) {
			want = "no check"
		}
		if shades[h].Label != want {
			t.Errorf("%s: labelled %q; the check there would detect %s (noise %d)", h, shades[h].Label, want, n)
		}
	}
	texts := d.texts()
	for label, n := range onScreen {
		if k := countOf(texts, label); k < n {
			t.Errorf("%d hexes in sight labelled %q, but %d such labels on the screen", n, label, k)
		}
	}
	// the card under the pointer says the same as the target's label
	i := slices.Index(texts, "Chance of detection (d10)")
	if i < 0 || i+1 >= len(texts) {
		t.Fatalf("no chance of detection on the drag's card; texts %q", texts)
	}
	if got := texts[i+1]; got != shades[target].Label {
		t.Fatalf("the card says %q for %s, the hex is labelled %q", got, target, shades[target].Label)
	}
	d.shot("drag-detection")
	// let go with the right button: nothing moves
	d.in.Push(ui.InputState{X: x1, Y: y1, Left: true, Right: true}, ui.InputState{X: x1, Y: y1}, ui.InputState{X: x1, Y: y1})
	d.script()
}

func countOf(xs []string, x string) int {
	n := 0
	for _, v := range xs {
		if v == x {
			n++
		}
	}
	return n
}
