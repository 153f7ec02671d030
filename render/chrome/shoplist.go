package chrome

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// The shop's list stays put while the player buys: a row keeps
// its place for as long as the shop stays open in one phase, a line whose
// last counter was bought stays as a refused row saying why, and new
// lines go at the end. The list scrolls a whole row at a time, by the
// wheel or by its scroll bar.

// ShopList is the shop's rows as shown and what they were made for.
type ShopList struct {
	Rows    []game.Offer
	Ver     int     // the game version the rows were made for
	Session ShopKey // the opening of the shop they belong to
	Open    bool    // the shop was open when they were made
	BarDrag bool    // the scroll bar's thumb is being dragged
	DragOff float64 // where on the thumb it was caught
	Wheel   float64 // the wheel's turn not yet a whole row
}

// ShopKey tells one opening of the shop from the next: its rows reset
// when the phase changes or the player closes the shop.
type ShopKey struct {
	Turn    int
	Phase   game.Phase
	Step    game.SetupStep
	Mission game.PieceID // what it needs comes first (6.1)
}

// ShopRowH is the height of a row of the shop at 100 %.
const ShopRowH = 46

// CloseShop puts the shop away; its next opening starts anew, on what
// the mission needs.
func (c *Chrome) CloseShop() {
	c.ShopOpen, c.ShopList.Open = false, false
}

// ShopPieces is the shop's list: the rules' offers (ShopOffers) in the
// order the player first saw them this opening of the shop.
func (c *Chrome) ShopPieces() []game.Offer {
	l := &c.ShopList
	if l.Rows != nil && l.Ver == c.Version && l.Open == c.ShopOpen {
		return l.Rows
	}
	st := c.Shown()
	if c.Anim.Busy() {
		// the shop is hidden while events play; the order is taken from
		// the game they leave
		return st.ShopOffers()
	}
	key := ShopKey{st.Turn, st.Phase, st.SetupStep, st.Mission}
	opening := key != l.Session || !c.ShopOpen || !l.Open || !st.ShopOpen()
	if opening {
		l.Rows = nil // a new opening of the shop: the rules' order
	}
	l.Rows = KeepOrder(st, l.Rows, st.ShopOffers())
	if opening {
		// it opens on what the mission needs, else at its top, never where
		// the last opening was left
		c.ShopScroll = 0
		if i := slices.IndexFunc(l.Rows, func(o game.Offer) bool { return o.Needed }); i > 0 {
			c.ShopScroll = float64(i) * ShopRowH * c.Scale
		}
	}
	l.Ver, l.Session, l.Open = c.Version, key, c.ShopOpen
	return l.Rows
}

// KeepOrder puts the fresh offers in the rows' order: each row goes on
// with the same counter, or the next of its identical counters, else it
// stays refused with the rules' reason; offers not yet shown come last.
func KeepOrder(st *game.State, rows, fresh []game.Offer) []game.Offer {
	used := make([]bool, len(fresh))
	out := make([]game.Offer, len(rows), max(len(rows), len(fresh)))
	done := make([]bool, len(rows))
	match := func(same func(r, o game.Offer) bool) {
		for i, r := range rows {
			for j, o := range fresh {
				if !done[i] && !used[j] && same(r, o) {
					out[i], done[i], used[j] = o, true, true
				}
			}
		}
	}
	match(func(r, o game.Offer) bool { return o.Piece == r.Piece })
	match(func(r, o game.Offer) bool {
		p, q := st.Spec(r.Piece), st.Spec(o.Piece)
		return p.Name == q.Name && p.Cost == q.Cost
	})
	for i, r := range rows {
		if done[i] {
			continue
		}
		out[i] = st.SoldOut(r) // none left: the rules say why
	}
	for j, o := range fresh {
		if !used[j] {
			out = append(out, o)
		}
	}
	return out
}

// ShopArea is where the shop's rows scroll: its top, its height, and the
// whole rows that fit.
func (c *Chrome) ShopArea() (top, h float64, fit int) {
	r := c.ShopRect()
	s := c.Scale
	top = r.Y + 64*s
	h = r.Y + r.H - 40*s - top
	return top, h, max(1, int((h+0.5)/(ShopRowH*s)))
}

// ShopFirst is the first row in sight, with the scroll kept to whole rows
// and within the list.
func (c *Chrome) ShopFirst() int {
	_, _, fit := c.ShopArea()
	rh := ShopRowH * c.Scale
	first := int(c.ShopScroll/rh + 0.5)
	first = max(0, min(first, len(c.ShopPieces())-fit))
	c.ShopScroll = float64(first) * rh
	return first
}

// ShopScrollRows scrolls the shop by n rows (the wheel: one a notch).
func (c *Chrome) ShopScrollRows(n int) {
	c.ShopScroll = float64(c.ShopFirst()+n) * ShopRowH * c.Scale
	c.ShopFirst()
}

// ShopWheel scrolls one row a notch of the wheel; a touchpad's fractions
// add up to a row.
func (c *Chrome) ShopWheel(dy float64) {
	l := &c.ShopList
	l.Wheel += dy
	n := int(l.Wheel) // toward zero: the rest waits for more
	l.Wheel -= float64(n)
	if n != 0 {
		c.ShopScrollRows(-n)
	}
}

// ShopBar is the scroll bar's track and thumb; ok is false when every row
// is in sight.
func (c *Chrome) ShopBar() (track, thumb ui.Rect, ok bool) {
	n := len(c.ShopPieces())
	top, h, fit := c.ShopArea()
	if n <= fit {
		return ui.Rect{}, ui.Rect{}, false
	}
	track = c.shopTrack(top, h)
	thumb, ok = ui.ScrollThumb(track, n, fit, c.ShopFirst(), 24*c.Scale)
	return track, thumb, ok
}

// shopTrack is the scroll bar's track beside rows from top, h high.
func (c *Chrome) shopTrack(top, h float64) ui.Rect {
	s, r := c.Scale, c.ShopRect()
	return ui.Rect{X: r.X + r.W - 18*s, Y: top, W: 12 * s, H: h - 2*s}
}

// ShopBarW is the room the scroll bar takes from the rows' buttons.
func (c *Chrome) ShopBarW() float64 {
	if _, _, ok := c.ShopBar(); ok {
		return 16 * c.Scale
	}
	return 0
}

// ShopBarInput drags the thumb, or jumps the list to a press on the
// track; it reports whether it took the input (wasDown: the left button
// was down the frame before).
func (c *Chrome) ShopBarInput(in ui.InputState, wasDown bool) bool {
	l := &c.ShopList
	if !c.ShopVisible() {
		l.BarDrag = false
		return false
	}
	top, h, fit := c.ShopArea()
	track := c.shopTrack(top, h)
	sc := ui.Scroll{First: c.ShopFirst(), Drag: l.BarDrag, DragOff: l.DragOff}
	took := sc.BarInput(track, len(c.ShopPieces()), fit, 24*c.Scale, in, wasDown)
	l.BarDrag, l.DragOff = sc.Drag, sc.DragOff
	c.ShopScroll = float64(sc.First) * ShopRowH * c.Scale
	return took
}

// DrawShopBar draws the scroll bar, and in words which rows are in sight,
// so that the position reads without telling colours apart.
func (c *Chrome) DrawShopBar(dst *ebiten.Image) {
	track, thumb, ok := c.ShopBar()
	if !ok {
		return
	}
	s := c.Scale
	ui.DrawScrollBar(dst, track, thumb, s)
	_, _, fit := c.ShopArea()
	first, n := c.ShopFirst(), len(c.ShopPieces())
	r := c.ShopRect()
	c.U.Text(dst, fmt.Sprintf("rows %d–%d of %d · wheel or drag the bar", first+1, min(n, first+fit), n), r.X+r.W-12*s, r.Y+r.H-20*s, 11, false, ui.Muted, 1)
}
