// Package chrome is the panels and buttons around the map: where they
// stand this frame, the log and its styles, the shop's list, the
// inspector's rows, folding the side panels, and the layer and panel
// images they are kept in between frames.
package chrome
