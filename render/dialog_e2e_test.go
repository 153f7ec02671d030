package render

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/input"
	"kandahar/render/scenes/dialog"
	"kandahar/render/ui"
)

// The escape question (12.3) is a scene of its own: it is
// drawn over the board apart from the cached chrome layer, pointing at
// its answers or moving the keys' focus onto them leaves that layer as
// it was, and the partial redraws match whole ones.
func TestDecisionDialogIsAScene_12_3(t *testing.T) {
	d, _, _ := escapeQuestionDriver(t)
	if texts := strings.Join(d.texts(), "\n"); !strings.Contains(texts, "DECISION") {
		t.Fatalf("the question is not on the screen:\n%s", texts)
	}
	sceneOffChrome(t, d, dialog.DialogOwner, func(a *App) ui.Rect { return a.modalRect() })
}

// The escape question's second button gives the second answer, as key 2
// does (TestDecisionByNumberKey_12_3): the team goes back to its camp,
// and the question goes with its answer.
func TestDecisionButtonAnswers_12_3(t *testing.T) {
	d, team, camp := escapeQuestionDriver(t)
	prompt := d.state().Pending.Prompt
	if texts := strings.Join(d.texts(), "\n"); !strings.Contains(texts, "DECISION") {
		t.Fatalf("the question is not on the screen:\n%s", texts)
	}
	d.clickButton("opt-1")
	d.idle()
	if s := d.state(); s.Pending != nil || s.P(team).Hex != camp {
		t.Fatalf("the second answer did not take the team to its camp: pending %v", s.Pending)
	}
	for _, l := range d.texts() {
		if strings.Contains(l, prompt) || strings.HasPrefix(l, "DECISION") {
			t.Errorf("the answered question still shows: %q", l)
		}
	}
}

// sceneOffChrome checks that the scene owner, standing at where(a), is
// on the scene stack and drawn apart from the chrome layer: the layer is
// clear there, pointing at each of the scene's buttons and moving the
// keys' focus onto one leave the layer's key as it was, and the frames
// redrawn in part meanwhile match whole redraws.
func sceneOffChrome(t *testing.T, d *driver, owner string, where func(a *App) ui.Rect) {
	t.Helper()
	needPixels(t)
	var m ui.Rect
	var ids []string
	inChrome := 0
	d.on(func(a *App) {
		m = where(a)
		if !a.overlays.scenes.IsUp(owner) {
			t.Errorf("no %s scene on the stack", owner)
		}
		for _, b := range a.chrome.Buttons {
			if b.Owner == owner {
				ids = append(ids, b.Id)
			}
		}
		img := chromePixels(a)
		for y := int(m.Y) + 1; y < int(m.Y+m.H)-1; y++ {
			for x := int(m.X) + 1; x < int(m.X+m.W)-1; x++ {
				if a.chrome.ActionBar().In(float64(x), float64(y)) || a.chrome.ShopVisible() && a.chrome.ShopRect().In(float64(x), float64(y)) {
					continue
				}
				if img.Pix[img.PixOffset(x, y)+3] != 0 {
					inChrome++
				}
			}
		}
	})
	if m.W == 0 || len(ids) == 0 {
		t.Fatalf("the %s scene shows nothing, or no button (%v)", owner, ids)
	}
	if inChrome > 0 {
		t.Errorf("%d pixels of the %s scene are in the chrome layer", inChrome, owner)
	}

	var mismatch []string
	checks := 0
	d.on(func(a *App) {
		checkFrames(t, func(partial, full *image.RGBA) {
			checks++
			if bad, first := framesDiffer(partial, full); bad > 0 {
				mismatch = append(mismatch, strings.Join(a.shell.frameSt.Trace, "; ")+" first at "+first.String())
			}
		})
	})
	away := func() {
		d.in.MoveTo(2, 2) // the window's corner, over nothing
		d.script()
		d.waitFrames(2)
	}
	away()
	var before chromeKey
	d.on(func(a *App) { before = a.chromeKey() })
	for _, id := range append(ids, ids[0]) {
		x, y := d.button(id)
		d.in.MoveTo(x, y)
		d.script()
		d.waitFrames(31) // a frame check falls in each
		d.on(func(a *App) {
			if a.chrome.HoverBtn == nil || a.chrome.HoverBtn.Id != id {
				t.Errorf("pointing at %s, the window has %v under the pointer", id, a.chrome.HoverBtn)
			}
			if k := a.chromeKey(); k != before {
				t.Errorf("pointing at %s changed the chrome layer's key: %+v, was %+v", id, k, before)
			}
		})
	}
	away()
	focused := false
	for range 40 {
		d.in.Key(ebiten.KeyTab)
		d.script()
		focus, on := "", ""
		d.on(func(a *App) { focus, on = a.hand.Keys.Focus, input.OwnerOf(a.chrome.Buttons, a.hand.Keys.Focus) })
		if on != owner {
			continue
		}
		focused = true
		d.waitFrames(31)
		d.on(func(a *App) {
			if k := a.chromeKey(); k != before {
				t.Errorf("the focus on %s changed the chrome layer's key", focus)
			}
		})
		break
	}
	d.h.setAfterDraw(nil)
	if !focused {
		t.Errorf("Tab never reached the %s scene's buttons", owner)
	}
	if checks < len(ids)+1 {
		t.Errorf("only %d frames compared with whole redraws", checks)
	}
	if len(mismatch) > 0 {
		t.Errorf("the partial redraws differ from whole ones over the %s scene: %v", owner, mismatch)
	}
}
