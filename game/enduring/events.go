package enduring

import (
	"fmt"
	"slices"
)

// stepJihadEvent rolls one Jihad event and carries it out (29.1); the
// number of checks is the lower number of the level, and the level's
// changes wait until the last one (29.2).
func (s *State) stepJihadEvent() {
	if s.Step >= s.Lower() {
		if s.JihadDelta != 0 {
			d := s.JihadDelta
			s.JihadDelta = 0
			s.addJihad(d, "29.2", "the Jihad events")
		}
		s.enter(PhIslamistMobilize)
		return
	}
	s.Step++
	d := s.roll(2)
	roll := sum(d)
	row := s.Rules.Events[roll]
	if s.EventSeen[roll] {
		s.emit(Event{Type: EvEvent, Rule: "29.2", Text: fmt.Sprintf("Jihad event %d of %d: %d, %s again this turn: no effect", s.Step, s.Lower(), roll, row.Name), Dice: d, Total: roll})
		return
	}
	s.EventSeen[roll] = true
	s.emit(Event{Type: EvEvent, Rule: "29.1", Text: fmt.Sprintf("Jihad event %d of %d: %d, %s", s.Step, s.Lower(), roll, row.Name), Dice: d, Total: roll})
	s.doEvent(row.ID)
}

// doEvent carries out an event of the Islamist Events table (29.0).
func (s *State) doEvent(id string) {
	r := s.Rules
	switch id {
	case "c2-breakdown":
		s.emit(Event{Type: EvInfo, Rule: "29.0", Text: "nothing happens"})
	case "troop-rotation":
		var opts []Option
		for u := range s.Units {
			t := s.Type(u)
			if t.Class == Ground && t.USNATO() && (s.Units[u].Loc.IsZone() || s.Units[u].Loc.IsStaging()) {
				opts = append(opts, Option{Text: fmt.Sprintf("%s in %s", s.Name(u), r.PlaceName(s.Units[u].Loc)), Unit: u})
			}
		}
		if len(opts) == 0 {
			s.emit(Event{Type: EvInfo, Rule: "29.0", Text: "no US or NATO ground unit to rotate"})
			return
		}
		u := opts[s.ask("29.0", "Coalition Troop Rotation: select a US or NATO ground unit to go home to the Mobilization display", opts)].Unit
		from := s.Units[u].Loc
		s.Units[u] = Unit{Loc: BoxMobilization, Reduced: s.Units[u].Reduced, Target: Nowhere, LandedIn: Nowhere}
		s.emit(Event{Type: EvMove, Rule: "29.0", Text: fmt.Sprintf("%s rotates home from %s", s.Type(u).Name, r.PlaceName(from)), Units: []int{u}})
	case "jihad-situation":
		d := s.roll(1)
		n := 1
		if d[0].Value <= 2 {
			n = -1
		}
		s.JihadDelta += n
		s.emit(Event{Type: EvRoll, Rule: "29.0", Text: fmt.Sprintf("Jihad Situation: %d, the level will move %+d when the events are done", d[0].Value, n), Dice: d})
	case "na-rallies":
		d := s.roll(1)
		s.emit(Event{Type: EvRoll, Rule: "29.0", Text: fmt.Sprintf("Northern Alliance Rallies: %d units", d[0].Value), Dice: d})
		for range d[0].Value {
			pool := s.unitsAt(BoxNAAvailable)
			if len(pool) == 0 {
				break
			}
			u := pool[s.pick(len(pool))]
			z := s.randomLocation("29.0")
			s.Units[u] = Unit{Loc: z, Target: Nowhere, LandedIn: Nowhere}
			s.emit(Event{Type: EvPlace, Rule: "29.0", Text: "a Northern Alliance unit is placed face down in " + r.PlaceName(z), Units: []int{u}, Zone: z})
		}
	case "uprising":
		s.uprising()
	case "offensive":
		s.offensive()
	case "morale":
		d := s.roll(2)
		if sum(d) <= s.Jihad {
			s.emit(Event{Type: EvRoll, Rule: "28.2", Text: fmt.Sprintf("Islamist Morale: Jihad check %d against %d, passed: an uprising", sum(d), s.Jihad), Dice: d, Total: sum(d)})
			s.uprising()
			return
		}
		s.emit(Event{Type: EvRoll, Rule: "28.2", Text: fmt.Sprintf("Islamist Morale: Jihad check %d against %d, failed: the Islamists facing the Coalition go underground", sum(d), s.Jihad), Dice: d, Total: sum(d)})
		for z, zz := range r.Zones {
			p := Place(z)
			if zz.IsStronghold() || s.CoalitionGroundIn(p) == 0 {
				continue
			}
			for _, u := range s.shownFirst(s.unitsAt(p)) {
				if s.Type(u).Side == Islamist {
					s.toUnderground(u)
					s.emit(Event{Type: EvMove, Rule: "29.0", Text: "an Islamist unit in " + zz.Name + " goes back to the Underground", Units: []int{u}, Zone: p})
				}
			}
		}
	case "na-negotiations":
		z := s.randomLocation("29.0")
		var na []int
		for _, u := range s.unitsAt(z) {
			if s.Type(u).NA() {
				na = append(na, u)
			}
		}
		if len(na) == 0 {
			s.emit(Event{Type: EvInfo, Rule: "29.0", Text: "no Northern Alliance unit in " + r.PlaceName(z) + ": as C2 Breakdown, nothing happens"})
			return
		}
		for _, u := range na {
			s.Units[u] = Unit{Loc: BoxNAAvailable, Target: Nowhere, LandedIn: Nowhere}
		}
		s.emit(Event{Type: EvMove, Rule: "29.0", Text: fmt.Sprintf("%d Northern Alliance units in %s go back to the available display", len(na), r.PlaceName(z)), Units: na, Zone: z})
	case "war-on-terror":
		d := s.roll(1)
		v := d[0].Value
		if v%2 == 0 {
			s.addNP(-v, "29.0", "War on Terror (even)", d)
		} else {
			s.addNP(v, "29.0", "War on Terror (odd)", d)
		}
	case "national-intel":
		var opts []Option
		for z := range r.Zones {
			if s.faceDownIn(Place(z), false) > 0 {
				opts = append(opts, Option{Text: r.Zones[z].Name, Place: Place(z)})
			}
		}
		if len(opts) == 0 {
			s.emit(Event{Type: EvInfo, Rule: "29.0", Text: "no face-down Islamist unit on the map: nothing to reveal"})
			return
		}
		z := opts[s.ask("29.0", "National Level Intelligence: choose a zone whose Islamist units are all revealed", opts)].Place
		s.revealZone(z, false, "29.0", false)
	case "airlift-of-evil":
		for z, zz := range r.Zones {
			p := Place(z)
			if !zz.Airbase || s.IslamistsIn(p) == 0 {
				continue
			}
			coal := s.CoalitionGroundIn(p) > 0
			d := s.roll(1)
			if (!coal && d[0].Value <= 3) || (coal && d[0].Value == 1) {
				var gone []int
				for _, u := range s.unitsAt(p) {
					if s.Type(u).Side == Islamist {
						s.Units[u] = Unit{Loc: BoxAirlift, FaceUp: true, RevealedBy: "20.2", Target: Nowhere, LandedIn: Nowhere}
						gone = append(gone, u)
					}
				}
				s.emit(Event{Type: EvMove, Rule: "29.3", Text: fmt.Sprintf("Airlift of Evil from %s: %d, %d Islamist units fly out for good", zz.Name, d[0].Value, len(gone)), Dice: d, Units: gone, Zone: p})
			} else {
				s.emit(Event{Type: EvRoll, Rule: "29.3", Text: fmt.Sprintf("Airlift of Evil from %s: %d, they stay", zz.Name, d[0].Value), Dice: d, Zone: p})
			}
		}
	default:
		panic("enduring: unknown event " + id)
	}
}

// uprising: a die of units from the Underground, all to one random zone
// (30.1).
func (s *State) uprising() {
	d := s.roll(1)
	s.emit(Event{Type: EvRoll, Rule: "30.1", Text: fmt.Sprintf("Islamist Uprising: %d units", d[0].Value), Dice: d})
	if len(s.unitsAt(BoxUnderground)) == 0 {
		s.emit(Event{Type: EvInfo, Rule: "30.3", Text: "the Underground is empty"})
		return
	}
	z := s.randomLocation("30.1")
	n := 0
	for range d[0].Value {
		if _, ok := s.placeFromUnderground(z, "30.1"); ok {
			n++
		}
	}
	s.emit(Event{Type: EvPlace, Rule: "30.1", Text: fmt.Sprintf("%d Islamist units rise face down in %s", n, s.Rules.PlaceName(z)), Zone: z, Total: n})
}

// offensive: every Islamist unit next to a zone with Coalition ground
// units moves into one, picked at random among several; none leaves a
// stronghold or a zone it shares with the Coalition (31.2, 31.3).
func (s *State) offensive() {
	r := s.Rules
	// zone by zone, the shown counters first: the order of the dice and
	// of the moves must not tell which counter is under a back (20.1)
	var order []int
	for z := range r.Zones {
		order = append(order, s.shownFirst(s.unitsAt(Place(z)))...)
	}
	dest := make([]Place, len(s.Units))
	for u := range dest {
		dest[u] = Nowhere
	}
	for _, u := range order {
		z := s.Units[u].Loc
		if !s.isIslamistPresence(u) || r.Zones[z].IsStronghold() || s.CoalitionGroundIn(z) > 0 {
			continue
		}
		var cands []Place
		for _, a := range r.Zones[z].Adjacent {
			if s.CoalitionGroundIn(Place(a)) > 0 {
				cands = append(cands, Place(a))
			}
		}
		if len(cands) > 0 {
			slices.Sort(cands)
			dest[u] = cands[s.randomChoice(len(cands), "31.3", "an Islamist unit in "+r.Zones[z].Name+" picks its target")]
		}
	}
	moved := 0
	for _, u := range order {
		if p := dest[u]; p != Nowhere {
			from := s.Units[u].Loc
			s.Units[u].Loc = p
			moved++
			s.emit(Event{Type: EvMove, Rule: "31.2", Text: fmt.Sprintf("%s moves from %s to %s", s.Name(u), r.PlaceName(from), r.PlaceName(p)), Units: []int{u}, Zone: p})
		}
	}
	if moved == 0 {
		s.emit(Event{Type: EvInfo, Rule: "31.2", Text: "no Islamist unit is next to the Coalition: the offensive moves nothing"})
	}
}
