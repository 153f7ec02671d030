package render

import (
	"slices"
	"strings"
	"testing"

	"kandahar/render/chrome"
)

// In the real window: text asked at 200 % in a 1280×800 window is shown
// at 140 %, a line under the header says so, and every label of the
// window's buttons and the header's title are drawn whole.
func TestFitWindowHoldsBackTheTextSize(t *testing.T) {
	d := newGameDriver(t, 3)
	if !d.resize(1280, 800) {
		t.Fatal("the window manager would not give 1280×800")
	}
	defer func() {
		d.on(func(a *App) { a.Opt.UIScale = 1 })
		d.waitFrames(3)
	}()
	d.on(func(a *App) { a.Opt.UIScale = 2 })
	d.waitFrames(3)
	var scale, device float64
	var labels []string
	var title string
	d.on(func(a *App) {
		scale, device, title = a.Scale, a.chrome.Device, chrome.PhaseTitle(a.Shown())
		for _, b := range a.chrome.Buttons {
			if b.Label != "" && b.Owner == "" {
				labels = append(labels, b.Label)
			}
		}
	})
	if got := scale / device; got != 1.4 {
		t.Errorf("text at %.2f, want 1.4", got)
	}
	texts := d.texts()
	if !slices.Contains(texts, "Text at 200 % needs a 1600×1120 window: shown at 140 %.") {
		t.Errorf("no line says the window holds the text back: %q", texts)
	}
	for _, want := range append(labels, title) {
		if !slices.Contains(texts, want) {
			t.Errorf("%q is not drawn whole", want)
		}
	}
	for _, s := range texts {
		if strings.HasSuffix(s, "…") && slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, strings.TrimSuffix(s, "…")) }) {
			t.Errorf("a button reads %q", s)
		}
	}
	d.shot("fit-200-in-1280x800")
}
