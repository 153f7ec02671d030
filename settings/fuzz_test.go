package settings

import (
	"math"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"kandahar/internal/deadline"
)

// FuzzSettingsLoad: whatever settings.json holds, Load gives settings in
// range and at most a sentence about them, never a panic; what it gives
// saves and reads back the same, without a word.
func FuzzSettingsLoad(f *testing.F) {
	for _, seed := range []string{
		`{"animSpeed": 2.25, "uiScale": 1.5, "reduceMotion": true, "windowW": 1400, "windowH": 900, "windowX": 30, "windowY": 40, "leftPanel": "folded", "rightPanel": "open", "zoom": 0.85, "viewX": 0.25, "viewY": 0.6, "endPhaseAtOnce": true}`,
		`{"animSpeed": 1e308, "uiScale": -1, "windowW": 16385, "windowH": 16385}`,
		`{"zoom": "close", "viewX": null, "leftPanel": 3}`,
		`{"windowW": 99999999999999999999}`,
		"{\"leftPanel\": \"\x1b[2J\"}",
		`[]`, ``, `{`, "\xef\xbb\xbf{}",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		defer deadline.Input(deadline.PerInput)()
		// the file itself is read by saves.ReadCapped, tested on its own
		// (TestSettingsOnlyFromOrdinaryFiles): here only its bytes, so
		// that an input costs no disk write
		s, warn := parse(data, "settings.json")
		inRange := func(what string, v, lo, hi float64) {
			if math.IsNaN(v) || v < lo || v > hi {
				t.Fatalf("%s %v out of %v…%v (%q)", what, v, lo, hi, data)
			}
		}
		inRange("animSpeed", s.AnimSpeed, 0.25, 8)
		inRange("uiScale", s.UIScale, 1, 2)
		if s.Zoom != 0 {
			inRange("zoom", s.Zoom, 0.02, MaxZoom)
		}
		inRange("viewX", s.ViewX, 0, 1)
		inRange("viewY", s.ViewY, 0, 1)
		if s.WindowW < 0 || s.WindowH < 0 || s.WindowW > MaxWindowSide || s.WindowH > MaxWindowSide || (s.WindowW == 0) != (s.WindowH == 0) {
			t.Fatalf("window %d×%d kept (%q)", s.WindowW, s.WindowH, data)
		}
		for _, panel := range []string{s.LeftPanel, s.RightPanel} {
			if panel != "" && panel != "open" && panel != "folded" {
				t.Fatalf("panel %q kept", panel)
			}
		}
		if len(warn) > 500 || strings.ContainsFunc(warn, unicode.IsControl) {
			t.Fatalf("a warning of %d bytes or with a control character: %q", len(warn), warn)
		}
		again, err := encode(s)
		if err != nil {
			t.Fatal(err)
		}
		back, warn := parse(again, "settings.json")
		if !reflect.DeepEqual(back, s) || warn != "" {
			t.Fatalf("saved %+v, read back %+v %q", s, back, warn)
		}
	})
}
