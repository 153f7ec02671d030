package game

import (
	"fmt"
	"testing"
)

// 17.0, ruling O1: a team that waits on the mission with its gear rolls
// again the next turn, without having to move.
func TestMisadventureEveryTurn_17_0(t *testing.T) {
	s := midGame(t, 1) // the d6 shows 1: 10 is less than the stack's attack value
	s.Options.Misadventure = true
	team, mission := id(s, "a-team-1"), id(s, "mission-Insert C.I.A. Agent")
	put(s, team, MustHex("1010"))
	put(s, mission, MustHex("1010"))
	gun := id(s, "ah1")
	put(s, gun, MustHex("1010"))
	carry(s, gun, team) // attack value 2 + 25
	s.Mission = mission
	s.Turn = 2
	s.MisadventureTurn = 1 // last turn's roll failed; the team stayed
	var evs events
	s.enterPhase(PhaseMovement, &evs)
	s.run(&evs)
	ev := evs.list
	r := hasEvent(ev, EvRoll)
	if r == nil || r.Rule != "17.0" {
		t.Fatalf("no misadventure roll for the waiting team this turn: %+v", ev)
	}
	if s.Mission != None {
		t.Fatal("the roll succeeded (10 against 27): the mission is accomplished")
	}
}

// 7.0, 7.1, 10.10: a team halting in the mission hex with the required
// gear accomplishes it and earns its award.
func TestAccomplishMission_7_1(t *testing.T) {
	s := midGame(t, 10)
	mission := id(s, "mission-Build Infrastructure")
	team, tools := id(s, "a-team-1"), id(s, "tools")
	put(s, mission, MustHex("1012"))
	s.Mission = mission
	put(s, team, MustHex("1010"))
	put(s, tools, MustHex("1010"))
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011"), MustHex("1012")}})
	must(t, s, Action{Type: ActEndMove})
	if s.Mission != mission {
		t.Fatal("without Tools the mission is not accomplished")
	}
	// next turn, with the Tools
	s.P(team).Moved = false
	s.P(team).Hex, s.P(tools).Hex = MustHex("1010"), MustHex("1010")
	carry(s, tools, team)
	s.Dice.Script = []int{10}
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011"), MustHex("1012")}})
	ev := must(t, s, Action{Type: ActEndMove})
	if s.Mission != None || s.P(mission).Place != AccomplishedBox || hasEvent(ev, EvAccomplished) == nil {
		t.Fatal("with Tools it is accomplished")
	}
	if s.PP != 108 {
		t.Fatalf("PP %d, want 100 + 8", s.PP)
	}
}

// 7.0: a mission drawn onto a team is accomplished at once, and the team
// is detected.
func TestMissionOnTeam_7_0(t *testing.T) {
	s := midGame(t)
	for _, sid := range s.IDs() {
		if sp := s.Spec(sid); sp.Kind == KindMission && sp.Name != "Insert C.I.A. Agent" {
			s.P(sid).Place = Eliminated
		}
	}
	team := id(s, "a-team-1")
	put(s, team, MustHex("0906"))
	s.Phase = PhaseSuccess
	s.Dice.Script = []int{1, 1, 1, 1} // placement roll 1-2: 0906; then 1 enemy north 1
	ev := must(t, s, Action{Type: ActEndPhase})
	if hasEvent(ev, EvAccomplished) == nil || !s.P(team).Detected && hasEvent(ev, EvDetected) == nil {
		t.Fatalf("want accomplished and detected, got %v", ev)
	}
}

// 17.0: with misadventure on, the mission needs d6×10 under the stack's
// attack value.
func TestMisadventure_17_0(t *testing.T) {
	s := midGame(t, 10, 1)
	s.Options.Misadventure = true
	mission := id(s, "mission-Insert C.I.A. Agent")
	put(s, mission, MustHex("1011"))
	s.Mission = mission
	team := id(s, "a-team-1")
	put(s, team, MustHex("1010"))
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
	ev := must(t, s, Action{Type: ActEndMove})
	r := hasEvent(ev, EvRoll)
	if r == nil || r.Success || s.Mission != mission {
		t.Fatalf("10 is not under 2: the mission stays (%+v)", r)
	}
}

// 7.2: forfeiting counts against the player; 5.0: the assessment table.
func TestForfeitAndVictory_7_2_5_0(t *testing.T) {
	s := midGame(t)
	s.Mission = id(s, "mission-Reinforce Unit")
	put(s, s.Mission, MustHex("1703"))
	must(t, s, Action{Type: ActForfeit})
	v := s.Victory()
	if v.Forfeited != 1 || v.Score != -1 || v.Level != "Court-martial" {
		t.Fatalf("%+v", v)
	}
	for score, want := range map[int]string{0: "Court-martial", 1: "Demotion", 4: "Reassignment", 6: "Poor performance",
		8: "Adequate performance", 10: "Meritorious service", 14: "Promotion", 20: "Award", 27: "Award and Promotion",
		29: "National Hero", 30: "Medal of Honor"} {
		if got := Level(score); got != want {
			t.Errorf("Level(%d) = %q, want %q", score, got, want)
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
