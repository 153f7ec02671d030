package render

import (
	"strings"
	"testing"

	"kandahar/assets"
	"kandahar/game"
)

// The hex under a hex's centre and near its corners is that hex.
func TestLayoutRoundTrip(t *testing.T) {
	b := game.NewBoard(26, 36)
	l := newLayout(b, 48)
	for _, h := range b.Hexes() {
		c := l.Center(h)
		if got := l.HexAt(c); got != h {
			t.Fatalf("HexAt(Center(%s)) = %s", h, got)
		}
		for _, k := range l.Corners(h) {
			p := pt{c.X + (k.X-c.X)*0.8, c.Y + (k.Y-c.Y)*0.8}
			if got := l.HexAt(p); got != h {
				t.Fatalf("a point inside %s maps to %s", h, got)
			}
		}
	}
}

// Neighbouring hexes (as the rules count them) touch on the drawn map:
// their centres are one hex width apart.
func TestLayoutMatchesNeighbours(t *testing.T) {
	b := game.NewBoard(26, 36)
	l := newLayout(b, 10)
	for _, h := range b.Hexes() {
		c := l.Center(h)
		for _, n := range b.Neighbors(h) {
			m := l.Center(n)
			d := (m.X-c.X)*(m.X-c.X) + (m.Y-c.Y)*(m.Y-c.Y)
			if want := 3 * 10.0 * 10.0; d < want-0.01 || d > want+0.01 {
				t.Fatalf("%s and %s are neighbours but their centres are %.2f² apart", h, n, d)
			}
		}
	}
	// direction 1 is straight up (12.8)
	h := game.Hex{Col: 5, Row: 5}
	if c, n := l.Center(h), l.Center(h.Neighbor(game.North)); n.X != c.X || n.Y >= c.Y {
		t.Fatalf("north of %s is drawn at %v from %v", h, n, c)
	}
}

// The -screenshot export draws the shipped map with pieces, not a blank.
func TestMapImage(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, BusyScenario(rules), 1)
	if err != nil {
		t.Fatal(err)
	}
	img := MapImage(g.State, 16)
	if v := variance(img); v < 200 {
		t.Fatalf("the map image looks blank: variance %.1f", v)
	}
	w, h := newLayout(rules.Board, 16).Size()
	if b := img.Bounds(); b.Dx() < int(w) || b.Dy() < int(h) {
		t.Fatalf("image %v smaller than the sheet %.0fx%.0f", b, w, h)
	}
}

// Every counter of the mix draws, and a team's casualties show in red.
func TestCounterFaces(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	for i := range rules.Mix.Specs {
		f := specFace(&rules.Mix.Specs[i])
		if f.Name == "" {
			t.Fatalf("spec %s has no name on its face", rules.Mix.Specs[i].ID)
		}
		if img := counterImage(f, 40); variance(img) < 50 {
			t.Fatalf("counter %s looks blank", f.Name)
		}
	}
	g, err := game.New(rules, &game.Scenario{Name: "t", Pieces: []game.ScenarioPiece{{ID: "a-team-1", Hex: game.Hex{Col: 5, Row: 5}}}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	team := pieceBySpec(s, "a-team-1")
	if f := pieceFace(s, team); f.FireRed || f.MoveRed || f.Move != "4" {
		t.Fatalf("a fresh team's face: %+v", f)
	}
	for _, sp := range rules.Mix.Specs {
		if sp.Kind == game.KindGear && sp.MoveType == game.MovePlusBlack {
			if f := specFace(&sp); f.MoveStyle != movePlusBlack || f.Move[0] != '+' {
				t.Fatalf("%s: black plus movement drawn as %+v", sp.Name, f)
			}
		}
	}
}

// The scripted player plays frames in order and then holds still.
func TestScriptedInput(t *testing.T) {
	var in ScriptedInput
	in.Click(10, 20)
	var downs, ups int
	prev := false
	for in.Pending() > 0 {
		st := in.Poll()
		if st.Left && !prev {
			downs++
		}
		if !st.Left && prev {
			ups++
		}
		prev = st.Left
	}
	if downs != 1 || ups != 1 {
		t.Fatalf("a click gave %d presses and %d releases", downs, ups)
	}
	if st := in.Poll(); st.X != 10 || st.Y != 20 || st.Left {
		t.Fatalf("after the script: %+v", st)
	}
}

// The next-step hint always says something while the game runs.
func TestNextStep(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := game.New(rules, nil, 3)
	if nextStep(g.State) == "" {
		t.Fatal("no hint at set-up")
	}
}

// 17.3: a piece's status comes first in the forces panel, where a narrow
// panel cannot cut it off.
func TestForceInfoStatusFirst(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := game.New(rules, nil, 3)
	s := g.State
	var team game.PieceID
	for _, id := range s.IDs() {
		if s.Spec(id).Kind == game.KindTeam {
			team = id
			break
		}
	}
	p := s.P(team)
	p.Place, p.Hex, p.Detected, p.Moved = game.OnMap, game.Hex{Col: 5, Row: 5}, true, true
	if got := forceInfo(s, team, true, p.Hex); !strings.HasPrefix(got, "DETECTED · moved · at 0505 · fire") {
		t.Fatalf("forces line %q: want the status first", got)
	}
}
