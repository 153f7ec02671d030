package enduring

import (
	"slices"
	"testing"
)

func TestMobilizeCosts_11_1(t *testing.T) {
	s := bare(t, PhMobilize)
	for _, c := range []struct {
		id   string
		cost int
	}{{"us-75r", 1}, {"us-1cav", 6}, {"ca-ppcli", 3}, {"us-b52", 2}, {"ir-irgc", 2}, {"us-fob-1", 1}} {
		if got := s.npCost(s.Rules.UnitID(c.id)); got != c.cost {
			t.Errorf("%s costs %d, want %d", c.id, got, c.cost)
		}
	}
	// two assets for one NP (11.1's note)
	for _, id := range []string{"isr-1", "isr-2"} {
		if _, err := s.Apply(Action{Kind: ActMobilize, Unit: s.Rules.UnitID(id), To: BoxAssetsReady}); err != nil {
			t.Fatal(err)
		}
	}
	if s.NP != 49 {
		t.Fatalf("two assets cost %d NP, want 1", 50-s.NP)
	}
	// the last NP is never spent (EF-R3)
	s.NP = 6
	if err := s.Check(Action{Kind: ActMobilize, Unit: s.Rules.UnitID("us-1cav"), To: Staging(0)}); err == nil {
		t.Fatal("1st Cavalry for 6 of 6 NP would end the game: refused")
	}
}

// 11.2: a FOB is built only where an engineer of its nation stands; 11.4
// takes it down, and it cannot be rebuilt the same turn.
func TestFOBNeedsEngineer_11_2(t *testing.T) {
	s := bare(t, PhMobilize)
	fob := s.Rules.UnitID("us-fob-1")
	if len(s.targets(ActMobilize, fob)) != 0 {
		t.Fatal("no engineer, no FOB")
	}
	put(t, s, "us-engineer", zone(t, s, "kandahar"))
	put(t, s, "uk-engineer", zone(t, s, "kabul"))
	if got := s.targets(ActMobilize, fob); len(got) != 1 || got[0] != zone(t, s, "kandahar") {
		t.Fatalf("the US FOB goes where the US engineer is: %v", got)
	}
	if _, err := s.Apply(Action{Kind: ActMobilize, Unit: fob, To: zone(t, s, "kandahar")}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(Action{Kind: ActDemobilize, Unit: fob, To: BoxMobilization}); err != nil {
		t.Fatal(err)
	}
	if len(s.targets(ActMobilize, fob)) != 0 {
		t.Fatal("a FOB taken down is rebuilt from the next turn (11.4)")
	}
}

func TestRefit_12_1(t *testing.T) {
	s := bare(t, PhRefit)
	a := put(t, s, "us-10mtn", Staging(0))
	b := put(t, s, "us-26meu", zone(t, s, "helmand"))
	c := put(t, s, "us-b52", Staging(1))
	d := put(t, s, "us-15meu", zone(t, s, "kandahar")) // an airbase held
	for _, u := range []int{a, b, c, d} {
		s.Units[u].Reduced = true
	}
	if len(s.targets(ActRefit, a)) != 1 || len(s.targets(ActRefit, b)) != 0 || len(s.targets(ActRefit, c)) != 1 || len(s.targets(ActRefit, d)) != 1 {
		t.Fatal("refit in a staging area or a held airbase, not in open Helmand")
	}
	if _, err := s.Apply(Action{Kind: ActRefit, Unit: c, To: Staging(1)}); err != nil {
		t.Fatal(err)
	}
	if s.Units[c].Reduced || s.NP != 48 {
		t.Fatal("an air unit refits for 2 NP")
	}
}

// 13.1: a zone's units are revealed on 1-3; the marker is spent (13.2).
func TestISR_13_1(t *testing.T) {
	s := bare(t, PhISRResolve)
	z := zone(t, s, "kandahar")
	x := put(t, s, "tal-inf-1", z)
	n := put(t, s, "na-inf-1", z)
	i1 := put(t, s, "isr-1", BoxAssetsReady)
	s.Units[i1].Target = z
	dice(s, 3)
	call(t, s, nil, s.stepISR)
	if !s.Units[x].FaceUp || !s.Units[n].FaceUp || s.Units[i1].Loc != BoxMobilization {
		t.Fatal("a 3 reveals both sides there (EF-R19) and spends the marker")
	}
	s.Units[x].FaceUp = false
	put(t, s, "isr-2", BoxAssetsReady)
	s.Units[s.Rules.UnitID("isr-2")].Target = z
	dice(s, 4)
	call(t, s, nil, s.stepISR)
	if s.Units[x].FaceUp {
		t.Fatal("a 4 reveals nothing")
	}
}

// 14.1, 14.2: 1-3 lowers the Jihad level, 6 raises it.
func TestInfoWar_14_1(t *testing.T) {
	s := bare(t, PhInfoWarResolve)
	for _, id := range []string{"infowar-1", "infowar-2", "infowar-3"} {
		put(t, s, id, BoxAssetsReady)
		s.Units[s.Rules.UnitID(id)].Target = TargetJihad
	}
	dice(s, 1, 2, 6)
	call(t, s, nil, s.stepInfoWar)
	if s.Jihad != 8 {
		t.Fatalf("two successes and a blowback from 9: %d", s.Jihad)
	}
}

// 19.1, 19.4, 19.5, 19.9: air transfer between bases, held or disputed;
// air assault for airmobile units; Northern Alliance units never fly; one
// air move a turn.
func TestAirMoves_19_1(t *testing.T) {
	s := bare(t, PhAirMove)
	bagram := zone(t, s, "bagram")
	put(t, s, "us-cjmp", bagram)
	put(t, s, "aq-jihadi-1", bagram)
	if !s.isBase(bagram) {
		t.Fatal("19.1's example: Bagram, disputed, is a base")
	}
	heavy := put(t, s, "us-1cav", Staging(0))
	got := s.airReach(heavy)
	if !slices.Contains(got, bagram) || slices.Contains(got, zone(t, s, "kandahar")) {
		t.Fatalf("a non-airmobile unit flies only base to base: %v", got)
	}
	air := put(t, s, "us-101-rakkasan", Staging(0))
	if !slices.Contains(s.airReach(air), zone(t, s, "kandahar")) {
		t.Fatal("an airmobile unit assaults into any zone from a base")
	}
	na := put(t, s, "fahim", Staging(0), true)
	if len(s.airReach(na)) != 0 {
		t.Fatal("Northern Alliance units are not air transported (19.4)")
	}
	if _, err := s.Apply(Action{Kind: ActAirMove, Unit: air, To: zone(t, s, "kandahar")}); err != nil {
		t.Fatal(err)
	}
	if len(s.airReach(air)) != 0 {
		t.Fatal("one air move a turn (19.9)")
	}
}

// 19.3: a staging area lifts its basing number; an airbase 2, or 4 with
// a FOB; heavy units count two.
func TestAirCapacity_19_3(t *testing.T) {
	s := bare(t, PhAirMove)
	if s.airCapacity(Staging(1)) != 6 || s.airCapacity(zone(t, s, "kabul")) != 2 {
		t.Fatal("Central Asia 6, a bare airbase 2")
	}
	put(t, s, "us-fob-1", zone(t, s, "kabul"))
	put(t, s, "us-fob-2", zone(t, s, "kabul"))
	if s.airCapacity(zone(t, s, "kabul")) != 4 {
		t.Fatal("4 with a FOB, no more with two")
	}
	a := put(t, s, "us-1cav", Staging(1))
	b := put(t, s, "us-go", Staging(1))
	c := put(t, s, "fr-21rima", Staging(1))
	d := put(t, s, "us-10mtn", Staging(1))
	for _, u := range []int{a, b, c} {
		if _, err := s.Apply(Action{Kind: ActAirMove, Unit: u, To: Staging(0)}); err != nil {
			t.Fatal(err)
		}
	}
	if len(s.airReach(d)) != 0 {
		t.Fatal("three heavy units used Central Asia's six")
	}
}

// 19.7: only SOF air assault into mountains; a stronghold in one is not
// mountain.
func TestAltitude_19_7(t *testing.T) {
	s := bare(t, PhAirMove)
	inf := put(t, s, "us-10mtn", Staging(0))
	sof := put(t, s, "us-tf-sword", Staging(0))
	khyber, shahikot := zone(t, s, "khyber"), zone(t, s, "shah-i-kot")
	if slices.Contains(s.airReach(inf), khyber) || !slices.Contains(s.airReach(sof), khyber) {
		t.Fatal("Khyber is mountain: SOF only")
	}
	if !slices.Contains(s.airReach(inf), shahikot) {
		t.Fatal("Shah-i-Kot is a stronghold, open to any air assault")
	}
}

// 24.4, 24.5, 24.7: heavy units attacking in a city fire at -1 and cause
// collateral damage on 5-6; a zero factor does not fire.
func TestCollateral_24_4(t *testing.T) {
	s := bare(t, PhGroundCombat)
	z := zone(t, s, "kandahar")
	cav := put(t, s, "us-1cav", z)
	fob := put(t, s, "us-fob-1", z)
	put(t, s, "aq-jihadi-1", z, true)
	if s.firePower(cav, z, true) != 5 || s.firePower(cav, z, false) != 6 {
		t.Fatal("the 1st Cavalry attacks at 5 in a city, defends at 6")
	}
	// no NP for the edge (answer no); edge 6 v 1; the cavalry rolls 5: a hit and collateral; the FOB does not fire
	dice(s, 6, 1, 5)
	call(t, s, []int{0}, func() { s.battle(z, false) })
	if s.NP != 50-1+1 {
		dumpEvents(t, s)
		t.Fatalf("NP %d: -1 collateral, +1 for the Jihadis", s.NP)
	}
	for _, e := range s.ev.list {
		if e.Type == EvFire && len(e.Units) > 0 && e.Units[0] == fob {
			t.Fatal("a FOB (factor 0) does not fire")
		}
	}
}

// 19.3's example: a capacity of six lets four units take off and two
// land in the same phase, and no seventh.
func TestAirCapacityExample_19_3(t *testing.T) {
	s := bare(t, PhAirMove)
	ca := Staging(1)
	var out, in []int
	for _, id := range []string{"us-75r", "us-tf-sword", "us-tf-kbar", "uk-sas"} {
		out = append(out, put(t, s, id, ca))
	}
	for _, id := range []string{"us-10mtn", "us-26meu", "us-15meu"} {
		in = append(in, put(t, s, id, Staging(0)))
	}
	for _, u := range out {
		if _, err := s.Apply(Action{Kind: ActAirMove, Unit: u, To: Staging(0)}); err != nil {
			t.Fatal(err)
		}
	}
	for _, u := range in[:2] {
		if _, err := s.Apply(Action{Kind: ActAirMove, Unit: u, To: ca}); err != nil {
			t.Fatal(err)
		}
	}
	if slices.Contains(s.airReach(in[2]), ca) {
		t.Fatal("four took off and two landed: Central Asia's six are used")
	}
}
