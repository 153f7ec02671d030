package ui

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// A list longer than its room scrolls a whole row at a time: by the
// wheel, a notch a row (a touchpad's fractions add up to one), and by a
// scroll bar whose thumb is dragged or whose track is pressed. It says in
// words what it hides, so that the rows out of sight are never a secret.

// Scroll is a list's scrolling: its first row in sight, the wheel's turn
// not yet a whole row, and its bar's thumb being dragged.
type Scroll struct {
	First   int
	Wheel   float64
	Drag    bool
	DragOff float64 // where on the thumb it was caught
}

// Clamp keeps the first row within a list of n rows, fit in sight, and
// returns it.
func (s *Scroll) Clamp(n, fit int) int {
	s.First = max(0, min(s.First, n-max(1, fit)))
	return s.First
}

// Turn scrolls by the wheel's dy (up is positive, as Ebitengine gives
// it); it reports whether the first row changed.
func (s *Scroll) Turn(dy float64, n, fit int) bool {
	s.Wheel += dy
	k := int(s.Wheel) // toward zero: the rest waits for more
	s.Wheel -= float64(k)
	was := s.First
	s.First -= k
	return s.Clamp(n, fit) != was
}

// ScrollThumb is the thumb on the track of a list of n rows, fit in sight
// from first; ok is false when every row is in sight.
func ScrollThumb(track Rect, n, fit, first int, minH float64) (thumb Rect, ok bool) {
	if n <= fit || fit < 1 {
		return Rect{}, false
	}
	h := max(minH, track.H*float64(fit)/float64(n))
	y := track.Y + (track.H-h)*float64(first)/float64(n-fit)
	return Rect{X: track.X, Y: y, W: track.W, H: h}, true
}

// BarInput drags the thumb, or brings it to a press on the track: in is
// the frame's input, wasDown the left button the frame before. It reports
// whether it took the input.
func (s *Scroll) BarInput(track Rect, n, fit int, minH float64, in InputState, wasDown bool) bool {
	thumb, ok := ScrollThumb(track, n, fit, s.Clamp(n, fit), minH)
	if !ok {
		s.Drag = false
		return false
	}
	x, y := float64(in.X), float64(in.Y)
	down := in.Left && !wasDown
	switch {
	case down && thumb.In(x, y):
		s.Drag, s.DragOff = true, y-thumb.Y
	case down && track.In(x, y):
		s.Drag, s.DragOff = true, thumb.H/2 // the thumb comes to the pointer
	case s.Drag && !in.Left:
		s.Drag = false
		return true
	}
	if !s.Drag {
		return false
	}
	if span := track.H - thumb.H; span > 0 {
		f := (y - s.DragOff - track.Y) / span
		s.First = int(f*float64(n-fit) + 0.5)
		s.Clamp(n, fit)
	}
	return true
}

// DrawScrollBar draws a scroll bar's track and thumb, the thumb with grip
// lines so that it reads as a handle without telling colours apart.
func DrawScrollBar(dst *ebiten.Image, track, thumb Rect, scale float64) {
	FillRect(dst, track, Paper2)
	StrokeRect(dst, track, 1*scale, Muted)
	FillRect(dst, thumb, Ink)
	for i := -1; i <= 1; i++ {
		y := thumb.Y + thumb.H/2 + float64(i)*4*scale
		FillRect(dst, Rect{X: thumb.X + 3*scale, Y: y, W: thumb.W - 6*scale, H: 1 * scale}, Paper)
	}
}

// Hidden says what a list of n rows, fit in sight from first, hides:
// "2 above · 3 more below"; "" when it hides nothing.
func Hidden(first, fit, n int) string {
	var parts []string
	if first > 0 {
		parts = append(parts, fmt.Sprintf("%d above", first))
	}
	if below := n - first - fit; below > 0 {
		parts = append(parts, fmt.Sprintf("%d more below", below))
	}
	return strings.Join(parts, " · ")
}
