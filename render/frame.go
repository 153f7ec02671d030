package render

import (
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

// What moves over the cached layers (cache.go), composed into a frame
// by ui.Frame.

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
	a.shell.frameSt.Compose(screen, a.W, a.H, ui.Layers{N: a.shell.frame, View: a.MapView, Board: board, BoardNew: bNew,
		Chrome: func(clip []ui.Rect) { a.chrome.PutLayer(screen, chrome, clip) }, ChromeNew: cNew,
		Els: els, Unbounded: unbounded, Covers: func() { scenes.Covers(sceneCtx{a}, screen) }})
}
