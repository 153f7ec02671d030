package menus

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/scenes"
	"kandahar/render/scenes/coach"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// Welcome is the card a first run opens with, over the standard game
// set up behind it: it offers the tutorial, with its coach, or that
// game. Either answer, or Escape, closes it for good (Answered).
type Welcome struct {
	scenes.Standing
	Menu *Menu // starts the tutorial as the new-game menu does
	// Keys are the keys in force for an action of the keymap ("N").
	Keys func(action string) string
	// Answered runs when the player has chosen: the card is not shown
	// again.
	Answered func()
	focus    string // the button Tab went to
	press    string // the button the pointer went down on
}

// Name is the scene's name.
func (*Welcome) Name() string { return "welcome" }

// Escape plays the standard game.
func (w *Welcome) Escape(c scenes.Context) scenes.Esc {
	w.answer(c, false)
	return scenes.EscPop
}

// Tutorial is the tutorial among the scenarios, as the coach names it;
// ok is false in a build without one.
func Tutorial(opt view.Menus) (view.ScenarioChoice, bool) {
	sc, err := coach.TheScript()
	if err != nil {
		return view.ScenarioChoice{}, false
	}
	for _, s := range opt.Scenarios {
		if s.Title == sc.Scenario {
			return s, opt.NewGame != nil
		}
	}
	return view.ScenarioChoice{}, false
}

// answer closes the card and, for the tutorial, starts it.
func (w *Welcome) answer(c scenes.Context, tutorial bool) {
	c.Stack().Remove(w.Name())
	if w.Answered != nil {
		w.Answered()
	}
	if tut, ok := Tutorial(w.hooks()); tutorial && ok {
		w.Menu.startScenario(tut.Name, tut.Title, tut.Options)
		w.Menu.Host.Say("Setting up the tutorial…", false)
	}
}

// welcomeLines are the card's words: what the game is, and the two ways
// in.
func (w *Welcome) welcomeLines() []string {
	newGame := "the New game button"
	if w.Keys != nil && w.Keys("new-game") != "" {
		newGame += " (" + w.Keys("new-game") + ")"
	}
	return []string{
		"You command US Special Forces teams in Kandahar province, some time between 2003 and 2013, sent after missions while the game system moves the enemy and rolls every die.",
		"New to the game? The tutorial plays two short turns with a coach beside the map who gives one step at a time, points at what to do and names the keys. Its dice are scripted, so every roll comes out as it says.",
		"Or go straight to a standard game: its set-up shop is open behind this card. The tutorial stays in " + newGame + " for later.",
	}
}

// layout places the card and its two buttons.
func (w *Welcome) layout(c scenes.Context) (ui.Rect, []string, []ui.Button) {
	sh := c.Window()
	s := sh.Scale
	cw := min(560*s, float64(sh.W)-40*s)
	var lines []string
	for i, p := range w.welcomeLines() {
		if i > 0 {
			lines = append(lines, "")
		}
		lines = append(lines, sh.U.Wrap(p, cw-40*s, 12.5, false)...)
	}
	h := 44*s + float64(len(lines))*17*s + 20*s + 40*s + 18*s
	r := sh.Centred(cw, h)
	by := r.Y + r.H - 18*s - 40*s
	bw := (cw - 40*s - 12*s) / 2
	_, ok := Tutorial(w.hooks())
	items := []ui.Button{
		{Id: "welcome-tutorial", R: ui.Rect{X: r.X + 20*s, Y: by, W: bw, H: 40 * s}, Label: "Start the tutorial  (Enter)", Primary: true, Enabled: ok,
			Tip: "Two turns with a coach, step by step", OnClick: func() { w.answer(c, true) }},
		{Id: "welcome-standard", R: ui.Rect{X: r.X + 20*s + bw + 12*s, Y: by, W: bw, H: 40 * s}, Label: "Play the standard game  (Esc)", Enabled: true,
			OnClick: func() { w.answer(c, false) }},
	}
	return r, lines, items
}

// Items are the card's buttons, where they stand now.
func (w *Welcome) Items(c scenes.Context) []ui.Button {
	_, _, items := w.layout(c)
	return items
}

// Update takes all the input while the card is up: a click on a button,
// Tab between them, Enter for the focused one or the tutorial.
func (w *Welcome) Update(c scenes.Context, in ui.InputState) bool {
	_, _, items := w.layout(c)
	for _, k := range in.Pressed {
		switch k {
		case ebiten.KeyTab:
			w.focus = ui.NextFocus(items, w.focus, in.Shift())
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			id := w.focus
			if id == "" {
				id = "welcome-tutorial"
			}
			ui.Press(items, id)
			return true
		}
	}
	if b, ok := clicked(c, in, items, &w.press); ok {
		ui.Press(items, b.Id)
	}
	return true
}

// Cover draws the card over the dimmed window.
func (w *Welcome) Cover(c scenes.Context, dst *ebiten.Image) bool {
	sh := c.Window()
	s := sh.Scale
	r, lines, items := w.layout(c)
	sh.Dim(dst)
	sh.Card(dst, r, "WELCOME TO KANDAHAR")
	sh.Lines(dst, lines, r.X+20*s, r.Y+44*s+8*s, 12.5, false, ui.Ink, 17*s)
	drawItems(c, dst, items, w.focus, false)
	return true
}

// hooks are the menus' hooks, none without a menu.
func (w *Welcome) hooks() view.Menus {
	if w.Menu == nil || w.Menu.Host == nil {
		return view.Menus{}
	}
	return w.Menu.Host.Hooks()
}
