package saves

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"kandahar/assets"
	"kandahar/game"
)

// Every bundled scenario reads, fits the shipped rules, plays 200 random
// legal actions with several seeds, and saves and loads.
func TestBundledScenarios(t *testing.T) {
	r := testRules(t)
	names := assets.Scenarios()
	for _, want := range []string{"standard", "short-campaign", "tutorial", "hard"} {
		if !slices.Contains(names, want) {
			t.Fatalf("no bundled %q in %v", want, names)
		}
	}
	if names[0] != "standard" {
		t.Fatalf("the default is not first: %v", names)
	}
	for _, name := range names {
		f, err := BundledScenario(name, r)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 5; seed++ {
			g, err := f.NewGame(r, seed)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if err := game.PlayRandom(g, rand.New(rand.NewPCG(seed, 200)), 200); err != nil {
				t.Fatalf("%s, seed %d: %v", name, seed, err)
			}
			path := filepath.Join(t.TempDir(), name+Ext)
			if err := Save(path, g); err != nil {
				t.Fatal(err)
			}
			h, err := Load(path, r)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if string(stateJSON(t, h.State)) != string(stateJSON(t, g.State)) {
				t.Fatalf("%s: round trip", name)
			}
		}
	}
	// what each promises
	std, _ := BundledScenario("standard", r)
	if std.Scenario.Name != game.Standard.Name || std.Scenario.StartPP != 0 || len(std.Scenario.Missions) != 0 || std.Scenario.Options != (game.Options{}) {
		t.Fatalf("standard: %+v", std.Scenario)
	}
	short, _ := BundledScenario("short-campaign", r)
	if short.Scenario.StartPP != 80 || len(short.Scenario.Missions) != 8 {
		t.Fatalf("short campaign: %+v", short.Scenario)
	}
	hard, _ := BundledScenario("hard", r)
	if hard.Scenario.StartPP != 60 || hard.Scenario.Options.NewOldStock || hard.Scenario.Options.WeaponCharacteristics {
		t.Fatalf("hard: %+v", hard.Scenario)
	}
	if _, err := assets.Scenario("../data/map"); err == nil {
		t.Fatal("read outside the scenarios")
	}
}

// The tutorial's steps, played as its description says, give every event
// it promises, and use its scripted dice exactly.
func TestTutorialScript(t *testing.T) {
	r := testRules(t)
	f, err := BundledScenario("tutorial", r)
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.NewGame(r, 999) // the file's seed wins
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	spec := func(id string) game.PieceID {
		for _, p := range g.State.IDs() {
			if g.State.Spec(p).ID == id {
				return p
			}
		}
		t.Fatalf("no piece %s", id)
		return 0
	}
	enemyAt := func(h string) game.PieceID {
		for _, e := range g.State.OnMapOf(game.KindEnemy) {
			if g.State.P(e).Hex == game.MustHex(h) {
				return e
			}
		}
		t.Fatalf("no enemy at %s", h)
		return 0
	}
	path := func(hs ...string) []game.Hex {
		var out []game.Hex
		for _, h := range hs {
			out = append(out, game.MustHex(h))
		}
		return out
	}
	_ = s
	steps := []struct {
		name   string
		action func() game.Action
		want   []string // each must be in the text of one of the events
	}{
		{"1 end set-up purchases", func() game.Action { return game.Action{Type: game.ActEndPhase} }, []string{"place your base camp"}},
		{"2 camps placed", func() game.Action { return game.Action{Type: game.ActEndPhase} },
			[]string{"Mission drawn: Insert C.I.A. Agent (worth 1 PP; needs nothing special). d6 shows 5: it is placed at 1212."}},
		{"3 buy a Med Kit", func() game.Action {
			return game.Action{Type: game.ActBuy, Piece: spec("medkit"), Hex: game.MustHex("1015")}
		}, []string{"Med Kit"}},
		{"3 the B-Team hauls it", func() game.Action {
			return game.Action{Type: game.ActCarry, Piece: spec("medkit"), Target: spec("b-team-1")}
		}, []string{"Med Kit"}},
		{"3 to movement", func() game.Action { return game.Action{Type: game.ActEndPhase} }, []string{"Friendly Movement Phase"}},
		{"4 move", func() game.Action {
			return game.Action{Type: game.ActMove, Pieces: []game.PieceID{spec("a-team-1")}, Path: path("1115", "1214")}
		}, []string{"moved 1015 to 1214"}},
		{"5 noise check", func() game.Action { return game.Action{Type: game.ActEndMove} },
			[]string{"Noise check at 1214: noise 2, d10 shows 1 (a 1 is always detected): DETECTED."}},
		{"6-7 stay; count and scatter", func() game.Action { return game.Action{Type: game.ActChoose, Option: 0} },
			[]string{"d6 shows 2: 2 enemy units appear around 1214.", "Insurgent Cell (attack 4, move 4) placed north 1 from 1214, at 1213.", "Taliban Squad (attack 6, move 4) placed south 3 from 1214, at 1217."}},
		{"8 to combat", func() game.Action { return game.Action{Type: game.ActEndPhase} }, []string{"Friendly Combat Phase"}},
		{"9-10 combat won", func() game.Action {
			return game.Action{Type: game.ActAttack, Hex: game.MustHex("1214"), Target: enemyAt("1213")}
		}, []string{"The teams at 1214 attack Insurgent Cell at 1213: 52 against 14: the Special Forces win.", "Insurgent Cell is eliminated",
			"d6 shows 1: 1 enemy unit appears", "Local Militia scatters north-east 2 from 1214 into the river at 1413: back into the cup.",
			// 11: the team has attacked, so the phase passes by itself (13.2)
			"Every team that could attack has attacked: the Friendly Combat Phase passes by itself.",
			"Taliban Squad pursues from 1217 to 1215.", "Taliban Squad attacks the Special Forces at 1214: 66 against 12: the enemy wins.",
			"Casualties drawn: Wounded on A-Team (firepower -1, movement -1", "Success Determination Phase"}},
		{"12 play on", func() game.Action { return game.Action{Type: game.ActEndPhase} }, []string{"Turn 2. Friendly Movement Phase"}},
		{"13 back to camp", func() game.Action {
			return game.Action{Type: game.ActMove, Pieces: []game.PieceID{spec("a-team-1")}, Path: path("1115", "1015")}
		}, []string{"moved 1214 to 1015"}},
		{"13 enemy leaves", func() game.Action { return game.Action{Type: game.ActEndMove} },
			[]string{"no noise check", "the map for the cup"}},
		{"14 B-Team to the mission", func() game.Action {
			return game.Action{Type: game.ActMove, Pieces: []game.PieceID{spec("b-team-1")}, Path: path("1115", "1214", "1213", "1212")}
		}, []string{"moved 1015 to 1212"}},
		{"14 accomplished", func() game.Action { return game.Action{Type: game.ActEndMove} },
			[]string{"Noise check at 1212: noise 3, d10 shows 0 (a 0 is never detected): not heard.", "Mission accomplished: Insert C.I.A. Agent at 1212. +1 PP"}},
	}
	for _, st := range steps {
		ev, err := g.Apply(st.action())
		if err != nil {
			t.Fatalf("step %s: %v", st.name, err)
		}
		var text []string
		for _, e := range ev {
			text = append(text, e.Text)
		}
		all := strings.Join(text, "\n")
		for _, w := range st.want {
			if !strings.Contains(all, w) {
				t.Fatalf("step %s: no %q in\n%s", st.name, w, all)
			}
		}
	}
	if len(g.State.Dice.Script) != 0 {
		t.Fatalf("%d scripted dice left unused", len(g.State.Dice.Script))
	}
	if g.Seed != f.Seed {
		t.Fatal("the tutorial's seed was not used")
	}
}

func TestOpenScenario(t *testing.T) {
	r := testRules(t)
	f, err := OpenScenario("short-campaign", r)
	if err != nil || f.Scenario.StartPP != 80 {
		t.Fatalf("%v", err)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "mine.scenario")
	os.WriteFile(p, []byte("name: Mine\npp: 70\nmissions: cia-agent scout-9\n"), 0o644)
	_, err = OpenScenario(p, r)
	if err == nil || !strings.Contains(err.Error(), `line 3, column 21: mission "scout-9" is not in the counter mix`) {
		t.Fatalf("%v", err)
	}
	os.WriteFile(p, []byte("name: Mine\npp: 70\n"), 0o644)
	if f, err := OpenScenario(p, r); err != nil || f.Scenario.StartPP != 70 {
		t.Fatalf("%v", err)
	}
	if _, err := OpenScenario(filepath.Join(dir, "nope"), r); err == nil || !strings.Contains(err.Error(), "no bundled scenario") {
		t.Fatalf("%v", err)
	}
}

// A scenario of 1,001 pieces, every one wrong, is refused in at most
// MaxScenarioLines lines with a count of the rest (it was 16.5 KB, a line
// a piece); the whole list is still behind the error. The file's name is
// said without its control characters.
func TestScenarioProblemsSummed(t *testing.T) {
	r := testRules(t)
	var b strings.Builder
	b.WriteString("name: Crowded\n")
	for i := range 1001 {
		fmt.Fprintf(&b, "piece: no-such-piece-%d at 1213\n", i)
	}
	p := filepath.Join(t.TempDir(), "crowded\x1b[2J\x1b]0;owned\a.scenario")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := OpenScenario(p, r)
	var se *game.ScenarioError
	if err == nil || !errors.As(err, &se) || len(se.Problems) < 100 {
		t.Fatalf("%v", err)
	}
	msg := err.Error()
	lines := strings.Split(msg, "\n")
	if len(lines) > MaxScenarioLines+1 || len(msg) > 2000 {
		t.Fatalf("%d lines, %d bytes:\n%s", len(lines), len(msg), msg)
	}
	want := fmt.Sprintf("%d more problems are not listed.", len(se.Problems)-(MaxScenarioLines-1))
	if !strings.Contains(lines[len(lines)-1], want) || !strings.Contains(lines[0], fmt.Sprintf("%d problems", len(se.Problems))) {
		t.Fatalf("the count is not said:\n%s", msg)
	}
	if strings.ContainsAny(msg, "\x1b\a") {
		t.Fatalf("a control character is echoed: %q", msg)
	}
	for _, name := range []string{"no\x1b[31mfile", "dir\x1b[2J"} {
		dir := filepath.Join(t.TempDir(), name)
		if name == "dir\x1b[2J" {
			os.Mkdir(dir, 0o755)
		}
		if _, err := OpenScenario(dir, r); err == nil || strings.ContainsAny(err.Error(), "\x1b") {
			t.Fatalf("%q: %v", name, err)
		}
	}
}
