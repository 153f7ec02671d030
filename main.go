// Command kandahar plays "Kandahar: Special Forces in Afghanistan" by its
// rules in a desktop window.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	fs := flag.NewFlagSet("kandahar", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Kandahar: Special Forces in Afghanistan, a solitaire wargame.\n\nUsage: kandahar [options]\n\nOptions:")
		fs.PrintDefaults()
	}
	seed := fs.Uint64("seed", 0, "start a new game with this seed (0: a seed from the clock)")
	scenario := fs.String("scenario", "", "start the scenario in this file (JSON)")
	load := fs.String("load", "", "load the saved game in this file")
	shot := fs.String("screenshot", "", "draw the whole map with every piece to this PNG file and exit (no window)")
	bench := fs.Int("bench-frames", 0, "draw this many frames of a busy board, print frame-time figures and exit")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "kandahar: unexpected argument %q (try -help)\n", fs.Arg(0))
		return 2
	}
	if *bench < 0 {
		fmt.Fprintln(os.Stderr, "kandahar: -bench-frames must be a positive number of frames")
		return 2
	}
	if *load != "" && *scenario != "" {
		fmt.Fprintln(os.Stderr, "kandahar: give -load or -scenario, not both")
		return 2
	}

	rules, err := render.LoadRules()
	if err != nil {
		fmt.Fprintf(os.Stderr, "kandahar: the game data is broken: %v\n", err)
		return 1
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano())
	}
	var sc *game.Scenario
	if *scenario != "" {
		// TODO(game): use game.LoadScenario(b, rules) (the text scenario
		// format of docs/scenarios.md, with line-numbered problems, and its
		// fixed seed when HasSeed and no -seed was given) once it is
		// committed; until then the file is read as the JSON form of
		// game.Scenario.
		b, err := os.ReadFile(*scenario)
		if err != nil {
			fmt.Fprintf(os.Stderr, "kandahar: cannot read the scenario: %v\n", err)
			return 1
		}
		sc = &game.Scenario{}
		if err := json.Unmarshal(b, sc); err != nil {
			fmt.Fprintf(os.Stderr, "kandahar: %s is not a scenario file: %v\n", *scenario, err)
			return 1
		}
	}
	if *bench > 0 && sc == nil {
		sc = render.BusyScenario(rules)
	}
	var g *game.Game
	if *load != "" {
		if _, err := os.Stat(*load); err != nil {
			fmt.Fprintf(os.Stderr, "kandahar: cannot read the saved game: %v\n", err)
			return 1
		}
		// TODO(saves): once package saves is committed, replace these two
		// lines with:
		//	if g, err = saves.Load(*load, rules); err != nil {
		//		fmt.Fprintf(os.Stderr, "kandahar: cannot load %s: %v\n", *load, err)
		//		return 1
		//	}
		// and skip game.New below when g is set.
		fmt.Fprintf(os.Stderr, "kandahar: loading saved games is not available yet (package saves); %s was not loaded\n", *load)
		return 1
	}
	g, err = game.New(rules, sc, *seed)
	if err != nil {
		fmt.Fprintf(os.Stderr, "kandahar: %v\n", err)
		return 1
	}

	if *shot != "" {
		if err := render.WriteMapPNG(g.State, *shot); err != nil {
			fmt.Fprintf(os.Stderr, "kandahar: cannot write the screenshot: %v\n", err)
			return 1
		}
		fmt.Printf("kandahar: wrote the map to %s\n", *shot)
		return 0
	}

	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "kandahar: no display found: run it on a desktop, or under xvfb-run for tests")
		return 1
	}
	// TODO(saves): wire Ctrl+S and Ctrl+O here, e.g.
	//	Save: func(g *game.Game) (string, error) { r := <-saves.SaveDialog(ctx, "", name); ...; return "Saved to " + r.Path, saves.Save(r.Path, g) },
	//	Open: func() (*game.Game, error) { r := <-saves.OpenDialog(ctx, ""); ...; return saves.Load(r.Path, rules) },
	// The client runs both on their own goroutine and waits for them.
	app := render.New(g, render.Options{BenchFrames: *bench})
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowTitle("Kandahar: Special Forces in Afghanistan")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if *bench > 0 {
		ebiten.SetVsyncEnabled(false)
	}
	if err := runGame(app); err != nil {
		fmt.Fprintf(os.Stderr, "kandahar: the window could not run: %v\n", err)
		return 1
	}
	return 0
}

// runGame runs the window, turning a panic in the graphics driver into an
// error so the player reads one sentence, not a trace.
func runGame(app *render.App) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	if err := ebiten.RunGame(app); err != nil && !render.IsQuit(err) {
		return err
	}
	return nil
}
