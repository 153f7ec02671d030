package game

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"kandahar/internal/deadline"
)

// Fuzz targets for every data file the game reads (issue 6). Each one
// checks that the parser never panics, that a rejected input comes with
// an error in words, and, where the format allows it, that what was
// accepted writes back and reads again the same. The seed corpora live in
// testdata/fuzz/FuzzXxx/; plain `go test ./game` replays them. To fuzz:
//
//	go test -run XXX -fuzz FuzzParseBoard -fuzztime 60s ./game
//
// docs/robustness.md lists the targets and what they found.

// shipped reads one of the data files the game ships, as a seed.
func shipped(f *testing.F, name string) []byte {
	f.Helper()
	src, err := os.ReadFile("../assets/data/" + name)
	if err != nil {
		f.Fatal(err)
	}
	return src
}

// checkWorded fails unless err says something in words, starting with the
// name of the file it is about.
func checkWorded(t *testing.T, err error, prefix string) {
	t.Helper()
	msg := err.Error()
	if !strings.HasPrefix(msg, prefix) {
		t.Fatalf("error %q does not start with %q", msg, prefix)
	}
	if !strings.ContainsFunc(strings.TrimPrefix(msg, prefix), unicode.IsLetter) {
		t.Fatalf("error %q has no words after %q", msg, prefix)
	}
}

// FuzzParseHex: hex ids as the map, scenario and counter mix files and the
// saves write them ("0902"). Whatever ParseHex accepts prints back as the
// same four digits, and every hex that has a name reads back from it.
func FuzzParseHex(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string, col, row int) {
		defer deadline.Input(deadline.PerInput)()
		h, err := ParseHex(s)
		if err != nil {
			if h != NoHex {
				t.Fatalf("ParseHex(%q) = %v with the error %v", s, h, err)
			}
			checkWorded(t, err, "hex id ")
		} else {
			if !h.Valid() {
				t.Fatalf("ParseHex(%q) accepted %+v, which is no hex", s, h)
			}
			if h.String() != s {
				t.Fatalf("ParseHex(%q) = %+v, which prints as %q", s, h, h.String())
			}
			var u Hex
			if err := u.UnmarshalText([]byte(s)); err != nil || u != h {
				t.Fatalf("UnmarshalText(%q) = %+v, %v; ParseHex gave %+v", s, u, err, h)
			}
		}
		// the other way round: from a hex to its id and back
		g := Hex{Col: col, Row: row}
		id := g.String()
		back, err := ParseHex(id)
		switch {
		case g.Valid() && (err != nil || back != g):
			t.Fatalf("%+v prints as %q, which reads back as %+v, %v", g, id, back, err)
		case !g.Valid() && err == nil:
			t.Fatalf("%+v is no hex, yet its id %q reads as %+v", g, id, back)
		}
		if g.Valid() {
			txt, err := g.MarshalText()
			var u Hex
			if err != nil || u.UnmarshalText(txt) != nil || u != g {
				t.Fatalf("%+v: MarshalText %q, %v, read back as %+v", g, txt, err, u)
			}
		}
	})
}

// formatBoard writes a board in the map file format (docs/map.md), the
// edge as single hexes in order and the labels sorted.
func formatBoard(b *Board) []byte {
	var w strings.Builder
	fmt.Fprintf(&w, "name: %s\nsize: %d %d\n", b.Name, b.Cols, b.Rows)
	if len(b.FOBEdge) > 0 {
		ids := make([]string, len(b.FOBEdge))
		for i, h := range b.FOBEdge {
			ids[i] = h.String()
		}
		fmt.Fprintf(&w, "fob-edge: %s\n", strings.Join(ids, " "))
	}
	for _, h := range b.Hexes() {
		if l, ok := b.Labels[h]; ok {
			fmt.Fprintf(&w, "label %s: %s\n", h, l)
		}
	}
	w.WriteString("map:\n")
	for r := 1; r <= b.Rows; r++ {
		fmt.Fprintf(&w, "%02d:", r)
		for c := 1; c <= b.Cols; c++ {
			w.WriteByte(' ')
			tok := ""
			for _, t := range b.Terrain(Hex{c, r}).List() {
				if t != Clear {
					tok += string(t.Letter())
				}
			}
			if tok == "" {
				tok = "."
			}
			w.WriteString(tok)
		}
		w.WriteByte('\n')
	}
	return []byte(w.String())
}

// FuzzParseBoard: the map file (assets/data/map.txt, docs/map.md).
func FuzzParseBoard(f *testing.F) {
	f.Add(shipped(f, "map.txt"))
	f.Fuzz(func(t *testing.T, src []byte) {
		defer deadline.Input(deadline.PerInput)()
		b, err := ParseBoard(src)
		if err != nil {
			if b != nil {
				t.Fatal("a board with an error")
			}
			checkWorded(t, err, "map file: ")
			return
		}
		if b.Cols < 2 || b.Rows < 2 || b.Cols%2 != 0 || len(b.cells) != b.Cols*b.Rows {
			t.Fatalf("accepted a %d×%d board with %d cells", b.Cols, b.Rows, len(b.cells))
		}
		for _, h := range b.FOBEdge {
			if !b.Contains(h) {
				t.Fatalf("edge hex %v off the map", h)
			}
		}
		for h := range b.Labels {
			if !b.Contains(h) {
				t.Fatalf("label %v off the map", h)
			}
		}
		out := formatBoard(b)
		back, err := ParseBoard(out)
		if err != nil {
			t.Fatalf("written back, the map does not read: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(back, b) {
			t.Fatalf("round trip changed the map:\n%s", out)
		}
	})
}

// FuzzParseTerrainChart: the terrain chart (assets/data/terrain.txt).
func FuzzParseTerrainChart(f *testing.F) {
	f.Add(shipped(f, "terrain.txt"))
	f.Fuzz(func(t *testing.T, src []byte) {
		defer deadline.Input(deadline.PerInput)()
		c, err := ParseTerrainChart(src)
		if err != nil {
			if c != nil {
				t.Fatal("a chart with an error")
			}
			checkWorded(t, err, "terrain chart: ")
			return
		}
		var w strings.Builder
		for _, tr := range AllTerrains() {
			if c[tr].Cost < 1 {
				t.Fatalf("%s costs %d", tr, c[tr].Cost)
			}
			fmt.Fprintf(&w, "%s | %d | %d | %d\n", tr, c[tr].Cost, c[tr].Penalty, c[tr].Noise)
		}
		back, err := ParseTerrainChart([]byte(w.String()))
		if err != nil {
			t.Fatalf("written back, the chart does not read: %v\n%s", err, w.String())
		}
		if *back != *c {
			t.Fatalf("round trip changed the chart:\n%s", w.String())
		}
	})
}

// checkMix checks what the counter mix parser promises of a mix it
// accepts.
func checkMix(t *testing.T, m *CounterMix) {
	t.Helper()
	ids := map[string]bool{}
	gear := map[string]bool{}
	count, free := map[Kind]int{}, map[Kind]int{}
	for _, sp := range m.Specs {
		if !cmIDPattern.MatchString(sp.ID) || ids[sp.ID] {
			t.Fatalf("id %q: bad or repeated", sp.ID)
		}
		ids[sp.ID] = true
		if sp.Name == "" || strings.ContainsAny(sp.Name, "|#\n") {
			t.Fatalf("%s: name %q", sp.ID, sp.Name)
		}
		if _, ok := KindByName(sp.Kind.String()); !ok {
			t.Fatalf("%s: kind %v", sp.ID, sp.Kind)
		}
		if sp.Cost < 0 {
			t.Fatalf("%s costs %d", sp.ID, sp.Cost)
		}
		switch sp.Kind {
		case KindTeam, KindCommander, KindOfficer, KindGear, KindEnemy:
			if sp.MoveType == MoveNone || sp.Move < 0 {
				t.Fatalf("%s: movement %v %d", sp.ID, sp.MoveType, sp.Move)
			}
		case KindMission:
			for _, h := range sp.Placement {
				if !h.Valid() {
					t.Fatalf("%s: placement %+v", sp.ID, sp.Placement)
				}
			}
			for _, alt := range sp.Requires {
				if len(alt) == 0 || reflect.DeepEqual(alt, []string{""}) {
					t.Fatalf("%s: requires %q", sp.ID, sp.Requires)
				}
			}
		}
		if sp.Kind == KindGear {
			gear[sp.Name] = true
		}
		count[sp.Kind]++
		if sp.Cost == 0 {
			free[sp.Kind]++
		}
	}
	for _, sp := range m.Specs {
		for _, name := range sp.Fulfills {
			if !gear[name] {
				t.Fatalf("%s fulfils %q, no gear", sp.ID, name)
			}
		}
	}
	if free[KindTeam] == 0 || free[KindBaseCamp] == 0 || count[KindMission] == 0 || count[KindCasualty] == 0 || count[KindEnemy] < 3 {
		t.Fatalf("accepted a mix a game cannot start with: %v pieces, %v free", count, free)
	}
}

// FuzzParseCounterMix: the counter mix (assets/data/counters.txt,
// docs/components.md). The format folds "x3" counts and several spellings
// of a requirement into one, so instead of a round trip the target checks
// the promises the parser makes of a mix it accepts.
func FuzzParseCounterMix(f *testing.F) {
	f.Add(shipped(f, "counters.txt"))
	f.Fuzz(func(t *testing.T, src []byte) {
		defer deadline.Input(deadline.PerInput)()
		m, err := ParseCounterMix(src)
		if err != nil {
			if m != nil {
				t.Fatal("a mix with an error")
			}
			checkWorded(t, err, "counter mix: ")
			return
		}
		checkMix(t, m)
	})
}

// FuzzLoadRules: the three files together, as the game loads them at
// start-up. What LoadRules accepts must make a game: it is set up and
// played for a few random actions, which must not panic or break an
// invariant. A game that stops with no legal action is let pass: data
// can leave the player nothing to do (a map all river has no camp site),
// which the client shows as a game that cannot go on, not a crash.
func FuzzLoadRules(f *testing.F) {
	f.Add(shipped(f, "map.txt"), shipped(f, "terrain.txt"), shipped(f, "counters.txt"), uint64(1))
	f.Fuzz(func(t *testing.T, mapSrc, chartSrc, mixSrc []byte, seed uint64) {
		defer deadline.Input(deadline.PerInput)()
		r, err := LoadRules(mapSrc, chartSrc, mixSrc)
		if err != nil {
			if r != nil {
				t.Fatal("rules with an error")
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "map file: ") && !strings.HasPrefix(msg, "terrain chart: ") && !strings.HasPrefix(msg, "counter mix: ") {
				t.Fatalf("error %q does not name its file", msg)
			}
			return
		}
		g, err := New(r, nil, seed)
		if err != nil {
			return // a worded refusal is fine; a panic is not
		}
		var broken *InvariantError
		if err := PlayRandom(g, rand.New(rand.NewPCG(seed, 6)), 40); errors.As(err, &broken) {
			t.Fatalf("rules accepted, game broken: %v", err)
		}
	})
}

// Regressions for what writing the fuzz targets turned up (issue 6); the
// inputs are too big for a corpus file or need the shipped files.

// A line over the scanner's limit is an error, not the end of the file.
func TestDataFilesLongLine(t *testing.T) {
	long := "# " + strings.Repeat("x", 1<<20) + "\n"
	for name, parse := range map[string]func([]byte) error{
		"map.txt":      func(b []byte) error { _, err := ParseBoard(b); return err },
		"terrain.txt":  func(b []byte) error { _, err := ParseTerrainChart(b); return err },
		"counters.txt": func(b []byte) error { _, err := ParseCounterMix(b); return err },
	} {
		src, err := os.ReadFile("../assets/data/" + name)
		if err != nil {
			t.Fatal(err)
		}
		err = parse(append(src, long...))
		if err == nil || !strings.Contains(err.Error(), "a line is longer than 1 MiB") {
			t.Errorf("%s with a long last line: %v", name, err)
		}
	}
}

// A byte order mark at the start of a data file is skipped, as it is in
// scenario files.
func TestDataFilesBOM(t *testing.T) {
	bom := []byte("\xef\xbb\xbf")
	read := func(name string) []byte {
		src, err := os.ReadFile("../assets/data/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return append(bytes.Clone(bom), src...)
	}
	if _, err := LoadRules(read("map.txt"), read("terrain.txt"), read("counters.txt")); err != nil {
		t.Fatal(err)
	}
}

// The counter mix must fit the map: a mission placement hex off it is an
// error of LoadRules, not a mission placed off the map in turn 1.
func TestLoadRulesPlacementOffMap(t *testing.T) {
	mix, err := os.ReadFile("../assets/data/counters.txt")
	if err != nil {
		t.Fatal(err)
	}
	chart, err := os.ReadFile("../assets/data/terrain.txt")
	if err != nil {
		t.Fatal(err)
	}
	small := []byte("size: 10 10\nmap:\n")
	for r := 1; r <= 10; r++ {
		small = append(small, fmt.Sprintf("%02d: %s\n", r, strings.Repeat(". ", 10))...)
	}
	_, err = LoadRules(small, chart, mix)
	if err == nil || !strings.Contains(err.Error(), "is off the 10×10 map") {
		t.Fatalf("shipped mix on a 10×10 map: %v", err)
	}
}

// Printed values have two digits at most. A terrain cost of 2^63-1 was
// accepted and made a path's cost wrap negative, so the movement search
// never ended (issue 6; FuzzLoadRules keeps it as a seed).
func TestDataFilesNumbersBounded(t *testing.T) {
	chart, err := os.ReadFile("../assets/data/terrain.txt")
	if err != nil {
		t.Fatal(err)
	}
	huge := strings.ReplaceAll(string(chart), "| 1 |", "| 9223372036854775807 |")
	if _, err := ParseTerrainChart([]byte(huge)); err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Errorf("chart with a cost of 2^63-1: %v", err)
	}
	mix, err := os.ReadFile("../assets/data/counters.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ old, new string }{
		{"a-team-1  | A-Team | 2 ", "a-team-1  | A-Team | 100 "},               // firepower
		{"| 0    | 1     | 4      # free", "| 0    | 1     | 100      # free"}, // movement
	} {
		bad := strings.Replace(string(mix), c.old, c.new, 1)
		if bad == string(mix) {
			t.Fatalf("%q not in counters.txt", c.old)
		}
		if _, err := ParseCounterMix([]byte(bad)); err == nil {
			t.Errorf("mix with %q accepted", c.new)
		}
	}
}
