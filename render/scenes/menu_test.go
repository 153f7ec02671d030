package scenes

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The menus without a window: a fake host, the layout's controls clicked
// through Update as the pointer would.

type menuHostLog struct {
	said   []string
	played []*game.Game
	fresh  []bool
}

func (h *menuHostLog) Say(msg string, bad bool) { h.said = append(h.said, msg) }
func (h *menuHostLog) Play(g *game.Game, fresh bool) {
	h.played, h.fresh = append(h.played, g), append(h.fresh, fresh)
}
func (h *menuHostLog) Screenshot() {}

// inputCtx is a context whose frame input the test sets.
type inputCtx struct {
	sh        *view.Shared
	cur, prev ui.InputState
	s         Stack
}

func (c *inputCtx) Shared() *view.Shared { return c.sh }
func (c *inputCtx) Cur() ui.InputState   { return c.cur }
func (c *inputCtx) Prev() ui.InputState  { return c.prev }
func (c *inputCtx) Stack() *Stack        { return &c.s }

// frame hands in to the stack as the next frame's input.
func (c *inputCtx) frame(in ui.InputState) {
	c.prev, c.cur = c.cur, in
	Input(c, in)
}

// click presses and releases the left button at r's middle.
func (c *inputCtx) click(r ui.Rect) {
	x, y := int(r.X+r.W/2), int(r.Y+r.H/2)
	c.frame(ui.InputState{X: x, Y: y, Left: true})
	c.frame(ui.InputState{X: x, Y: y})
}

func menuCtx(t *testing.T, g *game.Game, opt view.Options) (*inputCtx, *Menu, *menuHostLog) {
	t.Helper()
	sh := &view.Shared{G: g, Rules: g.Rules, Opt: opt, U: ui.NewUI(1), Scale: 1, W: 1280, H: 800}
	host := &menuHostLog{}
	return &inputCtx{sh: sh}, &Menu{Host: host}, host
}

func newGame(t *testing.T) *game.Game {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// waitJob polls the menu until its job is done.
func waitJob(t *testing.T, c Context, m *Menu) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); m.Busy(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the menu's job never ended")
		}
		m.Poll(c)
	}
}

func item(t *testing.T, c Context, m *Menu, id string) ui.Button {
	t.Helper()
	for _, b := range m.Items(c) {
		if b.Id == id {
			return b
		}
	}
	t.Fatalf("no control %q in the %q menu", id, m.Kind())
	return ui.Button{}
}

// The list of saves is read off the game loop; a save that fails to load
// is marked and the game stays; one that loads is played, not as a new
// game, and the menu closes.
func TestMenuSavesLoad(t *testing.T) {
	g := newGame(t)
	loaded := newGame(t)
	list := []view.SaveInfo{{Path: "/s/bad.kandahar", Name: "bad", Turn: 2}, {Path: "/s/good.kandahar", Name: "good", Turn: 3}}
	c, m, host := menuCtx(t, g, view.Options{Menus: view.Menus{ListSaves: func() []view.SaveInfo { return list },
		LoadSave: func(p string) (*game.Game, error) {
			if strings.Contains(p, "bad") {
				return nil, errors.New(p + ": the file is cut short")
			}
			return loaded, nil
		}}})
	m.Open(c, MenuSaves)
	if c.s.Top() != "menu" || m.Kind() != MenuSaves {
		t.Fatalf("the saves did not open: top %q, kind %q", c.s.Top(), m.Kind())
	}
	waitJob(t, c, m)
	if len(m.Saves()) != 2 {
		t.Fatalf("the list shows %d saves, want 2", len(m.Saves()))
	}
	c.click(item(t, c, m, "save-0").R)
	waitJob(t, c, m)
	if len(host.played) != 0 || !strings.Contains(m.Message(), "bad.kandahar cannot be loaded: the file is cut short") || m.Saves()[0].Problem == "" {
		t.Fatalf("after a failed load: played %d, message %q, problem %q", len(host.played), m.Message(), m.Saves()[0].Problem)
	}
	if item(t, c, m, "save-0").Enabled {
		t.Fatal("the save that failed is still offered")
	}
	c.click(item(t, c, m, "save-1").R)
	waitJob(t, c, m)
	if len(host.played) != 1 || host.played[0] != loaded || host.fresh[0] || c.s.IsUp("menu") {
		t.Fatalf("the good save: played %v (fresh %v), menu up %v", host.played, host.fresh, c.s.IsUp("menu"))
	}
	if len(host.said) == 0 || !strings.HasPrefix(host.said[len(host.said)-1], "Game loaded: ") {
		t.Fatalf("the player was told %q", host.said)
	}
}

// Start asks again while a game is in progress; the second click starts
// the scenario chosen with the optional rules switched in the menu, as a
// new game.
func TestMenuNewGameConfirms(t *testing.T) {
	g := newGame(t)
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(5, 7)), 3); err != nil || len(g.Log) == 0 {
		t.Fatalf("no game in progress: %v", err)
	}
	var got game.Options
	started := newGame(t)
	c, m, host := menuCtx(t, g, view.Options{Menus: view.Menus{
		Scenarios: []view.ScenarioChoice{{Name: "standard", Title: "Standard game"}, {Name: "tutorial", Title: "Tutorial", Description: "Learn.\n\nTURN 1\n1. Buy."}},
		NewGame: func(name string, o game.Options) (*game.Game, error) {
			got = o
			return started, nil
		}}})
	m.Open(c, MenuNewGame)
	c.frame(ui.InputState{Pressed: []ebiten.Key{ebiten.KeyArrowDown}})
	c.click(item(t, c, m, "rule-17.0").R)
	c.click(item(t, c, m, "menu-start").R)
	if !m.Confirming() || m.Busy() {
		t.Fatalf("the first Start: confirming %v, busy %v", m.Confirming(), m.Busy())
	}
	c.click(item(t, c, m, "menu-start").R)
	waitJob(t, c, m)
	if len(host.played) != 1 || !host.fresh[0] || !got.Misadventure {
		t.Fatalf("the second Start: played %d (fresh %v), options %+v", len(host.played), host.fresh, got)
	}
}

// Escape never throws the last game away: the offer to resume stays,
// saying how to start another; the other menus close.
func TestMenuEscape(t *testing.T) {
	g := newGame(t)
	c, m, host := menuCtx(t, g, view.Options{Menus: view.Menus{Resume: &view.ResumeOffer{Turn: 4}, ListSaves: func() []view.SaveInfo { return nil }}})
	m.Open(c, MenuResume)
	c.frame(ui.InputState{Pressed: []ebiten.Key{ebiten.KeyEscape}})
	if !c.s.IsUp("menu") || len(host.said) != 1 {
		t.Fatalf("Esc on the offer: menu up %v, told %q", c.s.IsUp("menu"), host.said)
	}
	m.Open(c, MenuSaves)
	waitJob(t, c, m)
	c.frame(ui.InputState{Pressed: []ebiten.Key{ebiten.KeyEscape}})
	if c.s.IsUp("menu") || m.Kind() != MenuNone {
		t.Fatalf("Esc on the saves: menu up %v, kind %q", c.s.IsUp("menu"), m.Kind())
	}
}
