package advisor

import (
	"kandahar/game"
)

// fight is the Friendly Combat Phase: a stack the enemy already knows
// about attacks the unit it beats most surely, if the odds are good. An
// unseen stack never attacks: combat gives it away (12.4).
func fight(s *game.State) game.Action {
	best, bestWin := endPhase, 25 // out of 36: better than 7 in 10
	for _, t := range s.OnMapOf(game.KindTeam) {
		p := s.P(t)
		if !p.Detected || p.Attacked {
			continue
		}
		for _, e := range s.OnMapOf(game.KindEnemy) {
			eh := s.P(e).Hex
			if eh != p.Hex && !game.Adjacent(eh, p.Hex) {
				continue
			}
			if o := s.AttackPreview(p.Hex, e, nil); o.Win > bestWin {
				a := game.Action{Type: game.ActAttack, Hex: p.Hex, Target: e}
				if s.Check(a) == nil {
					best, bestWin = a, o.Win
				}
			}
		}
	}
	return best
}

// decide answers the game's questions.
func decide(s *game.State) game.Action {
	d := s.Pending
	choose := func(i int) game.Action { return game.Action{Type: game.ActChoose, Option: i} }
	switch d.Kind {
	case game.DecEscape:
		return choose(escapeChoice(s))
	case game.DecCasualtyTeam:
		// a team already hurt would be lost: the casualty goes elsewhere
		for i, o := range d.Options {
			if o.Piece != game.None && s.P(o.Piece).Casualty == game.None {
				return choose(i)
			}
		}
	case game.DecGearLoss:
		// lose the cheapest piece the mission does not need
		need := missionPlan(s).have
		best, bestV := 0, 1<<30
		for i, o := range d.Options {
			if o.Piece == game.None {
				continue
			}
			v := s.Price(o.Piece)
			if contains(need, o.Piece) {
				v += 1000
			}
			if v < bestV {
				best, bestV = i, v
			}
		}
		return choose(best)
	case game.DecPursuitHex:
		// send the enemy the long way: the hex farthest from our teams
		best, bestD := 0, -1
		for i, o := range d.Options {
			dist := 1 << 30
			for _, t := range s.OnMapOf(game.KindTeam) {
				dist = min(dist, game.Distance(o.Hex, s.P(t).Hex))
			}
			if dist > bestD {
				best, bestD = i, dist
			}
		}
		return choose(best)
	case game.DecPursuitTarget:
		// chase the team nearest a camp: it will be safe soonest
		best, bestD := 0, 1<<30
		for i, o := range d.Options {
			if _, dist, ok := nearestCamp(s, o.Hex); ok && dist < bestD {
				best, bestD = i, dist
			}
		}
		return choose(best)
	}
	return choose(0)
}

// escapeChoice always escapes a detection (12.3), to the camp nearest
// the mission: measured over whole games, a team that stays to finish
// the mission is lost far more often than the forfeit it saves is worth.
// Deciding when staying pays is left to the Monte Carlo player.
func escapeChoice(s *game.State) int {
	d := s.Pending
	at := d.Options[0].Hex
	goal := at
	if s.Mission != game.None {
		goal = s.P(s.Mission).Hex
	}
	best, bestD := 0, 1<<30
	for i, o := range d.Options[1:] {
		if dist := game.Distance(o.Hex, goal); dist < bestD {
			best, bestD = i+1, dist
		}
	}
	return best
}
