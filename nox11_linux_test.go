package main

import (
	"context"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kandahar/internal/fakex"
)

// What the program links, every command included (replay, sim, hint,
// -version, -screenshot start with these libraries installed or not at
// all): the C library alone. The native dialogs' library (GTK 3 and
// libX11 through sqweek/dialog) is linked by the dialog helper only,
// internal/kandahar-dialog, and Ebitengine loads libX11 itself when it
// opens a window. A test binary of package main links what the program
// links. Any other library fails: one more thing a machine without a
// desktop (a server replaying saves, CI) would have to install before any
// command starts.
func TestCommandsLinkNoMoreLibraries(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	libs, err := f.ImportedLibraries()
	if err != nil {
		t.Fatal(err)
	}
	for _, lib := range libs {
		name, _, _ := strings.Cut(lib, ".so")
		switch name {
		case "libc", "libdl", "libpthread", "libm", "libresolv":
		default:
			t.Errorf("the program links %s: every command, replay and sim included, now needs it installed to start", lib)
		}
	}
}

// The test binary is also the program: run with KANDAHAR_TEST_MAIN set,
// it runs the command line it is given instead of the tests, as the
// program's main would.
func TestMain(m *testing.M) {
	if os.Getenv("KANDAHAR_TEST_MAIN") != "" {
		os.Exit(run(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// The commands without a window (replay, sim, hint, text, -version,
// -screenshot, -export-map) start and finish with DISPLAY naming an X server that
// accepts and never answers, and none of them so much as connects to it.
// The dialog library's package initialisation hung every one of them
// there, -version included, before main ran.
func TestHeadlessCommandsNeverWaitOnX(t *testing.T) {
	x, err := fakex.Start()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	save, err := filepath.Abs(filepath.Join("testdata", "hint-turn6.kandahar"))
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"-version"},
		{"-help"},
		{"replay", save},
		{"replay", save, "-json"},
		{"sim", "-games", "2", "-workers", "1"},
		{"hint", save, "-rollouts", "2"},
		{"-load", save, "-screenshot", filepath.Join(dir, "a.png")},
		{"-scenario", "tutorial", "-screenshot", filepath.Join(dir, "b.png")},
		{"-export-map", filepath.Join(dir, "c.png")},
		{"text", "-seed", "3"}, // its standard input ends at once
	} {
		// far past what each takes (under a second to ten on a loaded
		// machine, the print export), and a hang is for ever
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		cmd := exec.CommandContext(ctx, exe, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "KANDAHAR_TEST_MAIN=1", "DISPLAY="+x.Display, "WAYLAND_DISPLAY=", "XDG_CONFIG_HOME="+dir)
		out, err := cmd.CombinedOutput()
		hung := ctx.Err() != nil
		cancel()
		if hung {
			t.Fatalf("%q hangs with an X server that does not answer", args)
		}
		if err != nil {
			t.Fatalf("%q: %v\n%s", args, err, out)
		}
	}
	if n := x.Accepted(); n != 0 {
		t.Fatalf("the commands without a window connected to the X server %d times", n)
	}
}
