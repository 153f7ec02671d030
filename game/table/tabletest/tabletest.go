// Package tabletest holds the checks every engine's session must pass to
// keep the contract (table): what the prompt, the legal actions, Check,
// Answer, Apply and Undo say must agree at every moment of a game.
package tabletest

import (
	"errors"
	"reflect"

	"kandahar/game/table"
)

// T is the part of *testing.T the checks use.
type T interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Play plays up to moves actions of s, each chosen by pick among the legal
// ones, and checks at every step that:
//   - the prompt says something, with a rule, and a question's options are
//     numbered 1, 2, … with labels;
//   - every legal action passes Check, and a question's Answer(n) is legal;
//   - Answer(0) and Answer(options+1) are refused with a reason;
//   - Apply of an action refused by bad returns a *table.Refusal with a
//     code and a sentence, and changes nothing (the log keeps its length);
//   - Apply of the chosen action lengthens the log by one, and its events
//     say their words;
//   - Undo, where CanUndo allows it, takes exactly that action back, and
//     the action is then applied again.
//
// It returns how many actions were played; it stops early when the game
// is over or no action is legal.
func Play[A any, E table.Shown](t T, s table.Session[A, E], moves int, pick func(legal []A) A, bad A) int {
	t.Helper()
	for i := range moves {
		p := s.Prompt()
		if p.Text == "" || p.Step == "" {
			t.Fatalf("move %d: the prompt says nothing: %+v", i, p)
		}
		if p.Over {
			return i
		}
		legal := s.Legal()
		if len(legal) == 0 {
			t.Fatalf("move %d: no legal action, and the game is not over: %+v", i, p)
		}
		for _, a := range legal {
			if no := s.Check(a); no != nil {
				t.Fatalf("move %d: legal %v refused by Check: %v", i, a, no)
			}
		}
		if q := p.Question; q != nil {
			for k, o := range q.Options {
				if o.Number != k+1 || o.Label == "" {
					t.Fatalf("move %d: option %d is %+v", i, k, o)
				}
				a, no := s.Answer(o.Number)
				if no != nil {
					t.Fatalf("move %d: Answer(%d) refused: %v", i, o.Number, no)
				}
				if no := s.Check(a); no != nil {
					t.Fatalf("move %d: Answer(%d) = %v, refused by Check: %v", i, o.Number, a, no)
				}
			}
			for _, n := range []int{0, len(q.Options) + 1} {
				if _, no := s.Answer(n); no == nil || no.Reason == "" {
					t.Fatalf("move %d: Answer(%d) of %d options not refused with a reason", i, n, len(q.Options))
				}
			}
		} else if _, no := s.Answer(1); no == nil {
			t.Fatalf("move %d: Answer(1) taken with no question asked", i)
		}
		n := len(s.Actions())
		if no := s.Check(bad); no != nil {
			_, err := s.Apply(bad)
			var r *table.Refusal
			if !errors.As(err, &r) || r.Code == "" || r.Reason == "" {
				t.Fatalf("move %d: Apply(%v) refused with %v (%T), want a refusal with a code", i, bad, err, err)
			}
			if len(s.Actions()) != n {
				t.Fatalf("move %d: a refused action was logged", i)
			}
		}
		a := pick(legal)
		ev, err := s.Apply(a)
		if err != nil {
			t.Fatalf("move %d: Apply(%v): %v", i, a, err)
		}
		if len(s.Actions()) != n+1 {
			t.Fatalf("move %d: log %d after an action, want %d", i, len(s.Actions()), n+1)
		}
		for _, e := range table.Events(ev) {
			if e.Text == "" || e.Kind == "" {
				t.Fatalf("move %d: an event says nothing: %+v", i, e)
			}
		}
		if s.CanUndo() {
			before := s.Prompt()
			if err := s.Undo(); err != nil {
				t.Fatalf("move %d: CanUndo, but Undo: %v", i, err)
			}
			if len(s.Actions()) != n {
				t.Fatalf("move %d: undo left %d actions, want %d", i, len(s.Actions()), n)
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatalf("move %d: %v again after undo: %v", i, a, err)
			}
			if after := s.Prompt(); !reflect.DeepEqual(after, before) {
				t.Fatalf("move %d: undone and done again, the prompt differs:\n%+v\n%+v", i, before, after)
			}
		}
	}
	return moves
}
