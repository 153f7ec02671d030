package input

import (
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// Ctx is what the mouse and the keys are given: the game to ask and the
// options (Shared), the board under the camera, the chrome (its buttons,
// rows and messages), the pointer and its drag, a way to send an action,
// and the few answers only the shell has about what lies over the board.
type Ctx interface {
	Shared() *view.Shared
	Board() *board.Board
	Chrome() *chrome.Chrome
	Pointer() *board.Pointer
	// Do sends an action to the game, reporting whether it was taken.
	Do(act game.Action) bool
	// OverPanel reports a panel, a scene or the action bar over the map
	// at the screen point: the hex under it is not pointed at.
	OverPanel(x, y float64) bool
	// OnMagnifier reports the magnifier's picture at the screen point.
	OnMagnifier(x, y float64) bool
	// RuleLink takes a press on a rule number, which opens the
	// reference, reporting whether it did.
	RuleLink(x, y float64, down bool) bool
	// Frame is the frame's count, for the tooltips' delay.
	Frame() int
	// OpenStackMenu opens the menu of the stack in h at the screen point
	// at; keys chooses its first item at once.
	OpenStackMenu(h game.Hex, at ui.Pt, keys bool)
}

// Hand is the player's hand on the game: the context it acts through and
// what the keys have chosen.
type Hand struct {
	Ctx  Ctx
	Keys Keys
}
