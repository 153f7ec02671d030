package chrome

import (
	"slices"

	"kandahar/render/ui"
)

// What the chrome shows, as values, for those who read it without
// changing it (package input's hand).

// Controls are the controls on the screen this frame, in drawing order.
func (c *Chrome) Controls() []ui.Button { return slices.Clone(c.Buttons) }

// RowList are the inspector's rows on the screen this frame.
func (c *Chrome) RowList() []PieceRow { return slices.Clone(c.Rows) }

// RowUnder is the inspector's row under the screen point.
func (c *Chrome) RowUnder(x, y float64) (PieceRow, bool) {
	if r := c.RowAt(x, y); r != nil {
		return *r, true
	}
	return PieceRow{}, false
}

// Confirming is the control armed for its second click ("": none).
func (c *Chrome) Confirming() string { return c.Confirm }
