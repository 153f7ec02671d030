package saves

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"kandahar/assets"
	"kandahar/game"
)

var (
	rulesOnce sync.Once
	rulesVal  *game.Rules
	rulesErr  error
)

// testRules are the shipped rules, read from the embedded data files.
func testRules(t testing.TB) *game.Rules {
	t.Helper()
	rulesOnce.Do(func() {
		var b *game.Board
		var c *game.TerrainChart
		var m *game.CounterMix
		if b, rulesErr = game.ParseBoard(assets.MustRead("map.txt")); rulesErr != nil {
			return
		}
		if c, rulesErr = game.ParseTerrainChart(assets.MustRead("terrain.txt")); rulesErr != nil {
			return
		}
		if m, rulesErr = game.ParseCounterMix(assets.MustRead("counters.txt")); rulesErr != nil {
			return
		}
		rulesVal = &game.Rules{Board: b, Chart: c, Mix: m}
	})
	if rulesErr != nil {
		t.Fatalf("the shipped rules do not load: %v", rulesErr)
	}
	return rulesVal
}

// playedGame is a game of the standard scenario after n random actions.
func playedGame(t testing.TB, seed uint64, n int) *game.Game {
	t.Helper()
	g, err := game.New(testRules(t), nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(seed, 99)), n); err != nil {
		t.Fatal(err)
	}
	return g
}

func randFor(n int) *rand.Rand { return rand.New(rand.NewPCG(uint64(n), 1234)) }

// playRandom is game.PlayRandom, less one invariant that does not yet
// allow for scenarios with a subset of the missions: game.Scenario.apply
// takes the missions left out of the cup by eliminating them, which
// game.CheckInvariants does not expect of a mission.
// TODO: use game.PlayRandom once CheckInvariants accepts them.
func playRandom(g *game.Game, rng *rand.Rand, max int) error {
	for i := 0; i < max && !g.State.Over; i++ {
		a, ok := game.RandomAction(g.State, rng)
		if !ok {
			return fmt.Errorf("no legal action in %s, turn %d", g.State.Phase, g.State.Turn)
		}
		if _, err := g.Do(a); err != nil {
			return err
		}
		if err := g.State.CheckInvariants(); err != nil && !missionSetAside(g.State, err) {
			return &game.InvariantError{After: a, Step: i, Err: err}
		}
	}
	return nil
}

// missionSetAside reports the invariant error of a mission the scenario
// left out of the cup.
func missionSetAside(s *game.State, err error) bool {
	if len(s.Pieces) == 0 || !strings.HasSuffix(err.Error(), " is eliminated") {
		return false
	}
	for _, id := range s.IDs() {
		if sp := s.Spec(id); sp.Kind == game.KindMission && s.P(id).Place == game.Eliminated && err.Error() == fmt.Sprintf("piece %d (%s) is eliminated", id, sp.Name) {
			return true
		}
	}
	return false
}
