package saves

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kandahar/game"
)

// craft encodes a game started from sc as a save, with a snapshot and hash
// that match: only the checks after the hash can refuse it.
func craft(t testing.TB, sc *game.Scenario) []byte {
	t.Helper()
	g, err := game.New(testRules(t), sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	data, err := Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func wantRefused(t *testing.T, data []byte, kind error, words string) {
	t.Helper()
	g, err := Decode(data, testRules(t))
	if err == nil {
		t.Fatalf("loaded (turn %d, %d PP); want it refused", g.State.Turn, g.State.PP)
	}
	if !errors.Is(err, kind) || !strings.Contains(err.Error(), words) {
		t.Fatalf("refused with %q (%v); want %v saying %q", err, errors.Unwrap(err), kind, words)
	}
}

// The scenario inside a save gets every check a scenario file gets: a
// starting PP that would wrap round, or a script of two million dice.
func TestLoadChecksEmbeddedScenario(t *testing.T) {
	wantRefused(t, craft(t, &game.Scenario{Name: "rich", StartPP: math.MaxInt64 - 5}), ErrCorrupt, "start PP")
	dice := make([]int, 2_000_000)
	for i := range dice {
		dice[i] = 1 + i%6
	}
	// two million: refused before decoding, by counting
	wantRefused(t, craft(t, &game.Scenario{Name: "scripted", Dice: dice}), ErrCorrupt, "far more than any game has")
	// fifteen thousand: decoded, and refused by the scenario checks
	wantRefused(t, craft(t, &game.Scenario{Name: "scripted", Dice: dice[:15_000]}), ErrCorrupt, "too large")
}

// An action's lists are bounded by the counter mix and the map before the
// log is replayed.
func TestLoadBoundsActionLists(t *testing.T) {
	good, err := Encode(playedGame(t, 9, 40))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		n     int
		words string
	}{{5_000, "names 5000 pieces"}, {100_000, "far more than any game has"}} {
		many := make([]any, c.n)
		for i := range many {
			many[i] = 1
		}
		huge := mutate(t, good, func(m map[string]any) {
			m["log"].([]any)[5] = map[string]any{"Type": "move", "Pieces": many}
		})
		wantRefused(t, huge, ErrCorrupt, c.words)
	}
}

// A byte-order mark before a good save is not a reason to refuse it.
func TestLoadAcceptsByteOrderMark(t *testing.T) {
	g := playedGame(t, 9, 40)
	data, err := Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(append([]byte("\xef\xbb\xbf"), data...), testRules(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Log) != len(g.Log) {
		t.Fatalf("%d actions back, want %d", len(back.Log), len(g.Log))
	}
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		t.Fatal("saves are written without a byte-order mark")
	}
}

// Temporary files an interrupted autosave or crash save left in the app's
// own folders are removed once stale; nothing else there is touched.
func TestStaleTempsCleanedUp(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	files := map[string]bool{ // name: should survive
		".autosave-n0000000001-20261124T101010Z-turn01-setup.kandahar.tmp-123": false,
		".crash-20261124.kandahar.tmp-99":                                      false,
		".autosave-n0000000002-x.kandahar.tmp-777":                             true, // young: maybe being written
		"notes.txt":        true,
		".hidden":          true,
		".x.tmp-notdigits": true,
	}
	for name := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if name != ".autosave-n0000000002-x.kandahar.tmp-777" {
			os.Chtimes(p, old, old)
		}
	}
	a := &Autosaver{Dir: dir, Keep: 5}
	if _, err := a.Autosave(playedGame(t, 9, 20)); err != nil {
		t.Fatal(err)
	}
	for name, keep := range files {
		_, err := os.Stat(filepath.Join(dir, name))
		if (err == nil) != keep {
			t.Errorf("%s: exists %v, want %v", name, err == nil, keep)
		}
	}
}

// A long save name fits, and a failing save names the player's file, not
// the temporary one.
func TestSaveNamesAndTempFiles(t *testing.T) {
	dir := t.TempDir()
	g := playedGame(t, 9, 20)
	long := filepath.Join(dir, strings.Repeat("é", 115)+Ext) // 239 bytes
	if err := Save(long, g); err != nil {
		t.Fatalf("a %d-byte name: %v", len(filepath.Base(long)), err)
	}
	err := Save(filepath.Join(dir, "no-such-folder", "game"+Ext), g)
	if err == nil || strings.Contains(err.Error(), ".tmp-") {
		t.Fatalf("error %v names the temporary file", err)
	}
}
