package saves

import (
	"math/rand/v2"
	"os"
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

// dialogsHere makes a dialog worth trying for the rest of the test: a
// display is set, a helper is found (the test binary stands in for it:
// only its being there is looked at, unless the test runs it), no dialog
// has failed yet, and the configuration folder is the test's own.
func dialogsHere(t testing.TB) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	oldPath, oldFailed := helperPath, failed.Load()
	t.Cleanup(func() { helperPath = oldPath; failed.Store(oldFailed) })
	helperPath = func() (string, error) { return exe, nil }
	failed.Store(nil)
	t.Setenv("DISPLAY", ":99")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
}
