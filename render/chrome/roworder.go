package chrome

import (
	"slices"

	"kandahar/game"
)

// The inspector's rows stay put while the player acts on them:
// hauling re-sorts the stack on the map, but a row the pointer is over
// keeps its piece. The order resets when another hex is inspected.

// RowOrder is the order of the inspector's rows for one hex, top first.
type RowOrder struct {
	Hex game.Hex
	Ids []game.PieceID
}

// Arrange lists the stack (bottom first, as drawn) top first: the pieces
// shown before keep their order, new ones follow in the stack's order.
func (o *RowOrder) Arrange(h game.Hex, stack []game.PieceID) []game.PieceID {
	top := slices.Clone(stack)
	slices.Reverse(top)
	if h != o.Hex {
		o.Hex, o.Ids = h, top
		return top
	}
	out := o.Ids[:0:0]
	for _, id := range o.Ids {
		if slices.Contains(top, id) {
			out = append(out, id)
		}
	}
	for _, id := range top {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	o.Ids = out
	return out
}
