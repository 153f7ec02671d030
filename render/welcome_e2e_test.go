package render

import (
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/view"
)

// firstRun opens the window as main does on a first run: a standard
// game set up, the scenarios to choose from, and the welcome card asked
// for; welcomed says the player answered it in an earlier run.
func firstRun(t *testing.T, welcomed bool, resume *view.ResumeOffer) (*driver, *string) {
	t.Helper()
	rules := shippedRules(t)
	g, err := game.New(rules, nil, 4)
	if err != nil {
		t.Fatal(err)
	}
	started := new(string)
	newGame := func(name string, opts game.Options) (*game.Game, error) {
		src, err := assets.Scenario(name)
		if err != nil {
			return nil, err
		}
		f, err := game.LoadScenario(src, rules)
		if err != nil {
			return nil, err
		}
		*started = name
		return f.WithOptions(opts).NewGame(rules, 0)
	}
	opt := view.Options{Menus: view.Menus{Scenarios: testScenarios(t, rules), NewGame: newGame, Welcome: true, Resume: resume},
		Prefs: view.Prefs{Welcomed: welcomed}}
	return newMenuDriver(t, g, opt), started
}

func (d *driver) welcomed() (up, answered bool) {
	d.on(func(a *App) { up, answered = a.overlays.scenes.IsUp("welcome"), a.Preferences().Welcomed })
	return up, answered
}

// A first run opens on a card that points to the tutorial; Enter starts
// it, with its coach, and the answer is kept so the card does not come
// back.
func TestFirstRunOffersTheTutorial(t *testing.T) {
	d, started := firstRun(t, false, nil)
	if up, answered := d.welcomed(); !up || answered {
		t.Fatalf("a first run: the welcome card up %v, answered %v", up, answered)
	}
	txt := strings.Join(d.texts(), " ")
	for _, want := range []string{"WELCOME TO KANDAHAR", "Start the tutorial", "Play the standard game", "New game button (N)"} {
		if !strings.Contains(txt, want) {
			t.Fatalf("%q is not on the welcome card:\n%s", want, txt)
		}
	}
	if os.Getenv("SCREENSHOT_DIR") != "" {
		d.shot("welcome")
		d.on(func(a *App) { a.Opt.UIScale = 2 })
		d.waitFrames(3)
		d.shot("welcome-200")
		d.on(func(a *App) { a.Opt.UIScale = 1 })
		d.waitFrames(3)
	}
	// the card takes the input: a key of the board does nothing under it
	g := d.game()
	d.in.Key(ebiten.KeyE)
	d.script()
	if up, _ := d.welcomed(); !up || len(d.game().Log) != len(g.Log) {
		t.Fatal("a key went past the welcome card")
	}
	d.in.Key(ebiten.KeyEnter)
	d.script()
	d.waitMenu()
	if up, answered := d.welcomed(); up || !answered {
		t.Fatalf("Enter: the card up %v, answered %v", up, answered)
	}
	if ng := d.game(); *started != "tutorial" || ng == g || ng.Scenario.Name != "Tutorial" {
		t.Fatalf("Enter did not start the tutorial: %q", *started)
	}
	d.idle()
	coached := false
	d.on(func(a *App) { coached = a.coach.On() })
	if !coached {
		t.Fatal("the tutorial started without its coach")
	}
}

// No card once answered, nor when the last game is offered instead (a
// player with saves is no newcomer).
func TestFirstRunCardOnlyOnce(t *testing.T) {
	d, _ := firstRun(t, true, nil)
	if up, _ := d.welcomed(); up {
		t.Fatal("the welcome card came back after it was answered")
	}
	d, _ = firstRun(t, false, &view.ResumeOffer{Scenario: "Standard", Turn: 2})
	if up, _ := d.welcomed(); up || d.overlay() != "resume" {
		t.Fatalf("with a game to resume: welcome card %v, overlay %q", up, d.overlay())
	}
}

// A file given on the command line that was refused: the window opens
// on the new-game menu, the refusal said in the message and kept in the
// log, and a scenario chosen there starts.
func TestRefusedFileOpensTheNewGameMenu(t *testing.T) {
	rules := shippedRules(t)
	g, err := game.New(rules, nil, 4)
	if err != nil {
		t.Fatal(err)
	}
	said := "The file given to open, broken.kandahar, was refused: it is not a saved game."
	started := ""
	opt := view.Options{Menus: view.Menus{Scenarios: testScenarios(t, rules), NewGameFirst: true,
		NewGame: func(name string, opts game.Options) (*game.Game, error) {
			started = name
			return game.New(rules, nil, 5)
		}}, Prefs: view.Prefs{Notice: said}}
	d := newMenuDriver(t, g, opt)
	if o := d.overlay(); o != "new-game" {
		t.Fatalf("the window opens on %q, not the new-game menu", o)
	}
	if txt := strings.Join(d.texts(), " "); !strings.Contains(txt, "was refused") {
		t.Fatalf("the refusal is not in the window:\n%s", txt)
	}
	d.clickItem("scenario-tutorial")
	d.clickItem("menu-start")
	d.waitMenu()
	if started != "tutorial" {
		t.Fatalf("the menu started %q", started)
	}
}
