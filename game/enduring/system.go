package enduring

import "fmt"

// step runs one step of the game system in the current phase.
func (s *State) step() {
	switch s.Phase {
	case PhSetup:
		s.stepSetup()
	case PhInfoWarResolve:
		s.stepInfoWar()
	case PhISRResolve:
		s.stepISR()
	case PhReveal:
		s.stepReveal()
	case PhAirDefense:
		s.stepAirDefense(false)
	case PhJointStrike:
		s.stepJointStrike()
	case PhGroundCombat:
		s.stepCombat(false)
	case PhSustainment:
		s.stepSustainment()
	case PhCivilMilitary:
		s.stepLoyaJirga()
	case PhJihadEvents:
		s.stepJihadEvent()
	case PhIslamistMobilize:
		s.stepIslamistMobilize()
	case PhCASAirDefense:
		s.stepAirDefense(true)
	case PhCounterattack:
		s.stepCombat(true)
	case PhJihadAdjust:
		s.stepJihadAdjust()
	case PhAdmin:
		s.stepAdmin()
	default:
		panic(fmt.Sprintf("enduring: no step for phase %s", s.Phase))
	}
}

// stackCheck: at the end of a phase, Coalition ground units beyond a
// zone's limit are eliminated, the player choosing each one (8.9). Moves
// and placements may overfill a zone; this check, run as the next phase
// begins and before anything else happens in it, is what restores the
// limit (ruling EF-R7). Each loss scores as any other (4.2).
func (s *State) stackCheck() {
	for z := range s.Rules.Zones {
		p := Place(z)
		zz := s.Rules.Zones[z]
		for s.StackRoom(p) < 0 {
			excess := -s.StackRoom(p)
			var ground []int
			for _, u := range s.unitsAt(p) {
				if t := s.Type(u); t.Side == Coalition && t.Class == Ground {
					ground = append(ground, u)
				}
			}
			opts := s.unitOptions(ground, s.Name)
			prompt := fmt.Sprintf("%s holds %d Coalition ground units, %d over its limit of %d (8.9): choose one to eliminate", zz.Name, len(opts), excess, zz.Terrain.Stacking)
			v := opts[s.ask("8.9", prompt, opts)].Unit
			s.emit(Event{Type: EvInfo, Rule: "8.9", Text: fmt.Sprintf("%s is over its stacking limit of %d at the end of the phase", zz.Name, zz.Terrain.Stacking), Zone: p})
			s.eliminateCoalition(v, "8.9")
		}
	}
}

// stepInfoWar rolls each committed InfoWar marker (14.1, 14.2).
func (s *State) stepInfoWar() {
	for u := range s.Units {
		if s.Units[u].Target != TargetJihad {
			continue
		}
		d := s.roll(1)
		switch v := d[0].Value; {
		case v <= 3:
			s.emit(Event{Type: EvRoll, Rule: "14.2", Text: fmt.Sprintf("InfoWar: %d, the attack succeeds", v), Dice: d})
			s.addJihad(-1, "14.2", "InfoWar")
		case v == 6:
			s.emit(Event{Type: EvRoll, Rule: "14.2", Text: "InfoWar: 6, blowback", Dice: d})
			s.addJihad(1, "14.2", "InfoWar blowback")
		default:
			s.emit(Event{Type: EvRoll, Rule: "14.2", Text: fmt.Sprintf("InfoWar: %d, the attack fails", v), Dice: d})
		}
		s.Units[u] = Unit{Loc: BoxMobilization, Target: Nowhere, LandedIn: Nowhere} // 14.3: expended
	}
	s.enter(PhISR)
}

// stepISR rolls each placed ISR marker (13.1, 13.2).
func (s *State) stepISR() {
	for u := range s.Units {
		tg := s.Units[u].Target
		if s.Type(u).Type != "isr" || tg == Nowhere {
			continue
		}
		d := s.roll(1)
		if tg == BoxUnderground {
			var down []int
			for _, v := range s.unitsAt(BoxUnderground) {
				if !s.Units[v].FaceUp {
					down = append(down, v)
				}
			}
			if d[0].Value <= 5 && len(down) > 0 {
				v := down[s.pick(len(down))]
				s.emit(Event{Type: EvRoll, Rule: "13.1", Text: fmt.Sprintf("ISR on the Underground: %d, one unit is revealed", d[0].Value), Dice: d})
				s.revealIslamist(v, "13.1", false)
			} else {
				s.emit(Event{Type: EvRoll, Rule: "13.1", Text: fmt.Sprintf("ISR on the Underground: %d, no effect", d[0].Value), Dice: d})
			}
		} else if d[0].Value <= 3 {
			s.emit(Event{Type: EvRoll, Rule: "13.1", Text: fmt.Sprintf("ISR over %s: %d, every unit there is revealed", s.Rules.PlaceName(tg), d[0].Value), Dice: d, Zone: tg})
			s.revealZone(tg, false, "13.1", false)
			s.revealZone(tg, true, "9.3", false)
		} else {
			s.emit(Event{Type: EvRoll, Rule: "13.1", Text: fmt.Sprintf("ISR over %s: %d, no effect", s.Rules.PlaceName(tg), d[0].Value), Dice: d, Zone: tg})
		}
		s.Units[u] = Unit{Loc: BoxMobilization, Target: Nowhere, LandedIn: Nowhere} // 13.2: expended
	}
	s.enter(PhStaging)
}

// stepReveal reveals the Islamist units in one zone with Coalition
// ground units (20.2); a step a zone, since a revealed Intelligence
// counter asks for a zone. Such a zone fights in the ground combat phase
// (23.3), so these reveals count as part of its battle (ruling EF-R10).
func (s *State) stepReveal() {
	for ; s.Step < len(s.Rules.Zones); s.Step++ {
		z := Place(s.Step)
		if s.CoalitionGroundIn(z) > 0 && s.faceDownIn(z, false) > 0 {
			// the zone must fight this turn (23.3): a reveal here opens
			// its battle, so a Terror Spectacular joins it (ruling EF-R10)
			s.revealZone(z, false, "20.2", true)
			s.Step++
			return
		}
	}
	s.enter(s.Phase + 1)
}

// stepAirDefense fires air defense in one zone (21.1, 21.2).
func (s *State) stepAirDefense(cas bool) {
	for ; s.Step < len(s.Rules.Zones); s.Step++ {
		z := Place(s.Step)
		var targets []int
		for i := range s.Units {
			us, t := &s.Units[i], s.Type(i)
			if us.Loc != z || t.Side != Coalition {
				continue
			}
			if t.Class == Air && ((cas && us.Mission == CloseAirSupport) || (!cas && us.Mission == JointStrike)) {
				targets = append(targets, i)
			}
			if !cas && t.Class == Ground && us.LandedIn == z {
				targets = append(targets, i)
			}
		}
		if len(targets) > 0 && s.revealedAD(z) {
			rule := "21.1"
			if cas {
				rule = "21.2"
			}
			s.airDefense(z, targets, rule)
			s.Step++
			return
		}
	}
	s.enter(s.Phase + 1)
}

func (s *State) revealedAD(z Place) bool {
	for i := range s.Units {
		if s.Units[i].Loc == z && s.Units[i].FaceUp && s.Type(i).Has("air-defense") {
			return true
		}
	}
	return false
}

// stepCombat fights the battles of a combat phase one zone at a time, in
// the order the player chooses; every engaged zone must fight (23.3,
// 31.1). Step holds the zones fought as a bit set.
func (s *State) stepCombat(counter bool) {
	fought := map[Place]bool{}
	for z := range s.Rules.Zones {
		if s.Step&(1<<z) != 0 {
			fought[Place(z)] = true
		}
	}
	zones := s.battleZones(fought)
	if len(zones) == 0 {
		if counter {
			for i := range s.Units {
				if s.Type(i).Class == Air && s.Units[i].Mission == CloseAirSupport {
					s.returnAir(i)
				}
			}
			s.enter(PhJihadAdjust)
		} else {
			s.enter(PhSustainment)
		}
		return
	}
	rule, what := "23.3", "Ground combat"
	if counter {
		rule, what = "31.1", "Islamist counterattack"
	}
	z := zones[s.ask(rule, what+": which zone's battle is fought next?", zones)].Place
	s.Step |= 1 << int(z)
	s.battle(z, counter)
}

// sustained reports a US or NATO ground unit in Afghanistan that is
// sustained without paying (27.1).
func (s *State) sustained(u int) bool {
	t := s.Type(u)
	z := s.Units[u].Loc
	if t.Type == "sof" || t.Type == "fob" || t.Type == "hq" {
		return true
	}
	hub := func(p Place) bool { return s.Rules.Zones[p].Airbase && s.hasTypeIn(p, "fob", "hq") }
	if hub(z) {
		return true
	}
	for _, a := range s.Rules.Zones[z].Adjacent {
		if hub(Place(a)) && s.IslamistsIn(Place(a)) == 0 {
			return true
		}
	}
	return false
}

// stepSustainment checks one US or NATO ground unit in Afghanistan a
// step: pay NP or lose a step (27.2).
func (s *State) stepSustainment() {
	for ; s.Step < len(s.Units); s.Step++ {
		u := s.Step
		t := s.Type(u)
		if t.Class != Ground || !t.USNATO() || !s.Units[u].Loc.IsZone() || s.sustained(u) {
			continue
		}
		key, cost := "sustain-light", s.Rules.NP["sustain-light"].Fixed
		if t.Heavy {
			key, cost = "sustain-heavy", s.Rules.NP["sustain-heavy"].Fixed
		}
		opts := []Option{{Text: "lose a step", Unit: u}}
		if s.canSpend(cost) {
			opts = append(opts, Option{Text: fmt.Sprintf("spend %d NP", cost), Unit: u})
		}
		s.emit(Event{Type: EvInfo, Rule: "27.2", Text: fmt.Sprintf("%s in %s is not sustained", t.Name, s.Rules.PlaceName(s.Units[u].Loc)), Units: []int{u}})
		if s.ask("27.2", fmt.Sprintf("%s is not sustained (27.2): spend NP or lose a step?", s.Name(u)), opts) == 1 {
			s.spend(cost, "27.2", s.Rules.NP[key].Text)
		} else {
			s.hitCoalition(u, "27.2")
		}
		s.Step++
		return
	}
	s.enter(PhCivilMilitary)
}

// LoyaJirgaReady reports the prerequisites of 33.1, as the player can
// see them: two revealed Northern Alliance leaders (ruling EF-R46).
func (s *State) LoyaJirgaReady() bool {
	kabul := Place(s.Rules.ZoneID("kabul"))
	if s.LoyaJirga != 0 || kabul < 0 || s.ControlOf(kabul) != CoalitionControl {
		return false
	}
	hq, leaders := false, 0
	for _, u := range s.unitsAt(kabul) {
		t := s.Type(u)
		if t.Type == "hq" && t.USNATO() {
			hq = true
		}
		// only leaders the player can see: a face-down Northern Alliance
		// counter is unknown until revealed (9.3, 20.1, ruling EF-R46)
		if t.NA() && t.Type == "leader" && s.Units[u].FaceUp {
			leaders++
		}
	}
	return hq && leaders >= 2
}

// stepLoyaJirga: J-5, the player may try the Loya Jirga once (33.0).
func (s *State) stepLoyaJirga() {
	if s.LoyaJirgaReady() && s.ask("33.1", "J-5: attempt to enact the Loya Jirga (33.2)? It can be tried once a game.", []Option{{Text: "not now"}, {Text: "attempt it"}}) == 1 {
		d := s.roll(2)
		if sum(d) <= s.Jihad {
			s.LoyaJirga = 2
			s.emit(Event{Type: EvRoll, Rule: "33.2", Text: fmt.Sprintf("Loya Jirga: %d against the Jihad level %d, it fails", sum(d), s.Jihad), Dice: d, Total: sum(d)})
			s.addJihad(1, "33.2", "the Loya Jirga failed")
			d2 := s.roll(2)
			s.addNP(-sum(d2), "33.2", "the Loya Jirga failed", d2)
		} else {
			s.LoyaJirga = 1
			s.emit(Event{Type: EvRoll, Rule: "33.2", Text: fmt.Sprintf("Loya Jirga: %d against the Jihad level %d, it is enacted", sum(d), s.Jihad), Dice: d, Total: sum(d)})
			s.addJihad(-2, "33.2", "the Loya Jirga")
			d2 := s.roll(1)
			s.addNP(d2[0].Value, "33.2", "the Loya Jirga", d2)
		}
	}
	s.enter(PhJihadEvents)
}

// randomLocation rolls on the Random Location Placement Table (30.2).
func (s *State) randomLocation(rule string) Place {
	d := s.roll(2)
	z := s.Rules.Location[d[0].Value-1][d[1].Value-1]
	s.emit(Event{Type: EvRoll, Rule: "30.2", Text: fmt.Sprintf("random location %d-%d: %s", d[0].Value, d[1].Value, s.Rules.Zones[z].Name), Dice: d, Zone: Place(z)})
	return Place(z)
}

// stepIslamistMobilize: the lower number of Islamist units from the
// Underground, each to its own random location (28.6, 30.1).
func (s *State) stepIslamistMobilize() {
	n := s.Lower()
	s.emit(Event{Type: EvInfo, Rule: "28.6", Text: fmt.Sprintf("Islamist mobilization: %d units from the Underground", n)})
	for range n {
		if len(s.unitsAt(BoxUnderground)) == 0 {
			s.emit(Event{Type: EvInfo, Rule: "30.3", Text: "the Underground is empty"})
			break
		}
		z := s.randomLocation("30.1")
		u, _ := s.placeFromUnderground(z, "30.1")
		s.emit(Event{Type: EvPlace, Rule: "30.1", Text: "an Islamist unit is placed face down in " + s.Rules.PlaceName(z), Units: []int{u}, Zone: z})
	}
	s.enter(PhDefensiveCAS)
}

// stepJihadAdjust raises the Jihad level for each Islamist-held city and
// each held or disputed stronghold (28.3).
func (s *State) stepJihadAdjust() {
	n := 0
	for z, zz := range s.Rules.Zones {
		c := s.ControlOf(Place(z))
		if zz.IsCity() && c == IslamistControl || zz.IsStronghold() && (c == IslamistControl || c == Disputed) {
			n++
		}
	}
	s.addJihad(n, "28.3", fmt.Sprintf("%d cities and strongholds held by the Islamists", n))
	s.enter(PhAdmin)
}

// stepAdmin: rescue missions, concealment, the end of the turn (7.2).
func (s *State) stepAdmin() {
	r := s.Rules
	for u := range s.Units {
		z := s.Units[u].Loc
		if !z.IsZone() || s.Type(u).Type != "rescue" || !s.Units[u].FaceUp {
			continue
		}
		d := s.roll(1)
		if s.hasTypeIn(z, "sof") {
			s.addNP(d[0].Value, "10.2", "Rescue Mission: a SOF unit is there", d)
		} else {
			s.addNP(-d[0].Value, "10.2", "Rescue Mission: no SOF unit there", d)
		}
		s.toUnderground(u)
	}
	for u := range s.Units {
		z := s.Units[u].Loc
		if z.IsZone() && s.Type(u).Side == Islamist && s.Units[u].FaceUp && s.CoalitionGroundIn(z) == 0 {
			s.Units[u].FaceUp = false
			s.Units[u].RevealedBy = ""
			s.emit(Event{Type: EvConceal, Rule: "20.3", Text: s.Type(u).Name + " in " + r.PlaceName(z) + " is concealed", Units: []int{u}, Zone: z})
		}
	}
	for u := range s.Units {
		s.Units[u].AirMoved = false
		s.Units[u].LandedIn = Nowhere
	}
	s.EventSeen = [13]bool{}
	if s.Turn >= s.Scenario.Turns {
		s.endGame()
		return
	}
	s.Turn++
	s.enter(PhMobilize)
}

// endGame scores the cities and strongholds held and names the level
// (4.2, 5.0, 5.2).
func (s *State) endGame() {
	r := s.Rules
	total := 0
	for z, zz := range r.Zones {
		if s.ControlOf(Place(z)) != CoalitionControl {
			continue
		}
		switch {
		case zz.ID == "kabul":
			total += r.NP["end-kabul"].Fixed
		case zz.IsCity():
			total += r.NP["end-city"].Fixed
		case zz.IsStronghold():
			total += r.NP["end-stronghold"].Fixed
		}
	}
	if total > 0 {
		old := s.NP
		s.NP = min(s.NP+total, 99)
		s.emit(Event{Type: EvNP, Rule: "4.2", Text: fmt.Sprintf("cities and strongholds held at the end: NP +%d (%d to %d)", total, old, s.NP), Total: total})
	}
	s.FinalNP = s.NP
	s.Outcome = LevelFor(s.NP)
	s.Phase = PhGameOver
	s.emit(Event{Type: EvGameOver, Rule: "5.2", Text: fmt.Sprintf("the end of turn %d: %d NP, a %s", s.Turn, s.NP, s.Outcome)})
}
