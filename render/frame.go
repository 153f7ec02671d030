package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// What moves over the cached layers (cache.go), composed into a frame
// by ui.Frame.

// dynamics lists what is drawn over the layers this frame, in drawing
// order; unbounded reports something that cannot be drawn by parts (a
// drag, the help, a menu), for which the whole frame is drawn.
func (a *App) dynamics(mv, screen *ebiten.Image) (els []ui.Elem, unbounded bool) {
	if a.hand.Drag != nil && !a.hand.Drag.Keys {
		unbounded = true
	}
	s := a.Scale
	els = a.board.Moving(mv, a.shell.frame, a.shell.pulsing(), a.chrome.ActionBar().Y, func(e *game.Event, dst *ebiten.Image) board.LinkFunc {
		a.beginLinks(cardLinks{e})
		return func(t string, x, y, size float64, bold bool, c color.Color) {
			a.rulesRef.LinkText(dst, cardLinks{e}, t, x, y, size, bold, c)
		}
	})
	// the messages under the cards the player reads: the drag's card
	// and the event card are drawn over them, not cut off by them (the
	// chrome layer covers none of the map they stand on)
	for i, t := range a.overlays.toastLayout(&a.chrome, a.hand.Drag != nil) {
		els = append(els, ui.Elem{ID: "toast" + string(rune('0'+i)), R: t.R.Grow(2 * s), Sig: [3]any{t.Lines[0], len(t.Lines), t.Alpha},
			Draw: func() {
				a.beginLinks(toastLinks{t.R, t.Lines[0]})
				a.chrome.DrawToast(mv, t, func(l string, x, y, size float64, bold bool, c color.Color) {
					a.rulesRef.LinkText(mv, toastLinks{t.R, t.Lines[0]}, l, x, y, size, bold, c)
				})
			}})
	}
	if a.hand.Drag != nil {
		var sig any = a.shell.frame
		if a.hand.Drag.Keys {
			// carried by the keys: it changes only when the cursor moves
			sig = [4]any{a.hand.Keys.Cursor, a.hand.Drag.Target, a.board.Cam, a.Version}
		}
		els = append(els, ui.Elem{ID: "drag", R: a.MapView, Sig: sig, Draw: func() {
			x, y := a.hand.DragPoint()
			a.board.DrawDrag(mv, a.hand.Drag, x, y, a.chrome.ActionBar().Y)
		}})
	}
	// the scenes over the board, bottom to top (scene.go)
	els = append(els, scenes.Elems(sceneCtx{a}, mv, screen)...)
	if r, lines, ok := a.chrome.TooltipLayout(a.pointer.Cur, a.hand.Press != nil, a.shell.frame); ok {
		els = append(els, ui.Elem{ID: "tooltip", R: r.Grow(2 * s), Sig: [2]any{a.chrome.HoverBtn.Tip, r}, Over: true, Draw: func() { a.chrome.DrawTooltip(screen, r, lines) }})
	}
	for _, sc := range a.overlays.scenes {
		if sc.Name() == "help" || sc.Name() == "menu" {
			unbounded = true // drawn over the whole window
		}
	}
	return els, unbounded
}

// toastLayout places the chrome's messages over the map clear of the
// moving stack's card, which the board layer holds under them; a drag
// hides that card (DrawOdds).
func (o *overlays) toastLayout(c *chrome.Chrome, dragging bool) []chrome.ToastBox {
	if !dragging {
		if mc, ok := o.attack.MoveCard(); ok {
			return c.ToastLayout(mc.R.Grow(2 * o.Scale))
		}
	}
	return c.ToastLayout()
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
