package render

import (
	"math"

	"kandahar/game"
)

func (a *App) fit() {
	mw, mh := a.board.Lay.Size()
	// the action bar lies over the foot of the map view: fit above it, so
	// that every hex shows
	h := a.MapView.H - a.chrome.ActionBar().H
	z := math.Min(a.MapView.W/mw, h/mh)
	a.board.Cam.Zoom = z
	a.board.Cam.Ox = mw/2 - a.MapView.W/2/z
	a.board.Cam.Oy = mh/2 - h/2/z
}

// centerOn puts a hex in the middle of the part of the map view in sight.
func (a *App) centerOn(h game.Hex) {
	c := a.board.Lay.Center(h)
	u := a.chrome.UsableView()
	a.board.Cam.Ox = c.X - (u.X-a.MapView.X+u.W/2)/a.board.Cam.Zoom
	a.board.Cam.Oy = c.Y - a.MapView.H/2/a.board.Cam.Zoom
}

// HexScreen is a hex centre in screen pixels (tests aim with it).
func (a *App) HexScreen(h game.Hex) (int, int) {
	p := a.board.ToScreen(a.board.Lay.Center(h))
	return int(p.X), int(p.Y)
}

// reveal pans the map so a hex the game system acts on is in sight.
func (a *App) reveal(h game.Hex) {
	if h == game.NoHex || !a.Rules.Board.Contains(h) {
		return
	}
	p := a.board.ToScreen(a.board.Lay.Center(h))
	m := 80 * a.Scale
	u := a.chrome.UsableView()
	if p.X > u.X+m && p.X < u.X+u.W-m && p.Y > u.Y+m && p.Y < u.Y+u.H-m {
		return
	}
	a.centerOn(h)
	a.keepMapInView()
	a.board.Follow.Away, a.board.Follow.Moved = true, a.board.Cam
}

// followEnd is called when the last event of a batch has played: the
// camera goes home if only the events moved it, or to the question the
// player must now answer.
func (a *App) followEnd() {
	if p := a.G.State.Pending; p != nil && p.Hex != game.NoHex {
		a.reveal(p.Hex)
		return
	}
	if a.board.Follow.Away && a.board.Cam == a.board.Follow.Moved {
		a.board.Cam = a.board.Follow.Home
	}
	a.board.Follow.Away = false
}

// keepMapInView pans no farther than the map's edges: where the map is
// wider than the view, the view stays on it; where narrower, it is
// centred.
func (a *App) keepMapInView() {
	mw, mh := a.board.Lay.Size()
	vw, vh := a.MapView.W/a.board.Cam.Zoom, (a.MapView.H-a.chrome.ActionBar().H)/a.board.Cam.Zoom
	clamp := func(o, size, view float64) float64 {
		if size <= view {
			return (size - view) / 2
		}
		return min(max(o, 0), size-view)
	}
	a.board.Cam.Ox = clamp(a.board.Cam.Ox, mw, vw)
	a.board.Cam.Oy = clamp(a.board.Cam.Oy, mh, vh)
}

// animStage is the window as the animator tells it what plays: the
// camera follows the events, the log writes each once it has landed.
type animStage struct{ a *App }

func (s animStage) PlayStart() { s.a.board.FollowStart() }

func (s animStage) PlayEnd() { s.a.followEnd() }

func (s animStage) EventStart(h game.Hex) { s.a.reveal(h) }

func (s animStage) Landed(e game.Event) { s.a.chrome.LogLine(e) }

func (s animStage) Changed() { s.a.Version++ }

func (s animStage) ReducedMotion() bool { return s.a.Opt.ReduceMotion }
