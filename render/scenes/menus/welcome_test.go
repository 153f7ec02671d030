package menus

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/scenes/coach"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// welcomeCard is the first run's card over a standard game, the
// tutorial among the scenarios, as main sets it up.
func welcomeCard(t *testing.T) (*scenestest.Ctx, *Welcome, *menuHostLog, *bool, *[]string) {
	t.Helper()
	script, err := coach.TheScript()
	if err != nil {
		t.Fatal(err)
	}
	var started []string
	next := newGame(t)
	hooks := view.Menus{Scenarios: []view.ScenarioChoice{{Name: "standard", Title: "Standard game"}, {Name: "tutorial", Title: script.Scenario}},
		NewGame: func(name string, o game.Options) (*game.Game, error) {
			started = append(started, name)
			return next, nil
		}}
	c, m, host := menuCtx(t, newGame(t), hooks)
	answered := false
	w := &Welcome{Menu: m, Keys: func(action string) string { return map[string]string{"new-game": "N"}[action] }, Answered: func() { answered = true }}
	c.Scenes.Push(w)
	return c, w, host, &answered, &started
}

// A first run opens on a card that points to the tutorial; the card
// keeps the board's keys from the game behind; Enter starts the
// tutorial as the new-game menu does, and the answer is kept.
func TestWelcomeOffersTheTutorial(t *testing.T) {
	c, w, host, answered, started := welcomeCard(t)
	words := strings.Join(scenestest.Words(c.Texts()), " ")
	for _, want := range []string{"WELCOME TO KANDAHAR", "Start the tutorial", "Play the standard game", "New game button (N)"} {
		if !strings.Contains(words, want) {
			t.Errorf("%q is not on the welcome card: %s", want, words)
		}
	}
	if kept := c.Press(ebiten.KeyE); !kept || !c.Scenes.IsUp("welcome") {
		t.Fatal("a key of the board went past the welcome card")
	}
	c.Press(ebiten.KeyEnter)
	waitJob(t, c, w.Menu)
	if c.Scenes.IsUp("welcome") || !*answered {
		t.Fatalf("Enter: the card up %v, answered %v", c.Scenes.IsUp("welcome"), *answered)
	}
	if !slices.Equal(*started, []string{"tutorial"}) || len(host.played) != 1 || !host.fresh[0] || !slices.Contains(host.said, "Setting up the tutorial…") {
		t.Fatalf("Enter: started %q, played %d, told %q", *started, len(host.played), host.said)
	}
}

// The other answer plays the standard game set up behind the card, by
// its button, by Tab to it and Enter, or by Escape; each is kept.
func TestWelcomeStandardGame(t *testing.T) {
	for _, how := range []string{"button", "tab", "escape"} {
		c, w, host, answered, started := welcomeCard(t)
		switch how {
		case "button":
			i := slices.IndexFunc(w.Items(c), func(b ui.Button) bool { return b.Id == "welcome-standard" })
			c.Click(w.Items(c)[i].R)
		case "tab":
			c.Press(ebiten.KeyTab)
			c.Press(ebiten.KeyTab)
			c.Press(ebiten.KeyEnter)
		case "escape":
			c.Press(ebiten.KeyEscape)
		}
		waitJob(t, c, w.Menu)
		if c.Scenes.IsUp("welcome") || !*answered || len(*started) != 0 || len(host.played) != 0 {
			t.Errorf("%s: card up %v, answered %v, started %q", how, c.Scenes.IsUp("welcome"), *answered, *started)
		}
	}
}

// A build without the tutorial offers it greyed; the standard game is
// still there.
func TestWelcomeWithoutTheTutorial(t *testing.T) {
	c, m, _ := menuCtx(t, newGame(t), view.Menus{Scenarios: []view.ScenarioChoice{{Name: "standard", Title: "Standard game"}}})
	w := &Welcome{Menu: m}
	c.Scenes.Push(w)
	for _, b := range w.Items(c) {
		if b.Enabled != (b.Id == "welcome-standard") {
			t.Errorf("%s enabled %v", b.Id, b.Enabled)
		}
	}
}
