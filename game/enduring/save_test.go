package enduring

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"
	"time"
)

// longestSave is a legal save of MaxSaveActions actions, the most a save
// may hold: a unit moved back and forth between two staging areas (15.0),
// which the rules allow without end.
func longestSave(t testing.TB) []byte {
	t.Helper()
	r := MustRules()
	sc, _ := Campaign(r)
	g, _ := NewGame(r, sc, 5)
	for g.State.Q != nil {
		if _, err := g.Apply(Action{Kind: ActAnswer}); err != nil {
			t.Fatal(err)
		}
	}
	u := r.UnitID("us-75r")
	if _, err := g.Apply(Action{Kind: ActMobilize, Unit: u, To: Staging(0)}); err != nil {
		t.Fatal(err)
	}
	for g.State.Phase != PhStaging {
		a := Action{Kind: ActEndPhase}
		if g.State.Q != nil {
			a = Action{Kind: ActAnswer}
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	for len(g.Log) < MaxSaveActions {
		to := Staging(1)
		if g.State.Units[u].Loc == to {
			to = Staging(0)
		}
		if _, err := g.Apply(Action{Kind: ActTransfer, Unit: u, To: to}); err != nil {
			t.Fatal(err)
		}
	}
	b, err := EncodeSave(g, "test", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// playedSave is the save of a game after n actions of the tests' player.
func playedSave(tb testing.TB, seed uint64, n int) []byte {
	tb.Helper()
	r := MustRules()
	sc, _ := Campaign(r)
	g, _ := NewGame(r, sc, seed)
	p := newTestPlayer(seed, 25)
	for i := 0; i < n && !g.State.Over(); i++ {
		if _, err := g.Apply(p.choose(g.State, g.State.Legal())); err != nil {
			tb.Fatal(err)
		}
	}
	b, err := EncodeSave(g, "test", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// edit changes one top-level field of a save to a raw JSON value.
func edit(t testing.TB, b []byte, field, raw string) []byte {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if raw == "" {
		delete(m, field)
	} else {
		m[field] = json.RawMessage(raw)
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A save is as strict as Kandahar's: its game, version, field sizes,
// seed, counts and every action are checked before anything is replayed,
// each refusal a short sentence saying what is wrong.
func TestSaveStrict_6_0(t *testing.T) {
	r := MustRules()
	good := playedSave(t, 8, 60)
	if _, _, _, err := DecodeSave(good, r); err != nil {
		t.Fatalf("the good save: %v", err)
	}
	huge := `"` + strings.Repeat("x", 7<<20) + `"`
	action := func(a string) string { return `[` + a + `]` }
	for _, c := range []struct {
		name  string
		data  []byte
		words string
	}{
		{"Kandahar's game", edit(t, good, "game", `"Kandahar"`), `of the game "Kandahar", not Enduring Freedom`},
		{"no game", edit(t, good, "game", ""), "does not name its game"},
		{"a 7 MB game name", edit(t, good, "game", huge), "not Enduring Freedom"},
		{"version -5", edit(t, good, "version", `-5`), "version -5 is not one this app ever wrote"},
		{"version 2", edit(t, good, "version", `2`), "newer than this app reads"},
		{"version words", edit(t, good, "version", `"one"`), "is not a whole number"},
		{"no version", edit(t, good, "version", ""), `no "version" field`},
		{"a 7 MB seed", edit(t, good, "seed", huge), "a seed is a whole number of 1 to 20 digits"},
		{"a seed of letters", edit(t, good, "seed", `"abc"`), `the seed "abc" is not a whole number`},
		{"a seed past 64 bits", edit(t, good, "seed", `"99999999999999999999"`), "is not a whole number"},
		{"a 7 MB app", edit(t, good, "app", huge), "the app's version in the save is"},
		{"a scenario", edit(t, good, "scenario", `"tutorial"`), `unknown scenario "tutorial"`},
		{"the turn", edit(t, good, "turn", `-3`), "turn -3 is off the turn track"},
		{"the NP", edit(t, good, "np", `120`), "NP 120 are off the NP index"},
		{"a counter", edit(t, good, "log", action(`{"Kind":2,"Unit":9999}`)), "names counter 9999"},
		{"a kind", edit(t, good, "log", action(`{"Kind":99}`)), "is of kind 99"},
		{"a place", edit(t, good, "log", action(`{"Kind":2,"To":5000}`)), "goes to place 5000"},
		{"an answer", edit(t, good, "log", action(`{"Choice":-7}`)), "chooses answer -6"},
		{"too long a log", edit(t, good, "log", `[`+strings.Repeat(`{},`, MaxSaveActions)+`{}]`), "more than any game could"},
		{"the hash", edit(t, good, "stateSHA256", `"00"`), "does not match its stateSHA256 hash"},
		{"no state", edit(t, good, "state", ""), "no state snapshot"},
		{"too large", append(good, make([]byte, MaxSaveSize)...), "larger than any Enduring Freedom save"},
		{"not JSON", []byte(`{"format": "enduring-freedom-save", `), "not a readable save"},
		{"not a save", []byte(`[1,2,3]`), "not a readable save"},
	} {
		_, err := parseSave(c.data, r)
		if err == nil || !strings.Contains(err.Error(), c.words) || len(err.Error()) > 300 {
			t.Errorf("%s: refused before the replay with %v; want a sentence saying %q", c.name, err, c.words)
		}
		if _, _, _, err2 := DecodeSave(c.data, r); err2 == nil || err2.Error() != err.Error() {
			t.Errorf("%s: DecodeSave says %v", c.name, err2)
		}
	}
}

// The longest save the checks let through replays in bounded memory, and
// a hostile file is refused in a little: the bytes allocated are counted
// (the time is the benchmark's: BenchmarkHostileSave).
func TestSaveBounds_6_0(t *testing.T) {
	if testing.Short() {
		t.Skip("replays 20,000 actions")
	}
	r := MustRules()
	long := longestSave(t)
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	if _, _, _, err := DecodeSave(long, r); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&m1)
	mb := (m1.TotalAlloc - m0.TotalAlloc) >> 20
	t.Logf("the longest save (%d KB, %d actions) allocates %d MB to replay", len(long)>>10, MaxSaveActions, mb)
	if mb > 200 {
		t.Fatalf("the longest save allocates %d MB to replay", mb)
	}
	if _, _, _, err := DecodeSave(edit(t, long, "np", `98`), r); err == nil || !strings.Contains(err.Error(), "summary") {
		t.Fatalf("an edited summary: %v", err)
	}
}

func BenchmarkHostileSave(b *testing.B) {
	r := MustRules()
	long := longestSave(b)
	seed := edit(b, long, "seed", `"`+strings.Repeat("9", 7<<20)+`"`)
	for _, c := range []struct {
		name string
		data []byte
	}{{"longest-legal", long}, {"7MB-seed", seed}, {"edited-summary", edit(b, long, "np", `98`)}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				DecodeSave(c.data, r)
			}
		})
	}
}
