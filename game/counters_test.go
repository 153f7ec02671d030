package game

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// Checks of the shipped counter mix, assets/data/counters.txt, against
// every value the rulebook prints, and of the parser's error reports.

func cmShipped(t *testing.T) *CounterMix {
	t.Helper()
	src, err := os.ReadFile("../assets/data/counters.txt")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseCounterMix(src)
	if err != nil {
		t.Fatalf("assets/data/counters.txt: %v", err)
	}
	return m
}

// cmNamed lists the specs with a printed name.
func cmNamed(m *CounterMix, name string) []*Spec {
	var out []*Spec
	for i := range m.Specs {
		if m.Specs[i].Name == name {
			out = append(out, &m.Specs[i])
		}
	}
	return out
}

// cmOne is the first spec with a name; the test fails if there is none.
func cmOne(t *testing.T, m *CounterMix, name string) *Spec {
	t.Helper()
	s := cmNamed(m, name)
	if len(s) == 0 {
		t.Fatalf("no %q in the counter mix", name)
	}
	return s[0]
}

func cmMoveText(s *Spec) string {
	switch s.MoveType {
	case MoveStandard:
		return fmt.Sprint(s.Move)
	case MovePlus:
		return fmt.Sprintf("+%d", s.Move)
	case MovePlusBlack:
		return fmt.Sprintf("+%d black", s.Move)
	case MoveMinus:
		return fmt.Sprintf("-%d", s.Move)
	}
	return "none"
}

// Every weapon and item of equipment the rulebook names.
var cmRulebookGear = []string{
	"Sniper", "Booby Trap", "Drone", "Med Kit", "Bribe", "Intel", "Tools", "Demo", "Ammo",
	"Radio", "M249", "M203", "Dog", "Night Vision", "M2 .50 CAL", "AT-4", "AH-1", "AH-64",
	"B-52", "F-15", "F-16", "Truck", "UH-60", "CH-47", "Patrol Boat", "Raft/Scuba",
	"M777", "M224", "Missile",
}

// 2.4: every counter has its printed values, and 10.2 says which kind of
// movement each kind of piece has.
func TestCounterValues_2_4(t *testing.T) {
	m := cmShipped(t)
	for _, name := range cmRulebookGear {
		for _, s := range cmNamed(m, name) {
			if s.Kind != KindGear {
				t.Errorf("%s is a %s, want gear", name, s.Kind)
			}
		}
		cmOne(t, m, name)
	}
	plus, minus := 0, 0
	for i := range m.Specs {
		s := &m.Specs[i]
		want := map[Kind][]MoveType{
			KindTeam:      {MoveStandard},
			KindCommander: {MovePlusBlack},
			KindOfficer:   {MovePlusBlack},
			KindBaseCamp:  {MoveNone},
			KindGear:      {MovePlus, MovePlusBlack, MoveMinus},
			KindMission:   {MoveNone},
			KindCasualty:  {MoveNone},
			KindEnemy:     {MoveStandard},
		}[s.Kind]
		if !slices.Contains(want, s.MoveType) {
			t.Errorf("%s (%s): movement %s is not of the kind 10.2 gives a %s", s.ID, s.Name, cmMoveText(s), s.Kind)
		}
		if s.Kind == KindGear {
			if s.IsPlus() {
				plus++
			} else {
				minus++
			}
		}
		if s.Cost < 0 {
			t.Errorf("%s: cost %d", s.ID, s.Cost)
		}
	}
	// 10.2c: minus-type values are printed "on most weapons and equipment".
	if minus <= plus {
		t.Errorf("%d minus-type and %d plus-type gear pieces: 10.2c says most gear is minus-type", minus, plus)
	}
	// "SF team attack 2 and movement 4" (10.4, 13.3).
	for _, s := range m.OfKind(KindTeam) {
		if s.Firepower != 2 || s.Move != 4 || s.MoveType != MoveStandard {
			t.Errorf("%s: firepower %d movement %s, want 2 and 4", s.ID, s.Firepower, cmMoveText(s))
		}
	}
	// A "-0" counter is minus-type with value 0 (10.5 note).
	mt, v, err := cmParseMove("-0")
	if err != nil || mt != MoveMinus || v != 0 {
		t.Errorf(`"-0" reads as %v %d %v, want minus 0`, mt, v, err)
	}
	for _, name := range []string{"AH-1", "AH-64", "B-52", "F-15", "F-16"} {
		if s := cmOne(t, m, name); s.MoveType != MoveMinus || s.Move != 0 {
			t.Errorf("%s: movement %s, want -0", name, cmMoveText(s))
		}
	}
}

// 3.1-3.3 and 2.3: two teams, two leaders and a base camp free; one more
// A-Team for 20, B-Team for 15, commander for 8, officer for 4, base camp
// for 10.
func TestTeamsLeadersAndCamps_3_1(t *testing.T) {
	m := cmShipped(t)
	costs := func(name string, k Kind) []int {
		var c []int
		for _, s := range cmNamed(m, name) {
			if s.Kind != k {
				t.Errorf("%s is a %s, want %s", s.ID, s.Kind, k)
			}
			c = append(c, s.Cost)
		}
		slices.Sort(c)
		return c
	}
	for _, c := range []struct {
		name string
		kind Kind
		want []int
	}{
		{"A-Team", KindTeam, []int{0, 20}},
		{"B-Team", KindTeam, []int{0, 15}},
		{"Commander", KindCommander, []int{0, 8}},
		{"Officer", KindOfficer, []int{0, 4}},
		{"Base Camp", KindBaseCamp, []int{0, 10}},
	} {
		if got := costs(c.name, c.kind); !slices.Equal(got, c.want) {
			t.Errorf("%s costs %v, want %v", c.name, got, c.want)
		}
	}
	// 2.3: eight pieces for two teams: an A-Team, a B-Team, an officer and
	// a commander per team.
	n := len(m.OfKind(KindTeam)) + len(m.OfKind(KindCommander)) + len(m.OfKind(KindOfficer))
	if n != 8 {
		t.Errorf("%d teams and leaders, want 8 (2.3)", n)
	}
	if len(m.OfKind(KindBaseCamp)) != 2 {
		t.Errorf("%d base camps, want 2 (3.1)", len(m.OfKind(KindBaseCamp)))
	}
	free := 0
	for _, k := range []Kind{KindTeam, KindCommander, KindOfficer, KindBaseCamp} {
		for _, s := range m.OfKind(k) {
			if s.Cost == 0 {
				free++
			}
		}
	}
	if free != 5 {
		t.Errorf("%d free set-up pieces, want 5: two teams, two leaders, one camp", free)
	}
	// The two kinds of team differ (2.3: "each with different values").
	a, b := cmOne(t, m, "A-Team"), cmOne(t, m, "B-Team")
	if a.Firepower == b.Firepower && a.Noise == b.Noise && a.Move == b.Move {
		t.Error("A-Team and B-Team have the same values")
	}
	for _, s := range m.OfKind(KindBaseCamp) {
		if s.Firepower != 0 || s.Noise != 0 || s.MoveType != MoveNone {
			t.Errorf("%s: a base camp has no values besides its cost", s.ID)
		}
	}
}

// 9.1, 9.2, 12.0, 12.6: portage is six for a team, the noise value for a
// plus-type piece; a Truck hauls seven and with a team thirteen; a leader
// is a black +4 with noise +1, so it hauls one piece.
func TestCounterValues_9_2(t *testing.T) {
	m := cmShipped(t)
	truck := cmOne(t, m, "Truck")
	if truck.Noise != 7 || truck.Portage() != 7 {
		t.Errorf("Truck noise %d portage %d, want 7 and 7", truck.Noise, truck.Portage())
	}
	for _, s := range m.OfKind(KindTeam) {
		if s.Portage() != 6 {
			t.Errorf("%s portage %d, want 6 (9.1)", s.ID, s.Portage())
		}
		if s.Portage()+truck.Portage() != 13 {
			t.Errorf("%s with a Truck hauls %d, want 13 (9.2)", s.ID, s.Portage()+truck.Portage())
		}
	}
	for _, k := range []Kind{KindCommander, KindOfficer} {
		for _, s := range m.OfKind(k) {
			if s.Noise != 1 || s.Portage() != 1 || s.MoveType != MovePlusBlack || s.Move != 4 {
				t.Errorf("%s: noise %d portage %d movement %s, want +1, 1 and +4 black", s.ID, s.Noise, s.Portage(), cmMoveText(s))
			}
		}
	}
	for i := range m.Specs {
		if s := &m.Specs[i]; s.IsPlus() && s.Portage() != max(s.Noise, 0) {
			t.Errorf("%s: portage %d is not its noise %d", s.ID, s.Portage(), s.Noise)
		}
	}
	// The Raft/Scuba is black: a truck or a boat may haul it (9.2).
	if raft := cmOne(t, m, "Raft/Scuba"); raft.MoveType != MovePlusBlack {
		t.Errorf("Raft/Scuba movement %s, want a black plus value", cmMoveText(raft))
	}
}

// 10.4: Truck +6 with a team of 4 moves 10; hauling an AT-4 (-2), 8.
func TestCounterValues_10_4(t *testing.T) {
	m := cmShipped(t)
	team, truck, at4 := cmOne(t, m, "A-Team"), cmOne(t, m, "Truck"), cmOne(t, m, "AT-4")
	if truck.MoveType != MovePlus || truck.Move != 6 {
		t.Errorf("Truck movement %s, want +6", cmMoveText(truck))
	}
	if at4.MoveType != MoveMinus || at4.Move != 2 {
		t.Errorf("AT-4 movement %s, want -2", cmMoveText(at4))
	}
	if got := team.Move + truck.Move; got != 10 {
		t.Errorf("team and Truck move %d, want 10", got)
	}
	if got := team.Move + truck.Move - at4.Move; got != 8 {
		t.Errorf("team, Truck and AT-4 move %d, want 8", got)
	}
	for _, s := range m.OfKind(KindGear) {
		if s.Has(TagPatrolBoat) && !s.IsPlus() {
			t.Errorf("%s: a boat moves teams on rivers (11.1), so it is plus-type", s.ID)
		}
	}
	boat := cmOne(t, m, "Patrol Boat")
	if boat.MoveType != MovePlus || !boat.Has(TagPatrolBoat) {
		t.Errorf("Patrol Boat: movement %s tags %v", cmMoveText(boat), boat.Tags)
	}
	if raft := cmOne(t, m, "Raft/Scuba"); !raft.Has(TagPatrolBoat) {
		t.Errorf("Raft/Scuba tags %v: it moves on rivers like a boat", raft.Tags)
	}
}

// 10.5: a team (4) with a UH-60 (+30) and an M2 .50 CAL (-3) moves 31.
func TestCounterValues_10_5(t *testing.T) {
	m := cmShipped(t)
	team, uh60, m2 := cmOne(t, m, "B-Team"), cmOne(t, m, "UH-60"), cmOne(t, m, "M2 .50 CAL")
	if uh60.MoveType != MovePlus || uh60.Move != 30 {
		t.Errorf("UH-60 movement %s, want +30", cmMoveText(uh60))
	}
	if m2.MoveType != MoveMinus || m2.Move != 3 {
		t.Errorf("M2 .50 CAL movement %s, want -3", cmMoveText(m2))
	}
	if got := team.Move + uh60.Move - m2.Move; got != 31 {
		t.Errorf("4 + 30 - 3 = %d, want 31", got)
	}
	zero := 0
	for _, s := range m.OfKind(KindGear) {
		if s.MoveType == MoveMinus && s.Move == 0 {
			zero++
		}
	}
	if zero == 0 {
		t.Error(`no "-0" piece (10.5 note)`)
	}
}

// 13.3: team 2 + officer +1 + M203 +3 + AH-1 +25 = 31 against an enemy
// unit of attack 10. Ruling P1: transport helicopters are printed with a
// negative firepower, attack helicopters a positive one.
func TestCounterValues_13_3(t *testing.T) {
	m := cmShipped(t)
	team, officer := cmOne(t, m, "A-Team"), cmOne(t, m, "Officer")
	m203, ah1 := cmOne(t, m, "M203"), cmOne(t, m, "AH-1")
	for _, c := range []struct {
		s    *Spec
		want int
	}{{team, 2}, {officer, 1}, {m203, 3}, {ah1, 25}} {
		if c.s.Firepower != c.want {
			t.Errorf("%s firepower %d, want %d", c.s.Name, c.s.Firepower, c.want)
		}
	}
	if got := team.Firepower + officer.Firepower + m203.Firepower + ah1.Firepower; got != 31 {
		t.Errorf("total %d, want 31", got)
	}
	for _, s := range m.OfKind(KindCommander) {
		if s.Firepower != 2 {
			t.Errorf("%s firepower %d, want +2", s.ID, s.Firepower)
		}
	}
	ten := false
	for _, s := range m.OfKind(KindEnemy) {
		ten = ten || s.Firepower == 10
	}
	if !ten {
		t.Error("no enemy unit with attack 10")
	}
	for _, name := range []string{"UH-60", "CH-47"} {
		if s := cmOne(t, m, name); s.Firepower >= 0 || !s.Has(TagHelicopter) || !s.IsPlus() {
			t.Errorf("%s: firepower %d tags %v: want a negative firepower, plus-type, tagged helicopter", name, s.Firepower, s.Tags)
		}
	}
	for _, name := range []string{"AH-1", "AH-64"} {
		if s := cmOne(t, m, name); s.Firepower <= 0 || !s.Has(TagHelicopter) {
			t.Errorf("%s: firepower %d tags %v: want a positive firepower, tagged helicopter", name, s.Firepower, s.Tags)
		}
	}
}

// 14.0: air support is exactly the weapons printed noise +10 and movement
// -0: the AH-1, AH-64, B-52, F-15 and F-16.
func TestCounterValues_14_0(t *testing.T) {
	m := cmShipped(t)
	want := []string{"AH-1", "AH-64", "B-52", "F-15", "F-16"}
	var got []string
	for _, s := range m.OfKind(KindGear) {
		printed := s.Has(TagWeapon) && s.Noise == 10 && s.MoveType == MoveMinus && s.Move == 0
		if printed != s.Has(TagAirSupport) {
			t.Errorf("%s: noise %d movement %s tags %v: the air-support tag and the printed values disagree", s.ID, s.Noise, cmMoveText(s), s.Tags)
		}
		if s.Has(TagAirSupport) {
			got = append(got, s.Name)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("air support %v, want %v", got, want)
	}
}

// 12.0, 15.0, 18.0: the tags the rules act on.
func TestCounterTags_15_0(t *testing.T) {
	m := cmShipped(t)
	for _, c := range []struct {
		name string
		tags []string
	}{
		{"M249", []string{TagWeapon}}, {"M203", []string{TagWeapon}}, {"M2 .50 CAL", []string{TagWeapon}},
		{"AT-4", []string{TagWeapon}}, {"Sniper", []string{TagWeapon}},
		{"M777", []string{TagWeapon, TagIndirectFire}}, {"M224", []string{TagWeapon, TagIndirectFire}},
		{"Missile", []string{TagWeapon, TagIndirectFire}},
		{"Radio", []string{TagRadio}}, {"Med Kit", []string{TagMedKit}}, {"Booby Trap", []string{TagBoobyTrap}},
	} {
		for _, s := range cmNamed(m, c.name) {
			for _, tag := range c.tags {
				if !s.Has(tag) {
					t.Errorf("%s (%s) is not tagged %s", s.ID, s.Name, tag)
				}
			}
		}
	}
	// 15.0: some weapon can suppress: a weapon with a "+" firepower.
	n := 0
	for _, s := range m.OfKind(KindGear) {
		if s.Has(TagWeapon) && s.Firepower > 0 && !s.Has(TagOldStock) {
			n++
		}
	}
	if n < 5 {
		t.Errorf("%d weapons can suppress", n)
	}
	// Two teams can each carry a Radio and an M249.
	for _, name := range []string{"Radio", "M249"} {
		if k := len(cmNamed(m, name)); k < 2 {
			t.Errorf("%d %s, want 2", k, name)
		}
	}
}

// 16.0: Green Beret pieces are gear tagged old-stock; the M60 and RPK
// count as an M249, the M79 as an M203.
func TestOldStock_16_0(t *testing.T) {
	m := cmShipped(t)
	for _, c := range []struct{ name, fulfills string }{{"M60", "M249"}, {"RPK", "M249"}, {"M79", "M203"}} {
		s := cmOne(t, m, c.name)
		if !s.Has(TagOldStock) || !s.Satisfies(c.fulfills) || s.Kind != KindGear {
			t.Errorf("%s: kind %s tags %v fulfills %v, want old-stock gear fulfilling %s", c.name, s.Kind, s.Tags, s.Fulfills, c.fulfills)
		}
	}
	old := 0
	for i := range m.Specs {
		s := &m.Specs[i]
		if s.Has(TagOldStock) {
			old++
			if s.Kind != KindGear {
				t.Errorf("%s: only weapons and equipment come from Green Beret", s.ID)
			}
		}
		for _, f := range s.Fulfills {
			if len(cmNamed(m, f)) == 0 {
				t.Errorf("%s fulfills %q, which is not in the mix", s.ID, f)
			}
		}
	}
	if old < 5 {
		t.Errorf("%d old-stock pieces, want the M60, RPK, M79 and two or more", old)
	}
}

// 6.2: the whole game starts with 100 PP: every piece is affordable, and
// the gear for any one mission costs well under that.
func TestCostsFitTheBudget_6_2(t *testing.T) {
	m := cmShipped(t)
	cheapest := map[string]int{}
	for _, s := range m.OfKind(KindGear) {
		if s.Cost > 30 {
			t.Errorf("%s costs %d PP: nothing should cost more than 30 of the 100", s.ID, s.Cost)
		}
		if s.Has(TagOldStock) {
			continue // costs a d10 more, and only with rule 16
		}
		if c, ok := cheapest[s.Name]; !ok || s.Cost < c {
			cheapest[s.Name] = s.Cost
		}
		if s.Has(TagAirSupport) && (s.Cost < 15 || s.Cost > 30) {
			t.Errorf("%s: aircraft cost %d, want 15-30", s.ID, s.Cost)
		}
	}
	for _, s := range m.OfKind(KindMission) {
		best := 0
		for i, alt := range s.Requires {
			sum := 0
			for _, name := range alt {
				sum += cheapest[name]
			}
			if i == 0 || sum < best {
				best = sum
			}
		}
		if best > 25 {
			t.Errorf("%s: its cheapest gear costs %d PP", s.ID, best)
		}
	}
}

// The Mission Objective Requirements chart (6.1), as printed.
var cmRequirementsChart = []struct {
	mission string
	req     [][]string
}{
	{"Assassinate Mullah Omar", [][]string{{"Sniper"}, {"Booby Trap"}}},
	{"Bait the Enemy", [][]string{{"Drone"}}},
	{"Befriend Villagers", [][]string{{"Med Kit"}, {"Bribe"}}},
	{"Bribe a Local", [][]string{{"Bribe"}}},
	{"Bring Back Enemy P.O.W.", [][]string{{"Intel"}}},
	{"Build Infrastructure", [][]string{{"Tools"}}},
	{"Destroy Camp", [][]string{{"Demo"}}},
	{"Disarm I.E.D.", [][]string{{"Tools"}}},
	{"Escort Reporter", [][]string{{"Med Kit", "Ammo"}}},
	{"Establish Landing Zone", [][]string{{"Radio", "M249"}}},
	{"Find Weapon Cache", [][]string{{"Dog"}, {"Night Vision"}}},
	{"Help Villagers", [][]string{{"Tools"}, {"Bribe"}, {"Med Kit"}}},
	{"Insert C.I.A. Agent", nil},
	{"Kill Bin Laden", [][]string{{"Radio", "Intel"}}},
	{"Protect V.I.P.", [][]string{{"M249"}}},
	{"Raid (Hit and Run)", [][]string{{"M249"}}},
	{"Reinforce Unit", [][]string{{"M249", "Ammo", "M203"}}},
	{"Rescue Errant Pilot", [][]string{{"Med Kit"}}},
	{"Rescue P.O.W.", [][]string{{"Med Kit", "Radio"}}},
	{"Re-supply", [][]string{{"Ammo"}}},
	{"Search Caves", [][]string{{"Night Vision", "Demo"}}},
	{"Scout Location", [][]string{{"Radio"}}},
	{"Spot for Drone", [][]string{{"Drone"}}},
	{"Set-up Ambush", [][]string{{"M249", "M203"}}},
	{"Test New Drone", [][]string{{"Drone"}}},
	{"Train Afghan Army", [][]string{{"M249"}, {"M203"}}},
	{"Train the New Guys", [][]string{{"Med Kit", "Tools"}}},
	{"Triangulate Signal", [][]string{{"Radio"}}},
}

// 6.1: every mission of the chart is in the mix with exactly the chart's
// requirements, and every requirement can be bought without rule 16.
func TestMissionRequirements_6_1(t *testing.T) {
	m := cmShipped(t)
	if len(cmRequirementsChart) != 28 {
		t.Fatalf("the chart has 28 missions, the test %d", len(cmRequirementsChart))
	}
	chart := map[string][][]string{}
	for _, c := range cmRequirementsChart {
		chart[c.mission] = c.req
		specs := cmNamed(m, c.mission)
		if len(specs) == 0 {
			t.Errorf("mission %q is missing", c.mission)
		}
		for _, s := range specs {
			if s.Kind != KindMission {
				t.Errorf("%s is a %s", s.ID, s.Kind)
			}
			if fmt.Sprint(s.Requires) != fmt.Sprint(c.req) {
				t.Errorf("%s requires %v, the chart says %v", s.ID, s.Requires, c.req)
			}
		}
	}
	for _, s := range m.OfKind(KindMission) {
		if _, ok := chart[s.Name]; !ok {
			t.Errorf("mission %s %q is not on the chart", s.ID, s.Name)
		}
		for _, alt := range s.Requires {
			for _, name := range alt {
				ok := false
				for _, g := range m.OfKind(KindGear) {
					ok = ok || g.Name == name && !g.Has(TagOldStock)
				}
				if !ok {
					t.Errorf("%s needs %q, which cannot be bought without rule 16", s.ID, name)
				}
			}
		}
	}
}

// The Mission Objective Placement Hexes table (7.0), as printed.
var cmPlacementTable = map[string][3]string{
	"Assassinate Mullah Omar": {"0902", "2007", "1107"},
	"Bait the Enemy":          {"1016", "1913", "0306"},
	"Befriend Villagers":      {"1106", "1012", "0902"},
	"Bribe a Local":           {"1218", "0112", "1007"},
	"Bring Back Enemy P.O.W.": {"0532", "2508", "2635"},
	"Build Infrastructure":    {"1310", "2408", "0921"},
	"Destroy Camp":            {"1034", "2413", "2621"},
	"Disarm I.E.D.":           {"2006", "2001", "1111"},
	"Escort Reporter":         {"1320", "0412", "2516"},
	"Establish Landing Zone":  {"0735", "1929", "2334"},
	"Find Weapon Cache":       {"0833", "0136", "0413"},
	"Help Villagers":          {"0914", "0907", "1908"},
	"Insert C.I.A. Agent":     {"0906", "0231", "1212"},
	"Kill Bin Laden":          {"1734", "1102", "0631"},
	"Protect V.I.P.":          {"1001", "2003", "0101"},
	"Raid (Hit and Run)":      {"1536", "1006", "0723"},
	"Reinforce Unit":          {"1703", "0503", "2029"},
	"Rescue Errant Pilot":     {"2529", "1601", "1330"},
	"Rescue P.O.W.":           {"0601", "1625", "2413"},
	"Re-supply":               {"1001", "2432", "1532"},
	"Search Caves":            {"2222", "2031", "0723"},
	"Scout Location":          {"1127", "0227", "0736"},
	"Spot for Drone":          {"0728", "1436", "0306"},
	"Set-up Ambush":           {"1324", "0728", "1306"},
	"Test New Drone":          {"1018", "2225", "0616"},
	"Train Afghan Army":       {"0520", "2611", "1922"},
	"Train the New Guys":      {"2405", "2621", "0812"},
	"Triangulate Signal":      {"0835", "2029", "2433"},
}

// 7.0: every mission counter carries the placement hexes of the table.
func TestMissionPlacement_7_0(t *testing.T) {
	m := cmShipped(t)
	if len(cmPlacementTable) != 28 {
		t.Fatalf("the table has 28 missions, the test %d", len(cmPlacementTable))
	}
	for name, hexes := range cmPlacementTable {
		if len(cmNamed(m, name)) == 0 {
			t.Errorf("mission %q is missing", name)
		}
		for _, s := range cmNamed(m, name) {
			for i, h := range hexes {
				if s.Placement[i] != MustHex(h) {
					t.Errorf("%s: placement %d is %s, the table says %s", s.ID, i+1, s.Placement[i], h)
				}
			}
		}
	}
	for _, s := range m.OfKind(KindMission) {
		if _, ok := cmPlacementTable[s.Name]; !ok {
			t.Errorf("mission %s %q is not in the placement table", s.ID, s.Name)
		}
	}
}

// 2.3, 5.0, 6.2: dozens of missions (at least 30: the assessment scale
// reaches 30), each paying 1 to 30 PP, and the harder ones pay more.
func TestMissionAwards_6_2(t *testing.T) {
	m := cmShipped(t)
	missions := m.OfKind(KindMission)
	if len(missions) < 30 {
		t.Errorf("%d missions, want at least 30", len(missions))
	}
	award := map[string]int{}
	for _, s := range missions {
		if s.Firepower < 1 || s.Firepower > 30 {
			t.Errorf("%s: award %d, want 1-30", s.ID, s.Firepower)
		}
		if a, ok := award[s.Name]; ok && a != s.Firepower {
			t.Errorf("two %q counters pay %d and %d", s.Name, a, s.Firepower)
		}
		award[s.Name] = s.Firepower
	}
	for _, c := range [][2]string{
		{"Kill Bin Laden", "Assassinate Mullah Omar"},
		{"Assassinate Mullah Omar", "Rescue P.O.W."},
		{"Rescue P.O.W.", "Rescue Errant Pilot"},
		{"Reinforce Unit", "Set-up Ambush"},
		{"Set-up Ambush", "Raid (Hit and Run)"},
		{"Search Caves", "Find Weapon Cache"},
		{"Escort Reporter", "Re-supply"},
		{"Befriend Villagers", "Insert C.I.A. Agent"},
	} {
		if award[c[0]] <= award[c[1]] {
			t.Errorf("%s pays %d, not more than %s's %d", c[0], award[c[0]], c[1], award[c[1]])
		}
	}
	hi, lo := 0, 99
	for _, a := range award {
		hi, lo = max(hi, a), min(lo, a)
	}
	if hi != 30 || lo != 1 {
		t.Errorf("awards run from %d to %d, want 1 to 30", lo, hi)
	}
}

// 13.1: 16 casualties markers, one Commander Killed and one Officer
// Killed; the other 14 reduce a team's values, modestly.
func TestCasualties_13_1(t *testing.T) {
	m := cmShipped(t)
	cas := m.OfKind(KindCasualty)
	if len(cas) != 16 {
		t.Errorf("%d casualties markers, want 16", len(cas))
	}
	kills := map[Kind][]string{}
	for _, s := range cas {
		if s.Kills != 0 {
			kills[s.Kills] = append(kills[s.Kills], s.Name)
			if s.FirepowerMod != 0 || s.MoveMod != 0 || s.NoiseMod != 0 {
				t.Errorf("%s kills a %s and also changes the team", s.ID, s.Kills)
			}
			continue
		}
		if s.FirepowerMod == 0 && s.MoveMod == 0 && s.NoiseMod == 0 {
			t.Errorf("%s has no effect", s.ID)
		}
		if s.FirepowerMod > 0 || s.MoveMod > 0 || s.NoiseMod < 0 {
			t.Errorf("%s: %+d firepower %+d movement %+d noise is no reduction", s.ID, s.FirepowerMod, s.MoveMod, s.NoiseMod)
		}
		if s.FirepowerMod < -2 || s.MoveMod < -2 || s.NoiseMod > 2 {
			t.Errorf("%s: %+d firepower %+d movement %+d noise is more than a modest reduction", s.ID, s.FirepowerMod, s.MoveMod, s.NoiseMod)
		}
	}
	if !slices.Equal(kills[KindCommander], []string{"Commander Killed"}) || !slices.Equal(kills[KindOfficer], []string{"Officer Killed"}) {
		t.Errorf("killed markers %v, want one Commander Killed and one Officer Killed", kills)
	}
	moves := 0
	for _, s := range cas {
		if s.MoveMod < 0 {
			moves++
		}
	}
	if moves == 0 {
		t.Error("no marker lowers movement (13.1 designer's note: carrying off the wounded)")
	}
}

// 2.3, 10.6, 13.3: dozens of enemy units, attack about 2-20, movement
// 0-6, several static (movement 0).
func TestEnemyUnits_10_6(t *testing.T) {
	m := cmShipped(t)
	enemies := m.OfKind(KindEnemy)
	if len(enemies) < 40 {
		t.Errorf("%d enemy units, want at least 40", len(enemies))
	}
	static := 0
	for _, s := range enemies {
		if s.Firepower < 2 || s.Firepower > 20 {
			t.Errorf("%s: attack %d, want 2-20", s.ID, s.Firepower)
		}
		if s.MoveType != MoveStandard || s.Move < 0 || s.Move > 6 {
			t.Errorf("%s: movement %s, want 0-6", s.ID, cmMoveText(s))
		}
		if s.Move == 0 {
			static++
		}
		if s.Cost != 0 || s.Noise != 0 {
			t.Errorf("%s: an enemy unit has no cost or noise", s.ID)
		}
	}
	if static < 3 {
		t.Errorf("%d enemy units with movement 0, want several", static)
	}
	for _, name := range []string{"Checkpoint", "IED", "Sniper Team"} {
		if s := cmOne(t, m, name); s.Move != 0 {
			t.Errorf("%s moves %d: 10.6 names it as a static unit", name, s.Move)
		}
	}
}

func TestCounterIDs(t *testing.T) {
	m := cmShipped(t)
	seen := map[string]bool{}
	for _, s := range m.Specs {
		if s.ID == "" || seen[s.ID] {
			t.Errorf("id %q is empty or repeated", s.ID)
		}
		seen[s.ID] = true
	}
	// The ids the rule tests' fixture uses are the shipped ones too, so a
	// scenario written against one works with the other.
	for _, sp := range fixtureMix().Specs {
		if sp.Kind == KindMission || sp.Kind == KindCasualty || sp.Kind == KindEnemy {
			continue
		}
		s, ok := m.ByID(sp.ID)
		if !ok {
			t.Errorf("no piece %q", sp.ID)
			continue
		}
		if s.Name != sp.Name || s.Kind != sp.Kind {
			t.Errorf("%s is %s %q, the fixture's is %s %q", sp.ID, s.Kind, s.Name, sp.Kind, sp.Name)
		}
	}
	if _, ok := m.ByID("no-such-piece"); ok {
		t.Error("ByID found a piece that does not exist")
	}
	if s, ok := m.ByID("ah1"); !ok || s.Name != "AH-1" {
		t.Errorf("ByID(ah1) = %v, %v", s, ok)
	}
	total := 0
	for k := KindTeam; k <= KindEnemy; k++ {
		for _, s := range m.OfKind(k) {
			if s.Kind != k {
				t.Errorf("OfKind(%s) gave a %s", k, s.Kind)
			}
			total++
		}
	}
	if total != len(m.Specs) {
		t.Errorf("OfKind lists %d specs of %d", total, len(m.Specs))
	}
}

// A small valid mix, twelve lines long; the error cases add lines after it.
const cmBase = `[team]
t1 | A-Team | 2 | 0 | 1 | 4
[base camp]
c1 | Base Camp | 0
[gear]
radio | Radio | 0 | 3 | 0 | -0 | radio
[mission]
m1 | Scout Location | 4 | 1127 0227 0736 | Radio
[casualties]
k1 | Commander Killed | 0 | 0 | 0 | commander
[enemy]
e x3 | Taliban | 10 | 3
`

func TestParseCounterMix(t *testing.T) {
	m, err := ParseCounterMix([]byte(cmBase))
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, s := range m.Specs {
		ids = append(ids, s.ID)
	}
	if want := []string{"t1", "c1", "radio", "m1", "k1", "e-1", "e-2", "e-3"}; !slices.Equal(ids, want) {
		t.Errorf("ids %v, want %v", ids, want)
	}
	mission, _ := m.ByID("m1")
	if mission.Firepower != 4 || mission.Placement != [3]Hex{MustHex("1127"), MustHex("0227"), MustHex("0736")} {
		t.Errorf("mission %+v", mission)
	}
	// Requirements as the chart writes them.
	for _, c := range []struct{ text, want string }{
		{"None", "[]"},
		{"none", "[]"},
		{"Radio", "[[Radio]]"},
		{"Radio or Radio", "[[Radio] [Radio]]"},
		{"Radio & Radio", "[[Radio Radio]]"},
		{"Radio and Radio", "[[Radio Radio]]"},
		{"Radio, Radio, Radio", "[[Radio Radio Radio]]"},
		{"Radio & Radio or Radio", "[[Radio Radio] [Radio]]"},
	} {
		src := strings.Replace(cmBase, "| Radio\n", "| "+c.text+"\n", 1)
		m, err := ParseCounterMix([]byte(src))
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if got := fmt.Sprint(cmNamed(m, "Scout Location")[0].Requires); got != c.want {
			t.Errorf("%q reads as %s, want %s", c.text, got, c.want)
		}
	}
	// Movement values as printed.
	for _, c := range []struct {
		text string
		t    MoveType
		v    int
	}{{"4", MoveStandard, 4}, {"0", MoveStandard, 0}, {"+30", MovePlus, 30}, {"+4 black", MovePlusBlack, 4},
		{"+2 BLACK", MovePlusBlack, 2}, {"-3", MoveMinus, 3}, {"-0", MoveMinus, 0}, {"−2", MoveMinus, 2}} {
		mt, v, err := cmParseMove(c.text)
		if err != nil || mt != c.t || v != c.v {
			t.Errorf("%q reads as %v %d %v", c.text, mt, v, err)
		}
	}
	for _, bad := range []string{"", "+x", "x", "+", "-", "4 black", "-2 black", "+4 red", "+-4", "4.5"} {
		if _, _, err := cmParseMove(bad); err == nil {
			t.Errorf("%q read as a movement value", bad)
		}
	}
}

// Every mistake is reported with its line number.
func TestParseCounterMixErrors(t *testing.T) {
	base := strings.Count(cmBase, "\n") // the added lines start at base+1
	for _, c := range []struct {
		name, add string
		line      int // of the added lines, from 1
		want      string
	}{
		{"unknown kind", "[vehicles]\nj | Jeep | 0 | 1 | 1 | +5", 1, `unknown kind "vehicles"`},
		{"header", "[gear\n", 1, "section header"},
		{"bad number", "[gear]\nammo | Ammo | one | 2 | 0 | -1", 2, `firepower "one" is not a whole number`},
		{"bad cost", "[gear]\nammo | Ammo | 1 | 2x | 0 | -1", 2, `cost "2x"`},
		{"negative cost", "[gear]\nammo | Ammo | 1 | -2 | 0 | -1", 2, "cost cannot be negative"},
		{"missing number", "[gear]\nammo | Ammo | 1 | 2 |  | -1", 2, "noise is missing"},
		{"bad movement", "[gear]\nboat | Boat | 0 | 2 | 4 | +x", 2, `movement "+x"`},
		{"black minus", "[gear]\nboat | Boat | 0 | 2 | 4 | -2 black", 2, "only a plus value can be printed black"},
		{"unknown tag", "[gear]\nboat | Boat | 0 | 2 | 4 | +5 | boat", 2, `unknown tag "boat"`},
		{"duplicate id", "[gear]\nradio | Radio | 0 | 3 | 0 | -0", 2, `duplicate id "radio" (first used on line 6)`},
		{"duplicate count id", "e-2 | Taliban | 3 | 1", 1, `duplicate id "e-2" (first used on line 12)`},
		{"bad id", "[gear]\nbig radio | Radio | 0 | 3 | 0 | -0", 2, `id "big radio"`},
		{"bad count", "[gear]\nradio x0 | Radio | 0 | 3 | 0 | -0", 2, "count must be from x1 to x99"},
		{"columns", "x | Foo | 3", 1, "has 3 columns"},
		{"too many columns", "x | Foo | 3 | 1 | 2", 1, "has 5 columns"},
		{"no name", "x |  | 3 | 1", 1, "x has no name"},
		{"bad hex", "[mission]\nm2 | Scout Location | 4 | 1127 02x7 0736 | Radio", 2, `hex id "02x7"`},
		{"zero hex", "[mission]\nm2 | Scout Location | 4 | 1127 0000 0736 | Radio", 2, `hex id "0000"`},
		{"two hexes", "[mission]\nm2 | Scout Location | 4 | 1127 0227 | Radio", 2, "want three placement hexes"},
		{"four hexes", "[mission]\nm2 | Scout Location | 4 | 1127 0227 0736 0101 | Radio", 2, "got 4"},
		{"unknown requirement", "[mission]\nm2 | Destroy Camp | 12 | 1034 2413 2621 | Demo", 2, `requires "Demo"`},
		{"unknown in alternative", "[mission]\nm2 | Rescue P.O.W. | 20 | 0601 1625 2413 | Radio & Medkit", 2, `requires "Medkit"`},
		{"empty requirement", "[mission]\nm2 | Scout | 4 | 1127 0227 0736 |", 2, `write "None"`},
		{"dangling and", "[mission]\nm2 | Scout | 4 | 1127 0227 0736 | Radio &", 2, "empty name"},
		{"negative award", "[mission]\nm2 | Scout | -4 | 1127 0227 0736 | Radio", 2, "award cannot be negative"},
		{"kills", "[casualties]\nk2 | Sergeant Killed | 0 | 0 | 0 | sergeant", 2, `kills "sergeant"`},
		{"killed with effect", "[casualties]\nk2 | Officer Killed | -1 | 0 | 0 | officer", 2, "modifiers must be 0"},
		{"casualty bonus", "[casualties]\nk2 | Adrenaline | +1 | 0 | 0", 2, "imposes reductions"},
		{"casualty quiet", "[casualties]\nk2 | Hiding | 0 | -1 | 0", 2, "imposes reductions"},
		{"team plus", "[team]\nt2 | B-Team | 2 | 15 | 2 | +4", 2, "a team's movement is a plain whole number"},
		{"leader minus", "[commander]\ncm | Commander | 2 | 0 | 1 | -4", 2, "a leader is a plus-type piece"},
		{"leader noise", "[officer]\nof | Officer | 1 | 0 | 2 | +4 black", 2, "a leader's noise is +1"},
		{"gear standard", "[gear]\ntruck | Truck | 0 | 6 | 7 | 6", 2, "standard movement is for teams only"},
		{"air support values", "[gear]\nah | AH-1 | 25 | 20 | 9 | -0 | weapon, air-support", 2, "noise +10 and movement -0 (14.0)"},
		{"air support untagged", "[gear]\nf | F-16 | 25 | 20 | 10 | -0 | weapon", 2, "tag it air-support"},
		{"boat minus", "[gear]\nb | Boat | 0 | 2 | 4 | -1 | patrol-boat", 2, "plus-type piece (11.1)"},
		{"indirect not weapon", "[gear]\nm | Mortar | 8 | 5 | 2 | -2 | indirect-fire", 2, "tag it weapon too"},
		{"fulfills unknown", "[gear]\nm60 | M60 | 4 | 2 | 2 | -1 | weapon, old-stock | M294", 2, `fulfills "M294"`},
		{"fulfills on team", "[team]\nt2 | A-Team | 2 | 20 | 1 | 4 | | Radio", 2, "only weapons and equipment can fulfil"},
		{"old stock team", "[team]\nt2 | A-Team | 2 | 20 | 1 | 4 | old-stock", 2, `tag "old-stock" is for weapons and equipment only`},
		{"fob gear", "[gear]\nr | Radio | 0 | 3 | 0 | -0 | radio fob", 2, `tag "fob" is for base camps only`},
		{"enemy plus", "x | Foo | 3 | +2", 1, "an enemy unit's movement is a plain whole number"},
		{"enemy negative", "x | Foo | -3 | 2", 1, "attack value cannot be negative"},
	} {
		src := cmBase + c.add + "\n"
		_, err := ParseCounterMix([]byte(src))
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		want := fmt.Sprintf("line %d: ", base+c.line)
		if !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want %q and %q", c.name, err, want, c.want)
		}
	}
	// A piece before any section.
	if _, err := ParseCounterMix([]byte("x | y | 1 | 1\n" + cmBase)); err == nil || !strings.Contains(err.Error(), "line 1: a piece before the first [kind] section") {
		t.Errorf("piece before a section: %v", err)
	}
	// An unknown section's lines are skipped, not reported one by one.
	_, err := ParseCounterMix([]byte(cmBase + "[vehicle]\nj | Jeep\nk | Kite\n"))
	if err == nil || strings.Count(err.Error(), "line ") != 1 {
		t.Errorf("unknown section: %v", err)
	}
}

// Every problem is reported at once, not only the first.
func TestParseCounterMixReportsEveryError(t *testing.T) {
	src := cmBase + "[gear]\n" + // 13
		"a | Ammo | x | 2 | 0 | -1\n" + // 14
		"b | Boat | 0 | 2 | 4 | +x\n" + // 15
		"radio | Radio | 0 | 3 | 0 | -0 | loud\n" + // 16
		"[mission]\n" + // 17
		"m2 | Destroy Camp | 12 | 1034 2413 | Demo\n" // 18
	_, err := ParseCounterMix([]byte(src))
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{"line 14: ", "line 15: ", `line 16: unknown tag "loud"`, "line 18: Destroy Camp: want three placement hexes"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	// The mix as a whole: the pieces a game cannot do without.
	_, err = ParseCounterMix([]byte("[team]\nt | A-Team | 2 | 20 | 1 | 4\n[gear]\nr | Radio | 0 | 3 | 0 | -0\n"))
	if err == nil {
		t.Fatal("an incomplete mix was accepted")
	}
	for _, want := range []string{"no team costs 0", "no [base camp]", "no [mission]", "no [casualties]", "0 enemy units"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	if _, err := ParseCounterMix(nil); err == nil || !strings.Contains(err.Error(), "no [team]") {
		t.Errorf("empty file: %v", err)
	}
}

// The shipped counters play on the shipped map: whole games of random
// legal actions end without a panic or a broken invariant.
func TestCounterMixPlays(t *testing.T) {
	mapSrc, err := os.ReadFile("../assets/data/map.txt")
	if err != nil {
		t.Fatal(err)
	}
	board, err := ParseBoard(mapSrc)
	if err != nil {
		t.Fatal(err)
	}
	r := &Rules{Board: board, Chart: fixtureChart(t), Mix: cmShipped(t)}
	games := 12
	if testing.Short() {
		games = 3
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := Options{NewOldStock: seed%2 == 0, Misadventure: seed%3 == 0, WeaponCharacteristics: seed%4 != 0}
		g, err := New(r, &Scenario{Name: "shipped counters", Options: opts}, seed)
		if err != nil {
			t.Fatal(err)
		}
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("seed %d: panic after %d actions: %v", seed, len(g.Log), p)
				}
			}()
			if err := PlayRandom(g, newTestRand(seed), 20000); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}()
		if !g.State.Over {
			t.Errorf("seed %d: game not over after %d actions", seed, len(g.Log))
		}
	}
}
