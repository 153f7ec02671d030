package game

import (
	"math/rand/v2"
	"testing"
)

// The noise shaded on every hex a dragged stack can reach is the very
// total the check would use (12.0–12.2): NoiseAt agrees with NoisePreview,
// which tries each move on a copy, for every stack that can move and every
// hex it can reach, in random games of the shipped rules (new moves and
// moves under way, minimum moves, stacks joining others).
func TestNoiseAtMatchesPreview_12_0(t *testing.T) {
	rules := scenarioRules(t)
	games := 6
	if testing.Short() {
		games = 2
	}
	compared, continuing := 0, 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := New(rules, nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 12))
		for i := 0; i < 3000 && !g.State.Over; i++ {
			s := g.State
			if s.Phase == PhaseMovement && s.Pending == nil && i%3 == 0 {
				for _, grp := range s.MoveGroups() {
					movers := grp
					if s.Move != nil {
						movers = nil
					}
					reach := s.Reachable(movers)
					got := s.NoiseAt(movers, reach)
					if len(got) != reach.Len() {
						t.Fatalf("seed %d: %d hexes shaded of %d reachable", seed, len(got), reach.Len())
					}
					for h, r := range reach.All() {
						want, _, err := s.NoisePreview(Action{Type: ActMove, Pieces: movers, Path: r.Path})
						if err != nil {
							continue // a move the preview cannot try (it says why)
						}
						if got[h] != want {
							t.Fatalf("seed %d, action %d, movers %v to %s by %v (continuing %v): NoiseAt %d, NoisePreview %d",
								seed, i, grp, h, r.Path, movers == nil, got[h], want)
						}
						compared++
						if movers == nil {
							continuing++
						}
					}
				}
			}
			a, ok := RandomAction(s, rng)
			if !ok {
				t.Fatalf("seed %d: no legal action", seed)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if compared < 500 || continuing == 0 {
		t.Fatalf("only %d hexes compared (%d in moves under way): the test saw too little", compared, continuing)
	}
	t.Logf("%d hexes compared, %d of them in moves under way", compared, continuing)
}

// A stack is checked where it stops only when it has a team, and never in
// a base camp (12.0, 12.6, 12.10).
func TestNoiseChecked_12_10(t *testing.T) {
	rules := scenarioRules(t)
	g, err := New(rules, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 12))
	for i := 0; i < 5000 && !g.State.Over; i++ {
		s := g.State
		if s.Phase == PhaseMovement && s.Move == nil && s.Pending == nil {
			for _, grp := range s.MoveGroups() {
				team := false
				for _, id := range grp {
					team = team || s.Spec(id).Kind == KindTeam
				}
				for h := range s.Reachable(grp).WithoutPaths() {
					if want := team && !s.CampAt(h); s.NoiseChecked(grp, h) != want {
						t.Fatalf("%v stopping at %s: checked %v, want %v", grp, h, !want, want)
					}
				}
				camp := s.CampHexes()
				if team && len(camp) > 0 && s.NoiseChecked(grp, camp[0]) {
					t.Fatalf("a stack is checked in the base camp at %s", camp[0])
				}
			}
			return
		}
		a, _ := RandomAction(s, rng)
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no movement phase reached")
}

// benchReach is a movement phase of a random game and the stack there
// with the largest reach.
func benchReach(b *testing.B) (*State, []PieceID, *Reachability) {
	g, err := New(scenarioRules(b), nil, 9)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(9, 12))
	for i := 0; i < 5000 && !g.State.Over; i++ {
		s := g.State
		if s.Phase == PhaseMovement && s.Move == nil && s.Pending == nil && i > 100 {
			var best []PieceID
			var reach *Reachability
			for _, grp := range s.MoveGroups() {
				if r := s.Reachable(grp); reach == nil || r.Len() > reach.Len() {
					best, reach = grp, r
				}
			}
			if reach.Len() > 20 {
				return s, best, reach
			}
		}
		a, _ := RandomAction(s, rng)
		if _, err := g.Apply(a); err != nil {
			b.Fatal(err)
		}
	}
	b.Fatal("no movement phase reached")
	return nil, nil, nil
}

// The shading of a drag at its start: NoiseAt for every reachable hex,
// against NoisePreview hex by hex.
func BenchmarkNoiseAt(b *testing.B) {
	s, movers, reach := benchReach(b)
	for b.Loop() {
		s.NoiseAt(movers, reach)
	}
	b.ReportMetric(float64(reach.Len()), "hexes")
}

func BenchmarkNoisePreviewEveryHex(b *testing.B) {
	s, movers, reach := benchReach(b)
	for b.Loop() {
		for _, r := range reach.All() {
			s.NoisePreview(Action{Type: ActMove, Pieces: movers, Path: r.Path})
		}
	}
	b.ReportMetric(float64(reach.Len()), "hexes")
}
