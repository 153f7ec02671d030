package coach

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// The tutorial coach: the tutorial scenario played with a coach who
// gives one step at a time in a panel of its own, points at what the
// step is about, waits for the player to do it, says so kindly when the
// player does something else, and explains what came of it, with its
// dice; a stop only explains, and waits for Go on. It names the keys in
// force for what it asks. It can be hidden (the game goes on) and
// brought back at the step reached. Its steps are data (coach_script.go).

// View is what the coach is given. It sends the game no action: it
// watches the game and points. The coach teaches Kandahar's tutorial:
// its goals read Kandahar's game (a piece bought, hauled, moved; a
// noise check; a battle won) and it points at Kandahar's hexes, counters
// and shop rows; its card, its keys and its links are the same for any
// game. It reads the game being taught and the game as shown, read
// only; the map and the panels as values; and it acts by funcs: a word
// to the player, the camera brought onto the hexes of a step, the shop
// scrolled to the row a step points at.
type View interface {
	scenes.Context
	Played() Played
	Shown() *game.State
	Map() Map
	Panels() Panels
	// CounterAt is the counter of a piece drawn on the map and the hex of
	// its stack, if it is drawn there.
	CounterAt(id game.PieceID) (ui.Rect, game.Hex, bool)
	// Modal is the question's panel over the map, if one is shown.
	Modal() ui.Rect
	Say(msg string, bad bool)
	// CentreOn brings the middle of the hexes to the screen point at.
	CentreOn(hs []game.Hex, at ui.Pt)
	// ScrollShopTo scrolls the shop to the row of the piece of that spec
	// id, and reports whether the shop lists it.
	ScrollShopTo(spec string) bool
	// BeginLinks starts an owner's rule links afresh; Ref draws them.
	BeginLinks(owner any)
	// LinkText draws a text with its rule numbers as links of owner.
	LinkText(dst *ebiten.Image, owner any, s string, x, y, size float64, bold bool, clr color.Color)
	// Keys are the keys in force for an action of Keyed, as the help
	// writes them ("E, E"), or "" if it has none.
	Keys(action string) string
}

// Played is the game being taught: which game it is (another starts the
// coach afresh), what replays it (its rules, scenario, seed and the
// actions taken), its state, read only, and whether Undo would take
// the last action back.
type Played struct {
	Game     any
	Rules    *game.Rules
	Scenario *game.Scenario
	Seed     uint64
	Log      []game.Action
	State    *game.State
	CanUndo  bool
}

// Map is the hex map as it stands this frame.
type Map struct {
	Seen board.Seen // the map under the camera
	Busy bool       // events are being played
}

// Panels are the panels and buttons around the map as they stand this
// frame: read only.
type Panels struct {
	Left, Right, Top ui.Rect
	ActionBar        ui.Rect
	Usable           ui.Rect // the map's part no panel lies over
	Shop             ui.Rect // the shop's box; empty when it is not shown
	Buttons          []ui.Button
	Hovered          string // the button under the pointer, or ""
	Rows             []chrome.PieceRow
}

// Button is the first button whose id starts with prefix.
func (p Panels) Button(prefix string) (ui.Button, bool) {
	for _, b := range p.Buttons {
		if strings.HasPrefix(b.Id, prefix) {
			return b, true
		}
	}
	return ui.Button{}, false
}

// Links owns the rule links of the coach's panel at R.
type Links struct{ R ui.Rect }

// Coach is the coach's state, kept by the shell and on the scene stack.
type Coach struct {
	scenes.Standing
	Ctx    View
	script *Script // nil: no coach for this game
	game   any     // the game it was set up for
	at     int     // the current step; len(steps): all done
	hidden bool
	start  int // the game's log length when the step began
	// the step just done: what came of it, and its events with dice
	done     *Step
	doneDice []game.Event
	note     string // a kind word on an action off the step
	seenLog  int    // the log length last looked at
	// the events of each action of the log, replayed for the goals
	evs       [][]game.Event
	evsKey    any
	scrolled  int // the step whose shop row was scrolled into sight
	ver       int // bumped when what the panel says changes
	layoutFor coachLayoutKey
	places    []coachLayout   // where the card may go, best first
	read      map[string]bool // the stops the player has read, by step id
}

// Name is the scene's name.
func (*Coach) Name() string { return "coach" }

// On reports a coach in play and shown.
func (c *Coach) On() bool { return c.script != nil && !c.hidden }

// Script is the coach's script, nil when the game has no coach.
func (c *Coach) Script() *Script { return c.script }

// At is the step the player is on (len(steps) once all are done).
func (c *Coach) At() int { return c.at }

// Rect is the coach's panel, empty when it is not shown.
func (c *Coach) Rect() ui.Rect {
	if !c.On() {
		return ui.Rect{}
	}
	return c.layoutNow().r
}

// current is the step the player is on, or nil once all are done.
func (c *Coach) current() *Step {
	if c.script == nil || c.at >= len(c.script.Steps) {
		return nil
	}
	return &c.script.Steps[c.at]
}

// Frame runs once the frame's input is handled: it takes up a new game,
// checks the step's goal once the events have played, and scrolls the
// shop to the row a step points at.
func (c *Coach) Frame() {
	p := c.Ctx.Played()
	if c.game != p.Game {
		*c = Coach{Ctx: c.Ctx, game: p.Game, scrolled: -1}
		if coaches(p.Scenario) {
			c.script, _ = TheScript()
		}
	}
	if c.script == nil {
		return
	}
	if !c.hidden && !c.Ctx.Map().Busy {
		c.check()
	}
	c.scrollShop()
}

// Coached reports a game the coach teaches: its steps are in the coach,
// not in the log.
func Coached(g *game.Game) bool { return coaches(g.Scenario) }

func coaches(sc *game.Scenario) bool {
	script, err := TheScript()
	return err == nil && sc != nil && script.Scenario == sc.Name
}

// events replays the game's log for the events of each action; a goal
// reads them, as the dice said them.
func (c *Coach) events() [][]game.Event {
	g0 := c.Ctx.Played()
	if c.evsKey == g0.Game && len(c.evs) == len(g0.Log) {
		return c.evs
	}
	c.evs, c.evsKey = nil, g0.Game
	g, err := game.New(g0.Rules, g0.Scenario, g0.Seed)
	if err != nil {
		return nil
	}
	for _, act := range g0.Log {
		ev, err := g.Apply(act)
		if err != nil {
			break
		}
		c.evs = append(c.evs, ev)
	}
	return c.evs
}

func (c *Coach) goalMet(st *Step, from int) bool {
	evs := c.events()
	ctx := GoalCtx{S: c.Ctx.Shown(), Log: c.Ctx.Played().Log[:len(evs)], Evs: evs, From: from, Read: c.read[st.Id]}
	return Goals[st.Goal].Check(ctx, st.Args)
}

// check passes the steps whose goals are met, and has a word for an
// action that was not the step's.
func (c *Coach) check() {
	g := c.Ctx.Played()
	n := len(g.Log)
	if n < c.start {
		// undone back past the step's start: back to the first step
		// whose goal is no longer met, over the stops (read, a stop's
		// goal holds whatever was undone); those read before that step
		// are not said again
		back := c.at
		for back > 0 && (c.script.Steps[back-1].Stop() || !c.goalMet(&c.script.Steps[back-1], n)) {
			back--
		}
		for back < c.at && c.script.Steps[back].Stop() && c.read[c.script.Steps[back].Id] {
			back++
		}
		if back < c.at {
			c.at, c.done, c.doneDice = back, nil, nil
		}
		c.start = n
		c.ver++
	}
	passed := false
	for st := c.current(); st != nil && c.goalMet(st, c.start); st = c.current() {
		c.done, c.doneDice = st, c.dice(c.start)
		c.at++
		c.start, c.note, passed = n, "", true
		c.ver++
		c.reveal()
	}
	if n != c.seenLog {
		grew := n > c.seenLog
		c.seenLog = n
		if st := c.current(); grew && !passed && st != nil && !st.Expects(g.State, g.Log[n-1]) {
			c.note = fmt.Sprintf("That works too, but the step asked you to %s.", st.Asks)
			if g.CanUndo {
				c.note += " Undo ({undo}) takes it back."
			} else {
				c.note += " The dice have rolled, so it stands: the tutorial's scripted dice may now fall elsewhere. Carry on, or hide the coach ({coach}) and play on."
			}
			c.ver++
		} else if !grew && c.note != "" {
			c.note = ""
			c.ver++
		}
	}
}

// dice are the events with dice since the step began, and the
// casualties markers drawn, to show what decided the step's result.
func (c *Coach) dice(from int) []game.Event {
	var out []game.Event
	evs := c.events()
	for i := from; i < len(evs); i++ {
		for _, e := range evs[i] {
			if len(e.Dice) > 0 || e.Type == game.EvCasualty {
				out = append(out, e)
			}
		}
	}
	return out
}

// reveal brings the hexes and pieces of a new step into the middle of
// the map when they are near its edges, off it or under the card.
func (c *Coach) reveal() {
	st := c.current()
	if st == nil {
		return
	}
	sn, mv := c.Ctx.Map().Seen, c.Ctx.Window().MapView
	pn := c.Ctx.Panels()
	u := pn.Usable
	c.layoutNow()
	if card := c.places[0].r; card.Overlaps(u) && card.X < u.X+u.W/2 {
		// the card's first place lies over the map's left (a folded
		// panel): the hexes go to the right of it, where it stays
		u.W -= card.X + card.W - u.X
		u.X = card.X + card.W
	}
	inner := ui.Rect{X: u.X + u.W/4, Y: u.Y + u.H/4, W: u.W / 2, H: u.H / 2}
	var hs []game.Hex
	out := false
	shown := c.Ctx.Shown()
	for _, p := range st.Points {
		var h game.Hex
		switch p.Kind {
		case "hex":
			h = game.MustHex(p.Arg)
		case "piece":
			// a piece on the map, unless its row lists it on the right
			id := BySpec(shown, p.Arg)
			if id == game.None || shown.P(id).Place != game.OnMap || slices.ContainsFunc(pn.Rows, func(r chrome.PieceRow) bool { return r.Id == id }) {
				continue
			}
			h = shown.P(id).Hex
		default:
			continue
		}
		sc := sn.HexCentre(h)
		out = out || !inner.In(sc.X, sc.Y)
		hs = append(hs, h)
	}
	if len(hs) == 0 || !out {
		return
	}
	// the middle of the hexes to the middle of the view
	c.Ctx.CentreOn(hs, ui.Pt{X: u.X + u.W/2, Y: mv.Y + mv.H/2})
}

// Toggle hides the coach or brings it back (C): back, it passes the
// steps done meanwhile.
func (c *Coach) Toggle() {
	if c.script == nil {
		c.Ctx.Say(c.keys("The coach teaches the tutorial: start it with New game ({new-game})."), false)
		return
	}
	c.hidden = !c.hidden
	c.ver++
	if !c.hidden {
		c.seenLog = len(c.Ctx.Played().Log) // what was done meanwhile earns no word
	}
}

// Buttons are the coach's buttons: Hide in its panel, or a tab that
// brings it back; laid out after every other button of the window.
func (c *Coach) Buttons(add func(ui.Button)) {
	if c.script == nil {
		return
	}
	pn := c.Ctx.Panels()
	mv := c.Ctx.Window().MapView
	s := c.Ctx.Window().Scale
	if c.hidden {
		label := fmt.Sprintf("Coach: step %d of %d%s", min(c.at+1, len(c.script.Steps)), len(c.script.Steps), c.keyTag("coach"))
		if c.current() == nil {
			label = "Coach" + c.keyTag("coach")
		}
		r := ui.Rect{X: pn.Left.X + 10*s, Y: pn.Left.Y + pn.Left.H - 36*s, W: pn.Left.W - 22*s, H: 28 * s}
		if pn.Left.W < 200*s { // the left panel is folded: over the map
			r = ui.Rect{X: mv.X + 8*s, Y: pn.ActionBar.Y - 36*s, W: 210 * s, H: 28 * s}
		}
		add(ui.Button{Id: "coach-show", R: r,
			Label: label, Tip: "Bring the tutorial's coach back, at the step you reached.", Enabled: true, Primary: true,
			OnClick: c.Toggle})
		return
	}
	l := c.layoutNow()
	add(ui.Button{Id: "coach-hide", R: l.hide, Label: c.hideLabel(),
		Tip: c.keys("Hide the coach; the game goes on. The Coach button ({coach}) brings it back."), Enabled: true, OnClick: c.Toggle})
	if l.next.W > 0 {
		add(ui.Button{Id: "coach-next", R: l.next, Label: c.nextLabel(),
			Tip: "On to the coach's next step.", Enabled: true, OnClick: c.goOn})
	}
}

// hideLabel and nextLabel are the words of the panel's buttons.
func (c *Coach) hideLabel() string { return "Hide" + c.keyTag("coach") }
func (c *Coach) nextLabel() string { return "Go on" + c.keyTag("go-on") }

// keyTag is an action's keys in brackets after a button's word, or
// nothing if it has none.
func (c *Coach) keyTag(action string) string {
	if k := c.coachKeys(action); k != "" {
		return "  (" + k + ")"
	}
	return ""
}

// keys writes the keys in force for each {action} of a text.
func (c *Coach) keys(text string) string { return ResolveKeys(text, c.coachKeys) }

// Say is a text of the script as the panel writes it, with the keys in
// force.
func (c *Coach) Say(text string) string { return c.keys(text) }

// goOn passes a stop the player has read.
func (c *Coach) goOn() {
	st := c.current()
	if st == nil || !st.Stop() {
		return
	}
	if c.read == nil {
		c.read = map[string]bool{}
	}
	c.read[st.Id] = true
	c.check()
}

// Update takes the key that passes a stop while one is shown and no
// question waits for an answer.
func (c *Coach) Update(_ scenes.Context, in ui.InputState) bool {
	st := c.current()
	if !c.On() || st == nil || !st.Stop() || c.Ctx.Shown().Pending != nil {
		return false
	}
	for _, k := range in.Pressed {
		if k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter {
			c.goOn()
			return true
		}
	}
	return false
}

// coachKeys are the keys in force for an action: the keymap's, but for
// Go on, which is the coach's own (Enter, while a stop is shown: it
// comes before the keymap's Enter).
func (c *Coach) coachKeys(action string) string {
	if action == "go-on" {
		return "Enter"
	}
	return c.Ctx.Keys(action)
}

// scrollShop scrolls the shop to the row a step points at, once.
func (c *Coach) scrollShop() {
	pn := c.Ctx.Panels()
	st := c.current()
	if st == nil || c.hidden || c.scrolled == c.at || pn.Shop.W == 0 {
		return
	}
	for _, p := range st.Points {
		if p.Kind != "button" || len(p.Arg) < 5 || p.Arg[:4] != "buy-" {
			continue
		}
		if _, ok := pn.Button(p.Arg); ok {
			c.scrolled = c.at
			return
		}
		if c.Ctx.ScrollShopTo(p.Arg[4:]) {
			c.scrolled = c.at // the row shows from the next frame
			return
		}
	}
}

// Elems are the coach's parts of the frame: its panel, and its marks on
// the map or the panels.
func (c *Coach) Elems(_ scenes.Context, mv, screen *ebiten.Image) []ui.Elem {
	if !c.On() {
		return nil
	}
	l := c.layoutNow()
	hover := c.Ctx.Panels().Hovered
	els := []ui.Elem{{ID: "coach", R: l.r.Grow(2 * c.Ctx.Window().Scale), Sig: [3]any{c.ver, hover, l.r}, Over: true,
		Draw: func() { c.draw(screen, l, hover) }}}
	if c.Ctx.Map().Busy {
		return els // the pointer waits for the events to play
	}
	for i, t := range c.Targets() {
		dst := screen
		if !t.over {
			dst = mv
		}
		els = append(els, ui.Elem{ID: fmt.Sprintf("coach-mark%d", i), R: t.bounds, Sig: t, Over: t.over,
			Draw: func() { c.drawMark(dst, t) }})
	}
	return els
}
