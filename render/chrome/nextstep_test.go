package chrome

import (
	"slices"
	"strings"
	"testing"

	"kandahar/game"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The header cites the end of the game's section (5.0) once: the
// reason the game ended carries it already. A text citing 15.0 only
// still gets 5.0.
func TestNextStepCitesTheGameOverOnce_5_0(t *testing.T) {
	for _, tc := range []struct {
		reason string
		want   int
	}{
		{"the player ended the game (5.0)", 1},
		{"no mission objectives are left to draw (4.0, 5.0)", 1},
		{"the suppressive fire ended it (15.0)", 1},
	} {
		got := NextStep(&game.State{Over: true, Reason: tc.reason})
		if n := strings.Count(strings.ReplaceAll(got, "15.0", ""), "5.0"); n != tc.want {
			t.Errorf("the reason %q: the header says %q, citing 5.0 %d times, want %d", tc.reason, got, n, tc.want)
		}
	}
}

// The messages stand clear of a card drawn under them (the moving
// stack's noise card, whose last line is the chance of detection):
// beside it, or above it when it spans the map's bottom.
func TestMessagesClearOfTheCardUnderThem(t *testing.T) {
	c := Chrome{Shared: &view.Shared{U: ui.NewUI(1), Scale: 1, MapView: ui.Rect{X: 270, Y: 60, W: 700, H: 680}}}
	c.Say("The mission needs Night Vision and Demo, not bought yet; together they cost 10 PP and you have 76 (6.1). Go on without them?", false)
	c.Say("0835 is out of reach: the stack has 4 MP left and the cheapest way there costs more (10.3).", true)
	bar := c.ActionBar()
	for _, card := range []ui.Rect{
		{X: 550, Y: bar.Y - 200, W: 290, H: 150}, // a card on the messages' column
		{X: 280, Y: bar.Y - 120, W: 680, H: 110}, // as wide as the map
	} {
		if !slices.ContainsFunc(c.ToastLayout(), func(b ToastBox) bool { return b.R.Overlaps(card) }) {
			t.Fatalf("the card %v does not stand where the messages would: the test proves nothing", card)
		}
		for _, b := range c.ToastLayout(card) {
			if b.R.Overlaps(card) {
				t.Errorf("the message %q at %v covers the card at %v", b.Lines[0], b.R, card)
			}
			if b.R.Y < c.MapView.Y || b.R.Y+b.R.H > bar.Y {
				t.Errorf("the message %q at %v leaves the map above the action bar", b.Lines[0], b.R)
			}
		}
	}
}
