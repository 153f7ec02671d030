package game

import (
	"fmt"
	"math/rand/v2"
)

// RandomAction picks a legal action at random: first a kind of action,
// then one of that kind, so that ending a phase is as likely as one of a
// thousand possible moves. Ending the game early is rare. It returns false
// when there is nothing to do.
func RandomAction(s *State, rng *rand.Rand) (Action, bool) {
	legal := s.LegalActions()
	if len(legal) == 0 {
		return Action{}, false
	}
	byType := map[ActionType][]Action{}
	var types []ActionType
	for _, a := range legal {
		if _, ok := byType[a.Type]; !ok {
			types = append(types, a.Type)
		}
		byType[a.Type] = append(byType[a.Type], a)
	}
	for {
		t := types[rng.IntN(len(types))]
		if t == ActEndGame && len(types) > 1 && rng.IntN(50) != 0 {
			continue
		}
		as := byType[t]
		return as[rng.IntN(len(as))], true
	}
}

// PlayRandom plays up to max random actions, checking the invariants after
// each. It stops at the end of the game, at the first broken invariant
// (returned), or after max actions.
func PlayRandom(g *Game, rng *rand.Rand, max int) error {
	for i := 0; i < max && !g.State.Over; i++ {
		a, ok := RandomAction(g.State, rng)
		if !ok {
			return fmt.Errorf("no legal action in %s, turn %d (pending %+v)", g.State.Phase, g.State.Turn, g.State.Pending)
		}
		if _, err := g.Do(a); err != nil {
			return err
		}
		if err := g.State.CheckInvariants(); err != nil {
			return &InvariantError{After: a, Step: i, Err: err}
		}
	}
	return nil
}

// InvariantError reports the action after which an invariant broke.
type InvariantError struct {
	After Action
	Step  int
	Err   error
}

func (e *InvariantError) Error() string {
	return "after action " + e.After.String() + ": " + e.Err.Error()
}
