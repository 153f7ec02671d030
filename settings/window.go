package settings

import (
	"fmt"
	"math"
	"strings"
)

// MaxWindowSide is the largest side of the window, in device pixels, that
// the game asks for. Ebitengine backs the window with a texture of that
// size, and a texture larger than the graphics driver allows panics
// ("atlas: image too big") on a goroutine no handler reaches: every
// start would end there. Drivers allow 16,384 (Mesa's llvmpipe, most
// GPUs) or more; 8,192 is what every Direct3D 10 class GPU must allow,
// and wider than any screen of 2026 at scale 1.
const MaxWindowSide = 8192

// Window is a window's size and place in screen points.
type Window struct{ W, H, X, Y int }

// The first window, before any is kept, is this many points at a UI
// scale of 1: room for the map and both panels.
const (
	FirstWindowW = 1280
	FirstWindowH = 800
)

// FitWindow sizes the window for the screen it opens on (screenW ×
// screenH points, 0 when not known, at scale device pixels a point).
//
// A kept window keeps its size and place, fitted: no side larger than the
// screen or than MaxWindowSide device pixels, no smaller than minW × minH,
// and a place from which it shows at least in part (keepPlace false: let
// the desktop place it).
//
// A first window grows with the UI scale, the part of the desktop's scale
// the window library does not apply itself (GDK_SCALE, say): at 2 the
// layout would otherwise have the room of a 640×400 window. It stays
// within nine tenths of the screen, so the desktop's bars and the
// window's frame still fit, and the desktop places it.
func FitWindow(s Settings, screenW, screenH int, scale float64, minW, minH int) (w Window, keepPlace bool) {
	first := s.WindowW <= 0 || s.WindowH <= 0
	if first {
		ui := s.UIScale
		if !(ui >= 1) {
			ui = 1
		}
		s.WindowW, s.WindowH = int(FirstWindowW*min(ui, 2)), int(FirstWindowH*min(ui, 2))
	}
	if scale < 1 || math.IsNaN(scale) || math.IsInf(scale, 0) {
		scale = 1
	}
	most := int(MaxWindowSide / scale)
	maxW, maxH := most, most
	if screenW > 0 && screenH > 0 {
		if first {
			screenW, screenH = screenW*9/10, screenH*9/10
		}
		maxW, maxH = min(maxW, screenW), min(maxH, screenH)
	}
	w = Window{W: clampInt(s.WindowW, minW, max(minW, maxW)), H: clampInt(s.WindowH, minH, max(minH, maxH)), X: s.WindowX, Y: s.WindowY}
	if first {
		return Window{W: w.W, H: w.H}, false
	}
	// a window kept on a screen since unplugged would open out of sight
	const seen = 64
	keepPlace = screenW <= 0 || screenH <= 0 ||
		w.X+w.W >= seen && w.X <= screenW-seen && w.Y >= -seen/2 && w.Y <= screenH-seen
	return w, keepPlace
}

func clampInt(v, lo, hi int) int { return min(max(v, lo), hi) }

// FitNotice says what FitWindow changed of the window s kept, for the
// window to say at start (the README promises it): a size the screen or
// the graphics cannot show, one smaller than the panels need, a place
// off the screen. It is "" when nothing kept was changed.
func FitNotice(s Settings, w Window, keepPlace bool) string {
	if s.WindowW <= 0 || s.WindowH <= 0 {
		return "" // no window kept: the first one
	}
	var said []string
	switch {
	case w.W < s.WindowW || w.H < s.WindowH:
		said = append(said, fmt.Sprintf("The window kept in your settings, %d × %d, is larger than this screen shows: it opens at %d × %d.", s.WindowW, s.WindowH, w.W, w.H))
	case w.W != s.WindowW || w.H != s.WindowH:
		said = append(said, fmt.Sprintf("The window kept in your settings, %d × %d, is smaller than the panels need: it opens at %d × %d.", s.WindowW, s.WindowH, w.W, w.H))
	}
	if !keepPlace {
		said = append(said, fmt.Sprintf("Its place kept at %d, %d is off this screen: the desktop places it.", s.WindowX, s.WindowY))
	}
	return strings.Join(said, " ")
}
