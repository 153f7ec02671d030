package input

import "kandahar/game"

// UpdateDragHex aims the drag at a hex: the path, the noise or the odds
// there (the pointer's or the hex cursor's), as the rules answer.
func (h *Hand) UpdateDragHex(hx game.Hex) {
	d := h.Drag
	if hx == d.Target {
		return
	}
	d.Target = hx
	d.NoiseOK, d.Attack = false, nil
	if hx == game.NoHex {
		return
	}
	r := h.Ctx.Rules()
	dr := r.DropAt(d.Pickup, hx, game.None)
	if dr.NoiseOK {
		d.Noise, d.NoiseTerms, d.NoiseHex, d.NoiseOK = dr.Noise, dr.NoiseTerms, hx, true
	}
	if dr.Odds != nil {
		es := r.EnemiesAt(hx)
		d.Attack, d.AttackOn = dr.Odds, es[len(es)-1]
	}
}

// AimOnto aims the drag at a counter of the open spread (None: at none):
// what dropping onto it means, as the rules say.
func (h *Hand) AimOnto(hx game.Hex, onto game.PieceID) {
	d := h.Drag
	if onto == d.Onto && (onto == game.None || d.OntoDrop.Hex == hx) {
		return
	}
	d.Onto, d.OntoDrop = onto, game.Drop{}
	if onto != game.None {
		d.OntoDrop = h.Ctx.Rules().DropAt(d.Pickup, hx, onto)
	}
}
