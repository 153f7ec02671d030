package settings

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// Settings written at the end of one run come back at the next.
func TestSettingsPersist(t *testing.T) {
	t.Setenv("GDK_SCALE", "")
	p := filepath.Join(t.TempDir(), "kandahar", "settings.json")
	if s, warn := Load(p); warn != "" || !reflect.DeepEqual(s, Defaults()) {
		t.Fatalf("no file: %+v %q, want the defaults quietly", s, warn)
	}
	want := Settings{AnimSpeed: 2.25, UIScale: 1.5, ReduceMotion: true, HighContrast: true, WindowW: 1400, WindowH: 900, WindowX: 30, WindowY: 40, LeftPanel: "folded", RightPanel: "open",
		Zoom: 0.85, ViewX: 0.25, ViewY: 0.6, EndPhaseAtOnce: true, Welcomed: true, Keys: map[string]string{"pick-up": "G", "hint": "Ctrl+I, F3"}}
	if err := Save(p, want); err != nil {
		t.Fatal(err)
	}
	if got, warn := Load(p); warn != "" || !reflect.DeepEqual(got, want) {
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
	if !reflect.DeepEqual(s, Defaults()) || !strings.Contains(warn, "damaged") {
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
	os.WriteFile(p, []byte(`{"uiScale": 1.5, "keys": {"pick-up": 7}}`), 0o644)
	s, warn = Load(p)
	if s.UIScale != 1.5 || s.Keys != nil || !strings.Contains(warn, "keys") {
		t.Fatalf("a key of the wrong kind: %+v %q", s, warn)
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

// A window size the settings keep is fitted to the screen and to the
// largest texture every graphics driver allows: at 16,385 device pixels
// Ebitengine panics ("atlas: image too big") at every start.
func TestFitWindow(t *testing.T) {
	at := func(w, h, x, y int) Settings { return Settings{WindowW: w, WindowH: h, WindowX: x, WindowY: y} }
	for _, c := range []struct {
		name          string
		s             Settings
		screenW, scrH int
		scale         float64
		want          Window
		keepPlace     bool
	}{
		{"fits", at(1200, 700, 10, 20), 1920, 1080, 1, Window{1200, 700, 10, 20}, true},
		{"wider than the screen", at(5000, 3000, 0, 0), 1920, 1080, 1, Window{1920, 1080, 0, 0}, true},
		{"no screen known, past the texture", at(16385, 16385, 0, 0), 0, 0, 1, Window{MaxWindowSide, MaxWindowSide, 0, 0}, true},
		{"at scale 2 the texture is twice the points", at(6000, 5000, 0, 0), 0, 0, 2, Window{MaxWindowSide / 2, MaxWindowSide / 2, 0, 0}, true},
		{"below the minimum", at(300, 200, 5, 5), 1920, 1080, 1, Window{800, 560, 5, 5}, true},
		{"on a screen since unplugged", at(1200, 700, 4000, 100), 1920, 1080, 1, Window{1200, 700, 4000, 100}, false},
		{"above the screen", at(1200, 700, 100, -900), 1920, 1080, 1, Window{1200, 700, 100, -900}, false},
		{"not kept: the first window", at(0, 0, 0, 0), 1920, 1080, 1, Window{1280, 800, 0, 0}, false},
		{"first window at UI scale 2 on a 2560×1600 screen", Settings{UIScale: 2}, 2560, 1600, 1, Window{2304, 1440, 0, 0}, false},
		{"first window at UI scale 1.5", Settings{UIScale: 1.5}, 3840, 2160, 1, Window{1920, 1200, 0, 0}, false},
		{"first window at UI scale 2, no screen known", Settings{UIScale: 2}, 0, 0, 1, Window{2560, 1600, 0, 0}, false},
		{"first window on a small screen", Settings{UIScale: 1}, 1024, 768, 1, Window{921, 691, 0, 0}, false},
		{"a scale of nonsense", at(9000, 9000, 0, 0), 0, 0, math.NaN(), Window{MaxWindowSide, MaxWindowSide, 0, 0}, true},
	} {
		got, keep := FitWindow(c.s, c.screenW, c.scrH, c.scale, 800, 560)
		if got != c.want || keep != c.keepPlace {
			t.Errorf("%s: %+v keep %v, want %+v keep %v", c.name, got, keep, c.want, c.keepPlace)
		}
	}
}

// A window of 20,000 pixels was accepted and crashed every start; now a
// side past MaxWindowSide is no size at all.
func TestSettingsWindowTooLarge(t *testing.T) {
	t.Setenv("GDK_SCALE", "")
	p := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(p, []byte(`{"windowW": 20000, "windowH": 900}`), 0o644)
	if s, _ := Load(p); s.WindowW != 0 || s.WindowH != 0 {
		t.Fatalf("a 20000-pixel window kept: %+v", s)
	}
}

// settings.json is read only if it is an ordinary file under the cap: a
// pipe hung the start before any window, /dev/zero filled the memory.
func TestSettingsOnlyFromOrdinaryFiles(t *testing.T) {
	t.Setenv("GDK_SCALE", "")
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	os.WriteFile(big, append([]byte(`{"animSpeed": 2, "x": "`), append(bytes.Repeat([]byte("a"), MaxFileSize), `"}`...)...), 0o644)
	folder := filepath.Join(dir, "folder.json")
	os.Mkdir(folder, 0o755)
	cases := map[string]string{"larger than the cap": big, "a folder": folder}
	if _, err := os.Stat("/dev/zero"); err == nil {
		cases["a device"] = "/dev/zero"
	}
	if fifo := mkfifo(t, dir); fifo != "" {
		cases["a pipe"] = fifo
	}
	for what, p := range cases {
		done := make(chan struct{})
		var s Settings
		var warn string
		go func() { s, warn = Load(p); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: Load still reading after 10 s", what)
		}
		if !reflect.DeepEqual(s, Defaults()) || !strings.Contains(warn, "defaults") || len(warn) > 400 {
			t.Errorf("%s: %+v %q, want the defaults and a sentence", what, s, warn)
		}
	}
}

// A start that never drew its window (a crash, a kill) makes the next
// start use the defaults and say so; a start that drew reads them again.
func TestCrashAtStartGivesDefaults(t *testing.T) {
	t.Setenv("GDK_SCALE", "")
	p := filepath.Join(t.TempDir(), "kandahar", "settings.json")
	mine := Settings{AnimSpeed: 3, UIScale: 1.25, WindowW: 1400, WindowH: 900}
	if err := Save(p, mine); err != nil {
		t.Fatal(err)
	}
	if s, warn := BeginStart(p); !reflect.DeepEqual(s, mine) || warn != "" {
		t.Fatalf("first start: %+v %q", s, warn)
	}
	// the process died before Started
	s, warn := BeginStart(p)
	if !reflect.DeepEqual(s, Defaults()) || warn != LastStartFailed {
		t.Fatalf("after a failed start: %+v %q, want the defaults and the notice", s, warn)
	}
	Started(p)
	if s, warn := BeginStart(p); !reflect.DeepEqual(s, mine) || warn != "" {
		t.Fatalf("after a start that drew: %+v %q, want the settings back", s, warn)
	}
}

// A kept window the screen cannot show, or one kept off the screen, is
// said when it is changed (the README promises it); a kept window that
// fits, and a first window, say nothing. A size past any screen is said
// when the settings are read.
func TestWindowCorrectionSaid(t *testing.T) {
	at := func(w, h, x, y int) Settings { return Settings{WindowW: w, WindowH: h, WindowX: x, WindowY: y} }
	for _, c := range []struct {
		s    Settings
		says []string
	}{
		{at(1200, 700, 10, 20), nil},
		{at(0, 0, 0, 0), nil},
		{at(5000, 3000, 0, 0), []string{"5000 × 3000", "larger than this screen", "opens at 1920 × 1080"}},
		{at(300, 200, 5, 5), []string{"300 × 200", "smaller than the panels need", "opens at 800 × 560"}},
		{at(1200, 700, 4000, 100), []string{"4000, 100", "off this screen"}},
	} {
		w, keep := FitWindow(c.s, 1920, 1080, 1, 800, 560)
		said := FitNotice(c.s, w, keep)
		if (said == "") != (c.says == nil) {
			t.Errorf("%+v: %q", c.s, said)
		}
		for _, want := range c.says {
			if !strings.Contains(said, want) {
				t.Errorf("%+v: %q lacks %q", c.s, said, want)
			}
		}
	}
	t.Setenv("GDK_SCALE", "")
	p := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(p, []byte(`{"windowW": 16385, "windowH": 900, "uiScale": "big"}`), 0o644)
	s, warning := Load(p)
	if s.WindowW != 0 || !strings.Contains(warning, "16385 × 900") || !strings.Contains(warning, "uiScale") {
		t.Fatalf("%+v: %q", s, warning)
	}
}
