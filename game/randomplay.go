package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// RandomAction picks a legal action at random: first a kind of action,
// then one of that kind, so that ending a phase is as likely as one of a
// thousand possible moves. Ending the game early is rare. It returns false
// when there is nothing to do.
func RandomAction(s *State, rng *rand.Rand) (Action, bool) {
	// The draw is made from LegalActions' list without building all of
	// it: the big families of actions (moves, camp sites) are counted, and
	// only the action drawn is made.
	l := s.legal()
	if l.len() == 0 {
		return Action{}, false
	}
	var types []ActionType
	var counts []int
	count := func(t ActionType, n int) {
		i := slices.Index(types, t)
		if i < 0 {
			types, counts = append(types, t), append(counts, 0)
			i = len(types) - 1
		}
		counts[i] += n
	}
	l.each(func(a *Action) bool { count(a.Type, 1); return true },
		func(f *family) bool { count(f.typ, f.n); return true })
	for {
		i := rng.IntN(len(types))
		t := types[i]
		if t == ActEndGame && len(types) > 1 && rng.IntN(50) != 0 {
			continue
		}
		k := rng.IntN(counts[i])
		var out Action
		l.each(func(a *Action) bool {
			if a.Type == t {
				if k == 0 {
					out = *a
					return false
				}
				k--
			}
			return true
		}, func(f *family) bool {
			if f.typ == t {
				if k < f.n {
					out = f.get(k)
					return false
				}
				k -= f.n
			}
			return true
		})
		return out, true
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
