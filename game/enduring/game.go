package enduring

import (
	"fmt"

	"kandahar/game/table"
)

// Game is a game being played: its start (scenario and seed), the log of
// every action, and the state they lead to. The start and the log
// reproduce the state exactly (saves, replays); undo keeps the states
// back to the last die rolled, never behind it.
type Game struct {
	Rules    *Rules
	Scenario *Scenario
	Seed     uint64
	Log      []Action
	State    *State
	undo     []*State
}

// NewGame sets up a game with a seed.
func NewGame(r *Rules, sc *Scenario, seed uint64) (*Game, []Event) {
	s, ev := Start(r, sc, table.NewDice(seed))
	return &Game{Rules: r, Scenario: sc, Seed: seed, State: s}, ev
}

// Apply does a player action, logging it. A die rolled clears undo.
func (g *Game) Apply(a Action) ([]Event, error) {
	before := g.State.Clone()
	ev, err := g.State.Apply(a)
	if err != nil {
		return nil, err
	}
	g.Log = append(g.Log, a)
	if g.State.Dice.Rolls != before.Dice.Rolls {
		g.undo = g.undo[:0]
	} else {
		g.undo = append(g.undo, before)
	}
	return ev, nil
}

// CanUndo reports an action to take back since the last die.
func (g *Game) CanUndo() bool { return len(g.undo) > 0 && !g.State.Over() }

// Undo takes the last action back, if no die has been rolled since.
func (g *Game) Undo() error {
	if g.State.Over() {
		return &table.Refusal{Code: "game-over", Rule: "5.0", Reason: "the game is over: its outcome stands (5.0)"}
	}
	if len(g.undo) == 0 {
		return &table.Refusal{Code: "nothing-to-undo", Reason: "nothing to undo: the last action rolled dice, or there is none"}
	}
	g.State = g.undo[len(g.undo)-1]
	g.undo = g.undo[:len(g.undo)-1]
	g.Log = g.Log[:len(g.Log)-1]
	return nil
}

// Step is one action of a replayed log: in words, and what it made happen.
type Step struct {
	Action Action
	Text   string
	Events []Event
}

// Replay plays a log from its start, returning each action's step.
func Replay(r *Rules, sc *Scenario, seed uint64, log []Action) (*Game, []Step, error) {
	g, _ := NewGame(r, sc, seed)
	out := make([]Step, 0, len(log))
	for i, a := range log {
		text := g.State.Describe(a)
		ev, err := g.Apply(a)
		if err != nil {
			return nil, nil, fmt.Errorf("action %d of %d (%s): %w", i+1, len(log), a.Kind, err)
		}
		out = append(out, Step{a, text, ev})
	}
	return g, out, nil
}

// Describe says an action in words, as the state before it names things.
func (s *State) Describe(a Action) string {
	r := s.Rules
	switch a.Kind {
	case ActAnswer:
		if s.Q != nil && a.Choice >= 0 && a.Choice < len(s.Q.Options) {
			return fmt.Sprintf("answer %q: %s", s.Q.Prompt, s.Q.Options[a.Choice].Text)
		}
		return fmt.Sprintf("answer %d", a.Choice+1)
	case ActEndPhase:
		return "end the " + s.Phase.String() + " phase"
	case ActMobilizeNA:
		return "mobilize a Northern Alliance unit into " + r.PlaceName(a.To)
	}
	name := fmt.Sprintf("unit %d", a.Unit)
	if a.Unit >= 0 && a.Unit < len(s.Units) {
		name = s.Name(a.Unit)
	}
	to := r.PlaceName(a.To)
	switch a.Kind {
	case ActDemobilize:
		return "take down " + name
	case ActRefit:
		return "refit " + name
	case ActCommitIW:
		return "commit " + name + " against the Jihad index"
	case ActPlaceISR:
		return "send " + name + " over " + to
	case ActGroundMove:
		return "move " + name + " to " + to
	case ActAirMove:
		return "fly " + name + " (air transfer or assault) to " + to
	case ActFlyCAS:
		return "fly " + name + " in close support over " + to
	}
	return fmt.Sprintf("%s %s to %s", a.Kind, name, to)
}
