package render

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/scenes"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// Composing a frame from the cached layers (cache.go) and what moves.
// The screen keeps its pixels from one frame to the next
// (ebiten.SetScreenClearedEveryFrame(false)), so when neither layer
// changed only the rectangles where something moved or changed are put
// back from the layers and drawn over again; when nothing did, nothing is
// drawn and the frame costs nothing, GPU included.

// frameState is what the last frame put on the screen.
type frameState struct {
	w, h  int
	valid bool
	seen  ui.Shown
	trace []string // the last frames' redraws, for the tests' messages
	// frames drawn whole, in parts, and not at all
	whole, parts, skipped int
	idle                  int // frames drawn not at all since the last
}

func (f *frameState) log(s string) {
	f.trace = append(f.trace, s)
	if len(f.trace) > 8 {
		f.trace = f.trace[len(f.trace)-8:]
	}
}

// dynamics lists what is drawn over the layers this frame, in drawing
// order; unbounded reports something that cannot be drawn by parts (a
// drag, the help, a menu), for which the whole frame is drawn.
func (a *App) dynamics(mv, screen *ebiten.Image) (els []ui.Elem, unbounded bool) {
	if a.pointer.Drag != nil && !a.pointer.Drag.Keys {
		unbounded = true
	}
	s := a.Scale
	st := a.Shown()
	if st.Mission != game.None && st.P(st.Mission).Place == game.OnMap {
		h := st.P(st.Mission).Hex
		pulse := 0.5 + 0.5*math.Sin(float64(a.shell.frame)/12)
		alpha := uint8(150 + 100*pulse)
		alpha -= alpha % 12 // a new shade every few frames is smooth enough
		if !a.shell.pulsing() {
			alpha = 240 // reduced motion, or long unchanged: a steady ring
		}
		els = append(els, ui.Elem{ID: "pulse", R: a.board.HexesRect(board.BaseR*a.board.Cam.Zoom+7*s, h), Sig: alpha, // the casing spills 3.5 px out
			Draw: func() { a.board.DrawMissionPulse(mv, alpha) }})
	}
	if e := a.Anim.Cur; e != nil {
		S := a.board.CounterSize()
		m := math.Max(board.BaseR*a.board.Cam.Zoom*1.05, 0.85*S) + 8*s
		hs := append([]game.Hex{e.From, e.Hex}, e.Path...)
		els = append(els, ui.Elem{ID: "anim", R: a.board.HexesRect(m, hs...), Sig: [2]any{e, a.Anim.T}, Draw: func() { a.board.DrawAnimation(mv) }})
		card := a.board.EventCardLayout(e)
		var sig any = [2]any{e, a.Anim.CardHeld()} // its prompt changes when it waits
		if a.Anim.T < view.DiceTime {
			sig = [2]any{e, a.Anim.T} // the dice tumble
		}
		els = append(els, ui.Elem{ID: "card", R: card.R.Grow(4 * s), Sig: sig, Over: true, Draw: func() {
			a.beginLinks(cardLinks{e})
			a.board.DrawEventCard(mv, e, func(t string, x, y, size float64, bold bool, c color.Color) {
				a.rulesRef.LinkText(mv, cardLinks{e}, t, x, y, size, bold, c)
			})
		}})
	}
	if a.pointer.Drag != nil {
		var sig any = a.shell.frame
		if a.pointer.Drag.Keys {
			// carried by the keys: it changes only when the cursor moves
			sig = [4]any{a.keyboard.cursor, a.pointer.Drag.Target, a.board.Cam, a.Version}
		}
		els = append(els, ui.Elem{ID: "drag", R: a.MapView, Sig: sig, Draw: func() {
			x, y := a.dragPoint()
			a.board.DrawDrag(mv, a.pointer.Drag, x, y, a.chrome.ActionBar().Y)
		}})
	}
	for i, t := range a.chrome.ToastLayout() {
		els = append(els, ui.Elem{ID: "toast" + string(rune('0'+i)), R: t.R.Grow(2 * s), Sig: [3]any{t.Lines[0], len(t.Lines), t.Alpha},
			Over: true, Draw: func() {
				a.beginLinks(toastLinks{t.R, t.Lines[0]})
				a.chrome.DrawToast(mv, t, func(l string, x, y, size float64, bold bool, c color.Color) {
					a.rulesRef.LinkText(mv, toastLinks{t.R, t.Lines[0]}, l, x, y, size, bold, c)
				})
			}})
	}
	// the scenes over the board, bottom to top (scene.go)
	els = append(els, scenes.Elems(sceneCtx{a}, mv, screen)...)
	if r, lines, ok := a.chrome.TooltipLayout(a.pointer.Cur, a.pointer.Press != nil, a.shell.frame); ok {
		els = append(els, ui.Elem{ID: "tooltip", R: r.Grow(2 * s), Sig: [2]any{a.chrome.HoverBtn.Tip, r}, Over: true, Draw: func() { a.chrome.DrawTooltip(screen, r, lines) }})
	}
	for _, sc := range a.overlays.scenes {
		if sc.Name() == "help" || sc.Name() == "menu" {
			unbounded = true // drawn over the whole window
		}
	}
	return els, unbounded
}

// composeFrame draws the frame: the whole of it, or only what changed.
func (a *App) composeFrame(screen *ebiten.Image) {
	in := a.boardIn()
	board, bNew := a.chrome.BoardLayer(in, func(dst *ebiten.Image) { a.drawBoard(dst, in) })
	ck := a.chromeKey()
	chrome, cNew := a.chrome.ChromeLayer(ck, func(dst *ebiten.Image) { a.drawChrome(dst, ck) })
	mv := screen.SubImage(image.Rect(int(a.MapView.X), int(a.MapView.Y), int(a.MapView.X+a.MapView.W), int(a.MapView.Y+a.MapView.H))).(*ebiten.Image)
	els, unbounded := a.dynamics(mv, screen)
	f := &a.shell.frameSt
	full := bNew || cNew || unbounded || !f.valid || f.w != a.W || f.h != a.H
	if full {
		f.log(fmt.Sprintf("frame %d: whole (board %v, chrome %v, unbounded %v)", a.shell.frame, bNew, cNew, unbounded))
		f.whole++
		f.idle = 0
		ui.CopyRect(screen, board, a.MapView, true)
		for _, e := range els {
			if !e.Over {
				e.Draw()
			}
		}
		a.chrome.PutLayer(screen, chrome, nil)
		for _, e := range els {
			if e.Over {
				e.Draw()
			}
		}
		scenes.Covers(sceneCtx{a}, screen)
		f.valid = !unbounded // the help and the menus are drawn over all
		f.w, f.h = a.W, a.H
		f.seen = ui.ShownOf(els)
		return
	}
	// what changed: an element new, gone, moved or showing something else
	screenR := ui.Rect{X: 0, Y: 0, W: float64(a.W), H: float64(a.H)}
	dirty := f.seen.Changed(els, screenR)
	if len(dirty) == 0 {
		f.seen = ui.ShownOf(els)
		if f.idle++; f.idle < 30 {
			f.skipped++
			return // nothing to draw: the screen holds the last frame
		}
		// twice a second all the same, so that the window is presented
		// again should it have been damaged (a desktop without compositing)
		dirty = []ui.Rect{{X: a.MapView.X, Y: a.MapView.Y, W: 1, H: 1}}
	}
	f.idle = 0
	dirty = ui.Spread(els, dirty, screenR)
	f.log(fmt.Sprintf("frame %d: parts %v", a.shell.frame, dirty))
	f.parts++
	for _, d := range dirty {
		if v := d.Intersect(a.MapView); v.W > 0 {
			ui.CopyRect(screen, board, v, true)
		}
	}
	for _, e := range els {
		if e.Dirty && !e.Over {
			e.Draw()
		}
	}
	var clip []ui.Rect
	for _, d := range dirty {
		if c := d.Intersect(screenR); c.W > 0 {
			clip = append(clip, c)
		}
	}
	if len(clip) > 0 { // (a nil clip is the whole chrome)
		a.chrome.PutLayer(screen, chrome, clip)
	}
	for _, e := range els {
		if e.Dirty && e.Over {
			e.Draw()
		}
	}
	f.seen = ui.ShownOf(els)
}
