package paper

import (
	"fmt"
	"testing"

	"kandahar/assets"
	"kandahar/game"
)

// labelStyles are the styles names are placed in: the sheets of
// -screenshot, the print export and a small one, and the window's, whose
// names keep 11 to 15 points on the screen however far out the camera
// is, so that they are large on the map when it is zoomed out (the
// window's own zooms, from where it starts writing names to its closest).
func labelStyles(b *game.Board) map[string]struct {
	l  Layout
	st LabelStyle
} {
	out := map[string]struct {
		l  Layout
		st LabelStyle
	}{}
	for _, r := range []float64{16, SheetR, PrintR(b)} {
		out[fmt.Sprintf("sheet of hexes %.0f px", r)] = struct {
			l  Layout
			st LabelStyle
		}{NewLayout(b, r), SheetLabels(r)}
	}
	for z := 0.22; z <= 1.7; z *= 1.1 {
		size := max(11, min(15, 30*z)) / z
		out[fmt.Sprintf("window at zoom %.2f", z)] = struct {
			l  Layout
			st LabelStyle
		}{NewLayout(b, SheetR), LabelStyle{Size: size, RiverSize: size, Font: FontBold, RiverFont: FontRegular, Shrink: []float64{0.85, 0.7}}}
	}
	return out
}

// Every place name lies inside the map's frame, on every sheet and at
// every zoom of the window, on an empty map and on the busy board (Tor
// Ghar Banda and Ghundi Kalay, on the west edge, stuck out past it), and
// none covers the title or the compass.
func TestPlaceNamesInsideTheBorder(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	b := rules.Board
	g, err := game.New(rules, BusyScenario(rules), 1)
	if err != nil {
		t.Fatal(err)
	}
	stacks := Stacks(g.State, OnMap(g.State), nil)
	for what, s := range labelStyles(b) {
		border := s.l.Border()
		for _, avoid := range [][]Box{nil, StackBoxes(s.l, stacks, s.l.R*CounterScale)} {
			labels := PlaceLabels(b, s.l, s.st, avoid)
			if len(labels) != len(b.Labels) {
				t.Fatalf("%s: %d names placed of %d", what, len(labels), len(b.Labels))
			}
			for _, lb := range labels {
				bx := lb.Box
				const e = 1e-6 // rounding in the sums that place it
				if bx.X0 < border.X0-e || bx.Y0 < border.Y0-e || bx.X1 > border.X1+e || bx.Y1 > border.Y1+e {
					t.Errorf("%s: %q (%s) at %.0f..%.0f × %.0f..%.0f crosses the border %.0f..%.0f × %.0f..%.0f",
						what, lb.Name, lb.Hex, bx.X0, bx.X1, bx.Y0, bx.Y1, border.X0, border.X1, border.Y0, border.Y1)
				}
				for _, m := range SheetMarks(b, s.l) {
					if bx.Overlaps(m) {
						t.Errorf("%s: %q (%s) covers the title or the compass: %v and %v", what, lb.Name, lb.Hex, bx, m)
					}
				}
			}
		}
	}
}
