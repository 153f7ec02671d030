package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/ui"
)

// drawOrder is the order ui.Frame draws the elements in: those under the
// chrome layer first, in their order, then those over it.
func drawOrder(els []ui.Elem) []string {
	var under, over []string
	for _, e := range els {
		if e.Over {
			over = append(over, e.ID)
		} else {
			under = append(under, e.ID)
		}
	}
	return append(under, over...)
}

// The card of a drag and the event card are drawn over the messages on
// the map: the message does not cover the card's last lines (its chance
// of detection) while the player reads it.
func TestCardsOverTheMessages(t *testing.T) {
	rules := shippedRules(t)
	d := movementDriver(t, rules, campNear(t, rules, 8, 26), []int{6, 10})
	d.on(func(a *App) {
		a.chrome.Say("A message over the map.", false)
		a.chrome.Say("A refusal over the map.", true)
		a.hand.Drag = &board.DragInfo{Mode: board.DragMove, From: a.G.State.P(a.G.State.OnMapOf(game.KindTeam)[0]).Hex, Target: game.NoHex}
		a.Anim.Cur = &game.Event{Type: game.EvInfo, Text: "An event.", Hex: game.NoHex, From: game.NoHex}
		defer func() { a.hand.Drag, a.Anim.Cur = nil, nil }()
		img := ebiten.NewImage(8, 8)
		els, _ := a.dynamics(img, img)
		order := drawOrder(els)
		last := -1
		for i, id := range order {
			if strings.HasPrefix(id, "toast") {
				last = i
			}
		}
		if last < 0 {
			t.Fatalf("no message among %v", order)
		}
		for _, card := range []string{"drag", "card"} {
			i := slices.Index(order, card)
			if i < 0 {
				t.Fatalf("no %q among %v", card, order)
			}
			if i < last {
				t.Errorf("the %q is drawn before a message (%v): the message covers it", card, order)
			}
		}
	})
}
