package render

import (
	"testing"

	"kandahar/game"
)

// The camera during the game system's events: an event out of
// sight brings the camera to it, on the map, not past its edge; when the
// events are done it returns to where the player was, unless the player
// moved it meanwhile.
func TestCameraFollowsAndComesBack(t *testing.T) {
	rules := shippedRules(t)
	d := newGameDriver(t, 4)
	corner := game.Hex{Col: rules.Board.Cols, Row: rules.Board.Rows} // the far corner
	d.on(func(a *App) {
		a.board.Cam.Zoom = 1.2 * a.Scale
		a.board.CenterOn(game.Hex{Col: 3, Row: 3}, a.chrome.Sight())
		a.board.KeepMapInView(a.chrome.Sight())
		home := a.board.Cam
		a.board.FollowStart()
		a.board.Reveal(game.Hex{Col: 3, Row: 4}, a.chrome.Sight()) // in sight: no move
		if a.board.Cam != home {
			t.Errorf("an event in sight moved the camera")
		}
		a.board.Reveal(corner, a.chrome.Sight())
		if a.board.Cam == home {
			t.Fatalf("an event out of sight did not move the camera")
		}
		// the view is on the map: its far corner is no farther than the map's
		mw, mh := a.board.Lay.Size()
		if a.board.Cam.Ox+a.MapView.W/a.board.Cam.Zoom > mw+1 || a.board.Cam.Oy+(a.MapView.H-a.chrome.ActionBar().H)/a.board.Cam.Zoom > mh+1 || a.board.Cam.Ox < -1 || a.board.Cam.Oy < -1 {
			t.Errorf("the camera went past the map's edge: %+v (map %.0f×%.0f)", a.board.Cam, mw, mh)
		}
		a.board.FollowEnd(a.chrome.Sight())
		if a.board.Cam != home {
			t.Errorf("the camera did not come back: %+v, was %+v", a.board.Cam, home)
		}
		// moved by the player meanwhile: it stays
		a.board.FollowStart()
		a.board.Reveal(corner, a.chrome.Sight())
		a.board.Cam.Ox += 10
		moved := a.board.Cam
		a.board.FollowEnd(a.chrome.Sight())
		if a.board.Cam != moved {
			t.Errorf("the camera the player moved was taken back")
		}
	})
}
