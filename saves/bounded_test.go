package saves

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode"

	"kandahar/game"
)

// The promise of docs/robustness.md: any file up to its cap is loaded or
// refused within 2 s and 200 MB. Time on a shared machine is luck, so the
// test measures memory exactly (every byte allocated while the file is
// read, runtime.MemStats.TotalAlloc) and gives time only a gross deadline,
// ten times the budget, that a quadratic pass over a file at the cap still
// overruns many times over.
const (
	budgetBytes   = 200 << 20
	grossDeadline = 20 * time.Second
	// a message taken from a file is at most a few clipped quotes long
	maxMessage = 1000
)

type hostileFile struct {
	name string
	data []byte
	// loads is true for the files that are saves, however odd
	loads bool
}

// saveHead and saveTail wrap hostile insides into the shape of a save,
// with a snapshot that matches its hash, so that only the checks after
// the hash can refuse them.
const (
	saveHead = `{"format":"kandahar-save","version":1,"app":"x","saved":"2026-11-24T00:00:00Z","summary":{},"seed":"1",`
	saveTail = `"state":{},"stateSHA256":"44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"}`
)

// fillTo repeats unit, comma-separated, between prefix and suffix, as
// many times as fit in size bytes (or most times).
func fillTo(size int, prefix, unit, suffix string, most int) []byte {
	n := min(most, (size-16-len(prefix)-len(suffix))/(len(unit)+1))
	var buf bytes.Buffer
	buf.Grow(size)
	buf.WriteString(prefix)
	for i := range n {
		if i > 0 {
			buf.WriteByte(',')
		}
		buf.WriteString(unit)
	}
	buf.WriteString(suffix)
	return buf.Bytes()
}

// sealedState is a save whose state snapshot is state, with the hash that
// matches it: the replay runs, and the comparison of the snapshot.
func sealedState(t testing.TB, state []byte) []byte {
	t.Helper()
	data, err := Encode(playedGame(t, 3, 10))
	if err != nil {
		t.Fatal(err)
	}
	f, err := parseFile(data)
	if err != nil {
		t.Fatal(err)
	}
	var c bytes.Buffer
	c.Write(state)
	f.State, f.StateSHA256 = c.Bytes(), hashOf(c.Bytes())
	out, err := json.Marshal(f) // compact: marshalFile would indent the state
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// hostileSaves are the worst saves we found or could think of, each at or
// near MaxSize, made here rather than committed.
func hostileSaves(t testing.TB) []hostileFile {
	t.Helper()
	const size = MaxSize
	digits := strings.Repeat("7", size-len(saveHead)-len(saveTail)-200)
	good, err := Encode(playedGame(t, 5, 60))
	if err != nil {
		t.Fatal(err)
	}
	padded := append(bytes.Repeat([]byte(" "), size-len(good)), good...)
	ids := make([]string, 30)
	for i := range ids {
		ids[i] = fmt.Sprintf(`"%s%d"`, strings.Repeat("x", maxString-16), i)
	}
	var members bytes.Buffer
	members.WriteString("{")
	for k := 0; (k+1)*maxNested < maxElements-1000 && members.Len() < size-(256<<10); k++ {
		if k > 0 {
			members.WriteByte(',')
		}
		fmt.Fprintf(&members, `"K%d":{`, k)
		for j := range maxNested - 1 {
			if j > 0 {
				members.WriteByte(',')
			}
			fmt.Fprintf(&members, `"k%d":0`, j)
		}
		members.WriteString("}")
	}
	members.WriteString("}")
	return []hostileFile{
		// a number as long as the file in a field that wants an int: its
		// text went into the error whole
		{name: "number-in-typed-field", data: []byte(saveHead[:len(saveHead)-len(`"summary":{},"seed":"1",`)] + `"summary":{"turn":` + digits + `},"seed":"1","scenario":{"Name":"x"},"log":[],` + saveTail)},
		{name: "number-as-version", data: []byte(`{"format":"kandahar-save","version":` + digits + `}`)},
		{name: "number-as-format", data: []byte(`{"format":` + digits + `}`)},
		{name: "exponent", data: []byte(saveHead + `"scenario":{"Name":"x","StartPP":1e99999999},"log":[],` + saveTail)},
		// nesting as deep as the file allows
		{name: "deep-arrays", data: []byte(saveHead + `"log":` + strings.Repeat("[", size-len(saveHead)-10))},
		{name: "deep-objects", data: []byte(`{"format":"kandahar-save",` + strings.Repeat(`"a":{`, (size-40)/5))},
		{name: "bare-brackets", data: bytes.Repeat([]byte("["), size)},
		// the long lists the counts are for
		{name: "piece-list", data: fillTo(size, saveHead+`"scenario":{"Name":"x"},"log":[{"Type":"move","Pieces":[`, "1", `]}],`+saveTail, size)},
		{name: "scripted-dice", data: fillTo(size, saveHead+`"scenario":{"Name":"x","Dice":[`, "1", `]},"log":[],`+saveTail, size)},
		{name: "description", data: []byte(saveHead + `"scenario":{"Name":"x","Description":"` + strings.Repeat("a", size-2048) + `"},"log":[],` + saveTail)},
		{name: "long-paths", data: fillTo(size, saveHead+`"scenario":{"Name":"x"},"log":[`, `{"Type":"move","Pieces":[1],"Path":["0101","0102","0103","0104","0105","0106","0107","0108","0109","0110","0111","0112","0113","0114"]}`, `],`+saveTail, size)},
		// the longest log the counts let through: decoded, then refused
		{name: "long-log", data: fillTo(size, saveHead+`"scenario":{"Name":"x"},"log":[`, `{"Type":"move","Pieces":[1],"Path":["0101","0102","0103","0104","0105","0106","0107","0108","0109","0110","0111","0112","0113","0114"]}`, `],`+saveTail, maxElements/20)},
		{name: "long-log-short-actions", data: fillTo(size, saveHead+`"scenario":{"Name":"x"},"log":[`, `{"Type":"end-phase"}`, `],`+saveTail, MaxActions)},
		// mission ids just under the text limit: each was lower-cased for
		// every id of the counter mix
		{name: "long-mission-ids", data: []byte(saveHead + `"scenario":{"Name":"x","Missions":[` + strings.Join(ids, ",") + `]},"log":[],` + saveTail)},
		// a state snapshot of many members with its hash: replayed, then
		// compared field by field
		{name: "state-members", data: sealedState(t, members.Bytes())},
		{name: "state-elements", data: sealedState(t, []byte(`{"Pieces":[`+strings.Repeat(`[`+strings.Repeat("0,", maxNested-2)+`0],`, maxElements/maxNested-1)+`0]}`))},
		// a header the list shows unchecked: a name and a phase of 256 KB
		{name: "long-header-texts", data: []byte(`{"format":"kandahar-save","version":1,"app":"x","saved":"2026-11-24T00:00:00Z","summary":{"phase":"` + strings.Repeat(`\u001b`, maxString/7) + `"},"seed":"1","scenario":{"Name":"` + strings.Repeat("n", maxString-10) + `"},"log":[],` + saveTail)},
		// texts full of terminal escapes where messages quote them
		{name: "escapes-in-format", data: []byte(`{"format":"` + strings.Repeat(`\u001b[2J\u009b31m`, maxString/20) + `"}`)},
		{name: "escapes-in-type", data: []byte(saveHead + `"scenario":{"Name":"x"},"log":[{"Type":"` + strings.Repeat(`\u001b]0;pwned\u0007`, maxString/20) + `"}],` + saveTail)},
		// a real save padded to the cap: it loads
		{name: "padded-save", data: padded, loads: true},
	}
}

// measure runs f and returns every byte it allocated and its time; it
// fails the test at the gross deadline.
func measure(t *testing.T, what string, f func()) (uint64, time.Duration) {
	t.Helper()
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(grossDeadline):
		t.Fatalf("%s: still running after %v, ten times the 2 s budget", what, grossDeadline)
	}
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, took
}

// checkMessage fails when a refusal's words are long or hold control
// characters: they came from the file.
func checkMessage(t *testing.T, what string, msg string) {
	t.Helper()
	if len(msg) > maxMessage {
		t.Errorf("%s: a message of %d bytes (at most %d): %.200q", what, len(msg), maxMessage, msg)
	}
	if i := strings.IndexFunc(msg, func(r rune) bool { return unicode.IsControl(r) && r != '\n' }); i >= 0 {
		t.Errorf("%s: a control character in the message: %.200q", what, msg[max(0, i-40):])
	}
}

// TestHostileSavesBounded loads each hostile save as Load does, and as
// the list of saves and the resume offer read it (the header only), and
// holds each to the budget. Every one but the padded save is refused.
func TestHostileSavesBounded(t *testing.T) {
	r := testRules(t)
	dir := t.TempDir()
	for _, h := range hostileSaves(t) {
		if len(h.data) > MaxSize {
			t.Fatalf("%s: %d bytes, over the cap", h.name, len(h.data))
		}
		path := filepath.Join(dir, h.name+Ext)
		if err := os.WriteFile(path, h.data, 0o644); err != nil {
			t.Fatal(err)
		}
		var err error
		alloc, took := measure(t, h.name, func() { _, err = Load(path, r) })
		t.Logf("%-22s %5.1f MB: load %7.1f MB allocated, %v: %.100s", h.name, float64(len(h.data))/(1<<20), float64(alloc)/(1<<20), took.Round(time.Millisecond), fmt.Sprint(err))
		if alloc > budgetBytes {
			t.Errorf("%s: the load allocated %d MB, over the %d MB budget", h.name, alloc>>20, budgetBytes>>20)
		}
		if (err == nil) != h.loads {
			t.Errorf("%s: loaded %v, want %v (%v)", h.name, err == nil, h.loads, err)
		}
		if err != nil {
			checkMessage(t, h.name, err.Error())
		}
		var info Info
		alloc, took = measure(t, h.name+" (header)", func() { info = readInfo(path) })
		if alloc > budgetBytes {
			t.Errorf("%s: reading the header allocated %d MB, over the %d MB budget (%v)", h.name, alloc>>20, budgetBytes>>20, took)
		}
		if info.Err != nil {
			checkMessage(t, h.name+" (header)", info.Err.Error())
		}
		checkMessage(t, h.name+" (the list's line)", info.Scenario+" "+info.Phase)
		os.Remove(path)
	}
}

// A file far over the cap is refused before it is read: a sparse 2 GB
// file costs nothing to make and would cost 2 GB to read.
func TestHugeFilesRefusedUnread(t *testing.T) {
	r := testRules(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "huge"+Ext)
	fh, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := fh.Truncate(2 << 30); err != nil {
		fh.Close()
		t.Skipf("no sparse file here: %v", err)
	}
	fh.Close()
	var lerr error
	alloc, _ := measure(t, "2 GB save", func() { _, lerr = Load(path, r) })
	if lerr == nil || !strings.Contains(lerr.Error(), "larger than") || alloc > 1<<20 {
		t.Fatalf("a 2 GB save: %v, %d bytes allocated; want it refused unread", lerr, alloc)
	}
	alloc, _ = measure(t, "2 GB scenario", func() { _, lerr = OpenScenario(path, r) })
	if lerr == nil || !strings.Contains(lerr.Error(), "too large") || alloc > 1<<20 {
		t.Fatalf("a 2 GB scenario: %v, %d bytes allocated; want it refused unread", lerr, alloc)
	}
}

// hostileScenarios are scenario files at the cap that were slow: every
// pass over them must be linear.
func hostileScenarios() []hostileFile {
	const size = game.MaxScenarioSize
	var ids strings.Builder
	ids.WriteString("name: many\nmissions:")
	for i := 0; ids.Len() < size-16; i++ {
		fmt.Fprintf(&ids, " m%d", i)
	}
	var dup strings.Builder
	dup.WriteString("name: twice\n")
	for dup.Len() < size-32 {
		dup.WriteString("missions: cia-agent cia-agent\n")
	}
	var lines strings.Builder
	lines.WriteString("name: pieces\n")
	for i := 0; lines.Len() < size-40; i++ {
		fmt.Fprintf(&lines, "piece: p%d at 0101 on q%d\n", i, i)
	}
	// dice in range, each its own line: within the limit every die gets
	// a position, past it the file is refused at once
	withinLimit := fillTo(size, `{"Name":"x","Dice":[`, "\n0", `]}`, 10_000)
	return []hostileFile{
		{name: "mission-ids", data: []byte(ids.String())},
		{name: "mission-twice", data: []byte(dup.String())},
		{name: "piece-lines", data: []byte(lines.String())},
		{name: "json-dice", data: fillTo(size, `{"Name":"x","Dice":[`, "1", `]}`, size)},
		{name: "json-dice-out-of-range", data: withinLimit},
		{name: "json-mission-ids", data: fillTo(size, `{"Name":"x","Missions":[`, `"m"`, `]}`, size)},
		{name: "json-deep", data: []byte(`{"Name":` + strings.Repeat("[", size-20))},
		{name: "long-line", data: []byte("name: " + strings.Repeat("x", size-8))},
		{name: "long-id", data: []byte("name: x\nmissions: " + strings.Repeat("\x1b", size-40))},
	}
}

// TestHostileScenariosBounded holds scenario files at the cap to the
// budget: 60,000 mission ids took 12.5 s, and a JSON file of 400,000
// dice 19 s, when each entry was checked against all before it or
// counted its line from the top.
func TestHostileScenariosBounded(t *testing.T) {
	r := testRules(t)
	dir := t.TempDir()
	for _, h := range hostileScenarios() {
		if len(h.data) > game.MaxScenarioSize {
			t.Fatalf("%s: %d bytes, over the cap", h.name, len(h.data))
		}
		path := filepath.Join(dir, h.name+".scenario")
		if err := os.WriteFile(path, h.data, 0o644); err != nil {
			t.Fatal(err)
		}
		var err error
		alloc, took := measure(t, h.name, func() { _, err = OpenScenario(path, r) })
		t.Logf("%-22s %5.2f MB: %7.1f MB allocated, %v", h.name, float64(len(h.data))/(1<<20), float64(alloc)/(1<<20), took.Round(time.Millisecond))
		if err == nil {
			t.Errorf("%s: loaded", h.name)
			continue
		}
		if alloc > budgetBytes {
			t.Errorf("%s: allocated %d MB, over the %d MB budget", h.name, alloc>>20, budgetBytes>>20)
		}
		// a scenario's refusal says its first problems a line each, each
		// clipped, and how many more
		for line := range strings.SplitSeq(err.Error(), "\n") {
			checkMessage(t, h.name, line)
		}
		if n := strings.Count(err.Error(), "\n"); n > MaxScenarioLines {
			t.Errorf("%s: %d lines of problems", h.name, n)
		}
	}
}

// A save's own texts reach the terminal through replay: its app field and
// scenario name print without their escapes, and an action whose type is
// an escape sequence is refused in words that hold none.
func TestReplayPrintsNoEscapes(t *testing.T) {
	r := testRules(t)
	good, err := Encode(playedGame(t, 9, 30))
	if err != nil {
		t.Fatal(err)
	}
	const esc = "\x1b]0;pwned\x07\x1b[2J\u009b31m\u202e"
	dir := t.TempDir()
	path := filepath.Join(dir, "odd"+Ext)
	os.WriteFile(path, mutate(t, good, func(m map[string]any) { m["app"] = esc + strings.Repeat("v", 500) }), 0o644)
	for _, asJSON := range []bool{false, true} {
		var out bytes.Buffer
		if err := ReplayText(&out, path, r, asJSON); err != nil {
			t.Fatal(err)
		}
		if strings.ContainsAny(out.String(), "\x1b\x07\u009b\u202e") {
			t.Fatalf("json=%v: an escape reached the output: %.300q", asJSON, out.String())
		}
		if !strings.Contains(out.String(), "]0;pwned") || strings.Contains(out.String(), strings.Repeat("v", 200)) {
			t.Fatalf("json=%v: the app field is not shown cut to a sentence: %.300q", asJSON, out.String())
		}
	}
	bad := filepath.Join(dir, "bad"+Ext)
	os.WriteFile(bad, mutate(t, good, func(m map[string]any) {
		m["log"].([]any)[3] = map[string]any{"Type": esc}
	}), 0o644)
	err = ReplayText(&bytes.Buffer{}, bad, r, false)
	if err == nil {
		t.Fatal("an action of an escape sequence replayed")
	}
	checkMessage(t, "escape as an action type", err.Error())
}
