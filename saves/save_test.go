package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"kandahar/game"
)

func stateJSON(t testing.TB, s *game.State) []byte {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSaveLoadRoundTrip(t *testing.T) {
	r := testRules(t)
	for _, n := range []int{0, 1, 40, 400} {
		g := playedGame(t, uint64(100+n), n)
		path := filepath.Join(t.TempDir(), "game"+Ext)
		if err := Save(path, g); err != nil {
			t.Fatal(err)
		}
		h, err := Load(path, r)
		if err != nil {
			t.Fatalf("%d actions: %v", n, err)
		}
		if !bytes.Equal(stateJSON(t, g.State), stateJSON(t, h.State)) {
			t.Fatalf("%d actions: the loaded state differs", n)
		}
		if h.Seed != g.Seed || !reflect.DeepEqual(h.Log, g.Log) || h.Scenario.Name != g.Scenario.Name {
			t.Fatalf("%d actions: seed, log or scenario differ", n)
		}
		if h.CanUndo() != g.CanUndo() {
			t.Fatalf("%d actions: can undo %v, loaded %v", n, g.CanUndo(), h.CanUndo())
		}
		// the same events when replayed
		_, want, err := game.Replay(r, g.Scenario, g.Seed, g.Log)
		if err != nil {
			t.Fatal(err)
		}
		_, got, err := game.Replay(r, h.Scenario, h.Seed, h.Log)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("%d actions: replayed events differ", n)
		}
		// and the loaded game plays on exactly as the original
		if len(g.Log) > 0 && !g.State.Over {
			a, ok := game.RandomAction(g.State, randFor(n))
			if ok {
				ev1, err1 := g.Apply(a)
				ev2, err2 := h.Apply(a)
				if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(ev1, ev2) {
					t.Fatalf("%d actions: the loaded game plays on differently", n)
				}
			}
		}
	}
}

func TestSaveFileReadable(t *testing.T) {
	g := playedGame(t, 5, 30)
	data, err := Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if f["format"] != Format || f["version"] != float64(Version) {
		t.Fatalf("header: %v %v", f["format"], f["version"])
	}
	if _, ok := f["seed"].(string); !ok {
		t.Fatalf("seed should be a string, got %T", f["seed"])
	}
	// one action a line
	if got := strings.Count(string(data), "\n\t\t{\"Type\""); got != len(g.Log) {
		t.Fatalf("%d action lines for %d actions", got, len(g.Log))
	}
	for _, k := range []string{"app", "saved", "summary", "scenario", "log", "state", "stateSHA256"} {
		if _, ok := f[k]; !ok {
			t.Fatalf("no %q field", k)
		}
	}
}

// A save keeps its scenario whole: a game of an unusual scenario loads
// with nothing but the rules.
func TestSaveEmbedsScenario(t *testing.T) {
	r := testRules(t)
	sc := &game.Scenario{Name: "Odd one", Description: "x", StartPP: 42, Dice: []int{3, 4, 5},
		Missions: []string{"cia-agent", "scout-1"}, Options: game.Options{Misadventure: true}}
	g, err := game.New(r, sc, 77)
	if err != nil {
		t.Fatal(err)
	}
	if err := game.PlayRandom(g, randFor(3), 60); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "odd"+Ext)
	if err := Save(path, g); err != nil {
		t.Fatal(err)
	}
	h, err := Load(path, r)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h.Scenario, sc) {
		t.Fatalf("scenario: got %+v want %+v", h.Scenario, sc)
	}
}

// mutate edits a saved file's JSON. The state snapshot stays as written
// (a json.RawMessage under "state"), so its hash still holds.
func mutate(t *testing.T, data []byte, edit func(m map[string]any)) []byte {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	m := map[string]any{}
	for k, v := range raw {
		if k == "state" {
			m[k] = v
			continue
		}
		d := json.NewDecoder(bytes.NewReader(v))
		d.UseNumber()
		var x any
		if err := d.Decode(&x); err != nil {
			t.Fatal(err)
		}
		m[k] = x
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestLoadBadFiles(t *testing.T) {
	r := testRules(t)
	g := playedGame(t, 9, 120)
	good, err := Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// a snapshot edited with its hash recomputed: the replay gives it away
	editedState := mutate(t, good, func(m map[string]any) {
		var st game.State
		if err := json.Unmarshal(m["state"].(json.RawMessage), &st); err != nil {
			t.Fatal(err)
		}
		st.PP = 999
		b, _ := json.Marshal(&st)
		m["state"] = json.RawMessage(b)
		m["stateSHA256"] = hashOf(b)
	})
	// an action that is not legal where it stands
	badAction := mutate(t, good, func(m map[string]any) {
		log := m["log"].([]any)
		log[len(log)/2] = map[string]any{"Type": "attack", "Hex": "0101", "Target": 1}
	})
	crashAction := mutate(t, good, func(m map[string]any) {
		log := m["log"].([]any)
		log[3] = map[string]any{"Type": "buy", "Piece": 100000}
	})
	longLog := mutate(t, good, func(m map[string]any) {
		log := make([]any, MaxActions+1)
		for i := range log {
			log[i] = map[string]any{"Type": "end-phase"}
		}
		m["log"] = log
	})
	unknownScenarioPiece := mutate(t, good, func(m map[string]any) {
		m["scenario"] = map[string]any{"Name": "x", "Missions": []string{"no-such-mission"}}
	})
	cases := []struct {
		name string
		data []byte
		kind error
		want string
	}{
		{"empty", nil, ErrEmpty, "empty"},
		{"blank", []byte("  \n\n"), ErrEmpty, "blank"},
		{"zeros", make([]byte, 4096), ErrTruncated, "zero bytes"},
		{"truncated", good[:len(good)/2], ErrTruncated, "cut short"},
		{"truncated-1", good[:len(good)-3], ErrTruncated, "cut short"},
		{"tail-of-zeros", append(append([]byte{}, good[:len(good)/3]...), make([]byte, 500)...), ErrTruncated, "zero bytes"},
		{"text", []byte("Kandahar rules\nnot a save\n"), ErrNotJSON, "not JSON"},
		{"binary", []byte{0x89, 'P', 'N', 'G', 0, 1, 2, 3}, ErrNotJSON, "binary"},
		{"json-array", []byte(`[1,2,3]`), ErrForeign, "not a Kandahar save"},
		{"json-other", []byte(`{"name":"package.json","version":"1.0"}`), ErrForeign, `no "format"`},
		{"foreign-format", []byte(`{"format":"chess-save","version":1}`), ErrForeign, `"chess-save"`},
		{"newer", mutate(t, good, func(m map[string]any) { m["version"] = Version + 1 }), ErrNewer,
			fmt.Sprintf("saved by a newer version of Kandahar (format %d); this version reads format %d", Version+1, Version)},
		{"other-game", mutate(t, good, func(m map[string]any) { m["game"] = "Enduring Freedom" }), ErrForeign,
			`of the game "Enduring Freedom", not Kandahar`},
		{"version-text", mutate(t, good, func(m map[string]any) { m["version"] = "one" }), ErrCorrupt, "not a whole number"},
		{"version-zero", mutate(t, good, func(m map[string]any) { m["version"] = 0 }), ErrCorrupt, "version 0"},
		{"no-version", mutate(t, good, func(m map[string]any) { delete(m, "version") }), ErrCorrupt, `no "version"`},
		{"no-scenario", mutate(t, good, func(m map[string]any) { delete(m, "scenario") }), ErrCorrupt, "no scenario"},
		{"no-state", mutate(t, good, func(m map[string]any) { delete(m, "state") }), ErrCorrupt, "no state"},
		{"log-type", mutate(t, good, func(m map[string]any) { m["log"] = "lots" }), ErrCorrupt, `"log"`},
		{"seed-type", mutate(t, good, func(m map[string]any) { m["seed"] = "abc" }), ErrCorrupt, "seed \"abc\" is not a whole number"},
		// another seed: the log's dice go otherwise, and an answer finds no question
		{"seed-number", mutate(t, good, func(m map[string]any) { m["seed"] = 10 }), ErrReplay, "no question"},
		{"bad-hash", mutate(t, good, func(m map[string]any) { m["stateSHA256"] = "00" }), ErrCorrupt, "does not match its hash"},
		{"no-hash", mutate(t, good, func(m map[string]any) { delete(m, "stateSHA256") }), ErrCorrupt, "no stateSHA256"},
		{"edited-state", editedState, ErrMismatch, "PP: saved 999"},
		{"other-seed", mutate(t, good, func(m map[string]any) { m["seed"] = "12345" }), nil, ""},
		{"illegal-action", badAction, ErrReplay, "action "},
		{"crashing-action", crashAction, ErrReplay, "action 4 of"},
		{"bad-scenario", unknownScenarioPiece, ErrCorrupt, "no-such-mission"},
		{"long-log", longLog, ErrCorrupt, "more than any game"},
		{"syntax", bytes.Replace(good, []byte(`"log": [`), []byte(`"log": [}`), 1), ErrCorrupt, "line "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, c.name+Ext)
			if err := os.WriteFile(path, c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			var g *game.Game
			var err error
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("panic: %v", r)
					}
				}()
				g, err = Load(path, r)
			}()
			if err == nil {
				t.Fatalf("loaded")
			}
			if g != nil {
				t.Fatalf("a game came back with the error")
			}
			t.Logf("%v", err)
			if c.kind != nil && !errors.Is(err, c.kind) {
				t.Fatalf("error %q is not %v", err, c.kind)
			}
			if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path) {
				t.Fatalf("error %q: want the path and %q", err, c.want)
			}
		})
	}
	t.Run("missing", func(t *testing.T) {
		_, err := Load(filepath.Join(dir, "nope"+Ext), r)
		if !errors.Is(err, ErrNotFound) || !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), "no such file") {
			t.Fatalf("%v", err)
		}
	})
	t.Run("folder", func(t *testing.T) {
		_, err := Load(dir, r)
		if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "folder") {
			t.Fatalf("%v", err)
		}
	})
	t.Run("nil-rules", func(t *testing.T) {
		path := filepath.Join(dir, "good"+Ext)
		os.WriteFile(path, good, 0o644)
		if _, err := Load(path, nil); err == nil {
			t.Fatal("loaded without rules")
		}
	})
}

// Load leaves the caller's game alone when it fails.
func TestLoadFailureLeavesGame(t *testing.T) {
	r := testRules(t)
	g := playedGame(t, 11, 50)
	before := stateJSON(t, g.State)
	logLen := len(g.Log)
	path := filepath.Join(t.TempDir(), "bad"+Ext)
	os.WriteFile(path, []byte("{"), 0o644)
	h, err := Load(path, r)
	if err == nil || h != nil {
		t.Fatal("loaded a broken file")
	}
	if !bytes.Equal(before, stateJSON(t, g.State)) || len(g.Log) != logLen {
		t.Fatal("the game in memory changed")
	}
}

func TestSaveOverwritesAndKeepsMode(t *testing.T) {
	r := testRules(t)
	path := filepath.Join(t.TempDir(), "g"+Ext)
	if err := Save(path, playedGame(t, 1, 10)); err != nil {
		t.Fatal(err)
	}
	os.Chmod(path, 0o600)
	g2 := playedGame(t, 2, 20)
	if err := Save(path, g2); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v", st.Mode())
	}
	h, err := Load(path, r)
	if err != nil || h.Seed != 2 {
		t.Fatalf("%v", err)
	}
	ents, _ := os.ReadDir(filepath.Dir(path))
	if len(ents) != 1 {
		t.Fatalf("left files behind: %v", ents)
	}
	if err := Save(filepath.Join(t.TempDir(), "no", "such", "dir", "g"+Ext), g2); err == nil {
		t.Fatal("saved into a missing folder")
	}
}

// A save that fails half-way (the disk fills, the process dies) leaves the
// previous save whole and loadable.
func TestInterruptedSaveKeepsPrevious(t *testing.T) {
	r := testRules(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "g"+Ext)
	first := playedGame(t, 3, 30)
	if err := Save(path, first); err != nil {
		t.Fatal(err)
	}
	second := playedGame(t, 4, 200)

	// the write stops half-way: the hook cuts the temp file and fails
	testHookAfterWrite = func(tmp string) error {
		st, _ := os.Stat(tmp)
		os.Truncate(tmp, st.Size()/2)
		return errors.New("disk full")
	}
	err := Save(path, second)
	testHookAfterWrite = nil
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("save did not fail: %v", err)
	}
	h, err := Load(path, r)
	if err != nil || h.Seed != 3 {
		t.Fatalf("previous save lost: %v", err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Fatalf("a failed save left %d files", len(ents))
	}

	// the process died mid-write: a partial temp file, garbage, is left
	tmp := filepath.Join(dir, tempPrefix("g"+Ext)+"12345")
	data, _ := Encode(second)
	os.WriteFile(tmp, append(data[:len(data)/3], "\x00\x00garbage"...), 0o600)
	if h, err := Load(path, r); err != nil || h.Seed != 3 {
		t.Fatalf("previous save lost: %v", err)
	}
	// temp files are not listed as saves, and the next save works
	infos, _ := ListSaves(dir)
	if len(infos) != 1 || infos[0].Err != nil {
		t.Fatalf("list: %+v", infos)
	}
	if err := Save(path, second); err != nil {
		t.Fatal(err)
	}
	if h, err := Load(path, r); err != nil || h.Seed != 4 {
		t.Fatalf("%v", err)
	}
}

func TestListSaves(t *testing.T) {
	dir := t.TempDir()
	g := playedGame(t, 21, 80)
	for _, n := range []string{"a", "b"} {
		if err := Save(filepath.Join(dir, n+Ext), g); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(dir, "broken"+Ext), []byte("{\"format\":"), 0o644)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("hi"), 0o644)
	os.Mkdir(filepath.Join(dir, "sub"+Ext), 0o755)
	infos, err := ListSaves(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 3 {
		t.Fatalf("%d saves listed: %+v", len(infos), infos)
	}
	bad := 0
	for _, in := range infos {
		if in.Err != nil {
			bad++
			if in.Name != "broken" || !errors.Is(in.Err, ErrTruncated) {
				t.Fatalf("%+v", in)
			}
			continue
		}
		if in.Turn != g.State.Turn || in.Phase != phaseName(g.State) || in.Scenario != g.Scenario.Name || in.Actions != len(g.Log) || in.Saved.IsZero() {
			t.Fatalf("%+v", in)
		}
	}
	if bad != 1 {
		t.Fatal("the broken file is not marked")
	}
	if infos, err := ListSaves(filepath.Join(dir, "none")); err != nil || len(infos) != 0 {
		t.Fatalf("missing folder: %v %v", infos, err)
	}
}

// A file written by a function (the map export, too big to hold) is
// written whole or not at all: the writer's error leaves the old file and
// no temporary one.
func TestWriteFileAtomicFunc(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "map.png")
	if err := WriteFileAtomicFunc(path, func(w io.Writer) error {
		for range 100 {
			if _, err := w.Write(bytes.Repeat([]byte("strip"), 1000)); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(path); err != nil || st.Size() != 500000 || st.Mode().Perm() != 0o644 {
		t.Fatalf("written: %v %v", st, err)
	}
	err := WriteFileAtomicFunc(path, func(w io.Writer) error {
		w.Write([]byte("half a map"))
		return errors.New("a bug in the drawing")
	})
	if err == nil || !strings.Contains(err.Error(), "a bug in the drawing") {
		t.Fatalf("the writer's error was lost: %v", err)
	}
	ents, _ := os.ReadDir(dir)
	if st, _ := os.Stat(path); len(ents) != 1 || st.Size() != 500000 {
		t.Fatalf("a failed write left %d files, the old one %d bytes", len(ents), st.Size())
	}
}
