package render

import (
	"strings"
	"testing"

	"kandahar/game"
)

// 3.1, 4.0: the header names the button that ends the step as the button
// does, and says truly what the camp step's shading means.
func TestHeaderWordsMatchTheControls_3_1(t *testing.T) {
	g, err := game.New(shippedRules(t), nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	for _, step := range []game.SetupStep{game.SetupBuy, game.SetupCamps} {
		s.SetupStep = step
		text, button := nextStep(s), endPhaseName(s)
		if button != "Done" || !strings.Contains(text, button) || strings.Contains(text, "End Phase") {
			t.Errorf("step %v: the header says %q, the button %q", step, text, button)
		}
		if strings.Contains(text, "shaded hex") {
			t.Errorf("the camp step asks for a shaded hex, but the shaded hexes are the forbidden ones: %q", text)
		}
	}
}

// 5.0: once the game is over, Undo and End game are shown disabled.
func TestNoUndoOnceTheGameIsOver_5_0(t *testing.T) {
	d := newGameDriver(t, 3)
	d.on(func(a *App) {
		for _, o := range a.G.State.ShopOffers() {
			if o.OK() {
				a.do(o.Buys[0])
				break
			}
		}
	})
	d.idle()
	enabled := func(id string) (on bool) {
		d.on(func(a *App) {
			if b := a.chrome.ButtonByID(id); b != nil {
				on = b.Enabled
			}
		})
		return on
	}
	if !enabled("undo") {
		t.Fatal("premise: a purchase can be undone")
	}
	d.on(func(a *App) { a.G.State.Over = true; a.Version++ })
	d.waitFrames(3)
	for _, id := range []string{"undo", "end-game"} {
		if enabled(id) {
			t.Errorf("%s looks enabled after the game is over", id)
		}
	}
}
