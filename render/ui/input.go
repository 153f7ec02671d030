package ui

import (
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

// IsHeld reports whether k is down.
func (s InputState) IsHeld(k ebiten.Key) bool {
	for _, h := range s.Held {
		if h == k {
			return true
		}
	}
	return false
}

// Shift and Ctrl report the modifiers.
func (s InputState) Shift() bool {
	return s.IsHeld(ebiten.KeyShiftLeft) || s.IsHeld(ebiten.KeyShiftRight) || s.IsHeld(ebiten.KeyShift)
}

func (s InputState) Ctrl() bool {
	return s.IsHeld(ebiten.KeyControlLeft) || s.IsHeld(ebiten.KeyControlRight) || s.IsHeld(ebiten.KeyControl) || s.IsHeld(ebiten.KeyMetaLeft) || s.IsHeld(ebiten.KeyMetaRight)
}

// EbitenInput reads the real devices.
type EbitenInput struct {
	Keys []ebiten.Key
}

// Poll reads the mouse and keyboard.
func (e *EbitenInput) Poll() InputState {
	x, y := ebiten.CursorPosition()
	_, wy := ebiten.Wheel()
	st := InputState{X: x, Y: y, WheelY: wy, Close: ebiten.IsWindowBeingClosed(),
		Left:  ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Right: ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight)}
	e.Keys = inpututil.AppendJustPressedKeys(e.Keys[:0])
	st.Pressed = append([]ebiten.Key(nil), e.Keys...)
	st.Chars = ebiten.AppendInputChars(nil)
	e.Keys = inpututil.AppendPressedKeys(e.Keys[:0])
	st.Held = append([]ebiten.Key(nil), e.Keys...)
	return st
}
