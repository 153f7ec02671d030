package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// fakeScene answers Escape as told and keeps the input when told.
type fakeScene struct {
	Standing
	name  string
	esc   Esc
	keeps bool
	got   *[]string
}

func (f fakeScene) Name() string       { return f.name }
func (f fakeScene) Escape(Context) Esc { return f.esc }
func (f fakeScene) Update(Context, ui.InputState) bool {
	*f.got = append(*f.got, f.name)
	return f.keeps
}

type fakeCtx struct{ s *Stack }

func (c fakeCtx) Window() Window      { return Window{} }
func (c fakeCtx) Cur() ui.InputState  { return ui.InputState{} }
func (c fakeCtx) Prev() ui.InputState { return ui.InputState{} }
func (c fakeCtx) Stack() *Stack       { return c.s }

// The top scene takes the input first and may keep it from those under
// it; pushing a scene that is already there brings it to the top.
func TestStackInputTopDown(t *testing.T) {
	var got []string
	s := Stack{fakeScene{name: "hint", got: &got}, fakeScene{name: "menu", keeps: true, got: &got}}
	s.Push(fakeScene{name: "help", got: &got})
	s.Push(s[1]) // the menu again: to the top
	if s.Top() != "menu" || len(s) != 3 {
		t.Fatalf("top %q of %d scenes, want the menu on top of 3", s.Top(), len(s))
	}
	if !Input(fakeCtx{&s}, ui.InputState{}) {
		t.Fatal("the menu keeps the input, yet the board was given it")
	}
	if len(got) != 1 || got[0] != "menu" {
		t.Fatalf("the scenes given the input: %q, want the menu alone", got)
	}
	s.Remove("menu")
	got = nil
	if Input(fakeCtx{&s}, ui.InputState{}) {
		t.Fatal("no scene keeps the input, yet the board was not given it")
	}
	if len(got) != 2 || got[0] != "help" || got[1] != "hint" {
		t.Fatalf("the scenes given the input: %q, want the help then the hint", got)
	}
}

// Escape goes to the top scene alone: it closes, stays, or passes.
func TestStackEscape(t *testing.T) {
	var got []string
	esc := ui.InputState{Pressed: []ebiten.Key{ebiten.KeyEscape}}
	s := Stack{fakeScene{name: "hint", got: &got}, fakeScene{name: "help", esc: EscPop, got: &got}}
	if !Input(fakeCtx{&s}, esc) || s.IsUp("help") || !s.IsUp("hint") {
		t.Fatalf("Escape over the help: scenes %d, help up %v", len(s), s.IsUp("help"))
	}
	s.Push(fakeScene{name: "resume", esc: EscStay, got: &got})
	if !Input(fakeCtx{&s}, esc) || !s.IsUp("resume") {
		t.Fatal("the resume offer did not stay under Escape")
	}
	got = nil
	s.Remove("resume")
	if Input(fakeCtx{&s}, esc) || len(got) != 1 {
		t.Fatalf("Escape over a standing scene was not passed on to the board (scenes given it %q)", got)
	}
}
