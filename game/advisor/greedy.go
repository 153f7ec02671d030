package advisor

import (
	"kandahar/game"
)

// Greedy plays like a sensible beginner, one rule of thumb per situation:
// it buys what the mission in play needs, walks one team to it by quiet
// hexes, runs for a base camp when detected, escapes when detected far
// from one, fights only at good odds, and forfeits a mission it cannot
// pay for. It keeps no memory between calls and rolls no dice, so the
// same position always gets the same answer.
type Greedy struct {
	// MaxTurns ends the game at the next Success Determination Phase
	// after this turn: a last guard against a mission it can never reach.
	MaxTurns int
}

// NewGreedy makes the greedy player.
func NewGreedy() *Greedy { return &Greedy{MaxTurns: 300} }

func (*Greedy) Name() string { return "greedy" }

func (g *Greedy) Choose(s *game.State) game.Action {
	return legalOr(s, g.choose(s))
}

func (g *Greedy) choose(s *game.State) game.Action {
	if s.Pending != nil {
		return decide(s)
	}
	switch s.Phase {
	case game.PhaseSetup:
		return setUp(s)
	case game.PhaseMission:
		return shop(s)
	case game.PhaseMovement:
		if s.Move != nil {
			// the move goes on no further; a forfeit would wait for it
			return game.Action{Type: game.ActEndMove}
		}
		// the plan is worked out once for every rule of thumb below
		pl := missionPlan(s)
		if a, ok := giveUp(s, pl); ok {
			return a
		}
		return march(s, pl)
	case game.PhaseCombat:
		return fight(s)
	case game.PhaseSuccess:
		if s.Turn >= g.MaxTurns {
			return game.Action{Type: game.ActEndGame}
		}
		if a, ok := giveUp(s, missionPlan(s)); ok {
			return a
		}
	}
	return endPhase
}

var endPhase = game.Action{Type: game.ActEndPhase}

// legalOr keeps a player's choice if the rules allow it, else falls back
// on the first legal action, so a gap in a rule of thumb never stops a
// game (legal.go lists ending the phase first when it is allowed).
func legalOr(s *game.State, a game.Action) game.Action {
	if s.Check(a) == nil {
		return a
	}
	if s.Move != nil {
		return game.Action{Type: game.ActEndMove}
	}
	if all := s.LegalActions(); len(all) > 0 {
		return all[0]
	}
	return a
}
