package enduring

import "testing"

// 23.4's example: two elite Coalition units air assault into a mountain
// zone; the Coalition rolls 2 (+1 for elites: 3), the Islamists 3: a tie,
// which the Islamists win in mountains.
func TestTacticalEdgeExample_23_4(t *testing.T) {
	s := bare(t, PhGroundCombat)
	z := zone(t, s, "hindu-kush-east")
	put(t, s, "us-75r", z)
	put(t, s, "uk-sas", z)
	put(t, s, "tal-inf-1", z, true)
	// edge 2 v 3; the Islamists fire first (die 6: miss); then the Coalition (6, 6: misses)
	dice(s, 2, 3, 6, 6, 6)
	call(t, s, nil, func() { s.battle(z, false) })
	if !hasEvent(s, "23.4", "Coalition 3, Islamists 3: the Islamists") {
		dumpEvents(t, s)
		t.Fatal("the tie in a mountain zone goes to the Islamists")
	}
	for _, e := range s.ev.list {
		if e.Type == EvEdge && (len(e.Terms) != 2 || e.Terms[1].Label != "elite" || e.Total != 3 || e.AgainstTotal != 3 || len(e.Against) != 1) {
			t.Fatalf("the edge's terms: %+v", e)
		}
	}
}

// 24.3's example: three Coalition units against two Islamist units, the
// Coalition with the edge: one hit eliminates one Islamist unit and the
// survivor fires back; had both gone, none would fire.
func TestFireExample_24_3(t *testing.T) {
	s := bare(t, PhGroundCombat)
	z := zone(t, s, "balkh")
	a := put(t, s, "us-10mtn", z)
	put(t, s, "us-26meu", z)
	put(t, s, "ca-ppcli", z)
	put(t, s, "tal-inf-1", z, true)
	put(t, s, "tal-inf-2", z, true)
	// edge 6 v 1 (Coalition); fire 1, 6, 6: one hit; the survivor fires 1: a hit, on 10th Mountain
	dice(s, 6, 1, 1, 6, 6, 1)
	call(t, s, []int{0}, func() { s.battle(z, false) })
	if n := s.IslamistsIn(z); n != 1 {
		t.Fatalf("%d Islamist units left, want 1", n)
	}
	if !s.Units[a].Reduced {
		dumpEvents(t, s)
		t.Fatal("the surviving Islamist unit fires back and its hit reduces the unit chosen")
	}
	if s.NP != 50+1-2 {
		t.Fatalf("NP %d: +1 for the Islamist unit, -2 for a US unit reduced", s.NP)
	}
	// both eliminated: no fire back
	s = bare(t, PhGroundCombat)
	put(t, s, "us-10mtn", z)
	put(t, s, "tal-inf-1", z, true)
	dice(s, 6, 1, 1)
	call(t, s, nil, func() { s.battle(z, false) })
	if s.IslamistsIn(z) != 0 || !hasEvent(s, "26.0", "Coalition win") {
		dumpEvents(t, s)
		t.Fatal("an Islamist force wiped out in the first round does not fire")
	}
}

// 25.1: hits on Islamists fall on the weakest factor first; 25.3: hits
// beyond the units are lost.
func TestWeakestFirst_25_1(t *testing.T) {
	s := bare(t, PhGroundCombat)
	z := zone(t, s, "balkh")
	strong := put(t, s, "aq-jihadi-1", z, true)
	weak := put(t, s, "tal-guerrilla-1", z, true)
	call(t, s, nil, func() { s.hitIslamists(1, []int{strong, weak}, "24.3") })
	if s.Units[weak].Loc != BoxUnderground || s.Units[strong].Loc != z {
		t.Fatal("the guerrilla (1) goes before the Jihadis (3)")
	}
	call(t, s, nil, func() { s.hitIslamists(5, []int{strong}, "24.3") })
	if s.Units[strong].Loc != BoxUnderground {
		t.Fatal("the last unit goes; the other hits are lost (25.3)")
	}
	hvt := put(t, s, "obl", z, true)
	dice(s, 6, 6, 6, 6)
	call(t, s, nil, func() { s.hitIslamists(1, []int{hvt}, "24.3") })
	if s.Units[hvt].Loc != BoxIslamistElim || s.NP != 50+1+1+24 {
		t.Fatalf("bin Laden goes for good and scores four dice: NP %d, in %s", s.NP, s.Rules.PlaceName(s.Units[hvt].Loc))
	}
}

// 21.1: each revealed air defense unit fires once at the air units and
// air-landed units in its zone; the player chooses who takes the hit.
func TestAirDefense_21_1(t *testing.T) {
	s := bare(t, PhAirDefense)
	z := zone(t, s, "kandahar")
	put(t, s, "tal-ad-1", z, true)
	put(t, s, "tal-ad-2", z, true)
	b := put(t, s, "us-b52", z)
	s.Units[b].Mission = JointStrike
	g := put(t, s, "us-75r", z)
	s.Units[g].LandedIn = z
	dice(s, 1, 2)
	call(t, s, []int{0, 0}, func() { s.airDefense(z, []int{b, g}, "21.1") })
	if s.Units[b].Loc != BoxCoalitionElim {
		dumpEvents(t, s)
		t.Fatal("two hits chosen on the B-52 reduce then eliminate it (21.1's note)")
	}
	if s.NP != 50-1-2 {
		t.Fatalf("NP %d: -1 reduced, -2 eliminated", s.NP)
	}
}

// 22.2, 22.5: a strike rolls a die per air unit and drone; air units lose
// a point in mountains and strongholds, drones do not; a 6 is collateral
// damage.
func TestJointStrike_22_2(t *testing.T) {
	s := bare(t, PhJointStrike)
	z := zone(t, s, "tora-bora")
	b := put(t, s, "us-b1", z) // 4, 3 at Tora Bora
	s.Units[b].Mission = JointStrike
	d := put(t, s, "drone-1", BoxAssetsReady)
	s.Units[d].Target = z
	put(t, s, "tal-inf-1", z, true)
	put(t, s, "tal-inf-2", z, true)
	hidden := put(t, s, "tal-inf-3", z)
	// B-1B 4 (miss at 3), drone 2 (hit); then the B-1B comes home: answer Central Asia
	dice(s, 4, 2)
	call(t, s, []int{1}, s.stepJointStrike)
	if s.IslamistsIn(z) != 2 || s.Units[hidden].Loc != z {
		dumpEvents(t, s)
		t.Fatal("one hit, on a revealed unit")
	}
	if s.Units[b].Loc != Staging(1) || s.Units[d].Loc != BoxMobilization {
		t.Fatalf("the bomber returns to the chosen staging area, the drone is expended: %s, %s", s.Rules.PlaceName(s.Units[b].Loc), s.Rules.PlaceName(s.Units[d].Loc))
	}
	s.Units[b].Loc, s.Units[b].Mission = z, JointStrike
	dice(s, 6)
	call(t, s, []int{0}, s.stepJointStrike)
	if s.NP != 51-1 {
		t.Fatalf("NP %d: the 6 costs one NP", s.NP)
	}
}

// 27.1, 27.2: units next to a FOB at an airbase are sustained; others pay
// or lose a step.
func TestSustainment_27_1(t *testing.T) {
	s := bare(t, PhSustainment)
	put(t, s, "us-fob-1", zone(t, s, "kandahar"))
	near := put(t, s, "us-10mtn", zone(t, s, "zabul"))
	far := put(t, s, "us-1cav", zone(t, s, "ghazni"))
	sof := put(t, s, "us-75r", zone(t, s, "farah"))
	if !s.sustained(near) || s.sustained(far) || !s.sustained(sof) {
		t.Fatal("Zabul touches Kandahar's FOB; Ghazni does not; SOF always are")
	}
	put(t, s, "tal-inf-1", zone(t, s, "kandahar"))
	if s.sustained(near) {
		t.Fatal("an Islamist unit in the FOB's zone cuts the adjacent zones off (27.1 5)")
	}
	s.Step = far
	call(t, s, []int{1}, s.stepSustainment)
	if s.NP != 48 || s.Units[far].Reduced {
		t.Fatalf("paying for a heavy unit costs 2 NP: NP %d", s.NP)
	}
}

// 10.2: an ambush brings units from the Underground, as many as the lower
// line, into its zone.
func TestAmbush_10_2(t *testing.T) {
	s := bare(t, PhReveal)
	s.Jihad = 10 // lower line 3
	z := zone(t, s, "gardez")
	put(t, s, "us-10mtn", z)
	a := put(t, s, "ambush-1", z)
	for u := range s.Units {
		if s.Type(u).Side == Islamist && u != a && s.Units[u].Loc == BoxUnderground && isMarker(s.Type(u)) {
			s.Units[u].Loc = BoxIslamistElim // only plain units to draw
			s.Units[u].FaceUp, s.Units[u].RevealedBy = true, "test"
		}
	}
	call(t, s, nil, func() { s.revealZone(z, false, "20.2", false) })
	if n := s.IslamistsIn(z); n != 3 {
		dumpEvents(t, s)
		t.Fatalf("%d units in Gardez, want 3", n)
	}
	if s.faceDownIn(z, false) != 0 || s.Units[a].Loc == z {
		t.Fatal("the ambush's units are revealed too (EF-R9) and it goes back underground")
	}
}

// 29.3: an airbase without Coalition units empties on 1-3; with them only on 1.
func TestAirlift_29_3(t *testing.T) {
	s := bare(t, PhJihadEvents)
	k := put(t, s, "tal-inf-1", zone(t, s, "kabul"))
	h := put(t, s, "tal-inf-2", zone(t, s, "herat"))
	put(t, s, "us-75r", zone(t, s, "herat"))
	// zones in map order: Mazar... the script covers each airbase with Islamists: Herat (2: stays), Kabul (3: flies)
	order := []int{}
	for z, zz := range s.Rules.Zones {
		if zz.Airbase && s.IslamistsIn(Place(z)) > 0 {
			order = append(order, z)
		}
	}
	script := []int{}
	for _, z := range order {
		if s.Rules.Zones[z].ID == "kabul" {
			script = append(script, 3)
		} else {
			script = append(script, 2)
		}
	}
	dice(s, script...)
	call(t, s, nil, func() { s.doEvent("airlift-of-evil") })
	if s.Units[k].Loc != BoxAirlift || s.Units[h].Loc != zone(t, s, "herat") {
		dumpEvents(t, s)
		t.Fatal("Kabul's unit flies out on a 3; Herat's stays on a 2 with the Coalition there")
	}
}

// 31.2, 31.3: next to the Coalition, Islamist units move in, one zone; not
// out of strongholds or a zone they share with the Coalition.
func TestOffensive_31_2(t *testing.T) {
	s := bare(t, PhJihadEvents)
	put(t, s, "us-75r", zone(t, s, "khyber"))
	put(t, s, "us-10mtn", zone(t, s, "kandahar"))
	a := put(t, s, "tal-inf-1", zone(t, s, "jalalabad"))
	b := put(t, s, "tal-inf-2", zone(t, s, "tora-bora"))
	c := put(t, s, "tal-inf-3", zone(t, s, "kandahar"))
	d := put(t, s, "tal-inf-4", zone(t, s, "herat"))
	call(t, s, nil, s.offensive)
	if s.Units[a].Loc != zone(t, s, "khyber") || s.Units[b].Loc != zone(t, s, "tora-bora") || s.Units[c].Loc != zone(t, s, "kandahar") || s.Units[d].Loc != zone(t, s, "herat") {
		dumpEvents(t, s)
		t.Fatal("only the unit in Jalalabad moves")
	}
}

// 33.2: the Loya Jirga fails on a total at or under the Jihad level.
func TestLoyaJirga_33_2(t *testing.T) {
	s := bare(t, PhCivilMilitary)
	k := zone(t, s, "kabul")
	put(t, s, "us-cjtf-mtn", k)
	put(t, s, "fahim", k, true)
	put(t, s, "karzai", k, true)
	if !s.LoyaJirgaReady() {
		t.Fatal("Kabul held, a US HQ and two leaders there (33.1)")
	}
	s.Jihad = 6
	dice(s, 5, 4, 3)
	call(t, s, []int{1}, s.stepLoyaJirga)
	if s.LoyaJirga != 1 || s.Jihad != 4 || s.NP != 53 {
		t.Fatalf("9 against 6 succeeds: Jihad %d, NP %d", s.Jihad, s.NP)
	}
	if s.LoyaJirgaReady() {
		t.Fatal("once a game")
	}
}

// 28.3: +1 for each Islamist city, and each held or disputed stronghold.
func TestJihadAdjust_28_3(t *testing.T) {
	s := bare(t, PhJihadAdjust)
	s.Jihad = 5
	put(t, s, "tal-inf-1", zone(t, s, "kandahar"))
	put(t, s, "tal-inf-2", zone(t, s, "kabul"))
	put(t, s, "us-75r", zone(t, s, "kabul"))
	put(t, s, "tal-inf-3", zone(t, s, "tora-bora"))
	put(t, s, "us-10mtn", zone(t, s, "tora-bora"))
	put(t, s, "tal-inf-4", zone(t, s, "helmand"))
	call(t, s, nil, s.stepJihadAdjust)
	if s.Jihad != 7 {
		t.Fatalf("Kandahar (held) and Tora Bora (disputed): +2, got %d", s.Jihad)
	}
}

// 20.3: in the Admin phase revealed Islamists away from the Coalition are
// concealed again.
func TestAdminConceal_20_3(t *testing.T) {
	s := bare(t, PhAdmin)
	a := put(t, s, "tal-inf-1", zone(t, s, "kandahar"), true)
	b := put(t, s, "tal-inf-2", zone(t, s, "kabul"), true)
	put(t, s, "us-75r", zone(t, s, "kabul"))
	call(t, s, nil, s.stepAdmin)
	if s.Units[a].FaceUp || !s.Units[b].FaceUp || s.Turn != 2 || s.Phase != PhMobilize {
		t.Fatal("Kandahar's unit is concealed, Kabul's stays revealed, turn 2 begins")
	}
}
