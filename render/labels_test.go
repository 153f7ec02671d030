package render

import (
	"fmt"
	"testing"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// labelZooms are the zooms the window writes names at: from where names
// appear to the closest the camera goes (zoomAt), one per cent apart, and
// the zooms a new window starts at.
func labelZooms() []float64 {
	zs := []float64{0.6, 31 / board.BaseR}
	for z := board.LabelMinZoom; z <= 1.7; z *= 1.01 {
		zs = append(zs, z)
	}
	return append(zs, 1.7)
}

// checkLabels fails t if two names overlap or a name overlaps a box of
// avoid.
func checkLabels(t *testing.T, what string, labels []paper.Label, avoid []paper.Box) {
	t.Helper()
	for i, a := range labels {
		for _, b := range labels[i+1:] {
			if a.Box.Overlaps(b.Box) {
				t.Fatalf("%s: %q (%s) and %q (%s) overlap: %v and %v", what, a.Name, a.Hex, b.Name, b.Hex, a.Box, b.Box)
			}
		}
		for _, s := range avoid {
			if a.Box.Overlaps(s) {
				t.Fatalf("%s: %q (%s) covers a counter: %v and %v", what, a.Name, a.Hex, a.Box, s)
			}
		}
	}
}

// Place names never overlap each other (Akhundzai was written over Shpol
// Kalay at every zoom) nor a counter, at every zoom the window uses, on
// an empty map and on the busy board; nor on the sheets -screenshot and
// the print export write.
func TestMapLabelsDoNotOverlap(t *testing.T) {
	rules := shippedRules(t)
	b := rules.Board
	if len(b.Labels) < 30 {
		t.Fatalf("the shipped map has %d names", len(b.Labels))
	}
	g, err := game.New(rules, paper.BusyScenario(rules), 1)
	if err != nil {
		t.Fatal(err)
	}
	stacks := paper.Stacks(g.State, paper.OnMap(g.State), nil)
	l := paper.NewLayout(b, board.BaseR)
	shrunk := 0
	u := ui.NewUI(1)
	for _, z := range labelZooms() {
		labels := board.WindowLabels(u, b, l, z, nil)
		if len(labels) != len(b.Labels) {
			t.Fatalf("zoom %.3f: %d names placed of %d", z, len(labels), len(b.Labels))
		}
		checkLabels(t, fmt.Sprintf("zoom %.3f, no pieces", z), labels, nil)
		avoid := board.WindowStackBoxes(l, stacks, z)
		labels = board.WindowLabels(u, b, l, z, avoid)
		checkLabels(t, fmt.Sprintf("zoom %.3f, the busy board", z), labels, avoid)
		for _, lb := range labels {
			if lb.Scale < 1 {
				shrunk++
			}
		}
	}
	t.Logf("%d zooms; names written smaller to fit: %d", len(labelZooms()), shrunk)
	for _, r := range []float64{paper.SheetR, paper.PrintR(b)} {
		sh := paper.NewSheet(g.State, r)
		checkLabels(t, fmt.Sprintf("sheet of hexes %.0f px", r), sh.Labels(), paper.StackBoxes(paper.NewLayout(b, r), stacks, r*paper.CounterScale))
	}
}

// BenchmarkWindowLabels is what a frame at a new zoom pays to place the
// names again over the busy board (the text measures already kept).
func BenchmarkWindowLabels(b *testing.B) {
	rules, err := assets.Rules()
	if err != nil {
		b.Fatal(err)
	}
	g, err := game.New(rules, paper.BusyScenario(rules), 1)
	if err != nil {
		b.Fatal(err)
	}
	l := paper.NewLayout(rules.Board, board.BaseR)
	avoid := board.WindowStackBoxes(l, paper.Stacks(g.State, paper.OnMap(g.State), nil), 0.5)
	u := ui.NewUI(1)
	board.WindowLabels(u, rules.Board, l, 0.5, avoid)
	b.ResetTimer()
	for range b.N {
		board.WindowLabels(u, rules.Board, l, 0.5, avoid)
	}
}
