// Command kandahar plays "Kandahar: Special Forces in Afghanistan" by its
// rules in a desktop window.
//
//	kandahar [options]            play in a window
//	kandahar replay FILE [-json]  print a save's actions and events
//	kandahar sim [options]        play many games without a window
//	kandahar hint FILE [-json]    suggest a save's next action
//	kandahar text [options]       play in plain lines on a terminal
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render"
	"kandahar/render/keymap"
	"kandahar/render/paper"
	"kandahar/saves"
	"kandahar/settings"
	"kandahar/textplay"
)

// version is stamped in by build/release.sh (-ldflags "-X main.version=…");
// a plain build reports the module version or "dev".
var version string

func main() {
	if version != "" {
		saves.AppVersion = version
	}
	os.Exit(run(os.Args[1:]))
}

// stdout and stderr are the program's output, through
// saves.PrintableWriter: no path, name or text a command echoes can drive
// a terminal. run sets them.
var stdout, stderr io.Writer = os.Stdout, os.Stderr

func run(args []string) int {
	stdout, stderr = saves.PrintableWriter(os.Stdout), saves.PrintableWriter(os.Stderr)
	if len(args) > 0 {
		switch args[0] {
		case "replay":
			return runReplay(args[1:], stdout, stderr)
		case "sim":
			return runSim(args[1:], stdout, stderr)
		case "hint":
			return runHint(args[1:], stdout, stderr)
		case "text":
			return textplay.Main(args[1:], os.Stdin, stdout, stderr)
		}
	}
	o, code, done := parseFlags(args, stderr)
	if done {
		return code
	}
	if o.version {
		fmt.Fprintf(stdout, "kandahar %s (%s, %s/%s)\n", saves.AppVersion, runtime.Version(), runtime.GOOS, runtime.GOARCH)
		return 0
	}
	if o.writeIcon != "" {
		var b bytes.Buffer
		if err := png.Encode(&b, paper.Icon(256)); err == nil {
			err = saves.WriteFileAtomic(o.writeIcon, b.Bytes())
			if err == nil {
				return 0
			}
			fmt.Fprintf(stderr, "kandahar: cannot write the icon to %s: %v\n", o.writeIcon, err)
		}
		return 1
	}
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "kandahar: cannot write the profile: %v\n", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "kandahar: cannot profile: %v\n", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}

	rules, err := assets.Rules()
	if err != nil {
		fmt.Fprintf(stderr, "kandahar: the game data is broken: %v\n", err)
		return 1
	}
	if o.seed == 0 {
		o.seed = clockSeed()
	}
	g, err := startGame(rules, o.load, o.scenario, o.seed, o.seedGiven, o.bench > 0)
	refused := ""
	if err != nil {
		fmt.Fprintf(stderr, "kandahar: %v\n", err)
		if refused = refusal(o, err); refused == "" {
			return 1
		}
		// the window opens on a new game behind the new-game menu
		o.load, o.scenario = "", ""
		if g, err = game.New(rules, nil, o.seed); err != nil {
			fmt.Fprintf(stderr, "kandahar: %v\n", err)
			return 1
		}
	}

	if o.shot != "" {
		if err := paper.WriteMapPNG(g.State, o.shot); err != nil {
			fmt.Fprintf(stderr, "kandahar: cannot write the screenshot: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "kandahar: wrote the map to %s\n", o.shot)
		return 0
	}
	if o.exportMap != "" {
		t0 := time.Now()
		if err := paper.ExportMapFile(g.State, o.exportMap); err != nil {
			fmt.Fprintf(stderr, "kandahar: cannot export the map: %v\n", err)
			return 1
		}
		w, h := paper.ExportSize(rules.Board)
		fmt.Fprintf(stdout, "kandahar: wrote the map at %d dpi (%dx%d) to %s in %v\n", paper.PrintDPI, w, h, o.exportMap, time.Since(t0).Round(time.Millisecond))
		return 0
	}

	if !displayFound() {
		fmt.Fprintln(stderr, "kandahar: no display found: run it on a desktop, or under xvfb-run for tests")
		return 1
	}
	autosaveDir := ""
	if o.bench > 0 {
		autosaveDir = "-" // a benchmark is not a game to keep
	}
	hooks, err := saves.NewHooks(rules, autosaveDir)
	if err != nil {
		// no configuration folder: play on without autosaves
		fmt.Fprintf(stderr, "kandahar: autosaves are off: %v\n", err)
		hooks, _ = saves.NewHooks(rules, "-")
	}
	hooks.Log = func(format string, args ...any) { fmt.Fprintf(stderr, "kandahar: "+format+"\n", args...) }
	if o.load != "" && o.bench == 0 {
		hooks.Remember(o.load) // the game's own list shows it next time
	}
	// the player's preferences from the last run (a damaged file is said
	// in the window and replaced at the next quit)
	prefsPath, perr := settings.Path()
	prefs, notice := settings.Defaults(), ""
	if perr != nil || o.bench > 0 {
		prefsPath = ""
	} else {
		// a start that never drew its window is not repeated with the
		// same settings
		prefs, notice = settings.BeginStart(prefsPath)
	}
	// the player's own keys over the defaults: an entry that cannot be
	// used is said here and in the window, and the game starts anyway
	keys, keyNotice := playerKeys(prefs.Keys, stderr)
	notice = strings.TrimSpace(refused + " " + notice + " " + keyNotice)
	var app *render.App
	crashed := false
	opts := render.Options{BenchFrames: o.bench, BenchHover: o.benchHover, Save: hooks.Save, Open: openHook(hooks), AfterAction: hooks.AfterAction,
		OnCrash: func(g *game.Game, p any, stack []byte) string { crashed = true; return hooks.OnCrash(g, p, stack) }, ExportPath: exportPath,
		OnClose: func(g *game.Game) (string, error) {
			if prefsPath != "" {
				settings.Started(prefsPath) // a run closed by the player did not fail to start
			}
			if prefsPath != "" && app != nil {
				p := app.Preferences()
				prefs.AnimSpeed, prefs.UIScale, prefs.ReduceMotion, prefs.HighContrast = p.AnimSpeed, p.UIScale, p.ReduceMotion, p.HighContrast
				prefs.LeftPanel, prefs.RightPanel = p.LeftPanel, p.RightPanel
				prefs.Zoom, prefs.ViewX, prefs.ViewY, prefs.EndPhaseAtOnce = p.Zoom, p.ViewX, p.ViewY, p.EndPhaseAtOnce
				prefs.Welcomed = p.Welcomed
				prefs.WindowW, prefs.WindowH = ebiten.WindowSize()
				prefs.WindowX, prefs.WindowY = ebiten.WindowPosition()
				if err := settings.Save(prefsPath, prefs); err != nil {
					fmt.Fprintf(stderr, "kandahar: the settings could not be kept: %v\n", err)
				}
			}
			if hooks.Autosaver == nil || o.bench > 0 || len(g.Log) == 0 {
				return "", nil
			}
			return hooks.Autosaver.Autosave(g)
		},
		Prefs: render.Prefs{AnimSpeed: prefs.AnimSpeed, UIScale: prefs.UIScale, ReduceMotion: prefs.ReduceMotion, HighContrast: prefs.HighContrast,
			LeftPanel: prefs.LeftPanel, RightPanel: prefs.RightPanel, Zoom: prefs.Zoom, ViewX: prefs.ViewX, ViewY: prefs.ViewY,
			EndPhaseAtOnce: prefs.EndPhaseAtOnce, Notice: notice, Keys: keys, Welcomed: prefs.Welcomed}}
	// the close button asks the client first, which saves the game (OnClose)
	ebiten.SetWindowClosingHandled(true)
	if o.bench == 0 {
		opts.Menus = menus(hooks, rules)
		if hooks.Autosaver != nil {
			hooks.Autosaver.Start(g)
			// a new game with nothing said about it: offer the last one
			if o.load == "" && o.scenario == "" && !o.seedGiven && refused == "" {
				opts.Resume = resumeOffer(hooks)
				// no last game either: a first run, pointed to the tutorial
				opts.Welcome = opts.Resume == nil
			}
		}
	}
	opts.NewGameFirst = refused != ""
	// the kept window fitted to the screen it opens on, and a change said
	var screenW, screenH int
	scale := 1.0
	if m := ebiten.Monitor(); m != nil {
		screenW, screenH = m.Size()
		scale = m.DeviceScaleFactor()
	}
	w, keepPlace := settings.FitWindow(prefs, screenW, screenH, scale, render.MinWindowW, render.MinWindowH)
	if fit := settings.FitNotice(prefs, w, keepPlace); fit != "" {
		fmt.Fprintf(stderr, "kandahar: %s\n", fit)
		opts.Notice = strings.TrimSpace(opts.Notice + " " + fit)
	}
	app = render.New(g, opts)
	ebiten.SetWindowSize(w.W, w.H)
	if keepPlace {
		ebiten.SetWindowPosition(w.X, w.Y)
	}
	ebiten.SetWindowTitle("Kandahar: Special Forces in Afghanistan")
	ebiten.SetWindowIcon(paper.WindowIcons())
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(render.MinWindowW, render.MinWindowH, -1, -1)
	if o.bench > 0 {
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS) // one Update per drawn frame
	}
	loop := &gameLoop{App: app, asks: make(chan chan struct{}), done: make(chan struct{}), autosave: func(g *game.Game) {
		if hooks.Autosaver == nil || o.bench > 0 || len(g.Log) == 0 || g.State.Over {
			return
		}
		if _, err := hooks.Autosaver.Autosave(g); err != nil {
			fmt.Fprintf(stderr, "kandahar: the game could not be autosaved before the dialog: %v\n", err)
		}
	}}
	if prefsPath != "" {
		loop.drawn = func() { settings.Started(prefsPath) }
	}
	saves.SetBeforeDialog(loop.autosaveNow)
	err = runGame(loop)
	close(loop.done)
	saves.CloseDialogs() // a dialog left open does not outlive the window
	if err != nil {
		// the window is gone: say it in a box too, for a player who did
		// not start the game from a terminal
		msg := "The window could not run: " + err.Error()
		if crashed {
			msg = err.Error()
		}
		saves.ShowError("Kandahar", msg)
		fmt.Fprintf(stderr, "kandahar: %s\n", msg)
		return 1
	}
	return 0
}

// displayFound reports a desktop a window can open on (on Linux, DISPLAY
// or WAYLAND_DISPLAY set).
func displayFound() bool {
	return runtime.GOOS != "linux" || os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
}

// refusal is what the window says when the file given on the command
// line (-load, -scenario) was refused, err saying why: a player who
// opened it from a file manager reads no terminal, so the window opens
// on the new-game menu with this sentence. It is "" when the command has
// no window (-screenshot, -export-map, -bench-frames) or no display
// can show one: the sentence on stderr and exit code 1 are all there is.
func refusal(o options, err error) string {
	if o.shot != "" || o.exportMap != "" || o.bench > 0 || !displayFound() {
		return ""
	}
	what := "the saved game"
	if o.scenario != "" {
		what = "the scenario"
	}
	return fmt.Sprintf("Kandahar could not open %s it was given: %s. Choose a game here, or press Ctrl+O to open a save.", what, sentence(err))
}

// playerKeys lays the settings' keys over the defaults. What cannot be
// used is said on stderr and in the notice the window shows, in at most
// maxKeyLines lines: the first problems in full, then how many more.
// Names no action has are one problem, the first named in keymap's words
// and the rest counted: a file with thousands of them wrote each in full
// with the list of names, 890 KB on stderr and across the map.
func playerKeys(table map[string]string, stderr io.Writer) (keymap.Map, string) {
	known, unknown := map[string]string{}, []string(nil)
	for name, keys := range table {
		if slices.ContainsFunc(keymap.Default, func(b keymap.Binding) bool { return b.Action == name }) {
			known[name] = keys
		} else {
			unknown = append(unknown, name)
		}
	}
	slices.Sort(unknown)
	keys, problems := keymap.Remap(keymap.Default, known)
	if len(unknown) > 0 {
		// the first in keymap's words, with the names there are
		_, first := keymap.Remap(keymap.Default, map[string]string{unknown[0]: table[unknown[0]]})
		if n := len(unknown) - 1; n > 0 {
			more := make([]string, 0, 4)
			for _, name := range unknown[1:min(len(unknown), 4)] {
				more = append(more, strconv.Quote(saves.Printable(name)))
			}
			if n > len(more) {
				more = append(more, "…")
			}
			first = append(first, fmt.Sprintf("The settings name %d more actions the game does not have (%s): their keys do nothing.", n, strings.Join(more, ", ")))
		}
		problems = append(first, problems...)
	}
	problems = saves.Summed(len(problems), func(i int) string { return problems[i] }, maxKeyLines, "problems with the keys in the settings")
	for _, p := range problems {
		fmt.Fprintf(stderr, "kandahar: %s\n", p)
	}
	return keys, strings.Join(problems, " ")
}

// maxKeyLines is the most lines the keys' problems take.
const maxKeyLines = 4

// options are the command line's flags, checked.
type options struct {
	seed                                                   uint64
	seedGiven                                              bool
	scenario, load, shot, exportMap, cpuProfile, writeIcon string
	bench                                                  int
	version, benchHover                                    bool
}

// parseFlags reads and checks the command line. It acts on nothing: no
// file is read or written and no window opens, so the fuzzer runs every
// check (FuzzRunFlags). done is true when run should stop with code: the
// help was shown (0), or the command line is wrong, said on stderr (2).
func parseFlags(args []string, stderr io.Writer) (o options, code int, done bool) {
	fs := flag.NewFlagSet("kandahar", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { usage(fs) }
	fs.Uint64Var(&o.seed, "seed", 0, "start a new game with this seed (0: a seed from the clock)")
	fs.StringVar(&o.scenario, "scenario", "", "start a bundled scenario by `NAME`, or the scenario in a FILE (see docs/scenarios.md)")
	fs.StringVar(&o.load, "load", "", "load the saved game in this `FILE`")
	fs.StringVar(&o.shot, "screenshot", "", "draw the whole map with every piece to this PNG `FILE` and exit (no window)")
	fs.IntVar(&o.bench, "bench-frames", 0, "draw `N` frames of a busy board, print frame-time figures and exit")
	fs.BoolVar(&o.benchHover, "bench-hover", false, "with -bench-frames: no event plays; the pointer sweeps across the map instead")
	fs.StringVar(&o.exportMap, "export-map", "", "draw the whole map with every piece at print resolution to this PNG `FILE` and exit (no window)")
	fs.StringVar(&o.cpuProfile, "cpuprofile", "", "write a CPU profile (pprof) of the run to this `FILE`")
	fs.BoolVar(&o.version, "version", false, "print the version and exit")
	fs.StringVar(&o.writeIcon, "write-icon", "", "write the game's icon, 256 pixels square, to this PNG `FILE` and exit (build/install.sh uses it)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return o, 0, true
		}
		return o, 2, true
	}
	fs.Visit(func(f *flag.Flag) { o.seedGiven = o.seedGiven || f.Name == "seed" })
	bad := func(format string, args ...any) (options, int, bool) {
		fmt.Fprintf(stderr, "kandahar: "+format+"\n", args...)
		return o, 2, true
	}
	switch {
	case fs.NArg() > 0:
		return bad("unexpected argument %q (try -help)", saves.Printable(fs.Arg(0)))
	case o.bench < 0:
		return bad("-bench-frames must be a positive number of frames")
	case o.load != "" && o.scenario != "":
		return bad("give -load or -scenario, not both")
	}
	// two outputs in one file would leave one of them, or neither whole
	outs := map[string]string{}
	for _, f := range []struct{ flag, path string }{{"-screenshot", o.shot}, {"-export-map", o.exportMap}, {"-cpuprofile", o.cpuProfile}, {"-write-icon", o.writeIcon}} {
		if f.path == "" {
			continue
		}
		if other, ok := outs[filepath.Clean(f.path)]; ok {
			return bad("%s and %s both write %s: give each its own file", other, f.flag, saves.Printable(f.path))
		}
		outs[filepath.Clean(f.path)] = f.flag
		if f.path == o.load || f.path == o.scenario {
			return bad("%s would write over %s, which the game reads", f.flag, saves.Printable(f.path))
		}
	}
	return o, 0, false
}

// exportPath is where a screenshot (F12) or the map export (Shift+F12)
// goes: the native dialog for PNG pictures, starting in the pictures
// folder (or another that exists) with the dated name; with no dialog,
// that name in that folder.
func exportPath(name string) (string, error) {
	dir := paper.PicturesDir()
	name = saves.FreeName(dir, name) // two in one second are two files
	r := <-saves.PictureDialog(context.Background(), dir, name)
	switch {
	case errors.Is(r.Err, saves.ErrCancelled):
		return "", nil
	case r.Err == nil:
		return r.Path, nil
	case errors.Is(r.Err, saves.ErrNoDialog), errors.Is(r.Err, saves.ErrDialogBusy):
		return filepath.Join(dir, name), nil
	}
	return "", r.Err
}

func clockSeed() uint64 { return uint64(time.Now().UnixNano()) }

// startGame is the game the command line asks for: a save (-load), a
// scenario (-scenario, with its own seed unless -seed was given), or a
// new standard game (the busy board of -bench-frames).
func startGame(rules *game.Rules, load, scenario string, seed uint64, seedGiven, bench bool) (*game.Game, error) {
	switch {
	case load != "":
		g, err := saves.Load(load, rules)
		if err != nil {
			return nil, fmt.Errorf("cannot load the game: %w", err)
		}
		return g, nil
	case scenario != "":
		f, err := saves.OpenScenario(scenario, rules)
		if err != nil {
			return nil, err // a scenario error lists every problem, a line each
		}
		if seedGiven {
			return game.New(rules, f.Scenario, seed) // -seed wins over the file's
		}
		return f.NewGame(rules, seed)
	}
	var sc *game.Scenario
	if bench {
		sc = paper.BusyScenario(rules)
	}
	return game.New(rules, sc, seed)
}

// usage is -help: the options and the bundled scenarios.
func usage(fs *flag.FlagSet) {
	w := fs.Output()
	fmt.Fprint(w, `Kandahar: Special Forces in Afghanistan, a solitaire wargame.

Usage:
  kandahar [options]             play in a window
  kandahar replay FILE [-json]   print a saved game's actions and events
                                 (as JSON lines with -json), without a window
  kandahar sim [options]         play many games by a computer player and
                                 print how they ended (kandahar sim -help)
  kandahar hint FILE [-json]     suggest the next action of a saved game,
                                 with its expected score (kandahar hint -help)
  kandahar text [options]        play in plain lines on the terminal, for a
                                 screen reader or a script (kandahar text -help)

Options:
`)
	fs.PrintDefaults()
	fmt.Fprintln(w, "\nBundled scenarios (-scenario NAME):")
	for _, name := range assets.Scenarios() {
		desc := ""
		if src, err := assets.Scenario(name); err == nil {
			if f, err := game.ParseScenarioFile(src); err == nil {
				desc = firstSentence(f.Scenario.Description)
			}
		}
		fmt.Fprintf(w, "  %-16s %s\n", name, desc)
	}
}

// firstSentence is the start of a description, up to its first full stop.
func firstSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	return s
}

// runReplay is "kandahar replay FILE [-json]": the save's actions and
// events as text or JSON lines, without a window.
func runReplay(args []string, stdout, stderr io.Writer) int {
	jsonLines := false
	var files []string
	for _, a := range args {
		switch {
		case a == "-json" || a == "--json":
			jsonLines = true
		case a == "-h" || a == "-help" || a == "--help":
			fmt.Fprintln(stdout, "Usage: kandahar replay FILE [-json]\n\nLoads a saved game without a window, checks it as loading does, and prints\neach action in words followed by its events; -json prints one JSON object\na line instead (docs/save-format.md).")
			return 0
		case strings.HasPrefix(a, "-") && a != "-":
			fmt.Fprintf(stderr, "kandahar replay: unknown option %q (the only option is -json).\n", a)
			return 2
		default:
			files = append(files, a)
		}
	}
	if len(files) != 1 || strings.TrimSpace(files[0]) == "" {
		fmt.Fprintln(stderr, "kandahar replay: give one save file: kandahar replay FILE [-json].")
		return 2
	}
	rules, err := assets.Rules()
	if err != nil {
		fmt.Fprintf(stderr, "kandahar replay: the game data is broken: %v.\n", err)
		return 1
	}
	if err := saves.ReplayText(stdout, files[0], rules, jsonLines); err != nil {
		fmt.Fprintf(stderr, "kandahar replay: cannot replay it: %s.\n", sentence(err))
		return 1
	}
	return 0
}

// sentence is an error's text without a final full stop, on one line,
// with no control character: it may quote a file.
func sentence(err error) string {
	return strings.TrimRight(saves.PrintableLong(err.Error()), ".")
}

// openHook is Ctrl+O: the native dialog; with none, the client's own list.
func openHook(h *saves.Hooks) func() (*game.Game, error) {
	return func() (*game.Game, error) {
		g, err := h.Open()
		if errors.Is(err, saves.ErrNoDialog) {
			return nil, render.ErrShowList
		}
		return g, err
	}
}

// menus are the client's new-game menu and list of saves.
func menus(h *saves.Hooks, rules *game.Rules) render.Menus {
	m := render.Menus{SaveDir: h.SaveDir, ListSaves: func() []render.SaveInfo { return saveInfos(h.List()) }, ListIntro: h.ListIntro,
		LoadSave: func(path string) (*game.Game, error) { return inWords(h.Load(path)) },
		BeforeLeave: func(g *game.Game) {
			if h.Autosaver != nil && len(g.Log) > 0 && !g.State.Over {
				if _, err := h.Autosaver.Autosave(g); err != nil {
					fmt.Fprintf(stderr, "kandahar: the game left could not be autosaved: %v\n", err)
				}
			}
		}}
	files := map[string]*game.ScenarioFile{}
	for _, name := range assets.Scenarios() {
		f, err := saves.BundledScenario(name, rules)
		if err != nil {
			fmt.Fprintf(stderr, "kandahar: %v\n", err)
			continue
		}
		files[name] = f
		m.Scenarios = append(m.Scenarios, render.ScenarioChoice{Name: name, Title: f.Scenario.Name, Description: f.Scenario.Description, Options: f.Scenario.Options})
	}
	m.NewGame = func(name string, opts game.Options) (*game.Game, error) {
		f, ok := files[name]
		if !ok {
			return nil, fmt.Errorf("no bundled scenario %q", name)
		}
		g, err := f.WithOptions(opts).NewGame(rules, clockSeed())
		if err == nil && h.Autosaver != nil {
			h.Autosaver.Start(g)
		}
		return g, err
	}
	return m
}

// saveInfos turns the saves package's list into the client's, newest
// first, with why a file cannot be loaded in words.
func saveInfos(list []saves.Info) []render.SaveInfo {
	out := make([]render.SaveInfo, 0, len(list))
	for _, in := range list {
		si := render.SaveInfo{Path: in.Path, Name: in.Name, Saved: in.Saved, Scenario: in.Scenario, Turn: in.Turn,
			Phase: in.Phase, PP: in.PP, Actions: in.Actions, Over: in.Over, Auto: in.Auto}
		if in.Err != nil {
			si.Problem = saves.InWords(in.Err)
		}
		out = append(out, si)
	}
	slices.SortStableFunc(out, func(a, b render.SaveInfo) int { return b.Saved.Compare(a.Saved) })
	return out
}

// resumeOffer is the window's card for the game saves.Resumable finds.
func resumeOffer(h *saves.Hooks) *render.ResumeOffer {
	r, ok := h.Resumable()
	if !ok {
		return nil
	}
	g := r.Game
	off := &render.ResumeOffer{Scenario: r.Info.Scenario, Turn: g.State.Turn, Phase: r.Info.Phase, PP: g.State.PP, Saved: r.Info.Saved,
		Load: func() (*game.Game, error) { h.Autosaver.Start(g); return g, nil }}
	if len(r.Passed) > 0 {
		off.PassedOver = "A newer save was passed over: " + strings.Join(r.Passed, "; ") + "."
	}
	return off
}

// inWords drops the path from a load error: the client names the file.
func inWords(g *game.Game, err error) (*game.Game, error) {
	if err != nil {
		return nil, errors.New(saves.InWords(err))
	}
	return g, nil
}

// gameLoop is the client's game loop with one errand of main's between
// Updates: the autosave asked for before a native dialog opens, made
// there because only the game loop may read the game in hand.
type gameLoop struct {
	*render.App
	autosave func(g *game.Game)
	asks     chan chan struct{}
	done     chan struct{} // closed once the window has stopped
	// drawn, when set, is told once the first frames are on the screen:
	// a start that gets there is not a start that fails
	drawn  func()
	frames int
}

// startFrames is how many frames make a start: the screen's texture is
// made at its size before the first frame is drawn into it. (An idle
// window draws no more frames until something happens.)
const startFrames = 1

func (l *gameLoop) Draw(screen *ebiten.Image) {
	l.App.Draw(screen)
	if l.frames < startFrames {
		if l.frames++; l.frames == startFrames && l.drawn != nil {
			l.drawn()
		}
	}
}

func (l *gameLoop) Update() error {
	err := l.App.Update()
	select {
	case ask := <-l.asks:
		l.autosave(l.Game())
		close(ask)
	default:
	}
	return err
}

// autosaveNow has the game loop autosave the game in hand and waits for
// it (a dialog asked for from the loop itself would wait for ever: none
// is). With the window gone it returns at once. While a dialog is asked
// for, the window does not rest (render/idle.go), so Update comes.
func (l *gameLoop) autosaveNow() {
	ask := make(chan struct{})
	select {
	case l.asks <- ask:
		<-ask
	case <-l.done:
	}
}

// runGame runs the window, turning a panic in the graphics driver into an
// error so the player reads one sentence, not a trace.
func runGame(app ebiten.Game) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	// the window class names the game to the desktop (its .desktop entry's
	// StartupWMClass), not "Ebitengine-Application"
	opts := &ebiten.RunGameOptions{X11ClassName: "kandahar", X11InstanceName: "kandahar"}
	if err := ebiten.RunGameWithOptions(app, opts); err != nil && !render.IsQuit(err) {
		return err
	}
	return nil
}
