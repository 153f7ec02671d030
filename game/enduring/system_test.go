package enduring

import "testing"

// 31.1, 31.4: in the counterattack phase every zone with both sides
// fights, the Islamists attacking; CAS air units flown there fire with
// the Coalition (EF-R13) and come home after.
func TestCounterattack_31_1(t *testing.T) {
	s := bare(t, PhCounterattack)
	z := zone(t, s, "kandahar")
	put(t, s, "us-10mtn", z)
	put(t, s, "tal-inf-1", z) // face down: revealed as the battle begins (20.2)
	b := put(t, s, "us-a10", z)
	s.Units[b].Mission = CloseAirSupport
	// edge 1 v 6: the Islamists fire first (6: miss); then the 10th (1: a hit) and the A-10
	dice(s, 1, 6, 6, 1)
	call(t, s, []int{0}, func() { s.stepCombat(true) })
	if !hasEvent(s, "31.4", "battle in Kandahar") || s.IslamistsIn(z) != 0 {
		dumpEvents(t, s)
		t.Fatal("the counterattack is fought and lost by the Islamists")
	}
	call(t, s, []int{2}, func() { s.stepCombat(true) })
	if s.Units[b].Loc != Staging(2) || s.Phase != PhJihadAdjust {
		t.Fatalf("the CAS unit returns to the chosen staging area (17.5): %s", s.Rules.PlaceName(s.Units[b].Loc))
	}
}

// 8.9: beyond a zone's limit at the end of a phase, the player chooses
// which units are eliminated.
func TestOverstack_8_9(t *testing.T) {
	s := bare(t, PhGroundMove)
	z := zone(t, s, "panjshir-valley") // mountain: 4
	for _, id := range []string{"na-inf-1", "na-inf-2", "na-inf-3", "na-inf-4", "na-cav-1"} {
		put(t, s, id, z, true)
	}
	call(t, s, []int{4}, s.stackCheck)
	if s.CoalitionGroundIn(z) != 4 || s.Units[s.Rules.UnitID("na-cav-1")].Loc != BoxNAAvailable || s.NP != 49 {
		t.Fatalf("the cavalry chosen goes back to the available display and costs 1 NP: %d left, NP %d", s.CoalitionGroundIn(z), s.NP)
	}
}

// 28.6, 30.1: the lower number of units, each to its own random zone.
func TestIslamistMobilize_28_6(t *testing.T) {
	s := bare(t, PhIslamistMobilize)
	dice(s, 3, 1, 2, 1, 6, 6)
	call(t, s, nil, s.stepIslamistMobilize)
	for _, id := range []string{"zaranj", "kabul", "fayzabad"} {
		if s.IslamistsIn(zone(t, s, id)) != 1 {
			t.Fatalf("one unit in %s", id)
		}
	}
	if s.Phase != PhDefensiveCAS {
		t.Fatal("then the defensive CAS phase")
	}
}

// 29.0: Troop Rotation sends a chosen unit home; the Northern Alliance's
// negotiations empty a random zone of its units, or do nothing.
func TestEvents_29_0(t *testing.T) {
	s := bare(t, PhJihadEvents)
	a := put(t, s, "us-10mtn", zone(t, s, "kabul"))
	put(t, s, "us-75r", Staging(0))
	call(t, s, []int{1}, func() { s.doEvent("troop-rotation") }) // the options in counter order: 75R, then 10th Mountain
	if s.Units[a].Loc != BoxMobilization {
		t.Fatal("the unit chosen goes to the Mobilization display")
	}
	n1 := put(t, s, "na-inf-1", zone(t, s, "zaranj"), true)
	dice(s, 3, 1)
	call(t, s, nil, func() { s.doEvent("na-negotiations") })
	if s.Units[n1].Loc != BoxNAAvailable || s.Units[n1].FaceUp {
		t.Fatal("the Northern Alliance in Zaranj (3-1) goes back, face down")
	}
	dice(s, 3, 1)
	call(t, s, nil, func() { s.doEvent("na-negotiations") })
	if !hasEvent(s, "29.0", "as C2 Breakdown") {
		t.Fatal("an empty zone: as C2 Breakdown")
	}
	x := put(t, s, "tal-inf-1", zone(t, s, "herat"))
	call(t, s, nil, func() { s.doEvent("national-intel") })
	if !s.Units[x].FaceUp {
		t.Fatal("National Level Intelligence reveals the only zone with face-down units")
	}
}

// 26.1's example: a battle that leaves both sides in Tora Bora goes on in
// the counterattack phase, the Islamists attacking.
func TestContinuingEngagement_26_1(t *testing.T) {
	s := bare(t, PhGroundCombat)
	z := zone(t, s, "tora-bora")
	put(t, s, "us-75r", z)
	put(t, s, "aq-jihadi-1", z, true)
	// edge 6 v 1 (Coalition): the Rangers miss (6), the Jihadis miss (6)
	dice(s, 6, 1, 6, 6)
	call(t, s, nil, func() { s.stepCombat(false) })
	if !hasEvent(s, "26.0", "a draw") {
		dumpEvents(t, s)
		t.Fatal("a draw")
	}
	call(t, s, nil, func() { s.stepCombat(false) })
	if s.Phase != PhSustainment {
		t.Fatal("one battle a zone in the combat phase")
	}
	s.Phase, s.Step = PhCounterattack, 0
	dice(s, 1, 1, 6, 6)
	call(t, s, nil, func() { s.stepCombat(true) })
	if !hasEvent(s, "31.4", "battle in Tora Bora") {
		t.Fatal("the counterattack fights in Tora Bora")
	}
}
