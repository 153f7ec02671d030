package table

import "fmt"

// Session is a game being played, of an engine whose actions are A and
// whose events are E. Both engines satisfy it; each checks so at compile
// time.
type Session[A any, E Shown] interface {
	// Prompt says what the game waits for now.
	Prompt() Prompt
	// Legal lists the actions the rules allow now, a question's answers
	// in the order of its options.
	Legal() []A
	// Check says why an action is refused now, or nil if it is allowed.
	Check(a A) *Refusal
	// Apply takes an action and lets the game system run until the player
	// must act again, returning what happened in order. A refused action
	// changes nothing; its error is a *Refusal.
	Apply(a A) ([]E, error)
	// Answer is the action that gives option n (from 1) of the question
	// on screen.
	Answer(n int) (A, *Refusal)
	// Undo takes the last action back, if no die has been rolled or
	// counter drawn since: once the dice have spoken, the past is fixed.
	Undo() error
	// CanUndo reports whether Undo would take something back.
	CanUndo() bool
	// Actions is the log of the player's actions since the start: with
	// the seed, what replays the game.
	Actions() []A
}

// Table is a Session seen through this package's types alone: the
// actions it takes are the ones it lists (the options of its prompt) or
// that the game's own board hands it, so the generic parts of a client
// never name an engine's types.
type Table interface {
	Prompt() Prompt
	// Choose answers option n (from 1) of the question on screen.
	Choose(n int) ([]Event, error)
	Undo() error
	CanUndo() bool
	// Moves is how many actions the log holds.
	Moves() int
}

// Play is a Session as a Table.
func Play[A any, E Shown](s Session[A, E]) Table { return played[A, E]{s} }

type played[A any, E Shown] struct{ s Session[A, E] }

func (p played[A, E]) Prompt() Prompt { return p.s.Prompt() }
func (p played[A, E]) Undo() error    { return p.s.Undo() }
func (p played[A, E]) CanUndo() bool  { return p.s.CanUndo() }
func (p played[A, E]) Moves() int     { return len(p.s.Actions()) }

func (p played[A, E]) Choose(n int) ([]Event, error) {
	a, no := p.s.Answer(n)
	if no != nil {
		return nil, no
	}
	ev, err := p.s.Apply(a)
	if err != nil {
		return nil, err
	}
	return Events(ev), nil
}

// NoQuestion is the refusal of an answer when nothing is asked.
func NoQuestion() *Refusal {
	return &Refusal{Code: "no-question", Reason: "no question is asked now"}
}

// NoOption is the refusal of an answer a question does not offer.
func NoOption(n int, q *Question) *Refusal {
	return &Refusal{Code: "bad-option", Rule: q.Rule,
		Reason: fmt.Sprintf("there is no answer %d: choose 1 to %d", n, len(q.Options))}
}
