package chrome

import "kandahar/render/board"

// Sight is the part of the map view where the map is seen, clear of the
// shop and the action bar.
func (c *Chrome) Sight() board.Sight {
	return board.Sight{Usable: c.UsableView(), Bar: c.ActionBar().H}
}
