package advisor

import (
	"math/rand/v2"

	"kandahar/game"
)

// Random is the random player the engine's tests use (game.RandomAction):
// a kind of action at random, then one of that kind.
type Random struct{ rng *rand.Rand }

// NewRandom makes a random player with its own seeded numbers.
func NewRandom(seed uint64) *Random { return &Random{rng: rand.New(rand.NewPCG(seed, 0x7261))} }

func (*Random) Name() string { return "random" }

func (r *Random) Choose(s *game.State) game.Action {
	a, _ := game.RandomAction(s, r.rng)
	return a
}
