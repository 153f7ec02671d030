package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/saves"
)

const hintUsage = `Usage: kandahar hint FILE [-json] [-rollouts N]

Loads a saved game without a window and suggests the next action. For
Kandahar the
Monte Carlo player plays each of the best few actions out to the end of
the game N times (40 by default) with the greedy player, the dice and the
cups drawn afresh each time, never the game's own. It prints the best
actions with their expected final score (the net score of 5.0; losing
every team counts 5 more against it), its 95 % interval and the number of
rollouts behind it; -json prints one JSON object instead. For a save of
Enduring Freedom, its Monte Carlo player weighs its plans over N imagined
futures (12 by default) and names the action it would take.
`

// runHint is "kandahar hint FILE": the suggested next action of a save.
func runHint(args []string, stdout, stderr io.Writer) int {
	asJSON := false
	budget := advisor.DefaultBudget
	var files []string
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "kandahar hint: "+format+" (try kandahar hint -help).\n", a...)
		return 2
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "="); {
		case a == "-json" || a == "--json":
			asJSON = true
		case a == "-h" || a == "-help" || a == "--help":
			fmt.Fprint(stdout, hintUsage)
			return 0
		case strings.HasPrefix(a, "-") && name == "rollouts":
			if !hasValue {
				if i+1 >= len(args) {
					return bad("-rollouts needs a number")
				}
				i++
				value = args[i]
			}
			n, err := strconv.Atoi(value)
			if err != nil || n < 2 || n > maxRollouts {
				return bad("-rollouts must be a whole number from 2 to %d, not %q", maxRollouts, value)
			}
			budget.Rollouts = n
		case strings.HasPrefix(a, "-") && a != "-":
			return bad("unknown option %q (the options are -json and -rollouts)", a)
		default:
			files = append(files, a)
		}
	}
	if len(files) != 1 || strings.TrimSpace(files[0]) == "" {
		return bad("give one save file: kandahar hint FILE")
	}
	if which, err := saves.GameOf(files[0]); err == nil && which == saves.EnduringGame {
		return runEnduringHint(files[0], asJSON, budget.Rollouts, stdout, stderr)
	}
	rules, err := assets.Rules()
	if err != nil {
		fmt.Fprintf(stderr, "kandahar hint: the game data is broken: %s.\n", sentence(err))
		return 1
	}
	g, err := saves.Load(files[0], rules)
	if err != nil {
		fmt.Fprintf(stderr, "kandahar hint: cannot load it: %s.\n", sentence(err))
		return 1
	}
	if g.State.Over {
		fmt.Fprintf(stderr, "kandahar hint: the game is over (%s): there is nothing left to suggest.\n", strings.TrimRight(g.State.Reason, "."))
		return 1
	}
	// the rollouts leave garbage and hold little: collecting less often
	// saves CPU, as in sim
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	t0 := time.Now()
	stop := thinking(stderr, budget.Rollouts, thinkingAfter)
	// a fixed seed: the same save always gets the same hint
	est := advisor.NewMC(1, budget).Advise(g.State)
	stop()
	took := time.Since(t0)
	if asJSON {
		return printHintJSON(stdout, g.State, est, took)
	}
	printHint(stdout, g.State, est, took, budget)
	return 0
}

// where says where the game stands, in a line.
func where(s *game.State) string {
	line := fmt.Sprintf("Turn %d, %s, %d PP", s.Turn, s.Phase, s.PP)
	if s.Mission != game.None {
		line += fmt.Sprintf("; mission: %s at %s", s.Name(s.Mission), s.P(s.Mission).Hex)
	}
	if s.Pending != nil {
		line += "; question: " + s.Pending.Prompt
		// numbered as the keys and buttons number them, so that "choose
		// 2" below is key 2
		for _, o := range s.Prompt().Options {
			line += fmt.Sprintf("\n  %d. %s", o.Number, o.Label)
		}
		return line
	}
	return line + "."
}

func printHint(w io.Writer, s *game.State, est []advisor.Estimate, took time.Duration, b advisor.Budget) {
	best := est[0]
	fmt.Fprintf(w, "%s\n\nSuggested: %s\n  expected final score %.2f (95 %%: %.2f to %.2f) over %d rollouts\n",
		where(s), s.ActionText(best.Action), best.Mean, best.Low, best.High, best.Rollouts)
	if len(est) > 1 {
		// best first, without rank numbers: beside "choose 2" a rank of
		// 1 would read as another key
		fmt.Fprintf(w, "\n%-52s %8s %17s %9s\n", "Best actions, best first", "score", "95 % interval", "rollouts")
		for _, e := range est {
			fmt.Fprintf(w, "%-52s %8.2f %8.2f – %6.2f %9d\n", clip(s.ActionText(e.Action), 52), e.Mean, e.Low, e.High, e.Rollouts)
		}
		if len(est) > 1 && est[1].High >= best.Low {
			fmt.Fprintln(w, "\nThe intervals overlap: the first two are hard to tell apart with this many rollouts (-rollouts).")
		}
	} else {
		fmt.Fprintln(w, "\nThe greedy player sees no other sensible action here.")
	}
	fmt.Fprintf(w, "\nEach action was played out %d times to the end of the game by the greedy player, with dice and cups drawn afresh; %.1f s on %d cores.\n",
		b.Rollouts, took.Seconds(), runtime.GOMAXPROCS(0))
}

// thinkingAfter is how long a hint runs before it says it is running.
const thinkingAfter = 2 * time.Second

// thinking shows, on a terminal only, a line that says the hint is at
// work and for how long, from after on, redrawn each second; stop
// clears it. (The advisor does not count its rollouts out loud: the time
// is what there is to show.)
func thinking(stderr io.Writer, rollouts int, after time.Duration) (stop func()) {
	term := terminal(stderr)
	if term == nil {
		return func() {}
	}
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		start, drawn := time.Now(), false
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-done:
				if drawn {
					fmt.Fprint(term, "\r\033[K")
				}
				return
			case <-tick.C:
				if took := time.Since(start); took >= after {
					fmt.Fprintf(term, "\rkandahar hint: playing each action out %d times: %d s ", rollouts, int(took.Seconds()))
					drawn = true
				}
			}
		}
	}()
	return func() { close(done); <-finished }
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// hintJSON is -json's object.
type hintJSON struct {
	Turn      int            `json:"turn"`
	Phase     string         `json:"phase"`
	PP        int            `json:"pp"`
	Suggested hintAction     `json:"suggested"`
	Actions   []hintAction   `json:"actions"`
	Seconds   float64        `json:"seconds"`
	Pending   *game.Decision `json:"question,omitempty"`
	// Options are the question's answers, numbered as Choice numbers them.
	Options []game.Choice `json:"options,omitempty"`
}

type hintAction struct {
	Action   game.Action `json:"action"`
	Text     string      `json:"text"`
	Mean     float64     `json:"expected_score"`
	CI95     [2]float64  `json:"score_ci95"`
	Rollouts int         `json:"rollouts"`
	// Choice is the number of the question's option the action takes
	// (key N, button N), 0 for an action that answers no question.
	Choice int `json:"choice,omitempty"`
}

func printHintJSON(w io.Writer, s *game.State, est []advisor.Estimate, took time.Duration) int {
	h := hintJSON{Turn: s.Turn, Phase: s.Phase.String(), PP: s.PP, Seconds: took.Seconds(), Pending: s.Pending, Options: s.Prompt().Options}
	for _, e := range est {
		h.Actions = append(h.Actions, hintAction{Action: e.Action, Text: s.ActionText(e.Action), Mean: e.Mean, CI95: [2]float64{e.Low, e.High}, Rollouts: e.Rollouts,
			Choice: s.ChoiceNumber(e.Action)})
	}
	h.Suggested = h.Actions[0]
	b, _ := json.MarshalIndent(h, "", "  ")
	fmt.Fprintf(w, "%s\n", b)
	return 0
}
