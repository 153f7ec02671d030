package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/saves"
)

const simUsage = `Usage: kandahar sim [-scenario NAME|FILE] [-games N] [-policy random|greedy|mc] [-seed N] [-workers N] [-json]

Plays whole games without a window, a game on each core, and prints how
they ended: the victory levels with 95 % intervals, the mean score, the
missions accomplished, the teams lost, the length of a game and the speed.
Game i is played with a seed made from -seed and i (a scenario's own fixed
seed is overridden; its scripted dice are kept), so the same -seed gives
the same figures whatever -workers is. -json prints one JSON object.
-game enduring plays Enduring Freedom instead (kandahar sim -game enduring -help).
`

// simOptions are sim's command line.
type simOptions struct {
	scenario, policy string
	games, workers   int
	seed             uint64
	json             bool
}

// runSim is "kandahar sim": many games without a window.
func runSim(args []string, stdout, stderr io.Writer) int {
	name, args, err := splitGameFlag(args)
	if err != nil {
		fmt.Fprintf(stderr, "kandahar sim: %s.\n", sentence(err))
		return 2
	}
	if name == "enduring" {
		return runEnduringSim(args, stdout, stderr)
	}
	o, code := parseSim(args, stdout, stderr)
	if code >= 0 {
		return code
	}
	rules, err := assets.Rules()
	if err != nil {
		fmt.Fprintf(stderr, "kandahar sim: the game data is broken: %s.\n", sentence(err))
		return 1
	}
	f, err := saves.OpenScenario(o.scenario, rules)
	if err != nil {
		fmt.Fprintf(stderr, "kandahar sim: %s.\n", sentence(err))
		return 1
	}
	// a game leaves about 2 MB of garbage: collecting less often saves
	// about a tenth of the time, and sim holds little else in memory
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	return runTally(o.games, o.workers, o.json, stdout, stderr, func(bar *progress) (simTally, error) {
		return simulate(rules, f, o, bar)
	})
}

// simTally is a sim run's result, as -json's object or as text.
type simTally interface {
	setSpeed(gamesPerSecond float64)
	reportJSON() any
	print(w io.Writer, workers int)
}

// runTally plays the games with a progress bar on a terminal, times
// them, and prints the tally; it returns the command's exit code.
func runTally(games, workers int, asJSON bool, stdout, stderr io.Writer, play func(*progress) (simTally, error)) int {
	var bar *progress
	if term := terminal(stderr); term != nil {
		bar = &progress{w: term, total: games, start: time.Now()}
	}
	t0 := time.Now()
	t, err := play(bar)
	if err != nil {
		fmt.Fprintf(stderr, "kandahar sim: %s.\n", sentence(err))
		return 1
	}
	t.setSpeed(float64(games) / max(time.Since(t0).Seconds(), 1e-9))
	if asJSON {
		b, _ := json.MarshalIndent(t.reportJSON(), "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	t.print(stdout, workers)
	return 0
}

// parseSim reads sim's flags; a code of 0 or more means stop with it.
func parseSim(args []string, stdout, stderr io.Writer) (simOptions, int) {
	fs := flag.NewFlagSet("kandahar sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are said in one sentence below
	var o simOptions
	fs.StringVar(&o.scenario, "scenario", "standard", "")
	fs.IntVar(&o.games, "games", 1000, "")
	fs.StringVar(&o.policy, "policy", "greedy", "")
	fs.Uint64Var(&o.seed, "seed", 1, "")
	fs.IntVar(&o.workers, "workers", runtime.GOMAXPROCS(0), "")
	fs.BoolVar(&o.json, "json", false, "")
	bad := func(format string, a ...any) (simOptions, int) {
		fmt.Fprintf(stderr, "kandahar sim: "+format+" (try kandahar sim -help).\n", a...)
		return o, 2
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, simUsage)
			return o, 0
		}
		return bad("%s", sentence(err))
	}
	switch {
	case fs.NArg() > 0:
		return bad("unexpected argument %q", fs.Arg(0))
	case countsBad(o.games, o.workers) != "":
		return bad("%s", countsBad(o.games, o.workers))
	case !slices.Contains(advisor.Policies, o.policy):
		return bad("no policy %q; the policies are %s", o.policy, strings.Join(advisor.Policies, ", "))
	case strings.TrimSpace(o.scenario) == "":
		return bad("-scenario needs a bundled scenario's name or a file")
	}
	return o, -1
}

// The most sim plays and hint tries. sim plays about a hundred games a
// second on two cores, so a million games are hours and a billion were
// years, printing nothing meanwhile; a worker past the cores plays no
// faster and holds a game in memory.
const (
	maxSimGames = 1_000_000
	maxRollouts = 10_000
)

// maxWorkers is the most workers sim starts: four a core.
func maxWorkers() int { return 4 * runtime.NumCPU() }

// countsBad says what is wrong with sim's -games and -workers, "" when
// nothing is.
func countsBad(games, workers int) string {
	switch {
	case games < 1:
		return "-games must be at least 1"
	case games > maxSimGames:
		return fmt.Sprintf("-games must be at most %d: more would take days, a game at a time on each core", maxSimGames)
	case workers < 1:
		return "-workers must be at least 1"
	case workers > maxWorkers():
		return fmt.Sprintf("-workers must be at most %d (four for each of this machine's %d cores): more play no faster", maxWorkers(), runtime.NumCPU())
	}
	return ""
}

// simSeed is game i's seed: the base seed and i through splitmix64, so
// neighbouring games share nothing.
func simSeed(base uint64, i int) uint64 {
	z := base + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// simulate plays the games on o.workers goroutines and adds up their
// results as they come: sums and counts only, so memory stays flat however
// many games are played and the total does not depend on their order.
func simulate(rules *game.Rules, f *game.ScenarioFile, o simOptions, bar *progress) (*tally, error) {
	t := &tally{Scenario: f.Scenario.Name, Policy: o.policy, Seed: o.seed, Levels: map[string]int{}}
	err := playAll(o.games, o.workers, bar, func(i int) (advisor.Result, error) {
		seed := simSeed(o.seed, i)
		// the game's own seed wins over a scenario's fixed one, as -seed
		// does for a window: otherwise every game of the tutorial would
		// draw the same cups
		g, err := game.New(rules, f.Scenario, seed)
		if err != nil {
			return advisor.Result{}, err
		}
		p, err := advisor.New(o.policy, seed)
		if err != nil {
			return advisor.Result{}, err
		}
		return advisor.Play(g.State, p), nil
	}, func(r advisor.Result) int { t.add(r); return t.Games })
	if err != nil {
		return nil, err
	}
	return t, nil
}

// playAll plays games 0 to n-1 by play on workers goroutines and hands
// each result to add, on the calling goroutine, as it comes; add returns
// the games counted so far, for the progress bar. The first error is
// returned after the rest are drained: every game would fail alike.
func playAll[R any](n, workers int, bar *progress, play func(i int) (R, error), add func(R) int) error {
	jobs := make(chan int)
	results := make(chan R, 64)
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		firstErr error
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				r, err := play(i)
				if err != nil {
					mu.Lock()
					firstErr = cmp.Or(firstErr, err)
					mu.Unlock()
					continue
				}
				results <- r
			}
		}()
	}
	go func() {
		for i := range n {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	for r := range results {
		bar.update(add(r))
	}
	bar.done()
	return firstErr
}

// tally is the running total of the games played.
type tally struct {
	Scenario, Policy string
	Seed             uint64
	Games            int
	Levels           map[string]int
	score, scoreSq   int
	accomplished     int
	forfeited        int
	teamsLost        int
	defeats          int
	turns, actions   int
	unfinished       int
	GamesPerSecond   float64
}

func (t *tally) add(r advisor.Result) {
	t.Games++
	t.Levels[r.Level]++
	t.score += r.Score
	t.scoreSq += r.Score * r.Score
	t.accomplished += r.Accomplished
	t.forfeited += r.Forfeited
	t.teamsLost += r.TeamsLost
	t.turns += r.Turns
	t.actions += r.Actions
	if !r.Finished {
		t.unfinished++
	}
	if r.Defeat {
		t.defeats++
	}
}

// meanScore is the mean score and its 95 % interval.
func (t *tally) meanScore() (mean, lo, hi float64) { return meanCI(t.score, t.scoreSq, t.Games) }

// meanCI is the mean of n whole numbers from their sum and sum of
// squares, with its 95 % interval (normal approximation; whole-number
// sums give the same answer in any order of the games).
func meanCI(sum, sumSq, games int) (mean, lo, hi float64) {
	n := float64(games)
	mean = float64(sum) / n
	if games < 2 {
		return mean, mean, mean
	}
	v := (float64(sumSq) - n*mean*mean) / (n - 1)
	half := 1.96 * math.Sqrt(max(v, 0)/n)
	return mean, mean - half, mean + half
}

func (t *tally) per(x int) float64 { return float64(x) / float64(t.Games) }

// levelOrder lists the victory levels best first (5.0), then any other
// outcome seen (a defeat).
func (t *tally) levelOrder() []string {
	var out []string
	for score := 30; score >= 0; score-- {
		if l := game.Level(score); !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	var other []string
	for l := range t.Levels {
		if !slices.Contains(out, l) {
			other = append(other, l)
		}
	}
	slices.Sort(other)
	return append(out, other...)
}

// wilson is the Wilson 95 % interval of a share of k in n.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p, nf := float64(k)/float64(n), float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(c-h, 0), min(c+h, 1)
}

// simReport is -json's object.
type simReport struct {
	Games          int                   `json:"games"`
	Policy         string                `json:"policy"`
	Scenario       string                `json:"scenario"`
	Seed           uint64                `json:"seed"`
	MeanScore      float64               `json:"mean_score"`
	ScoreCI95      [2]float64            `json:"score_ci95"`
	Levels         map[string]int        `json:"levels"`
	LevelsCI95     map[string][2]float64 `json:"levels_ci95"`
	Accomplished   float64               `json:"missions_accomplished_mean"`
	Forfeited      float64               `json:"missions_forfeited_mean"`
	TeamsLost      float64               `json:"teams_lost_mean"`
	Defeats        int                   `json:"defeats"`
	Turns          float64               `json:"turns_mean"`
	Actions        float64               `json:"actions_mean"`
	Unfinished     int                   `json:"unfinished"`
	GamesPerSecond float64               `json:"games_per_second"`
}

func (t *tally) setSpeed(v float64) { t.GamesPerSecond = v }
func (t *tally) reportJSON() any    { return t.report() }

func (t *tally) report() simReport {
	mean, lo, hi := t.meanScore()
	r := simReport{Games: t.Games, Policy: t.Policy, Scenario: t.Scenario, Seed: t.Seed,
		MeanScore: mean, ScoreCI95: [2]float64{lo, hi}, Levels: map[string]int{}, LevelsCI95: map[string][2]float64{},
		Accomplished: t.per(t.accomplished), Forfeited: t.per(t.forfeited), TeamsLost: t.per(t.teamsLost),
		Defeats: t.defeats, Turns: t.per(t.turns), Actions: t.per(t.actions), Unfinished: t.unfinished,
		GamesPerSecond: t.GamesPerSecond}
	for _, l := range t.levelOrder() {
		k := t.Levels[l]
		r.Levels[l] = k
		lo, hi := wilson(k, t.Games)
		r.LevelsCI95[l] = [2]float64{lo, hi}
	}
	return r
}

func (t *tally) print(w io.Writer, workers int) {
	fmt.Fprintf(w, "%d games of %q, policy %s, seed %d, %d workers\n\n", t.Games, t.Scenario, t.Policy, t.Seed, workers)
	fmt.Fprintf(w, "%-26s %7s %8s   %s\n", "Victory level", "games", "share", "95 % interval")
	for _, l := range t.levelOrder() {
		k := t.Levels[l]
		lo, hi := wilson(k, t.Games)
		fmt.Fprintf(w, "%-26s %7d %7.1f %%   %5.1f – %5.1f %%\n", l, k, 100*t.per(k), 100*lo, 100*hi)
	}
	mean, lo, hi := t.meanScore()
	fmt.Fprintf(w, "\nMean score                %.2f (95 %%: %.2f to %.2f)\n", mean, lo, hi)
	fmt.Fprintf(w, "Missions a game           %.2f accomplished, %.2f forfeited\n", t.per(t.accomplished), t.per(t.forfeited))
	fmt.Fprintf(w, "Teams lost a game         %.2f (every team lost in %d games)\n", t.per(t.teamsLost), t.defeats)
	fmt.Fprintf(w, "Game length               %.1f turns, %.0f actions\n", t.per(t.turns), t.per(t.actions))
	if t.unfinished > 0 {
		fmt.Fprintf(w, "Unfinished                %d games stopped after %d actions\n", t.unfinished, advisor.MaxActions)
	}
	fmt.Fprintf(w, "Speed                     %.1f games/s\n", t.GamesPerSecond)
}

// progress is a one-line bar on a terminal's standard error, redrawn in
// place with a carriage return at most ten times a second.
type progress struct {
	w        io.Writer
	total    int
	start    time.Time
	last     time.Time
	drawnAny bool
}

func (p *progress) update(done int) {
	if p == nil || (time.Since(p.last) < 100*time.Millisecond && done < p.total) {
		return
	}
	p.last = time.Now()
	const width = 30
	fill := width * done / p.total
	rate := float64(done) / max(time.Since(p.start).Seconds(), 1e-9)
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d games, %.0f games/s ", strings.Repeat("=", fill), strings.Repeat(" ", width-fill), done, p.total, rate)
	p.drawnAny = true
}

func (p *progress) done() {
	if p != nil && p.drawnAny {
		fmt.Fprint(p.w, "\r\033[K")
	}
}

// terminal is the terminal (a character device) a writer writes to, or
// nil: the writer itself, or the one under a saves.PrintableWriter (a
// progress line redraws itself with a carriage return, which that
// writer would make a space).
func terminal(w io.Writer) *os.File {
	if u, ok := w.(interface{ Unwrap() io.Writer }); ok {
		w = u.Unwrap()
	}
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	if st, err := f.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return f
}
