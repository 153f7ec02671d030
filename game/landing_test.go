package game

import (
	"fmt"
	"testing"
)

// 7.0: a mission placement hex names the missions whose d6 can put them
// there, with the rolls, and says which of them may still be drawn.
func TestLandingsAt_7_0(t *testing.T) {
	b := loadMapForTest(t)
	r := &Rules{Board: b, Chart: fixtureChart(t), Mix: cmShipped(t)}
	g, err := New(r, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	say := func(ls []Landing) string {
		out := ""
		for _, l := range ls {
			out += fmt.Sprintf("%s %v %dPP %d/%d; ", l.Name, l.Rolls, l.Award, l.Left, len(l.Pieces))
		}
		return out
	}
	for _, c := range []struct{ hex, want string }{
		// two missions share 2413, on different columns of the table
		{"2413", "Destroy Camp [3 4] 12PP 1/1; Rescue P.O.W. [5 6] 20PP 1/1; "},
		// Re-supply comes twice: one line, both counters
		{"1001", "Protect V.I.P. [1 2] 10PP 1/1; Re-supply [1 2] 2PP 2/2; "},
		// Bait the Enemy's 5-6 and Spot for Drone's 5-6
		{"0306", "Bait the Enemy [5 6] 6PP 2/2; Spot for Drone [5 6] 7PP 1/1; "},
		{"0101", "Protect V.I.P. [5 6] 10PP 1/1; "},
		{"1313", ""},
	} {
		if got := say(s.LandingsAt(MustHex(c.hex))); got != c.want {
			t.Errorf("LandingsAt(%s) = %q, want %q", c.hex, got, c.want)
		}
	}
	// every placement hex of the table answers, and only those
	marks := map[Hex]bool{}
	for _, sp := range r.Mix.Specs {
		for _, h := range sp.Placement {
			if sp.Kind == KindMission {
				marks[h] = true
			}
		}
	}
	for _, h := range b.Hexes() {
		if got := len(s.LandingsAt(h)) > 0; got != marks[h] {
			t.Errorf("%s: listed %v, a placement hex %v", h, got, marks[h])
		}
	}

	// a drawn mission can no longer land: Left counts the cup only
	vip := None
	for _, id := range s.IDs() {
		if s.Spec(id).Name == "Protect V.I.P." {
			vip = id
		}
	}
	s.P(vip).Place = AccomplishedBox
	if got := say(s.LandingsAt(MustHex("1001"))); got != "Protect V.I.P. [1 2] 10PP 0/1; Re-supply [1 2] 2PP 2/2; " {
		t.Errorf("after Protect V.I.P. is accomplished: %q", got)
	}

	// a scenario that leaves a mission out: it is not listed at all
	short := &Scenario{Name: "short", Missions: []string{"resupply-1", "cia-agent"}}
	g2, err := New(r, short, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := say(g2.State.LandingsAt(MustHex("1001"))); got != "Re-supply [1 2] 2PP 1/1; " {
		t.Errorf("short scenario, 1001: %q", got)
	}
	if got := g2.State.LandingsAt(MustHex("2413")); len(got) != 0 {
		t.Errorf("short scenario, 2413: %q, want none", say(got))
	}
}
