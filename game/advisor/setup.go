package advisor

import (
	"slices"
	"strings"
	"sync"

	"kandahar/game"
)

// setUp buys nothing extra, pitches the camp where the missions left in
// the cup are nearest on average, and leaves every piece in it.
func setUp(s *game.State) game.Action {
	if s.SetupStep == game.SetupCamps || s.Phase == game.PhaseMission {
		for i := range s.Pieces {
			if id := game.PieceID(i + 1); s.Spec(id).Kind == game.KindBaseCamp && s.P(id).Place == game.Bought {
				return game.Action{Type: game.ActPlaceCamp, Piece: id, Hex: campSite(s)}
			}
		}
	}
	return endPhase
}

// campSite is the legal camp site nearest, summed over the three
// placement hexes of every mission still in the cup and of the mission in
// play, where the missions can turn up (7.0).
func campSite(s *game.State) game.Hex {
	var targets []game.Hex
	var key strings.Builder
	for _, id := range s.IDs() {
		sp, p := s.Spec(id), s.P(id)
		if sp.Kind == game.KindMission && (p.Place == game.InCup || id == s.Mission) {
			if id == s.Mission {
				targets = append(targets, p.Hex, p.Hex, p.Hex) // weigh the mission in play
				key.WriteString(p.Hex.String())
			}
			targets = append(targets, sp.Placement[:]...)
			key.WriteString(sp.ID)
		}
	}
	sites := s.CampSites()
	key.WriteString("|")
	for _, c := range s.CampHexes() {
		key.WriteString(c.String()) // taken sites change the list
	}
	for _, e := range s.OnMapOf(game.KindEnemy) {
		key.WriteString(s.P(e).Hex.String())
	}
	k := siteKey{s.Rules(), key.String()}
	if h, ok := siteCache.Load(k); ok {
		return h.(game.Hex)
	}
	best, bestSum := game.NoHex, 1<<30
	for _, h := range sites {
		sum := 0
		for _, t := range targets {
			sum += game.Distance(h, t)
		}
		if sum < bestSum {
			best, bestSum = h, sum
		}
	}
	if len(sites) > 0 && !slices.Contains(sites, best) {
		best = sites[0]
	}
	siteCache.Store(k, best)
	return best
}

type siteKey struct {
	rules *game.Rules
	key   string
}

// siteCache remembers camp sites: every standard game starts with the
// same question, and the search looks at every hex of the map.
var siteCache sync.Map

// shop buys what the mission in play needs, for the camp nearest it;
// with no camp standing it buys and pitches one first.
func shop(s *game.State) game.Action {
	if a := setUp(s); a.Type == game.ActPlaceCamp {
		return a
	}
	if len(s.CampHexes()) == 0 {
		for _, id := range s.IDs() {
			if s.Spec(id).Kind == game.KindBaseCamp && s.P(id).Place == game.Available && s.Price(id) <= s.PP {
				return game.Action{Type: game.ActBuy, Piece: id}
			}
		}
		return endPhase
	}
	p := missionPlan(s)
	if !p.ok {
		return endPhase
	}
	buy := game.None
	if len(p.buy) > 0 {
		buy = p.buy[0]
	} else if w := firepowerToBuy(s); w != game.None {
		buy = w
	} else if q := quietKitToBuy(s); q != game.None {
		buy = q
	} else {
		return endPhase
	}
	a := game.Action{Type: game.ActBuy, Piece: buy}
	if camps := s.CampHexes(); len(camps) > 1 {
		a.Hex, _, _ = nearestCamp(s, p.hex)
	}
	return a
}

// brokePP is the PP below which a player that cannot pay for the
// mission in play ends the game rather than forfeit on.
const brokePP = 10

// giveUp forfeits a mission that cannot be done: the PP in hand cannot
// pay for its gear (PP only grow by accomplishing it), or the gear was
// lost after the Mission Objective Placement Phase, the only time to buy
// (4.0). It ends the game instead when that was the last mission, at
// once: the game may be ended in any phase (5.0, ruling M11), and every
// turn played on only risks a team.
func giveUp(s *game.State, p plan) (game.Action, bool) {
	if s.Mission == game.None {
		return game.Action{}, false
	}
	if p.ok && len(p.buy) == 0 {
		return game.Action{}, false
	}
	// nearly broke, the missions to come could not be paid for either:
	// stop the forfeits by ending the game (5.0)
	if len(s.InCup(game.KindMission)) == 0 || !p.ok && s.PP < brokePP {
		a := game.Action{Type: game.ActEndGame}
		return a, s.Check(a) == nil
	}
	a := game.Action{Type: game.ActForfeit}
	return a, s.Check(a) == nil
}

// quietGear are the pieces that take noise off a team (12.0): a raft
// also adds to its movement (10.4), camouflage slows it a little.
var quietGear = []string{"Raft/Scuba", "Camouflage", "Night Vision"}

// quietKitToBuy is the next piece of quiet gear worth buying once the
// mission's needs are paid for: one of each, while 20 PP stay in hand for
// the missions to come.
func quietKitToBuy(s *game.State) game.PieceID {
	for _, name := range quietGear {
		if nearestGear(s, name, game.NoHex, nil) != game.None {
			continue
		}
		if id := cheapestForSale(s, name, nil); id != game.None && s.PP-s.Price(id) >= 20 {
			return id
		}
	}
	return game.None
}

// Misadventure (17.0) accomplishes a mission only when a d6 times ten
// falls below the stack's attack value, which a bare team (2) never
// beats. So with it on, the greedy player carries weapons, the quieter
// and lighter first, until its weapons add up to misadventureFire.
var fireGear = []string{"Sniper", "M203", "M249", "AT-4"}

const misadventureFire = 19 // with the team's 2: a d6 of 1 or 2 succeeds

// firepowerToBuy is the next weapon worth buying under 17.0, while 10 PP
// stay in hand.
func firepowerToBuy(s *game.State) game.PieceID {
	if !s.Options.Misadventure || weaponFire(s) >= misadventureFire {
		return game.None
	}
	for _, name := range fireGear {
		if id := cheapestForSale(s, name, nil); id != game.None && s.PP-s.Price(id) >= 10 {
			return id
		}
	}
	return game.None
}

// weaponFire adds up the attack values of the weapons on the map.
func weaponFire(s *game.State) int {
	sum := 0
	for _, id := range s.OnMapOf(game.KindGear) {
		if s.Spec(id).Has(game.TagWeapon) && !s.Spec(id).Has(game.TagAirSupport) {
			sum += s.Firepower(id)
		}
	}
	return sum
}
