package saves

import (
	"math/rand/v2"
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
		rulesVal, rulesErr = assets.Rules()
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
