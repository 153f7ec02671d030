package ui

// Elem is something drawn over the layers that may change from frame
// to frame.
type Elem struct {
	ID    string
	R     Rect // everything it draws lies inside
	Sig   any  // what it shows: the same sig and r draw the same pixels
	Over  bool // drawn over the chrome (else between board and chrome)
	Draw  func()
	Dirty bool
}
