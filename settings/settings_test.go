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
	want := Settings{AnimSpeed: 2.25, UIScale: 1.5, ReduceMotion: true, WindowW: 1400, WindowH: 900, WindowX: 30, WindowY: 40, LeftPanel: "folded", RightPanel: "open",
		Zoom: 0.85, ViewX: 0.25, ViewY: 0.6, EndPhaseAtOnce: true}
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
	noLiveResources(t)
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

// One damaged value (of the wrong kind, or a zoom no window has) falls
// back to its default with a sentence naming it; the others are kept. A
// zoom beyond the closest is brought to it.
func TestSettingsDamagedValue(t *testing.T) {
	t.Setenv("GDK_SCALE", "")
	p := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(p, []byte(`{"animSpeed": 2, "zoom": "close", "viewX": 0.5, "viewY": 0.5}`), 0o644)
	s, warn := Load(p)
	if s.AnimSpeed != 2 || s.Zoom != 0 || s.ViewX != 0 || !strings.Contains(warn, "zoom") {
		t.Fatalf("zoom of the wrong kind: %+v %q", s, warn)
	}
	os.WriteFile(p, []byte(`{"uiScale": 1.5, "zoom": -3, "endPhaseAtOnce": true}`), 0o644)
	s, warn = Load(p)
	if s.UIScale != 1.5 || s.Zoom != 0 || !s.EndPhaseAtOnce || !strings.Contains(warn, "zoom") {
		t.Fatalf("negative zoom: %+v %q", s, warn)
	}
	os.WriteFile(p, []byte(`{"zoom": 40, "viewX": 7, "viewY": 0.5}`), 0o644)
	s, warn = Load(p)
	if s.Zoom != MaxZoom || s.ViewX != 0 || !strings.Contains(warn, "view") {
		t.Fatalf("zoom beyond the closest, view off the map: %+v %q", s, warn)
	}
	os.WriteFile(p, []byte(`{"zoom": 1e-9, "viewX": 0.3, "viewY": 0.4}`), 0o644)
	if s, warn = Load(p); s.Zoom != 0.02 || s.ViewX != 0.3 || warn != "" {
		t.Fatalf("tiny zoom: %+v %q, want it brought to the farthest quietly", s, warn)
	}
}
