package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"

	"kandahar/game/advisor"
	"kandahar/game/enduring"
)

const enduringSimUsage = `Usage: kandahar sim -game enduring [-games N] [-policy random|pure-random|greedy|mc] [-seed N] [-workers N] [-json]

Plays whole games of Enduring Freedom's campaign (7 turns) without a
window, a game on each core, and prints how they ended: a Coalition
catastrophe (5.1) or the victory levels of 5.0 by the final NetWar Points,
each with its 95 % interval, the mean final NP with its interval, the turn
reached and the speed. Game i's seed is made from -seed and i, so the same
-seed gives the same figures whatever -workers is. -json prints one JSON
object.

The players (game/advisor): random keeps a floor of NP and does not
overfill zones; pure-random chooses uniformly among the legal actions;
greedy is a sensible beginner; mc weighs greedy plans and the questions
that spend NP by playing imagined futures (a few seconds a game).
`

// splitGameFlag takes -game NAME (or -game=NAME) out of sim's arguments.
func splitGameFlag(args []string) (name string, rest []string, err error) {
	name = "kandahar"
	for i := 0; i < len(args); i++ {
		a := args[i]
		flagName, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || flagName != "game" {
			rest = append(rest, a)
			continue
		}
		if !hasVal {
			if i+1 >= len(args) {
				return "", nil, errors.New("-game needs a name: kandahar or enduring")
			}
			i++
			val = args[i]
		}
		name = val
	}
	switch name {
	case "kandahar", "enduring":
		return name, rest, nil
	}
	return "", nil, fmt.Errorf("no game %q; the games are kandahar and enduring", name)
}

type enduringSimOptions struct {
	policy        string
	games, worker int
	seed          uint64
	json          bool
}

// runEnduringSim is "kandahar sim -game enduring".
func runEnduringSim(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("kandahar sim -game enduring", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var o enduringSimOptions
	fs.IntVar(&o.games, "games", 1000, "")
	fs.StringVar(&o.policy, "policy", "greedy", "")
	fs.Uint64Var(&o.seed, "seed", 1, "")
	fs.IntVar(&o.worker, "workers", runtime.GOMAXPROCS(0), "")
	fs.BoolVar(&o.json, "json", false, "")
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "kandahar sim: "+format+" (try kandahar sim -game enduring -help).\n", a...)
		return 2
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, enduringSimUsage)
			return 0
		}
		return bad("%s", sentence(err))
	}
	switch {
	case fs.NArg() > 0:
		return bad("unexpected argument %q", fs.Arg(0))
	case countsBad(o.games, o.worker) != "":
		return bad("%s", countsBad(o.games, o.worker))
	case !slices.Contains(advisor.EnduringPolicies, o.policy):
		return bad("no policy %q for Enduring Freedom; the policies are %s", o.policy, strings.Join(advisor.EnduringPolicies, ", "))
	}
	r, err := enduring.DefaultRules()
	if err != nil {
		fmt.Fprintf(stderr, "kandahar sim: the Enduring Freedom data is broken: %s.\n", sentence(err))
		return 1
	}
	sc, err := enduring.Campaign(r)
	if err != nil {
		fmt.Fprintf(stderr, "kandahar sim: %s.\n", sentence(err))
		return 1
	}
	return runTally(o.games, o.worker, o.json, stdout, stderr, func(bar *progress) (simTally, error) {
		return simulateEnduring(r, sc, o, bar)
	})
}

type enduringResult struct {
	outcome     enduring.Outcome
	np, turn, n int
}

// enduringTally adds the games up as they come: counts and sums only.
type enduringTally struct {
	Policy         string
	Seed           uint64
	Games          int
	outcomes       [enduring.StrategicVictory + 1]int
	turn1          int // catastrophes in turn 1 or set-up
	np, npSq       int
	turns, actions int
	GamesPerSecond float64
}

func simulateEnduring(r *enduring.Rules, sc *enduring.Scenario, o enduringSimOptions, bar *progress) (*enduringTally, error) {
	t := &enduringTally{Policy: o.policy, Seed: o.seed}
	err := playAll(o.games, o.worker, bar, func(i int) (enduringResult, error) {
		seed := simSeed(o.seed, i)
		s := enduring.NewState(r, sc, seed)
		p, err := advisor.NewEnduring(o.policy, seed)
		if err != nil {
			return enduringResult{}, err
		}
		n, err := advisor.PlayEnduring(s, p, false)
		if err != nil {
			return enduringResult{}, fmt.Errorf("game %d (seed %d): %w", i, seed, err)
		}
		return enduringResult{s.Outcome, s.FinalNP, s.Turn, n}, nil
	}, func(res enduringResult) int {
		t.Games++
		t.outcomes[res.outcome]++
		if res.outcome == enduring.Catastrophe && res.turn <= 1 {
			t.turn1++
		}
		t.np += res.np
		t.npSq += res.np * res.np
		t.turns += res.turn
		t.actions += res.n
		return t.Games
	})
	if err != nil {
		return nil, err
	}
	return t, nil
}

func (t *enduringTally) meanNP() (mean, lo, hi float64) { return meanCI(t.np, t.npSq, t.Games) }

func (t *enduringTally) setSpeed(v float64) { t.GamesPerSecond = v }
func (t *enduringTally) reportJSON() any    { return t.report() }

// levels lists the outcomes best first (5.0), the catastrophe last (5.1).
var enduringLevels = []enduring.Outcome{enduring.StrategicVictory, enduring.OperationalVictory, enduring.Draw,
	enduring.OperationalDefeat, enduring.StrategicDefeat, enduring.Catastrophe}

type enduringReport struct {
	Game           string                `json:"game"`
	Games          int                   `json:"games"`
	Policy         string                `json:"policy"`
	Seed           uint64                `json:"seed"`
	Outcomes       map[string]int        `json:"outcomes"`
	OutcomesCI95   map[string][2]float64 `json:"outcomes_ci95"`
	MeanNP         float64               `json:"mean_np"`
	NPCI95         [2]float64            `json:"np_ci95"`
	Turns          float64               `json:"turn_reached_mean"`
	Turn1          int                   `json:"catastrophes_in_turn_1"`
	Actions        float64               `json:"actions_mean"`
	GamesPerSecond float64               `json:"games_per_second"`
}

func (t *enduringTally) report() enduringReport {
	mean, lo, hi := t.meanNP()
	r := enduringReport{Game: "enduring", Games: t.Games, Policy: t.Policy, Seed: t.Seed, Outcomes: map[string]int{},
		OutcomesCI95: map[string][2]float64{}, MeanNP: mean, NPCI95: [2]float64{lo, hi},
		Turns: float64(t.turns) / float64(t.Games), Turn1: t.turn1, Actions: float64(t.actions) / float64(t.Games), GamesPerSecond: t.GamesPerSecond}
	for _, o := range enduringLevels {
		k := t.outcomes[o]
		r.Outcomes[o.String()] = k
		a, b := wilson(k, t.Games)
		r.OutcomesCI95[o.String()] = [2]float64{a, b}
	}
	return r
}

func (t *enduringTally) print(w io.Writer, workers int) {
	fmt.Fprintf(w, "%d games of Enduring Freedom (campaign), policy %s, seed %d, %d workers\n\n", t.Games, t.Policy, t.Seed, workers)
	fmt.Fprintf(w, "%-26s %7s %8s   %s\n", "How the game ended", "games", "share", "95 % interval")
	for _, o := range enduringLevels {
		k := t.outcomes[o]
		lo, hi := wilson(k, t.Games)
		fmt.Fprintf(w, "%-26s %7d %7.1f %%   %5.1f – %5.1f %%\n", o, k, 100*float64(k)/float64(t.Games), 100*lo, 100*hi)
	}
	mean, lo, hi := t.meanNP()
	fmt.Fprintf(w, "\nMean final NP             %.1f (95 %%: %.1f to %.1f)\n", mean, lo, hi)
	fmt.Fprintf(w, "Game length               turn %.1f reached, %.0f actions\n", float64(t.turns)/float64(t.Games), float64(t.actions)/float64(t.Games))
	lo1, hi1 := wilson(t.turn1, t.Games)
	fmt.Fprintf(w, "Catastrophes in turn 1    %d (%.1f %%, 95 %%: %.1f – %.1f %%)\n", t.turn1, 100*float64(t.turn1)/float64(t.Games), 100*lo1, 100*hi1)
	fmt.Fprintf(w, "Speed                     %.1f games/s\n", t.GamesPerSecond)
}
