package render

import "kandahar/game"

// The camera while the game system plays (issue 13): it goes to an event
// only when the event happens out of sight, keeps the map on the screen,
// and comes back to where the player left it once the events are done,
// unless the player has moved it meanwhile or a question waits elsewhere.
type follow struct {
	home  camera // where the player left the camera
	moved camera // where the last event put it
	away  bool   // an event moved it in this batch
}

// followStart is called as a batch of events begins.
func (b *board) followStart() { b.follow = follow{home: b.cam} }

// reveal pans the map so a hex the game system acts on is in sight.
func (a *App) reveal(h game.Hex) {
	if h == game.NoHex || !a.Rules.Board.Contains(h) {
		return
	}
	p := a.board.toScreen(a.board.lay.Center(h))
	m := 80 * a.Scale
	u := a.chrome.usableView()
	if p.X > u.X+m && p.X < u.X+u.W-m && p.Y > u.Y+m && p.Y < u.Y+u.H-m {
		return
	}
	a.centerOn(h)
	a.keepMapInView()
	a.board.follow.away, a.board.follow.moved = true, a.board.cam
}

// followEnd is called when the last event of a batch has played: the
// camera goes home if only the events moved it, or to the question the
// player must now answer.
func (a *App) followEnd() {
	if p := a.G.State.Pending; p != nil && p.Hex != game.NoHex {
		a.reveal(p.Hex)
		return
	}
	if a.board.follow.away && a.board.cam == a.board.follow.moved {
		a.board.cam = a.board.follow.home
	}
	a.board.follow.away = false
}

// keepMapInView pans no farther than the map's edges: where the map is
// wider than the view, the view stays on it; where narrower, it is
// centred.
func (a *App) keepMapInView() {
	mw, mh := a.board.lay.Size()
	vw, vh := a.MapView.W/a.board.cam.zoom, (a.MapView.H-a.chrome.actionBar().H)/a.board.cam.zoom
	clamp := func(o, size, view float64) float64 {
		if size <= view {
			return (size - view) / 2
		}
		return min(max(o, 0), size-view)
	}
	a.board.cam.ox = clamp(a.board.cam.ox, mw, vw)
	a.board.cam.oy = clamp(a.board.cam.oy, mh, vh)
}

// animStage is the window as the animator tells it what plays: the
// camera follows the events, the log writes each once it has landed.
type animStage struct{ a *App }

func (s animStage) PlayStart()            { s.a.board.followStart() }
func (s animStage) PlayEnd()              { s.a.followEnd() }
func (s animStage) EventStart(h game.Hex) { s.a.reveal(h) }
func (s animStage) Landed(e game.Event)   { s.a.chrome.logLine(e) }
func (s animStage) Changed()              { s.a.Version++ }
func (s animStage) ReducedMotion() bool   { return s.a.Opt.ReduceMotion }
