// Package input turns the player's gestures into questions to the rules:
// a press, a drag, a drop and a click of the mouse, and the keys' hex
// cursor, M, P, Enter, E and Tab. Mouse and keys ask the same questions
// by the same paths (PointAt, StartDrag, DropPickup, SpreadOpen), so one
// gesture means the same whichever way it is made. What the rules answer
// is theirs (game's PickUp, DropAt, PointAt); this package decides no rule.
//
// It is given a narrow context (Ctx): the shared state, the board, the
// chrome, the pointer, a way to send an action, and what the scenes over
// the board answer about where they lie. It never sees the shell.
package input
