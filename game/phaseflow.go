package game

import "slices"

// Phase flow: which phases the client may pass for the player, and what
// to ask before the player leaves the shop without the mission's gear.

// OnlyEndPhase reports whether the player can do nothing in this phase
// but end it: a Friendly Combat Phase in which no team may attack (no
// enemy unit next to or in the hex of an SF team that has not attacked,
// 13.0) and no optional first aid or booby trap is open (18.2, 18.3).
//
// Three things stay possible that do not hold the phase: gear changing
// hands, which counts only for the next move (9.0) and can be done in the
// next movement phase, forfeiting the mission, which is open again in
// this turn's Success Determination Phase (7.2), and ending the game,
// open in every phase (5.0, ruling M11).
func (s *State) OnlyEndPhase() bool {
	if s.Over || s.Pending != nil || s.Move != nil || len(s.Tasks) > 0 || s.Phase != PhaseCombat {
		return false
	}
	if s.Check(Action{Type: ActEndPhase}) != nil {
		return false
	}
	for _, a := range s.LegalActions() {
		switch a.Type {
		case ActEndPhase, ActForfeit, ActCarry, ActEndGame:
		default:
			return false
		}
	}
	return true
}

// Shortfall is the gear the current mission still lacks (6.1): what to
// buy for the alternative of its requirements nearest to hand.
type Shortfall struct {
	Needs []string // the gear to buy, by name; nil when nothing is lacking or there is no mission
	Price int      // what it costs together, in PP
	// Affordable: every piece of it is on sale now and together they cost
	// no more than the PP left. A Green Beret piece not yet rolled for
	// (16.0) counts at its price before the roll.
	Affordable bool
}

// MissionShortfall says which gear the current mission needs that the
// Special Forces do not have on the map, and whether the PP left buy it.
// Of the mission's alternatives (6.1) it takes one the SF already hold
// (then nothing is lacking), else the cheapest affordable one, else the
// cheapest.
func (s *State) MissionShortfall() Shortfall {
	if s.Mission == None {
		return Shortfall{}
	}
	var best Shortfall
	found := false
	for _, all := range s.Spec(s.Mission).Requires {
		sf := s.shortfallOf(all)
		if len(sf.Needs) == 0 {
			return Shortfall{}
		}
		better := !found || sf.Affordable && !best.Affordable ||
			sf.Affordable == best.Affordable && sf.Price < best.Price
		if better {
			best, found = sf, true
		}
	}
	return best
}

// shortfallOf is what one alternative of a mission's requirements lacks:
// each name wants a piece of its own on the map (gear the SF have), or
// failing that the cheapest one for sale.
func (s *State) shortfallOf(all []string) Shortfall {
	used := map[PieceID]bool{}
	sf := Shortfall{Affordable: true}
	for _, name := range all {
		held := None
		for i := range s.Pieces {
			id := PieceID(i + 1)
			if s.Pieces[i].Place == OnMap && !used[id] && s.Spec(id).Kind == KindGear && s.Spec(id).Satisfies(name) {
				held = id
				break
			}
		}
		if held != None {
			used[held] = true
			continue
		}
		sf.Needs = append(sf.Needs, name)
		// the cheapest piece on sale now; only when none is, the cheapest
		// of those the shop holds (an old-stock piece with 16.0 off), to
		// say it cannot be had
		buy, price, sale := None, 0, false
		for i := range s.Pieces {
			id := PieceID(i + 1)
			if s.Pieces[i].Place != Available || used[id] || !s.Spec(id).Satisfies(name) || s.Spec(id).Kind != KindGear {
				continue
			}
			on := s.onSale(id)
			if buy == None || on && !sale || on == sale && s.Price(id) < price {
				buy, price, sale = id, s.Price(id), on
			}
		}
		if buy == None {
			sf.Affordable = false
			continue
		}
		used[buy] = true
		sf.Price += price
		if !sale {
			sf.Affordable = false
		}
	}
	if sf.Price > s.PP {
		sf.Affordable = false
	}
	return sf
}

// onSale reports whether a piece may be bought now, its price aside: the
// shop's verdict on it is yes, too dear, or roll the surcharge first.
func (s *State) onSale(id PieceID) bool {
	camps := s.CampHexes()
	a := Action{Type: ActBuy, Piece: id}
	if s.Phase == PhaseMission && len(camps) > 1 {
		a.Hex = camps[0]
	}
	return slices.Contains([]RefuseCode{"", RefuseCannotAfford, RefuseRollFirst}, CodeOf(s.Check(a)))
}

// PhasePass is the log line for a phase that OnlyEndPhase lets pass by
// itself, citing why: no team next to an enemy unit (13.0), or every team
// that could attack has done so (13.2). ok is false when the phase holds
// something for the player.
func (s *State) PhasePass() (line Event, ok bool) {
	if !s.OnlyEndPhase() {
		return Event{}, false
	}
	for _, t := range s.OnMapOf(KindTeam) {
		if s.P(t).Attacked {
			return Event{Type: EvInfo, Rule: "13.2", Text: "Every team that could attack has attacked: the Friendly Combat Phase passes by itself."}, true
		}
	}
	return Event{Type: EvInfo, Rule: "13.0", Text: "No team is next to an enemy unit: the Friendly Combat Phase passes by itself."}, true
}
