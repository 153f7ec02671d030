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
}

func (h *stackHostLog) Version() int              { return h.version }
func (h *stackHostLog) Say(msg string, bad bool)  { h.said = append(h.said, msg) }
func (h *stackHostLog) Unhover()                  { h.unhovered++ }
func (h *stackHostLog) RightClickAt(x, y float64) {}

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
