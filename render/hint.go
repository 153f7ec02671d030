package render

import (
	"context"
	"fmt"
	"runtime"
	"sync/atomic"
	"time"

	"kandahar/crash"
	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/render/view"
)

// The hint: the Monte Carlo advisor's suggested action, worked
// out off the game loop on a copy of the game, never its dice (the
// advisor redraws them for each imagined future), shown on the map with
// its expected score until the game moves on.

// hinter is the hint asked for, being worked out, or shown.
type hinter struct {
	*view.Shared
	hintJob *hintJob    // being worked out
	hint    *hintResult // shown
}

// hintKey is the position a hint belongs to: a game, its state (Undo
// puts another one in place) and the number of actions taken.
type hintKey struct {
	g  *game.Game
	st *game.State
	n  int
}

func (h *hinter) hintKeyNow() hintKey { return hintKey{h.G, h.G.State, len(h.G.Log)} }

type hintJob struct {
	key         hintKey
	cancel      context.CancelFunc
	done, total atomic.Int64 // set by the advisor's goroutines
	seen        [2]int       // done and total as Update last read them
	out         chan hintResult
	start       time.Time
}

// hintResult is the advice for a position.
type hintResult struct {
	key  hintKey
	est  []advisor.Estimate
	text []string // each estimate's action in words
	took time.Duration
	err  error
}

// hintSeed seeds the advisor's own dice: the same position gets the same
// hint, as kandahar hint gives.
const hintSeed = 1

// hintBudget is what the window's hint searches with: the advisor's
// default, on every core but one, which is left to the window and the
// software GL driver so that the map does not stutter while it thinks.
var hintBudget = func() advisor.Budget {
	b := advisor.DefaultBudget
	b.Workers = max(1, runtime.GOMAXPROCS(0)-1)
	return b
}()

// toggleHint asks for a hint, or cancels the one being worked out, or
// hides the one shown.
func (a *App) toggleHint() {
	switch {
	case a.hinter.hintJob != nil:
		a.cancelHint("Hint cancelled.")
	case a.hinter.hint != nil:
		a.hinter.hint = nil
	default:
		a.startHint()
	}
}

func (a *App) startHint() {
	if a.G.State.Over {
		a.chrome.Say("The game is over: there is nothing left to suggest.", true)
		return
	}
	a.Anim.Flush() // the hint is for the game as it stands
	// the advisor works on its own copy: the game loop goes on changing
	// the real one
	s := a.G.State.Clone()
	ctx, cancel := context.WithCancel(context.Background())
	j := &hintJob{key: a.hinter.hintKeyNow(), cancel: cancel, out: make(chan hintResult, 1), start: time.Now()}
	a.hinter.hintJob, a.hinter.hint = j, nil
	crash.Go("working out a hint", func() {
		t0 := time.Now()
		est, err := advisor.NewMC(hintSeed, hintBudget).AdviseContext(ctx, s, func(done, total int) {
			j.done.Store(int64(done))
			j.total.Store(int64(total))
		})
		r := hintResult{key: j.key, est: est, took: time.Since(t0), err: err}
		for _, e := range est {
			r.text = append(r.text, s.ActionText(e.Action))
		}
		j.out <- r
	})
}

// cancelHint stops the hint being worked out, saying why when msg is not
// "".
func (a *App) cancelHint(msg string) {
	if a.hinter.hintJob == nil {
		return
	}
	a.hinter.hintJob.cancel()
	a.hinter.hintJob = nil
	if msg != "" {
		a.chrome.Say(msg, false)
	}
}

// pollHint takes the hint when it comes, and drops one that belongs to
// a position the game has left.
func (a *App) pollHint() {
	key := a.hinter.hintKeyNow()
	if a.hinter.hint != nil && a.hinter.hint.key != key {
		a.hinter.hint = nil // played, undone or another game: it no longer applies
	}
	j := a.hinter.hintJob
	if j == nil {
		return
	}
	if j.key != key {
		a.cancelHint("Hint dropped: the game moved on while it was being worked out.")
		return
	}
	// read once a frame, so every drawing of the frame shows the same
	j.seen = [2]int{int(j.done.Load()), int(j.total.Load())}
	select {
	case r := <-j.out:
		a.hinter.hintJob = nil
		switch {
		case r.err != nil:
			a.chrome.Say("No hint: "+r.err.Error(), true)
		case len(r.est) == 0:
			a.chrome.Say("No hint: the advisor found no action.", true)
		default:
			a.hinter.hint = &r
			// the suggestion in sight: where a move ends, what is attacked
			if path, ring, _ := a.hinter.hintMarks(); ring != game.NoHex {
				a.board.Reveal(ring, a.chrome.Sight())
			} else if len(path) > 0 {
				a.board.Reveal(path[len(path)-1], a.chrome.Sight())
			}
		}
	default:
	}
}

// hintProgress is the share of the rollouts done, in percent, and their
// counts.
func (j *hintJob) progress() (pct, done, total int) {
	done, total = j.seen[0], j.seen[1]
	if total == 0 {
		return 0, 0, 0
	}
	return 100 * done / total, done, total
}

// hintLines are the hint card's title and lines.
func (hh *hinter) hintLines() (title string, lines []string) {
	if j := hh.hintJob; j != nil {
		pct, done, total := j.progress()
		played := "Choosing the actions worth trying…"
		if total > 0 {
			played = fmt.Sprintf("%d of %d imagined games played to the end", done, total)
		}
		return fmt.Sprintf("Thinking… %d %%", pct), []string{played, "Esc or the Hint button cancels."}
	}
	h := hh.hint
	if h == nil {
		return "", nil
	}
	best := h.est[0]
	lines = []string{
		"Suggested: " + h.text[0],
		fmt.Sprintf("Expected final score %.2f (95 %%: %.2f to %.2f; the net score, 5.0)", best.Mean, best.Low, best.High),
	}
	if len(h.est) > 1 {
		lines = append(lines, fmt.Sprintf("Next best: %s, %.2f", h.text[1], h.est[1].Mean))
	} else {
		lines = append(lines, "The greedy player sees no other sensible action here.")
	}
	lines = append(lines, fmt.Sprintf("Each choice played out %d times by the greedy player, dice drawn afresh (%.1f s).", best.Rollouts, h.took.Seconds()))
	return "Hint: the advisor's choice", lines
}

// hintTip is the Hint button's tooltip.
func (h *hinter) hintTip() string {
	switch {
	case h.hintJob != nil:
		return "Stop working out the hint (Esc)."
	case h.hint != nil:
		return "Hide the hint (I)."
	case h.Shown().Over:
		return "The game is over: there is nothing left to suggest."
	}
	return "Suggest the next action: the best few are each played out to the end of the game many times, with dice drawn afresh, never the game's own (I or Ctrl+H)."
}
