package board

// The camera while the game system plays: it goes to an event
// only when the event happens out of sight, keeps the map on the screen,
// and comes back to where the player left it once the events are done,
// unless the player has moved it meanwhile or a question waits elsewhere.
type Follow struct {
	Home  Camera // where the player left the camera
	Moved Camera // where the last event put it
	Away  bool   // an event moved it in this batch
}

// FollowStart is called as a batch of events begins.
func (b *Board) FollowStart() { b.Follow = Follow{Home: b.Cam} }
