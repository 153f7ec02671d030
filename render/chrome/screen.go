package chrome

import (
	"fmt"
	"math"

	"kandahar/render/ui"
)

// Screen is the screen the layout is made for, from the window's size.
type Screen struct {
	W, H  int     // in device pixels
	Scale float64 // of text and controls: the device's times the player's, as far as the window has room
	Note  string  // "" or why the window is not laid out as asked
	// Device is the screen's pixels a point
	Device float64
}

// ScreenFor lays out a window of outW × outH points on a device of
// device pixels a point, with text and controls at uiScale (1 to 2).
//
// A window manager may ignore the minimum size the game asks for (with
// none, the window shrinks to any size): a smaller window is laid out as
// if at the minimum, and Ebitengine scales that screen down into the
// window. And text and controls grow only as far as the window has room
// for the minimum layout at that size: 200 % in a 1280×800 window would
// leave a 640×400 layout, cutting the buttons' words. Either way the
// note says so.
func ScreenFor(outW, outH int, device, uiScale float64) Screen {
	if !(device > 0) {
		device = 1
	}
	ui := 1.0
	if uiScale >= 1 {
		ui = math.Min(uiScale, 2)
	}
	w, h := max(outW, MinWindowW), max(outH, MinWindowH)
	note := ""
	if room := math.Min(float64(w)/MinWindowW, float64(h)/MinWindowH); ui > room {
		// in steps of 5 %, so that a window a pixel wider does not bring
		// new faces and a new layout at every step of a resize
		fitted := math.Max(1, math.Floor(room*20)/20)
		note = fmt.Sprintf("Text at %.0f %% needs a %d×%d window: shown at %.0f %%.",
			ui*100, int(math.Ceil(MinWindowW*ui)), int(math.Ceil(MinWindowH*ui)), fitted*100)
		ui = fitted
	}
	if w != outW || h != outH {
		text := ""
		if note != "" {
			text = ", text at 100 %" // the window has room for no more
		}
		note = fmt.Sprintf("Window under %d×%d: drawn at that size, scaled down%s.", MinWindowW, MinWindowH, text)
	}
	return Screen{W: int(float64(w) * device), H: int(float64(h) * device), Scale: device * ui, Note: note, Device: device}
}

// SetScreen lays the window out for sc: at a new scale, new faces and
// every cached panel anew (newScale true: the caller's caches too).
func (c *Chrome) SetScreen(sc Screen) (newScale bool) {
	if c.U == nil || c.Scale != sc.Scale {
		newScale = c.U != nil
		if newScale {
			c.Panels = nil
			c.Version++
		}
		c.Scale = sc.Scale
		var watch ui.TextWatcher // a new scale keeps the watcher
		if c.U != nil {
			watch = c.U.Watch
		}
		c.U = ui.NewUI(sc.Scale)
		c.U.Watch = watch
	}
	c.W, c.H, c.Note, c.Device = sc.W, sc.H, sc.Note, sc.Device
	return newScale
}
