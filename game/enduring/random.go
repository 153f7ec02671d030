package enduring

import (
	"fmt"
	"slices"

	"kandahar/game/table"
)

// Player chooses an action among the legal ones.
type Player interface {
	Choose(s *State, legal []Action) Action
}

// RandomPlayer picks uniformly, with its own dice (it never sees the
// game's), ending a player phase only now and then so that it acts. With
// Keep above zero it buys nothing that would take NP under Keep, so that
// its games run to the last turn more often.
type RandomPlayer struct {
	Dice table.Dice
	Keep int
}

func (p *RandomPlayer) Choose(s *State, legal []Action) Action {
	if p.Keep > 0 && s.Q == nil {
		legal = slices.DeleteFunc(slices.Clone(legal), func(a Action) bool {
			return s.NP-s.ActionCost(a) < p.Keep && s.ActionCost(a) > 0
		})
	}
	if len(legal) > 1 && legal[len(legal)-1].Kind == ActEndPhase && p.Dice.Intn(4) != 0 {
		return legal[p.Dice.Intn(len(legal)-1)]
	}
	return legal[p.Dice.Intn(len(legal))]
}

// ActionCost is the NP an action spends.
func (s *State) ActionCost(a Action) int {
	switch a.Kind {
	case ActMobilize:
		return s.npCost(a.Unit)
	case ActMobilizeNA:
		return s.Rules.NP["cost-na"].Fixed
	case ActRefit:
		if s.Type(a.Unit).Class == Air {
			return s.Rules.NP["refit-air"].Fixed
		}
		return s.Rules.NP["refit-ground"].Fixed
	}
	return 0
}

// Play plays a whole game with a player. With check, the invariants are
// checked after every action and a broken one is returned as an error.
func Play(s *State, pl Player, check bool) (int, error) {
	n := 0
	if check {
		if err := s.Invariants(); err != nil {
			return n, fmt.Errorf("after set-up: %w", err)
		}
	}
	for s.Phase != PhGameOver {
		legal := s.Legal()
		if len(legal) == 0 {
			return n, fmt.Errorf("no legal action in %s", s.Phase)
		}
		a := pl.Choose(s, legal)
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
