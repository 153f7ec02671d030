package ui

// Elem is something drawn over the layers that may change from frame
// to frame.
type Elem struct {
	ID   string
	R    Rect // everything it draws lies inside
	Sig  any  // what it shows: the same sig and r draw the same pixels
	Over bool // drawn over the chrome (else between board and chrome)
	Draw func()
	// DrawIn, if set, draws the element's pixels inside clip alone (it is
	// drawn from an image): where something else changes over or under
	// it, only those parts of it are drawn again, and what is put back
	// does not grow to the whole of it
	DrawIn func(clip []Rect)
	Dirty  bool
	Clip   []Rect // the parts to draw again, when not Dirty (Spread)
}
