package game

import (
	"strings"
	"testing"
)

// 12.0-12.2: the noise preview of a planned move matches the noise check
// the move then makes, and a refused move says why.
func TestNoisePreview_12_0(t *testing.T) {
	s := midGame(t, 10)
	team, m249 := id(s, "a-team-1"), id(s, "m249")
	put(s, team, MustHex("1010"))
	put(s, m249, MustHex("1010"))
	carry(s, m249, team)
	move := Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011"), MustHex("1012")}}
	before := stateJSON(t, s)
	total, terms, err := s.NoisePreview(move)
	if err != nil {
		t.Fatal(err)
	}
	if stateJSON(t, s) != before {
		t.Fatal("the preview changed the state")
	}
	if len(terms) != 3 || terms[0].Value != 2 || terms[1].Value != 1 {
		t.Fatalf("terms %+v, want the A-Team 2, the M249 1 and the terrain", terms)
	}
	must(t, s, move)
	ev := must(t, s, Action{Type: ActEndMove})
	if n := hasEvent(ev, EvNoise); n == nil || n.Total != total {
		t.Fatalf("the check made noise %+v, the preview said %d", n, total)
	}
	if _, _, err := s.NoisePreview(Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("2020")}}); err == nil {
		t.Fatal("a jump across the map is refused in the preview too")
	}
}

// 15.0: the d6 must beat the range counted into the target's hex.
func TestSuppressionChance_15_0(t *testing.T) {
	s := midGame(t)
	m249, enemy := id(s, "m249"), id(s, "enemy-x")
	put(s, m249, MustHex("1010"))
	for _, c := range []struct {
		at           string
		dist, sixths int
	}{{"1011", 1, 5}, {"1014", 4, 2}, {"1016", 6, 0}, {"1020", 10, 0}, {"1010", 0, 6}} {
		put(s, enemy, MustHex(c.at))
		if d, p := s.SuppressionChance(m249, enemy); d != c.dist || p != c.sixths {
			t.Errorf("enemy at %s: range %d, %d/6; want %d, %d/6", c.at, d, p, c.dist, c.sixths)
		}
	}
}

// 12.3: the escape question names the gear each choice abandons.
func TestEscapeNamesAbandonedGear_12_3(t *testing.T) {
	s, _, _ := escapeQuestion(t)
	if l := s.Pending.Options[1].Label; !strings.Contains(l, "abandoning Radio") {
		t.Fatalf("escape option %q does not name the Radio", l)
	}
}

// 12.3, 9.2: a commander aboard the truck his team rides, hauling an
// M203, is in the team's tree: the escape question names the M203 once,
// as the escape then abandons it once (it was named twice).
func TestEscapeNamesEachPieceOnce_12_3(t *testing.T) {
	s := midGame(t, 1)
	team, truck, cmd, m203 := id(s, "a-team-1"), id(s, "truck"), id(s, "commander-1"), id(s, "m203")
	for _, p := range []PieceID{team, truck, cmd, m203} {
		put(s, p, MustHex("1010"))
	}
	carry(s, truck, team)
	carry(s, cmd, truck)
	carry(s, m203, cmd)
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
	must(t, s, Action{Type: ActEndMove})
	if s.Pending == nil || s.Pending.Kind != DecEscape {
		t.Fatalf("want the escape question, got %+v", s.Pending)
	}
	if l := s.Pending.Options[1].Label; !strings.Contains(l, "abandoning Truck, M203 (") {
		t.Fatalf("escape option %q, want the Truck and the M203 once each", l)
	}
	ev := must(t, s, Action{Type: ActChoose, Option: 1})
	if e := hasEvent(ev, EvEscape); e == nil || !strings.Contains(e.Text, "2 pieces of gear") {
		t.Fatalf("escape %+v, want 2 pieces of gear abandoned", e)
	}
	if s.P(m203).Place != Available || s.P(cmd).Hex != MustHex("0101") {
		t.Fatalf("the M203 is %s and the commander at %s; want it eliminated and him in the camp", s.P(m203).Place, s.P(cmd).Hex)
	}
}
