package coach

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/kvtext"
)

// The tutorial coach's script: its steps are data in
// assets/tutorial/coach.txt; this file reads them and holds the goals,
// the predicates a step names, each asking package game about the game.

// Script is the coach of one scenario.
type Script struct {
	Scenario string // the scenario's name, as the game has it
	Steps    []Step
}

// Step is one step: what it says, points at and waits for. A stop
// (goal read) explains something and waits only for the player to go on.
type Step struct {
	Id, Title, Asks, Say, Result string
	Points                       []Point
	Goal                         string
	Args                         []string
	Expect                       []Expect
	Line                         int
}

// Point is what a step is about: a hex, a piece (by its spec id), a
// button (by the start of its id) or a question's answer (by its number
// from 1, as game.Prompt numbers them), and the name the arrow gives it
// ("" for the hex's number, the piece's or the button's name).
type Point struct{ Kind, Arg, Label string }

// Expect is an action that follows the step: its type and, for one
// that names pieces, a piece's spec id (or, for choose, the answer's
// number from 1, as game.Prompt numbers them).
type Expect struct {
	Act game.ActionType
	Arg string
}

// GoalCtx is what a goal is checked against: the game as shown, every
// event of the game, and the actions with their events.
type GoalCtx struct {
	S    *game.State
	Log  []game.Action
	Evs  [][]game.Event // evs[i]: the events of log[i]
	From int            // the step's first action
	Read bool           // the player has gone on from the step (a stop)
}

// Expects reports whether an action is one the step asks for; s names
// the pieces.
func (st *Step) Expects(s *game.State, act game.Action) bool {
	for _, e := range st.Expect {
		if e.Act != act.Type {
			continue
		}
		if e.Arg == "" {
			return true
		}
		if act.Type == game.ActChoose {
			// game.Prompt numbers the answers from 1: answer N is Option N-1
			if OptionNumber(e.Arg) == act.Option+1 {
				return true
			}
			continue
		}
		id := BySpec(s, e.Arg)
		if act.Piece == id || act.Target == id || slices.Contains(act.Pieces, id) {
			return true
		}
	}
	return false
}

// Stop reports a step that only explains: its goal is to be read.
func (st *Step) Stop() bool { return st.Goal == "read" }

func (c GoalCtx) All(f func(a game.Action, e game.Event) bool) bool {
	for i, es := range c.Evs {
		for _, e := range es {
			if f(c.Log[i], e) {
				return true
			}
		}
	}
	return false
}

type Goal struct {
	Args  int // how many arguments it takes (the turn of reached is optional)
	Check func(c GoalCtx, args []string) bool
}

// BySpec is the piece of a spec id ("a-team-1"), or None.
func BySpec(s *game.State, spec string) game.PieceID {
	for _, id := range s.IDs() {
		if s.Spec(id).ID == spec {
			return id
		}
	}
	return game.None
}

// PhaseRank orders the moments of the game: the set-up's steps, then
// each turn's phases (4.0).
func PhaseRank(s *game.State) int {
	if s.Phase == game.PhaseSetup {
		return int(s.SetupStep)
	}
	return 10*s.Turn + int(s.Phase)
}

// Phases names the moments "reached" can wait for.
var Phases = map[string]func(turn int) int{
	"setup-buy":    func(int) int { return int(game.SetupBuy) },
	"setup-camps":  func(int) int { return int(game.SetupCamps) },
	"setup-deploy": func(int) int { return int(game.SetupDeploy) },
	"mission":      func(t int) int { return 10*t + int(game.PhaseMission) },
	"movement":     func(t int) int { return 10*t + int(game.PhaseMovement) },
	"combat":       func(t int) int { return 10*t + int(game.PhaseCombat) },
	"enemy":        func(t int) int { return 10*t + int(game.PhaseEnemy) },
	"success":      func(t int) int { return 10*t + int(game.PhaseSuccess) },
}

// Goals are the goals a step may name. Each holds once met, so that
// a coach resumed later passes the steps already done.
var Goals = map[string]Goal{
	// read: a stop; the player has read it and gone on
	"read": {0, func(c GoalCtx, _ []string) bool { return c.Read }},
	// reached PHASE [TURN]: the game is at that phase or past it
	"reached": {1, func(c GoalCtx, a []string) bool {
		t := 0
		if len(a) > 1 {
			t, _ = strconv.Atoi(a[1])
		}
		return c.S.Over || PhaseRank(c.S) >= Phases[a[0]](t)
	}},
	// bought SPEC: the piece was bought (6.0)
	"bought": {1, func(c GoalCtx, a []string) bool {
		id := BySpec(c.S, a[0])
		return id != game.None && c.S.P(id).Place != game.Available
	}},
	// hauled SPEC BY: the piece is hauled by the other (9.0)
	"hauled": {2, func(c GoalCtx, a []string) bool {
		id, by := BySpec(c.S, a[0]), BySpec(c.S, a[1])
		return id != game.None && by != game.None && c.S.P(id).Carrier == by
	}},
	// moved SPEC HEX: the piece has moved into the hex (10.0)
	"moved": {2, func(c GoalCtx, a []string) bool {
		id, h := BySpec(c.S, a[0]), game.MustHex(a[1])
		return c.All(func(_ game.Action, e game.Event) bool {
			return e.Type == game.EvMove && e.Hex == h && (e.Piece == id || slices.Contains(e.Pieces, id))
		})
	}},
	// noise-at HEX: a noise check was made in the hex (12.0)
	"noise-at": {1, func(c GoalCtx, a []string) bool {
		h := game.MustHex(a[0])
		return c.All(func(_ game.Action, e game.Event) bool { return e.Type == game.EvNoise && e.Hex == h })
	}},
	// happened EVENT: an event of that type happened
	"happened": {1, func(c GoalCtx, a []string) bool {
		return c.All(func(_ game.Action, e game.Event) bool { return string(e.Type) == a[0] })
	}},
	// battle-won: the player attacked and won (13.0)
	"battle-won": {0, func(c GoalCtx, _ []string) bool {
		return c.All(func(act game.Action, e game.Event) bool {
			return act.Type == game.ActAttack && e.Type == game.EvCombat && e.Success
		})
	}},
	// accomplished: a mission was accomplished (7.1)
	"accomplished": {0, func(c GoalCtx, _ []string) bool {
		return c.All(func(_ game.Action, e game.Event) bool { return e.Type == game.EvAccomplished })
	}},
}

// EventTypes are the event types "happened" may name.
var EventTypes = []game.EventType{game.EvPurchase, game.EvCarry, game.EvMission, game.EvAccomplished, game.EvMove,
	game.EvNoise, game.EvDetected, game.EvEscape, game.EvEnemyCount, game.EvScatter, game.EvEnemyMove, game.EvCombat,
	game.EvCasualty, game.EvEliminated, game.EvEnemyRemoved}

// Parse reads a coach script. rules, when given, checks the hexes
// and pieces it names.
func Parse(src []byte, rules *game.Rules) (*Script, error) {
	sc := &Script{}
	var st *Step
	var errs []string
	bad := func(n int, f string, args ...any) {
		errs = append(errs, fmt.Sprintf("line %d: %s", n, fmt.Sprintf(f, args...)))
	}
	entries, probs := kvtext.Parse(src)
	for _, p := range probs {
		errs = append(errs, p.String())
	}
	for _, e := range entries {
		n, key, val := e.Line, e.Key, e.Value
		if e.Block { // the block's lines make one paragraph
			val = strings.Join(strings.Fields(val), " ")
		}
		if key == "scenario" {
			sc.Scenario = val
			continue
		}
		if key == "step" {
			sc.Steps = append(sc.Steps, Step{Id: val, Line: n})
			st = &sc.Steps[len(sc.Steps)-1]
			continue
		}
		if st == nil {
			bad(n, "%s: before the first step", key)
			continue
		}
		f := strings.Fields(val)
		switch key {
		case "title":
			st.Title = val
		case "asks":
			st.Asks = val
		case "say":
			st.Say = val
		case "result":
			st.Result = val
		case "point":
			if len(f) < 2 || !slices.Contains([]string{"hex", "piece", "button", "option"}, f[0]) {
				bad(n, "point: want hex HHHH, piece SPEC, button ID or option N, and a name if need be, got %q", val)
				continue
			}
			st.Points = append(st.Points, Point{f[0], f[1], strings.Join(f[2:], " ")})
		case "goal":
			if len(f) == 0 {
				bad(n, "goal: empty")
				continue
			}
			st.Goal, st.Args = f[0], f[1:]
		case "expect":
			if len(f) == 0 || len(f) > 2 {
				bad(n, "expect: want ACTION [SPEC or OPTION], got %q", val)
				continue
			}
			e := Expect{Act: game.ActionType(f[0])}
			if len(f) == 2 {
				e.Arg = f[1]
			}
			st.Expect = append(st.Expect, e)
		default:
			bad(n, "unknown key %q", key)
		}
	}
	if sc.Scenario == "" {
		errs = append(errs, "no scenario: line")
	}
	if len(sc.Steps) == 0 {
		errs = append(errs, "no steps")
	}
	for _, st := range sc.Steps {
		for _, p := range st.CheckStep(rules) {
			bad(st.Line, "step %s: %s", st.Id, p)
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("coach script: %s", strings.Join(errs, "; "))
	}
	return sc, nil
}

// CheckStep lists what is wrong with a step: missing texts, a goal not in
// the table or with the wrong arguments, hexes off the map, pieces not
// in the counter mix, actions that do not exist.
func (st *Step) CheckStep(rules *game.Rules) (probs []string) {
	if st.Title == "" || st.Say == "" || st.Result == "" || st.Asks == "" {
		probs = append(probs, "title, asks, say and result are all needed")
	}
	for _, t := range []string{st.Title, st.Asks, st.Say, st.Result} {
		for _, k := range KeyActions(t) {
			if !slices.Contains(Keyed, k) {
				probs = append(probs, fmt.Sprintf("no keys {%s}", k))
			}
		}
	}
	hexOK := func(s string) bool {
		h, err := game.ParseHex(s)
		return err == nil && (rules == nil || rules.Board.Contains(h))
	}
	specOK := func(s string) bool {
		if rules == nil {
			return s != ""
		}
		for _, sp := range rules.Mix.Specs {
			if sp.ID == s {
				return true
			}
		}
		return false
	}
	g, ok := Goals[st.Goal]
	switch {
	case !ok:
		probs = append(probs, fmt.Sprintf("no goal %q", st.Goal))
	case len(st.Args) < g.Args || len(st.Args) > max(g.Args, 2):
		probs = append(probs, fmt.Sprintf("goal %s takes %d argument(s), has %d", st.Goal, g.Args, len(st.Args)))
	default:
		for _, a := range st.Args {
			switch {
			case st.Goal == "reached" && a == st.Args[0]:
				if Phases[a] == nil {
					probs = append(probs, fmt.Sprintf("no phase %q", a))
				}
			case st.Goal == "reached":
				if n, err := strconv.Atoi(a); err != nil || n < 1 {
					probs = append(probs, fmt.Sprintf("turn %q", a))
				}
			case st.Goal == "happened":
				if !slices.Contains(EventTypes, game.EventType(a)) {
					probs = append(probs, fmt.Sprintf("no event %q", a))
				}
			case len(a) == 4 && a[0] >= '0' && a[0] <= '9':
				if !hexOK(a) {
					probs = append(probs, fmt.Sprintf("hex %q is not on the map", a))
				}
			case !specOK(a):
				probs = append(probs, fmt.Sprintf("no piece %q", a))
			}
		}
	}
	for _, p := range st.Points {
		switch p.Kind {
		case "hex":
			if !hexOK(p.Arg) {
				probs = append(probs, fmt.Sprintf("hex %q is not on the map", p.Arg))
			}
		case "piece":
			if !specOK(p.Arg) {
				probs = append(probs, fmt.Sprintf("no piece %q", p.Arg))
			}
		case "button":
			if !slices.ContainsFunc(ButtonIDs, func(pre string) bool { return strings.HasPrefix(p.Arg, pre) }) {
				probs = append(probs, fmt.Sprintf("no button %q", p.Arg))
			}
		case "option":
			if OptionNumber(p.Arg) == 0 {
				probs = append(probs, fmt.Sprintf("option %q: answers are numbered from 1", p.Arg))
			}
		}
	}
	for _, e := range st.Expect {
		if !slices.Contains(Actions, e.Act) {
			probs = append(probs, fmt.Sprintf("no action %q", e.Act))
		}
		if e.Act == game.ActChoose && e.Arg != "" && OptionNumber(e.Arg) == 0 {
			probs = append(probs, fmt.Sprintf("choose %q: answers are numbered from 1", e.Arg))
		}
	}
	return probs
}

// Keyed are the actions a text may name as {action}: the coach
// writes the keys in force for it (the keymap's, render/keymap), so that
// a key the player remapped reads right.
var Keyed = []string{"end-phase", "undo", "cursor", "choose-piece", "pick-up", "enter",
	"answer", "focus", "coach", "new-game", "stack-menu", "go-on", "help", "rules"}

// KeyActions are the {action}s a text names.
func KeyActions(text string) []string {
	var out []string
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, text[i+1:i+j])
		text = text[i+j+1:]
	}
}

// ResolveKeys writes each {action} of a text as its keys.
func ResolveKeys(text string, keys func(action string) string) string {
	for _, k := range KeyActions(text) {
		text = strings.Replace(text, "{"+k+"}", keys(k), 1)
	}
	return text
}

// OptionNumber reads a question's answer as the script names it: its
// number from 1, or 0 if it is none.
func OptionNumber(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return 0
	}
	return n
}

// ButtonIDs are the buttons a step may point at (the starts of their
// ids, controls.go); TestTutorialCoach finds each on the screen. A
// question's answers are points of their own (option N), numbered as the
// player sees them.
var ButtonIDs = []string{"end-phase", "end-move", "undo", "buy-", "attack-", "shop", "forfeit", "end-game"}

// Actions are the actions a step may expect.
var Actions = []game.ActionType{game.ActBuy, game.ActPlaceCamp, game.ActDeploy, game.ActCarry, game.ActMove, game.ActDropOff,
	game.ActEndMove, game.ActAttack, game.ActNominate, game.ActEndPhase, game.ActChoose, game.ActEndGame, game.ActForfeit}

var (
	bundledOnce sync.Once
	bundled     *Script
	bundledErr  error
)

// TheScript is the bundled script, read once.
func TheScript() (*Script, error) {
	bundledOnce.Do(func() { bundled, bundledErr = Parse(assets.CoachSteps(), nil) })
	return bundled, bundledErr
}
