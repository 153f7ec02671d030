package game

import "fmt"

// Game is a game being played: its start (rules, options, seed, scripted
// dice), the log of every action taken, and the state they lead to. The
// log and the start reproduce the state exactly, which gives saves,
// replays and bug reports; undo keeps snapshots back to the last die roll.
type Game struct {
	Rules    *Rules
	Scenario *Scenario
	Seed     uint64
	Log      []Action
	State    *State

	undo []*State
	// spare are snapshots no longer needed (dropped from undo by a die
	// roll), whose memory the next snapshots reuse.
	spare []*State
}

// New starts a game of a scenario (nil for the standard game). It fails
// only when the scenario does not fit the counter mix.
func New(r *Rules, sc *Scenario, seed uint64) (*Game, error) {
	if sc == nil {
		sc = Standard
	}
	s := NewState(r, sc.Options, seed)
	if err := sc.apply(s); err != nil {
		return nil, err
	}
	return &Game{Rules: r, Scenario: sc, Seed: seed, State: s}, nil
}

// Apply takes an action. An illegal action changes nothing and says why.
// Undo can go back over it unless it rolled a die or drew from a cup.
func (g *Game) Apply(a Action) ([]Event, error) {
	ev, _, err := g.do(a, false)
	return ev, err
}

// ApplyStepwise is Apply, with the state of the game as it stood right after
// each event (after[k] belongs to ev[k]). A client that plays the events
// back one at a time shows after[k] once event k, and its dice, have been
// shown, and so never gives a result away before its die lands.
func (g *Game) ApplyStepwise(a Action) (ev []Event, after []*State, err error) {
	return g.do(a, true)
}

func (g *Game) do(a Action, traced bool) ([]Event, []*State, error) {
	var reuse *State
	if n := len(g.spare); n > 0 {
		reuse, g.spare = g.spare[n-1], g.spare[:n-1]
	}
	before := g.State.cloneInto(reuse)
	rng := g.State.Dice.State
	rolls := g.State.Dice.Rolls
	ev, after, err := g.State.apply(a, traced)
	if err != nil {
		g.spare = append(g.spare, before)
		return nil, nil, err
	}
	g.Log = append(g.Log, a)
	if g.State.Dice.Rolls != rolls || g.State.Dice.State != rng {
		// the dice have spoken: no taking it back
		g.spare = append(g.spare, before)
		for _, u := range g.undo {
			if len(g.spare) >= maxSpare {
				break
			}
			g.spare = append(g.spare, u)
		}
		clear(g.undo)
		g.undo = g.undo[:0]
	} else {
		g.undo = append(g.undo, before)
	}
	return ev, after, nil
}

// maxSpare bounds the snapshots a game keeps for reuse.
const maxSpare = 32

// CanUndo reports whether the last action can be taken back.
func (g *Game) CanUndo() bool { return len(g.undo) > 0 && !g.State.Over }

// Undo takes back the last action, if no die has been rolled since.
func (g *Game) Undo() error {
	if g.State.Over {
		return fmt.Errorf("the game is over: its victory assessment stands (5.0)")
	}
	if len(g.undo) == 0 {
		return fmt.Errorf("nothing to undo: the last action rolled dice, or there is none")
	}
	g.State = g.undo[len(g.undo)-1]
	g.undo = g.undo[:len(g.undo)-1]
	g.Log = g.Log[:len(g.Log)-1]
	return nil
}

// Replay plays a log from the start, returning the game and every event.
// It fails on the first action that is not legal, naming it.
func Replay(r *Rules, sc *Scenario, seed uint64, log []Action) (*Game, []Event, error) {
	g, err := New(r, sc, seed)
	if err != nil {
		return nil, nil, err
	}
	var all []Event
	for i, a := range log {
		ev, err := g.Apply(a)
		if err != nil {
			return g, all, fmt.Errorf("action %d (%s): %w", i+1, a.Type, err)
		}
		all = append(all, ev...)
	}
	return g, all, nil
}
