package advisor

import "kandahar/game"

// MaxActions ends a game that has not ended by itself after this many
// actions: a player that never ends its game (a random one wandering)
// still gets a result. Whole greedy games take a few hundred.
const MaxActions = 20000

// Result is how one game ended.
type Result struct {
	game.Assessment
	Turns, Actions int
	Finished       bool // false: stopped at MaxActions
	Defeat         bool // every team lost (5.0)
}

// Play lets the player finish the game from its state, changing it, and
// returns the assessment. It plays on the state directly, without the
// undo snapshots a game.Game keeps, which only a person needs.
func Play(s *game.State, p Player) Result {
	n := 0
	g, _ := p.(*Greedy)
	for ; n < MaxActions && !s.Over; n++ {
		if g != nil {
			// the greedy player's choice is tried as it is: Advance checks
			// it anyway and changes nothing when it is illegal, so checking
			// it first too (Choose's legalOr) would be done twice
			if s.Advance(g.choose(s)) == nil {
				continue
			}
		}
		if err := s.Advance(p.Choose(s)); err != nil {
			// a player's bug: say so loudly in tests, never loop on it
			panic(p.Name() + " chose an illegal action: " + err.Error())
		}
	}
	return Result{Assessment: s.Victory(), Turns: s.Turn, Actions: n, Finished: s.Over, Defeat: s.AllTeamsLost}
}
