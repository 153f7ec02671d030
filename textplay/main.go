package textplay

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/saves"
)

const usageText = `Usage: kandahar text [-seed N] [-scenario NAME|FILE] [-load FILE] [-game kandahar|enduring]

Plays the game in plain lines on standard input and output, for a screen
reader, a braille display or a script: no colour, no escape sequence, one
short line at a time. A number answers the question asked; help lists the
commands. The game is autosaved where the window keeps its autosaves, so
either can resume a game the other began. docs/accessibility.md has more.

Options:
`

// options are the command line's, checked.
type options struct {
	seed                  uint64
	seedGiven             bool
	scenario, load, which string
}

// parse reads the command line; done is true when Main should stop with
// code (the help shown, 0, or a mistake said, 2).
func parse(args []string, stdout, stderr io.Writer) (o options, code int, done bool) {
	fs := flag.NewFlagSet("kandahar text", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Uint64Var(&o.seed, "seed", 0, "start a new game with this seed (0: a seed from the clock)")
	fs.StringVar(&o.scenario, "scenario", "", "start a bundled scenario by `NAME`, or the scenario in a FILE")
	fs.StringVar(&o.load, "load", "", "load the saved game in this `FILE`")
	fs.StringVar(&o.which, "game", "kandahar", "the game to play: kandahar, or enduring for Enduring Freedom")
	fs.Usage = func() {
		fs.SetOutput(stdout)
		fmt.Fprint(stdout, usageText)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return o, 0, true
		}
		return o, 2, true
	}
	fs.Visit(func(f *flag.Flag) { o.seedGiven = o.seedGiven || f.Name == "seed" })
	bad := func(format string, a ...any) (options, int, bool) {
		fmt.Fprintf(stderr, "kandahar text: "+format+" (try kandahar text -help).\n", a...)
		return o, 2, true
	}
	switch {
	case fs.NArg() > 0:
		return bad("unexpected argument %q", clip(fs.Arg(0)))
	case o.load != "" && o.scenario != "":
		return bad("give -load or -scenario, not both")
	case o.which != "kandahar" && o.which != "enduring":
		return bad("there is no game %q: the games are kandahar and enduring", clip(o.which))
	case o.which == "enduring" && o.scenario != "":
		return bad("Enduring Freedom is played from its campaign: -scenario is Kandahar's")
	}
	return o, 0, false
}

// Main is `kandahar text`: it returns the exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, code, done := parse(args, stdout, stderr)
	if done {
		return code
	}
	interrupt := make(chan os.Signal, 1)
	// a reader gone (SIGPIPE) ends play as Ctrl+C does, the game kept,
	// where Go would end the program without a word
	signal.Notify(interrupt, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGPIPE)
	defer signal.Stop(interrupt)
	if o.seed == 0 && !o.seedGiven {
		o.seed = uint64(time.Now().UnixNano())
	}
	if o.load != "" {
		// a save says which game it is of, as for kandahar hint
		if which, err := saves.GameOf(o.load); err == nil && which == saves.EnduringGame {
			o.which = "enduring"
		}
	}
	if o.which == "enduring" {
		return mainEnduring(o.seed, o.load, stdin, stdout, stderr, interrupt)
	}
	rules, err := assets.Rules()
	if err != nil {
		fmt.Fprintf(stderr, "kandahar text: the game data is broken: %s.\n", sentence(err))
		return 1
	}
	hooks, err := saves.NewHooks(rules, "")
	if err != nil {
		fmt.Fprintf(stderr, "kandahar text: autosaves are off: %s.\n", sentence(err))
		hooks, _ = saves.NewHooks(rules, "-")
	}
	g, err := startGame(rules, hooks, o)
	if err != nil {
		fmt.Fprintf(stderr, "kandahar text: %s.\n", sentence(err))
		return 1
	}
	cfg := Config{In: stdin, Out: stdout, Rules: rules, Game: g, Hooks: hooks, Interrupt: interrupt}
	cfg.Book, _ = assets.Reference()
	if o.load == "" && o.scenario == "" && !o.seedGiven && hooks.Autosaver != nil {
		cfg.Resume = resumable(hooks)
	}
	return Run(cfg)
}

// sentence is an error's words on one line, without a final stop.
func sentence(err error) string {
	return strings.TrimRight(saves.PrintableLong(err.Error()), ".")
}

// startGame is the game the command line asks for: a save, a scenario
// (with its own seed unless -seed is given), or a new standard game. The
// autosaver is told of it, as the window tells it.
func startGame(rules *game.Rules, hooks *saves.Hooks, o options) (*game.Game, error) {
	var g *game.Game
	var err error
	switch {
	case o.load != "":
		g, err = hooks.Load(o.load)
		if err != nil {
			return nil, fmt.Errorf("cannot load %s: %s", plain(o.load), strings.TrimRight(saves.InWords(err), "."))
		}
	case o.scenario != "":
		f, err := saves.OpenScenario(o.scenario, rules)
		if err != nil {
			return nil, err
		}
		if o.seedGiven {
			g, err = game.New(rules, f.Scenario, o.seed)
		} else {
			g, err = f.NewGame(rules, o.seed)
		}
		if err != nil {
			return nil, err
		}
	default:
		if g, err = game.New(rules, nil, o.seed); err != nil {
			return nil, err
		}
	}
	if hooks.Autosaver != nil {
		hooks.Autosaver.Start(g)
	}
	return g, nil
}

// resumable is the game the window would offer to resume: the last one
// autosaved, or the emergency save of a crash if that is newer, when it
// loads and is not over.
func resumable(h *saves.Hooks) string {
	r, ok := h.Resumable()
	if !ok {
		return ""
	}
	return r.Info.Path
}
