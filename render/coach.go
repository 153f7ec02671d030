package render

import (
	"fmt"
	"slices"

	"kandahar/game"
	"kandahar/render/scenes"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The tutorial coach: the tutorial scenario played with a
// coach who gives one step at a time in a panel of its own, points at
// what the step is about, waits for the player to do it, says so kindly
// when the player does something else, and explains what came of it,
// with its dice. It can be hidden (the game goes on) and brought back at
// the step reached. Its steps are data (coach_script.go).

// coach is the coach's state: App embeds it.
type coach struct {
	*view.Shared
	script *scenes.CoachScript // nil: no coach for this game
	game   *game.Game          // the game it was set up for
	at     int                 // the current step; len(steps): all done
	hidden bool
	start  int // the game's log length when the step began
	// the step just done: what came of it, and its events with dice
	done     *scenes.CoachStep
	doneDice []game.Event
	note     string // a kind word on an action off the step
	seenLog  int    // the log length last looked at
	// the events of each action of the log, replayed (evsLog actions)
	evs       [][]game.Event
	evsKey    *game.Game
	scrolled  int // the step whose shop row was scrolled into sight
	ver       int // bumped when what the panel says changes
	layoutFor coachLayoutKey
	layout    coachLayout
}

// coachOn reports a coach in play and shown.
func (c *coach) coachOn() bool { return c.script != nil && !c.hidden }

// current is the step the player is on, or nil once all are done.
func (c *coach) current() *scenes.CoachStep {
	if c.script == nil || c.at >= len(c.script.Steps) {
		return nil
	}
	return &c.script.Steps[c.at]
}

// coachFrame runs once the frame's input is handled: it takes up a new
// game, checks the step's goal once the events have played, and adds
// the coach's buttons.
func (a *App) coachFrame() {
	c := &a.coach
	if c.game != a.G {
		*c = coach{Shared: a.Shared, game: a.G, scrolled: -1}
		if sc, err := scenes.TheCoachScript(); err == nil && a.G.Scenario != nil && sc.Scenario == a.G.Scenario.Name {
			c.script = sc
		}
	}
	if c.script == nil {
		return
	}
	if !c.hidden && !a.Anim.Busy() {
		a.coachCheck()
	}
	a.coachButtons()
	a.coachScrollShop()
}

// coachEvents replays the game's log for the events of each action; a
// goal reads them, as the dice said them.
func (a *App) coachEvents() [][]game.Event {
	c := &a.coach
	if c.evsKey == a.G && len(c.evs) == len(a.G.Log) {
		return c.evs
	}
	c.evs, c.evsKey = nil, a.G
	g, err := game.New(a.G.Rules, a.G.Scenario, a.G.Seed)
	if err != nil {
		return nil
	}
	for _, act := range a.G.Log {
		ev, err := g.Do(act)
		if err != nil {
			break
		}
		c.evs = append(c.evs, ev)
	}
	return c.evs
}

func (a *App) goalMet(st *scenes.CoachStep, from int) bool {
	evs := a.coachEvents()
	ctx := scenes.GoalCtx{S: a.Shown(), Log: a.G.Log[:len(evs)], Evs: evs, From: from}
	return scenes.CoachGoals[st.Goal].Check(ctx, st.Args)
}

// coachCheck passes the steps whose goals are met, and has a word for
// an action that was not the step's.
func (a *App) coachCheck() {
	c := &a.coach
	n := len(a.G.Log)
	if n < c.start {
		// undone back past the step's start: back to the steps whose
		// goals are no longer met
		for c.at > 0 && !a.goalMet(&c.script.Steps[c.at-1], n) {
			c.at--
			c.done, c.doneDice = nil, nil
		}
		c.start = n
		c.ver++
	}
	passed := false
	for st := c.current(); st != nil && a.goalMet(st, c.start); st = c.current() {
		c.done, c.doneDice = st, a.coachDice(c.start)
		c.at++
		c.start, c.note, passed = n, "", true
		c.ver++
		a.coachReveal()
	}
	if n != c.seenLog {
		grew := n > c.seenLog
		c.seenLog = n
		if st := c.current(); grew && !passed && st != nil && !a.coach.coachExpected(st, a.G.Log[n-1]) {
			c.note = fmt.Sprintf("That works too, but the step asked you to %s.", st.Asks)
			if a.G.CanUndo() {
				c.note += " Undo (Ctrl+Z) takes it back."
			} else {
				c.note += " The dice have rolled, so it stands: the tutorial's scripted dice may now fall elsewhere. Carry on, or hide the coach (C) and play on."
			}
			c.ver++
		} else if !grew && c.note != "" {
			c.note = ""
			c.ver++
		}
	}
}

// coachExpected reports whether an action is one the step asks for.
func (c *coach) coachExpected(st *scenes.CoachStep, act game.Action) bool {
	s := c.G.State
	for _, e := range st.Expect {
		if e.Act != act.Type {
			continue
		}
		if e.Arg == "" {
			return true
		}
		if act.Type == game.ActChoose {
			// game.Prompt numbers the answers from 1: answer N is Option N-1
			if scenes.OptionNumber(e.Arg) == act.Option+1 {
				return true
			}
			continue
		}
		id := scenes.BySpec(s, e.Arg)
		if act.Piece == id || act.Target == id || slices.Contains(act.Pieces, id) {
			return true
		}
	}
	return false
}

// coachDice are the events with dice since the step began, and the
// casualties markers drawn, to show what decided the step's result.
func (a *App) coachDice(from int) []game.Event {
	var out []game.Event
	evs := a.coachEvents()
	for i := from; i < len(evs); i++ {
		for _, e := range evs[i] {
			if len(e.Dice) > 0 || e.Type == game.EvCasualty {
				out = append(out, e)
			}
		}
	}
	return out
}

// coachReveal brings the hexes of a new step into the middle of the map
// when they are near its edges (or off it).
func (a *App) coachReveal() {
	st := a.coach.current()
	if st == nil {
		return
	}
	u := a.chrome.UsableView()
	inner := ui.Rect{X: u.X + u.W/4, Y: u.Y + u.H/4, W: u.W / 2, H: u.H / 2}
	var sx, sy float64
	n, out := 0, false
	for _, p := range st.Points {
		if p.Kind != "hex" {
			continue
		}
		c := a.board.Lay.Center(game.MustHex(p.Arg))
		sc := a.board.ToScreen(c)
		out = out || !inner.In(sc.X, sc.Y)
		sx, sy, n = sx+c.X, sy+c.Y, n+1
	}
	if n == 0 || !out {
		return
	}
	// the camera so that the middle of the hexes is the middle of the view
	a.board.Cam.Ox = sx/float64(n) - (u.X-a.MapView.X+u.W/2)/a.board.Cam.Zoom
	a.board.Cam.Oy = sy/float64(n) - a.MapView.H/2/a.board.Cam.Zoom
}

// coachToggle hides the coach or brings it back (C): back, it passes the
// steps done meanwhile.
func (a *App) coachToggle() {
	c := &a.coach
	if c.script == nil {
		a.chrome.Say("The coach teaches the tutorial: start it with New game (N).", false)
		return
	}
	c.hidden = !c.hidden
	c.ver++
	if !c.hidden {
		c.seenLog = len(a.G.Log) // what was done meanwhile earns no word
	}
}

// coachButtons adds the coach's buttons: Hide in its panel, or a tab
// that brings it back.
func (a *App) coachButtons() {
	c := &a.coach
	s := a.Scale
	if c.hidden {
		label := fmt.Sprintf("Coach: step %d of %d  (C)", min(c.at+1, len(c.script.Steps)), len(c.script.Steps))
		if c.current() == nil {
			label = "Coach  (C)"
		}
		r := ui.Rect{X: a.chrome.Left.X + 10*s, Y: a.chrome.Left.Y + a.chrome.Left.H - 36*s, W: a.chrome.Left.W - 22*s, H: 28 * s}
		if a.chrome.Left.W < 200*s { // the left panel is folded: over the map
			r = ui.Rect{X: a.MapView.X + 8*s, Y: a.chrome.ActionBar().Y - 36*s, W: 210 * s, H: 28 * s}
		}
		a.chrome.Buttons = append(a.chrome.Buttons, ui.Button{Id: "coach-show", R: r,
			Label: label, Tip: "Bring the tutorial's coach back, at the step you reached.", Enabled: true, Primary: true,
			OnClick: a.coachToggle})
		return
	}
	l := a.coachLayoutNow()
	a.chrome.Buttons = append(a.chrome.Buttons, ui.Button{Id: "coach-hide", R: l.hide, Label: "Hide  (C)",
		Tip: "Hide the coach; the game goes on. C or the Coach button brings it back.", Enabled: true, OnClick: a.coachToggle})
}

// coachScrollShop scrolls the shop to the row a step points at, once.
func (a *App) coachScrollShop() {
	c := &a.coach
	st := c.current()
	if st == nil || c.hidden || c.scrolled == c.at || !a.chrome.ShopVisible() {
		return
	}
	for _, p := range st.Points {
		if p.Kind != "button" || len(p.Arg) < 5 || p.Arg[:4] != "buy-" {
			continue
		}
		if a.chrome.CoachButton(p.Arg) != nil {
			c.scrolled = c.at
			return
		}
		for i, o := range a.chrome.ShopPieces() {
			if a.Shown().Spec(o.Piece).ID == p.Arg[4:] {
				a.chrome.ShopScroll = max(0, float64(i-2)*46*a.Scale)
				c.scrolled = c.at // the row shows from the next frame
				return
			}
		}
	}
}

// coached reports a game the coach teaches: its steps are in the coach,
// not in the log.
func (c *coach) coached(g *game.Game) bool {
	sc, err := scenes.TheCoachScript()
	return err == nil && g.Scenario != nil && sc.Scenario == g.Scenario.Name
}
