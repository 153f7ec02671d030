package render

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

// coachScript is the coach of one scenario.
type coachScript struct {
	scenario string // the scenario's name, as the game has it
	steps    []coachStep
}

type coachStep struct {
	id, title, asks, say, result string
	points                       []coachPoint
	goal                         string
	args                         []string
	expect                       []coachExpect
	line                         int
}

// coachPoint is what a step is about: a hex, a piece (by its spec id) or
// a button (by the start of its id), and the name the arrow gives it
// ("" for the hex's number, the piece's or the button's name).
type coachPoint struct{ kind, arg, label string }

// coachExpect is an action that follows the step: its type and, for one
// that names pieces, a piece's spec id (or the answer, for choose).
type coachExpect struct {
	act game.ActionType
	arg string
}

// goalCtx is what a goal is checked against: the game as shown, every
// event of the game, and the actions with their events.
type goalCtx struct {
	s    *game.State
	log  []game.Action
	evs  [][]game.Event // evs[i]: the events of log[i]
	from int            // the step's first action
}

func (c goalCtx) all(f func(a game.Action, e game.Event) bool) bool {
	for i, es := range c.evs {
		for _, e := range es {
			if f(c.log[i], e) {
				return true
			}
		}
	}
	return false
}

type coachGoal struct {
	args  int // how many arguments it takes (the turn of reached is optional)
	check func(c goalCtx, args []string) bool
}

// bySpec is the piece of a spec id ("a-team-1"), or None.
func bySpec(s *game.State, spec string) game.PieceID {
	for _, id := range s.IDs() {
		if s.Spec(id).ID == spec {
			return id
		}
	}
	return game.None
}

// phaseRank orders the moments of the game: the set-up's steps, then
// each turn's phases (4.0).
func phaseRank(s *game.State) int {
	if s.Phase == game.PhaseSetup {
		return int(s.SetupStep)
	}
	return 10*s.Turn + int(s.Phase)
}

// coachPhases names the moments "reached" can wait for.
var coachPhases = map[string]func(turn int) int{
	"setup-buy":    func(int) int { return int(game.SetupBuy) },
	"setup-camps":  func(int) int { return int(game.SetupCamps) },
	"setup-deploy": func(int) int { return int(game.SetupDeploy) },
	"mission":      func(t int) int { return 10*t + int(game.PhaseMission) },
	"movement":     func(t int) int { return 10*t + int(game.PhaseMovement) },
	"combat":       func(t int) int { return 10*t + int(game.PhaseCombat) },
	"enemy":        func(t int) int { return 10*t + int(game.PhaseEnemy) },
	"success":      func(t int) int { return 10*t + int(game.PhaseSuccess) },
}

// coachGoals are the goals a step may name. Each holds once met, so that
// a coach resumed later passes the steps already done.
var coachGoals = map[string]coachGoal{
	// reached PHASE [TURN]: the game is at that phase or past it
	"reached": {1, func(c goalCtx, a []string) bool {
		t := 0
		if len(a) > 1 {
			t, _ = strconv.Atoi(a[1])
		}
		return c.s.Over || phaseRank(c.s) >= coachPhases[a[0]](t)
	}},
	// bought SPEC: the piece was bought (6.0)
	"bought": {1, func(c goalCtx, a []string) bool {
		id := bySpec(c.s, a[0])
		return id != game.None && c.s.P(id).Place != game.Available
	}},
	// hauled SPEC BY: the piece is hauled by the other (9.0)
	"hauled": {2, func(c goalCtx, a []string) bool {
		id, by := bySpec(c.s, a[0]), bySpec(c.s, a[1])
		return id != game.None && by != game.None && c.s.P(id).Carrier == by
	}},
	// moved SPEC HEX: the piece has moved into the hex (10.0)
	"moved": {2, func(c goalCtx, a []string) bool {
		id, h := bySpec(c.s, a[0]), game.MustHex(a[1])
		return c.all(func(_ game.Action, e game.Event) bool {
			return e.Type == game.EvMove && e.Hex == h && (e.Piece == id || slices.Contains(e.Pieces, id))
		})
	}},
	// noise-at HEX: a noise check was made in the hex (12.0)
	"noise-at": {1, func(c goalCtx, a []string) bool {
		h := game.MustHex(a[0])
		return c.all(func(_ game.Action, e game.Event) bool { return e.Type == game.EvNoise && e.Hex == h })
	}},
	// happened EVENT: an event of that type happened
	"happened": {1, func(c goalCtx, a []string) bool {
		return c.all(func(_ game.Action, e game.Event) bool { return string(e.Type) == a[0] })
	}},
	// battle-won: the player attacked and won (13.0)
	"battle-won": {0, func(c goalCtx, _ []string) bool {
		return c.all(func(act game.Action, e game.Event) bool {
			return act.Type == game.ActAttack && e.Type == game.EvCombat && e.Success
		})
	}},
	// accomplished: a mission was accomplished (7.1)
	"accomplished": {0, func(c goalCtx, _ []string) bool {
		return c.all(func(_ game.Action, e game.Event) bool { return e.Type == game.EvAccomplished })
	}},
}

// coachEventTypes are the event types "happened" may name.
var coachEventTypes = []game.EventType{game.EvPurchase, game.EvCarry, game.EvMission, game.EvAccomplished, game.EvMove,
	game.EvNoise, game.EvDetected, game.EvEscape, game.EvEnemyCount, game.EvScatter, game.EvEnemyMove, game.EvCombat,
	game.EvCasualty, game.EvEliminated, game.EvEnemyRemoved}

// parseCoach reads a coach script. rules, when given, checks the hexes
// and pieces it names.
func parseCoach(src []byte, rules *game.Rules) (*coachScript, error) {
	sc := &coachScript{}
	var st *coachStep
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
			sc.scenario = val
			continue
		}
		if key == "step" {
			sc.steps = append(sc.steps, coachStep{id: val, line: n})
			st = &sc.steps[len(sc.steps)-1]
			continue
		}
		if st == nil {
			bad(n, "%s: before the first step", key)
			continue
		}
		f := strings.Fields(val)
		switch key {
		case "title":
			st.title = val
		case "asks":
			st.asks = val
		case "say":
			st.say = val
		case "result":
			st.result = val
		case "point":
			if len(f) < 2 || !slices.Contains([]string{"hex", "piece", "button"}, f[0]) {
				bad(n, "point: want hex HHHH, piece SPEC or button ID, and a name if need be, got %q", val)
				continue
			}
			st.points = append(st.points, coachPoint{f[0], f[1], strings.Join(f[2:], " ")})
		case "goal":
			if len(f) == 0 {
				bad(n, "goal: empty")
				continue
			}
			st.goal, st.args = f[0], f[1:]
		case "expect":
			if len(f) == 0 || len(f) > 2 {
				bad(n, "expect: want ACTION [SPEC or OPTION], got %q", val)
				continue
			}
			e := coachExpect{act: game.ActionType(f[0])}
			if len(f) == 2 {
				e.arg = f[1]
			}
			st.expect = append(st.expect, e)
		default:
			bad(n, "unknown key %q", key)
		}
	}
	if sc.scenario == "" {
		errs = append(errs, "no scenario: line")
	}
	if len(sc.steps) == 0 {
		errs = append(errs, "no steps")
	}
	for _, st := range sc.steps {
		for _, p := range st.checkStep(rules) {
			bad(st.line, "step %s: %s", st.id, p)
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("coach script: %s", strings.Join(errs, "; "))
	}
	return sc, nil
}

// checkStep lists what is wrong with a step: missing texts, a goal not in
// the table or with the wrong arguments, hexes off the map, pieces not
// in the counter mix, actions that do not exist.
func (st *coachStep) checkStep(rules *game.Rules) (probs []string) {
	if st.title == "" || st.say == "" || st.result == "" || st.asks == "" {
		probs = append(probs, "title, asks, say and result are all needed")
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
	g, ok := coachGoals[st.goal]
	switch {
	case !ok:
		probs = append(probs, fmt.Sprintf("no goal %q", st.goal))
	case len(st.args) < g.args || len(st.args) > max(g.args, 2):
		probs = append(probs, fmt.Sprintf("goal %s takes %d argument(s), has %d", st.goal, g.args, len(st.args)))
	default:
		for _, a := range st.args {
			switch {
			case st.goal == "reached" && a == st.args[0]:
				if coachPhases[a] == nil {
					probs = append(probs, fmt.Sprintf("no phase %q", a))
				}
			case st.goal == "reached":
				if n, err := strconv.Atoi(a); err != nil || n < 1 {
					probs = append(probs, fmt.Sprintf("turn %q", a))
				}
			case st.goal == "happened":
				if !slices.Contains(coachEventTypes, game.EventType(a)) {
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
	for _, p := range st.points {
		switch p.kind {
		case "hex":
			if !hexOK(p.arg) {
				probs = append(probs, fmt.Sprintf("hex %q is not on the map", p.arg))
			}
		case "piece":
			if !specOK(p.arg) {
				probs = append(probs, fmt.Sprintf("no piece %q", p.arg))
			}
		case "button":
			if !slices.ContainsFunc(coachButtonIDs, func(pre string) bool { return strings.HasPrefix(p.arg, pre) }) {
				probs = append(probs, fmt.Sprintf("no button %q", p.arg))
			}
		}
	}
	for _, e := range st.expect {
		if !slices.Contains(coachActions, e.act) {
			probs = append(probs, fmt.Sprintf("no action %q", e.act))
		}
	}
	return probs
}

// coachButtonIDs are the buttons a step may point at (the starts of their
// ids, controls.go); TestTutorialCoach finds each on the screen.
var coachButtonIDs = []string{"end-phase", "end-move", "undo", "opt-", "buy-", "attack-", "shop", "forfeit", "end-game"}

var coachActions = []game.ActionType{game.ActBuy, game.ActPlaceCamp, game.ActDeploy, game.ActCarry, game.ActMove, game.ActDropOff,
	game.ActEndMove, game.ActAttack, game.ActNominate, game.ActEndPhase, game.ActChoose, game.ActEndGame, game.ActForfeit}

var (
	coachOnce sync.Once
	coachSc   *coachScript
	coachErr  error
)

// theCoachScript is the bundled script, read once.
func theCoachScript() (*coachScript, error) {
	coachOnce.Do(func() { coachSc, coachErr = parseCoach(assets.CoachSteps(), nil) })
	return coachSc, coachErr
}
