package game

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"kandahar/internal/deadline"
)

var (
	shippedOnce  sync.Once
	shippedRules *Rules
	shippedErr   error
)

// scenarioRules are the shipped rules (map, chart and counters of
// assets/data), which the scenario files are written for.
func scenarioRules(t testing.TB) *Rules {
	t.Helper()
	shippedOnce.Do(func() {
		read := func(name string) []byte {
			b, err := os.ReadFile("../assets/data/" + name)
			if err != nil && shippedErr == nil {
				shippedErr = err
			}
			return b
		}
		mapSrc, chartSrc, mixSrc := read("map.txt"), read("terrain.txt"), read("counters.txt")
		if shippedErr != nil {
			return
		}
		shippedRules, shippedErr = LoadRules(mapSrc, chartSrc, mixSrc)
	})
	if shippedErr != nil {
		t.Fatalf("the shipped rules: %v", shippedErr)
	}
	return shippedRules
}

const scExample = `# a test scenario
format: 1
name: Short campaign   # trailing comment
description: |
  Eight missions.

    Indented line kept.
  Last line.   
pp: 80
seed: 18446744073709551615
options: misadventure, weapon-characteristics
missions: cia-agent scout-1,scout-2
missions: befriend
dice: 4 d6:3
dice: d10:10   # a d10 showing 0
piece: camp-1 at 2404
piece: m249 2404 on a-team-1
piece: a-team-1 at 2404
`

func TestParseScenario(t *testing.T) {
	f, err := ParseScenarioFile([]byte(scExample))
	if err != nil {
		t.Fatal(err)
	}
	want := &Scenario{
		Name:        "Short campaign",
		Description: "Eight missions.\n\n  Indented line kept.\nLast line.",
		StartPP:     80,
		Options:     Options{Misadventure: true, WeaponCharacteristics: true},
		Dice:        []int{4, 3, 10},
		Missions:    []string{"cia-agent", "scout-1", "scout-2", "befriend"},
		Pieces: []ScenarioPiece{
			{ID: "camp-1", Hex: MustHex("2404")},
			{ID: "m249", Hex: MustHex("2404"), Carrier: "a-team-1"},
			{ID: "a-team-1", Hex: MustHex("2404")},
		},
	}
	if !reflect.DeepEqual(f.Scenario, want) {
		t.Fatalf("got %+v\nwant %+v", f.Scenario, want)
	}
	if !f.HasSeed || f.Seed != 18446744073709551615 {
		t.Fatalf("seed %d %v", f.Seed, f.HasSeed)
	}
	// CRLF line ends and a byte-order mark read the same
	crlf := "\xef\xbb\xbf" + strings.ReplaceAll(scExample, "\n", "\r\n")
	g, err := ParseScenarioFile([]byte(crlf))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g, f) {
		t.Fatalf("CRLF: %+v", g.Scenario)
	}
	// written back, it reads the same
	h, err := ParseScenarioFile(FormatScenario(f))
	if err != nil {
		t.Fatalf("%v\n%s", err, FormatScenario(f))
	}
	if !reflect.DeepEqual(h, f) {
		t.Fatalf("round trip: %+v", h.Scenario)
	}
	// it fits the shipped rules and sets a game up
	lf, err := LoadScenario([]byte(scExample), scenarioRules(t))
	if err != nil {
		t.Fatal(err)
	}
	gm, err := New(scenarioRules(t), lf.Scenario, lf.Seed)
	if err != nil {
		t.Fatal(err)
	}
	if gm.State.PP != 80 || gm.State.Dice.Script[0] != 4 || !gm.State.Options.Misadventure {
		t.Fatalf("set-up: %+v", gm.State)
	}
	if sp := gm.State.Spec(gm.State.P(id(gm.State, "m249")).Carrier); sp.ID != "a-team-1" {
		t.Fatalf("m249 carried by %s", sp.ID)
	}
}

func TestParseScenarioMinimal(t *testing.T) {
	sc, err := ParseScenario([]byte("name: Plain\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(sc, &Scenario{Name: "Plain"}) {
		t.Fatalf("%+v", sc)
	}
	sc, err = ParseScenario([]byte("name: Single\ndescription: one line, Mission#3 # comment\ndescription: and a second\noptions: none\n"))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Description != "one line, Mission#3\nand a second" {
		t.Fatalf("%q", sc.Description)
	}
}

// Every problem is reported at once, each with its line and column.
func TestParseScenarioErrors(t *testing.T) {
	src := `name: Broken
nmae: typo
pp: lots
pp: 20
seed: -1
options: misadventure, cheats
dice: 4 0 11 d6:7 d8:2 x
missions: cia-agent cia-agent bad/id
piece: m249
piece: m249 at 99
piece: m249 at 0101 with a-team-1
piece: a-team-1 at 0101 on a-team-1
  indented
just words
format: 2
description: |
  fine
`
	_, err := ParseScenario([]byte(src))
	var se *ScenarioError
	if !errors.As(err, &se) {
		t.Fatalf("%T %v", err, err)
	}
	t.Log(err)
	want := []string{
		`line 2, column 1: unknown key "nmae" (did you mean "name"?)`,
		`line 3, column 5: pp "lots": want a whole number`,
		`line 4, column 1: pp is given twice (first on line 3)`,
		`line 5, column 7: seed "-1"`,
		`line 6, column 24: unknown option "cheats"`,
		`line 7, column 9: die "0": the d10's face printed 0 counts as 10`,
		`line 7, column 11: die "11" is out of range`,
		`line 7, column 14: die "d6:7" is out of range: a d6 shows 1 to 6`,
		`line 7, column 19: die "d8:2": the game rolls only d6 and d10`,
		`line 7, column 24: die "x" is not a number`,
		`line 8, column 21: mission "cia-agent" is listed twice (first on line 8)`,
		`line 8, column 31: mission id "bad/id"`,
		`line 9, column 8: want "piece: ID at HEX"`,
		`line 10, column 16: hex id "99": want four digits`,
		`line 11, column 21: "with": want`,
		`line 12, column 28: a-team-1 cannot carry itself`,
		`line 13, column 1: an indented line outside a "|" block`,
		`line 14, column 1: "just words" is not a "key: value" line`,
		`line 15, column 9: written for a newer version of Kandahar (scenario format 2)`,
	}
	if len(se.Problems) != len(want) {
		t.Errorf("%d problems, want %d", len(se.Problems), len(want))
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("missing %q", w)
		}
	}
	for _, bad := range []string{"", "# only a comment\n", "pp: 5\n"} {
		if _, err := ParseScenario([]byte(bad)); err == nil || !strings.Contains(err.Error(), "no \"name:\" line") {
			t.Errorf("%q: %v", bad, err)
		}
	}
	if _, err := ParseScenario([]byte("name: x\xff\n")); err == nil || !strings.Contains(err.Error(), "UTF-8") {
		t.Errorf("%v", err)
	}
}

// Ids and hexes are checked against the rules, with lines.
func TestLoadScenarioAgainstRules(t *testing.T) {
	r := scenarioRules(t)
	src := `name: Wrong ids
missions: cia-agent scuot-1 a-team-1
piece: a-team-9 at 0101
piece: wounded-1 at 0101
piece: m249 at 9999
piece: radio at 0101 on commander-2
piece: ammo at 0101 on a-team-1
piece: a-team-1 at 0102
`
	_, err := LoadScenario([]byte(src), r)
	if err == nil {
		t.Fatal("accepted")
	}
	t.Log(err)
	for _, w := range []string{
		`line 2, column 21: mission "scuot-1" is not in the counter mix (did you mean "scout-1"?)`,
		`line 2, column 29: "a-team-1" is a team, not a mission`,
		`line 3, column 8: piece "a-team-9" is not in the counter mix (did you mean "a-team-1"?)`,
		`line 4, column 8: piece "wounded-1" is a casualties marker`,
		`line 5, column 16: piece "m249": hex 9999 is not on the map`,
		`line 6, column 25: piece "radio": carrier "commander-2" is not placed`,
		`line 7, column 24: piece "ammo" is at 0101 but its carrier "a-team-1" is at 0102`,
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("missing %q", w)
		}
	}
	// the same without lines: entries are numbered
	sc, perr := ParseScenario([]byte(src))
	if perr != nil {
		t.Fatal(perr)
	}
	err = ValidateScenario(sc, r)
	if err == nil || !strings.Contains(err.Error(), `mission "scuot-1" (entry 2) is not in the counter mix`) {
		t.Fatalf("%v", err)
	}
	// hauling rules the engine checks: a team cannot be hauled by gear
	_, err = LoadScenario([]byte("name: x\npiece: m249 at 0505\npiece: a-team-1 at 0505 on m249\n"), r)
	if err == nil {
		t.Fatal("gear hauls a team")
	}
	t.Log(err)
	if err := ValidateScenario(&Scenario{Name: "d", Dice: []int{0, 4}}, r); err == nil || !strings.Contains(err.Error(), "die 1 is 0") {
		t.Fatalf("%v", err)
	}
	if err := ValidateScenario(nil, r); err == nil {
		t.Fatal("nil scenario")
	}
	if err := ValidateScenario(Standard, r); err != nil {
		t.Fatal(err)
	}
}

func TestParseScenarioJSON(t *testing.T) {
	sc, err := ParseScenario([]byte(`{"Name": "Old style", "StartPP": 70, "Dice": [3, 4], "Missions": ["cia-agent"]}`))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Name != "Old style" || sc.StartPP != 70 || len(sc.Dice) != 2 {
		t.Fatalf("%+v", sc)
	}
	for _, bad := range []string{`{"Name": "x", "Bogus": 1}`, `{"Name": "x", "Dice": [0]}`, "{\n\"Name\": 3}", `{"Name": "x"} extra`, `{`} {
		if _, err := ParseScenario([]byte(bad)); err == nil {
			t.Errorf("%q accepted", bad)
		} else {
			t.Log(err)
		}
	}
}

// The bundled scenarios read, fit the shipped rules and set a game up.
func TestBundledScenarioFiles(t *testing.T) {
	files, _ := filepath.Glob("../assets/scenarios/*.scenario")
	if len(files) < 4 {
		t.Fatalf("%d bundled scenarios", len(files))
	}
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := LoadScenario(src, scenarioRules(t))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if f.Scenario.Description == "" {
			t.Errorf("%s: no description", name)
		}
		if _, err := New(scenarioRules(t), f.Scenario, f.Seed); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// The parser never panics; what it accepts it writes back the same; what
// it accepts and the fixture rules accept sets a game up.
func FuzzParseScenario(f *testing.F) {
	f.Add([]byte(scExample))
	f.Add([]byte("name: x\ndice: 1 2 3\npiece: a-team-1 at 0101\n"))
	f.Add([]byte(`{"Name":"j","Pieces":[{"ID":"m249","Hex":"0101","Carrier":"a-team-1"}]}`))
	rules := fixtureRules(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		defer deadline.Input(deadline.PerInput)()
		sf, err := ParseScenarioFile(src)
		if err != nil {
			var se *ScenarioError
			if !errors.As(err, &se) || len(se.Problems) == 0 {
				t.Fatalf("error %T %v", err, err)
			}
			return
		}
		if trimmed := strings.TrimLeft(string(src), " \t\r\n\ufeff"); !strings.HasPrefix(trimmed, "{") {
			back, err := ParseScenarioFile(FormatScenario(sf))
			if err != nil {
				t.Fatalf("written back, it does not read: %v\n%s", err, FormatScenario(sf))
			}
			if !reflect.DeepEqual(back, sf) {
				t.Fatalf("round trip:\n%+v\n%+v", back.Scenario, sf.Scenario)
			}
		}
		if _, err := LoadScenario(src, rules); err != nil {
			return
		}
		if ValidateScenario(sf.Scenario, rules) != nil {
			t.Fatal("LoadScenario and ValidateScenario disagree")
		}
		if _, err := New(rules, sf.Scenario, sf.Seed); err != nil {
			t.Fatalf("valid, yet no game: %v", err)
		}
	})
}

// 3.1, ruling T5: a scenario cannot pitch a base camp in a village or on a
// river; each such line is refused with its line and column.
func TestScenarioCampGround_3_1(t *testing.T) {
	r := scenarioRules(t)
	var village, river Hex
	for c := 1; c <= r.Board.Cols; c++ {
		for row := 1; row <= r.Board.Rows; row++ {
			h := Hex{c, row}
			switch tr := r.Board.Terrain(h); {
			case village == Hex{} && tr.Has(Village):
				village = h
			case river == Hex{} && tr.Has(River):
				river = h
			}
		}
	}
	if village == (Hex{}) || river == (Hex{}) {
		t.Fatal("the shipped map has no village or no river hex")
	}
	src := "name: Bad camps\npiece: camp-1 at " + village.String() + "\npiece: camp-2 at " + river.String() + "\n"
	_, err := LoadScenario([]byte(src), r)
	if err == nil {
		t.Fatal("a camp in a village and one on a river were accepted")
	}
	for _, w := range []string{
		"line 2, column 18: piece \"camp-1\" at " + village.String() + ": a base camp may not be in a village (3.1)",
		"line 3, column 18: piece \"camp-2\" at " + river.String() + ": a base camp cannot be pitched in a river hex",
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("missing %q in:\n%v", w, err)
		}
	}
}

// A file with six mistakes reports all six at once, in line order: those
// the parser finds and those only the rules can find.
func TestScenarioProblemsInOneRound(t *testing.T) {
	src := `name: Six mistakes
pp: lots
frobnicate: 1
dice: 4 11
missions: no-such-mission
piece: m249 at 9999
piece: ammo at 0101 on a-team-1
`
	_, err := LoadScenario([]byte(src), scenarioRules(t))
	var se *ScenarioError
	if !errors.As(err, &se) {
		t.Fatalf("%v", err)
	}
	lines := map[int]bool{}
	for _, p := range se.Problems {
		lines[p.Line] = true
	}
	for l := 2; l <= 7; l++ {
		if !lines[l] {
			t.Errorf("no problem reported on line %d:\n%v", l, err)
		}
	}
	if !slices.IsSortedFunc(se.Problems, func(a, b Problem) int { return a.Line - b.Line }) {
		t.Errorf("problems out of line order:\n%v", err)
	}
}

// JSON scenarios name lines and columns, and refuse a key given twice.
func TestScenarioJSONPositions(t *testing.T) {
	src := "{\n  \"Name\": \"Dup\",\n  \"Name\": \"Again\",\n  \"Missions\": [\"cia-agent\", \"no-such-mission\"],\n  \"Pieces\": [{\"ID\": \"m249\", \"Hex\": \"9999\"}]\n}\n"
	_, err := LoadScenario([]byte(src), scenarioRules(t))
	if err == nil {
		t.Fatal("accepted")
	}
	for _, w := range []string{
		`line 3, column 3: the key "Name" is given twice`,
		`line 4, column 29: mission "no-such-mission"`,
		`line 5, column 36: piece "m249": hex 9999 is not on the map`,
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("missing %q in:\n%v", w, err)
		}
	}
}
