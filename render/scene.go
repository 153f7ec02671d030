package render

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// The overlays are scenes on a stack (issue 10), after Ebitengine's
// examples/blocks scene manager: the topmost scene takes the frame's
// input first and may keep it from those under it, Escape goes to the
// top scene and closes it when it can, and they are drawn bottom to top
// over the board and the panels. At the bottom lie the scenes that are
// always there and show only when they have something to show (the
// magnifier, the hint, the coach); the help, the rules reference and the
// menus are pushed when opened and popped when closed.

// scene is a part of the window over the board.
type scene interface {
	// name is the scene's name for tests and tools ("help", "reference").
	name() string
	// update takes the frame's input and reports whether it kept it from
	// the scenes under it and the board.
	update(a *App, in ui.InputState) bool
	// escape answers Escape when the scene is on top.
	escape(a *App) escAnswer
	// elems are its parts of the frame over the layers, in drawing order
	// (frame.go).
	elems(a *App, mv, screen *ebiten.Image) []dynElem
	// cover draws it over the whole window, after every element; a scene
	// that covers has the frame drawn whole.
	cover(a *App, screen *ebiten.Image) bool
	// animates reports that it needs frames while the player does
	// nothing (idle.go): a job under way, a bar filling.
	animates(a *App) bool
}

// escAnswer is what a scene on top does with Escape.
type escAnswer int

const (
	escPass escAnswer = iota // not for it: the board's keys have it (keys.go)
	escStay                  // taken, but the scene stays (the resume offer)
	escPop                   // the scene closes
)

// standing is what a scene that is always on the stack does by default:
// no input of its own, Escape passes, nothing over the whole window.
type standing struct{}

func (standing) update(*App, ui.InputState) bool                    { return false }
func (standing) escape(*App) escAnswer                              { return escPass }
func (standing) cover(*App, *ebiten.Image) bool                     { return false }
func (standing) animates(*App) bool                                 { return false }
func (standing) elems(*App, *ebiten.Image, *ebiten.Image) []dynElem { return nil }

// sceneStack is the scenes over the board, the bottom one first.
type sceneStack []scene

// standingScenes are the scenes always on the stack, bottom first.
func (a *App) standingScenes() sceneStack {
	return sceneStack{magnifierScene{}, &a.hinter, &a.coach, attackScene{}, dialogScene{}, &a.markTip}
}

// push puts a scene on top (taking it from lower down if it was there).
func (o *overlays) push(s scene) {
	o.remove(s.name())
	o.scenes = append(o.scenes, s)
}

// remove takes the named scene off the stack, wherever it lies.
func (o *overlays) remove(name string) {
	o.scenes = slices.DeleteFunc(o.scenes, func(s scene) bool { return s.name() == name })
}

// isUp reports whether the named scene is on the stack.
func (o *overlays) isUp(name string) bool {
	return slices.ContainsFunc(o.scenes, func(s scene) bool { return s.name() == name })
}

// sceneInput hands the frame's input to the scenes from the top down,
// Escape to the top one only; it reports whether a scene kept the input
// from the board.
func (a *App) sceneInput() bool {
	if len(a.overlays.scenes) == 0 {
		return false
	}
	in := a.pointer.cur
	top := a.overlays.scenes[len(a.overlays.scenes)-1]
	if slices.Contains(in.Pressed, ebiten.KeyEscape) {
		switch top.escape(a) {
		case escPop:
			a.overlays.remove(top.name())
			return true
		case escStay:
			return true
		}
	}
	for i := len(a.overlays.scenes) - 1; i >= 0; i-- {
		if a.overlays.scenes[i].update(a, in) {
			return true
		}
	}
	return false
}

// sceneElems are the scenes' parts of the frame, bottom to top.
func (a *App) sceneElems(mv, screen *ebiten.Image) []dynElem {
	var els []dynElem
	for _, s := range a.overlays.scenes {
		els = append(els, s.elems(a, mv, screen)...)
	}
	return els
}

// sceneCovers draws the scenes over the whole window, bottom to top, and
// reports whether any did.
func (a *App) sceneCovers(screen *ebiten.Image) bool {
	drew := false
	for _, s := range a.overlays.scenes {
		if s.cover(a, screen) {
			drew = true
		}
	}
	return drew
}

// sceneAnimates reports a scene that needs frames by itself.
func (a *App) sceneAnimates() bool {
	return slices.ContainsFunc(a.overlays.scenes, func(s scene) bool { return s.animates(a) })
}

// ---- scenes with buttons

// The dialog and the attack panel draw some of the window's buttons. The
// buttons stay in the window's one list, for their hover, tooltips, Tab
// order and number keys (handle.go, kbd.go), marked with the scene that
// draws them; the chrome layer leaves them out, so pointing at one
// redraws its scene alone.

// ownedBy is add for the buttons of a scene.
func ownedBy(add func(ui.Button), owner string) func(ui.Button) {
	return func(b ui.Button) {
		b.Owner = owner
		add(b)
	}
}

// drawOwned draws the owner's buttons, and the focus ring if the keys are
// on one of them.
func drawOwned(a *App, dst *ebiten.Image, owner string) {
	for i := range a.chrome.Buttons {
		if b := &a.chrome.Buttons[i]; b.Owner == owner {
			a.drawButton(dst, b)
			if b.Id == a.keyboard.focus {
				focusRing(dst, b.R, a.Scale)
			}
		}
	}
}

// panelSig is everything a scene's panel shows: the game as shown, where
// the panel stands, the piece chosen in it (the weapon that fires, the
// enemy attacked) and its buttons. The same sig, the same pixels.
type panelSig struct {
	version int
	r       ui.Rect
	chosen  game.PieceID
	buttons uint64
}

// sceneBox is what a panel at r draws on: its drop shadow, and the focus
// ring round a button at its edge.
func sceneBox(r ui.Rect, s float64) ui.Rect {
	return ui.Rect{X: r.X - 4*s, Y: r.Y - 4*s, W: r.W + 8*s, H: r.H + 8*s}
}

// ---- the scenes

// magnifierScene shows the hovered stack spread out (H hides it).
type magnifierScene struct{ standing }

func (magnifierScene) name() string { return "magnifier" }

func (m magnifierScene) elems(a *App, mv, _ *ebiten.Image) []dynElem {
	r, ok := m.place(a)
	if !ok {
		return nil
	}
	return []dynElem{{id: "magnifier", r: r.Grow(5 * a.Scale), sig: [4]any{a.board.HoverHex, r, a.Version, a.board.StacksHash}, draw: func() { m.draw(a, mv) }}}
}

// The hint: its marks on the map, the ringed button and its card
// (hint_draw.go); it needs frames while the advisor works.
func (*hinter) name() string                    { return "hint" }
func (*hinter) update(*App, ui.InputState) bool { return false }
func (*hinter) escape(*App) escAnswer           { return escPass }
func (*hinter) cover(*App, *ebiten.Image) bool  { return false }
func (h *hinter) animates(*App) bool            { return h.hintJob != nil }

// The coach: its card and its marks (coach_draw.go); its buttons are the
// action bar's.
func (*coach) name() string                    { return "coach" }
func (*coach) update(*App, ui.InputState) bool { return false }
func (*coach) escape(*App) escAnswer           { return escPass }
func (*coach) cover(*App, *ebiten.Image) bool  { return false }
func (*coach) animates(*App) bool              { return false }

// helpScene is every shortcut over a dimmed window (F1). A click closes
// it; the keys go on to the board meanwhile, but for those that scroll a
// help longer than the window.
type helpScene struct{ standing }

func (helpScene) name() string { return "help" }

func (helpScene) escape(*App) escAnswer { return escPop }

func (helpScene) update(a *App, in ui.InputState) bool {
	if a.overlays.helpScroll(in, helpDescs(a)) { // helpview.go
		return true
	}
	if in.Left && !a.pointer.prev.Left {
		a.overlays.remove("help")
		return true
	}
	return false
}

func (h helpScene) cover(a *App, screen *ebiten.Image) bool {
	h.draw(a, screen)
	return true
}

// toggleHelp opens the help, or closes it.
func (o *overlays) toggleHelp() {
	if o.isUp("help") {
		o.remove("help")
	} else {
		o.helpTop = 0
		o.push(helpScene{})
	}
}

// The rules reference (reference.go) takes all the input while open, and
// the events wait under it.
func (*refPanel) name() string                   { return "reference" }
func (*refPanel) cover(*App, *ebiten.Image) bool { return false }
func (*refPanel) animates(*App) bool             { return false }

func (*refPanel) escape(a *App) escAnswer {
	a.rulesRef.handCursor(false)
	return escPop
}

// The menus (menu.go): the resume offer, the new game and the saves take
// all the input while open; Escape never throws the last game away.
func (*menuState) name() string                                       { return "menu" }
func (m *menuState) animates(*App) bool                               { return m.job != nil }
func (*menuState) elems(*App, *ebiten.Image, *ebiten.Image) []dynElem { return nil }

func (m *menuState) cover(a *App, screen *ebiten.Image) bool {
	m.draw(a, screen)
	return true
}

func (m *menuState) escape(a *App) escAnswer {
	switch {
	case m.job != nil:
		return escStay // waiting: nothing to choose meanwhile
	case m.open == resumeOverlay:
		// closing the offer would start a new game
		a.chrome.Say("Enter resumes your last game; the New game button starts another.", false)
		return escStay
	}
	m.open = noOverlay
	return escPop
}
