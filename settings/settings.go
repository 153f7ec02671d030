// Package settings keeps the player's preferences between runs: the
// animation speed, the UI scale, reduced motion, high contrast, the window's size and
// place, the map's zoom and place, whether E ends a phase at once, the
// player's own keys. They live in settings.json in the game's
// configuration folder. A missing file gives the defaults; a damaged one
// gives the defaults and a sentence saying so, never a crash; a value out
// of range is brought back into it.
package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"

	"kandahar/saves"
)

// Settings are the player's preferences.
type Settings struct {
	// AnimSpeed multiplies the speed of the event animations, 0.25 to 8.
	AnimSpeed float64 `json:"animSpeed"`
	// UIScale sizes the text and controls, 1 to 2 (100–200 %), on top of
	// the screen's own scale factor.
	UIScale float64 `json:"uiScale"`
	// ReduceMotion stops the mission ring's pulse.
	ReduceMotion bool `json:"reduceMotion,omitempty"`
	// HighContrast draws text and counters at 7:1 or more.
	HighContrast bool `json:"highContrast,omitempty"`
	// The window's size and place, in screen points; 0 when not known.
	WindowW int `json:"windowW,omitempty"`
	WindowH int `json:"windowH,omitempty"`
	WindowX int `json:"windowX,omitempty"`
	WindowY int `json:"windowY,omitempty"`
	// The side panels as the player left them: "open", "folded", or ""
	// for folded only in a narrow window.
	LeftPanel  string `json:"leftPanel,omitempty"`
	RightPanel string `json:"rightPanel,omitempty"`
	// Zoom is the map's zoom over the UI scale (0: fit the map at start);
	// ViewX and ViewY are the map point in the middle of the view, as
	// fractions of the map's width and height.
	Zoom  float64 `json:"zoom,omitempty"`
	ViewX float64 `json:"viewX,omitempty"`
	ViewY float64 `json:"viewY,omitempty"`
	// EndPhaseAtOnce makes a bare E end the phase at the first press
	// instead of asking for a second.
	EndPhaseAtOnce bool `json:"endPhaseAtOnce,omitempty"`
	// Keys are the player's own keys: an action's name (as the README
	// lists them) to its keys, "G" or "Ctrl+G, F3". The game only reads
	// them: an entry it cannot use is said at start and left as written.
	Keys map[string]string `json:"keys,omitempty"`
	// Welcomed: the player has answered the first run's card offering
	// the tutorial; it is not shown again.
	Welcomed bool `json:"welcomed,omitempty"`
}

// MaxFileSize is the largest settings file read: the game writes about
// 300 bytes.
const MaxFileSize = 64 << 10

// MaxZoom is the closest the map zooms, over the UI scale; the window
// brings a kept zoom into its own range at start (it knows the farthest).
const MaxZoom = 1.7

// Defaults are the settings of a first run; the UI scale follows the
// desktop's (GDK_SCALE, or Xft.dpi in X resources) where it can be read.
func Defaults() Settings {
	return Settings{AnimSpeed: 1, UIScale: desktopScale()}
}

// Path is settings.json in the game's configuration folder.
func Path() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no folder for the settings: %w", err)
	}
	return filepath.Join(base, "kandahar", "settings.json"), nil
}

// Load reads the settings at path. The error-free result is always usable:
// with the file missing it is Defaults and warning is ""; with the file
// unreadable or damaged it is Defaults and warning says so in a sentence.
func Load(path string) (s Settings, warning string) {
	s = Defaults()
	data, err := saves.ReadCapped(path, MaxFileSize)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return s, ""
	case errors.Is(err, saves.ErrNotRegular), errors.Is(err, saves.ErrTooLarge):
		// a pipe would hang the start, /dev/zero would fill the memory
		return s, fmt.Sprintf("Your settings file %s is not one the game wrote (%s); the defaults are used, and it will be rewritten when you quit.", saves.PrintableLong(path), saves.Printable(err.Error()))
	case err != nil:
		return s, fmt.Sprintf("Your settings could not be read (%s); the defaults are used.", saves.Printable(err.Error()))
	}
	return parse(data, path)
}

// parse reads the settings from a file's bytes; path names the file in
// the warning.
func parse(data []byte, path string) (s Settings, warning string) {
	s = Defaults()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return s, fmt.Sprintf("Your settings file %s is damaged; the defaults are used, and it will be rewritten when you quit.", saves.PrintableLong(path))
	}
	// value by value: one damaged value costs only itself
	got, bad := Settings{}, []string(nil)
	v := reflect.ValueOf(&got).Elem()
	for i := range v.NumField() {
		name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
		r, ok := raw[name]
		if !ok {
			continue
		}
		if err := json.Unmarshal(r, v.Field(i).Addr().Interface()); err != nil {
			v.Field(i).SetZero()
			bad = append(bad, name)
		}
	}
	// a zoom or a view place no window can have is damaged too, not
	// merely out of range
	if got.Zoom < 0 {
		got.Zoom, bad = 0, append(bad, "zoom")
	}
	if got.ViewX < 0 || got.ViewX > 1 || got.ViewY < 0 || got.ViewY > 1 {
		got.ViewX, got.ViewY, bad = 0, 0, append(bad, "view")
	}
	// a size no screen has is dropped by clamped; the window says so
	var said []string
	if got.WindowW > MaxWindowSide || got.WindowH > MaxWindowSide {
		said = append(said, fmt.Sprintf("The window kept in your settings, %d × %d, is larger than any screen: it opens at its first size.", got.WindowW, got.WindowH))
	}
	got = got.clamped()
	if len(bad) > 0 {
		said = append([]string{fmt.Sprintf("Some of your settings were damaged (%s): the defaults are used for them.", strings.Join(bad, ", "))}, said...)
	}
	return got, strings.Join(said, " ")
}

// Save writes the settings to path atomically, making the folder.
func Save(path string, s Settings) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	data, err := encode(s)
	if err != nil {
		return err
	}
	return saves.WriteFileAtomic(path, data)
}

// encode is the settings file's bytes.
func encode(s Settings) ([]byte, error) {
	data, err := json.MarshalIndent(s.clamped(), "", "  ")
	return append(data, '\n'), err
}

// clamped brings every value into its range; a missing one is the
// default.
func (s Settings) clamped() Settings {
	d := Defaults()
	fix := func(v, lo, hi, def float64) float64 {
		if v == 0 || math.IsNaN(v) {
			return def
		}
		return math.Min(math.Max(v, lo), hi)
	}
	s.AnimSpeed = fix(s.AnimSpeed, 0.25, 8, d.AnimSpeed)
	s.UIScale = fix(s.UIScale, 1, 2, d.UIScale)
	if s.Zoom != 0 {
		s.Zoom = fix(s.Zoom, 0.02, MaxZoom, 0)
	}
	if s.Zoom == 0 || math.IsNaN(s.ViewX+s.ViewY) {
		s.ViewX, s.ViewY = 0, 0 // a place without its zoom means nothing
	}
	s.ViewX, s.ViewY = math.Min(math.Max(s.ViewX, 0), 1), math.Min(math.Max(s.ViewY, 0), 1)
	// a size no screen has is no size; FitWindow fits the rest to the
	// screen at start
	if s.WindowW <= 0 || s.WindowH <= 0 || s.WindowW > MaxWindowSide || s.WindowH > MaxWindowSide {
		s.WindowW, s.WindowH = 0, 0
	}
	if len(s.Keys) == 0 {
		s.Keys = nil // none written is none
	}
	for _, p := range []*string{&s.LeftPanel, &s.RightPanel} {
		if *p != "open" && *p != "folded" {
			*p = ""
		}
	}
	return s
}

// desktopScale is the scale of text and controls a first run takes from
// the desktop, over what the window library already applies.
//
// The desktop's live X resources (the root window's RESOURCE_MANAGER,
// where GNOME, KDE and Xfce put Xft.dpi and where xrdb loads
// ~/.Xresources) come first. Ebitengine reads Xft.dpi there too and sizes
// the window and its pixels by it (its device scale factor), so a scale
// found there is already applied and adds nothing here: the answer is 1.
// Without it, GDK_SCALE, then Xft.dpi in ~/.Xresources not loaded into
// the server, say a scale nobody else applies: that is the answer,
// rounded to a quarter, at most 2.
func desktopScale() float64 {
	if res, err := liveResources(); err == nil && xftDPI(res) > 0 {
		return 1
	}
	if v, err := strconv.ParseFloat(os.Getenv("GDK_SCALE"), 64); err == nil && v >= 1 {
		return math.Min(v, 2)
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return 1
	}
	for _, name := range []string{".Xresources", ".Xdefaults"} {
		data, err := readCapped(filepath.Join(home, name), xResourceLimit)
		if err != nil {
			continue
		}
		if dpi := xftDPI(string(data)); dpi > 96 {
			return math.Min(math.Round(dpi/96*4)/4, 2)
		}
	}
	return 1
}

// liveResources reads the display's X resources; tests put a fake here.
var liveResources = liveXResources

// readCapped reads a regular file of at most limit bytes.
func readCapped(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() || st.Size() > limit {
		return nil, errors.New("not a small regular file")
	}
	return io.ReadAll(io.LimitReader(f, limit))
}

// xftDPI finds "Xft.dpi: N" in X resources, or 0.
func xftDPI(res string) float64 {
	for _, line := range strings.Split(res, "\n") {
		k, v, ok := strings.Cut(line, ":")
		if ok && strings.TrimSpace(k) == "Xft.dpi" {
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
				return f
			}
		}
	}
	return 0
}
