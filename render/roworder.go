package render

import (
	"slices"

	"kandahar/game"
)

// The inspector's rows stay put while the player acts on them (issue 13):
// hauling re-sorts the stack on the map, but a row the pointer is over
// keeps its piece. The order resets when another hex is inspected.

// rowOrder is the order of the inspector's rows for one hex, top first.
type rowOrder struct {
	hex game.Hex
	ids []game.PieceID
}

// arrange lists the stack (bottom first, as drawn) top first: the pieces
// shown before keep their order, new ones follow in the stack's order.
func (o *rowOrder) arrange(h game.Hex, stack []game.PieceID) []game.PieceID {
	top := slices.Clone(stack)
	slices.Reverse(top)
	if h != o.hex {
		o.hex, o.ids = h, top
		return top
	}
	out := o.ids[:0:0]
	for _, id := range o.ids {
		if slices.Contains(top, id) {
			out = append(out, id)
		}
	}
	for _, id := range top {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	o.ids = out
	return out
}
