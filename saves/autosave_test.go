package saves

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"kandahar/game"
)

func TestAutosaveOnPhaseChange(t *testing.T) {
	r := testRules(t)
	dir := filepath.Join(t.TempDir(), "auto")
	a, err := NewAutosaver(dir)
	if err != nil {
		t.Fatal(err)
	}
	a.Keep = 3
	g, err := game.New(r, nil, 31)
	if err != nil {
		t.Fatal(err)
	}
	a.Start(g)
	if p, err := a.MaybeAutosave(g); p != "" || err != nil {
		t.Fatalf("autosaved before any action: %q %v", p, err)
	}
	if _, ok := a.Latest(); ok {
		t.Fatal("a latest autosave before any")
	}
	rng := randFor(31)
	saves, changes := 0, 0
	for i := 0; i < 400 && !g.State.Over; i++ {
		before := keyOf(g.State)
		act, ok := game.RandomAction(g.State, rng)
		if !ok {
			break
		}
		if _, err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
		p, err := a.MaybeAutosave(g)
		if err != nil {
			t.Fatal(err)
		}
		changed := keyOf(g.State) != before
		if changed {
			changes++
		}
		if (p != "") != changed {
			t.Fatalf("action %d: phase changed %v, autosaved %q", i, changed, p)
		}
		if p != "" {
			saves++
			if !strings.HasPrefix(filepath.Base(p), autosavePrefix) || filepath.Dir(p) != dir {
				t.Fatalf("autosave at %s", p)
			}
			if n := len(autosavesNewestFirst(dir)); n > 3 {
				t.Fatalf("%d autosaves kept", n)
			}
			latest, ok := a.Latest()
			if !ok || latest.Path != p || latest.Turn != g.State.Turn || !latest.Auto {
				t.Fatalf("latest %+v, want %s", latest, p)
			}
		}
	}
	if saves < 4 {
		t.Fatalf("only %d autosaves in %d phase changes", saves, changes)
	}
	latest, _ := a.Latest()
	h, err := Load(latest.Path, r)
	if err != nil {
		t.Fatal(err)
	}
	if h.State.Turn != g.State.Turn {
		// the game may have moved on without a phase change since
		t.Fatalf("latest autosave in turn %d, game in %d", h.State.Turn, g.State.Turn)
	}
	// a damaged newest autosave is skipped for the one before it
	names := autosavesNewestFirst(dir)
	os.WriteFile(filepath.Join(dir, names[0]), []byte(`{"format":"kandahar-save",`), 0o644)
	if l, ok := a.Latest(); !ok || l.Path != filepath.Join(dir, names[1]) {
		t.Fatalf("latest after damage: %+v", l)
	}
}

// A game the autosaver has not been told about: a fresh one counts from
// the opening set-up; a loaded one from where it stands.
func TestAutosaveUnseenGame(t *testing.T) {
	dir := t.TempDir()
	a, _ := NewAutosaver(dir)
	g, _ := game.New(testRules(t), nil, 8)
	if _, err := g.Apply(game.Action{Type: game.ActEndPhase}); err != nil {
		t.Fatal(err)
	}
	if p, _ := a.MaybeAutosave(g); p == "" {
		t.Fatal("the first phase change of a new game was not autosaved")
	}
	h := playedGame(t, 8, 100)
	if p, _ := a.MaybeAutosave(h); p != "" {
		t.Fatal("autosaved a game just loaded")
	}
	if p, err := a.Autosave(h); p == "" || err != nil {
		t.Fatalf("forced autosave: %v", err)
	}
}

func TestDefaultDirs(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "/tmp/cfg")
	t.Setenv("HOME", "/tmp/home")
	a, err := NewAutosaver("")
	if err != nil {
		t.Fatal(err)
	}
	if a.Dir != filepath.Join("/tmp/cfg", "kandahar", "autosave") || a.Keep != DefaultKeep {
		t.Fatalf("%+v", a)
	}
	if d, _ := DefaultSaveDir(); d != filepath.Join("/tmp/cfg", "kandahar", "saves") {
		t.Fatal(d)
	}
}

func TestCrashReport(t *testing.T) {
	r := testRules(t)
	dir := t.TempDir()
	g := playedGame(t, 41, 150)
	// the panic struck in the middle of an action: the state is half done
	g.State.PP = -12345
	savePath, reportPath, err := WriteCrashReport(dir, g, "index out of range [7]", []byte("goroutine 1 [running]:\nmain.main()"))
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := os.ReadFile(reportPath)
	for _, want := range []string{"index out of range [7]", "goroutine 1", savePath, "differs from the replay", "Seed:     41", g.Log[len(g.Log)-1].String()} {
		if !strings.Contains(string(rep), want) {
			t.Fatalf("report lacks %q:\n%s", want, rep)
		}
	}
	h, err := Load(savePath, r)
	if err != nil {
		t.Fatalf("the emergency save does not load: %v", err)
	}
	if h.State.PP == -12345 || len(h.Log) != len(g.Log) {
		t.Fatal("the emergency save holds the broken state")
	}
	// no game at all
	sp, rp, err := WriteCrashReport(dir, nil, errors.New("boom"), nil)
	if err != nil || sp != "" || rp == "" {
		t.Fatalf("%q %q %v", sp, rp, err)
	}
	// a game whose state is beyond saving still gives a report
	bad := &game.Game{Rules: r, Scenario: game.Standard, Log: []game.Action{{Type: "fly"}}}
	time.Sleep(1100 * time.Millisecond) // a new file name
	sp, rp, err = WriteCrashReport(dir, bad, "boom", nil)
	if rp == "" {
		t.Fatalf("no report: %v", err)
	}
	t.Logf("save %q, err %v", sp, err)
}

func TestReplayText(t *testing.T) {
	r := testRules(t)
	g := playedGame(t, 51, 300)
	path := filepath.Join(t.TempDir(), "r"+Ext)
	if err := Save(path, g); err != nil {
		t.Fatal(err)
	}
	_, events, err := game.Replay(r, g.Scenario, g.Seed, g.Log)
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := ReplayText(&text, path, r, false); err != nil {
		t.Fatal(err)
	}
	out := text.String()
	for _, ev := range events {
		if !strings.Contains(out, ev.String()+"\n") {
			t.Fatalf("event %q missing", ev)
		}
	}
	if strings.Count(out, "\n> ") != len(g.Log) || !strings.Contains(out, "End: turn") {
		t.Fatalf("actions or end missing:\n%s", out[:min(len(out), 2000)])
	}
	var js bytes.Buffer
	if err := ReplayText(&js, path, r, true); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(js.String()), "\n")
	if len(lines) != 2+len(g.Log)+len(events) {
		t.Fatalf("%d JSON lines for %d actions and %d events", len(lines), len(g.Log), len(events))
	}
	nev := 0
	for _, l := range lines {
		var v struct {
			N      int
			Action *game.Action
			Event  *game.Event
		}
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if v.Event != nil {
			if v.Event.Text != events[nev].Text {
				t.Fatalf("event %d: %q, want %q", nev, v.Event.Text, events[nev].Text)
			}
			nev++
		}
	}
	// a bad file is an error, not a panic
	os.WriteFile(path, []byte("{}"), 0o644)
	if err := ReplayText(&js, path, r, false); !errors.Is(err, ErrForeign) {
		t.Fatalf("%v", err)
	}
}

func TestDialogs(t *testing.T) {
	old := nativeDialog
	defer func() { nativeDialog = old }()
	dialogsHere(t)

	nativeDialog = func(_ context.Context, k dialogKind, dir, name string) (string, error) {
		panic("gtk initialisation failed; presumably no X server is available")
	}
	if r := <-OpenDialog(context.Background(), ""); !errors.Is(r.Err, ErrNoDialog) {
		t.Fatalf("panic: %+v", r)
	}
	nativeDialog = func(_ context.Context, k dialogKind, dir, name string) (string, error) {
		if k != saveGame || name != "my game" || dir != "/somewhere" {
			t.Errorf("kind %v dir %q name %q", k, dir, name)
		}
		return "/somewhere/my game", nil
	}
	if r := <-SaveDialog(context.Background(), "/somewhere", "my game"); r.Err != nil || r.Path != "/somewhere/my game"+Ext {
		t.Fatalf("%+v", r)
	}
	// pictures get the picture dialog (its title and PNG filter) and .png
	nativeDialog = func(_ context.Context, k dialogKind, dir, name string) (string, error) {
		if k != savePicture || name != "shot.png" {
			t.Errorf("kind %v for %q: want the picture dialog", k, name)
		}
		return "/pictures/my shot", nil
	}
	if r := <-PictureDialog(context.Background(), "/pictures", "shot.png"); r.Err != nil || r.Path != "/pictures/my shot.png" {
		t.Fatalf("%+v", r)
	}
	nativeDialog = func(context.Context, dialogKind, string, string) (string, error) { return "", ErrCancelled }
	if r := <-OpenDialog(context.Background(), ""); !errors.Is(r.Err, ErrCancelled) {
		t.Fatalf("%+v", r)
	}
	// a dialog still open: the context ends first, a second one is refused
	release := make(chan struct{})
	nativeDialog = func(context.Context, dialogKind, string, string) (string, error) { <-release; return "/x", nil }
	ctx, cancel := context.WithCancel(context.Background())
	ch := OpenDialog(ctx, "")
	if r := <-OpenDialog(context.Background(), ""); !errors.Is(r.Err, ErrDialogBusy) {
		t.Fatalf("%+v", r)
	}
	cancel()
	if r := <-ch; !errors.Is(r.Err, context.Canceled) {
		t.Fatalf("%+v", r)
	}
	close(release)
	if _, open := <-ch; open {
		t.Fatal("the channel gives more than one result")
	}
	// the dialog ends once released: the lock is free again (waited for,
	// or the next test's dialog would be refused as busy)
	for deadline := time.Now().Add(time.Minute); !dialogBusy.TryLock(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the dialog never closed")
		}
	}
	dialogBusy.Unlock()
	// no display: the native dialog is not even tried
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	nativeDialog = func(context.Context, dialogKind, string, string) (string, error) {
		t.Error("called without a display")
		return "", nil
	}
	if r := <-OpenDialog(context.Background(), ""); !errors.Is(r.Err, ErrNoDialog) {
		t.Fatalf("%+v", r)
	}
}

// Autosaves are ordered by their sequence number, not the clock: after the
// clock goes back (daylight saving ends, a new time zone), each new
// autosave is kept, the oldest are pruned, and the newest is resumed.
func TestAutosaveClockGoesBack(t *testing.T) {
	dir := t.TempDir()
	g := playedGame(t, 9, 30)
	now := time.Date(2026, 10, 25, 2, 30, 0, 0, time.UTC)
	a := &Autosaver{Dir: dir, Keep: 3, Clock: func() time.Time { return now }}
	var written []string
	for i := range 6 {
		p, err := a.Autosave(g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("autosave %d was deleted as soon as it was written: %v", i+1, err)
		}
		written = append(written, filepath.Base(p))
		now = now.Add(-time.Hour) // the clock keeps going back
	}
	names := autosavesNewestFirst(dir)
	slices.Reverse(names)
	if !slices.Equal(names, written[3:]) {
		t.Fatalf("kept %v, want the three newest %v", names, written[3:])
	}
	latest, ok := LatestAutosave(dir)
	if !ok || filepath.Base(latest.Path) != written[5] {
		t.Fatalf("the resume offer would bring back %s, want %s", latest.Path, written[5])
	}
	// a new run of the app numbers on from what is in the folder
	b := &Autosaver{Dir: dir, Keep: 3}
	p, err := b.Autosave(g)
	if err != nil {
		t.Fatal(err)
	}
	if got := readInfo(p).Seq; got != 7 {
		t.Fatalf("the next run's autosave is number %d, want 7", got)
	}
}

// autosavesNewestFirst are the names of the autosaves in dir, newest
// first as the resume offer sees them.
func autosavesNewestFirst(dir string) []string {
	var names []string
	for in := range Autosaves(dir) {
		names = append(names, filepath.Base(in.Path))
	}
	return names
}

// The resume offer and the pruning read the order from inside the files:
// a file named to look newest (the old numbered names) neither wins the
// offer nor escapes the pruning, nor does a file whose recorded number is
// beyond any folder's.
func TestAutosaveNamesFoolNothing(t *testing.T) {
	dir := t.TempDir()
	old, err := Encode(playedGame(t, 4, 20))
	if err != nil {
		t.Fatal(err)
	}
	fooling := filepath.Join(dir, "autosave-n9999999999-20991231T000000Z-turn09-over"+Ext)
	os.WriteFile(fooling, old, 0o644)
	forged := mutate(t, old, func(m map[string]any) { m["autosave"] = map[string]any{"seq": int64(1) << 50, "run": "x"} })
	forgedPath := filepath.Join(dir, "autosave-forged"+Ext)
	os.WriteFile(forgedPath, forged, 0o644)
	a := &Autosaver{Dir: dir, Keep: 2}
	g := playedGame(t, 9, 30)
	var last string
	for range 3 {
		if last, err = a.Autosave(g); err != nil {
			t.Fatal(err)
		}
	}
	latest, ok := LatestAutosave(dir)
	if !ok || latest.Path != last {
		t.Fatalf("the offer would resume %s, want the last autosave %s", latest.Path, last)
	}
	if seq := readInfo(last).Seq; seq != 3 {
		t.Fatalf("the third autosave is number %d, want 3: a forged number was counted on from", seq)
	}
	// two files of the other game, both older than ours: its newest stays
	_, errA := os.Stat(fooling)
	_, errB := os.Stat(forgedPath)
	if (errA == nil) == (errB == nil) {
		t.Fatalf("of the other game's two autosaves, kept: fooling name %v, forged number %v; want exactly one", errA == nil, errB == nil)
	}
}

// Two runs of the app autosaving in the same second into one folder write
// files of their own: nothing is replaced.
func TestAutosaveTwoRunsOneSecond(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	a := &Autosaver{Dir: dir, Keep: 50, Clock: clock}
	b := &Autosaver{Dir: dir, Keep: 50, Clock: clock}
	g := playedGame(t, 9, 30)
	seen := map[string]bool{}
	for range 4 {
		for _, x := range []*Autosaver{a, b} {
			p, err := x.Autosave(g)
			if err != nil {
				t.Fatal(err)
			}
			if seen[p] {
				t.Fatalf("%s written twice", filepath.Base(p))
			}
			seen[p] = true
		}
	}
	if n := len(autosavesNewestFirst(dir)); n != 8 {
		t.Fatalf("%d autosaves in the folder, want all 8", n)
	}
}

// The game you leave keeps its last autosave while you play the next,
// however long, and loses it only when you start a game after that one
// (with the newest five kept in all, it went after about a turn).
func TestAutosaveKeepsTheGameLeft(t *testing.T) {
	dir := t.TempDir()
	a := &Autosaver{Dir: dir, Keep: 3}
	write := func(g *game.Game, n int) (last string) {
		for range n {
			p, err := a.Autosave(g)
			if err != nil {
				t.Fatal(err)
			}
			last = p
		}
		return last
	}
	leftA := write(playedGame(t, 1, 20), 4)
	leftB := write(playedGame(t, 2, 20), 10)
	if _, err := os.Stat(leftA); err != nil {
		t.Fatalf("the game left was pruned while the next was played: %v", err)
	}
	if n := len(autosavesNewestFirst(dir)); n != 4 {
		t.Fatalf("%d autosaves kept, want the game's 3 and the last of the game before", n)
	}
	write(playedGame(t, 3, 20), 1)
	if _, err := os.Stat(leftA); err == nil {
		t.Fatal("the game left two games ago is still kept")
	}
	if _, err := os.Stat(leftB); err != nil {
		t.Fatalf("the game just left was pruned: %v", err)
	}
}
