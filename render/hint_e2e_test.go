package render

import (
	"context"
	"errors"
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

// waitFor polls the game loop until cond holds.
func (d *driver) waitFor(what string, limit time.Duration, cond func(a *App) bool) {
	d.t.Helper()
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		ok := false
		d.on(func(a *App) { ok = cond(a) })
		if ok {
			return
		}
		if err := d.h.crashed(); err != nil {
			d.t.Fatalf("the client stopped: %v", err)
		}
	}
	d.t.Fatalf("%s did not happen within %s", what, limit)
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
	d.waitFor("the hint", 90*time.Second, func(a *App) bool { return a.hinter.hint != nil })
	texts := d.texts()
	line, ok := hasPrefixed(texts, "Suggested: ")
	if !ok {
		t.Fatalf("no suggestion on the screen; texts: %q", texts)
	}
	s := d.state()
	var act game.Action
	d.on(func(a *App) { act = a.hinter.hint.est[0].Action })
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
	d.on(func(a *App) { path, _, _ = a.hinter.hintMarks() })
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
		if a.hinter.hint != nil {
			t.Error("the hint is still shown after the game moved on")
		}
	})
}

// The hint being worked out is cancelled by Esc and by the Hint button
// clicked again, and the advisor stops playing its games.
func TestHintCancel(t *testing.T) {
	withHintBudget(t, advisor.Budget{Rollouts: 5000, Candidates: 4, Workers: 2, Everywhere: true})
	d := newDriver(t, hintGame(t))
	d.idle()
	for _, how := range []string{"Esc", "the button"} {
		d.in.Key(ebiten.KeyI)
		d.script()
		var j *hintJob
		d.waitFor("some rollouts", 60*time.Second, func(a *App) bool {
			j = a.hinter.hintJob
			return j != nil && j.done.Load() > 0
		})
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
			if a.hinter.hintJob != nil || a.hinter.hint != nil {
				t.Fatalf("%s: the hint is still being worked out", how)
			}
		})
		if _, ok := hasPrefixed(d.texts(), "Hint cancelled."); !ok {
			t.Errorf("%s: the player is not told the hint was cancelled", how)
		}
		// the advisor stops: the games under way finish (one a worker),
		// one more may have been handed out as the cancel came, and the
		// search returns the cancellation, long before its budget
		n := j.done.Load()
		var r hintResult
		select {
		case r = <-j.out:
		case <-time.After(60 * time.Second):
			t.Fatalf("%s: the advisor never returned after the cancel", how)
		}
		if !errors.Is(r.err, context.Canceled) {
			t.Fatalf("%s: the search ended with %v, want the cancellation", how, r.err)
		}
		if m := j.done.Load(); m-n > int64(hintBudget.Workers)+1 || m >= j.total.Load() {
			t.Fatalf("%s: the advisor went on playing: %d rollouts at the cancel, %d in the end, of %d", how, n, m, j.total.Load())
		}
	}
}
