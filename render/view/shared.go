package view

import (
	"math"

	"kandahar/game"
	"kandahar/render/ui"
)

// Shared is what every part reads: the game and the game as shown, the
// options, the window's size and the scale of text and controls. Every
// part of the window holds the same one.
type Shared struct {
	G     *game.Game
	Rules *game.Rules
	In    ui.Input
	Opt   Options

	U       *ui.UI
	Scale   float64
	W, H    int
	MapView ui.Rect // the map viewport: the window less the panels around it

	// playback of the game system's events, and the game as shown
	Anim    Animator
	Version int // bumped whenever the game or its playback changes
}

// Shown is the game as the player has been shown it: while events play,
// as the last one played left it; otherwise the live game. Everything
// drawn reads it, so nothing a die decides shows before that die lands.
func (s *Shared) Shown() *game.State {
	if s.Anim.Shown != nil {
		return s.Anim.Shown
	}
	return s.G.State
}

// ShownHex is where a piece is drawn now, and whether it is drawn at all
// (a piece the current animation carries is drawn by the animation).
func (s *Shared) ShownHex(id game.PieceID) (game.Hex, bool) {
	p := s.Shown().P(id)
	if p.Place != game.OnMap {
		return game.NoHex, false
	}
	return p.Hex, true
}

// PulseWave is a pulse between 0 and 1 at time t; with reduced motion a
// steady 1.
func (s *Shared) PulseWave(t float64) float64 {
	if s.Opt.ReduceMotion {
		return 1
	}
	return 0.5 + 0.5*math.Sin(t)
}

// Stepped is how far along a path of n legs a piece is drawn at fraction
// f: smoothly, or with reduced motion in whole hexes.
func (s *Shared) Stepped(f float64, n int) float64 {
	if !s.Opt.ReduceMotion || n <= 0 || f >= 1 {
		return f
	}
	return math.Floor(math.Max(f, 0)*float64(n)) / float64(n)
}
