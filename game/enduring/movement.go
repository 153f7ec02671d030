package enduring

import (
	"fmt"
	"slices"
)

// allowance is a unit's ground movement allowance (16.1).
func (s *State) allowance(u int) int {
	t := s.Type(u)
	switch {
	case t.Static:
		return 0
	case t.USNATO():
		return 2
	}
	return 1
}

// stopsIn: a ground move ends on entering a zone with Islamist units,
// revealed or not, or mountain or desert (16.4). 16.1's example of Kabul,
// Khyber and Tora Bora counts points only: Khyber is a mountain zone, so
// the move takes two phases (ruling EF-R41).
func (s *State) stopsIn(z int) bool {
	return s.IslamistsIn(Place(z)) > 0 || s.Rules.Zones[z].Terrain.StopsMove
}

// groundReach lists where a unit can end a ground move this phase
// (16.1-16.5): zones within its allowance, the road bonus, and the road
// links to and from the staging areas. A full zone is no bar: units may
// move into and through it, and the excess is eliminated at the end of
// the phase (8.9, ruling EF-R7).
func (s *State) groundReach(u int) []Place {
	us, t := &s.Units[u], s.Type(u)
	if s.Phase != PhGroundMove || t.Class != Ground || t.Side != Coalition || us.Moved || t.Static {
		return nil
	}
	if t.NA() && !us.FaceUp { // 11.2: face-down Northern Alliance units do not move
		return nil
	}
	r := s.Rules
	if us.Loc.IsStaging() {
		var out []Place
		for _, z := range r.Staging[us.Loc-BoxStaging].Roads {
			out = append(out, Place(z))
		}
		return out
	}
	if !us.Loc.IsZone() {
		return nil
	}
	start := int(us.Loc)
	ma := s.allowance(u)
	seen := map[int]bool{start: true}
	var out []Place
	frontier := []int{start}
	for step := 0; step < ma; step++ {
		var next []int
		for _, z := range frontier {
			for _, n := range r.Zones[z].Adjacent {
				if seen[n] {
					continue
				}
				seen[n] = true
				out = append(out, Place(n))
				if !s.stopsIn(n) {
					next = append(next, n)
				}
			}
		}
		frontier = next
	}
	if t.USNATO() && s.roadBonus(u, start) {
		for _, z := range s.roadReach(start, ma+1) {
			if !seen[z] {
				seen[z] = true
				out = append(out, Place(z))
			}
		}
	}
	if t.Contingent != "NA" {
		for i, sa := range r.Staging {
			if slices.Contains(sa.Roads, start) && s.StagingRoom(Staging(i), Ground) > 0 {
				out = append(out, Staging(i))
			}
		}
	}
	slices.Sort(out)
	return out
}

// roadReach lists the zones a move of up to n points reaches from start
// going only from zone to zone along road links, whichever named road
// each link belongs to (16.5, ruling EF-R45): a contact or terrain stop
// ends the way on (16.4), and the last point, the road's extra one, never
// enters mountain or desert.
func (s *State) roadReach(start, n int) []int {
	r := s.Rules
	depth := map[int]int{start: 0}
	queue := []int{start}
	var out []int
	for len(queue) > 0 {
		z := queue[0]
		queue = queue[1:]
		d := depth[z]
		if d == n || (z != start && s.stopsIn(z)) {
			continue
		}
		for _, nb := range r.Zones[z].Roads {
			if _, ok := depth[nb]; ok {
				continue
			}
			if d+1 == n && r.Zones[nb].Terrain.StopsMove {
				continue // the extra point never enters mountain or desert (16.5)
			}
			depth[nb] = d + 1
			out = append(out, nb)
			queue = append(queue, nb)
		}
	}
	return out
}

// roadBonus: the starting zone holds an engineer or FOB of the unit's own
// nation (16.5, 32.2); an engineer starting there counts for itself.
func (s *State) roadBonus(u, z int) bool {
	t := s.Type(u)
	for i := range s.Units {
		if s.Units[i].Loc == Place(z) {
			o := s.Type(i)
			if (o.Type == "engineer" || o.Type == "fob") && o.Contingent == t.Contingent {
				return true
			}
		}
	}
	return false
}

// isBase reports a Coalition air base: a staging area, or an airbase zone
// held by the Coalition or disputed (19.1).
func (s *State) isBase(p Place) bool {
	if p.IsStaging() {
		return true
	}
	if !p.IsZone() || !s.Rules.Zones[p].Airbase {
		return false
	}
	c := s.ControlOf(p)
	return c == CoalitionControl || c == Disputed
}

// airCapacity of a base for ground units taking off or landing (19.3).
func (s *State) airCapacity(p Place) int {
	if p.IsStaging() {
		return s.Rules.Staging[p-BoxStaging].Capacity
	}
	if s.hasTypeIn(p, "fob") {
		return 4
	}
	return 2
}

func (s *State) liftCost(u int) int {
	if s.Type(u).Heavy {
		return 2
	}
	return 1
}

// airReach lists where a ground unit can go by air transfer or air
// assault this phase (19.1-19.7).
func (s *State) airReach(u int) []Place {
	us, t := &s.Units[u], s.Type(u)
	if s.Phase != PhAirMove || t.Class != Ground || !t.USNATO() || us.AirMoved || t.Static {
		return nil
	}
	from := us.Loc
	if !from.IsZone() && !from.IsStaging() {
		return nil
	}
	cost := s.liftCost(u)
	fromBase := s.isBase(from)
	if fromBase && s.AirCap[from]+cost > s.airCapacity(from) {
		return nil
	}
	mountain := func(p Place) bool { return p.IsZone() && s.Rules.Zones[p].Terrain.SOFOnlyAir }
	if mountain(from) && t.Type != "sof" {
		return nil
	}
	var out []Place
	cands := s.allZones()
	for i := range s.Rules.Staging {
		cands = append(cands, Staging(i))
	}
	for _, to := range cands {
		if to == from {
			continue
		}
		toBase := s.isBase(to)
		if !(fromBase && toBase) && !(t.Airmobile && (fromBase || toBase)) {
			continue
		}
		if mountain(to) && t.Type != "sof" {
			continue
		}
		if toBase && s.AirCap[to]+cost > s.airCapacity(to) {
			continue
		}
		// a zone's stacking limit is no bar to landing: the excess goes at
		// the end of the phase (8.9, ruling EF-R7); a staging area's is (8.5)
		if to.IsStaging() && s.StagingRoom(to, Ground) <= 0 {
			continue
		}
		out = append(out, to)
	}
	return out
}

func (s *State) doAirMove(u int, to Place) {
	from := s.Units[u].Loc
	cost := s.liftCost(u)
	if s.AirCap == nil {
		s.AirCap = map[Place]int{}
	}
	kind, rule := "air assault", "19.6"
	if s.isBase(from) && s.isBase(to) {
		kind, rule = "air transfer", "19.2"
	}
	if s.isBase(from) {
		s.AirCap[from] += cost
	}
	if s.isBase(to) {
		s.AirCap[to] += cost
	}
	s.Units[u].Loc = to
	s.Units[u].AirMoved = true
	if to.IsZone() {
		s.Units[u].LandedIn = to
	}
	s.emit(Event{Type: EvMove, Rule: rule, Text: fmt.Sprintf("%s by %s from %s to %s", s.Name(u), kind, s.Rules.PlaceName(from), s.Rules.PlaceName(to)), Units: []int{u}, Zone: to})
}
