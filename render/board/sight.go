package board

import (
	"math"

	"kandahar/game"
	"kandahar/render/ui"
)

// Sight is the part of the map view where the map is seen: the view less
// the shop at its right (Usable) and the action bar over its foot (Bar,
// its height). The chrome knows them (chrome.Chrome.Sight); the camera
// keeps the map, and the hexes it shows, in sight.
type Sight struct {
	Usable ui.Rect
	Bar    float64
}

// Fit shows the whole map, above the action bar, so that every hex shows.
func (b *Board) Fit(sg Sight) {
	mw, mh := b.Lay.Size()
	h := b.MapView.H - sg.Bar
	z := math.Min(b.MapView.W/mw, h/mh)
	b.Cam.Zoom = z
	b.Cam.Ox = mw/2 - b.MapView.W/2/z
	b.Cam.Oy = mh/2 - h/2/z
}

// CenterOn puts a hex in the middle of the part of the map view in sight.
func (b *Board) CenterOn(h game.Hex, sg Sight) {
	c := b.Lay.Center(h)
	u := sg.Usable
	b.Cam.Ox = c.X - (u.X-b.MapView.X+u.W/2)/b.Cam.Zoom
	b.Cam.Oy = c.Y - b.MapView.H/2/b.Cam.Zoom
}

// HexScreen is a hex centre in screen pixels.
func (b *Board) HexScreen(h game.Hex) (int, int) {
	p := b.ToScreen(b.Lay.Center(h))
	return int(p.X), int(p.Y)
}

// Reveal pans the map so a hex the game system acts on is in sight.
func (b *Board) Reveal(h game.Hex, sg Sight) {
	if h == game.NoHex || !b.Rules.Board.Contains(h) {
		return
	}
	p := b.ToScreen(b.Lay.Center(h))
	m := 80 * b.Scale
	u := sg.Usable
	if p.X > u.X+m && p.X < u.X+u.W-m && p.Y > u.Y+m && p.Y < u.Y+u.H-m {
		return
	}
	b.CenterOn(h, sg)
	b.KeepMapInView(sg)
	b.Follow.Away, b.Follow.Moved = true, b.Cam
}

// FollowEnd is called when the last event of a batch has played: the
// camera goes home if only the events moved it, or to the question the
// player must now answer.
func (b *Board) FollowEnd(sg Sight) {
	if p := b.G.State.Pending; p != nil && p.Hex != game.NoHex {
		b.Reveal(p.Hex, sg)
		return
	}
	if b.Follow.Away && b.Cam == b.Follow.Moved {
		b.Cam = b.Follow.Home
	}
	b.Follow.Away = false
}

// KeepMapInView pans no farther than the map's edges: where the map is
// wider than the view, the view stays on it; where narrower, it is
// centred.
func (b *Board) KeepMapInView(sg Sight) {
	mw, mh := b.Lay.Size()
	vw, vh := b.MapView.W/b.Cam.Zoom, (b.MapView.H-sg.Bar)/b.Cam.Zoom
	clamp := func(o, size, view float64) float64 {
		if size <= view {
			return (size - view) / 2
		}
		return min(max(o, 0), size-view)
	}
	b.Cam.Ox = clamp(b.Cam.Ox, mw, vw)
	b.Cam.Oy = clamp(b.Cam.Oy, mh, vh)
}
