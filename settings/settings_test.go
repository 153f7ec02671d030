package settings

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Settings written at the end of one run come back at the next.
func TestSettingsPersist(t *testing.T) {
	t.Setenv("GDK_SCALE", "")
	p := filepath.Join(t.TempDir(), "kandahar", "settings.json")
	if s, warn := Load(p); warn != "" || s != Defaults() {
		t.Fatalf("no file: %+v %q, want the defaults quietly", s, warn)
	}
	want := Settings{AnimSpeed: 2.25, UIScale: 1.5, ReduceMotion: true, WindowW: 1400, WindowH: 900, WindowX: 30, WindowY: 40, LeftPanel: "folded", RightPanel: "open"}
	if err := Save(p, want); err != nil {
		t.Fatal(err)
	}
	if got, warn := Load(p); warn != "" || got != want {
		t.Fatalf("read back %+v %q, want %+v", got, warn, want)
	}
}

// A damaged file gives the defaults and a sentence, never a crash; values
// out of range are brought into it.
func TestSettingsDamaged(t *testing.T) {
	t.Setenv("GDK_SCALE", "")
	p := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(p, []byte("{\"animSpeed\": 2,"), 0o644)
	s, warn := Load(p)
	if s != Defaults() || !strings.Contains(warn, "damaged") {
		t.Fatalf("damaged file: %+v %q", s, warn)
	}
	os.WriteFile(p, []byte(`{"animSpeed": 1000, "uiScale": 0.1, "windowW": -5}`), 0o644)
	s, warn = Load(p)
	if warn != "" || s.AnimSpeed != 8 || s.UIScale != 1 || s.WindowW != 0 {
		t.Fatalf("out of range: %+v %q", s, warn)
	}
}

// The UI scale follows the desktop's where it says one.
func TestDesktopScale(t *testing.T) {
	t.Setenv("GDK_SCALE", "2")
	if s := Defaults().UIScale; s != 2 {
		t.Fatalf("GDK_SCALE=2 gives %v", s)
	}
	t.Setenv("GDK_SCALE", "")
	t.Setenv("HOME", t.TempDir())
	os.WriteFile(filepath.Join(os.Getenv("HOME"), ".Xresources"), []byte("Xft.antialias: 1\nXft.dpi: 144\n"), 0o644)
	if s := Defaults().UIScale; s != 1.5 {
		t.Fatalf("Xft.dpi 144 gives %v, want 1.5", s)
	}
}
