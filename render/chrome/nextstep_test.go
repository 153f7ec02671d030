package chrome

import (
	"strings"
	"testing"

	"kandahar/game"
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
