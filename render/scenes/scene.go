// Package scenes is the stack of the parts of the window drawn over the
// board, and what every scene is given (Context). The scenes themselves
// are packages of their own below it: help, reference, coach, menus,
// dialog, hint, mapcues and stackmenu; each is given, besides the
// Context, a view of its own package's making (getters that return
// values, funcs to act), never a part of the window whole.
//
// The stack follows Ebitengine's examples/blocks scene manager: the
// topmost scene takes the frame's input first and may keep it from those
// under it, Escape goes to the top scene and closes it when it can, and
// they are drawn bottom to top over the board and the panels. At the
// bottom lie the scenes that are always there and show only when they
// have something to show (the magnifier, the hint, the coach); the help,
// the rules reference and the menus are pushed when opened and popped
// when closed.
package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// Context is what every scene is given: the window as the shell lays it
// out this frame, the input of this frame (where the pointer is, for
// drawing) and of the frame before (to tell a press from a held button),
// and the stack, to close itself or open another. A scene that draws
// from the game or acts on it is given, besides, a view of its own
// package's making: getters that return values, and funcs to act.
type Context interface {
	Window() Window
	Cur() ui.InputState
	Prev() ui.InputState
	Stack() *Stack
}

// Window is the window as the shell has laid it out: its size, the scale
// of text and controls, the map's viewport and the text it writes with.
type Window struct {
	U       *ui.UI
	Scale   float64
	W, H    int
	MapView ui.Rect // the window less the panels around the map
}

// Scene is a part of the window over the board.
type Scene interface {
	// Name is the scene's name for tests and tools ("help", "reference").
	Name() string
	// Update takes the frame's input and reports whether it kept it from
	// the scenes under it and the board.
	Update(c Context, in ui.InputState) bool
	// Escape answers Escape when the scene is on top.
	Escape(c Context) Esc
	// Elems are its parts of the frame over the layers, in drawing order.
	Elems(c Context, mv, screen *ebiten.Image) []ui.Elem
	// Cover draws it over the whole window, after every element; a scene
	// that covers has the frame drawn whole.
	Cover(c Context, screen *ebiten.Image) bool
	// Animates reports that it needs frames while the player does
	// nothing: a job under way, a bar filling.
	Animates(c Context) bool
}

// Esc is what a scene on top does with Escape.
type Esc int

const (
	EscPass Esc = iota // not for it: the board's keys have it
	EscStay            // taken, but the scene stays (the resume offer)
	EscPop             // the scene closes
)

// Standing is what a scene that is always on the stack does by default:
// no input of its own, Escape passes, nothing over the whole window.
type Standing struct{}

func (Standing) Update(Context, ui.InputState) bool                    { return false }
func (Standing) Escape(Context) Esc                                    { return EscPass }
func (Standing) Cover(Context, *ebiten.Image) bool                     { return false }
func (Standing) Animates(Context) bool                                 { return false }
func (Standing) Elems(Context, *ebiten.Image, *ebiten.Image) []ui.Elem { return nil }

// Stack is the scenes over the board, the bottom one first.
type Stack []Scene

// Push puts a scene on top (taking it from lower down if it was there).
func (s *Stack) Push(sc Scene) {
	s.Remove(sc.Name())
	*s = append(*s, sc)
}

// Remove takes the named scene off the stack, wherever it lies.
func (s *Stack) Remove(name string) {
	*s = slices.DeleteFunc(*s, func(sc Scene) bool { return sc.Name() == name })
}

// IsUp reports whether the named scene is on the stack.
func (s Stack) IsUp(name string) bool {
	return slices.ContainsFunc(s, func(sc Scene) bool { return sc.Name() == name })
}

// Top is the name of the scene on top, or "".
func (s Stack) Top() string {
	if len(s) == 0 {
		return ""
	}
	return s[len(s)-1].Name()
}

// Input hands the frame's input to the scenes from the top down, Escape
// to the top one only; it reports whether a scene kept the input from
// the board.
func Input(c Context, in ui.InputState) bool {
	s := c.Stack()
	if len(*s) == 0 {
		return false
	}
	top := (*s)[len(*s)-1]
	if slices.Contains(in.Pressed, ebiten.KeyEscape) {
		switch top.Escape(c) {
		case EscPop:
			s.Remove(top.Name())
			return true
		case EscStay:
			return true
		}
	}
	for i := len(*s) - 1; i >= 0; i-- {
		if (*s)[i].Update(c, in) {
			return true
		}
	}
	return false
}

// Elems are the scenes' parts of the frame, bottom to top.
func Elems(c Context, mv, screen *ebiten.Image) []ui.Elem {
	var els []ui.Elem
	for _, sc := range *c.Stack() {
		els = append(els, sc.Elems(c, mv, screen)...)
	}
	return els
}

// Covers draws the scenes over the whole window, bottom to top, and
// reports whether any did.
func Covers(c Context, screen *ebiten.Image) bool {
	drew := false
	for _, sc := range *c.Stack() {
		if sc.Cover(c, screen) {
			drew = true
		}
	}
	return drew
}

// Animates reports a scene that needs frames by itself.
func Animates(c Context) bool {
	return slices.ContainsFunc(*c.Stack(), func(sc Scene) bool { return sc.Animates(c) })
}
