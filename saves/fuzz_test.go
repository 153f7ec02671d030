package saves

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/internal/deadline"
)

// The loader never panics, whatever the bytes, and whatever it accepts
// it writes back and reads again the same.
func FuzzLoad(f *testing.F) {
	r := testRules(f)
	for _, data := range fuzzSeeds(f) {
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(`{"format":"kandahar-save","version":1,"scenario":{"Name":"x"},"seed":"1","log":[{"Type":"end-phase"}],"state":{},"stateSHA256":""}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		defer deadline.Input(deadline.PerInput)()
		g, err := Decode(data, r)
		if err != nil {
			if g != nil {
				t.Fatal("a game with an error")
			}
			if _, ok := err.(*LoadError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		again, err := Encode(g)
		if err != nil {
			t.Fatal(err)
		}
		h, err := Decode(again, r)
		if err != nil {
			t.Fatalf("a loaded game saves to a file that does not load: %v", err)
		}
		a, _ := json.Marshal(g.State)
		b, _ := json.Marshal(h.State)
		if !bytes.Equal(a, b) {
			t.Fatal("the state changed in a second round trip")
		}
	})
}

// resealed turns fuzzed bytes that hold a save's fields into a save that
// passes the hash and snapshot checks: the log is cut at its first action
// that does not play, and the snapshot and hash are made anew from the
// replay. Byte mutations then reach the replay instead of the hash check.
// It reports false when the bytes cannot be made into a save.
func resealed(r *game.Rules, data []byte) ([]byte, bool) {
	var f File
	if json.Unmarshal(data, &f) != nil || f.Scenario == nil || game.ValidateScenario(f.Scenario, r) != nil || checkActions(f.Log, r) != nil {
		return nil, false
	}
	g, err := game.New(r, f.Scenario, uint64(f.Seed))
	if err != nil {
		return nil, false
	}
	for _, a := range f.Log {
		ok := func() (ok bool) {
			defer func() {
				if recover() != nil {
					ok = false
				}
			}()
			_, err := g.Apply(a)
			return err == nil
		}()
		if !ok {
			break
		}
	}
	state, err := json.Marshal(g.State)
	if err != nil {
		return nil, false
	}
	f.Format, f.Version, f.Log, f.State, f.StateSHA256 = Format, Version, g.Log, state, hashOf(state)
	out, err := marshalFile(&f)
	return out, err == nil
}

// checkLoaded asserts what must hold of any game a load accepts.
func checkLoaded(t *testing.T, r *game.Rules, g *game.Game) {
	t.Helper()
	if err := g.State.CheckInvariants(); err != nil {
		t.Fatalf("a loaded game breaks the invariants: %v", err)
	}
	again, err := Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(again, r); err != nil {
		t.Fatalf("a loaded game saves to a file that does not load: %v", err)
	}
}

// fuzzSeeds adds saves of games of 0, 3 and 60 actions to the corpus, and
// returns them.
func fuzzSeeds(f *testing.F) [][]byte {
	var out [][]byte
	for _, n := range []int{0, 3, 60} {
		g := playedGame(f, uint64(n+1), n)
		data, err := Encode(g)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		out = append(out, data)
	}
	return out
}

// Mutants re-sealed so that they reach the replay: a load never panics,
// and any game it accepts keeps the invariants and saves again.
func FuzzLoadResealed(f *testing.F) {
	r := testRules(f)
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		defer deadline.Input(deadline.PerInput)()
		sealed, ok := resealed(r, data)
		if !ok {
			return
		}
		g, err := Decode(sealed, r)
		if err != nil {
			if _, ok := err.(*LoadError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		checkLoaded(t, r, g)
	})
}

// The replay printer, as text and as JSON lines, never panics, and prints
// a replay exactly when the file loads; what loads keeps the invariants
// (that it saves again is FuzzLoadResealed's to check).
func FuzzReplayText(f *testing.F) {
	r := testRules(f)
	fuzzSeeds(f)
	// one file for every input, written over: a folder made and removed
	// for each cost more than the replays on a busy disk
	path := filepath.Join(f.TempDir(), "f"+Ext)
	f.Fuzz(func(t *testing.T, data []byte) {
		defer deadline.Input(deadline.PerInput)()
		if sealed, ok := resealed(r, data); ok {
			data = sealed
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		g, loadErr := Load(path, r)
		for _, asJSON := range []bool{false, true} {
			var out bytes.Buffer
			err := ReplayText(&out, path, r, asJSON)
			if (err == nil) != (loadErr == nil) {
				t.Fatalf("json=%v: the replay says %v, the load %v", asJSON, err, loadErr)
			}
			if err == nil && out.Len() == 0 {
				t.Fatalf("json=%v: a loadable save printed nothing", asJSON)
			}
		}
		if loadErr == nil {
			if err := g.State.CheckInvariants(); err != nil {
				t.Fatalf("a loaded game breaks the invariants: %v", err)
			}
		}
	})
}

// The autosave folder scan and the list of saves never panic on a folder
// of odd files, and every file they call unreadable is refused in words;
// the autosave the resume offer would take, and the player's save, load
// or are refused, and what loads keeps the invariants.
func FuzzSaveFolderScan(f *testing.F) {
	r := testRules(f)
	fuzzSeeds(f)
	// one folder for every input, its files written over (see
	// FuzzReplayText)
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		defer deadline.Input(deadline.PerInput)()
		sealed, _ := resealed(r, data)
		for i, name := range []string{
			"autosave-n0000000002-20261124T101011Z-turn01-mission" + Ext, // an old numbered name
			"autosave-20261127T035512.512Z-3fa9c1-42-turn03-movement" + Ext,
			".autosave-x" + Ext + ".tmp-1",
			"mine" + Ext,
		} {
			b := data
			if i%2 == 1 && sealed != nil {
				b = sealed
			}
			if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		list, err := ListSaves(dir)
		if err != nil {
			t.Fatal(err)
		}
		latest, ok := LatestAutosave(dir)
		if ok && latest.Err != nil {
			t.Fatalf("the latest autosave is unreadable: %v", latest.Err)
		}
		for _, info := range list {
			if info.Err != nil {
				if InWords(info.Err) == "" {
					t.Fatalf("%s: refused without words", info.Path)
				}
				continue
			}
			if info.Path != latest.Path && filepath.Base(info.Path) != "mine"+Ext {
				continue
			}
			if g, err := Load(info.Path, r); err == nil {
				if err := g.State.CheckInvariants(); err != nil {
					t.Fatalf("%s: a loaded game breaks the invariants: %v", info.Path, err)
				}
			}
		}
	})
}

// FuzzScenarioPlay: a scenario file, as -scenario reads it, either is
// refused with its problems or sets up a game that then plays: a few
// random actions (how many and which come from the input's last bytes),
// each keeping the invariants, and a game not over always has a legal
// action.
func FuzzScenarioPlay(f *testing.F) {
	r := testRules(f)
	for _, name := range assets.Scenarios() {
		src, err := assets.Scenario(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src, uint64(7))
	}
	f.Add([]byte("name: x\ndice: 1 2 3\npiece: a-team-1 at 1213\n"), uint64(1))
	f.Add([]byte(`{"Name":"j","StartPP":30,"Missions":["cia-agent"],"Pieces":[{"ID":"m249","Hex":"1213","Carrier":"a-team-1"},{"ID":"a-team-1","Hex":"1213"}]}`), uint64(2))
	f.Fuzz(func(t *testing.T, src []byte, seed uint64) {
		defer deadline.Input(deadline.PerInput)()
		sf, err := game.LoadScenario(src, r)
		if err != nil {
			var se *game.ScenarioError
			if !errors.As(err, &se) || len(se.Problems) == 0 {
				t.Fatalf("refused without its problems: %T %v", err, err)
			}
			return
		}
		g, err := sf.NewGame(r, seed)
		if err != nil {
			t.Fatalf("a scenario that loads sets up no game: %v", err)
		}
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], seed)
		rng := rand.New(rand.NewPCG(seed, uint64(len(src))))
		for i := range 5 + int(b[0]%20) {
			if g.State.Over {
				break
			}
			a, ok := game.RandomAction(g.State, rng)
			if !ok {
				// a scenario can leave nothing to do (no camp site): a
				// worded dead end is allowed by LoadRules' fuzzer too, but
				// not a game that says it goes on
				if len(g.State.LegalActions()) != 0 {
					t.Fatalf("action %d: RandomAction finds nothing, LegalActions %d", i, len(g.State.LegalActions()))
				}
				return
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("action %d (%v), legal, is refused: %v", i, a, err)
			}
			if err := g.State.CheckInvariants(); err != nil {
				t.Fatalf("after action %d (%v): %v", i, a, err)
			}
		}
	})
}
