package hint

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
	"kandahar/saves"
)

// fakeView is a hint's view without a window: a game in play, its map
// under a camera, the buttons laid out, and a record of what was said,
// settled and revealed.
type fakeView struct {
	*scenestest.Ctx
	g        *game.Game
	key      int // bumped by the test as the game moves on
	busy     bool
	said     []string
	settled  int
	revealed []game.Hex
	buttons  []ui.Button
}

func (f *fakeView) Position() (*game.State, any) { return f.g.State, f.key }
func (f *fakeView) Shown() *game.State           { return f.g.State }
func (f *fakeView) Settle()                      { f.settled++ }
func (f *fakeView) Reveal(h game.Hex)            { f.revealed = append(f.revealed, h) }
func (f *fakeView) Say(msg string, bad bool)     { f.said = append(f.said, msg) }
func (f *fakeView) Map() Map {
	return Map{Seen: board.Seen{Lay: paper.NewLayout(f.g.Rules.Board, board.BaseR), Cam: board.Camera{Zoom: 1}, MapView: f.Win.MapView}, Busy: f.busy}
}
func (f *fakeView) Button(id string) (ui.Button, bool) {
	i := slices.IndexFunc(f.buttons, func(b ui.Button) bool { return b.Id == id })
	if i < 0 {
		return ui.Button{}, false
	}
	return f.buttons[i], true
}

func newView(t *testing.T, g *game.Game) *fakeView {
	t.Helper()
	return &fakeView{Ctx: scenestest.New(), g: g}
}

func loaded(t *testing.T) *game.Game {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := saves.Load("../../../testdata/hint-turn6.kandahar", rules)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The hint being worked out is cancelled, and the advisor stops playing
// its games: the games under way finish (one a worker), one more may
// have been handed out as the cancel came, and the search returns the
// cancellation, long before its budget.
func TestHintCancelStopsTheAdvisor(t *testing.T) {
	f := newView(t, loaded(t))
	budget := advisor.Budget{Rollouts: 5000, Candidates: 4, Workers: 2, Everywhere: true}
	h := &Hint{Ctx: f, Budget: budget}
	h.Toggle()
	j := h.job
	if j == nil || f.settled != 1 {
		t.Fatalf("I did not start a hint on the game as it stands (settled %d)", f.settled)
	}
	for deadline := time.Now().Add(60 * time.Second); j.done.Load() == 0; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no rollout within a minute")
		}
		h.Poll()
	}
	if title, _ := h.lines(); !strings.HasPrefix(title, "Thinking… ") || h.Tip() != "Stop working out the hint (Esc)." {
		t.Fatalf("while it works the card says %q, the button %q", title, h.Tip())
	}
	h.Toggle() // again: cancelled
	if h.Working() || !slices.Contains(f.said, "Hint cancelled.") {
		t.Fatalf("after the cancel: working %v, messages %q", h.Working(), f.said)
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

// A hint is for the position it was asked in: one being worked out when
// the game moves on is dropped, saying so; one shown goes with it.
func TestHintDroppedWhenTheGameMovesOn(t *testing.T) {
	f := newView(t, loaded(t))
	h := &Hint{Ctx: f, Budget: advisor.Budget{Rollouts: 5000, Candidates: 4, Workers: 1, Everywhere: true}}
	h.Toggle()
	f.key++ // an action taken
	h.Poll()
	if h.Working() || !slices.Contains(f.said, "Hint dropped: the game moved on while it was being worked out.") {
		t.Fatalf("the game moved on: working %v, told %q", h.Working(), f.said)
	}
	act := game.Action{Type: game.ActEndPhase}
	h.shown = &hintResult{key: f.key, est: []advisor.Estimate{{Action: act}}, text: []string{"End the phase"}}
	if a, ok := h.Suggested(); !ok || a.Type != game.ActEndPhase {
		t.Fatal("the hint shown suggests nothing")
	}
	f.key++
	h.Poll()
	if _, ok := h.Suggested(); ok {
		t.Fatal("the hint shown outlived its position")
	}
}

// Over, there is nothing to suggest: asking says so and starts nothing.
func TestHintAtTheEnd_5_0(t *testing.T) {
	f := newView(t, loaded(t))
	f.g.State.Over = true
	h := &Hint{Ctx: f}
	if h.Tip() != "The game is over: there is nothing left to suggest." {
		t.Errorf("the button's tip at the end: %q", h.Tip())
	}
	h.Toggle()
	if h.Working() || !slices.Contains(f.said, "The game is over: there is nothing left to suggest.") {
		t.Fatalf("asked at the end: working %v, told %q", h.Working(), f.said)
	}
}

// The suggestion is marked where the player would do it: a move's path
// from where the stack stands, an attack's target ringed, the button of
// a purchase, an answer (by its number, as the keys number it) or a
// phase's end; the card says it with its expected score, and shows only
// once the events have played. Toggled again, it hides.
func TestHintMarksTheSuggestion(t *testing.T) {
	f := newView(t, loaded(t))
	s := f.g.State
	h := &Hint{Ctx: f}
	show := func(act game.Action) {
		h.shown = &hintResult{key: f.key, est: []advisor.Estimate{{Action: act, Mean: 12.5, Low: 10, High: 15, Rollouts: 40}}, text: []string{s.ActionText(act)}}
	}
	var team game.PieceID
	for _, id := range s.IDs() {
		if s.Spec(id).Kind == game.KindTeam && s.P(id).Place == game.OnMap {
			team = id
			break
		}
	}
	if team == game.None {
		t.Fatal("no team on the map in the saved game")
	}
	from := s.P(team).Hex
	to := from.Neighbors()[0]
	show(game.Action{Type: game.ActMove, Pieces: []game.PieceID{team}, Path: []game.Hex{to}})
	if path, ring, btn := h.Marks(); !slices.Equal(path, []game.Hex{from, to}) || ring != to || btn != "" {
		t.Fatalf("a move marked %v, ring %s, button %q", path, ring, btn)
	}
	for _, c := range []struct {
		act game.Action
		btn string
	}{
		{game.Action{Type: game.ActChoose, Option: 1}, "opt-1"},
		{game.Action{Type: game.ActEndPhase}, "end-phase"},
		{game.Action{Type: game.ActForfeit}, "forfeit"},
	} {
		show(c.act)
		if _, ring, btn := h.Marks(); btn != c.btn || ring != game.NoHex {
			t.Errorf("%s: button %q, ring %s; want %q", c.act.Type, btn, ring, c.btn)
		}
	}
	f.buttons = []ui.Button{{Id: "forfeit", R: ui.Rect{X: 20, Y: 700, W: 80, H: 30}}}
	f.Scenes.Push(h)
	words := strings.Join(scenestest.Words(f.Texts()), "\n")
	for _, want := range []string{"Hint: the advisor's choice", "Suggested: ", "Expected final score 12.50 (95 %: 10.00 to 15.00; the net score, 5.0)", "played out 40 times"} {
		if !strings.Contains(words, want) {
			t.Errorf("the card does not say %q:\n%s", want, words)
		}
	}
	els := h.Elems(f, nil, nil)
	if !slices.ContainsFunc(els, func(e ui.Elem) bool { return e.ID == "hint-button" }) {
		t.Error("the forfeit button is not ringed")
	}
	f.busy = true
	if _, _, _, ok := h.card(); ok {
		t.Error("the card shows while events play")
	}
	h.Toggle()
	if _, ok := h.Suggested(); ok {
		t.Error("toggled again, the hint stays")
	}
}
