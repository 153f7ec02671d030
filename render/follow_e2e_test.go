package render

import (
	"testing"

	"kandahar/game"
)

// The camera during the game system's events (issue 13): an event out of
// sight brings the camera to it, on the map, not past its edge; when the
// events are done it returns to where the player was, unless the player
// moved it meanwhile.
func TestCameraFollowsAndComesBack(t *testing.T) {
	rules := shippedRules(t)
	d := newGameDriver(t, 4)
	corner := game.Hex{Col: rules.Board.Cols, Row: rules.Board.Rows} // the far corner
	d.on(func(a *App) {
		a.board.cam.zoom = 1.2 * a.Scale
		a.centerOn(game.Hex{Col: 3, Row: 3})
		a.keepMapInView()
		home := a.board.cam
		a.board.followStart()
		a.reveal(game.Hex{Col: 3, Row: 4}) // in sight: no move
		if a.board.cam != home {
			t.Errorf("an event in sight moved the camera")
		}
		a.reveal(corner)
		if a.board.cam == home {
			t.Fatalf("an event out of sight did not move the camera")
		}
		// the view is on the map: its far corner is no farther than the map's
		mw, mh := a.board.lay.Size()
		if a.board.cam.ox+a.MapView.W/a.board.cam.zoom > mw+1 || a.board.cam.oy+(a.MapView.H-a.chrome.actionBar().H)/a.board.cam.zoom > mh+1 || a.board.cam.ox < -1 || a.board.cam.oy < -1 {
			t.Errorf("the camera went past the map's edge: %+v (map %.0f×%.0f)", a.board.cam, mw, mh)
		}
		a.followEnd()
		if a.board.cam != home {
			t.Errorf("the camera did not come back: %+v, was %+v", a.board.cam, home)
		}
		// moved by the player meanwhile: it stays
		a.board.followStart()
		a.reveal(corner)
		a.board.cam.ox += 10
		moved := a.board.cam
		a.followEnd()
		if a.board.cam != moved {
			t.Errorf("the camera the player moved was taken back")
		}
	})
}
