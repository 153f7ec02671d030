package render

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is where the client reads the player from: the real mouse and
// keyboard, or a scripted player in tests. One InputState is read per
// Update; the client turns it into intents and the intents into game
// actions.
type Input interface {
	Poll() InputState
}

// InputState is the mouse and keyboard in one frame, in screen pixels.
type InputState struct {
	X, Y   int
	Left   bool // left button held
	Right  bool // right button held
	WheelY float64
	// Chars are the characters typed this frame (the search field).
	Chars []rune
	// Pressed are the keys that went down this frame; Held are all keys
	// down now (for panning and modifiers).
	Pressed []ebiten.Key
	Held    []ebiten.Key
	// Close is set when the window is being closed (its close button, the
	// window manager); the client saves the game first (close.go).
	Close bool
}

func (s InputState) held(k ebiten.Key) bool {
	for _, h := range s.Held {
		if h == k {
			return true
		}
	}
	return false
}

// Shift and Ctrl report the modifiers.
func (s InputState) Shift() bool {
	return s.held(ebiten.KeyShiftLeft) || s.held(ebiten.KeyShiftRight) || s.held(ebiten.KeyShift)
}

func (s InputState) Ctrl() bool {
	return s.held(ebiten.KeyControlLeft) || s.held(ebiten.KeyControlRight) || s.held(ebiten.KeyControl) || s.held(ebiten.KeyMetaLeft) || s.held(ebiten.KeyMetaRight)
}

// EbitenInput reads the real devices.
type EbitenInput struct {
	keys []ebiten.Key
}

// Poll reads the mouse and keyboard.
func (e *EbitenInput) Poll() InputState {
	x, y := ebiten.CursorPosition()
	_, wy := ebiten.Wheel()
	st := InputState{X: x, Y: y, WheelY: wy, Close: ebiten.IsWindowBeingClosed(),
		Left:  ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Right: ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight)}
	e.keys = inpututil.AppendJustPressedKeys(e.keys[:0])
	st.Pressed = append([]ebiten.Key(nil), e.keys...)
	st.Chars = ebiten.AppendInputChars(nil)
	e.keys = inpututil.AppendPressedKeys(e.keys[:0])
	st.Held = append([]ebiten.Key(nil), e.keys...)
	return st
}

// ScriptedInput plays back frames pushed by a test: each Poll takes the
// next frame; when none is queued the last position and buttons repeat
// with no new key presses or wheel.
type ScriptedInput struct {
	mu    sync.Mutex
	queue []InputState
	last  InputState
}

// Push queues frames.
func (s *ScriptedInput) Push(frames ...InputState) {
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
func (s *ScriptedInput) Poll() InputState {
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
	s.Push(InputState{X: x, Y: y}, InputState{X: x, Y: y})
}

// Click presses and releases the left button at (x, y).
func (s *ScriptedInput) Click(x, y int) {
	s.Push(InputState{X: x, Y: y}, InputState{X: x, Y: y}, InputState{X: x, Y: y, Left: true}, InputState{X: x, Y: y, Left: true}, InputState{X: x, Y: y}, InputState{X: x, Y: y})
}

// Drag presses at one point, moves in steps to another and releases;
// shift holds Shift throughout (top piece only).
func (s *ScriptedInput) Drag(x0, y0, x1, y1 int, shift bool) {
	var held []ebiten.Key
	if shift {
		held = []ebiten.Key{ebiten.KeyShiftLeft}
	}
	s.Push(InputState{X: x0, Y: y0, Held: held}, InputState{X: x0, Y: y0, Left: true, Held: held})
	const steps = 12
	for i := 1; i <= steps; i++ {
		x := x0 + (x1-x0)*i/steps
		y := y0 + (y1-y0)*i/steps
		s.Push(InputState{X: x, Y: y, Left: true, Held: held})
	}
	s.Push(InputState{X: x1, Y: y1, Left: true, Held: held}, InputState{X: x1, Y: y1, Left: true, Held: held},
		InputState{X: x1, Y: y1}, InputState{X: x1, Y: y1})
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
	s.Push(InputState{X: x, Y: y, Pressed: []ebiten.Key{k}, Held: held}, InputState{X: x, Y: y})
}

// DragCancelled starts a drag from one point to another and clicks the
// right button there before letting go.
func (s *ScriptedInput) DragCancelled(x0, y0, x1, y1 int) {
	s.Push(InputState{X: x0, Y: y0}, InputState{X: x0, Y: y0, Left: true})
	for i := 1; i <= 8; i++ {
		s.Push(InputState{X: x0 + (x1-x0)*i/8, Y: y0 + (y1-y0)*i/8, Left: true})
	}
	s.Push(InputState{X: x1, Y: y1, Left: true, Right: true}, InputState{X: x1, Y: y1, Left: true},
		InputState{X: x1, Y: y1}, InputState{X: x1, Y: y1})
}

// CloseWindow closes the window, as its close button does.
func (s *ScriptedInput) CloseWindow() {
	s.Push(InputState{Close: true})
}

// Wheel scrolls at (x, y).
func (s *ScriptedInput) Wheel(x, y int, dy float64) {
	s.Push(InputState{X: x, Y: y, WheelY: dy}, InputState{X: x, Y: y})
}
