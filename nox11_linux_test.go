package main

import (
	"debug/elf"
	"os"
	"strings"
	"testing"
)

// The commands without a window (replay, sim, hint, -version) start on a
// machine with no X libraries and no GTK: the program links only the C
// library. Ebitengine loads libX11 itself when it opens the window, and
// the file dialogs load GTK at their first use. A test binary of package
// main links what the program links.
func TestCommandsNeedNoDesktopLibraries(t *testing.T) {
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
		switch {
		case strings.HasPrefix(lib, "libc.so"), strings.HasPrefix(lib, "libdl.so"), strings.HasPrefix(lib, "libpthread.so"),
			strings.HasPrefix(lib, "libm.so"), strings.HasPrefix(lib, "libresolv.so"):
		default:
			t.Errorf("the program links %s: every command, replay and sim included, now needs it installed to start", lib)
		}
	}
}
