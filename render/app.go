// Package render is the Ebitengine client of Kandahar: the printed map,
// the counters, drag-and-drop, the game system's events played back step
// by step, and the panels around the map. It computes no rule: it asks
// package game what is legal, sends it actions and shows its events.
package render

import (
	"errors"
	"fmt"
	"image"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/crash"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/input"
	"kandahar/render/paper"
	"kandahar/render/perf"
	"kandahar/render/scenes/coach"
	"kandahar/render/scenes/hint"
	"kandahar/render/scenes/mapcues"
	"kandahar/render/scenes/menus"
	"kandahar/render/scenes/reference"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// Preferences are the preferences as the player has set them in this run,
// for keeping.
func (a *App) Preferences() view.Prefs {
	p := a.Opt.Prefs
	p.AnimSpeed, p.Notice = a.Anim.Speed, ""
	p.LeftPanel, p.RightPanel = a.chrome.Fold.Left.String(), a.chrome.Fold.Right.String()
	p.Zoom, p.ViewX, p.ViewY = a.board.KeptView()
	if p.UIScale < 1 {
		p.UIScale = 1
	}
	return p
}

// hookResult is what a Save or Open call reports back to the game loop.
type hookResult struct {
	msg string
	g   *game.Game
	err error
}

// App is the client: an ebiten.Game. It is a shell over its parts, each
// a type of its own (parts.go): what the pointer and keys are doing, the
// board under the camera, the panels and buttons around it, the overlays
// over it, and the frame's bookkeeping. Only the state every part reads
// (view.Shared) is embedded; the parts are named, so each reach from one
// part into another is written out.
type App struct {
	*view.Shared
	pointer  board.Pointer
	board    board.Board
	chrome   chrome.Chrome
	overlays overlays
	shell    shell
	hint     hint.Hint
	rulesRef reference.Reference
	coach    coach.Coach     // the tutorial's coach
	hand     input.Hand      // the mouse and the keys
	markTip  mapcues.MarkTip // the mission placement marks' tooltip
}

// New makes the client for a game.
func New(g *game.Game, opt view.Options) *App {
	a := &App{Shared: &view.Shared{G: g, Rules: g.Rules, Opt: opt, In: opt.Input}}
	a.shareParts()
	a.hand.Ctx = handCtx{a}
	a.coach.Ctx = coachCtx{sceneCtx{a}}
	a.board.ShowPiece, a.chrome.ShopOpen = true, true
	a.chrome.Fold = chrome.Folds{Left: chrome.ParseFold(opt.LeftPanel), Right: chrome.ParseFold(opt.RightPanel)}
	a.board.Counters = map[board.CounterKey]*ebiten.Image{}
	if a.In == nil {
		a.In = &ui.EbitenInput{}
	}
	a.board.Lay = paper.NewLayout(g.Rules.Board, board.BaseR)
	a.Anim.Stage = animStage{a}
	a.Anim.Speed = 1
	if opt.AnimSpeed > 0 {
		a.Anim.Speed = opt.AnimSpeed
	}
	a.chrome.KeepRefusals = opt.ReduceMotion
	ui.SetHighContrast(opt.HighContrast) // the palette is the process's: this window's choice
	if opt.Notice != "" {
		a.chrome.Say(opt.Notice, true)
	}
	// the screen keeps its pixels between frames: only what changed is
	// drawn again (frame.go)
	ebiten.SetScreenClearedEveryFrame(false)
	a.chrome.LogNote(fmt.Sprintf("%s, seed %d. %s", g.Scenario.Name, g.Seed, chrome.NextStep(g.State)))
	if opt.Notice != "" {
		a.chrome.KeepRefusal(opt.Notice) // the log keeps what the message said: a key not taken, a damaged file
	}
	a.overlays.scenes = a.standingScenes()
	a.overlays.menu.Host = menuHost{a}
	if opt.NewGameFirst {
		a.openOverlay(menus.MenuNewGame)
	} else if opt.Resume != nil {
		a.openOverlay(menus.MenuResume)
	} else if opt.Welcome && !opt.Welcomed {
		a.overlays.scenes.Push(welcome(a))
	}
	// a goroutine's panic is brought to the game loop, where the game is at
	// hand for the emergency save and the player is told (crashed)
	a.shell.goPanics = make(chan crash.Panic, 4)
	crash.SetHandler(func(p crash.Panic) {
		select {
		case a.shell.goPanics <- p:
		default: // one is enough to stop the game
		}
	})
	return a
}

// Game is the game being played.
func (a *App) Game() *game.Game { return a.G }

// Layout implements ebiten.Game: the screen is the window in real pixels,
// at least the minimum layout (chrome.ScreenFor).
func (a *App) Layout(outW, outH int) (int, int) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	if a.chrome.SetScreen(chrome.ScreenFor(outW, outH, s, a.Opt.UIScale)) {
		a.shell.frameSt.Valid = false // the whole frame anew
	}
	return a.W, a.H
}

// errQuit ends the run (bench mode, tests).
var errQuit = errors.New("quit")

// IsQuit reports the error RunGame returns when the client quit on purpose.
func IsQuit(err error) bool { return errors.Is(err, errQuit) || errors.Is(err, ebiten.Termination) }

// Quit asks the client to stop at the next frame.
func (a *App) Quit() { a.shell.quit = true }

// crashed turns a panic into an error for RunGame, after OnCrash.
func (sh *shell) crashed(r any) error {
	msg := fmt.Sprintf("the game crashed: %v", r)
	stack := debug.Stack()
	if p, ok := r.(crash.Panic); ok {
		stack = p.Stack // where it went wrong, not where it was passed on
	}
	if sh.Opt.OnCrash != nil {
		if m := sh.Opt.OnCrash(sh.G, r, stack); m != "" {
			msg += "; " + m
		}
	}
	sh.crash = errors.New(msg)
	return sh.crash
}

// Update implements ebiten.Game.
func (a *App) Update() (err error) {
	if a.shell.crash != nil {
		return a.shell.crash
	}
	defer func() {
		if r := recover(); r != nil {
			err = a.shell.crashed(r)
		}
	}()
	select {
	case p := <-a.shell.goPanics:
		panic(p)
	default:
	}
	t0 := time.Now()
	if a.Opt.BenchFrames > 0 {
		// the game loop's own CPU time, on one thread
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		c0 := perf.ThreadCPU()
		defer func() { a.shell.bench.UpdateCPU = perf.ThreadCPU() - c0 }()
	}
	if a.shell.quit {
		return ebiten.Termination
	}
	if a.U == nil {
		a.Layout(1280, 800)
	}
	a.shell.frame++
	if a.Opt.BenchFrames > 0 {
		a.benchFrameStart()
	}
	a.pointer.Prev = a.pointer.Cur
	a.pointer.Cur = a.In.Poll()
	if a.Opt.BenchHover {
		perf.Pointer(&a.pointer.Cur, a.MapView, a.shell.frame)
	}
	if a.pointer.CloseRequested() {
		return a.closeWindow()
	}
	if a.shell.frame == 1 {
		a.layoutFrame()
	}
	if !a.board.CamSet && a.MapView.W > 0 {
		// start close enough to read the counters, on the middle of the map
		a.board.Fit(a.chrome.Sight())
		if a.board.Cam.Zoom < 0.6*a.Scale {
			a.board.Cam.Zoom = 0.6 * a.Scale
			a.board.CenterOn(game.Hex{Col: a.Rules.Board.Cols / 2, Row: a.Rules.Board.Rows / 2}, a.chrome.Sight())
		}
		if a.Opt.BenchFrames > 0 {
			// the heaviest view: hex ids at screen resolution on a full view
			a.board.Cam.Zoom = 31 / board.BaseR * a.Scale
			a.board.CenterOn(game.Hex{Col: a.Rules.Board.Cols / 2, Row: a.Rules.Board.Rows / 2}, a.chrome.Sight())
		}
		a.board.RestoreView()
		a.board.CamSet = true
	}
	a.board.EnsureMap()
	dt := 1.0 / 60
	if !a.overlays.scenes.IsUp("reference") {
		a.Anim.Step(dt) // the events wait while the player reads the rules
	}
	a.chrome.AgeToasts(dt)
	a.pollHook()
	a.pollExport()
	a.hint.Poll()
	a.overlays.dialog.PollScores()
	if a.shell.hook == nil {
		a.handleInput()
	}
	a.layoutFrame() // the state may have changed
	a.paceFrames()
	a.shell.bench.UpdateDur = time.Since(t0)
	return nil
}

// ---- frame layout

func (a *App) layoutFrame() {
	W, H := float64(a.W), float64(a.H)
	a.chrome.Hint = a.chrome.StepHint()
	lw, rw, th := a.chrome.Frame()
	a.chrome.Left = ui.Rect{X: 0, Y: 0, W: lw, H: H}
	a.chrome.Right = ui.Rect{X: W - rw, Y: 0, W: rw, H: H}
	a.chrome.Top = ui.Rect{X: lw, Y: 0, W: W - lw - rw, H: th}
	a.MapView = ui.Rect{X: lw, Y: th, W: W - lw - rw, H: H - th}
	a.buildButtons()
	a.chrome.Buttons = append(a.chrome.Buttons, menus.MenuButton(a.Scale, len(a.Opt.Scenarios) > 0, a.chrome.Left, a.chrome.LeftFolded(), func() { a.openOverlay(menus.MenuNewGame) }))
	a.chrome.FoldButtons(a.toggleLeft, a.toggleRight)
	a.board.BuildStacks()
	a.chrome.Focused = a.hand.Keys.Focus
	a.chrome.BuildRows(a.inspected(), a.board.StackAt(a.inspected()), func(act game.Action) { a.do(act) })
	a.markTip.Note(mapcues.MarkTipIn{Elsewhere: a.hand.Drag != nil || a.hand.Press != nil || a.chrome.HoverBtn != nil,
		Keys: a.hand.Keys.CursorOn, Cursor: a.hand.Keys.Cursor, OverPanel: a.overPanel}, a.shell.frame)
	a.coach.Frame()
	a.coach.Buttons(func(b ui.Button) { a.chrome.Buttons = append(a.chrome.Buttons, b) })
}

// ---- doing things

// do sends an action to the game; refused actions become a toast.
func (a *App) do(act game.Action) bool {
	if a.Anim.Busy() {
		a.Anim.Flush()
	}
	before := a.G.State.Clone()
	ev, after, err := a.G.ApplyStepwise(act)
	if err != nil {
		a.chrome.Say(err.Error(), true)
		return false
	}
	a.board.AttackSel, a.board.NomWeapon = game.None, game.None
	a.Version++
	a.Anim.Enqueue(before, ev, after)
	a.board.CampKey = -1
	a.chrome.AfterAction()
	return true
}

// LastError is the last refusal shown to the player.
func (a *App) LastError() string { return a.chrome.LastErr }

func (a *App) undo() {
	if !a.G.CanUndo() {
		a.chrome.Say("Nothing to undo: the dice have been rolled.", true)
		return
	}
	a.Anim.Flush()
	if err := a.G.Undo(); err != nil {
		a.chrome.Say(err.Error(), true)
		return
	}
	a.board.CampKey = -1
	a.Version++
	a.chrome.LogNote("Undone.")
	a.chrome.AfterAction()
}

// Busy reports events still being played back.
func (a *App) Busy() bool { return a.Anim.Busy() }

// Screenshot asks for the next drawn frame.
func (a *App) Screenshot(f func(*image.RGBA)) { a.shell.shotNext = append(a.shell.shotNext, f) }

// animStage is the window as the animator tells it what plays: the
// camera follows the events, the log writes each once it has landed.
type animStage struct{ a *App }

func (s animStage) PlayStart() { s.a.board.FollowStart() }

func (s animStage) PlayEnd() { s.a.board.FollowEnd(s.a.chrome.Sight()) }

func (s animStage) EventStart(h game.Hex) { s.a.board.Reveal(h, s.a.chrome.Sight()) }

func (s animStage) Landed(e game.Event) { s.a.chrome.LogLine(e.Table()) }

func (s animStage) Changed() { s.a.Version++ }

func (s animStage) ReducedMotion() bool { return s.a.Opt.ReduceMotion }
