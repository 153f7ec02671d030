package menus

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/scenes"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The menus without a window: a fake host, the layout's controls clicked
// through Update as the pointer would.

type menuHostLog struct {
	hooks  view.Menus
	play   InPlay
	left   int // games left for another
	said   []string
	played []*game.Game
	fresh  []bool
}

func (h *menuHostLog) Hooks() view.Menus { return h.hooks }
func (h *menuHostLog) InPlay() InPlay    { return h.play }
func (h *menuHostLog) Leaving() func() {
	if !h.play.InProgress {
		return func() {}
	}
	return func() { h.left++ }
}

func (h *menuHostLog) Say(msg string, bad bool) { h.said = append(h.said, msg) }
func (h *menuHostLog) Play(g *game.Game, fresh bool) {
	h.played, h.fresh = append(h.played, g), append(h.fresh, fresh)
}
func (h *menuHostLog) Screenshot() {}

func menuCtx(t *testing.T, g *game.Game, hooks view.Menus) (*scenestest.Ctx, *Menu, *menuHostLog) {
	t.Helper()
	host := &menuHostLog{hooks: hooks, play: InPlay{Scenario: g.Scenario.Name, Turn: g.State.Turn, Phase: g.State.Phase.String(), InProgress: len(g.Log) > 0 && !g.State.Over}}
	return scenestest.New(), &Menu{Host: host}, host
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
func waitJob(t *testing.T, c scenes.Context, m *Menu) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); m.Busy(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the menu's job never ended")
		}
		m.Poll(c)
	}
}

func item(t *testing.T, c scenes.Context, m *Menu, id string) ui.Button {
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
	c, m, host := menuCtx(t, g, view.Menus{ListSaves: func() []view.SaveInfo { return list },
		LoadSave: func(p string) (*game.Game, error) {
			if strings.Contains(p, "bad") {
				return nil, errors.New(p + ": the file is cut short")
			}
			return loaded, nil
		}})
	m.Open(c, MenuSaves)
	if c.Scenes.Top() != "menu" || m.Kind() != MenuSaves {
		t.Fatalf("the saves did not open: top %q, kind %q", c.Scenes.Top(), m.Kind())
	}
	waitJob(t, c, m)
	if len(m.Saves()) != 2 {
		t.Fatalf("the list shows %d saves, want 2", len(m.Saves()))
	}
	c.Click(item(t, c, m, "save-0").R)
	waitJob(t, c, m)
	if len(host.played) != 0 || !strings.Contains(m.Message(), "bad.kandahar cannot be loaded: the file is cut short") || m.Saves()[0].Problem == "" {
		t.Fatalf("after a failed load: played %d, message %q, problem %q", len(host.played), m.Message(), m.Saves()[0].Problem)
	}
	if item(t, c, m, "save-0").Enabled {
		t.Fatal("the save that failed is still offered")
	}
	c.Click(item(t, c, m, "save-1").R)
	waitJob(t, c, m)
	if len(host.played) != 1 || host.played[0] != loaded || host.fresh[0] || c.Scenes.IsUp("menu") {
		t.Fatalf("the good save: played %v (fresh %v), menu up %v", host.played, host.fresh, c.Scenes.IsUp("menu"))
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
	c, m, host := menuCtx(t, g, view.Menus{
		Scenarios: []view.ScenarioChoice{{Name: "standard", Title: "Standard game"}, {Name: "tutorial", Title: "Tutorial", Description: "Learn.\n\nTURN 1\n1. Buy."}},
		NewGame: func(name string, o game.Options) (*game.Game, error) {
			got = o
			return started, nil
		}})
	m.Open(c, MenuNewGame)
	c.Frame(ui.InputState{Pressed: []ebiten.Key{ebiten.KeyArrowDown}})
	c.Click(item(t, c, m, "rule-17.0").R)
	c.Click(item(t, c, m, "menu-start").R)
	if !m.Confirming() || m.Busy() {
		t.Fatalf("the first Start: confirming %v, busy %v", m.Confirming(), m.Busy())
	}
	c.Click(item(t, c, m, "menu-start").R)
	waitJob(t, c, m)
	if len(host.played) != 1 || !host.fresh[0] || !got.Misadventure {
		t.Fatalf("the second Start: played %d (fresh %v), options %+v", len(host.played), host.fresh, got)
	}
}

// Escape never throws the last game away: the offer to resume stays,
// saying how to start another; the other menus close.
func TestMenuEscape(t *testing.T) {
	g := newGame(t)
	c, m, host := menuCtx(t, g, view.Menus{Resume: &view.ResumeOffer{Turn: 4}, ListSaves: func() []view.SaveInfo { return nil }})
	m.Open(c, MenuResume)
	c.Frame(ui.InputState{Pressed: []ebiten.Key{ebiten.KeyEscape}})
	if !c.Scenes.IsUp("menu") || len(host.said) != 1 {
		t.Fatalf("Esc on the offer: menu up %v, told %q", c.Scenes.IsUp("menu"), host.said)
	}
	m.Open(c, MenuSaves)
	waitJob(t, c, m)
	c.Frame(ui.InputState{Pressed: []ebiten.Key{ebiten.KeyEscape}})
	if c.Scenes.IsUp("menu") || m.Kind() != MenuNone {
		t.Fatalf("Esc on the saves: menu up %v, kind %q", c.Scenes.IsUp("menu"), m.Kind())
	}
}

// A long list scrolls with the wheel and stops at its end.
func TestSavesListScrolls(t *testing.T) {
	var list []view.SaveInfo
	for i := range 40 {
		list = append(list, view.SaveInfo{Path: fmt.Sprintf("/saves/game-%02d.kandahar", i), Name: fmt.Sprintf("game-%02d", i),
			Saved: time.Now().Add(-time.Duration(i) * time.Hour), Scenario: "Standard game", Turn: 40 - i, Phase: "Friendly Movement Phase", PP: 50, Actions: 400 - i})
	}
	c, m, _ := menuCtx(t, newGame(t), view.Menus{ListSaves: func() []view.SaveInfo { return list }, LoadSave: func(string) (*game.Game, error) { return nil, errors.New("not in this test") }})
	m.Open(c, MenuSaves)
	waitJob(t, c, m)
	rows := func() []string {
		var ids []string
		for _, b := range m.Items(c) {
			if strings.HasPrefix(b.Id, "save-") {
				ids = append(ids, b.Id)
			}
		}
		return ids
	}
	first := rows()
	if len(first) == 0 || len(first) >= len(list) || first[0] != "save-0" {
		t.Fatalf("rows shown: %v", first)
	}
	r := item(t, c, m, first[0]).R
	c.Frame(ui.InputState{X: int(r.X + 5), Y: int(r.Y + 5), WheelY: -3})
	if r := rows(); r[0] == "save-0" {
		t.Fatalf("the wheel did not scroll: %v", r)
	}
	for range 20 {
		c.Frame(ui.InputState{X: int(r.X + 5), Y: int(r.Y + 5), WheelY: -5})
	}
	if r := rows(); r[len(r)-1] != fmt.Sprintf("save-%d", len(list)-1) {
		t.Fatalf("the list does not scroll to its end: %v", r)
	}
	if words := scenestest.Words(c.Texts()); !slices.Contains(words, "40 files · scroll for more") {
		t.Fatalf("the list does not say it scrolls: %q", words)
	}
}

// Tab goes from save to save; Enter loads the one focused.
func TestSavesListByKeys(t *testing.T) {
	var list []view.SaveInfo
	for i := range 3 {
		list = append(list, view.SaveInfo{Path: fmt.Sprintf("/saves/game-%d.kandahar", i), Name: fmt.Sprintf("game-%d", i),
			Saved: time.Now().Add(-time.Duration(i) * time.Hour), Scenario: "Standard game", Turn: 3, Phase: "Friendly Movement Phase", PP: 50, Actions: 40})
	}
	var loaded []string
	c, m, _ := menuCtx(t, newGame(t), view.Menus{ListSaves: func() []view.SaveInfo { return list }, LoadSave: func(p string) (*game.Game, error) {
		loaded = append(loaded, p)
		return nil, errors.New("not in this test")
	}})
	m.Open(c, MenuSaves)
	waitJob(t, c, m)
	c.Press(ebiten.KeyTab)
	c.Press(ebiten.KeyTab)
	if m.Focus() != "save-1" {
		t.Fatalf("two Tabs focus %q, not the second save", m.Focus())
	}
	c.Press(ebiten.KeyEnter)
	waitJob(t, c, m)
	if len(loaded) != 1 || loaded[0] != list[1].Path {
		t.Fatalf("Enter loaded %q, not the focused %s", loaded, list[1].Path)
	}
	if !strings.Contains(m.Message(), "game-1.kandahar cannot be loaded: not in this test") {
		t.Fatalf("the failed load says %q", m.Message())
	}
}

// The list names each save as a player reads it: its scenario, turn and
// phase, the file, its points and actions, an autosave as such, a save
// that cannot be loaded in words; with none, it says how to make one.
func TestSavesListWords(t *testing.T) {
	list := []view.SaveInfo{
		{Path: "/s/mine.kandahar", Name: "mine", Scenario: "Standard game", Turn: 3, Phase: "Combat Phase", PP: 12, Actions: 1},
		{Path: "/s/autosave-1.kandahar", Name: "autosave-1", Scenario: "Tutorial", Turn: 1, Over: true, Auto: true, Actions: 30},
		{Path: "/s/cut.kandahar", Name: "cut", Problem: "the file is cut short"},
	}
	c, m, _ := menuCtx(t, newGame(t), view.Menus{ListSaves: func() []view.SaveInfo { return list }, SaveDir: "/home/p/saves"})
	m.Open(c, MenuSaves)
	waitJob(t, c, m)
	words := strings.Join(scenestest.Words(c.Texts()), "\n")
	for _, want := range []string{"LOAD A SAVED GAME", "Standard game · turn 3 · Combat Phase", "mine.kandahar · 12 PP · 1 action",
		"Tutorial · turn 1 · game over", "autosave-1.kandahar · 0 PP · 30 actions · autosave", "cut.kandahar: cannot be loaded", "the file is cut short"} {
		if !strings.Contains(words, want) {
			t.Errorf("the list does not say %q:\n%s", want, words)
		}
	}
	if item(t, c, m, "save-2").Enabled {
		t.Error("a save that cannot be loaded is offered")
	}
	c, m, _ = menuCtx(t, newGame(t), view.Menus{ListSaves: func() []view.SaveInfo { return nil }, SaveDir: "/home/p/saves"})
	m.Open(c, MenuSaves)
	waitJob(t, c, m)
	if words := strings.Join(scenestest.Words(c.Texts()), " "); !strings.Contains(words, "No saved games yet. Ctrl+S saves the game in /home/p/saves") {
		t.Fatalf("an empty list says %q", words)
	}
}

// The offer to resume: Enter resumes; a load that fails says why, leaves
// the game as it is and Resume is no longer offered; N chooses a
// scenario instead; New game closes the offer on the game set up behind.
func TestResumeOffer(t *testing.T) {
	last := newGame(t)
	loads := 0
	offer := &view.ResumeOffer{Scenario: "Standard game", Turn: 4, Phase: "Combat Phase", PP: 30, Saved: time.Now().Add(-90 * time.Minute),
		Load: func() (*game.Game, error) {
			loads++
			if loads == 1 {
				return nil, errors.New("autosave-x.kandahar: the file is cut short")
			}
			return last, nil
		}}
	hooks := view.Menus{Resume: offer, Scenarios: []view.ScenarioChoice{{Name: "standard", Title: "Standard game"}}}
	c, m, host := menuCtx(t, newGame(t), hooks)
	m.Open(c, MenuResume)
	words := strings.Join(scenestest.Words(c.Texts()), " ")
	for _, want := range []string{"KANDAHAR · WELCOME BACK", "Resume your last game (turn 4, saved at", "Standard game · Combat Phase · 30 PP", "Resume  (Enter)", "Choose a scenario  (N)"} {
		if !strings.Contains(words, want) {
			t.Errorf("the offer does not say %q: %s", want, words)
		}
	}
	if kept := c.Press(ebiten.KeyE); !kept {
		t.Fatal("a key of the board went past the offer")
	}
	c.Press(ebiten.KeyEnter)
	waitJob(t, c, m)
	if len(host.played) != 0 || !strings.Contains(m.Message(), "cut short") || item(t, c, m, "menu-resume").Enabled {
		t.Fatalf("a failed resume: played %d, message %q", len(host.played), m.Message())
	}
	if words := strings.Join(scenestest.Words(c.Texts()), " "); !strings.Contains(words, "Your last game could not be loaded") {
		t.Fatalf("the offer does not say the load failed: %s", words)
	}
	c.Press(ebiten.KeyN)
	if m.Kind() != MenuNewGame {
		t.Fatalf("N on the offer opened %q", m.Kind())
	}
	c, m, host = menuCtx(t, newGame(t), hooks)
	m.Open(c, MenuResume)
	c.Click(item(t, c, m, "menu-new").R)
	if c.Scenes.IsUp("menu") || len(host.played) != 0 {
		t.Fatalf("New game: menu up %v, played %d", c.Scenes.IsUp("menu"), len(host.played))
	}
	c, m, host = menuCtx(t, newGame(t), view.Menus{Resume: &view.ResumeOffer{Turn: 4, Load: func() (*game.Game, error) { return last, nil }}})
	m.Open(c, MenuResume)
	c.Press(ebiten.KeyEnter)
	waitJob(t, c, m)
	if len(host.played) != 1 || host.played[0] != last || host.fresh[0] || c.Scenes.IsUp("menu") {
		t.Fatalf("Enter did not resume the last game: played %d, menu up %v", len(host.played), c.Scenes.IsUp("menu"))
	}
}

// With no game in progress, Start needs no second click, the arrows
// choose the scenario and the game in play is not left: nothing to
// autosave. With one in progress, it is left (autosaved) before the new
// game starts.
func TestNewGameMenuKeys(t *testing.T) {
	var started []string
	next := newGame(t)
	hooks := view.Menus{
		Scenarios: []view.ScenarioChoice{{Name: "standard", Title: "Standard game"}, {Name: "tutorial", Title: "Tutorial"}, {Name: "short", Title: "Short campaign"}},
		NewGame: func(name string, o game.Options) (*game.Game, error) {
			started = append(started, name)
			return next, nil
		}}
	c, m, host := menuCtx(t, newGame(t), hooks)
	m.Open(c, MenuNewGame)
	c.Press(ebiten.KeyArrowUp) // from the first, round to the last
	c.Press(ebiten.KeyEnter)
	waitJob(t, c, m)
	if !slices.Equal(started, []string{"short"}) || host.left != 0 || len(host.played) != 1 || !host.fresh[0] {
		t.Fatalf("Enter: started %q, left %d games, played %d", started, host.left, len(host.played))
	}
	if len(host.said) == 0 || !strings.HasPrefix(host.said[len(host.said)-1], "New game: ") {
		t.Fatalf("the player was told %q", host.said)
	}
	g := newGame(t)
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(5, 7)), 3); err != nil {
		t.Fatal(err)
	}
	c, m, host = menuCtx(t, g, hooks)
	m.Open(c, MenuNewGame)
	if words := strings.Join(scenestest.Words(c.Texts()), " "); !strings.Contains(words, "Starting a new game leaves your game in progress") {
		t.Fatalf("the menu does not say the game in progress is left: %s", words)
	}
	c.Press(ebiten.KeyEnter)
	c.Press(ebiten.KeyEnter)
	waitJob(t, c, m)
	if host.left != 1 || len(host.played) != 1 {
		t.Fatalf("a game in progress left: autosaved %d times, played %d", host.left, len(host.played))
	}
}

// When a save was written reads as a player says it.
func TestWhenSaved(t *testing.T) {
	now := time.Date(2026, 3, 5, 18, 0, 0, 0, time.Local)
	for _, c := range []struct {
		t    time.Time
		want string
	}{
		{time.Time{}, "unknown time"},
		{now.Add(-2 * time.Hour), "16:00 today"},
		{now.Add(-20 * time.Hour), "22:00 yesterday"},
		{time.Date(2026, 1, 2, 9, 30, 0, 0, time.Local), "09:30 on Fri 2 Jan"},
		{time.Date(2025, 12, 24, 9, 30, 0, 0, time.Local), "09:30 on 24 Dec 2025"},
	} {
		if got := whenSaved(c.t, now); got != c.want {
			t.Errorf("saved %v: %q, want %q", c.t, got, c.want)
		}
	}
}
