package game

import (
	"fmt"
	"math"
	"slices"
	"sort"
)

// Choices: what the player may do now, put so that the client shows it
// without repeating a rule. Each answer comes from Check, so it can never
// say yes where Check says no.

// ShopOpen reports whether purchases are made now: the set-up's buying
// step (3.2, 3.3) or the Mission Objective Placement Phase (6.0), with no
// question waiting for an answer.
func (s *State) ShopOpen() bool {
	if s.Over || s.Pending != nil {
		return false
	}
	return s.Phase == PhaseMission || (s.Phase == PhaseSetup && s.SetupStep == SetupBuy)
}

// Offer is one line of the shop: a piece for sale now, whether the player
// may buy it, and if not why not.
type Offer struct {
	Piece  PieceID // one of the identical counters for sale
	Price  int     // in PP, with any old-stock surcharge (16.0)
	Needed bool    // the current mission asks for it (6.1)
	Left   int     // how many of these identical counters the shop still has
	// Buys are the purchases to offer: one, or one per base camp when the
	// piece goes into a camp and there are several to choose from (3.5).
	Buys []Action
	// Roll is the d10 surcharge to roll before the piece can be bought
	// (16.0), when the rules allow it now; nil otherwise.
	Roll *Action
	Verdict
}

// SoldOut is the shop's line o once none of its counters is left: kept
// in its place (the client does not reorder a shop the player is
// reading) but refused, saying why, with nothing left to roll for.
func (s *State) SoldOut(o Offer) Offer {
	o.Roll, o.Left = nil, 0
	o.Verdict = Verdict{Code: RefuseNotAvailable, Reason: "None left in the shop.", Rule: RefuseNotAvailable.Rule()}
	if len(o.Buys) > 0 {
		if err := s.Check(o.Buys[0]); err != nil {
			o.Verdict = verdictOf(err)
		}
	}
	return o
}

// ShopOffers lists the shop while it is open: every kind of piece the
// rules sell at this point of the game, one line for identical counters,
// with what the mission needs first and then by kind. A piece the rules
// do not sell now is left out (gear during set-up, 3.4; Green Beret pieces
// without rule 16); one that is for sale but cannot be bought (too dear,
// no base camp to put it in, its surcharge not rolled) is listed with the
// refusal.
func (s *State) ShopOffers() []Offer {
	if !s.ShopOpen() {
		return nil
	}
	var req []string
	if s.Mission != None {
		for _, alt := range s.Spec(s.Mission).Requires {
			req = append(req, alt...)
		}
	}
	camps := s.CampHexes()
	type line struct {
		name            string
		cost, surcharge int
		rolled          bool
	}
	seen := map[line]bool{}
	left := map[line]int{}
	var out []Offer
	var lines []line
	for i := range s.Pieces {
		id, p := PieceID(i+1), &s.Pieces[i]
		if p.Place != Available {
			continue
		}
		sp := s.Spec(id)
		buys := []Action{{Type: ActBuy, Piece: id}}
		if s.Phase == PhaseMission && sp.Kind != KindBaseCamp && len(camps) > 1 {
			buys = buys[:0]
			for _, c := range camps {
				buys = append(buys, Action{Type: ActBuy, Piece: id, Hex: c})
			}
		}
		// any camp named is as good as another (campFor), so the first
		// purchase speaks for them all
		v := verdictOf(s.Check(buys[0]))
		switch v.Code {
		case RefuseNotForSale, RefuseGearNotYet, RefuseOptionOff:
			continue
		}
		k := line{sp.Name, sp.Cost, p.Surcharge, p.Rolled}
		left[k]++
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, Offer{Piece: id, Price: s.Price(id), Needed: slices.ContainsFunc(req, sp.Satisfies), Buys: buys, Verdict: v})
		if roll := (Action{Type: ActOldStock, Piece: id}); s.Check(roll) == nil {
			out[len(out)-1].Roll = &roll
		}
		lines = append(lines, k)
	}
	for i, k := range lines {
		out[i].Left = left[k]
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Needed != out[j].Needed {
			return out[i].Needed
		}
		return s.Spec(out[i].Piece).Kind < s.Spec(out[j].Piece).Kind
	})
	return out
}

// CampMoves are the base camps the player may pick up now for a d10 of
// PP, to put down elsewhere (12.11), one action each.
func (s *State) CampMoves() []Action {
	var out []Action
	for _, id := range s.OnMapOf(KindBaseCamp) {
		if act := (Action{Type: ActMoveCamp, Piece: id}); s.Check(act) == nil {
			out = append(out, act)
		}
	}
	return out
}

// CampToPlace is the base camp the player has to put on the map now:
// bought or free at set-up (3.1), or bought or picked up in the Mission
// Objective Placement Phase (12.11). None when there is none.
func (s *State) CampToPlace() PieceID {
	if s.Over || s.Pending != nil {
		return None
	}
	if !(s.Phase == PhaseSetup && s.SetupStep == SetupCamps) && s.Phase != PhaseMission {
		return None
	}
	for i := range s.Pieces {
		if s.Pieces[i].Place == Bought && s.rules.Mix.Specs[s.Pieces[i].Spec].Kind == KindBaseCamp {
			return PieceID(i + 1)
		}
	}
	return None
}

// Haul is one way of loading a piece in a hex: Cargo taken by Carrier, or
// set loose when Carrier is None, with the action that does it and the
// rules' verdict on it now.
//
// A team riding a vehicle (UH-60, CH-47, Truck, Patrol Boat, Raft/Scuba)
// is, in the rules' terms, the team hauling the vehicle: Cargo is the
// vehicle, Carrier the team, and Rides is set (10.4). A leader is cargo
// only for a vehicle (9.2, rulings P2, P10).
type Haul struct {
	Cargo, Carrier PieceID
	Rides          bool
	Act            Action
	Verdict
}

// HaulOptions lists, for the pieces in hex h, every piece that could be
// hauled (gear, vehicles, leaders) against every piece there that hauls
// anything (teams, leaders, vehicles), and setting loose what is hauled:
// the pairs the client offers when a piece is dragged onto another.
// Pairs are in id order of the cargo, then of the carrier.
//
// Plays rulings P2, P3, P4, P10 (docs/rulings.md) through Check.
func (s *State) HaulOptions(h Hex) []Haul {
	here := s.At(h)
	var out []Haul
	for _, c := range here {
		cs := s.Spec(c)
		if cs.Kind != KindGear && !cs.IsLeader() {
			continue
		}
		if cur := s.P(c).Carrier; cur != None {
			a := Action{Type: ActCarry, Piece: c, Target: None}
			out = append(out, Haul{Cargo: c, Act: a, Verdict: verdictOf(s.Check(a))})
		}
		for _, t := range here {
			ts := s.Spec(t)
			if t == c || t == s.P(c).Carrier || !(ts.Kind == KindTeam || ts.IsLeader() || ts.IsVehicle()) {
				continue
			}
			a := Action{Type: ActCarry, Piece: c, Target: t}
			out = append(out, Haul{Cargo: c, Carrier: t, Rides: ts.Kind == KindTeam && cs.IsVehicle(), Act: a, Verdict: verdictOf(s.Check(a))})
		}
	}
	return out
}

// Chance is an exact probability, Num in Den: the dice the rules roll give
// whole fractions (36ths for two d6, tenths for a d10, sixths for a d6).
type Chance struct{ Num, Den int }

// String writes the fraction unreduced, "7/36", so the dice show through.
func (c Chance) String() string { return fmt.Sprintf("%d/%d", c.Num, c.Den) }

// Percent is the chance in whole percent, rounded half up.
func (c Chance) Percent() int {
	if c.Den == 0 {
		return 0
	}
	return int(math.Floor(float64(c.Num)*100/float64(c.Den) + 0.5))
}

// Float is the chance between 0 and 1.
func (c Chance) Float() float64 {
	if c.Den == 0 {
		return 0
	}
	return float64(c.Num) / float64(c.Den)
}

// Chances are the odds of a battle as fractions of the 36 rolls of the two
// d6 (13.0): the attacker wins, both lose, the attacker loses.
func (o AttackOdds) Chances() (win, tie, lose Chance) {
	return Chance{o.Win, 36}, Chance{o.Tie, 36}, Chance{o.Lose, 36}
}

// DetectionOdds is the chance that the d10 noise check detects a stack
// making noise n (12.0).
func DetectionOdds(n int) Chance { return Chance{DetectionChance(n), 10} }

// SuppressionOdds is the chance that a weapon's d6 suppresses an enemy
// unit (15.0), and the range it fires at.
func (s *State) SuppressionOdds(weapon, target PieceID) (dist int, c Chance) {
	dist, sixths := s.SuppressionChance(weapon, target)
	return dist, Chance{sixths, 6}
}

// AttackHexes lists the hexes whose teams could attack an enemy unit: its
// own hex and those next to it that hold SF teams (13.0), in that order.
// Whether they may attack now (the phase, 13.2's once a phase) is Check's.
func (s *State) AttackHexes(target PieceID) []Hex {
	if target == None || s.P(target).Place != OnMap {
		return nil
	}
	eh := s.P(target).Hex
	var out []Hex
	for _, h := range append([]Hex{eh}, s.rules.Board.Neighbors(eh)...) {
		if s.hasKindAt(h, KindTeam) {
			out = append(out, h)
		}
	}
	return out
}
