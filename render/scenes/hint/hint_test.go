package hint

import (
	"context"
	"errors"
	"testing"
	"time"

	"kandahar/assets"
	"kandahar/game/advisor"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/scenes"
	"kandahar/render/ui"
	"kandahar/render/view"
	"kandahar/saves"
)

// hintCtx is a hint's context without a window.
type hintCtx struct {
	sh *view.Shared
	ch *chrome.Chrome
	s  scenes.Stack
}

func (c *hintCtx) Shared() *view.Shared   { return c.sh }
func (c *hintCtx) Cur() ui.InputState     { return ui.InputState{} }
func (c *hintCtx) Prev() ui.InputState    { return ui.InputState{} }
func (c *hintCtx) Stack() *scenes.Stack   { return &c.s }
func (c *hintCtx) Window() scenes.Window  { return scenes.Window{} }
func (c *hintCtx) Board() *board.Board    { return nil }
func (c *hintCtx) Chrome() *chrome.Chrome { return c.ch }

// The hint being worked out is cancelled, and the advisor stops playing
// its games: the games under way finish (one a worker), one more may
// have been handed out as the cancel came, and the search returns the
// cancellation, long before its budget.
func TestHintCancelStopsTheAdvisor(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := saves.Load("../../../testdata/hint-turn6.kandahar", rules)
	if err != nil {
		t.Fatal(err)
	}
	sh := &view.Shared{G: g, Rules: rules}
	c := &hintCtx{sh: sh, ch: &chrome.Chrome{Shared: sh}}
	budget := advisor.Budget{Rollouts: 5000, Candidates: 4, Workers: 2, Everywhere: true}
	h := &Hint{Ctx: c, Budget: budget}
	h.Toggle()
	j := h.job
	if j == nil {
		t.Fatal("I did not start a hint")
	}
	for deadline := time.Now().Add(60 * time.Second); j.done.Load() == 0; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no rollout within a minute")
		}
		h.Poll()
	}
	h.Toggle() // again: cancelled
	if h.Working() || !c.ch.Showing("Hint cancelled.") {
		t.Fatalf("after the cancel: working %v, messages %+v", h.Working(), c.ch.Toasts)
	}
	n := j.done.Load()
	var r hintResult
	select {
	case r = <-j.out:
	case <-time.After(60 * time.Second):
		t.Fatal("the advisor never returned after the cancel")
	}
	if !errors.Is(r.err, context.Canceled) {
		t.Fatalf("the search ended with %v, want the cancellation", r.err)
	}
	if m := j.done.Load(); m-n > int64(budget.Workers)+1 || m >= j.total.Load() {
		t.Fatalf("the advisor went on playing: %d rollouts at the cancel, %d in the end, of %d", n, m, j.total.Load())
	}
}
