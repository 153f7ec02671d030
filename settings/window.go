package settings

import "math"

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

// FitWindow fits the kept window to the screen it opens on (screenW ×
// screenH points, 0 when not known, at scale device pixels a point):
// no side larger than the screen or than MaxWindowSide device pixels, no
// smaller than minW × minH, and a place from which it shows at least in
// part (keepPlace false: let the desktop place it). A window not kept
// (W or H 0) stays so: the caller's default size is used.
func FitWindow(s Settings, screenW, screenH int, scale float64, minW, minH int) (w Window, keepPlace bool) {
	if s.WindowW <= 0 || s.WindowH <= 0 {
		return Window{}, false
	}
	if scale < 1 || math.IsNaN(scale) || math.IsInf(scale, 0) {
		scale = 1
	}
	most := int(MaxWindowSide / scale)
	maxW, maxH := most, most
	if screenW > 0 && screenH > 0 {
		maxW, maxH = min(maxW, screenW), min(maxH, screenH)
	}
	w = Window{W: clampInt(s.WindowW, minW, max(minW, maxW)), H: clampInt(s.WindowH, minH, max(minH, maxH)), X: s.WindowX, Y: s.WindowY}
	// a window kept on a screen since unplugged would open out of sight
	const seen = 64
	keepPlace = screenW <= 0 || screenH <= 0 ||
		w.X+w.W >= seen && w.X <= screenW-seen && w.Y >= -seen/2 && w.Y <= screenH-seen
	return w, keepPlace
}

func clampInt(v, lo, hi int) int { return min(max(v, lo), hi) }
