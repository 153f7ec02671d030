package advisor

import (
	"kandahar/game"
)

// plan is how the mission in play can be done: the gear on the map that
// answers one of its alternatives (6.1), and what is still to buy for it.
type plan struct {
	hex  game.Hex       // the mission's hex
	have []game.PieceID // gear on the map, one piece per name asked
	buy  []game.PieceID // pieces for sale that complete the alternative
	cost int            // their price
	ok   bool           // affordable with the PP in hand
}

// missionPlan picks, among the mission's alternatives, the one cheapest to
// complete with the PP in hand, counting gear already on the map as free
// (taking the piece nearest the mission when there are several). Ties go
// to the alternative with fewer pieces to haul.
func missionPlan(s *game.State) plan {
	if s.Mission == game.None {
		return plan{}
	}
	h := s.P(s.Mission).Hex
	best := plan{hex: h, cost: -1}
	for _, alt := range s.Spec(s.Mission).Requires {
		p := plan{hex: h}
		for _, name := range alt {
			if id := nearestGear(s, name, h, p.have); id != game.None {
				p.have = append(p.have, id)
				continue
			}
			id := cheapestForSale(s, name, p.buy)
			if id == game.None {
				p.cost = 1 << 30 // nobody sells it: this alternative is out
				break
			}
			p.buy = append(p.buy, id)
			p.cost += s.Price(id)
		}
		p.ok = p.cost <= s.PP
		if !p.ok {
			continue
		}
		if best.cost < 0 || p.cost < best.cost || p.cost == best.cost && len(p.have)+len(p.buy) < len(best.have)+len(best.buy) {
			best = p
		}
	}
	if len(s.Spec(s.Mission).Requires) == 0 {
		return plan{hex: h, ok: true}
	}
	if best.cost < 0 {
		return plan{hex: h}
	}
	return best
}

// nearestGear is the gear piece on the map nearest h that counts as name,
// not already in use.
func nearestGear(s *game.State, name string, h game.Hex, used []game.PieceID) game.PieceID {
	best, bestD := game.None, 1<<30
	for i := range s.Pieces {
		id, p := game.PieceID(i+1), &s.Pieces[i]
		if p.Place != game.OnMap || p.Armed {
			continue
		}
		if sp := s.Spec(id); sp.Kind != game.KindGear || !sp.Satisfies(name) || contains(used, id) {
			continue
		}
		if d := game.Distance(p.Hex, h); d < bestD {
			best, bestD = id, d
		}
	}
	return best
}

// cheapestForSale is the cheapest piece in the shop that counts as name.
// Green Beret pieces (16.0) wait for their surcharge roll, so they are
// bought only once rolled.
func cheapestForSale(s *game.State, name string, used []game.PieceID) game.PieceID {
	best := game.None
	for i := range s.Pieces {
		id := game.PieceID(i + 1)
		sp, p := s.Spec(id), &s.Pieces[i]
		if sp.Kind != game.KindGear || p.Place != game.Available || !sp.Satisfies(name) || contains(used, id) {
			continue
		}
		if sp.Has(game.TagOldStock) && (!s.Options.NewOldStock || !p.Rolled) {
			continue
		}
		if best == game.None || s.Price(id) < s.Price(best) {
			best = id
		}
	}
	return best
}

func contains[T comparable](ids []T, id T) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// nearestCamp is the base camp hex nearest h, and its distance; false
// when no camp stands.
func nearestCamp(s *game.State, h game.Hex) (game.Hex, int, bool) {
	best, bestD := game.NoHex, 1<<30
	for _, c := range s.CampHexes() {
		if d := game.Distance(c, h); d < bestD {
			best, bestD = c, d
		}
	}
	return best, bestD, best != game.NoHex
}
