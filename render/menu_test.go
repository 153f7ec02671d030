package render

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/view"
	"kandahar/saves"
)

// End-to-end tests of the overlays: the offer to resume the last game,
// the new-game menu and the list of saves, driven by the scripted player
// through the real window (see e2e_test.go).

func newMenuDriver(t *testing.T, g *game.Game, opt view.Options) *driver {
	t.Helper()
	return openApp(t, g, opt, false)
}

// item is the screen centre of an overlay's control.
func (d *driver) item(id string) (int, int) {
	d.t.Helper()
	x, y, found := 0, 0, false
	d.on(func(a *App) {
		for _, b := range a.overlays.menu.Items(sceneCtx{a}) {
			if b.Id == id {
				x, y, found = int(b.R.X+b.R.W/2), int(b.R.Y+b.R.H/2), true
			}
		}
	})
	if !found {
		d.t.Fatalf("no control %q in the overlay %q", id, d.overlay())
	}
	return x, y
}

func (d *driver) clickItem(id string) {
	d.t.Helper()
	x, y := d.item(id)
	d.in.Click(x, y)
	d.script()
}

func (d *driver) overlay() string {
	o := ""
	d.on(func(a *App) { o = a.Overlay() })
	return o
}

func (d *driver) game() *game.Game {
	var g *game.Game
	d.on(func(a *App) { g = a.G })
	return g
}

// waitMenu waits for the overlay's job (a load, a list) to finish, and
// for the Open or Save hook that may start one.
func (d *driver) waitMenu() {
	d.t.Helper()
	d.waitFor("the overlay's job", hangLimit, func(a *App) bool { return !a.overlays.menu.Busy() && a.shell.hook == nil })
	d.waitFrames(2)
}

func (d *driver) menuMsg() string {
	m := ""
	d.on(func(a *App) { m = a.overlays.menu.Message() })
	return m
}

func playedFor(t *testing.T, rules *game.Rules, seed uint64, n int) *game.Game {
	t.Helper()
	g, err := game.New(rules, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := game.PlayRandom(g, rand.New(rand.NewPCG(seed, 7)), n); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestResumeOffer(t *testing.T) {
	rules := shippedRules(t)
	fresh, _ := game.New(rules, nil, 3)
	// a game in progress, a few turns in
	var last *game.Game
	for seed := uint64(21); last == nil || last.State.Over || last.State.Turn < 3; seed++ {
		last = playedFor(t, rules, seed, 70)
	}
	loads := 0
	offer := &view.ResumeOffer{Scenario: last.Scenario.Name, Turn: last.State.Turn, Phase: last.State.Phase.String(), PP: last.State.PP,
		Saved: time.Now().Add(-90 * time.Minute), Load: func() (*game.Game, error) {
			loads++
			if loads == 1 {
				return nil, errors.New("autosave-x.kandahar: the file is cut short after 7430 bytes: it was not written to the end")
			}
			return last, nil
		}}
	d := newMenuDriver(t, fresh, view.Options{Menus: view.Menus{Resume: offer, Scenarios: testScenarios(t, rules)}})
	if o := d.overlay(); o != "resume" {
		t.Fatalf("no offer to resume at start: overlay %q", o)
	}
	// the game behind does not hear the keys meant for the offer
	d.in.Key(ebiten.KeyE)
	d.script()
	if n := len(d.game().Log); n != 0 {
		t.Fatalf("a key went through the offer to the game: %d actions", n)
	}
	d.in.MoveTo(10, 10)
	d.script()
	d.shot("resume")

	// a failed load says why and leaves the new game
	d.clickItem("menu-resume")
	d.waitMenu()
	if d.game() != fresh || d.overlay() != "resume" || !strings.Contains(d.menuMsg(), "cut short") {
		t.Fatalf("after a failed load: overlay %q, message %q", d.overlay(), d.menuMsg())
	}
	d.shot("resume-failed")
	enabled := true
	d.on(func(a *App) {
		enabled = a.overlays.menu.Items(sceneCtx{a})[0].Enabled
	})
	if enabled {
		t.Fatal("Resume is still offered after it failed")
	}
	// Esc cancels: it never starts a new game over the last one
	d.in.Key(ebiten.KeyEscape)
	d.script()
	if d.overlay() != "resume" || d.game() != fresh {
		t.Fatalf("Esc left the resume offer: overlay %q", d.overlay())
	}
	// the New game button does
	d.clickItem("menu-new")
	d.script()
	if d.overlay() != "" || d.game() != fresh {
		t.Fatalf("New game did not start the new game: overlay %q", d.overlay())
	}

	// a second start: Enter resumes
	d = newMenuDriver(t, fresh, view.Options{Menus: view.Menus{Resume: offer}})
	d.in.Key(ebiten.KeyEnter)
	d.script()
	d.waitMenu()
	if d.overlay() != "" || d.game() != last {
		t.Fatalf("Enter did not resume the last game: overlay %q, message %q", d.overlay(), d.menuMsg())
	}
}

func testScenarios(t *testing.T, rules *game.Rules) []view.ScenarioChoice {
	t.Helper()
	var out []view.ScenarioChoice
	for _, name := range assets.Scenarios() {
		src, err := assets.Scenario(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := game.LoadScenario(src, rules)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, view.ScenarioChoice{Name: name, Title: f.Scenario.Name, Description: f.Scenario.Description, Options: f.Scenario.Options})
	}
	return out
}

func TestNewGameMenu(t *testing.T) {
	rules := shippedRules(t)
	g, _ := game.New(rules, nil, 4)
	if _, err := g.Apply(game.Action{Type: game.ActEndPhase}); err != nil {
		t.Fatal(err)
	}
	started := ""
	var chose game.Options
	newGame := func(name string, opts game.Options) (*game.Game, error) {
		chose = opts
		src, err := assets.Scenario(name)
		if err != nil {
			return nil, err
		}
		f, err := game.LoadScenario(src, rules)
		if err != nil {
			return nil, err
		}
		started = name
		return f.WithOptions(opts).NewGame(rules, 1)
	}
	d := newMenuDriver(t, g, view.Options{Menus: view.Menus{Scenarios: testScenarios(t, rules), NewGame: newGame}})
	d.in.Key(ebiten.KeyN)
	d.script()
	if d.overlay() != "new-game" {
		t.Fatalf("N did not open the new-game menu: %q", d.overlay())
	}
	d.in.Key(ebiten.KeyEscape)
	d.script()
	if d.overlay() != "" {
		t.Fatal("Esc did not close the menu")
	}
	// the button in the corner opens it too
	d.clickButton("menu")
	if d.overlay() != "new-game" {
		t.Fatalf("the New game button did not open the menu: %q", d.overlay())
	}
	d.clickItem("scenario-tutorial")
	// the optional rules start as the scenario has them; 17.0 is switched
	var tutorial game.Options
	for _, sc := range testScenarios(t, rules) {
		if sc.Name == "tutorial" {
			tutorial = sc.Options
		}
	}
	d.clickItem("rule-17.0")
	d.in.MoveTo(10, 10)
	d.script()
	d.shot("new-game")
	// a game is in progress: the first click asks to be sure
	d.clickItem("menu-start")
	if d.game() != g || started != "" {
		t.Fatal("the game in progress was left without a second click")
	}
	confirm := false
	d.on(func(a *App) { confirm = a.overlays.menu.Confirming() })
	if !confirm {
		t.Fatal("Start did not ask to be sure")
	}
	d.shot("new-game-confirm")
	d.clickItem("menu-start")
	d.waitMenu()
	if ng := d.game(); ng == g || started != "tutorial" || ng.Scenario.Name != "Tutorial" || d.overlay() != "" {
		t.Fatalf("the tutorial did not start: %q, overlay %q, message %q", started, d.overlay(), d.menuMsg())
	}
	if ng := d.game(); chose != ng.Scenario.Options || ng.State.Options != chose || chose.Misadventure == tutorial.Misadventure {
		t.Fatalf("the game plays by %+v, the menu chose %+v, the scenario has %+v: rule 17.0 was switched", ng.State.Options, chose, tutorial)
	}
	// a game with no action yet is left at once; Enter starts the chosen one
	d.in.Key(ebiten.KeyN)
	d.in.Key(ebiten.KeyArrowDown) // from the standard game, the first
	d.in.Key(ebiten.KeyArrowDown)
	d.in.Key(ebiten.KeyEnter)
	d.script()
	d.waitMenu()
	if started != "short-campaign" || d.overlay() != "" {
		t.Fatalf("Enter did not start the next scenario: %q, overlay %q", started, d.overlay())
	}
}

func TestSavesList(t *testing.T) {
	rules := shippedRules(t)
	dir := t.TempDir()
	long := playedFor(t, rules, 31, 300)
	short := playedFor(t, rules, 32, 40)
	good := filepath.Join(dir, "standard-game-turn03-20250301-1822"+saves.Ext)
	auto := filepath.Join(dir, "autosave-20250301-182210.512-001-turn01-movement"+saves.Ext)
	for _, f := range []struct {
		path string
		g    *game.Game
	}{{good, long}, {auto, short}} {
		if err := saves.Save(f.path, f.g); err != nil {
			t.Fatal(err)
		}
	}
	// a file cut short, and one whose snapshot was edited (it lists, but
	// does not load)
	data, _ := os.ReadFile(good)
	os.WriteFile(filepath.Join(dir, "cut"+saves.Ext), data[:len(data)/2], 0o644)
	edited := regexp.MustCompile(`"stateSHA256": "[0-9a-f]+"`).ReplaceAllString(string(data), `"stateSHA256": "`+strings.Repeat("0", 64)+`"`)
	os.WriteFile(filepath.Join(dir, "edited"+saves.Ext), []byte(edited), 0o644)
	list := func() []view.SaveInfo {
		infos, _ := saves.ListSaves(dir)
		var out []view.SaveInfo
		for _, in := range infos {
			si := view.SaveInfo{Path: in.Path, Name: in.Name, Saved: in.Saved, Scenario: in.Scenario, Turn: in.Turn, Phase: in.Phase, PP: in.PP, Actions: in.Actions, Over: in.Over, Auto: in.Auto}
			if in.Err != nil {
				si.Problem = saves.InWords(in.Err)
			}
			out = append(out, si)
		}
		return out
	}
	if l := list(); len(l) != 4 {
		t.Fatalf("%d files listed", len(l))
	}
	fresh, _ := game.New(rules, nil, 5)
	opened := 0
	d := newMenuDriver(t, fresh, view.Options{
		Open:  func() (*game.Game, error) { opened++; return nil, view.ErrShowList },
		Menus: view.Menus{ListSaves: list, LoadSave: func(p string) (*game.Game, error) { return saves.Load(p, rules) }, SaveDir: "/home/player/.config/kandahar/saves"},
	})
	// Ctrl+Shift+O shows the app's own list without trying the dialog
	d.in.Key(ebiten.KeyO, ebiten.KeyControlLeft, ebiten.KeyShiftLeft)
	d.script()
	d.waitMenu()
	if d.overlay() != "saves" || opened != 0 {
		t.Fatalf("Ctrl+Shift+O: overlay %q, the dialog tried %d times", d.overlay(), opened)
	}
	d.in.Key(ebiten.KeyEscape)
	d.script()
	d.in.Key(ebiten.KeyO, ebiten.KeyControlLeft)
	d.script()
	d.waitMenu()
	if d.overlay() != "saves" || opened != 1 {
		t.Fatalf("Ctrl+O with no dialog did not show the list: %q (Open called %d times)", d.overlay(), opened)
	}
	var shown []view.SaveInfo
	d.on(func(a *App) { shown = a.overlays.menu.Saves() })
	if len(shown) != 4 {
		t.Fatalf("the list shows %d files", len(shown))
	}
	row := func(name string) string {
		for i, in := range shown {
			if in.Name == name {
				return fmt.Sprintf("save-%d", i)
			}
		}
		t.Fatalf("%s is not listed", name)
		return ""
	}
	d.in.MoveTo(10, 10)
	d.script()
	d.shot("saves-list")

	// an unreadable file says why, and nothing is loaded
	d.clickItem(row("cut"))
	if msg := d.menuMsg(); !strings.Contains(msg, "cut short") || d.game() != fresh {
		t.Fatalf("clicking a damaged save: %q", msg)
	}
	// a file that lists but does not load: the reason in words, the game untouched
	d.clickItem(row("edited"))
	d.waitMenu()
	if msg := d.menuMsg(); !strings.Contains(msg, "cannot be loaded") || !strings.Contains(msg, "hash") || d.game() != fresh || d.overlay() != "saves" {
		t.Fatalf("a failed load: %q, overlay %q", msg, d.overlay())
	}
	d.shot("saves-list-error")
	// a good save loads and the list closes
	d.clickItem(row(strings.TrimSuffix(filepath.Base(good), saves.Ext)))
	d.waitMenu()
	if g := d.game(); g == fresh || len(g.Log) != len(long.Log) || d.overlay() != "" {
		t.Fatalf("the save did not load: overlay %q, message %q", d.overlay(), d.menuMsg())
	}
	// Esc closes the list without loading
	d.in.Key(ebiten.KeyO, ebiten.KeyControlLeft)
	d.script()
	d.waitMenu()
	d.in.Key(ebiten.KeyEscape)
	d.script()
	if d.overlay() != "" {
		t.Fatal("Esc did not close the list")
	}
}
