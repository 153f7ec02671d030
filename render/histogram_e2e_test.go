package render

import (
	"fmt"
	"math"
	"slices"
	"testing"
	"time"

	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/render/scenes/dialog"
)

// At the end of a game the victory panel shows the player's score against
// the greedy player's in the same scenario: bars, the player's marked
// "you", and in words the share of greedy games the score beats
// . The test plays the same greedy games itself.
func TestEndScoreHistogram(t *testing.T) {
	rules := shippedRules(t)
	old := greedyScores
	greedyScores = dialog.NewScoreSims(40) // fewer games, simulated afresh
	t.Cleanup(func() { greedyScores = old })
	simGames := greedyScores.Games

	g, err := game.New(rules, nil, 77)
	if err != nil {
		t.Fatal(err)
	}
	// a finished game: the random player's, so that it differs from the
	// greedy ones
	advisor.Play(g.State, advisor.NewRandom(5))
	if !g.State.Over {
		t.Fatal("the game did not end")
	}
	mine := g.State.Victory().Score
	var scores []int
	for i := range simGames {
		sg, err := game.New(rules, nil, dialog.HistSeed(i))
		if err != nil {
			t.Fatal(err)
		}
		scores = append(scores, advisor.Play(sg.State, advisor.NewGreedy()).Score)
	}
	below, level := 0, 0
	for _, x := range scores {
		if x < mine {
			below++
		} else if x == mine {
			level++
		}
	}
	pct := func(k int) int { return int(math.Round(100 * float64(k) / float64(simGames))) }
	want := fmt.Sprintf("Your score %d: better than %d %% of %d greedy games, level with %d %%", mine, pct(below), simGames, pct(level))

	d := newDriver(t, g)
	d.idle()
	d.waitFor("the greedy games", 120*time.Second, func(a *App) bool { return a.overlays.dialog.ScoresReady() })
	texts := d.texts()
	if !slices.Contains(texts, want) {
		t.Fatalf("the victory panel does not say %q; texts %q", want, texts)
	}
	if !slices.Contains(texts, "you") {
		t.Fatalf("the player's bar is not marked; texts %q", texts)
	}
	d.shot("end-histogram")
}
