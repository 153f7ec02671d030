package enduring

import (
	"fmt"
	"slices"

	"kandahar/game/table"
)

// npFor gives the NP of an item of the NP table, rolling its dice.
func (s *State) npFor(key string) (int, []table.Die) {
	it := s.Rules.NP[key]
	if it.Dice > 0 {
		d := s.roll(it.Dice)
		return sum(d), d
	}
	return it.Fixed, nil
}

// hitCoalition applies one hit to a Coalition unit (25.2): a full two-step
// unit is reduced, anything else eliminated; each scored (4.2).
func (s *State) hitCoalition(u int, rule string) {
	t := s.Type(u)
	if t.Steps() == 2 && !s.Units[u].Reduced {
		s.Units[u].Reduced = true
		s.emit(Event{Type: EvReduced, Rule: rule, Text: t.Name + " is reduced", Units: []int{u}, Zone: s.Units[u].Loc})
		switch {
		case t.Class == Air:
			s.loseNP("lose-air-reduced", "4.2", t.Name+" reduced")
		case t.USNATO() && t.Type == "sof":
			s.loseNP("lose-sof-reduced", "4.2", t.Name+" reduced")
		case t.USNATO():
			s.loseNP("lose-ground-reduced", "4.2", t.Name+" reduced")
		}
		return
	}
	s.eliminateCoalition(u, rule)
}

func (s *State) loseNP(key, rule, why string) {
	n, d := s.npFor(key)
	s.addNP(-n, rule, why, d)
}

func (s *State) gainNP(key, rule, why string) {
	n, d := s.npFor(key)
	s.addNP(n, rule, why, d)
}

// eliminateCoalition removes a Coalition unit (25.2) and scores it.
func (s *State) eliminateCoalition(u int, rule string) {
	t := s.Type(u)
	from := s.Units[u].Loc
	name := s.Name(u)
	if t.NA() && t.Type != "leader" {
		s.Units[u] = Unit{Loc: BoxNAAvailable, Target: Nowhere, LandedIn: Nowhere}
	} else {
		s.Units[u] = Unit{Loc: BoxCoalitionElim, Reduced: s.Units[u].Reduced, FaceUp: true, RevealedBy: rule, Target: Nowhere, LandedIn: Nowhere}
	}
	s.emit(Event{Type: EvEliminated, Rule: rule, Text: fmt.Sprintf("%s eliminated in %s", name, s.Rules.PlaceName(from)), Units: []int{u}, Zone: from})
	switch {
	case t.Class == Air:
		s.loseNP("lose-air-eliminated", "4.2", t.Name+" eliminated")
	case t.NA() && t.Type == "leader":
		s.loseNP("lose-na-leader", "4.2", t.Name+" eliminated")
	case t.NA():
		s.loseNP("lose-na-other", "4.2", "a Northern Alliance unit eliminated")
	case t.USNATO() && t.Type == "sof":
		s.loseNP("lose-sof-eliminated", "4.2", t.Name+" eliminated")
	case t.USNATO():
		s.loseNP("lose-ground-eliminated", "4.2", t.Name+" eliminated")
	}
}

// eliminateIslamist removes an Islamist unit (25.1) and scores it (4.2):
// leaders and SOF for good, the rest to the Underground.
func (s *State) eliminateIslamist(u int, rule string) {
	t := s.Type(u)
	from := s.Units[u].Loc
	s.emit(Event{Type: EvEliminated, Rule: rule, Text: fmt.Sprintf("%s eliminated in %s", t.Name, s.Rules.PlaceName(from)), Units: []int{u}, Zone: from})
	if t.Has("hvt") || t.Has("sof") {
		s.Units[u] = Unit{Loc: BoxIslamistElim, FaceUp: true, RevealedBy: "20.2", Target: Nowhere, LandedIn: Nowhere}
	} else {
		s.toUnderground(u)
	}
	switch {
	case t.Has("obl"):
		s.gainNP("gain-obl", "4.2", t.Name+" eliminated")
	case t.Has("hvt"):
		s.gainNP("gain-hvt", "4.2", t.Name+" eliminated")
	case t.Has("sof"):
		s.gainNP("gain-sof", "4.2", t.Name+" eliminated")
	case t.Has("base"):
		s.gainNP("gain-base", "4.2", t.Name+" eliminated")
	default:
		s.gainNP("gain-other", "4.2", t.Name+" eliminated")
	}
}

// hitIslamists applies hits to Islamist units: the weakest factor first,
// the player choosing among the weakest when they differ (25.1); hits
// beyond the units are lost (25.3).
func (s *State) hitIslamists(hits int, alive []int, rule string) []int {
	for h := 0; h < hits && len(alive) > 0; h++ {
		low := 99
		for _, u := range alive {
			low = min(low, s.CF(u))
		}
		var opts []Option
		var seen []string
		for _, u := range alive {
			if s.CF(u) == low && !slices.Contains(seen, s.Type(u).Name) {
				seen = append(seen, s.Type(u).Name)
				opts = append(opts, Option{Text: s.Type(u).Name, Unit: u})
			}
		}
		v := opts[s.ask("25.1", fmt.Sprintf("Hit %d of %d: which of the weakest Islamist units is eliminated (25.1)?", h+1, hits), opts)].Unit
		alive = slices.DeleteFunc(alive, func(x int) bool { return x == v })
		s.eliminateIslamist(v, rule)
	}
	return alive
}

// hitCoalitionUnits lets the player choose where each hit falls (25.2,
// 21.1); a unit may take a second hit. Returns the units still in play.
func (s *State) hitCoalitionUnits(hits int, alive []int, rule, what string) []int {
	for h := 0; h < hits && len(alive) > 0; h++ {
		opts := s.unitOptions(alive, s.Name)
		v := opts[s.ask(rule, fmt.Sprintf("Hit %d of %d from %s: which Coalition unit takes it?", h+1, hits, what), opts)].Unit
		s.hitCoalition(v, rule)
		if !s.Units[v].Loc.IsZone() && !s.Units[v].Loc.IsStaging() && s.Units[v].Loc != BoxJointStrike && s.Units[v].Loc != BoxCAS {
			alive = slices.DeleteFunc(alive, func(x int) bool { return x == v })
		}
	}
	return alive
}

// airDefense fires the revealed Islamist air defense units of a zone at
// the Coalition air units there and the ground units that flew in (21.1).
func (s *State) airDefense(z Place, targets []int, rule string) {
	if len(targets) == 0 {
		return
	}
	hits := 0
	for i := range s.Units {
		t := s.Type(i)
		if s.Units[i].Loc != z || t.Side != Islamist || !t.Has("air-defense") || !s.Units[i].FaceUp {
			continue
		}
		d := s.roll(1)
		hit := d[0].Value <= t.Full
		if hit {
			hits++
		}
		s.emit(Event{Type: EvFire, Rule: rule, Text: fmt.Sprintf("%s fires in %s: %d against %d, %s", t.Name, s.Rules.PlaceName(z), d[0].Value, t.Full, hitWord(hit)), Dice: d, Units: []int{i}, Zone: z})
	}
	s.hitCoalitionUnits(hits, targets, "21.1", "air defense")
}

func hitWord(h bool) string {
	if h {
		return "a hit"
	}
	return "no effect"
}

// firePower is a unit's factor when it fires: -1 for attacking heavy
// units and for air units where the terrain says so, never below 1 (24.7,
// 22.5).
func (s *State) firePower(u int, z Place, attacking bool) int {
	cf := s.CF(u)
	t := s.Type(u)
	ter := s.Rules.Zones[z].Terrain
	if cf > 1 && ((t.Class == Air && ter.AirPenalty) || (t.Class == Ground && t.Heavy && attacking && ter.HeavyPenalty)) {
		cf--
	}
	return cf
}

// stepJointStrike resolves one zone's joint strike (22.2), the player
// choosing the order; then the units come home (17.5).
func (s *State) stepJointStrike() {
	var zones []Option
	for z := range s.Rules.Zones {
		if len(s.strikers(Place(z))) > 0 {
			zones = append(zones, Option{Text: s.Rules.Zones[z].Name, Place: Place(z)})
		}
	}
	if len(zones) == 0 {
		for _, u := range s.unitsAt(BoxJointStrike) {
			s.returnAir(u)
		}
		s.enter(PhGroundCombat)
		return
	}
	z := zones[s.ask("22.2", "Joint strike (22.2): which zone is resolved next?", zones)].Place
	strikers := s.strikers(z)
	var targets []int
	for i := range s.Units {
		if s.Units[i].Loc == z && s.Units[i].FaceUp && s.Type(i).Side == Islamist && !isMarker(s.Type(i)) {
			targets = append(targets, i)
		}
	}
	if len(targets) == 0 {
		s.emit(Event{Type: EvInfo, Rule: "17.2", Text: "no revealed Islamist unit in " + s.Rules.PlaceName(z) + ": the strike makes no attack", Zone: z})
	} else {
		hits := 0
		for _, u := range strikers {
			cf := s.CF(u)
			if s.Type(u).Class == Air {
				cf = s.firePower(u, z, true)
			}
			d := s.roll(1)
			hit := d[0].Value <= cf
			if hit {
				hits++
			}
			s.emit(Event{Type: EvFire, Rule: "22.2", Text: fmt.Sprintf("%s strikes %s: %d against %d, %s", s.Type(u).Name, s.Rules.PlaceName(z), d[0].Value, cf, hitWord(hit)), Dice: d, Units: []int{u}, Zone: z})
			if d[0].Value == 6 {
				s.loseNP("lose-collateral", "22.2", "collateral damage from the strike")
			}
		}
		s.hitIslamists(hits, targets, "22.3")
	}
	for _, u := range strikers {
		if s.Type(u).Class == Asset {
			s.Units[u] = Unit{Loc: BoxMobilization, Target: Nowhere, LandedIn: Nowhere} // 18.0: expended
			s.emit(Event{Type: EvInfo, Rule: "18.0", Text: "the drone is expended", Units: []int{u}})
		} else if s.Units[u].Loc == z {
			s.returnAir(u)
		}
	}
}

// strikers are the joint strike air units in a zone and the drones sent there.
func (s *State) strikers(z Place) []int {
	var out []int
	for i := range s.Units {
		us, t := &s.Units[i], s.Type(i)
		if (t.Class == Air && us.Loc == z && us.Mission == JointStrike) || (t.Type == "drone" && us.Loc == BoxAssetsReady && us.Target == z) {
			out = append(out, i)
		}
	}
	return out
}

// returnAir brings an air unit home to a staging area with room, the
// player's choice (17.5).
func (s *State) returnAir(u int) {
	var opts []Option
	for _, p := range s.stagingWithRoom(Air, Nowhere) {
		opts = append(opts, Option{Text: s.Rules.PlaceName(p), Place: p})
	}
	if len(opts) == 0 {
		// the mix holds fewer air units than the staging areas: cannot happen with the shipped data
		panic("enduring: no staging area has room for a returning air unit")
	}
	p := opts[s.ask("17.5", fmt.Sprintf("%s has completed its mission: which staging area does it return to (17.5)?", s.Type(u).Name), opts)].Place
	s.Units[u].Loc = p
	s.Units[u].Mission = NoMission
	s.emit(Event{Type: EvMove, Rule: "17.5", Text: fmt.Sprintf("%s returns to %s", s.Type(u).Name, s.Rules.PlaceName(p)), Units: []int{u}, Zone: p})
}

// battleZones are the zones where both sides have ground units (23.2).
func (s *State) battleZones(fought map[Place]bool) []Option {
	var out []Option
	for z := range s.Rules.Zones {
		p := Place(z)
		if !fought[p] && s.CoalitionGroundIn(p) > 0 && s.IslamistsIn(p) > 0 {
			out = append(out, Option{Text: s.Rules.Zones[z].Name, Place: p})
		}
	}
	return out
}

// battle fights one battle in a zone (23.4): reveal, tactical edge, two
// fire rounds, the winner. islamistsAttack for a counterattack (31.4).
func (s *State) battle(z Place, islamistsAttack bool) {
	r := s.Rules
	rule := "23.4"
	if islamistsAttack {
		rule = "31.4"
	}
	s.emit(Event{Type: EvBattle, Rule: rule, Text: "battle in " + r.PlaceName(z), Zone: z})
	// the instant of combat reveals both sides (9.3, 20.2)
	s.revealZone(z, true, "9.3", true)
	s.revealZone(z, false, "20.2", true)
	var coal, isl []int
	spectacular := -1
	for i := range s.Units {
		if s.Units[i].Loc != z {
			continue
		}
		t := s.Type(i)
		switch {
		case t.Side == Coalition && t.Class == Ground:
			coal = append(coal, i)
		case t.Side == Coalition && t.Class == Air && islamistsAttack && s.Units[i].Mission == CloseAirSupport:
			coal = append(coal, i)
		case t.Side == Islamist && t.Type == "spectacular":
			spectacular = i
		case t.Side == Islamist && t.Type != "rescue":
			isl = append(isl, i)
		}
	}
	hasGround := slices.ContainsFunc(coal, func(u int) bool { return s.Type(u).Class == Ground })
	if !hasGround || len(isl) == 0 {
		s.emit(Event{Type: EvInfo, Rule: rule, Text: "no battle: one side has no units left in " + r.PlaceName(z), Zone: z})
		if spectacular >= 0 {
			s.toUnderground(spectacular)
		}
		return
	}
	// 1) tactical edge (23.4, 28.4, 32.1)
	boost := false
	if s.hasTypeIn(z, "fob", "hq") && s.canSpend(r.NP["edge-boost"].Fixed) {
		boost = s.ask("32.1", fmt.Sprintf("Battle in %s: spend 1 NP for +1 on the Coalition's tactical edge roll (23.4, 32.1)?", r.PlaceName(z)),
			[]Option{{Text: "no"}, {Text: "spend 1 NP"}}) == 1
		if boost {
			s.spend(r.NP["edge-boost"].Fixed, "32.1", "tactical edge bonus")
		}
	}
	cd, id := s.roll(1), s.roll(1)
	cTerms := []table.Term{{Label: "die", Value: cd[0].Value}}
	if slices.ContainsFunc(coal, s.Elite) {
		cTerms = append(cTerms, table.Term{Label: "elite", Value: 1})
	}
	if boost {
		cTerms = append(cTerms, table.Term{Label: "FOB/HQ, 1 NP", Value: 1})
	}
	iTerms := []table.Term{{Label: "die", Value: id[0].Value}}
	if slices.ContainsFunc(isl, s.Elite) {
		iTerms = append(iTerms, table.Term{Label: "elite", Value: 1})
	}
	switch s.Jihad {
	case 12:
		iTerms = append(iTerms, table.Term{Label: "Fanatical", Value: 1})
	case 1:
		iTerms = append(iTerms, table.Term{Label: "Dismal", Value: -1})
	}
	if spectacular >= 0 {
		iTerms = append(iTerms, table.Term{Label: "Terror Spectacular", Value: 1})
	}
	ct, it := termSum(cTerms), termSum(iTerms)
	coalEdge := ct > it || (ct == it && !r.Zones[z].Terrain.TieIslamist)
	who := "the Islamists"
	if coalEdge {
		who = "the Coalition"
	}
	s.emit(Event{Type: EvEdge, Rule: "23.4", Text: fmt.Sprintf("tactical edge in %s: Coalition %d, Islamists %d: %s", r.PlaceName(z), ct, it, who), Dice: append(cd, id...), Terms: cTerms, Total: ct, Against: iTerms, AgainstTotal: it, Zone: z})
	// 2-4) fire rounds
	fire := func(coalition bool) {
		var hits int
		firers := isl
		if coalition {
			firers = coal
		}
		attacking := coalition != islamistsAttack
		for _, u := range firers {
			cf := s.firePower(u, z, attacking)
			if cf <= 0 {
				continue // 24.5: FOBs and the markers (ruling EF-R44)
			}
			d := s.roll(1)
			hit := d[0].Value <= cf
			if hit {
				hits++
			}
			s.emit(Event{Type: EvFire, Rule: "24.1", Text: fmt.Sprintf("%s fires: %d against %d, %s", s.Name(u), d[0].Value, cf, hitWord(hit)), Dice: d, Units: []int{u}, Zone: z})
			t := s.Type(u)
			if (t.Heavy || t.Class == Air) && d[0].Value >= r.Zones[z].Terrain.Collateral {
				if coalition {
					s.loseNP("lose-collateral", "24.4", "collateral damage by "+t.Name)
					if t.Class == Air && s.Units[u].Loc == z {
						s.collateralStep(u)
					}
				} else {
					s.gainNP("gain-collateral", "24.4", "collateral damage by the Islamists")
				}
			}
		}
		if coalition {
			isl = s.hitIslamists(hits, isl, "24.3")
		} else {
			var ground []int
			for _, u := range coal {
				if s.Type(u).Class == Ground {
					ground = append(ground, u)
				}
			}
			left := s.hitCoalitionUnits(hits, ground, "25.2", "the Islamists in "+r.PlaceName(z))
			coal = slices.DeleteFunc(coal, func(u int) bool {
				return s.Type(u).Class == Ground && !slices.Contains(left, u) || s.Units[u].Loc != z
			})
		}
	}
	fire(coalEdge)
	fire(!coalEdge)
	// 5) the end of the battle (26.0)
	cLeft := slices.ContainsFunc(coal, func(u int) bool { return s.Type(u).Class == Ground })
	result := "a draw"
	switch {
	case len(isl) == 0 && cLeft:
		result = "a Coalition win"
	case !cLeft && len(isl) > 0:
		result = "an Islamist win"
	case !cLeft:
		result = "no one left"
	}
	s.emit(Event{Type: EvBattle, Rule: "26.0", Text: fmt.Sprintf("the battle in %s ends in %s", r.PlaceName(z), result), Zone: z})
	if spectacular >= 0 {
		switch result {
		case "an Islamist win":
			d := s.roll(1)
			s.addNP(-d[0].Value, "10.2", "Terror Spectacular: the Islamists won", d)
		case "a Coalition win":
			d := s.roll(1)
			s.addNP(d[0].Value, "10.2", "Terror Spectacular: the Islamists lost", d)
		}
		s.toUnderground(spectacular)
	}
	for _, u := range isl {
		if s.Type(u).Has("terrorist") && s.Units[u].Loc == z {
			s.emit(Event{Type: EvInfo, Rule: "10.2", Text: "the terrorists are spent at the end of the action", Units: []int{u}, Zone: z})
			s.eliminateIslamist(u, "10.2")
		}
	}
}

// collateralStep: an air unit that causes collateral damage in a battle
// loses a step; the NP for it is the one collateral point (24.4, ruling
// EF-R14).
func (s *State) collateralStep(u int) {
	t := s.Type(u)
	if !s.Units[u].Reduced && t.Steps() == 2 {
		s.Units[u].Reduced = true
		s.emit(Event{Type: EvReduced, Rule: "24.4", Text: t.Name + " loses a step for the collateral damage", Units: []int{u}})
		return
	}
	s.Units[u] = Unit{Loc: BoxCoalitionElim, Reduced: true, Target: Nowhere, LandedIn: Nowhere}
	s.emit(Event{Type: EvEliminated, Rule: "24.4", Text: t.Name + " is lost for the collateral damage", Units: []int{u}})
}

func termSum(ts []table.Term) int {
	n := 0
	for _, t := range ts {
		n += t.Value
	}
	return n
}
