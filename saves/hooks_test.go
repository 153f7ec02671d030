package saves

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kandahar/game"
)

func TestHooks(t *testing.T) {
	old := nativeDialog
	defer func() { nativeDialog = old }()
	dialogsHere(t)
	r := testRules(t)
	h, dir := hooksIn(t)
	g := playedGame(t, 61, 150)

	// a dialog: saved where the player said
	chosen := filepath.Join(dir, "chosen")
	nativeDialog = func(_ context.Context, k dialogKind, d, name string) (string, error) {
		if d != h.SaveDir || (k == saveGame && !strings.HasSuffix(name, Ext)) {
			t.Errorf("dialog in %q for %q", d, name)
		}
		return chosen, nil
	}
	msg, err := h.Save(g)
	if err != nil || !strings.Contains(msg, chosen+Ext) {
		t.Fatalf("%q %v", msg, err)
	}
	nativeDialog = func(context.Context, dialogKind, string, string) (string, error) { return chosen + Ext, nil }
	if l, err := h.Open(); err != nil || l.State.Turn != g.State.Turn {
		t.Fatalf("open: %v", err)
	}
	// cancelled: nothing
	nativeDialog = func(context.Context, dialogKind, string, string) (string, error) { return "", ErrCancelled }
	if msg, err := h.Save(g); msg != "" || err != nil {
		t.Fatalf("%q %v", msg, err)
	}
	if l, err := h.Open(); l != nil || err != nil {
		t.Fatalf("%v %v", l, err)
	}
	// no dialog: saved in the save folder; open asks for the list
	nativeDialog = func(context.Context, dialogKind, string, string) (string, error) { panic("no X server") }
	msg, err = h.Save(g)
	if err != nil || !strings.Contains(msg, h.SaveDir) || !strings.Contains(msg, "no file dialog") {
		t.Fatalf("%q %v", msg, err)
	}
	if _, err := h.Open(); !errors.Is(err, ErrNoDialog) {
		t.Fatalf("%v", err)
	}
	// the list has the save, and autosaves once there are some
	h.AfterAction(g)
	g2 := playedGame(t, 62, 10)
	h.AfterAction(g2)
	list := h.List()
	if len(list) < 1 || list[0].Err != nil || !strings.HasPrefix(list[0].Path, h.SaveDir) {
		t.Fatalf("%+v", list)
	}
	if l, err := h.Load(list[0].Path); err != nil || l.State.Turn != g.State.Turn {
		t.Fatalf("%v", err)
	}
	// a failing autosave is logged once, and play goes on
	var logged []string
	h.Log = func(f string, a ...any) { logged = append(logged, f) }
	h.Autosaver.Dir = filepath.Join(dir, "file")
	os.WriteFile(h.Autosaver.Dir, nil, 0o644)
	var told []string
	for _, seed := range []uint64{70, 71, 72} {
		fresh, _ := game.New(r, nil, seed)
		fresh.Apply(game.Action{Type: game.ActEndPhase})
		if m := h.AfterAction(fresh); m != "" {
			told = append(told, m)
		}
	}
	if len(logged) != 1 {
		t.Fatalf("logged %d times", len(logged))
	}
	if len(told) != 1 || !strings.Contains(told[0], "autosave failed") {
		t.Fatalf("the window is told %q, want the failure once", told)
	}
	// a crash
	msg = h.OnCrash(g, "boom", []byte("stack"))
	if !strings.Contains(msg, h.CrashDir) || !strings.Contains(msg, "saved to") {
		t.Fatal(msg)
	}
	if n := SuggestName(g); !strings.HasPrefix(n, "standard-game-turn") || !strings.HasSuffix(n, Ext) {
		t.Fatal(n)
	}
}

// Every new kind of autosave failure is said, not only the first of the
// process; the same failure again is said once an autosave has worked in
// between.
func TestAutosaveFailureKindsTold(t *testing.T) {
	defer func() { fsys = osFS{} }()
	r := testRules(t)
	h, _ := hooksIn(t)
	h.Log = func(string, ...any) {}
	seed := uint64(80)
	phase := func() string { // a fresh game's first phase change
		seed++
		g, _ := game.New(r, nil, seed)
		g.Apply(game.Action{Type: game.ActEndPhase})
		return h.AfterAction(g)
	}
	full := func() { fsys = &faultyFS{diskFull: 0} }
	works := func() { fsys = osFS{} }
	for i, step := range []struct {
		do   func()
		told string // "" for nothing said
	}{
		{full, "no space"},
		{full, ""},         // the same again: already said
		{works, ""},        // it works: nothing to say
		{full, "no space"}, // failing again after it worked
		{func() { fsys = &faultyFS{failAt: 1, diskFull: -1} }, "injected"}, // another kind
		{full, "no space"},
	} {
		step.do()
		got := phase()
		if step.told == "" && got != "" || step.told != "" && !strings.Contains(got, step.told) {
			t.Fatalf("step %d: told %q, want %q", i+1, got, step.told)
		}
	}
}

// One saves folder: the
// dialogs open in the folder the game's own list reads, made first if it
// is not there yet (the toolkit opened its parent); a save written or
// opened elsewhere shows in the list too; the list's first line says a
// dialog cannot open only when one could not; two saves without a
// dialog in one minute are two files.
func TestOneSavesFolder(t *testing.T) {
	old := nativeDialog
	defer func() { nativeDialog = old }()
	dialogsHere(t)
	h, dir := hooksIn(t)
	g := playedGame(t, 61, 40)
	elsewhere := filepath.Join(dir, "elsewhere")
	os.MkdirAll(elsewhere, 0o755)
	mine := filepath.Join(elsewhere, "mine"+Ext)
	nativeDialog = func(_ context.Context, k dialogKind, d, name string) (string, error) {
		if st, err := os.Stat(d); err != nil || !st.IsDir() || d != h.SaveDir {
			t.Errorf("the dialog opened in %q, which is not the saves folder or does not exist (%v)", d, err)
		}
		return mine, nil
	}
	if _, err := h.Save(g); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(elsewhere, "other"+Ext)
	if err := Save(other, playedGame(t, 62, 30)); err != nil {
		t.Fatal(err)
	}
	nativeDialog = func(context.Context, dialogKind, string, string) (string, error) { return other, nil }
	if _, err := h.Open(); err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, in := range h.List() {
		listed[in.Path] = true
	}
	if !listed[mine] || !listed[other] {
		t.Fatalf("the list lacks the saves written (%v) or opened (%v) elsewhere", listed[mine], listed[other])
	}
	if intro := h.ListIntro(); strings.Contains(intro, "No file dialog") || !strings.Contains(intro, h.SaveDir) {
		t.Fatalf("with a dialog that opens, the list says %q", intro)
	}
	// no dialog now: two saves in one minute, two files
	nativeDialog = func(context.Context, dialogKind, string, string) (string, error) { panic("no X server") }
	var paths []string
	for range 2 {
		msg, err := h.Save(g)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, msg)
	}
	ents, _ := os.ReadDir(h.SaveDir)
	if len(ents) != 2 || paths[0] == paths[1] {
		t.Fatalf("two saves without a dialog: %q, %d files", paths, len(ents))
	}
	if intro := h.ListIntro(); !strings.HasPrefix(intro, "No file dialog can open here.") {
		t.Fatalf("after a dialog failed, the list says %q", intro)
	}
	// a save removed since drops out of the list
	os.Remove(other)
	for _, in := range h.List() {
		if in.Path == other {
			t.Fatal("a save deleted since is still listed")
		}
	}
}

// FreeName never names a file that is there.
func TestFreeName(t *testing.T) {
	dir := t.TempDir()
	for i, want := range []string{"shot.png", "shot-2.png", "shot-3.png"} {
		got := FreeName(dir, "shot.png")
		if got != want {
			t.Fatalf("name %d: %q, want %q", i+1, got, want)
		}
		os.WriteFile(filepath.Join(dir, got), nil, 0o644)
	}
}

// hooksIn are hooks whose every folder and file is in a temporary folder,
// which is returned too; the save folder is not made yet.
func hooksIn(t *testing.T) (*Hooks, string) {
	t.Helper()
	dir := t.TempDir()
	h, err := NewHooks(testRules(t), filepath.Join(dir, "auto"))
	if err != nil {
		t.Fatal(err)
	}
	h.SaveDir = filepath.Join(dir, "saves")
	h.RecentFile = filepath.Join(dir, "recent-saves.json")
	h.CrashDir = filepath.Join(dir, "crash")
	return h, dir
}
