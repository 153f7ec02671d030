// Package scenestest is a scene's context without a window, for the
// scenes' tests: a window of a given size, the stack, and the frame's
// input as the test hands it in.
package scenestest

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// Ctx is a scenes.Context whose frames the test plays.
type Ctx struct {
	Win       scenes.Window
	Now, Last ui.InputState
	Scenes    scenes.Stack
}

// New is a context for a window of 1280 by 800 at 100 %, its map the
// window less 300 px panels on the left and right and bars at the top
// and the foot.
func New() *Ctx {
	return &Ctx{Win: scenes.Window{U: ui.NewUI(1), Scale: 1, W: 1280, H: 800, MapView: ui.Rect{X: 300, Y: 60, W: 680, H: 680}}}
}

func (c *Ctx) Window() scenes.Window { return c.Win }
func (c *Ctx) Cur() ui.InputState    { return c.Now }
func (c *Ctx) Prev() ui.InputState   { return c.Last }
func (c *Ctx) Stack() *scenes.Stack  { return &c.Scenes }

// Frame hands in to the stack as the next frame's input, as the shell
// does, and reports whether a scene kept it from the board.
func (c *Ctx) Frame(in ui.InputState) bool {
	c.Last, c.Now = c.Now, in
	return scenes.Input(c, in)
}

// Press is a frame in which the keys went down.
func (c *Ctx) Press(keys ...ebiten.Key) bool {
	return c.Frame(ui.InputState{X: c.Now.X, Y: c.Now.Y, Pressed: keys})
}

// Type is a frame in which the player typed s.
func (c *Ctx) Type(s string) bool {
	return c.Frame(ui.InputState{X: c.Now.X, Y: c.Now.Y, Chars: []rune(s)})
}

// Click presses and releases the left button at r's middle, a frame
// each.
func (c *Ctx) Click(r ui.Rect) {
	x, y := int(r.X+r.W/2), int(r.Y+r.H/2)
	c.Frame(ui.InputState{X: x, Y: y, Left: true})
	c.Frame(ui.InputState{X: x, Y: y})
}

// Draw draws the stack's elements and covers onto a window-sized image
// offscreen, as the shell's frame does; it needs no display.
func (c *Ctx) Draw() *ebiten.Image {
	screen := ebiten.NewImage(c.Win.W, c.Win.H)
	mv := screen
	for _, e := range scenes.Elems(c, mv, screen) {
		e.Draw()
	}
	scenes.Covers(c, screen)
	return screen
}

// Texts draws the stack as Draw does and returns the texts drawn, in
// the order they were drawn, with their boxes.
func (c *Ctx) Texts() []Text {
	w := &Watch{}
	c.Win.U.Watch = w
	defer func() { c.Win.U.Watch = nil }()
	c.Draw()
	return w.Got
}

// Text is a text drawn: its words, size and box on the screen.
type Text struct {
	S    string
	Size float64
	Box  ui.Rect
}

// Watch is a ui.TextWatcher that keeps the texts drawn.
type Watch struct{ Got []Text }

func (w *Watch) Drawn(s string, size float64, box ui.Rect) { w.Got = append(w.Got, Text{s, size, box}) }

// Words are the words of texts, in order.
func Words(texts []Text) []string {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = t.S
	}
	return out
}
