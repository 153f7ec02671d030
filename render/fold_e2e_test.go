package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/chrome"
)

// A small window: at the smallest size the layout is made for,
// both side panels fold to strips and the map keeps most of the window;
// no button's label is cut; the keys open the panels again.
func TestSmallWindowLayout(t *testing.T) {
	d := newGameDriver(t, 4)
	defer d.resize(1280, 800)
	if !d.resize(chrome.MinWindowW, chrome.MinWindowH) {
		t.Fatal("the window manager did not resize the window")
	}
	d.in.Key(ebiten.KeyF)
	d.script()
	var lf, rf bool
	var view, w float64
	var labels []string
	d.on(func(a *App) {
		lf, rf, view, w = a.chrome.LeftFolded(), a.chrome.RightFolded(), a.MapView.W, float64(a.W)
		for _, b := range a.chrome.Buttons {
			if b.Label != "" {
				labels = append(labels, b.Label)
			}
		}
	})
	if !lf || !rf {
		t.Fatalf("at %d×%d the panels are not folded (left %v, right %v)", chrome.MinWindowW, chrome.MinWindowH, lf, rf)
	}
	if view < 0.85*w {
		t.Errorf("the map view is %.0f of %.0f pixels wide", view, w)
	}
	texts := strings.Join(d.texts(), "\n")
	for _, l := range labels {
		if !strings.Contains(texts, l) {
			t.Errorf("the button %q is not shown whole", l)
		}
	}
	d.shot("small-window-folded")
	d.in.Key(ebiten.KeyBracketRight)
	d.script()
	d.on(func(a *App) { rf = a.chrome.RightFolded() })
	if rf {
		t.Error("] did not open the right panel")
	}
	d.shot("small-window-right-open")
}
