package render

import (
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/view"
)

// The test process's one window, and the two ways a test's App runs in it.
//
// RunGame must own the main goroutine, so TestMain runs the tests in
// another one while one window lives for the whole process (host). A
// test's App then runs
//
//   - in lockstep (newDriver, the default): the App stands still until the
//     test ticks it, and each tick is one Update, as fast as the machine
//     goes, and a Draw on an offscreen image the size of the window as
//     often as drawEvery says. A test of state, input or layout sees
//     exactly the frames it asks for, never what the wall clock let pass,
//     and waits for no real frame.
//   - on the window's own frames (newWindowDriver): Update at Ebitengine's
//     rate and Draw on the window's screen, for the end-to-end tests that
//     check what only real time and the real screen show (a whole turn by
//     mouse and by keys, closing the window, screenshots and the export
//     keeping the frames coming, the dice's timing, the crash handler, the
//     input fuzzer).
//
// The App is the same in both: only who calls Update and Draw, and when,
// differs.
//
// With no display there is no window and no game thread: the host is
// headless, and a lockstep test's frames run on the test's own goroutine.
// Update runs as it does in the window. Draw runs only for a test that
// reads what a frame shows (setAfterDraw: its texts), because Ebitengine
// keeps every drawing command until a graphics driver starts, which none
// does: the commands would pile up for the whole run, and no pixel is
// ever painted. A test that reads the screen's pixels (grab, checkFrames)
// needs the display (needPixels), as one on the window's own frames needs
// the window (needWindow). A lockstep test is then a test of the shell
// with a scripted player and no window; under xvfb-run the same test
// draws for real.

func haveDisplay() bool {
	return runtime.GOOS != "linux" || os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
}

// host is the ebiten.Game of the test process: it runs the App the
// current test set, and functions the test wants run on the game thread.
type host struct {
	mu     sync.Mutex
	app    *App
	real   bool // the app runs on the window's frames, not in lockstep
	jobs   []func()
	wake   chan struct{} // a job was queued
	done   bool
	err    error         // the error the app stopped with
	canvas *ebiten.Image // the screen of an app in lockstep
	// the window's size as Ebitengine last laid it out
	outW, outH int
	// afterDraw runs after each frame of the app is drawn, on the screen it
	// was drawn on (the tests check frames through it)
	afterDraw func(a *App, screen *ebiten.Image)
	ticks     int  // frames run in lockstep
	drawn     bool // the lockstep app's last frame was drawn
	// headless: no display, no window, no game thread (see above)
	headless bool
}

// hangLimit is how long a test waits on the wall clock for what should
// come in a few frames (the game thread's answer, a frame, a script
// played, a goroutine's result) before it calls it a hang: long enough
// that a machine loaded twenty deep on two cores still gets there.
const hangLimit = 90 * time.Second

// serveFor is how long one of the window's Updates serves a lockstep
// test's jobs before it lets Ebitengine present a frame.
const serveFor = 50 * time.Millisecond

func (h *host) Update() error {
	var timer *time.Timer
	for {
		h.mu.Lock()
		jobs := h.jobs
		h.jobs = nil
		done := h.done
		h.mu.Unlock()
		for _, j := range jobs {
			j()
		}
		if done {
			return ebiten.Termination
		}
		h.mu.Lock()
		app, real := h.app, h.real
		h.mu.Unlock()
		if real {
			if app != nil {
				h.update(app)
			}
			return nil
		}
		// in lockstep the app moves only in the test's jobs: serve them as
		// they come, for a while
		if timer == nil {
			timer = time.NewTimer(serveFor)
			defer timer.Stop()
		}
		select {
		case <-h.wake:
		case <-timer.C:
			return nil
		}
	}
}

// update runs the app's Update; it reports false if the app stopped.
func (h *host) update(app *App) bool {
	if err := app.Update(); err != nil {
		// a crash or a quit ends that test's app, not the process: the
		// test reads it from crashed()
		h.mu.Lock()
		h.err, h.app = err, nil
		h.mu.Unlock()
		return false
	}
	return true
}

// tick runs a lockstep app one frame, on the game thread: Update, then
// Draw on the canvas. It returns the error the app stopped with, if it did.
func (h *host) tick() error {
	h.mu.Lock()
	app, err := h.app, h.err
	h.mu.Unlock()
	if app == nil {
		if err == nil {
			err = errors.New("no app runs")
		}
		return err
	}
	// Ebitengine lays the game out before each frame: so does a tick, in
	// the window's size as the window last reported it
	h.mu.Lock()
	w, hh := h.outW, h.outH
	h.mu.Unlock()
	if w > 0 {
		app.Layout(w, hh)
	}
	if !h.update(app) {
		return h.crashed()
	}
	if h.canvas == nil || h.canvas.Bounds() != image.Rect(0, 0, app.W, app.H) {
		if h.canvas != nil {
			h.canvas.Deallocate()
		}
		h.canvas = ebiten.NewImage(app.W, app.H)
	}
	h.ticks++
	// headless, the frames a test looks at are enough: drawing commands
	// pile up there until the process ends
	h.drawn = h.ticks%drawEvery == 0 && !h.headless || h.afterDraw != nil
	if h.drawn {
		h.draw(app, h.canvas)
	}
	return nil
}

// drawEvery: a lockstep app's frames are drawn one in drawEvery, every
// frame while a test checks frames (afterDraw), and the last frame of
// each wait (catchUp), the one the test looks at: no test's input needs
// the frames between drawn (all pass with the last frame alone). The frames between are still
// drawn often enough (seven and a half a second of the game's time) that
// each event card, toast and tooltip passes through Draw and the text
// floor's watch. Drawing is most of a frame's cost on the software
// renderer (docs/performance.md, "Test time").
const drawEvery = 8

// catchUp draws the lockstep app's last frame if its tick did not.
func (h *host) catchUp() {
	h.mu.Lock()
	app := h.app
	h.mu.Unlock()
	if app != nil && !h.drawn && h.canvas != nil && !h.headless {
		h.drawn = true
		h.draw(app, h.canvas)
	}
}

// draw draws a frame of the app, then hands it to afterDraw.
func (h *host) draw(app *App, screen *ebiten.Image) {
	app.Draw(screen)
	h.mu.Lock()
	after := h.afterDraw
	h.mu.Unlock()
	if after != nil && app.U != nil && app.board.MapImg != nil && app.shell.crash == nil {
		after(app, screen)
	}
}

// setAfterDraw has f run after each frame of the test's app is drawn.
func (h *host) setAfterDraw(f func(a *App, screen *ebiten.Image)) {
	h.mu.Lock()
	h.afterDraw = f
	h.mu.Unlock()
}

// crashed is the error the last app stopped with, if it did.
func (h *host) crashed() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.err
}

func (h *host) Draw(screen *ebiten.Image) {
	h.mu.Lock()
	app, real := h.app, h.real
	h.mu.Unlock()
	switch {
	case real && app != nil:
		h.draw(app, screen)
	case !real && h.canvas != nil:
		screen.DrawImage(h.canvas, nil) // what the lockstep app drew last
	}
}

func (h *host) Layout(w, hh int) (int, int) {
	h.mu.Lock()
	app := h.app
	h.outW, h.outH = w, hh
	h.mu.Unlock()
	if app != nil {
		return app.Layout(w, hh)
	}
	return w, hh
}

// start makes app the test's app, on the window's frames or in lockstep.
func (h *host) start(app *App, real bool) {
	h.mu.Lock()
	h.app, h.err, h.real, h.afterDraw = app, nil, real, nil
	h.mu.Unlock()
}

// run executes f on the game thread and waits for it.
func (h *host) run(f func()) {
	if h.headless {
		f() // the test's goroutine is the only one that runs the app
		return
	}
	ch := make(chan struct{})
	h.mu.Lock()
	h.jobs = append(h.jobs, func() { f(); close(ch) })
	h.mu.Unlock()
	select {
	case h.wake <- struct{}{}:
	default: // already woken
	}
	select {
	case <-ch:
	case <-time.After(hangLimit):
		panic("the game thread did not answer")
	}
}

var theHost *host

func TestMain(m *testing.M) {
	if !haveDisplay() {
		// the window's tests skip themselves; the lockstep ones run
		theHost = &host{headless: true, outW: 1280, outH: 800}
		os.Exit(m.Run())
	}
	theHost = &host{wake: make(chan struct{}, 1)}
	code := 0
	go func() {
		code = m.Run()
		theHost.mu.Lock()
		theHost.done = true
		theHost.mu.Unlock()
		select {
		case theHost.wake <- struct{}{}:
		default:
		}
	}()
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowTitle("Kandahar: Special Forces in Afghanistan (test)")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(theHost); err != nil && !IsQuit(err) {
		fmt.Fprintln(os.Stderr, "RunGame:", err)
		os.Exit(1)
	}
	os.Exit(code)
}

// driver is the scripted player with the test's helpers.
type driver struct {
	t    *testing.T
	h    *host
	in   *ScriptedInput
	app  *App
	dir  string
	n    int
	real bool // on the window's frames (newWindowDriver)
}

// newDriver opens a game in lockstep.
func newDriver(t *testing.T, g *game.Game) *driver {
	t.Helper()
	return openApp(t, g, view.Options{}, false)
}

// newWindowDriver opens a game on the window's own frames.
func newWindowDriver(t *testing.T, g *game.Game) *driver {
	t.Helper()
	return openApp(t, g, view.Options{}, true)
}

// openApp makes the App of a game with the options and a scripted player,
// and runs it in lockstep or on the window's frames.
func openApp(t *testing.T, g *game.Game, opt view.Options, real bool) *driver {
	t.Helper()
	if real {
		needWindow(t)
	}
	in := &ScriptedInput{}
	opt.Input = in
	app := New(g, opt)
	if theHost.headless {
		blankSheet(app)
	}
	theHost.start(app, real)
	d := &driver{t: t, h: theHost, in: in, app: app, dir: t.TempDir(), real: real}
	// every test starts in the window of 1280×800, whatever the last one
	// left it at
	w, h := 0, 0
	d.on(func(*App) { w, h = ebiten.WindowSize() })
	if theHost.headless {
		w, h = theHost.outW, theHost.outH
	}
	if (w != 1280 || h != 800) && !d.resize(1280, 800) {
		t.Fatalf("the window stays %d×%d", w, h)
	}
	d.waitFrames(3)
	watchTextFloor(d)
	return d
}

func (d *driver) on(f func(a *App)) { d.h.run(func() { f(d.app) }) }

// stopped fails the test with the error the client stopped with.
func (d *driver) stopped(err error) {
	d.t.Helper()
	d.t.Fatalf("the client stopped: %v", err)
}

// tickUntil runs a lockstep app until cond holds (checked before each
// frame, on the game thread), at most frames frames; it reports whether
// cond held. The frames run in jobs of at most a tenth of a second, so
// that the window still presents frames and answers.
func (d *driver) tickUntil(frames int, cond func(a *App) bool) bool {
	d.t.Helper()
	ran, ok, done := 0, false, false
	var err error
	for !done && err == nil {
		d.h.run(func() {
			for end := time.Now().Add(100 * time.Millisecond); time.Now().Before(end); {
				if ok = cond(d.app); ok || ran >= frames {
					done = true
					d.h.catchUp()
					return
				}
				if err = d.h.tick(); err != nil {
					return
				}
				ran++
			}
		})
	}
	if err != nil {
		d.stopped(err)
	}
	return ok
}

// waitFrames lets n frames pass: in lockstep it runs them.
func (d *driver) waitFrames(n int) {
	d.t.Helper()
	if !d.real {
		d.tickUntil(n, func(*App) bool { return false })
		return
	}
	start := 0
	d.on(func(a *App) { start = a.shell.frame })
	for deadline := time.Now().Add(hangLimit); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		f := 0
		d.on(func(a *App) { f = a.shell.frame })
		if f >= start+n {
			return
		}
		if err := d.h.crashed(); err != nil {
			d.stopped(err)
		}
	}
	d.t.Fatal("frames stopped")
}

// idleFrames is the longest a script and the events it sets off may play:
// a minute at 60 frames a second.
const idleFrames = 60 * 60

// idle waits until the script has played and no animation runs.
func (d *driver) idle() {
	d.t.Helper()
	quiet := func(a *App) bool { return !a.Busy() && d.in.Pending() == 0 }
	if !d.real {
		if !d.tickUntil(idleFrames, quiet) {
			d.t.Fatal("the client stayed busy")
		}
		// the map sheet's last tiles come from a goroutine, as on the
		// window's frames they have long come by the time a test looks
		d.waitFor("the whole map sheet", hangLimit, func(a *App) bool { return a.board.Sheet.Left == 0 })
		d.waitFrames(2)
		return
	}
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		ok := false
		d.on(func(a *App) { ok = quiet(a) })
		if ok {
			d.waitFrames(2)
			return
		}
	}
	d.t.Fatal("the client stayed busy")
}

// script waits for the queued input to be played.
func (d *driver) script() {
	d.t.Helper()
	played := func(*App) bool { return d.in.Pending() == 0 }
	if !d.real {
		if !d.tickUntil(d.in.Pending()+1, played) {
			d.t.Fatal("the script did not play")
		}
		d.waitFrames(2)
		return
	}
	for deadline := time.Now().Add(hangLimit); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if played(nil) {
			d.waitFrames(2)
			return
		}
	}
	d.t.Fatal("the script did not play")
}

// waitFor lets frames pass until cond holds, for what comes from another
// goroutine (a hint, a save, an export, a list of saves): limit is the
// wall-clock time after which the test calls it a hang. In lockstep the
// frames run a few at a time, with a pause between for the goroutine.
func (d *driver) waitFor(what string, limit time.Duration, cond func(a *App) bool) {
	d.t.Helper()
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); {
		if d.real {
			ok := false
			d.on(func(a *App) { ok = cond(a) })
			if ok {
				return
			}
			if err := d.h.crashed(); err != nil {
				d.stopped(err)
			}
			time.Sleep(20 * time.Millisecond)
			continue
		}
		if d.tickUntil(4, cond) {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	d.t.Fatalf("%s did not happen within %s", what, limit)
}

// untilStopped lets frames pass until the client stops, and returns the
// error it stopped with.
func (d *driver) untilStopped() error {
	d.t.Helper()
	for deadline := time.Now().Add(hangLimit); time.Now().Before(deadline); {
		if err := d.h.crashed(); err != nil {
			return err
		}
		if d.real {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		d.h.run(func() { d.h.tick() })
	}
	d.t.Fatal("the client did not stop")
	return nil
}

// resize asks for a window of w×h and waits until the client has it; it
// reports false when the window manager would not.
func (d *driver) resize(w, h int) bool {
	if d.h.headless {
		// no window manager: the size is the one the next frame is laid out in
		d.h.outW, d.h.outH = w, h
		d.waitFrames(2)
		ok := false
		d.on(func(a *App) { ok = a.W == int(float64(w)*a.Scale) })
		return ok
	}
	d.on(func(a *App) { ebiten.SetWindowSize(w, h) })
	ok := false
	for range 100 {
		if !d.real {
			time.Sleep(20 * time.Millisecond) // the window's frames lay it out
		}
		d.waitFrames(2)
		d.on(func(a *App) { ok = a.W == int(float64(w)*a.Scale) })
		if ok {
			return true
		}
	}
	return false
}

// grab is the next frame drawn, as read back from the screen.
func (d *driver) grab() *image.RGBA {
	d.t.Helper()
	needPixels(d.t)
	ch := make(chan *image.RGBA, 1)
	d.on(func(a *App) { a.Screenshot(func(img *image.RGBA) { ch <- img }) })
	if !d.real {
		d.waitFrames(1)
	}
	select {
	case img := <-ch:
		return img
	case <-time.After(hangLimit):
		d.t.Fatal("no frame drawn for the screenshot")
	}
	return nil
}

// shot saves the next frame, checks it is not blank, and with
// UPDATE_SCREENSHOTS=1 copies it to docs/screenshots.
func (d *driver) shot(name string) {
	d.t.Helper()
	if d.h.headless {
		// no pixels without a display: the picture and its check that it
		// is not blank are the xvfb-run's (build/test.sh)
		d.t.Logf("no display: screenshot %s not taken", name)
		return
	}
	img := d.grab()
	if v := variance(img); v < 200 {
		d.t.Errorf("screenshot %s looks blank (pixel variance %.1f)", name, v)
	}
	d.n++
	path := filepath.Join(d.dir, fmt.Sprintf("%02d-%s.png", d.n, name))
	writePNG(d.t, path, img)
	if dir := os.Getenv("SCREENSHOT_DIR"); dir != "" {
		writePNG(d.t, filepath.Join(dir, name+".png"), img)
	}
	if os.Getenv("UPDATE_SCREENSHOTS") == "1" {
		writePNG(d.t, filepath.Join("..", "docs", "screenshots", name+".png"), img)
	}
}

// needWindow skips a test that needs the real window: its own frames at
// their real rate, or closing it.
func needWindow(t *testing.T) {
	t.Helper()
	if theHost == nil || theHost.headless {
		t.Skip("no display: the end-to-end test runs under xvfb-run -a -s \"-screen 0 1280x800x24\" (see build/test.sh)")
	}
}

// needPixels skips a test, or the rest of one, that reads what was drawn:
// with no display nothing is painted.
func needPixels(t *testing.T) {
	t.Helper()
	if theHost == nil || theHost.headless {
		t.Skip("no display: the screen's pixels are read under xvfb-run -a -s \"-screen 0 1280x800x24\" (see build/test.sh)")
	}
}

// blankSheets are the map sheets headless apps share, by size.
var blankSheets = map[image.Point]*board.SheetImage{}

// blankSheet gives a headless app a map sheet made once and never painted:
// with no display its pixels are never seen, and Ebitengine would keep
// every tile's pixels written to it for the whole run (some 30 MB an app)
// while it waits for a graphics driver that never starts.
func blankSheet(a *App) {
	w, h := paper.SheetSize(a.board.Lay)
	sz := image.Pt(w, h)
	if blankSheets[sz] == nil {
		blankSheets[sz] = board.NewSheetImage(w, h)
	}
	a.board.MapImg, a.board.Sheet = blankSheets[sz], board.SheetState{W: w, H: h}
}
