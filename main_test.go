package main

import (
	"os"
	"path/filepath"
	"testing"

	"kandahar/game"
	"kandahar/render"
	"kandahar/saves"
)

// -load replays a save and -screenshot draws it without a window.
func TestLoadAndScreenshot(t *testing.T) {
	rules, err := render.LoadRules()
	if err != nil {
		t.Fatal(err)
	}
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
	for _, args := range [][]string{{"-load", "/nonexistent"}, {"-scenario", "/nonexistent"}, {"stray"}, {"-bench-frames", "-3"}} {
		if code := run(args); code == 0 {
			t.Errorf("%v: exit code 0", args)
		}
	}
	if code := run([]string{"-help"}); code != 0 {
		t.Errorf("-help: exit code %d", code)
	}
}
