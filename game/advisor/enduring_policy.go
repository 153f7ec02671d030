package advisor

import (
	"fmt"
	"strings"

	"kandahar/game/enduring"
)

// EnduringPlayer is a computer player of Enduring Freedom.
type EnduringPlayer = Policy[*enduring.State, enduring.Action]

// EnduringPolicies are Enduring Freedom's players' names, as -policy
// takes them: a random player that keeps a floor of NP, a purely random
// one, the greedy beginner and the Monte Carlo player.
var EnduringPolicies = []string{"random", "pure-random", "greedy", "mc"}

// NewEnduring makes the Enduring Freedom player named, seeded so that the
// same seed plays the same way.
func NewEnduring(policy string, seed uint64) (EnduringPlayer, error) {
	switch policy {
	case "random":
		return NewEnduringRandom(seed, EnduringFloor), nil
	case "pure-random":
		return NewEnduringRandom(seed, 0), nil
	case "greedy":
		return NewEnduringGreedy(), nil
	case "mc":
		return NewEnduringMC(seed, EnduringPlayBudget), nil
	}
	return nil, fmt.Errorf("no Enduring Freedom player called %q (there are %s)", policy, strings.Join(EnduringPolicies, ", "))
}

// EnduringMaxActions ends a game that has not ended after this many
// actions; greedy games take a few hundred.
const EnduringMaxActions = 100000

// PlayEnduring lets a player finish the game from its state, changing
// it, and returns the number of actions. With check, the state's
// invariants are checked after every action, and a broken one is an
// error.
func PlayEnduring(s *enduring.State, p EnduringPlayer, check bool) (int, error) {
	n := 0
	if check {
		if err := s.Invariants(); err != nil {
			return n, fmt.Errorf("before play: %w", err)
		}
	}
	for !s.Over() {
		a := p.Choose(s)
		if _, err := s.Apply(a); err != nil {
			return n, fmt.Errorf("%s chose a refused action %d (%s): %w", p.Name(), n, a.Kind, err)
		}
		n++
		if check {
			if err := s.Invariants(); err != nil {
				return n, fmt.Errorf("turn %d, %s, after action %d (%s): %w", s.Turn, s.Phase, n, a.Kind, err)
			}
		}
		if n >= EnduringMaxActions {
			return n, fmt.Errorf("the game did not end after %d actions", n)
		}
	}
	return n, nil
}
