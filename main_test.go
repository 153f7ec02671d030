package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/saves"
)

// -load replays a save and -screenshot draws it without a window.
func TestLoadAndScreenshot(t *testing.T) {
	rules := testRules(t)
	g, err := game.New(rules, &game.Scenario{Name: "Saved", Pieces: []game.ScenarioPiece{{ID: "a-team-1", Hex: game.Hex{Col: 10, Row: 10}}}}, 9)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	save := filepath.Join(dir, "g"+saves.Ext)
	if err := saves.Save(save, g); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "map.png")
	if code := run([]string{"-load", save, "-screenshot", out}); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	if st, err := os.Stat(out); err != nil || st.Size() < 10000 {
		t.Fatalf("no map image written: %v", err)
	}
}

// Bad command lines fail with a code, not a panic.
func TestFlags(t *testing.T) {
	noDisplay(t) // a refused file would open the window on a display
	for _, args := range [][]string{{"-load", "/nonexistent"}, {"-scenario", "/nonexistent"}, {"stray"}, {"-bench-frames", "-3"}} {
		if code := run(args); code == 0 {
			t.Errorf("%v: exit code 0", args)
		}
	}
	if code := run([]string{"-help"}); code != 0 {
		t.Errorf("-help: exit code %d", code)
	}
}

// stderrOf runs f with os.Stderr captured.
func stderrOf(t *testing.T, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stderr
	os.Stderr = w
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	defer func() { os.Stderr = old }()
	f()
	w.Close()
	os.Stderr = old
	return <-done
}

// longSave is a save of a random game of a few hundred actions.
func longSave(t *testing.T, dir string) (string, *game.Game) {
	t.Helper()
	rules := testRules(t)
	g, err := game.New(rules, nil, 17)
	if err != nil {
		t.Fatal(err)
	}
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(17, 3)), 300); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "long"+saves.Ext)
	if err := saves.Save(path, g); err != nil {
		t.Fatal(err)
	}
	return path, g
}

// "kandahar replay FILE" prints every action and its events; -json one
// JSON object a line; a bad file one sentence and exit code 1.
func TestReplay(t *testing.T) {
	dir := t.TempDir()
	path, g := longSave(t, dir)
	var out, errb bytes.Buffer
	if code := runReplay([]string{path}, &out, &errb); code != 0 {
		t.Fatalf("exit code %d: %s", code, errb.String())
	}
	text := out.String()
	if n := strings.Count(text, "\n> "); n != len(g.Log) {
		t.Errorf("%d actions printed, the save has %d", n, len(g.Log))
	}
	if !strings.Contains(text, "> 1. ") || !strings.Contains(text, fmt.Sprintf("End: turn %d", g.State.Turn)) || !strings.Contains(text, "[") {
		t.Errorf("the replay lacks its parts:\n%.600s", text)
	}

	out.Reset()
	if code := runReplay([]string{"-json", path}, &out, &errb); code != 0 {
		t.Fatalf("-json: exit code %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	actions := 0
	for i, l := range lines {
		var v map[string]json.RawMessage
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("line %d is not JSON: %v: %s", i+1, err, l)
		}
		if _, ok := v["action"]; ok {
			actions++
		}
		switch {
		case i == 0 && v["start"] == nil:
			t.Errorf("the first line is not the start: %s", l)
		case i == len(lines)-1 && v["end"] == nil:
			t.Errorf("the last line is not the end: %s", l)
		}
	}
	if actions != len(g.Log) {
		t.Errorf("%d action lines, the save has %d actions", actions, len(g.Log))
	}
	// the option may come after the file too
	out.Reset()
	if code := runReplay([]string{path, "-json"}, &out, &errb); code != 0 || len(strings.Split(strings.TrimSpace(out.String()), "\n")) != len(lines) {
		t.Errorf("FILE -json: exit code %d", code)
	}

	// bad files: one sentence on one line, exit code 1
	cut := filepath.Join(dir, "cut"+saves.Ext)
	data, _ := os.ReadFile(path)
	os.WriteFile(cut, data[:len(data)/3], 0o644)
	notSave := filepath.Join(dir, "notes.txt")
	os.WriteFile(notSave, []byte("shopping list\n"), 0o644)
	for _, c := range []struct{ file, want string }{
		{filepath.Join(dir, "missing"+saves.Ext), "there is no such file"},
		{cut, "cut short"},
		{notSave, "not a Kandahar save"},
		{dir, "folder"},
	} {
		out.Reset()
		errb.Reset()
		if code := runReplay([]string{c.file}, &out, &errb); code != 1 {
			t.Errorf("%s: exit code %d", c.file, code)
		}
		msg := errb.String()
		if strings.Count(msg, "\n") != 1 || !strings.HasSuffix(msg, ".\n") || strings.Count(msg, ". ") > 0 || !strings.Contains(msg, c.want) || out.Len() != 0 {
			t.Errorf("%s: not one clear sentence: %q (stdout %q)", c.file, msg, out.String())
		}
	}
	// usage errors: exit code 2
	for _, args := range [][]string{{}, {path, path}, {"-xml", path}, {""}} {
		errb.Reset()
		if code := runReplay(args, &out, &errb); code != 2 || errb.Len() == 0 {
			t.Errorf("%v: exit code %d, %q", args, code, errb.String())
		}
	}
	// through run, as the command line calls it
	if code := run([]string{"replay", cut}); code != 1 {
		t.Errorf("run replay of a damaged file: exit code %d", code)
	}
}

// -scenario takes a bundled name or a file; the file's seed holds unless
// -seed is given; a bad file lists every problem with its line and column.
func TestScenarioFlag(t *testing.T) {
	noDisplay(t) // a refused scenario would open the window on a display
	rules := testRules(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "map.png")
	if code := run([]string{"-scenario", "short-campaign", "-screenshot", out}); code != 0 {
		t.Fatalf("bundled scenario: exit code %d", code)
	}
	file := filepath.Join(dir, "mine.scenario")
	os.WriteFile(file, []byte("format: 1\nname: Mine\npp: 70\nseed: 4242\npiece: a-team-1 at 1015\n"), 0o644)
	g, err := startGame(rules, "", file, 99, false, false)
	if err != nil {
		t.Fatal(err)
	}
	if g.Seed != 4242 || g.Scenario.Name != "Mine" || g.State.PP != 70 {
		t.Errorf("the file's seed or scenario was not used: seed %d, %q, %d PP", g.Seed, g.Scenario.Name, g.State.PP)
	}
	if g, err = startGame(rules, "", file, 99, true, false); err != nil || g.Seed != 99 {
		t.Errorf("-seed did not win over the file's seed: %v", err)
	}
	if g, err = startGame(rules, "", "tutorial", 99, false, false); err != nil || g.Scenario.Name != "Tutorial" || g.Seed == 99 {
		t.Errorf("the tutorial's own seed was not used: %v", err)
	}
	if g, err = startGame(rules, "", "standard", 99, false, false); err != nil || g.Seed != 99 {
		t.Errorf("a scenario with no seed did not take the clock's: %v", err)
	}

	// every problem at once: the syntax, the ids and hexes against the rules
	code := 0
	for _, c := range []struct {
		src  string
		want []string
	}{
		{"format: 1\nnmae: Typo\npp: 70\ndice: 0\n", []string{"3 problems", "no name", "line 2, column 1", "nmae", "line 4, column 7", "write 10"}},
		{"name: Ids\nmissions: scuot-1\npiece: a-team-1 at 9999\n", []string{"2 problems", "line 2, column 11", "scout-1", "line 3, column"}},
	} {
		bad := filepath.Join(dir, "bad.scenario")
		os.WriteFile(bad, []byte(c.src), 0o644)
		msg := stderrOf(t, func() { code = run([]string{"-scenario", bad}) })
		if code != 1 {
			t.Errorf("a bad scenario: exit code %d", code)
		}
		for _, want := range c.want {
			if !strings.Contains(msg, want) {
				t.Errorf("the problems do not say %q:\n%s", want, msg)
			}
		}
	}
	msg := stderrOf(t, func() { code = run([]string{"-scenario", "no-such-scenario"}) })
	if code != 1 || !strings.Contains(msg, "tutorial") {
		t.Errorf("an unknown scenario: exit code %d, %q", code, msg)
	}
}

// -help lists the options and the bundled scenarios.
func TestHelpListsScenarios(t *testing.T) {
	code := 0
	msg := stderrOf(t, func() { code = run([]string{"-help"}) })
	if code != 0 {
		t.Errorf("exit code %d", code)
	}
	for _, want := range append([]string{"-scenario", "-load", "replay FILE"}, assets.Scenarios()...) {
		if !strings.Contains(msg, want) {
			t.Errorf("-help does not mention %q:\n%s", want, msg)
		}
	}
}

// The last autosaved game is offered at start unless it is over; the
// list of saves names why a file cannot be loaded, without its path.
func TestResumeOfferAndSaveList(t *testing.T) {
	rules := testRules(t)
	h, dir := testHooks(t, rules)
	h.SaveDir = filepath.Join(dir, "saves")
	if resumeOffer(h) != nil {
		t.Fatal("an offer with no autosave")
	}
	g, _ := game.New(rules, nil, 8)
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(8, 1)), 60); err != nil {
		t.Fatal(err)
	}
	if _, err := h.Autosaver.Autosave(g); err != nil {
		t.Fatal(err)
	}
	off := resumeOffer(h)
	if off == nil || off.Turn != g.State.Turn || off.Scenario != "Standard game" || off.Saved.IsZero() {
		t.Fatalf("offer %+v", off)
	}
	if l, err := off.Load(); err != nil || len(l.Log) != len(g.Log) {
		t.Fatalf("the offered game does not load: %v", err)
	}
	// a finished game is not offered
	for !g.State.Over {
		if err := game.PlayRandom(g, rand.New(rand.NewPCG(8, 2)), 500); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(5 * time.Millisecond)
	if _, err := h.Autosaver.Autosave(g); err != nil {
		t.Fatal(err)
	}
	if off := resumeOffer(h); off != nil {
		t.Fatalf("a finished game offered: %+v", off)
	}

	os.MkdirAll(h.SaveDir, 0o755)
	os.WriteFile(filepath.Join(h.SaveDir, "empty"+saves.Ext), nil, 0o644)
	list := saveInfos(h.List())
	if len(list) < 3 {
		t.Fatalf("%d saves listed", len(list))
	}
	for i := 1; i < len(list); i++ {
		if list[i].Saved.After(list[i-1].Saved) {
			t.Errorf("not newest first: %v after %v", list[i].Saved, list[i-1].Saved)
		}
	}
	found := false
	for _, in := range list {
		if in.Name == "empty" {
			found = true
			if !strings.Contains(in.Problem, "empty") || strings.Contains(in.Problem, dir) {
				t.Errorf("the empty file's problem: %q", in.Problem)
			}
		}
	}
	if !found {
		t.Error("the unreadable file is not listed")
	}
	// a load from the list names the problem without the path
	if _, err := inWords(h.Load(filepath.Join(h.SaveDir, "empty"+saves.Ext))); err == nil || strings.Contains(err.Error(), dir) {
		t.Errorf("load error %v", err)
	}
}

// After a crash the next start offers the emergency save when it is newer
// than the last autosave (issue 6: "the next start offers to resume").
func TestResumeOfferAfterCrash(t *testing.T) {
	rules := testRules(t)
	h, dir := testHooks(t, rules)
	h.CrashDir = filepath.Join(dir, "crash")
	g, _ := game.New(rules, nil, 9)
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(9, 1)), 20); err != nil {
		t.Fatal(err)
	}
	if _, err := h.Autosaver.Autosave(g); err != nil {
		t.Fatal(err)
	}
	autosaved := len(g.Log)
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(9, 2)), 30); err != nil {
		t.Fatal(err)
	}
	if g.State.Over || len(g.Log) == autosaved {
		// a rules change made seed 9 end or stall: the test must be set up
		// anew, not quietly switched off
		t.Fatalf("the random game (seed 9) ended or stood still after %d actions: pick another seed", len(g.Log))
	}
	time.Sleep(5 * time.Millisecond)
	if msg := h.OnCrash(g, "test panic", []byte("stack")); !strings.Contains(msg, "saved to") {
		t.Fatalf("crash message %q names no save", msg)
	}
	off := resumeOffer(h)
	if off == nil {
		t.Fatal("no offer after a crash")
	}
	l, err := off.Load()
	if err != nil || len(l.Log) != len(g.Log) {
		t.Fatalf("offered a game of %d actions (%v), want the emergency save's %d", len(l.Log), err, len(g.Log))
	}
}

func TestVersionFlag(t *testing.T) {
	if code := run([]string{"-version"}); code != 0 {
		t.Errorf("-version: exit code %d", code)
	}
	if code := run([]string{"-version", "stray"}); code != 2 {
		t.Errorf("-version with a stray argument: exit code %d, want 2", code)
	}
}

// -export-map writes the map at print resolution without a window, and
// -cpuprofile a profile of the run.
func TestExportMapFlag(t *testing.T) {
	if testing.Short() {
		t.Skip("the print export takes a second")
	}
	dir := t.TempDir()
	out, prof := filepath.Join(dir, "map.png"), filepath.Join(dir, "cpu.prof")
	if code := run([]string{"-seed", "3", "-export-map", out, "-cpuprofile", prof}); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	rules := testRules(t)
	if w, h := paper.ExportSize(rules.Board); cfg.Width != w || cfg.Height != h {
		t.Fatalf("exported %dx%d, want %dx%d", cfg.Width, cfg.Height, w, h)
	}
	if st, err := os.Stat(prof); err != nil || st.Size() == 0 {
		t.Fatalf("no profile written: %v", err)
	}
}

// testRules are the embedded map, chart and counter mix.
func testRules(t testing.TB) *game.Rules {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	return rules
}

// testHooks are the client's save hooks with the autosaves in a temporary
// folder, which it returns.
func testHooks(t *testing.T, rules *game.Rules) (*saves.Hooks, string) {
	t.Helper()
	dir := t.TempDir()
	h, err := saves.NewHooks(rules, filepath.Join(dir, "auto"))
	if err != nil {
		t.Fatal(err)
	}
	return h, dir
}

// The resume offer skips a newest autosave that does not load (its
// snapshot was damaged) and offers the older one, saying why.
func TestResumeOfferFallsBack(t *testing.T) {
	rules := testRules(t)
	h, _ := testHooks(t, rules)
	g, _ := game.New(rules, nil, 8)
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(8, 1)), 40); err != nil {
		t.Fatal(err)
	}
	if _, err := h.Autosaver.Autosave(g); err != nil {
		t.Fatal(err)
	}
	good := len(g.Log)
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(8, 3)), 40); err != nil {
		t.Fatal(err)
	}
	newest, err := h.Autosaver.Autosave(g)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(newest)
	data = bytes.Replace(data, []byte(`"stateSHA256": "`), []byte(`"stateSHA256": "00`), 1)
	if err := os.WriteFile(newest, data, 0o644); err != nil {
		t.Fatal(err)
	}
	off := resumeOffer(h)
	if off == nil {
		t.Fatal("no offer: the older autosave loads and should be offered")
	}
	back, err := off.Load()
	if err != nil || len(back.Log) != good {
		t.Fatalf("offered a game of %d actions (%v), want the older autosave's %d", len(back.Log), err, good)
	}
	if !strings.Contains(off.PassedOver, "does not load") {
		t.Fatalf("the offer does not say why the newest autosave was passed over: %q", off.PassedOver)
	}
}

// The settings' keys: an entry that cannot be used is said on stderr and
// in the window's notice, and the game starts with that action's own key;
// the good entries hold.
func TestPlayerKeys(t *testing.T) {
	var stderr bytes.Buffer
	keys, notice := playerKeys(map[string]string{"pick-up": "G", "hint": "Alt+I"}, &stderr)
	want := `The keys "Alt+I" for "hint": "Alt" is not a modifier the game reads (Ctrl and Shift are); it keeps I or Ctrl+H.`
	if got := stderr.String(); got != "kandahar: "+want+"\n" || notice != want {
		t.Errorf("stderr %q, notice %q", got, notice)
	}
	says := map[string]string{}
	for _, b := range keys {
		says[b.Action] = b.Keys
	}
	if says["pick-up"] != "G" || says["hint"] != "I or Ctrl+H" {
		t.Errorf("pick-up on %q, the hint on %q", says["pick-up"], says["hint"])
	}
	stderr.Reset()
	if _, notice := playerKeys(nil, &stderr); notice != "" || stderr.Len() > 0 {
		t.Errorf("no keys in the settings: notice %q, stderr %q", notice, stderr.String())
	}
}

// Thousands of names no action has, and a value of 50 KB, are summed up
// in a few short lines on stderr and in the notice; the good entries
// still hold, and the work stays small.
func TestPlayerKeysBounded(t *testing.T) {
	table := map[string]string{"pick-up": "G", "hint": strings.Repeat("Alt+", 12000) + "I", "end-phase": "\x1b[31mQ", "undo": "Alt+U", "zoom": "Alt+Z"}
	for i := range 3000 {
		table[fmt.Sprintf("no-such-action-%04d\x1b]0;title\a", i)] = "F1"
	}
	var stderr bytes.Buffer
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	keys, notice := playerKeys(table, &stderr)
	runtime.ReadMemStats(&after)
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	if len(lines) > maxKeyLines || stderr.Len() > 2000 || len(notice) > 2000 {
		t.Fatalf("%d lines, %d bytes on stderr, a notice of %d bytes:\n%s", len(lines), stderr.Len(), len(notice), stderr.String())
	}
	for _, want := range []string{`"no-such-action-0000\x1b]0;title\a"`, "2999 more actions", "3 more problems"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
		}
	}
	if strings.ContainsAny(stderr.String()+notice, "\x1b\a") {
		t.Errorf("a control character is echoed:\n%q", stderr.String())
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 4<<20 {
		t.Errorf("the keys took %d KB to read", got>>10)
	}
	for _, b := range keys {
		if b.Action == "pick-up" && b.Keys != "G" {
			t.Errorf("pick-up on %q", b.Keys)
		}
	}
}

// outputOf runs a command line with standard output and error captured.
func outputOf(t *testing.T, args ...string) (code int, out string) {
	t.Helper()
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	stdout, stderr := os.Stdout, os.Stderr
	os.Stdout, os.Stderr = f, f
	code = run(args)
	os.Stdout, os.Stderr = stdout, stderr
	b, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	return code, string(b)
}

// controlIn is the first control character in s but a line break or a
// tab, or -1.
func controlIn(s string) int {
	return strings.IndexFunc(s, func(r rune) bool {
		return r != '\n' && r != '\t' && (unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r))
	})
}

// No path, name or option a command echoes reaches the terminal with its
// control characters, on any command: -scenario echoed its path raw.
func TestNoControlCharactersEchoed(t *testing.T) {
	noDisplay(t)
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	esc := "\x1b[2J\x1b]0;owned\a\u202e\r"
	bad := filepath.Join(dir, "bad"+esc+".kandahar")
	if err := os.WriteFile(bad, []byte("not a save"+esc), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"-scenario", "no" + esc},
		{"-scenario", bad},
		{"-load", "no" + esc},
		{"-load", bad},
		{"-load", bad, "-screenshot", filepath.Join(dir, "x.png")},
		{"-screenshot", filepath.Join(dir, "no"+esc, "x.png")},
		{"-export-map", filepath.Join(dir, "no"+esc, "x.png")},
		{"-write-icon", filepath.Join(dir, "no"+esc, "x.png")},
		{"-cpuprofile", filepath.Join(dir, "no"+esc, "x.prof")},
		{"-seed", esc},
		{"-" + esc},
		{"stray" + esc},
		{"replay", bad},
		{"replay", "-" + esc},
		{"hint", bad},
		{"hint", "-" + esc},
		{"hint", bad, "-rollouts", esc},
		{"sim", "-scenario", bad},
		{"sim", "-scenario", "no" + esc},
		{"sim", "-policy", esc},
		{"sim", "-" + esc},
		{"sim", "-game", esc},
	} {
		code, out := outputOf(t, args...)
		if code == 0 {
			t.Errorf("%q: accepted", args)
		}
		if i := controlIn(out); i >= 0 {
			t.Errorf("%q echoes a control character: %q", args, out)
		}
		if !strings.ContainsFunc(out, unicode.IsLetter) {
			t.Errorf("%q: refused without a word", args)
		}
	}
}

// noDisplay runs the rest of a test without a display, as a server does.
func noDisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
}

// A file given on the command line that is refused opens the window on
// the new-game menu with the reason, where a display can show it; a
// command without a window, or a machine without a display, stops with
// the sentence on stderr and code 1.
func TestRefusedFileSaidInTheWindow(t *testing.T) {
	rules := testRules(t)
	bad := filepath.Join(t.TempDir(), "broken"+saves.Ext)
	if err := os.WriteFile(bad, []byte("not a save"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args    []string
		display string
		opens   bool
	}{
		{[]string{"-load", bad}, ":5", true},
		{[]string{"-scenario", bad}, ":5", true},
		{[]string{"-load", bad}, "", false},
		{[]string{"-load", bad, "-screenshot", "x.png"}, ":5", false},
		{[]string{"-scenario", bad, "-export-map", "x.png"}, ":5", false},
		{[]string{"-load", bad, "-bench-frames", "3"}, ":5", false},
	} {
		t.Setenv("DISPLAY", c.display)
		t.Setenv("WAYLAND_DISPLAY", "")
		o, _, done := parseFlags(c.args, io.Discard)
		if done {
			t.Fatalf("%q refused by the flags", c.args)
		}
		_, err := startGame(rules, o.load, o.scenario, 1, false, o.bench > 0)
		if err == nil {
			t.Fatalf("%q: started", c.args)
		}
		said := refusal(o, err)
		if (said != "") != c.opens {
			t.Errorf("%q on %q: the window opens %v, want %v (%q)", c.args, c.display, said != "", c.opens, said)
		}
		if c.opens && (!strings.Contains(said, "broken"+saves.Ext) || !strings.Contains(said, "Choose a game") || strings.Contains(said, "\n")) {
			t.Errorf("%q: the window would say %q", c.args, said)
		}
	}
}
