package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// Moving is what moves on the board over its layer this frame, in
// drawing order, into the map view's image mv: the mission hex's ring,
// pulsing at frame (steady unless pulsing), the event being played and
// its card, whose rule links links gives (it starts the card's links
// afresh), clear of the action bar whose top is barY.
func (b *Board) Moving(mv *ebiten.Image, frame int, pulsing bool, barY float64, links CardLinks) []ui.Elem {
	var els []ui.Elem
	s := b.Scale
	st := b.Shown()
	if st.Mission != game.None && st.P(st.Mission).Place == game.OnMap {
		h := st.P(st.Mission).Hex
		pulse := 0.5 + 0.5*math.Sin(float64(frame)/12)
		alpha := uint8(150 + 100*pulse)
		alpha -= alpha % 12 // a new shade every few frames is smooth enough
		if !pulsing {
			alpha = 240 // reduced motion, or long unchanged: a steady ring
		}
		els = append(els, ui.Elem{ID: "pulse", R: b.HexesRect(BaseR*b.Cam.Zoom+7*s, h).Intersect(b.MapView), Sig: alpha, // the casing spills 3.5 px out
			Draw: func() { b.DrawMissionPulse(mv, alpha) }})
	}
	if e := b.Anim.Cur; e != nil {
		S := b.CounterSize()
		m := math.Max(BaseR*b.Cam.Zoom*1.05, 0.85*S) + 8*s
		hs := append([]game.Hex{e.From, e.Hex}, e.Path...)
		els = append(els, ui.Elem{ID: "anim", R: b.HexesRect(m, hs...).Intersect(b.MapView), Sig: [2]any{e, b.Anim.T}, Draw: func() { b.DrawAnimation(mv) }})
		card := b.EventCardLayout(e, barY)
		settled := b.Anim.T >= view.DiceTime
		// its prompt changes when it waits; its dice are drawn over it
		// until they land
		els = append(els, ui.Elem{ID: "card", R: card.R.Grow(4 * s), Sig: [3]any{e, b.Anim.CardHeld(), settled}, Over: true,
			Draw:   func() { b.DrawEventCard(mv, e, card, links, nil) },
			DrawIn: func(clip []ui.Rect) { b.DrawEventCard(mv, e, card, links, clip) }})
		if !settled && len(e.Dice) > 0 {
			els = append(els, ui.Elem{ID: "dice", R: b.EventDice(card, len(e.Dice)), Sig: [2]any{e, b.Anim.T}, Over: true,
				Draw: func() { b.DrawEventDice(mv, e, card.R) }})
		}
	} else {
		b.FreeEventCard()
	}
	return els
}
