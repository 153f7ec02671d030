package view

import (
	"errors"
	"time"

	"kandahar/game"
	"kandahar/render/keymap"
	"kandahar/render/ui"
)

// Options configure the client.
type Options struct {
	// Input is where the player is read from; nil is the real devices.
	Input ui.Input
	// BenchFrames, when above zero, draws that many frames, prints the
	// frame-time figures and quits.
	BenchFrames int
	// BenchHover: in the bench no event plays, and the pointer sweeps
	// across the map, as a player's hand does.
	BenchHover bool
	// OnBench receives the bench report (default: printed to stdout).
	OnBench func(string)
	// Save and Open are called for Ctrl+S and Ctrl+O (package saves
	// provides them; main wires them). Each runs on its own goroutine so a
	// native dialog does not stop the window; play waits meanwhile. Save
	// returns a message for the player; Open returns the game to continue.
	Save func(g *game.Game) (string, error)
	Open func() (*game.Game, error)
	// AfterAction runs on the game loop after every action taken or
	// undone and every game loaded (the autosaver). What it returns, when
	// not "", is told to the player (an autosave that failed).
	AfterAction func(g *game.Game) string
	// ExportPath picks the file for a screenshot (F12) or the map export
	// (Shift+F12), given a dated default name; it runs off the game loop.
	// "" and nil mean the player cancelled. When nil the default name is
	// used in paper.PicturesDir().
	ExportPath func(name string) (string, error)
	// OnClose saves the game before the window closes (its close button,
	// Ctrl+Q); main makes it an autosave. An error keeps the window open
	// once, saying why.
	OnClose func(g *game.Game) (string, error)
	// OnCrash runs when Update or Draw panics, with the game, the panic
	// and the stack; RunGame then returns an error saying what it returned.
	OnCrash func(g *game.Game, panicValue any, stack []byte) string
	// Menus are the new-game menu, the list of saves and the offer to
	// resume at start (menus.Menu).
	Menus
	// Preferences kept between runs (package settings, through main).
	Prefs
}

// Prefs are the player's preferences the client applies: 0 means the
// default. Notice, when not "", is said once at start (a damaged settings
// file).
type Prefs struct {
	AnimSpeed    float64 // 0.25 to 8
	UIScale      float64 // 1 to 2, on top of the screen's scale factor
	ReduceMotion bool    // no pulsing mission ring
	HighContrast bool    // text and counters at 7:1 or more (ui.SetHighContrast)
	// LeftPanel and RightPanel: "open", "folded", or "" to fold in a
	// narrow window only (fold.go)
	LeftPanel, RightPanel string
	// Zoom is the map's zoom over the UI scale (0: fit at start); ViewX
	// and ViewY the map point in the middle of the view, as fractions of
	// the map (viewprefs.go).
	Zoom, ViewX, ViewY float64
	EndPhaseAtOnce     bool // a bare E ends the phase without asking twice
	Notice             string
	Welcomed           bool // the player has answered the first run's welcome card
	// Keys are the keys in force: keymap.Default with the player's own
	// laid over it (keymap.Remap); nil is the default.
	Keys keymap.Map
}

// ErrShowList, returned (or wrapped) by Options.Open, makes the client
// show its own list of saves (Menus.ListSaves): no native dialog could
// open.
var ErrShowList = errors.New("no file dialog can open here: choose a save from the list")

// Menus are the hooks of the new-game menu, the list of saves and the
// offer to resume. Every func runs off the game loop.
type Menus struct {
	// Resume, when set, is offered at start instead of the new game.
	Resume *ResumeOffer
	// Scenarios are listed by the new-game menu; NewGame starts one by
	// its Name.
	Scenarios []ScenarioChoice
	NewGame   func(name string, opts game.Options) (*game.Game, error)
	// ListSaves lists the saves and autosaves, newest first; LoadSave
	// loads one. Ctrl+O shows them when Open is nil or returns
	// ErrShowList. SaveDir is the folder named to the player.
	ListSaves func() []SaveInfo
	LoadSave  func(path string) (*game.Game, error)
	SaveDir   string
	// ListIntro, when set, is the list's first line (main says there
	// whether a file dialog can open).
	ListIntro func() string
	// BeforeLeave, when set, runs before a new game or a save from the
	// list replaces a game in progress (main autosaves it).
	BeforeLeave func(g *game.Game)
	// Welcome, on a first run (no saves, no game asked for), opens the
	// window with a card offering the tutorial, unless Prefs.Welcomed.
	Welcome bool
	// NewGameFirst opens the window on the new-game menu: the file given
	// on the command line was refused, and Prefs.Notice says why.
	NewGameFirst bool
}

// ResumeOffer is the last game, offered at start.
type ResumeOffer struct {
	Scenario string
	Turn     int
	Phase    string
	PP       int
	Saved    time.Time
	Load     func() (*game.Game, error)
	// PassedOver says why newer saves were not offered, or is "".
	PassedOver string
}

// ScenarioChoice is a line of the new-game menu.
type ScenarioChoice struct {
	Name        string // what NewGame is called with ("tutorial")
	Title       string // the scenario's own name ("Tutorial")
	Description string
	Options     game.Options // the optional rules the scenario plays by
}

// SaveInfo is a line of the list of saves.
type SaveInfo struct {
	Path     string
	Name     string // the file name without folder and extension
	Saved    time.Time
	Scenario string
	Turn     int
	Phase    string
	PP       int
	Actions  int
	Over     bool
	Auto     bool   // an autosave
	Problem  string // why it cannot be loaded, in words; "" when it can
}
