package advisor

import (
	"slices"

	"kandahar/game/enduring"
	"kandahar/game/table"
)

// EnduringFloor is the NP the random player ("random") will not spend
// below: the pure random one buys down to the last point (the rules keep
// that one, 5.1), and any loss then ends the game in a catastrophe.
const EnduringFloor = 30

// EnduringRandom plays uniformly among the legal actions, with its own
// dice (never the game's), ending a player phase only now and then so
// that it acts. With a floor above zero it is the random floor of the
// balance page: it buys nothing that takes NP under the floor and makes
// no move that overfills a zone it would then have to thin out (8.9);
// with none it is the pure random player.
type EnduringRandom struct {
	dice  table.Dice
	floor int
}

// NewEnduringRandom makes a random player with its own seeded dice.
func NewEnduringRandom(seed uint64, floor int) *EnduringRandom {
	return &EnduringRandom{dice: table.NewDice(seed ^ 0x9e3779b97f4a7c15), floor: floor}
}

func (p *EnduringRandom) Name() string {
	if p.floor > 0 {
		return "random"
	}
	return "pure-random"
}

func (p *EnduringRandom) Choose(s *enduring.State) enduring.Action {
	legal := s.Legal()
	if p.floor > 0 && s.Q == nil {
		legal = slices.DeleteFunc(legal, func(a enduring.Action) bool {
			if c := s.ActionCost(a); c > 0 && s.NP-c < p.floor {
				return true
			}
			return (a.Kind == enduring.ActGroundMove || a.Kind == enduring.ActAirMove || a.Kind == enduring.ActMobilizeNA) &&
				a.To.IsZone() && s.StackRoom(a.To) <= 0
		})
	}
	if len(legal) > 1 && legal[len(legal)-1].Kind == enduring.ActEndPhase && p.dice.Intn(4) != 0 {
		return legal[p.dice.Intn(len(legal)-1)]
	}
	return legal[p.dice.Intn(len(legal))]
}
