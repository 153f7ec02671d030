package game

import (
	"math/rand/v2"
	"testing"
)

// heloStack is 10.5's UH-60 example in the middle of the map: an A-Team
// riding a UH-60 and hauling an M2, 31 MP.
func heloStack(tb testing.TB) (*State, PieceID) {
	s := midGame(tb)
	team, uh60, m2 := id(s, "a-team-1"), id(s, "uh60"), id(s, "m2")
	h := MustHex("1318")
	for _, p := range []PieceID{team, uh60, m2} {
		put(s, p, h)
	}
	carry(s, uh60, team)
	carry(s, m2, team)
	return s, team
}

// Reachable hexes and paths for a 31-MP stack (10.5's UH-60 example) from
// the middle of the map: the drag preview the client asks for.
func BenchmarkReachable31MP(b *testing.B) {
	s, team := heloStack(b)
	movers := []PieceID{team}
	if n := s.Reachable(movers).Len(); n < 500 {
		b.Fatalf("only %d hexes reachable", n)
	}
	b.ReportAllocs()
	for b.Loop() {
		s.Reachable(movers)
	}
}

// One Enemy Movement/Combat Phase with 12 enemy units pursuing two
// detected teams.
func BenchmarkEnemyPhase12Units(b *testing.B) {
	base := midGame(b)
	t1, t2 := id(base, "a-team-1"), id(base, "b-team-1")
	put(base, t1, MustHex("0808"))
	put(base, t2, MustHex("1820"))
	base.P(t1).Detected, base.P(t2).Detected = true, true
	n := 0
	for _, e := range base.IDs() {
		if base.Spec(e).Kind == KindEnemy && n < 12 {
			put(base, e, Hex{2 + n*2, 30 - n})
			n++
		}
	}
	base.Phase = PhaseCombat
	b.ReportAllocs()
	for b.Loop() {
		s := base.Clone()
		s.Dice = NewDice(5)
		var evs events
		s.doEndPhase(&evs)
		s.run(&evs)
		for s.Pending != nil {
			s.Apply(Action{Type: ActChoose, Option: 0})
		}
	}
}

// A whole game played by the random player.
func BenchmarkRandomGame(b *testing.B) {
	benchRandomGames(b, fixtureRules(b))
}

// Replaying a long action log: what loading a save does. The log is the
// first random game on the shipped rules (the map, chart and counters
// saves are played with) that runs to 300 actions. (With the test
// fixture no game reaches 150 actions, the length this looked for at
// first, so the search never ended.)
func BenchmarkReplayLog(b *testing.B) {
	r := scenarioRules(b)
	var log []Action
	var seed uint64
	for seed = 1; len(log) < 300; seed++ {
		if seed > 200 {
			b.Fatal("no random game of 300 actions in 200 seeds")
		}
		g, _ := New(r, nil, seed)
		if err := PlayRandom(g, rand.New(rand.NewPCG(seed, 1)), 20000); err != nil {
			b.Fatal(err)
		}
		log = g.Log
	}
	seed--
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Replay(r, nil, seed, log); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(log)), "actions") // after the loop, which would reset it
}

// A whole game played by the random player on the shipped rules, whose
// games run about four times longer than the fixture's.
func BenchmarkRandomGameShipped(b *testing.B) {
	benchRandomGames(b, scenarioRules(b))
}

// benchRandomGames plays one whole random game per iteration, each from
// the next seed, so two runs of the same -benchtime Nx play the same games.
func benchRandomGames(b *testing.B, r *Rules) {
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		g, _ := New(r, nil, seed)
		if err := PlayRandom(g, rand.New(rand.NewPCG(seed, 1)), 20000); err != nil {
			b.Fatal(err)
		}
	}
}
