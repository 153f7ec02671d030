package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// The stack menu: a right click on a stack, or Shift+F10 or
// the Menu key on the hex cursor's, opens a small menu of what can be
// done with it now: move it, load one piece on another (haul, ride, set
// down), attack where the rules allow, inspect it. Each item does what its
// drag or button does, and package game lists them (StackMenu); one that
// cannot be done is listed greyed, with the reason shown when it is
// chosen. The menu is a scene (scene.go): it
// takes the input while open; the arrows choose, Enter or Space does,
// Escape or a click elsewhere closes it.

// stackMenu is the open menu: the hex it is about, where it opened and
// what it lists.
type stackMenu struct {
	hex     game.Hex
	at      ui.Pt // the corner it opens from, on screen
	items   []stackItem
	sel     int // the item chosen by the arrows or the pointer; -1 none
	press   int // the item the left button went down on; -1 none
	version int // the game it was built for: any change closes it
}

// stackItem is one line of the menu.
type stackItem struct {
	id    string
	label string
	why   string // why it cannot be done now ("" when it can)
	act   func(a *App)
}

const stackMenuName = "stack-menu"

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
	m := &stackMenu{hex: h, at: at, sel: -1, press: -1, version: a.Version}
	m.items = a.stackItems(h)
	if keys {
		m.sel = 0
	}
	a.pushScene(m)
}

// openStackMenuAtCursor is Shift+F10 or the Menu key: the menu of the
// hex cursor's stack (the cursor shows first if it was hidden).
func (a *App) openStackMenuAtCursor() {
	if !a.keyboard.cursorOn || a.keyboard.cursor == game.NoHex {
		a.keyboard.cursor, a.keyboard.cursorOn = a.cursorStart(), true
	}
	a.keepInView(a.keyboard.cursor)
	if len(a.board.StackAt(a.keyboard.cursor)) == 0 {
		a.chrome.Say("No stack at "+a.keyboard.cursor.String()+": move the cursor onto one (arrows).", true)
		return
	}
	a.openStackMenu(a.keyboard.cursor, a.board.ToScreen(a.board.Lay.Center(a.keyboard.cursor)), true)
}

// stackItems lists what can be done with the stack in h, as the rules
// list it (StackMenu): move, load one piece on another, attack, a piece's
// own actions; and inspect it.
func (a *App) stackItems(h game.Hex) []stackItem {
	s := a.G.State
	top := game.None
	if ids := a.board.CursorPieces(h); len(ids) > 0 {
		top = ids[0]
	}
	var items []stackItem
	loads, attacks := 0, 0
	for _, it := range s.StackMenu(h, top) {
		si := stackItem{label: it.Label, why: it.Reason}
		act := it.Act
		si.act = func(a *App) { a.do(act) }
		switch it.Kind {
		case game.MenuMove:
			// picked up as M does (kbd.go), then dropped where it goes
			si.id, si.label = "move", it.Label+"…"
			si.act = func(a *App) {
				a.keyboard.cursor, a.keyboard.cursorOn, a.keyboard.pick = h, true, game.None
				a.pickOrDrop()
			}
		case game.MenuLoad:
			si.id = "haul"
		case game.MenuHaul, game.MenuRide, game.MenuSetDown:
			si.id = fmt.Sprintf("haul-%d", loads)
			loads++
		case game.MenuAttack:
			si.id = fmt.Sprintf("attack-%d", attacks)
			attacks++
		default:
			si.id = fmt.Sprintf("%s-%d", it.Kind, len(items))
		}
		if it.OK() {
			si.why = ""
		}
		items = append(items, si)
	}
	items = append(items, stackItem{id: "inspect", label: "Inspect " + h.String(), act: func(a *App) {
		// as a click on the hex: pinned in the inspector, which opens if folded
		a.board.SelHex, a.keyboard.cursor = h, h
		if a.chrome.RightFolded() {
			a.toggleRight()
		}
	}})
	return items
}

// carryToPointer aims a stack carried by the keys at the hex under the
// pointer, so that one picked up by the menu's Move follows the mouse;
// a click drops it there as a drag's release does (handle.go).
func (a *App) carryToPointer(in ui.InputState) {
	x, y := float64(in.X), float64(in.Y)
	if !a.MapView.In(x, y) || a.overPanel(x, y) {
		return
	}
	if h := a.board.HexAtScreen(x, y); h != game.NoHex && h != a.keyboard.cursor {
		a.keyboard.cursor, a.keyboard.cursorOn = h, true
		a.pointer.UpdateDragHex(h)
	}
}

// ---- the scene

func (*stackMenu) name() string                   { return stackMenuName }
func (*stackMenu) escape(*App) scenes.Esc         { return scenes.EscPop }
func (*stackMenu) cover(*App, *ebiten.Image) bool { return false }
func (*stackMenu) animates(*App) bool             { return false }
func (m *stackMenu) chosen() (stackItem, bool)    { return m.item(m.sel) }

func (m *stackMenu) item(i int) (stackItem, bool) {
	if i < 0 || i >= len(m.items) {
		return stackItem{}, false
	}
	return m.items[i], true
}

// rightClickMenu opens the menu of the stack under a right click on the
// map (a right click during a drag cancels it instead, handle.go).
func (a *App) rightClickMenu(in ui.InputState) bool {
	x, y := float64(in.X), float64(in.Y)
	if !in.Right || a.pointer.Prev.Right || !a.MapView.In(x, y) || a.overPanel(x, y) {
		return false
	}
	_, h := a.board.PieceAtScreen(x, y) // a counter may lie over the next hex
	if h == game.NoHex {
		h = a.board.HexAtScreen(x, y)
	}
	if len(a.board.StackAt(h)) == 0 {
		return false
	}
	a.openStackMenu(h, ui.Pt{x, y}, false)
	return true
}

// update takes all the input while the menu is open.
func (m *stackMenu) update(a *App, in ui.InputState) bool {
	if a.Version != m.version {
		a.overlays.scenes.Remove(stackMenuName) // the game changed under it (a load)
		return false
	}
	a.board.HoverHex = game.NoHex // the magnifier and a hovered enemy's odds stand aside
	l := m.layout(a)
	x, y := float64(in.X), float64(in.Y)
	if in.X != a.pointer.Prev.X || in.Y != a.pointer.Prev.Y {
		if i := l.itemAt(x, y); i >= 0 {
			m.sel = i
		}
	}
	for _, k := range in.Pressed {
		switch k {
		case ebiten.KeyArrowDown, ebiten.KeyTab:
			m.sel = (m.sel + 1) % len(m.items)
		case ebiten.KeyArrowUp:
			m.sel = (m.sel - 1 + len(m.items)) % len(m.items)
		case ebiten.KeyHome:
			m.sel = 0
		case ebiten.KeyEnd:
			m.sel = len(m.items) - 1
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			m.choose(a, m.sel)
			return true
		}
	}
	down, up := in.Left && !a.pointer.Prev.Left, !in.Left && a.pointer.Prev.Left
	right := in.Right && !a.pointer.Prev.Right
	switch {
	case down && l.r.In(x, y):
		m.press = l.itemAt(x, y)
	case up && m.press >= 0 && l.itemAt(x, y) == m.press:
		// on the release, as desktop menus do: the release must not
		// reach the board and drop the stack the item picked up
		m.choose(a, m.press)
	case up:
		m.press = -1
	case down:
		a.overlays.scenes.Remove(stackMenuName) // a click elsewhere only closes it
	case right && !l.r.In(x, y):
		// a right click elsewhere: this menu closes, another opens there
		a.overlays.scenes.Remove(stackMenuName)
		if a.MapView.In(x, y) && !a.overPanel(x, y) {
			if _, h := a.board.PieceAtScreen(x, y); h != game.NoHex {
				a.openStackMenu(h, ui.Pt{x, y}, false)
			}
		}
	}
	return true
}

// choose does item i, or says why it cannot be done; the menu closes
// first, so that what the item opens (a carried stack) has the input.
func (m *stackMenu) choose(a *App, i int) {
	it, ok := m.item(i)
	if !ok {
		return
	}
	if it.why != "" {
		m.sel = i
		a.chrome.Say(it.why, true)
		return
	}
	a.overlays.scenes.Remove(stackMenuName)
	it.act(a)
}

// ---- its layout and drawing

type stackMenuLayout struct {
	r     ui.Rect
	rows  []ui.Rect // the items'
	title string
	why   []string // the chosen item's reason, wrapped
	whyY  float64
}

func (l stackMenuLayout) itemAt(x, y float64) int {
	for i, r := range l.rows {
		if r.In(x, y) {
			return i
		}
	}
	return -1
}

const (
	menuText  = 12.0
	menuSmall = 11.0
)

// layout places the menu beside the point it opened from, inside the
// window.
func (m *stackMenu) layout(a *App) stackMenuLayout {
	s := a.Scale
	l := stackMenuLayout{title: "Stack at " + m.hex.String()}
	w := a.U.Width(l.title, menuSmall, true) + 20*s
	for _, it := range m.items {
		w = max(w, a.U.Width(it.label, menuText, !it.disabled())+28*s)
	}
	w = min(max(w, 200*s), float64(a.W)-8*s)
	rowH := 24 * s
	h := 24*s + float64(len(m.items))*rowH + 6*s
	if it, ok := m.chosen(); ok && it.why != "" {
		l.why = a.U.Wrap(it.why, w-20*s, menuSmall, false)
		h += float64(len(l.why))*15*s + 8*s
	}
	x, y := m.at.X+6*s, m.at.Y+6*s
	if x+w > float64(a.W)-4*s {
		x = m.at.X - w - 6*s
	}
	if y+h > float64(a.H)-4*s {
		y = float64(a.H) - 4*s - h
	}
	l.r = ui.Rect{X: max(x, 4*s), Y: max(y, 4*s), W: w, H: h}
	for i := range m.items {
		l.rows = append(l.rows, ui.Rect{X: l.r.X + 3*s, Y: l.r.Y + 24*s + float64(i)*rowH, W: w - 6*s, H: rowH})
	}
	l.whyY = l.r.Y + 24*s + float64(len(m.items))*rowH + 10*s
	return l
}

func (it stackItem) disabled() bool { return it.why != "" }

func (m *stackMenu) elems(a *App, mv, _ *ebiten.Image) []ui.Elem {
	l := m.layout(a)
	labels := make([]string, len(m.items))
	for i, it := range m.items {
		labels[i] = it.label
	}
	return []ui.Elem{{ID: stackMenuName, R: l.r.Grow(5 * a.Scale), Over: true,
		Sig: [3]any{l.r, m.sel, fmt.Sprint(labels)}, Draw: func() { m.draw(a, mv, l) }}}
}

func (m *stackMenu) draw(a *App, dst *ebiten.Image, l stackMenuLayout) {
	s := a.Scale
	ui.Panel(dst, l.r, s)
	ui.FillRect(dst, ui.Rect{X: l.r.X, Y: l.r.Y, W: l.r.W, H: 20 * s}, ui.Band)
	a.U.Text(dst, l.title, l.r.X+10*s, l.r.Y+10*s, menuSmall, true, ui.BandText, 0)
	for i, it := range m.items {
		r := l.rows[i]
		fg := ui.Ink
		if it.disabled() {
			fg = ui.BtnOffFg
		}
		if i == m.sel {
			ui.FillRect(dst, r, ui.Selected)
			ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
		}
		a.U.Text(dst, ui.Fit(a.U, it.label, r.W-16*s, menuText), r.X+10*s, r.Y+r.H/2, menuText, !it.disabled(), fg, 0)
	}
	for i, ln := range l.why {
		a.U.Text(dst, ln, l.r.X+10*s, l.whyY+float64(i)*15*s, menuSmall, false, ui.Muted, 0)
	}
}
