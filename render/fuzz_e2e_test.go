package render

import (
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The client's input fuzzer: a seeded random player clicks, drags, turns
// the wheel and presses keys, frame after frame, against a real game in
// the real window. After every frame the game's invariants must hold
// (State.CheckInvariants), a game not over must have a legal action, and
// nothing may panic (Options.OnCrash catches a panic in Update or Draw);
// every 29th frame the screen the partial redraws left must be the one a
// whole redraw draws. A game that ends is replaced by a new one.
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test -run TestInputFuzz ./render
//	KANDAHAR_FUZZ_SEED=7 KANDAHAR_FUZZ_FRAMES=20000 xvfb-run ... (one seed, longer)
//
// By default two seeds of 1000 frames each (300 with -short): seed 1 in
// the window, as fast as it goes, seed 2 in lockstep (harness_test.go),
// each frame drawn on an offscreen image, which costs half the CPU of a
// window's frame and checks the same. A seed given alone plays in the
// window.
//
// A failure names its seed and frame, and the last gestures.

func TestInputFuzz(t *testing.T) {
	needWindow(t)
	seeds, window := []uint64{1, 2}, map[uint64]bool{1: true}
	frames := 1000
	if v := os.Getenv("KANDAHAR_FUZZ_SEED"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("KANDAHAR_FUZZ_SEED: %v", err)
		}
		seeds, window = []uint64{n}, map[uint64]bool{n: true}
	}
	if v := os.Getenv("KANDAHAR_FUZZ_FRAMES"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("KANDAHAR_FUZZ_FRAMES: %v", err)
		}
		frames = n
	}
	if testing.Short() {
		frames = 300
	}
	// as fast as the window goes: one update per frame, no vsync
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	defer func() {
		ebiten.SetTPS(ebiten.DefaultTPS)
		ebiten.SetVsyncEnabled(true)
	}()
	for _, seed := range seeds {
		t.Run(fmt.Sprintf("seed-%d", seed), func(t *testing.T) { fuzzInput(t, seed, frames, window[seed]) })
	}
}

func fuzzInput(t *testing.T, seed uint64, frames int, inWindow bool) {
	rules := shippedRules(t)
	g, err := game.New(rules, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	f := &fuzzer{rng: rand.New(rand.NewPCG(seed, 0x6b616e64)), exportRng: rand.New(rand.NewPCG(seed, 2)), rules: rules, seed: seed}
	dir := t.TempDir()
	t.Setenv("XDG_PICTURES_DIR", dir)
	app := New(g, view.Options{Input: f,
		ExportPath: func(name string) (string, error) {
			// mostly cancelled: a map export takes a second of both cores
			f.mu.lock()
			defer f.mu.unlock()
			if f.exportRng.IntN(8) != 0 {
				return "", nil
			}
			return filepath.Join(dir, name), nil
		},
		OnCrash: func(g *game.Game, p any, stack []byte) string {
			f.fail(fmt.Errorf("panic: %v\n%s", p, stack))
			return ""
		}})
	f.app = app
	theHost.start(app, inWindow)
	checkFrames(t, f.compareFrames)

	// No wall-clock budget: how fast the frames come depends on the
	// machine's load, and speed is measured by -bench-frames (see "Frame
	// time" in docs/performance.md). A loop that hangs is caught by go
	// test's -timeout; the test stops a little before it so the failure
	// still names the seed, the frame and the last gestures.
	start := time.Now()
	stop, hasStop := t.Deadline()
	stop = stop.Add(-30 * time.Second)
	for {
		if inWindow {
			time.Sleep(50 * time.Millisecond)
		} else {
			theHost.run(func() {
				for end := time.Now().Add(100 * time.Millisecond); time.Now().Before(end); {
					if n, _, _, _ := f.status(); n >= frames || theHost.tick() != nil {
						return
					}
				}
			})
		}
		n, games, actions, err := f.status()
		if err == nil {
			err = theHost.crashed()
		}
		if err == nil && hasStop && time.Now().After(stop) {
			err = fmt.Errorf("go test's -timeout is near after %d of %d frames (raise -timeout, or look for a hang)", n, frames)
		}
		if err != nil {
			t.Fatalf("seed %d, frame %d: %v\nlast gestures:\n  %s\nreplay: KANDAHAR_FUZZ_SEED=%d xvfb-run -a -s \"-screen 0 1280x800x24\" go test -run TestInputFuzz ./render",
				seed, n, err, f.lastGestures(), seed)
		}
		if n >= frames {
			var fs ui.Frame
			theHost.run(func() { fs = app.shell.frameSt })
			t.Logf("seed %d: %d frames (%d drawn whole, %d in parts, %d not at all) in %.1f s, %d games, %d actions taken, %d screens compared",
				seed, n, fs.Whole, fs.Parts, fs.Skipped, time.Since(start).Seconds(), games, actions, f.compared)
			return
		}
	}
}

// fuzzer is the random player. Poll runs on the game loop at the start of
// each Update, so it sees the state the last frame left.
type fuzzer struct {
	rng       *rand.Rand
	exportRng *rand.Rand // the export hook runs off the game loop
	rules     *game.Rules
	app       *App
	seed      uint64
	queue     []ui.InputState
	last      ui.InputState
	frames    int
	games     int
	actions   int
	compared  int
	logLen    int
	gestures  []string
	err       error
	mu        chanMutex
}

// chanMutex is a tiny mutex the test goroutine and the game loop share.
type chanMutex chan struct{}

func (m *chanMutex) lock() {
	if *m == nil {
		*m = make(chan struct{}, 1)
	}
	*m <- struct{}{}
}
func (m *chanMutex) unlock() { <-*m }

func (f *fuzzer) fail(err error) {
	f.mu.lock()
	if f.err == nil {
		f.err = err
	}
	f.mu.unlock()
}

func (f *fuzzer) status() (frames, games, actions int, err error) {
	f.mu.lock()
	defer f.mu.unlock()
	return f.frames, f.games, f.actions, f.err
}

func (f *fuzzer) lastGestures() string {
	f.mu.lock()
	defer f.mu.unlock()
	return strings.Join(f.gestures, "\n  ")
}

func (f *fuzzer) note(g string) {
	f.gestures = append(f.gestures, fmt.Sprintf("frame %d: %s", f.frames, g))
	if len(f.gestures) > 12 {
		f.gestures = f.gestures[len(f.gestures)-12:]
	}
}

// check is what must hold after every frame.
func (f *fuzzer) check() error {
	st := f.app.G.State
	if err := st.CheckInvariants(); err != nil {
		return fmt.Errorf("invariant broken (phase %s, turn %d): %w", st.Phase, st.Turn, err)
	}
	if !st.Over && len(st.LegalActions()) == 0 {
		return fmt.Errorf("no legal action in %s, turn %d (pending %+v)", st.Phase, st.Turn, st.Pending)
	}
	return nil
}

func (f *fuzzer) Poll() ui.InputState {
	f.mu.lock()
	defer f.mu.unlock()
	f.frames++
	if n := len(f.app.G.Log); n > f.logLen {
		f.actions += n - f.logLen
		f.logLen = n
	} else {
		f.logLen = n // undone, or a new game
	}
	if f.err == nil {
		func() {
			defer func() {
				if r := recover(); r != nil {
					f.err = fmt.Errorf("the check panicked: %v\n%s", r, debug.Stack())
				}
			}()
			if err := f.check(); err != nil {
				f.err = err
			}
		}()
	}
	if f.app.G.State.Over && f.rng.IntN(40) == 0 {
		// a new game: the next seed's
		f.games++
		g, err := game.New(f.rules, nil, f.seed*1000+uint64(f.games))
		if err == nil {
			f.app.SetGame(g)
			f.note("a new game")
		}
	}
	if len(f.queue) == 0 {
		f.gesture()
	}
	st := f.queue[0]
	f.queue = f.queue[1:]
	f.last = st
	return st
}

func (f *fuzzer) push(frames ...ui.InputState) { f.queue = append(f.queue, frames...) }

// at is a frame with the pointer at (x, y), the rest as the last frame
// left it (buttons released).
func (f *fuzzer) at(x, y float64) ui.InputState {
	return ui.InputState{X: int(x), Y: int(y)}
}

var fuzzKeys = []struct {
	k    ebiten.Key
	mods []ebiten.Key
	w    int // weight
}{
	{ebiten.KeyE, nil, 14}, {ebiten.KeyEnter, nil, 6}, {ebiten.KeySpace, nil, 6}, {ebiten.KeySpace, []ebiten.Key{ebiten.KeyShiftLeft}, 6},
	{ebiten.KeyZ, []ebiten.Key{ebiten.KeyControlLeft}, 4}, {ebiten.KeyF, nil, 3}, {ebiten.KeyHome, nil, 1}, {ebiten.KeyH, nil, 2},
	{ebiten.KeyEqual, nil, 1}, {ebiten.KeyMinus, nil, 1}, {ebiten.KeyKPAdd, nil, 1}, {ebiten.KeyEscape, nil, 3},
	{ebiten.KeyF1, nil, 1}, {ebiten.KeySlash, []ebiten.Key{ebiten.KeyShiftLeft}, 1}, {ebiten.KeyF12, nil, 1},
	{ebiten.KeyS, []ebiten.Key{ebiten.KeyControlLeft}, 1}, {ebiten.KeyO, []ebiten.Key{ebiten.KeyControlLeft}, 1},
	{ebiten.KeyN, nil, 1}, {ebiten.KeyE, []ebiten.Key{ebiten.KeyControlLeft}, 1}, {ebiten.KeyTab, nil, 3}, {ebiten.KeyQ, nil, 1},
	// the keys of a turn without the mouse (package input)
	{ebiten.KeyM, nil, 5}, {ebiten.KeyP, nil, 2}, {ebiten.KeyTab, []ebiten.Key{ebiten.KeyShiftLeft}, 1},
	{ebiten.KeyArrowLeft, nil, 2}, {ebiten.KeyArrowRight, nil, 2}, {ebiten.KeyArrowUp, nil, 2}, {ebiten.KeyArrowDown, nil, 2},
}

// gesture queues the frames of one random gesture, chosen from what is
// on the screen now.
func (f *fuzzer) gesture() {
	a := f.app
	r := f.rng
	W, H := float64(max(a.W, 1)), float64(max(a.H, 1))
	if r.IntN(100) < 15 && f.guided() {
		return
	}
	switch n := r.IntN(100); {
	case n < 24 && len(a.chrome.Buttons) > 0: // a button, enabled or not
		b := a.chrome.Buttons[r.IntN(len(a.chrome.Buttons))]
		x, y := b.R.X+b.R.W*(0.2+0.6*r.Float64()), b.R.Y+b.R.H*(0.2+0.6*r.Float64())
		f.note(fmt.Sprintf("click button %q at %.0f,%.0f", b.Id, x, y))
		f.click(x, y, false)
	case n < 44 && len(a.board.Stacks) > 0: // drag a counter, or a stack, toward a hex nearby
		st := a.board.Stacks[r.IntN(len(a.board.Stacks))]
		rs := a.board.CounterRects(st)
		i := max(0, len(rs)-1-r.IntN(min(len(rs), 4)))
		from := rs[i]
		to := st.Hex
		for range r.IntN(6) {
			if nb := to.Neighbor(game.Direction(1 + r.IntN(6))); a.Rules.Board.Contains(nb) {
				to = nb
			}
		}
		tx, ty := a.board.HexScreen(to)
		shift := r.IntN(4) == 0
		f.note(fmt.Sprintf("drag %s from %s to %s (shift %v)", a.G.State.Name(st.Pieces[i]), st.Hex, to, shift))
		f.drag(from.X+from.W/2, from.Y+from.H/2, float64(tx), float64(ty), shift)
	case n < 52 && len(a.chrome.Rows) > 0: // drag an inspector row onto another row or onto the map
		row := a.chrome.Rows[r.IntN(len(a.chrome.Rows))]
		x0, y0 := row.R.X+row.R.W/2, row.R.Y+row.R.H/2
		var x1, y1 float64
		if o := a.chrome.Rows[r.IntN(len(a.chrome.Rows))]; r.IntN(2) == 0 {
			x1, y1 = o.R.X+o.R.W/2, o.R.Y+o.R.H/2
		} else {
			x1, y1 = a.MapView.X+r.Float64()*a.MapView.W, a.MapView.Y+r.Float64()*a.MapView.H
		}
		f.note(fmt.Sprintf("drag row %d to %.0f,%.0f", row.Id, x1, y1))
		f.drag(x0, y0, x1, y1, r.IntN(4) == 0)
	case n < 62: // click a hex or a counter on the map
		x, y := a.MapView.X+r.Float64()*a.MapView.W, a.MapView.Y+r.Float64()*a.MapView.H
		if len(a.board.Stacks) > 0 && r.IntN(2) == 0 {
			st := a.board.Stacks[r.IntN(len(a.board.Stacks))]
			rs := a.board.CounterRects(st)
			c := rs[len(rs)-1]
			x, y = c.X+c.W/2, c.Y+c.H/2
		}
		f.note(fmt.Sprintf("click map at %.0f,%.0f", x, y))
		f.click(x, y, r.IntN(5) == 0)
	case n < 70: // the wheel, anywhere
		x, y := r.Float64()*W, r.Float64()*H
		dy := float64(r.IntN(7) - 3)
		f.note(fmt.Sprintf("wheel %+.0f at %.0f,%.0f", dy, x, y))
		f.push(ui.InputState{X: int(x), Y: int(y), WheelY: dy}, f.at(x, y))
	case n < 86: // a key
		total := 0
		for _, k := range fuzzKeys {
			total += k.w
		}
		p := r.IntN(total)
		for _, k := range fuzzKeys {
			if p -= k.w; p < 0 {
				f.note(fmt.Sprintf("key %v %v", k.k, k.mods))
				held := append([]ebiten.Key{k.k}, k.mods...)
				x, y := float64(f.last.X), float64(f.last.Y)
				f.push(ui.InputState{X: int(x), Y: int(y), Pressed: []ebiten.Key{k.k}, Held: held}, f.at(x, y))
				break
			}
		}
	case n < 90: // hold an arrow or WASD: the map pans
		keys := []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyA, ebiten.KeyD, ebiten.KeyW, ebiten.KeyS}
		k := keys[r.IntN(len(keys))]
		f.note(fmt.Sprintf("hold %v", k))
		for i := range 2 + r.IntN(20) {
			st := ui.InputState{X: f.last.X, Y: f.last.Y, Held: []ebiten.Key{k}}
			if i == 0 {
				st.Pressed = []ebiten.Key{k}
			}
			f.push(st)
		}
	case n < 95: // the pointer wanders (hover, tooltips, the magnifier)
		x, y := r.Float64()*W, r.Float64()*H
		f.note(fmt.Sprintf("hover %.0f,%.0f", x, y))
		for range 1 + r.IntN(8) {
			f.push(f.at(x, y))
		}
	case n < 97: // a press anywhere, even off the window, and a release elsewhere
		x0, y0 := r.Float64()*W*1.2-W*0.1, r.Float64()*H*1.2-H*0.1
		x1, y1 := r.Float64()*W*1.2-W*0.1, r.Float64()*H*1.2-H*0.1
		f.note(fmt.Sprintf("wild drag %.0f,%.0f to %.0f,%.0f", x0, y0, x1, y1))
		f.drag(x0, y0, x1, y1, false)
	default: // a click anywhere, with the right button now and then
		x, y := r.Float64()*W, r.Float64()*H
		f.note(fmt.Sprintf("click at %.0f,%.0f", x, y))
		f.push(ui.InputState{X: int(x), Y: int(y), Right: r.IntN(2) == 0})
		f.click(x, y, false)
	}
	if len(f.queue) == 0 {
		f.push(f.at(float64(f.last.X), float64(f.last.Y)))
	}
}

// guided plays one of the legal actions through the window, as a player
// who knows what to do would (else the random player rarely gets past
// the set-up); false when the one drawn has no gesture here.
func (f *fuzzer) guided() bool {
	a, r := f.app, f.rng
	st := a.G.State
	if a.Anim.Busy() || a.Overlay() != "" || a.overlays.scenes.IsUp("help") {
		return false
	}
	legal := st.LegalActions()
	if len(legal) == 0 {
		return false
	}
	act := legal[r.IntN(len(legal))]
	// a hex must be in sight: fit the map first
	inView := func(h game.Hex) (float64, float64, bool) {
		x, y := a.board.HexScreen(h)
		fx, fy := float64(x), float64(y)
		if !a.MapView.In(fx, fy) || a.overPanel(fx, fy) {
			f.note("guided: fit the map to reach " + h.String())
			f.push(ui.InputState{X: f.last.X, Y: f.last.Y, Pressed: []ebiten.Key{ebiten.KeyF}, Held: []ebiten.Key{ebiten.KeyF}}, f.at(float64(f.last.X), float64(f.last.Y)))
			return 0, 0, false
		}
		return fx, fy, true
	}
	button := func(id string) bool {
		for _, b := range a.chrome.Buttons {
			if b.Id == id {
				f.note(fmt.Sprintf("guided: %s by button %q", act.Type, id))
				f.click(b.R.X+b.R.W/2, b.R.Y+b.R.H/2, false)
				return true
			}
		}
		return false
	}
	counter := func(id game.PieceID) (float64, float64, bool) {
		for _, sd := range a.board.Stacks {
			for i, p := range sd.Pieces {
				if p == id && i >= len(sd.Pieces)-4 {
					c := a.board.CounterRects(sd)[i]
					if x, y := c.X+c.W/2, c.Y+c.H/2; a.MapView.In(x, y) && !a.overPanel(x, y) {
						return x, y, true
					}
				}
			}
		}
		return 0, 0, false
	}
	switch act.Type {
	case game.ActEndPhase:
		return button("end-phase")
	case game.ActEndMove:
		return button("end-move")
	case game.ActChoose:
		return button(fmt.Sprintf("opt-%d", act.Option))
	case game.ActBuy:
		return button("buy-" + st.Spec(act.Piece).ID + act.Hex.String())
	case game.ActPlaceCamp:
		if x, y, ok := inView(act.Hex); ok {
			f.note(fmt.Sprintf("guided: place the camp at %s", act.Hex))
			f.click(x, y, false)
		}
		return true
	case game.ActMove, game.ActDeploy:
		id := act.Piece
		to := act.Hex
		if act.Type == game.ActMove {
			if len(act.Path) == 0 || len(act.Pieces) == 0 {
				return false
			}
			id, to = act.Pieces[len(act.Pieces)-1], act.Path[len(act.Path)-1]
		}
		x0, y0, ok := counter(id)
		if !ok {
			return false
		}
		x1, y1, ok := inView(to)
		if ok {
			f.note(fmt.Sprintf("guided: %s %s to %s", act.Type, st.Name(id), to))
			f.drag(x0, y0, x1, y1, act.Type == game.ActDeploy || len(act.Pieces) == 1)
		}
		return true
	case game.ActAttack:
		x1, y1, ok := counter(act.Target)
		if !ok {
			return false
		}
		for _, t := range st.TeamsAt(act.Hex) {
			if x0, y0, ok := counter(t); ok {
				f.note(fmt.Sprintf("guided: attack %s from %s", st.Name(act.Target), act.Hex))
				f.drag(x0, y0, x1, y1, false)
				return true
			}
		}
	}
	return false
}

func (f *fuzzer) click(x, y float64, shift bool) {
	var held []ebiten.Key
	if shift {
		held = []ebiten.Key{ebiten.KeyShiftLeft}
	}
	f.push(ui.InputState{X: int(x), Y: int(y), Held: held}, ui.InputState{X: int(x), Y: int(y), Left: true, Held: held},
		ui.InputState{X: int(x), Y: int(y), Held: held})
}

func (f *fuzzer) drag(x0, y0, x1, y1 float64, shift bool) {
	var held []ebiten.Key
	if shift {
		held = []ebiten.Key{ebiten.KeyShiftLeft}
	}
	f.push(ui.InputState{X: int(x0), Y: int(y0), Held: held}, ui.InputState{X: int(x0), Y: int(y0), Left: true, Held: held})
	steps := 2 + f.rng.IntN(8)
	for i := 1; i <= steps; i++ {
		x := x0 + (x1-x0)*float64(i)/float64(steps)
		y := y0 + (y1-y0)*float64(i)/float64(steps)
		f.push(ui.InputState{X: int(x), Y: int(y), Left: true, Held: held})
	}
	f.push(ui.InputState{X: int(x1), Y: int(y1), Held: held})
}

// compareFrames is the App's frameCheck: the screen the partial redraws
// left against a whole redraw.
func (f *fuzzer) compareFrames(partial, full *image.RGBA) {
	f.mu.lock()
	defer f.mu.unlock()
	f.compared++
	if f.err != nil || partial.Rect != full.Rect {
		return
	}
	if bad, first := framesDiffer(partial, full); bad > 0 {
		name := filepath.Join(os.TempDir(), fmt.Sprintf("kandahar-fuzz-%d-%d", f.seed, f.frames))
		writePNGFile(name+"-partial.png", partial)
		writePNGFile(name+"-full.png", full)
		f.err = fmt.Errorf("the partly redrawn screen differs from a whole redraw in %d pixels, the first at %v (%s-partial.png, -full.png); redraws:\n  %s",
			bad, first, name, strings.Join(f.app.shell.frameSt.Trace, "\n  "))
	}
}

// framesDiffer counts the pixels where a partly redrawn screen differs
// from a whole redraw, beyond rounding, and gives the first.
func framesDiffer(partial, full *image.RGBA) (bad int, first image.Point) {
	first = image.Point{-1, -1}
	for y := 0; y < full.Rect.Dy(); y++ {
		for x := 0; x < full.Rect.Dx(); x++ {
			i := full.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				if absDiff(partial.Pix[i+c], full.Pix[i+c]) > 2 {
					if bad == 0 {
						first = image.Pt(x, y)
					}
					bad++
					break
				}
			}
		}
	}
	return bad, first
}

func writePNGFile(path string, img image.Image) {
	fh, err := os.Create(path)
	if err != nil {
		return
	}
	defer fh.Close()
	png.Encode(fh, img)
}
