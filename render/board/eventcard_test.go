package board

import (
	"testing"

	"kandahar/game"
)

// 13.0: a battle's card over the hexes it is about goes to the bottom of
// the map view, and there it stays above the action bar, one row of
// buttons or two, so that no button is hidden under it.
func TestEventCardClearOfActionBar_13_0(t *testing.T) {
	b, _ := spreadBoard(t)
	at := game.MustHex("0815")
	b.look(at, b.MapView.X+b.MapView.W/2, b.MapView.Y+80)
	terms := []game.Term{{Label: "d6 × 10", Value: 60}, {Label: "A-Team", Value: 2}, {Label: "M249", Value: 4}, {Label: "terrain", Value: -10}}
	e := &game.Event{Type: game.EvCombat, Rule: "13.0", Hex: game.MustHex("0814"), From: at,
		Dice: []game.Die{{Sides: 6, Value: 6}, {Sides: 6, Value: 1}}, Terms: terms, Against: terms[:2],
		Text: "The teams at 0815 attack the Checkpoint at 0814."}
	bottom := b.MapView.Y + b.MapView.H
	for _, barH := range []float64{38, 72} {
		barY := bottom - barH*b.Scale
		r := b.EventCardLayout(e, barY).R
		if r.Y < b.MapView.Y+b.MapView.H/3 {
			t.Fatalf("the card at y %.0f is still over the battle's hexes at the top", r.Y)
		}
		if r.Y+r.H > barY {
			t.Errorf("with a bar %.0f px high (top %.0f) the card reaches %.0f: it covers the bar", barH, barY, r.Y+r.H)
		}
	}
}
