package render

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/saves"
)

// hintGame is the saved standard game at turn 6 that kandahar hint is
// timed on: a team to move toward its mission.
func hintGame(t *testing.T) *game.Game {
	t.Helper()
	rules := shippedRules(t)
	g, err := saves.Load("../testdata/hint-turn6.kandahar", rules)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// withHintBudget makes the window's hints search with b for one test.
func withHintBudget(t *testing.T, b advisor.Budget) {
	old := hintBudget
	hintBudget = b
	t.Cleanup(func() { hintBudget = old })
}

func hasPrefixed(texts []string, prefix string) (string, bool) {
	i := slices.IndexFunc(texts, func(s string) bool { return strings.HasPrefix(s, prefix) })
	if i < 0 {
		return "", false
	}
	return texts[i], true
}

// The hint key works the advice out off the game loop, the window going
// on meanwhile, and shows it: the suggested action in words, which the
// rules accept in the game as it stands, with its expected score, and
// the move's path drawn on the map.
func TestHintShowsSuggestedAction(t *testing.T) {
	withHintBudget(t, advisor.Budget{Rollouts: 6, Candidates: 3, Workers: 2, Everywhere: true})
	d := newDriver(t, hintGame(t))
	d.idle()
	d.in.Key(ebiten.KeyI)
	d.script()
	d.waitFor("the hint", 90*time.Second, func(a *App) bool {
		_, ok := a.hint.Suggested()
		return ok
	})
	texts := d.texts()
	line, ok := hasPrefixed(texts, "Suggested: ")
	if !ok {
		t.Fatalf("no suggestion on the screen; texts: %q", texts)
	}
	s := d.state()
	var act game.Action
	d.on(func(a *App) { act, _ = a.hint.Suggested() })
	if want := "Suggested: " + s.ActionText(act); line != want {
		t.Fatalf("the card says %q; the hint is %q", line, want)
	}
	if err := s.Check(act); err != nil {
		t.Fatalf("the suggested action %v is not legal: %v", act, err)
	}
	if _, ok := hasPrefixed(texts, "Expected final score "); !ok {
		t.Fatalf("no expected score on the screen; texts: %q", texts)
	}
	// a move is drawn from its stack along its path
	var path []game.Hex
	d.on(func(a *App) { path, _, _ = a.hint.Marks() })
	if act.Type == game.ActMove && (len(path) != len(act.Path)+1 || !slices.Equal(path[1:], act.Path)) {
		t.Fatalf("the marks follow %v; the move's path is %v", path, act.Path)
	}
	d.shot("hint")
	// taking another action leaves the hint behind (E asks, E again ends
	// the phase)
	d.in.Key(ebiten.KeyE)
	d.in.Key(ebiten.KeyE)
	d.idle()
	d.on(func(a *App) {
		if _, ok := a.hint.Suggested(); ok {
			t.Error("the hint is still shown after the game moved on")
		}
	})
}

// The hint being worked out is cancelled by Esc and by the Hint button
// clicked again, and the player is told; that the advisor then stops
// playing its games is TestHintCancelStopsTheAdvisor's (package scenes).
func TestHintCancel(t *testing.T) {
	withHintBudget(t, advisor.Budget{Rollouts: 5000, Candidates: 4, Workers: 2, Everywhere: true})
	d := newDriver(t, hintGame(t))
	d.idle()
	playing := regexp.MustCompile(`^[1-9][0-9]* of [0-9]+ imagined games played`)
	for _, how := range []string{"Esc", "the button"} {
		d.in.Key(ebiten.KeyI)
		d.script()
		d.waitFor("some rollouts", 60*time.Second, func(a *App) bool { return a.hint.Working() })
		for deadline := time.Now().Add(60 * time.Second); !slices.ContainsFunc(d.texts(), playing.MatchString); time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("%s: no rollouts on the screen: %q", how, d.texts())
			}
		}
		if _, ok := hasPrefixed(d.texts(), "Thinking… "); !ok {
			t.Fatalf("%s: no progress on the screen", how)
		}
		if how == "Esc" {
			d.in.Key(ebiten.KeyEscape)
			d.script()
		} else {
			d.clickButton("hint")
		}
		d.on(func(a *App) {
			if _, shown := a.hint.Suggested(); a.hint.Working() || shown {
				t.Fatalf("%s: the hint is still being worked out", how)
			}
		})
		if _, ok := hasPrefixed(d.texts(), "Hint cancelled."); !ok {
			t.Errorf("%s: the player is not told the hint was cancelled", how)
		}
	}
}
