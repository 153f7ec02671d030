package main

import (
	"debug/elf"
	"os"
	"strings"
	"testing"
)

// What the program links, every command included (replay, sim, hint,
// -version start with these libraries installed or not at all): the C
// library, and what sqweek/dialog's cgo lines ask for on Linux (GTK 3 and
// libX11, for its XInitThreads). Ebitengine loads libX11 itself when it
// opens a window. A test binary of package main links what the program
// links. A library beyond these fails: one more thing a machine without a
// desktop (a server replaying saves, CI) must install before any command
// starts.
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
		case "libgtk-3", "libX11": // sqweek/dialog's
		default:
			t.Errorf("the program links %s: every command, replay and sim included, now needs it installed to start", lib)
		}
	}
}
