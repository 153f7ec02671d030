package game

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// RandomAction picks a legal action at random: first a kind of action,
// then one of that kind, so that ending a phase is as likely as one of a
// thousand possible moves. Ending the game early is rare: it is drawn only
// in the Success Determination Phase (or when nothing else is legal), so
// that random games play on to their end. It returns false when there is
// nothing to do.
func RandomAction(s *State, rng *rand.Rand) (Action, bool) {
	// The draw is made from LegalActions' list without building all of
	// it: only the families (moves, camp sites) of the type drawn are
	// counted, and only the action drawn is made.
	l := s.legal()
	defer l.release()
	if l.empty() {
		return Action{}, false
	}
	var types []ActionType
	add := func(t ActionType) {
		if !slices.Contains(types, t) {
			types = append(types, t)
		}
	}
	l.each(func(a *Action) bool { add(a.Type); return true },
		func(f *family) bool { add(f.typ); return true })
	if i := slices.Index(types, ActEndGame); i >= 0 && len(types) > 1 && s.Phase != PhaseSuccess {
		types = slices.Delete(types, i, i+1)
	}
	for {
		t := types[rng.IntN(len(types))]
		if t == ActEndGame && len(types) > 1 && rng.IntN(50) != 0 {
			continue
		}
		n := 0
		l.each(func(a *Action) bool {
			if a.Type == t {
				n++
			}
			return true
		}, func(f *family) bool {
			if f.typ == t {
				n += f.size()
			}
			return true
		})
		k := rng.IntN(n)
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
				if n := f.size(); k >= n {
					k -= n
				} else {
					out = f.get(k)
					return false
				}
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
		if _, err := g.Apply(a); err != nil {
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
