package enduring

import (
	"fmt"
	"slices"

	"kandahar/game/table"
)

// testPlayer is the engine's own tests' player: uniform among the legal
// actions, with its own dice, ending a player phase only now and then so
// that it acts; with keep above zero it buys nothing that takes NP under
// keep. The project's computer players live in game/advisor, which
// imports this package, so the engine's tests keep this small one.
type testPlayer struct {
	dice table.Dice
	keep int
}

func newTestPlayer(seed uint64, keep int) *testPlayer {
	return &testPlayer{dice: table.NewDice(seed ^ 0x5eed), keep: keep}
}

func (p *testPlayer) choose(s *State, legal []Action) Action {
	if p.keep > 0 && s.Q == nil {
		legal = slices.DeleteFunc(slices.Clone(legal), func(a Action) bool {
			c := s.ActionCost(a)
			return c > 0 && s.NP-c < p.keep
		})
	}
	if len(legal) > 1 && legal[len(legal)-1].Kind == ActEndPhase && p.dice.Intn(4) != 0 {
		return legal[p.dice.Intn(len(legal)-1)]
	}
	return legal[p.dice.Intn(len(legal))]
}

// playTest plays a game to its end; with check, the invariants after
// every action.
func playTest(s *State, p *testPlayer, check bool) (int, error) {
	n := 0
	if check {
		if err := s.Invariants(); err != nil {
			return n, fmt.Errorf("after set-up: %w", err)
		}
	}
	for !s.Over() {
		legal := s.Legal()
		if len(legal) == 0 {
			return n, fmt.Errorf("no legal action in %s", s.Phase)
		}
		a := p.choose(s, legal)
		if _, err := s.Apply(a); err != nil {
			return n, fmt.Errorf("action %d (%v) refused: %w", n, a, err)
		}
		n++
		if check {
			if err := s.Invariants(); err != nil {
				return n, fmt.Errorf("turn %d, %s, after action %d (%s): %w", s.Turn, s.Phase, n, a.Kind, err)
			}
		}
		if n > 100000 {
			return n, fmt.Errorf("the game did not end after %d actions", n)
		}
	}
	return n, nil
}
