package render

import (
	"kandahar/game"
	"kandahar/render/scenes/stackmenu"
	"kandahar/render/ui"
)

// The stack menu (stackmenu.Menu) is opened here: by a right click on
// a stack, or by Shift+F10 or the Menu key on the hex cursor's.

// openStackMenu opens the menu of the stack drawn in h, at the screen
// point at; keys chooses the first item at once (opened from the keys).
// It opens on nothing where no stack is.
func (a *App) openStackMenu(h game.Hex, at ui.Pt, keys bool) {
	if h == game.NoHex || len(a.board.StackAt(h)) == 0 {
		return
	}
	if a.Anim.Busy() {
		a.board.Follow.Away = false // the player acts where they look: stay
		a.Anim.Flush()
	}
	a.overlays.scenes.Remove("help") // it covers the window: the menu would lie under it
	top := game.None
	if ids := a.board.CursorPieces(h); len(ids) > 0 {
		top = ids[0]
	}
	move := func() { a.apply(a.hand.PickUpAt(h)) } // then dropped where it goes
	inspect := func() {
		// as a click on the hex: pinned in the inspector, which opens if folded
		a.board.SelHex = h
		a.hand.Inspect(h)
		if a.chrome.RightFolded() {
			a.toggleRight()
		}
	}
	items := stackmenu.Items(h, a.G.State.StackMenu(h, top), func(act game.Action) { a.do(act) }, move, inspect)
	a.overlays.scenes.Push(stackmenu.New(stackHost{a}, h, at, items, keys))
}

// stackHost is what the stack menu asks of the window.
type stackHost struct{ a *App }

func (h stackHost) Version() int             { return h.a.Version }
func (h stackHost) Say(msg string, bad bool) { h.a.chrome.Say(msg, bad) }
func (h stackHost) Unhover()                 { h.a.board.HoverHex = game.NoHex }

func (h stackHost) RightClickAt(x, y float64) {
	if a := h.a; a.MapView.In(x, y) && !a.overPanel(x, y) {
		if _, hx := a.board.PieceAtScreen(x, y); hx != game.NoHex {
			a.openStackMenu(hx, ui.Pt{x, y}, false)
		}
	}
}
