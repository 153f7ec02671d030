package enduring

import (
	"strings"
	"testing"
)

func TestParseRules_3_0(t *testing.T) {
	r := MustRules()
	count := func(f func(u *UnitType) bool) int {
		n := 0
		for _, u := range r.Units {
			if f(u) {
				n++
			}
		}
		return n
	}
	if len(r.Zones) != 29 || len(r.Staging) != 3 {
		t.Errorf("%d zones and %d staging areas, want 29 and 3", len(r.Zones), len(r.Staging))
	}
	if n := count(func(u *UnitType) bool { return u.Side == Islamist }); n != 70 {
		t.Errorf("%d Islamist counters, want 70", n)
	}
	if n := count(func(u *UnitType) bool { return u.NA() }); n != 30 {
		t.Errorf("%d Northern Alliance counters, want 30", n)
	}
	if n := count(func(u *UnitType) bool { return u.Class == Air }); n > 20 {
		t.Errorf("%d air units do not fit the staging areas' 20 air places (17.5)", n)
	}
	if n := count(func(u *UnitType) bool { return u.Type == "leader" }); n < 2 {
		t.Errorf("%d Northern Alliance leaders: the Loya Jirga needs two (33.1)", n)
	}
	for _, z := range r.Zones {
		if len(z.Adjacent) == 0 {
			t.Errorf("%s touches nothing", z.Name)
		}
	}
}

// A staging area holds its number of air units and as many ground units (8.5).
func TestStagingCapacity_8_5(t *testing.T) {
	s := bare(t, PhStaging)
	pg := Staging(0)
	if s.Rules.Staging[0].Name != "Persian Gulf" || s.StagingRoom(pg, Air) != 10 || s.StagingRoom(pg, Ground) != 10 {
		t.Fatalf("the Persian Gulf takes %d air and %d ground, want 10 and 10", s.StagingRoom(pg, Air), s.StagingRoom(pg, Ground))
	}
	put(t, s, "us-b52", pg)
	if s.StagingRoom(pg, Air) != 9 || s.StagingRoom(pg, Ground) != 10 {
		t.Error("an air unit counts against air basing only")
	}
}

func TestParseErrors_3_0(t *testing.T) {
	m := "[zones]\nkabul | Kabul | swamp | - | -\n"
	_, err := ParseRules(m, "", "", "")
	if err == nil || !strings.Contains(err.Error(), "map.txt line 2") || !strings.Contains(err.Error(), "swamp") {
		t.Fatalf("a bad terrain gives %v", err)
	}
}

// The rules' examples of adjacency and movement cost (8.2, 16.1).
func TestMovementExamples_16_1(t *testing.T) {
	s := bare(t, PhGroundMove)
	dist := func(a, b string) int {
		from, to := s.Rules.ZoneID(a), s.Rules.ZoneID(b)
		d := map[int]int{from: 0}
		q := []int{from}
		for len(q) > 0 {
			z := q[0]
			q = q[1:]
			for _, n := range s.Rules.Zones[z].Adjacent {
				if _, ok := d[n]; !ok {
					d[n] = d[z] + 1
					q = append(q, n)
				}
			}
		}
		return d[to]
	}
	for _, c := range []struct {
		a, b string
		n    int
	}{{"kabul", "tora-bora", 2}, {"kabul", "panjshir-valley", 2}, {"farah", "herat", 1}, {"kandahar", "lashkargam", 1}, {"kandahar", "spin-boldak", 1}, {"jalalabad", "khyber", 1}} {
		if d := dist(c.a, c.b); d != c.n {
			t.Errorf("%s to %s costs %d, want %d", c.a, c.b, d, c.n)
		}
	}
	u := put(t, s, "us-10mtn", zone(t, s, "kabul"))
	reach := s.groundReach(u)
	has := func(id string) bool {
		for _, p := range reach {
			if p == zone(t, s, id) {
				return true
			}
		}
		return false
	}
	if !has("panjshir-valley") || !has("khyber") {
		t.Errorf("from Kabul a US unit reaches Panjshir by Bagram and Khyber: %v", reach)
	}
	if has("tora-bora") {
		t.Error("Khyber is a mountain zone: a ground move ends there (16.4), so Tora Bora is out of reach this phase")
	}
	na := put(t, s, "na-inf-1", zone(t, s, "kabul"), true)
	if r := s.groundReach(na); len(r) == 0 || len(r) > len(s.Rules.Zones[zone(t, s, "kabul")].Adjacent) {
		t.Errorf("a Northern Alliance unit moves one zone: %v", r)
	}
	down := put(t, s, "na-inf-2", zone(t, s, "kabul"))
	if r := s.groundReach(down); len(r) != 0 {
		t.Error("a face-down Northern Alliance unit does not move (11.2)")
	}
}

// 16.5's example: a NATO unit starting in Kandahar with a FOB moves three
// zones along one road; without the FOB, two.
func TestRoadExample_16_5(t *testing.T) {
	s := bare(t, PhGroundMove)
	u := put(t, s, "ca-ppcli", zone(t, s, "kandahar"))
	reaches := func(id string) bool {
		for _, p := range s.groundReach(u) {
			if p == zone(t, s, id) {
				return true
			}
		}
		return false
	}
	if reaches("kabul") {
		t.Fatal("without an engineer or FOB the road gives nothing extra")
	}
	put(t, s, "nato-fob", zone(t, s, "kandahar"))
	if !reaches("kabul") {
		t.Fatal("with a NATO FOB in Kandahar the unit reaches Kabul by Zabul and Ghazni")
	}
	us := put(t, s, "us-10mtn", zone(t, s, "kandahar"))
	for _, p := range s.groundReach(us) {
		if p == zone(t, s, "kabul") {
			t.Fatal("a NATO FOB gives a US unit no road bonus (32.2)")
		}
	}
	put(t, s, "tal-inf-1", zone(t, s, "ghazni"))
	if reaches("kabul") || !reaches("ghazni") {
		t.Fatal("contact in Ghazni ends the road move there (16.4)")
	}
}

// 16.2: between a staging area and Afghanistan only by road, one space.
func TestStagingRoad_16_2(t *testing.T) {
	s := bare(t, PhGroundMove)
	u := put(t, s, "us-10mtn", Staging(2)) // Pakistan
	got := map[Place]bool{}
	for _, p := range s.groundReach(u) {
		got[p] = true
	}
	if len(got) != 2 || !got[zone(t, s, "khyber")] || !got[zone(t, s, "spin-boldak")] {
		t.Fatalf("from Pakistan by road: %v, want Khyber and Spin Boldak", got)
	}
	v := put(t, s, "us-26meu", Staging(0)) // Persian Gulf has no road
	if len(s.groundReach(v)) != 0 {
		t.Fatal("the Persian Gulf has no road into Afghanistan")
	}
	w := put(t, s, "us-75r", zone(t, s, "spin-boldak"))
	found := false
	for _, p := range s.groundReach(w) {
		found = found || p == Staging(2)
	}
	if !found {
		t.Fatal("from Spin Boldak a unit may go back to Pakistan")
	}
}

// 30.2's example: three and one is Zaranj.
func TestRandomLocationExample_30_2(t *testing.T) {
	s := bare(t, PhIslamistMobilize)
	dice(s, 3, 1)
	if z := s.randomLocation("30.2"); s.Rules.Zones[z].ID != "zaranj" {
		t.Fatalf("3-1 gives %s", s.Rules.Zones[z].Name)
	}
	for row := range 6 {
		for col := range 6 {
			if s.Rules.Location[row][col] < 0 {
				t.Fatalf("cell %d-%d is empty", row+1, col+1)
			}
		}
	}
}

func TestLevels_5_0(t *testing.T) {
	for _, c := range []struct {
		np   int
		want Outcome
	}{{0, Catastrophe}, {1, StrategicDefeat}, {20, StrategicDefeat}, {21, OperationalDefeat}, {40, OperationalDefeat}, {41, Draw}, {60, Draw}, {61, OperationalVictory}, {80, OperationalVictory}, {81, StrategicVictory}, {99, StrategicVictory}} {
		if got := LevelFor(c.np); got != c.want {
			t.Errorf("%d NP: %s, want %s", c.np, got, c.want)
		}
	}
}

func TestNPCap_4_1(t *testing.T) {
	s := bare(t, PhJihadEvents)
	s.NP = 95
	call(t, s, nil, func() { s.addNP(10, "4.1", "test", nil) })
	if s.NP != 99 {
		t.Fatalf("NP %d, capped at 99", s.NP)
	}
}

func TestCatastrophe_5_1(t *testing.T) {
	s := bare(t, PhJihadEvents)
	s.NP = 3
	call(t, s, nil, func() { s.addNP(-5, "29.0", "test", nil) })
	if s.Phase != PhGameOver || s.Outcome != Catastrophe || s.NP != 0 {
		t.Fatalf("NP %d, phase %s, outcome %s", s.NP, s.Phase, s.Outcome)
	}
}

// 28.0's example: level 7 (Medium) makes two event checks; 28.5's limits.
func TestJihadEventsExample_28_0(t *testing.T) {
	s := bare(t, PhJihadEvents)
	s.Jihad = 7
	if s.Lower() != 2 || s.Rules.Jihad[7].Name != "Medium" {
		t.Fatalf("level 7: %d checks, %s", s.Lower(), s.Rules.Jihad[7].Name)
	}
	dice(s, 1, 1, 5, 5) // 2: C2 Breakdown; 10: War on Terror ... then its die
	s.Dice.Script = append(s.Dice.Script, 3)
	for range 3 {
		call(t, s, nil, s.stepJihadEvent)
	}
	if s.Phase != PhIslamistMobilize || s.NP != 53 {
		t.Fatalf("after two events: phase %s, NP %d (War on Terror odd 3 adds 3)", s.Phase, s.NP)
	}
	s.Jihad = 12
	call(t, s, nil, func() { s.addJihad(3, "28.5", "test") })
	if s.Jihad != 12 {
		t.Fatalf("the level went to %d", s.Jihad)
	}
}

// 28.2's example: at level 9 a check of 6 passes (Islamist Morale passes:
// an uprising).
func TestJihadCheckExample_28_2(t *testing.T) {
	s := bare(t, PhJihadEvents)
	dice(s, 2, 4, 3, 3, 3)
	call(t, s, nil, func() { s.doEvent("morale") })
	if !hasEvent(s, "28.2", "passed") {
		dumpEvents(t, s)
		t.Fatal("6 against 9 passes")
	}
	if n := s.IslamistsIn(zone(t, s, "herat")); n != 3 {
		t.Fatalf("the uprising of 3 units goes to 3-3 (Herat): %d there", n)
	}
}

// 29.2: an event rolled twice in a turn has no effect the second time.
func TestEventOnce_29_2(t *testing.T) {
	s := bare(t, PhJihadEvents)
	s.Jihad = 9
	dice(s, 5, 5, 2, 5, 5)
	call(t, s, nil, s.stepJihadEvent)
	call(t, s, nil, s.stepJihadEvent)
	if s.NP != 48 || !hasEvent(s, "29.2", "again this turn") {
		dumpEvents(t, s)
		t.Fatalf("NP %d: the second War on Terror must do nothing", s.NP)
	}
}
