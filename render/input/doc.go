// Package input turns the player's gestures into questions to the rules,
// and their answers into intents: a press, a drag, a drop and a click of
// the mouse, the wheel, and the keys' hex cursor, M, P, O, Enter, E, Tab
// and the number keys. Mouse and keys ask the same questions by the same
// paths (PointAt, StartDrag, DropPickup, SpreadOpen), so one gesture means
// the same whichever way it is made. What the rules answer is theirs
// (game's PickUp, DropAt, PointAt); this package decides no rule.
//
// It is given answers, never a part (Ctx): the rules' answers, what the
// board and the chrome show where, the frame's values, and what lies over
// the board. It keeps its own state (Hand: the keys' cursor, pick and
// focus; the pointer's press, drag and pan) and returns everything else
// it wants done as values (Intent: Act, Pan, Zoom, Hover, Say, Press,
// OpenSpread, StackMenu…), which the shell applies by calling the part
// that owns what changes. It never sees the shell.
package input
