// Package advisor holds players that choose the next action of a game of
// Kandahar from what the player can know: a random one, a greedy one that
// plays like a sensible beginner, and a Monte Carlo one that tries the
// greedy player's best few actions in many imagined futures and keeps the
// one that scores best. None of them reads the game's own dice or the
// order of its cups: a player that looks ahead plays on copies of the
// position with those redrawn from its own random numbers
// (game.State.Determinize).
package advisor

import (
	"fmt"
	"strings"

	"kandahar/game"
)

// Policy chooses the next action of a game whose positions are S and
// whose actions are A: every computer player of every game the app plays
// is one, so that the simulator, the hint and the window's hint serve
// either game alike. A player keeps its own random numbers, so it is not
// safe for use by two goroutines at once: give each its own (New).
type Policy[S, A any] interface {
	// Name is the policy's name on the command line: random, greedy, mc.
	Name() string
	// Choose picks a legal action. The game must not be over.
	Choose(s S) A
}

// Player is a computer player of Kandahar.
type Player = Policy[*game.State, game.Action]

// Policies are the players' names, as -policy takes them.
var Policies = []string{"random", "greedy", "mc"}

// New makes the player named, seeded so that the same seed plays the same
// way.
func New(policy string, seed uint64) (Player, error) {
	switch policy {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(), nil
	case "mc":
		return NewMC(seed, PlayBudget), nil
	}
	return nil, fmt.Errorf("no player called %q (there are %s)", policy, strings.Join(Policies, ", "))
}
