package render

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// ScriptedInput plays back frames pushed by a test: each Poll takes the
// next frame; when none is queued the last position and buttons repeat
// with no new key presses or wheel.
type ScriptedInput struct {
	mu    sync.Mutex
	queue []ui.InputState
	last  ui.InputState
}

// Push queues frames.
func (s *ScriptedInput) Push(frames ...ui.InputState) {
	s.mu.Lock()
	s.queue = append(s.queue, frames...)
	s.mu.Unlock()
}

// Pending counts the frames not yet played.
func (s *ScriptedInput) Pending() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.queue)
}

// Poll takes the next frame.
func (s *ScriptedInput) Poll() ui.InputState {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.queue) == 0 {
		st := s.last
		st.Pressed, st.Chars, st.WheelY, st.Close = nil, nil, 0, false
		return st
	}
	st := s.queue[0]
	s.queue = s.queue[1:]
	s.last = st
	return st
}

// Scripted gestures, each a few frames long.

// MoveTo hovers at (x, y).
func (s *ScriptedInput) MoveTo(x, y int) {
	s.Push(ui.InputState{X: x, Y: y}, ui.InputState{X: x, Y: y})
}

// Click presses and releases the left button at (x, y).
func (s *ScriptedInput) Click(x, y int) {
	s.Push(ui.InputState{X: x, Y: y}, ui.InputState{X: x, Y: y}, ui.InputState{X: x, Y: y, Left: true}, ui.InputState{X: x, Y: y, Left: true}, ui.InputState{X: x, Y: y}, ui.InputState{X: x, Y: y})
}

// Drag presses at one point, moves in steps to another and releases;
// shift holds Shift throughout (top piece only).
func (s *ScriptedInput) Drag(x0, y0, x1, y1 int, shift bool) {
	var held []ebiten.Key
	if shift {
		held = []ebiten.Key{ebiten.KeyShiftLeft}
	}
	s.Push(ui.InputState{X: x0, Y: y0, Held: held}, ui.InputState{X: x0, Y: y0, Left: true, Held: held})
	const steps = 12
	for i := 1; i <= steps; i++ {
		x := x0 + (x1-x0)*i/steps
		y := y0 + (y1-y0)*i/steps
		s.Push(ui.InputState{X: x, Y: y, Left: true, Held: held})
	}
	s.Push(ui.InputState{X: x1, Y: y1, Left: true, Held: held}, ui.InputState{X: x1, Y: y1, Left: true, Held: held},
		ui.InputState{X: x1, Y: y1}, ui.InputState{X: x1, Y: y1})
}

// Key presses a key (with optional held modifiers) for one frame.
func (s *ScriptedInput) Key(k ebiten.Key, mods ...ebiten.Key) {
	s.mu.Lock()
	x, y := s.last.X, s.last.Y
	if n := len(s.queue); n > 0 {
		x, y = s.queue[n-1].X, s.queue[n-1].Y
	}
	s.mu.Unlock()
	held := append([]ebiten.Key{k}, mods...)
	s.Push(ui.InputState{X: x, Y: y, Pressed: []ebiten.Key{k}, Held: held}, ui.InputState{X: x, Y: y})
}

// DragCancelled starts a drag from one point to another and clicks the
// right button there before letting go.
func (s *ScriptedInput) DragCancelled(x0, y0, x1, y1 int) {
	s.Push(ui.InputState{X: x0, Y: y0}, ui.InputState{X: x0, Y: y0, Left: true})
	for i := 1; i <= 8; i++ {
		s.Push(ui.InputState{X: x0 + (x1-x0)*i/8, Y: y0 + (y1-y0)*i/8, Left: true})
	}
	s.Push(ui.InputState{X: x1, Y: y1, Left: true, Right: true}, ui.InputState{X: x1, Y: y1, Left: true},
		ui.InputState{X: x1, Y: y1}, ui.InputState{X: x1, Y: y1})
}

// CloseWindow closes the window, as its close button does.
func (s *ScriptedInput) CloseWindow() {
	s.Push(ui.InputState{Close: true})
}

// Wheel scrolls at (x, y).
func (s *ScriptedInput) Wheel(x, y int, dy float64) {
	s.Push(ui.InputState{X: x, Y: y, WheelY: dy}, ui.InputState{X: x, Y: y})
}

// Type queues the characters of a text as typed, one a frame (tests).
func (s *ScriptedInput) Type(text string) {
	s.mu.Lock()
	x, y := s.last.X, s.last.Y
	if n := len(s.queue); n > 0 {
		x, y = s.queue[n-1].X, s.queue[n-1].Y
	}
	s.mu.Unlock()
	for _, c := range text {
		s.Push(ui.InputState{X: x, Y: y, Chars: []rune{c}}, ui.InputState{X: x, Y: y})
	}
}
