package stackmenu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// The stack menu: a right click on a stack, or Shift+F10 or the Menu key
// on the hex cursor's, opens a small menu of what can be done with it
// now: move it, load one piece on another (haul, ride, set down), attack
// where the rules allow, inspect it. Each item does what its drag or
// button does, and package game lists them (State.StackMenu); one that cannot
// be done is listed greyed, with the reason shown when it is chosen. It
// takes the input while open; the arrows choose, Enter or Space does,
// Escape or a click elsewhere closes it.

// Name is the stack menu's name on the stack.
const Name = "stack-menu"

// The menu is Kandahar's: its items are what Kandahar's rules allow on a
// stack in a hex (game.MenuItem), and Move picks the stack up on the hex
// board. Its list, keys and layout would serve another game's board given
// that game's items.

// Item is one line of the menu.
type Item struct {
	ID    string
	Label string
	Why   string // why it cannot be done now ("" when it can)
	Do    func()
}

func (it Item) disabled() bool { return it.Why != "" }

// Items are the menu's lines for the stack in h: the rules' list
// (game's StackMenu), each doing its action through do, but Move, which
// move picks up, and then Inspect.
func Items(h game.Hex, list []game.MenuItem, do func(game.Action), move, inspect func()) []Item {
	var items []Item
	loads, attacks := 0, 0
	for _, it := range list {
		si := Item{Label: it.Label, Why: it.Reason}
		act := it.Act
		si.Do = func() { do(act) }
		switch it.Kind {
		case game.MenuMove:
			// picked up as M does, then dropped where it goes
			si.ID, si.Label, si.Do = "move", it.Label+"…", move
		case game.MenuLoad:
			si.ID = "haul"
		case game.MenuHaul, game.MenuRide, game.MenuSetDown:
			si.ID = fmt.Sprintf("haul-%d", loads)
			loads++
		case game.MenuAttack:
			si.ID = fmt.Sprintf("attack-%d", attacks)
			attacks++
		default:
			si.ID = fmt.Sprintf("%s-%d", it.Kind, len(items))
		}
		if it.OK() {
			si.Why = ""
		}
		items = append(items, si)
	}
	return append(items, Item{ID: "inspect", Label: "Inspect " + h.String(), Do: inspect})
}

// Host is what the menu asks of the window: which version of the game
// it shows (the menu closes when that changes), to say why an item
// cannot be done, to take the board's hover away while the menu is open
// (the magnifier and a hovered enemy's odds stand aside), and to open the
// menu of the stack under a right click elsewhere.
type Host interface {
	Version() int
	Say(msg string, bad bool)
	Unhover()
	RightClickAt(x, y float64)
}

// Menu is the open menu: the hex it is about, where it opened and
// what it lists.
type Menu struct {
	host    Host
	hex     game.Hex
	at      ui.Pt // the corner it opens from, on screen
	Items   []Item
	Sel     int // the item chosen by the arrows or the pointer; -1 none
	press   int // the item the left button went down on; -1 none
	version int // the game it was built for: any change closes it
}

// New is the menu of the stack in h, opening at the screen point
// at, for the game as it is now; keys chooses the first item at once
// (opened from the keys).
func New(host Host, h game.Hex, at ui.Pt, items []Item, keys bool) *Menu {
	m := &Menu{host: host, hex: h, at: at, Items: items, Sel: -1, press: -1, version: host.Version()}
	if keys {
		m.Sel = 0
	}
	return m
}

// Name is the scene's name.
func (*Menu) Name() string { return Name }

// Escape closes the menu.
func (*Menu) Escape(scenes.Context) scenes.Esc { return scenes.EscPop }

// Cover: the menu is an element of the frame.
func (*Menu) Cover(scenes.Context, *ebiten.Image) bool { return false }

// Animates: never by itself.
func (*Menu) Animates(scenes.Context) bool { return false }

func (m *Menu) item(i int) (Item, bool) {
	if i < 0 || i >= len(m.Items) {
		return Item{}, false
	}
	return m.Items[i], true
}

// Update takes all the input while the menu is open.
func (m *Menu) Update(c scenes.Context, in ui.InputState) bool {
	if m.host.Version() != m.version {
		c.Stack().Remove(Name) // the game changed under it (a load)
		return false
	}
	m.host.Unhover()
	l := m.layout(c)
	x, y := float64(in.X), float64(in.Y)
	prev := c.Prev()
	if in.X != prev.X || in.Y != prev.Y {
		if i := l.itemAt(x, y); i >= 0 {
			m.Sel = i
		}
	}
	for _, k := range in.Pressed {
		switch k {
		case ebiten.KeyArrowDown, ebiten.KeyTab:
			m.Sel = (m.Sel + 1) % len(m.Items)
		case ebiten.KeyArrowUp:
			m.Sel = (m.Sel - 1 + len(m.Items)) % len(m.Items)
		case ebiten.KeyHome:
			m.Sel = 0
		case ebiten.KeyEnd:
			m.Sel = len(m.Items) - 1
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			m.choose(c, m.Sel)
			return true
		}
	}
	down, up := in.Left && !prev.Left, !in.Left && prev.Left
	right := in.Right && !prev.Right
	switch {
	case down && l.r.In(x, y):
		m.press = l.itemAt(x, y)
	case up && m.press >= 0 && l.itemAt(x, y) == m.press:
		// on the release, as desktop menus do: the release must not
		// reach the board and drop the stack the item picked up
		m.choose(c, m.press)
	case up:
		m.press = -1
	case down:
		c.Stack().Remove(Name) // a click elsewhere only closes it
	case right && !l.r.In(x, y):
		// a right click elsewhere: this menu closes, another opens there
		c.Stack().Remove(Name)
		m.host.RightClickAt(x, y)
	}
	return true
}

// choose does item i, or says why it cannot be done; the menu closes
// first, so that what the item opens (a carried stack) has the input.
func (m *Menu) choose(c scenes.Context, i int) {
	it, ok := m.item(i)
	if !ok {
		return
	}
	if it.Why != "" {
		m.Sel = i
		m.host.Say(it.Why, true)
		return
	}
	c.Stack().Remove(Name)
	it.Do()
}

// ---- its layout and drawing

type menuLayout struct {
	r     ui.Rect
	rows  []ui.Rect // the items'
	title string
	why   []string // the chosen item's reason, wrapped
	whyY  float64
}

func (l menuLayout) itemAt(x, y float64) int {
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

// Rows are where the items stand on the screen.
func (m *Menu) Rows(c scenes.Context) []ui.Rect { return m.layout(c).rows }

// layout places the menu beside the point it opened from, inside the
// window.
func (m *Menu) layout(c scenes.Context) menuLayout {
	sh := c.Window()
	s := sh.Scale
	l := menuLayout{title: "Stack at " + m.hex.String()}
	w := sh.U.Width(l.title, menuSmall, true) + 20*s
	for _, it := range m.Items {
		w = max(w, sh.U.Width(it.Label, menuText, !it.disabled())+28*s)
	}
	w = min(max(w, 200*s), float64(sh.W)-8*s)
	rowH := 24 * s
	h := 24*s + float64(len(m.Items))*rowH + 6*s
	if it, ok := m.item(m.Sel); ok && it.Why != "" {
		l.why = sh.U.Wrap(it.Why, w-20*s, menuSmall, false)
		h += float64(len(l.why))*15*s + 8*s
	}
	x, y := m.at.X+6*s, m.at.Y+6*s
	if x+w > float64(sh.W)-4*s {
		x = m.at.X - w - 6*s
	}
	if y+h > float64(sh.H)-4*s {
		y = float64(sh.H) - 4*s - h
	}
	l.r = ui.Rect{X: max(x, 4*s), Y: max(y, 4*s), W: w, H: h}
	for i := range m.Items {
		l.rows = append(l.rows, ui.Rect{X: l.r.X + 3*s, Y: l.r.Y + 24*s + float64(i)*rowH, W: w - 6*s, H: rowH})
	}
	l.whyY = l.r.Y + 24*s + float64(len(m.Items))*rowH + 10*s
	return l
}

// Elems is the menu, over the map.
func (m *Menu) Elems(c scenes.Context, mv, _ *ebiten.Image) []ui.Elem {
	l := m.layout(c)
	labels := make([]string, len(m.Items))
	for i, it := range m.Items {
		labels[i] = it.Label
	}
	return []ui.Elem{{ID: Name, R: l.r.Grow(5 * c.Window().Scale), Over: true,
		Sig: [3]any{l.r, m.Sel, fmt.Sprint(labels)}, Draw: func() { m.draw(c, mv, l) }}}
}

func (m *Menu) draw(c scenes.Context, dst *ebiten.Image, l menuLayout) {
	sh := c.Window()
	s := sh.Scale
	ui.Panel(dst, l.r, s)
	ui.FillRect(dst, ui.Rect{X: l.r.X, Y: l.r.Y, W: l.r.W, H: 20 * s}, ui.Band)
	sh.U.Text(dst, l.title, l.r.X+10*s, l.r.Y+10*s, menuSmall, true, ui.BandText, 0)
	for i, it := range m.Items {
		r := l.rows[i]
		fg := ui.Ink
		if it.disabled() {
			fg = ui.BtnOffFg
		}
		if i == m.Sel {
			ui.FillRect(dst, r, ui.Selected)
			ui.StrokeRect(dst, r, 1.5*s, ui.Ink)
		}
		sh.U.Text(dst, ui.Fit(sh.U, it.Label, r.W-16*s, menuText), r.X+10*s, r.Y+r.H/2, menuText, !it.disabled(), fg, 0)
	}
	for i, ln := range l.why {
		sh.U.Text(dst, ln, l.r.X+10*s, l.whyY+float64(i)*15*s, menuSmall, false, ui.Muted, 0)
	}
}
