package stackmenu

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
)

type stackHostLog struct {
	version   int
	said      []string
	unhovered int
	rightAt   []ui.Pt
}

func (h *stackHostLog) Version() int              { return h.version }
func (h *stackHostLog) Say(msg string, bad bool)  { h.said = append(h.said, msg) }
func (h *stackHostLog) Unhover()                  { h.unhovered++ }
func (h *stackHostLog) RightClickAt(x, y float64) { h.rightAt = append(h.rightAt, ui.Pt{X: x, Y: y}) }

// The menu's lines are the rules' list in order, numbered by kind, then
// Inspect; an item refused says why and the menu stays; one allowed is
// done after the menu closes (10.4, 13.0).
func TestStackMenuItems_13_0(t *testing.T) {
	h := game.MustHex("1010")
	attack := game.Action{Type: game.ActAttack, Hex: h, Target: 7}
	list := []game.MenuItem{
		{Kind: game.MenuMove, Label: "Move", Verdict: game.Verdict{Code: game.RefuseWrongPhase, Reason: "not in the combat phase"}},
		{Kind: game.MenuHaul, Label: "Haul the radio"},
		{Kind: game.MenuRide, Label: "Ride the truck"},
		{Kind: game.MenuAttack, Label: "Attack", Act: attack},
	}
	var done []game.Action
	items := Items(h, list, func(a game.Action) { done = append(done, a) }, func() { t.Error("Move was done though refused") }, func() {})
	var ids []string
	for _, it := range items {
		ids = append(ids, it.ID)
	}
	if want := []string{"move", "haul-0", "haul-1", "attack-0", "inspect"}; !slices.Equal(ids, want) {
		t.Fatalf("ids %q, want %q", ids, want)
	}
	if items[0].Why == "" || items[1].Why != "" || items[4].Label != "Inspect 1010" {
		t.Fatalf("items %+v", items)
	}
	c := scenestest.New()
	host := &stackHostLog{version: 3}
	m := New(host, h, ui.Pt{X: 400, Y: 300}, items, true)
	c.Scenes.Push(m)
	c.Press(ebiten.KeyEnter) // Move, refused
	if !c.Scenes.IsUp(Name) || len(host.said) != 1 || host.said[0] != items[0].Why {
		t.Fatalf("a refused item: menu up %v, told %q", c.Scenes.IsUp(Name), host.said)
	}
	c.Click(m.Rows(c)[3]) // the attack
	if c.Scenes.IsUp(Name) || len(done) != 1 || done[0].Target != attack.Target {
		t.Fatalf("the attack clicked: menu up %v, done %+v", c.Scenes.IsUp(Name), done)
	}
	// a menu built for another game closes by itself
	c.Scenes.Push(New(host, h, ui.Pt{}, items, false))
	host.version++
	c.Frame(ui.InputState{})
	if c.Scenes.IsUp(Name) {
		t.Fatal("the menu stayed open over a game that changed")
	}
}

// The keys go round the menu (arrows, Tab, Home, End); the pointer
// chooses what it moves over; a refused item, chosen, shows its reason
// under the items; a click elsewhere only closes the menu, a right click
// elsewhere opens the menu there instead.
func TestStackMenuKeysAndPointer(t *testing.T) {
	h := game.MustHex("1010")
	list := []game.MenuItem{
		{Kind: game.MenuHaul, Label: "Haul the radio"},
		{Kind: game.MenuAttack, Label: "Attack", Verdict: game.Verdict{Code: game.RefuseWrongPhase, Reason: "not in the combat phase (13.0)"}},
	}
	items := Items(h, list, func(game.Action) {}, func() {}, func() {})
	c := scenestest.New()
	host := &stackHostLog{}
	m := New(host, h, ui.Pt{X: 400, Y: 300}, items, false)
	c.Scenes.Push(m)
	if m.Sel != -1 {
		t.Fatalf("opened by the mouse, item %d is chosen", m.Sel)
	}
	for _, step := range []struct {
		key  ebiten.Key
		want int
	}{{ebiten.KeyArrowDown, 0}, {ebiten.KeyTab, 1}, {ebiten.KeyArrowDown, 2}, {ebiten.KeyArrowDown, 0}, {ebiten.KeyArrowUp, 2}, {ebiten.KeyHome, 0}, {ebiten.KeyEnd, 2}} {
		c.Press(step.key)
		if m.Sel != step.want {
			t.Fatalf("%v: item %d chosen, want %d", step.key, m.Sel, step.want)
		}
	}
	rows := m.Rows(c)
	c.Frame(ui.InputState{X: int(rows[1].X + 5), Y: int(rows[1].Y + 5)})
	if m.Sel != 1 {
		t.Fatalf("the pointer over the attack chose item %d", m.Sel)
	}
	if words := scenestest.Words(c.Texts()); !slices.Contains(words, "Stack at 1010") || !slices.Contains(words, "not in the combat phase (13.0)") {
		t.Fatalf("the menu with the refused attack chosen says %q", words)
	}
	if host.unhovered == 0 {
		t.Error("the board kept its hover under the menu")
	}
	c.Click(ui.Rect{X: 5, Y: 5, W: 2, H: 2})
	if c.Scenes.IsUp(Name) {
		t.Fatal("a click elsewhere did not close the menu")
	}
	c.Scenes.Push(m)
	c.Frame(ui.InputState{X: 20, Y: 20, Right: true})
	if c.Scenes.IsUp(Name) || len(host.rightAt) != 1 || host.rightAt[0] != (ui.Pt{X: 20, Y: 20}) {
		t.Fatalf("a right click elsewhere: menu up %v, opened at %v", c.Scenes.IsUp(Name), host.rightAt)
	}
	c.Scenes.Push(m)
	c.Press(ebiten.KeyEscape)
	if c.Scenes.IsUp(Name) {
		t.Fatal("Escape did not close the menu")
	}
}
