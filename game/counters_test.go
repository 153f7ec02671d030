package game

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// Checks of the shipped counter mix, assets/data/counters.txt, and of the
// parser's error reports, with the helpers (cm...) for reading it. The
// values a section prints are checked beside that section's code, as its
// other tests are: TestCounterValues_10_4 in movement_test.go,
// TestCasualties_13_1 in combat_test.go, TestCounterTags_15_0 in
// suppression_test.go, the mission charts in missions_test.go, and so on
// (docs/rules-map.md lists them all).

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
