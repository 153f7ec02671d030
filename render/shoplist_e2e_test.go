package render

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"kandahar/game"
	"kandahar/render/ui"
)

// shopDriver opens a game of the shipped rules at its first Mission
// Objective Placement Phase (6.0), the shop open, one base camp placed.
func shopDriver(t *testing.T) *driver {
	t.Helper()
	rules := shippedRules(t)
	sc := &game.Scenario{Name: "Shop", Pieces: []game.ScenarioPiece{{ID: "camp-1", Hex: campNear(t, rules, 12, 12)}}}
	g, err := game.New(rules, sc, 5)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, g)
	for range 2 { // set-up purchases, then the camps
		d.idle()
		d.clickButton("end-phase")
	}
	d.idle()
	if s := d.state(); s.Phase != game.PhaseMission {
		t.Fatalf("not in the mission phase: %s (%s)", s.Phase, d.app.LastError())
	}
	return d
}

// buttonAt is the button under a point, as the player's click finds it.
func (d *driver) buttonAt(x, y int) ui.Button {
	var b ui.Button
	d.on(func(a *App) {
		for i := len(a.chrome.Buttons) - 1; i >= 0; i-- {
			if a.chrome.Buttons[i].R.In(float64(x), float64(y)) {
				b = a.chrome.Buttons[i]
				return
			}
		}
	})
	return b
}

// shopButtons are the shop's Buy buttons where they are now.
func (d *driver) shopButtons() map[string]ui.Rect {
	out := map[string]ui.Rect{}
	d.on(func(a *App) {
		for _, b := range a.chrome.Buttons {
			if strings.HasPrefix(b.Id, "buy-") {
				out[b.Id] = b.R
			}
		}
	})
	return out
}

// Clicking twice at the same spot of the shop acts on the same
// offer. The second click on a line with one counter left is refused in a
// sentence, its row still there; a line with several counters sells the
// next; no other row moves.
func TestShopRowsStayPut(t *testing.T) {
	d := shopDriver(t)
	s := d.state()
	// the lines in sight, by how many counters each has left
	var one, many game.Offer
	d.on(func(a *App) {
		_, _, fit := a.chrome.ShopArea()
		first := a.chrome.ShopFirst()
		for i, o := range a.chrome.ShopPieces() {
			if i < first || i >= first+fit || !o.OK() || len(o.Buys) != 1 {
				continue
			}
			sp := s.Spec(o.Piece)
			n := 0
			for _, id := range s.IDs() {
				if q := s.Spec(id); s.P(id).Place == game.Available && q.Name == sp.Name && q.Cost == sp.Cost {
					n++
				}
			}
			if n == 1 && one.Piece == game.None && o.Price*2 <= s.PP {
				one = o
			}
			if n >= 2 && many.Piece == game.None && o.Price > 0 && 2*o.Price+one.Price <= s.PP {
				many = o
			}
		}
	})
	if one.Piece == game.None {
		t.Fatal("no line with a single counter in sight")
	}
	t.Logf("one counter left: %s; several: %v", s.Name(one.Piece), many.Piece != game.None)
	before := d.shopButtons()
	id := "buy-" + s.Spec(one.Piece).ID + game.NoHex.String()
	r, ok := before[id]
	if !ok {
		t.Fatalf("no button %s: %v", id, before)
	}
	x, y := int(r.X+r.W/2), int(r.Y+r.H/2)
	d.in.Click(x, y)
	d.idle()
	if s2 := d.state(); s2.P(one.Piece).Place == game.Available || s2.PP != s.PP-one.Price {
		t.Fatalf("%s not bought: %s", s.Name(one.Piece), d.app.LastError())
	}
	b := d.buttonAt(x, y)
	if b.Id != id || b.Enabled || b.Label != "Sold out" {
		t.Fatalf("after the purchase the spot holds %q %q (enabled %v), want %s sold out", b.Id, b.Label, b.Enabled, id)
	}
	pp := d.state().PP
	d.in.Click(x, y)
	d.idle()
	if s2 := d.state(); s2.PP != pp {
		t.Fatalf("the second click bought something else: %d PP → %d", pp, s2.PP)
	}
	if e := d.app.LastError(); !strings.Contains(e, s.Name(one.Piece)) || !strings.Contains(e, "no longer in the shop") {
		t.Fatalf("the second click is refused in words naming %s, got %q", s.Name(one.Piece), e)
	}
	if txt := d.texts(); !slices.ContainsFunc(txt, func(l string) bool { return strings.Contains(l, "no longer in the shop") }) {
		t.Fatalf("the sold-out row says why: %q", txt)
	}
	if many.Piece != game.None {
		mid := "buy-" + s.Spec(many.Piece).ID + game.NoHex.String()
		r := before[mid]
		x, y := int(r.X+r.W/2), int(r.Y+r.H/2)
		name, pp := s.Name(many.Piece), d.state().PP
		for k := range 2 {
			d.in.Click(x, y)
			d.idle()
			s2 := d.state()
			if s2.PP != pp-many.Price {
				t.Fatalf("click %d at %s: %d PP → %d (%s)", k+1, name, pp, s2.PP, d.app.LastError())
			}
			pp = s2.PP
		}
		n := 0
		for _, id := range d.state().IDs() {
			if q := d.state(); q.Name(id) == name && q.P(id).Place != game.Available && s.P(id).Place == game.Available {
				n++
			}
		}
		if n != 2 {
			t.Fatalf("two clicks on %s bought %d of them", name, n)
		}
	}
	for id, r := range d.shopButtons() {
		if old, ok := before[id]; ok && old != r {
			t.Errorf("%s moved from %v to %v", id, old, r)
		}
	}
}

// The shop scrolls a row a notch of the wheel, and by a scroll
// bar that shows where the list is, in words too.
func TestShopScrollBar(t *testing.T) {
	d := shopDriver(t)
	defer d.resize(1280, 800)
	if !d.resize(900, 600) {
		t.Skip("the window manager kept the window size")
	}
	d.idle()
	var track, thumb ui.Rect
	var first, fit, n int
	look := func() {
		ok := false
		d.on(func(a *App) {
			track, thumb, ok = a.chrome.ShopBar()
			_, _, fit = a.chrome.ShopArea()
			first, n = a.chrome.ShopFirst(), len(a.chrome.ShopPieces())
		})
		if !ok {
			t.Fatalf("no scroll bar with %d rows, %d in sight", n, fit)
		}
	}
	look()
	if first != 0 || n <= fit {
		t.Fatalf("first row %d of %d, %d in sight", first, n, fit)
	}
	want := fmt.Sprintf("rows 1–%d of %d", fit, n)
	if txt := d.texts(); !slices.ContainsFunc(txt, func(l string) bool { return strings.HasPrefix(l, want) }) {
		t.Fatalf("the position in words %q: not among %q", want, txt)
	}
	var top float64
	d.on(func(a *App) { top, _, _ = a.chrome.ShopArea() })
	rowX := int(track.X) - 200
	d.in.Wheel(rowX, int(top)+10, -1)
	d.script()
	look()
	if first != 1 {
		t.Fatalf("one notch down: first row %d, want 1", first)
	}
	d.in.Wheel(rowX, int(top)+10, -3)
	d.script()
	look()
	if first != min(4, n-fit) {
		t.Fatalf("three notches more: first row %d, want %d", first, min(4, n-fit))
	}
	d.in.Wheel(rowX, int(top)+10, 10)
	d.script()
	look()
	if first != 0 {
		t.Fatalf("back up: first row %d", first)
	}
	// drag the thumb to the foot of the track: the last rows
	tx, ty := int(thumb.X+thumb.W/2), int(thumb.Y+thumb.H/2)
	d.in.Drag(tx, ty, tx, int(track.Y+track.H)+40, false)
	d.script()
	look()
	if first != n-fit {
		t.Fatalf("thumb dragged down: first row %d, want %d", first, n-fit)
	}
	if thumb.Y+thumb.H < track.Y+track.H-1 {
		t.Fatalf("the thumb %v is not at the foot of the track %v", thumb, track)
	}
	// a press on the track near its top brings the list back
	d.in.Click(tx, int(track.Y)+2)
	d.script()
	look()
	if first != 0 {
		t.Fatalf("a click at the track's top: first row %d", first)
	}
	d.shot("shop-scrolled")
}

// buttonRect is where a button is now.
func (d *driver) buttonRect(id string) ui.Rect {
	d.t.Helper()
	var r ui.Rect
	found := false
	d.on(func(a *App) {
		for _, b := range a.chrome.Buttons {
			if b.Id == id {
				r, found = b.R, true
			}
		}
	})
	if !found {
		d.t.Fatalf("no button %q", id)
	}
	return r
}
