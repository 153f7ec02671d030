package chrome

import (
	"strings"
	"testing"

	"kandahar/render/ui"
	"kandahar/render/view"
)

// A panel the player left open folds where the map beside it would be
// narrower than MapMinW: room before the saved "open". Where only one of
// the two fits, the one opened last stays; the right one by default.
func TestFoldByRoomBeforeOpen(t *testing.T) {
	open := Folds{Left: FoldOpen, Right: FoldOpen}
	for _, c := range []struct {
		f      Folds
		w      float64
		lf, rf bool
	}{
		{open, 1400, false, false},
		{open, 1000, false, false}, // 1000 − 232 − 262 leaves the map 506
		{open, 900, true, false},
		{Folds{Left: FoldOpen, Right: FoldOpen, LeftLast: true}, 900, false, true},
		{open, 800, true, false},
		{Folds{}, 800, true, true}, // automatic: both fold in the smallest window
		{Folds{}, 950, true, false},
		{Folds{Left: FoldClosed, Right: FoldClosed}, 2000, true, true},
	} {
		lf, rf := c.f.folded(c.w)
		if lf != c.lf || rf != c.rf {
			t.Errorf("%+v at %.0f points: folded left %v right %v, want %v %v", c.f, c.w, lf, rf, c.lf, c.rf)
		}
		lw, rw := panelW(c.w)
		if lf {
			lw = FoldW
		}
		if rf {
			rw = FoldW
		}
		if c.w-lw-rw < MapMinW {
			t.Errorf("%+v at %.0f points: the map keeps %.0f points", c.f, c.w, c.w-lw-rw)
		}
	}
}

// A window under the minimum size (no window manager enforces it) is laid
// out at the minimum, to be scaled down, and says so; text grows only as
// far as the window has room for the minimum layout at that size.
func TestScreenKeepsItsMinimum(t *testing.T) {
	for _, c := range []struct {
		w, h          int
		device, scale float64
		W, H          int
		got           float64
		note          string
	}{
		{300, 200, 1, 1, MinWindowW, MinWindowH, 1, "Window under 800×560"},
		{300, 200, 1, 2, MinWindowW, MinWindowH, 1, "text at 100 %"},
		{1000, 500, 1, 1, 1000, MinWindowH, 1, "Window under 800×560: drawn at that size, scaled down."},
		{1280, 800, 1, 1, 1280, 800, 1, ""},
		{1280, 800, 1, 2, 1280, 800, 1.4, "Text at 200 % needs a 1600×1120 window: shown at 140 %"},
		{1000, 700, 1, 1.5, 1000, 700, 1.25, "shown at 125 %"},
		{1600, 1120, 1, 2, 1600, 1120, 2, ""},
		{800, 560, 2, 1, 1600, 1120, 2, ""},
		{400, 300, 2, 1, 1600, 1120, 2, "Window under"},
	} {
		sc := ScreenFor(c.w, c.h, c.device, c.scale)
		if sc.W != c.W || sc.H != c.H || sc.Scale != c.got {
			t.Errorf("%d×%d at %v×%v: screen %d×%d at %v, want %d×%d at %v", c.w, c.h, c.device, c.scale, sc.W, sc.H, sc.Scale, c.W, c.H, c.got)
		}
		if c.note == "" && sc.Note != "" || !strings.Contains(sc.Note, c.note) {
			t.Errorf("%d×%d at %v×%v: note %q, want %q", c.w, c.h, c.device, c.scale, sc.Note, c.note)
		}
	}
}

// The messages over the map stand clear of the action bar, on one row or
// two ("Hex cursor at …" covered the second row at set-up).
func TestMessagesClearOfTheActionBar(t *testing.T) {
	for _, w := range []float64{900, 500} {
		c := Chrome{Shared: &view.Shared{U: ui.NewUI(1), Scale: 1, MapView: ui.Rect{X: 30, Y: 60, W: w, H: 500}}}
		c.Say("Hex cursor at 0101: the arrows move it, M picks up the stack there.", false)
		c.Say("Nothing to undo: the dice have been rolled.", true)
		bar := c.ActionBar()
		for _, b := range c.ToastLayout() {
			if b.R.Y+b.R.H > bar.Y {
				t.Errorf("map %.0f wide, bar on %d rows: the message %q reaches %.0f, the bar begins at %.0f", w, c.BarRows(), b.Lines[0], b.R.Y+b.R.H, bar.Y)
			}
		}
	}
}

// Ctrl+= says when the window has no room for the text's new size.
func TestLargerTextSaysWhenTheWindowIsTooSmall(t *testing.T) {
	c := Chrome{Shared: &view.Shared{}}
	c.SetScreen(ScreenFor(1280, 800, 1, 1.5))
	c.Opt.UIScale = 1.5
	c.SetUIScale(0.25)
	if len(c.Toasts) != 1 || !strings.Contains(c.Toasts[0].Text, "175 %, but this window has room for 140 %") {
		t.Errorf("at 175 %% in 1280×800: %v", c.Toasts)
	}
	c.Toasts = nil
	c.SetScreen(ScreenFor(2000, 1400, 1, 1.75))
	c.SetUIScale(0.25)
	if len(c.Toasts) != 1 || strings.Contains(c.Toasts[0].Text, "room") {
		t.Errorf("at 200 %% in 2000×1400: %v", c.Toasts)
	}
}

// Opening a panel where the two do not both fit folds the other: the
// player's last choice holds, the other keeps its "open" for a wider
// window.
func TestOpeningAPanelFoldsTheOther(t *testing.T) {
	c := Chrome{Shared: &view.Shared{}, Fold: Folds{Left: FoldOpen, Right: FoldOpen}}
	c.SetScreen(ScreenFor(900, 700, 1, 1))
	if !c.LeftFolded() || c.RightFolded() {
		t.Fatalf("at 900 points: left folded %v, right %v; want the right one open", c.LeftFolded(), c.RightFolded())
	}
	c.ToggleLeft()
	if c.LeftFolded() || !c.RightFolded() || len(c.Toasts) > 0 {
		t.Errorf("[ opened: left folded %v, right %v, said %v", c.LeftFolded(), c.RightFolded(), c.Toasts)
	}
	c.ToggleRight()
	if !c.LeftFolded() || c.RightFolded() {
		t.Errorf("] opened: left folded %v, right %v", c.LeftFolded(), c.RightFolded())
	}
	c.ToggleRight()
	if c.Fold.Right != FoldClosed || !c.RightFolded() || c.LeftFolded() {
		t.Errorf("] folded: right %v (folded %v), left folded %v; want the left back where there is room", c.Fold.Right, c.RightFolded(), c.LeftFolded())
	}
}
