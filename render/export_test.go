package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// Checks the tests run after a frame is drawn (host.setAfterDraw): the
// frame checked against a whole redraw, and the texts of a frame.

// probeTexts draws the frame again, whole, with every panel and the
// event card made anew, and hands the texts drawn to probe: what the player can read on the
// screen now (TestNothingShownBeforeItsDie).
func probeTexts(a *App, screen *ebiten.Image, probe func(texts []string)) {
	for _, pc := range a.chrome.Panels {
		pc.Key = nil
	}
	a.board.FreeEventCard()
	a.shell.frameSt.Valid = false
	var texts textList
	watch := a.U.Watch
	a.U.Watch = &texts
	a.composeFrame(screen)
	a.U.Watch = watch
	probe(texts)
}

// checkFrames has check handed, every 29th frame, the screen as the
// partial redraws left it and as a whole redraw draws it, every layer,
// panel and the event card drawn anew: an input a layer's key leaves out shows as stale
// pixels here.
func checkFrames(t *testing.T, check func(partial, full *image.RGBA)) {
	t.Helper()
	needPixels(t)
	theHost.setAfterDraw(func(a *App, screen *ebiten.Image) { verifyFrame(a, screen, check) })
}

func verifyFrame(a *App, screen *ebiten.Image, check func(partial, full *image.RGBA)) {
	if !a.shell.frameSt.Valid || a.shell.frame%29 != 0 {
		return
	}
	read := func() *image.RGBA {
		img := image.NewRGBA(screen.Bounds())
		screen.ReadPixels(img.Pix)
		return img
	}
	partial := read()
	for _, pc := range a.chrome.Panels {
		pc.Key = nil
	}
	a.board.FreeEventCard()
	a.shell.frameSt.Valid = false
	a.composeFrame(screen)
	check(partial, read())
}

// textList keeps the words of every text drawn.
type textList []string

func (l *textList) Drawn(s string, _ float64, _ ui.Rect) { *l = append(*l, s) }
