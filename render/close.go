package render

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Closing the window (its close button, the window manager, Ctrl+Q) never
// loses a move: the game as it stands is saved first through
// Options.OnClose (main: an autosave), and the client quits only when that
// worked. If it failed, the player is told and a second close quits
// anyway.

// closeWindow saves the game and quits, or says why it cannot and stays.
func (a *App) closeWindow() error {
	if a.Opt.OnClose != nil && !a.shell.closeFailed {
		if _, err := a.Opt.OnClose(a.G); err != nil {
			a.shell.closeFailed = true
			a.chrome.Say("Your game could not be saved before closing: "+err.Error()+". Save it with Ctrl+S, or close again to quit without saving.", true)
			return nil
		}
	}
	return ebiten.Termination
}
