package render

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/ui"
)

// The -bench-frames figures: the busiest board (every piece on the map,
// the game system's events playing one after another, the log full),
// drawn with vsync off and one Update per frame, timed frame by frame.

// processStart is when the program started, near enough (package
// initialisation): the first frame is timed from it.
var processStart = time.Now()

// benchWarmup frames are left out of the figures: the map sheet, the
// counter images and the glyph caches are being made.
const benchWarmup = 20

type benchStats struct {
	cpu        []time.Duration // Update+Draw of each frame, wall clock
	thread     []time.Duration // the same, the game loop thread's CPU time
	wall       []time.Duration // from one frame's Update to the next's
	lastStart  time.Time
	updStart   time.Time
	firstFrame time.Duration // process start to the first frame on screen
	drawn      bool          // a frame has been drawn
	animFrames int           // frames with an event being played
	started    time.Time     // first measured frame
	cpuAt      time.Duration // the process's CPU time then
	ended      time.Time     // after the last measured frame
	cpuEnd     time.Duration
	// the floor: frames that draw one small square, to tell what the
	// window and the GL driver cost whatever is drawn
	floor      bool
	floorN     int
	floorStart time.Time
	floorCPU   time.Duration
}

// benchFloorFrames is how many floor frames are timed.
const benchFloorFrames = 120

// benchEvents queues the game system's events again whenever the last
// one has played, so an animation always runs: a pursuit, a battle, a
// noise check and a scatter walk near the middle of the map, with dice.
func (a *App) benchEvents() {
	st := a.G.State
	enemies := st.OnMapOf(game.KindEnemy)
	teams := st.OnMapOf(game.KindTeam)
	if len(enemies) == 0 || len(teams) == 0 {
		return
	}
	mid := game.Hex{Col: a.Rules.Board.Cols / 2, Row: a.Rules.Board.Rows / 2}
	near := func(ids []game.PieceID) game.PieceID {
		return slices.MinFunc(ids, func(x, y game.PieceID) int {
			return game.Distance(st.P(x).Hex, mid) - game.Distance(st.P(y).Hex, mid)
		})
	}
	en, team := near(enemies), near(teams)
	eh, th := st.P(en).Hex, st.P(team).Hex
	walk := func(from game.Hex, d game.Direction, n int) []game.Hex {
		var p []game.Hex
		h := from
		for range n {
			if nb := h.Neighbor(d); a.Rules.Board.Contains(nb) {
				h = nb
			}
			p = append(p, h)
		}
		return p
	}
	path := walk(eh, game.Direction(2), 4)
	ev := []game.Event{
		{Type: game.EvEnemyMove, Rule: "10.6", Text: fmt.Sprintf("%s pursues toward %s.", st.Name(en), th), Piece: en, From: eh, Hex: path[len(path)-1], Path: path},
		{Type: game.EvCombat, Rule: "13.0", Text: fmt.Sprintf("%s attacks %s: the attacker wins.", st.Name(team), st.Name(en)),
			Piece: team, Pieces: []game.PieceID{en}, From: th, Hex: eh, Dice: []game.Die{{Sides: 6, Value: 5}, {Sides: 6, Value: 2}},
			Terms: []game.Term{{Label: "Die ×10", Value: 50}, {Label: st.Name(team), Value: 6}, {Label: "Palm grove", Value: -1}}, Total: 55,
			Against: []game.Term{{Label: "Die ×10", Value: 20}, {Label: st.Name(en), Value: 5}}, AgainstTotal: 25, Success: true},
		{Type: game.EvNoise, Rule: "12.0", Text: "Noise check: not heard.", Piece: team, Hex: th, Dice: []game.Die{{Sides: 10, Value: 8}},
			Terms: []game.Term{{Label: st.Name(team), Value: 2}, {Label: "Trail", Value: 3}, {Label: "Moved 3 hexes", Value: 1}}, Total: 6},
		{Type: game.EvScatter, Rule: "12.8", Text: "An enemy unit scatters 3 hexes south-east.", Piece: en, From: th, Hex: walk(th, game.Direction(3), 3)[2],
			Path: walk(th, game.Direction(3), 3), Dice: []game.Die{{Sides: 6, Value: 3}, {Sides: 6, Value: 3}}, Success: true},
	}
	a.Anim.Enqueue(nil, ev, nil)
}

// benchFrameStart is called at the top of each Update in bench mode.
func (a *App) benchFrameStart() {
	b := &a.shell.benchSt
	now := time.Now()
	b.updStart = now
	if b.drawn && b.firstFrame == 0 {
		// the first frame has been drawn and shown: this Update follows it
		b.firstFrame = now.Sub(processStart)
	}
	if !b.lastStart.IsZero() && b.drawn && len(b.cpu) > benchWarmup && !b.floor {
		b.wall = append(b.wall, now.Sub(b.lastStart))
	}
	b.lastStart = now
	if a.shell.frame == 1 {
		a.chrome.BenchLog()
	}
	if !a.Anim.Busy() && !a.Opt.BenchHover {
		a.benchEvents()
	}
}

// benchPointer moves the pointer across the middle of the map, 2 pixels
// a frame, for -bench-hover.
func benchPointer(cur *ui.InputState, mapView ui.Rect, frame int) {
	if mapView.W < 60 {
		return
	}
	w := int(mapView.W) - 40
	cur.X = int(mapView.X) + 20 + (2*frame)%w
	cur.Y = int(mapView.Y+mapView.H/2) + (2*frame/w)%2*40
}

// benchFrameEnd is called at the end of each Draw in bench mode.
func (sh *shell) benchFrameEnd(drawStart time.Time, drawCPU0 time.Duration) {
	b := &sh.benchSt
	if !b.drawn {
		b.drawn = true
		return // the first frame: the map sheet is made (counted in firstFrame)
	}
	b.cpu = append(b.cpu, sh.updateDur+time.Since(drawStart))
	if c := threadCPU(); c >= 0 && drawCPU0 >= 0 && sh.updateCPU >= 0 {
		b.thread = append(b.thread, sh.updateCPU+c-drawCPU0)
	}
	if len(b.cpu) == benchWarmup+1 {
		b.started = time.Now()
		b.cpuAt = processCPU()
	}
	if len(b.cpu) > benchWarmup && sh.Anim.Cur != nil {
		b.animFrames++
	}
	if len(b.cpu) >= sh.Opt.BenchFrames {
		b.ended, b.cpuEnd = time.Now(), processCPU()
		b.floor, b.floorStart, b.floorCPU = true, b.ended, b.cpuEnd
	}
}

// benchFloorDraw is a floor frame: a square of 16 pixels moves, nothing
// else is drawn.
func (a *App) benchFloorDraw(screen *ebiten.Image) {
	b := &a.shell.benchSt
	x := 10 + b.floorN%200
	screen.SubImage(image.Rect(x, 10, x+16, 26)).(*ebiten.Image).Fill(color.NRGBA{200, 40, 30, 255})
	b.floorN++
	if b.floorN >= benchFloorFrames {
		a.reportBench()
		a.shell.quit = true
	}
}

func quantiles(d []time.Duration) (mean, p50, p99, max time.Duration) {
	if len(d) == 0 {
		return
	}
	d = slices.Clone(d)
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	q := func(p float64) time.Duration { return d[min(len(d)-1, int(p*float64(len(d))))] }
	return sum / time.Duration(len(d)), q(0.5), q(0.99), d[len(d)-1]
}

func (a *App) reportBench() {
	b := &a.shell.benchSt
	cpu := b.cpu
	if len(cpu) > 2*benchWarmup {
		cpu = cpu[benchWarmup:]
	}
	r := func(d time.Duration) string { return d.Round(10 * time.Microsecond).String() }
	mean, p50, p99, mx := quantiles(cpu)
	thread := b.thread
	if len(thread) > 2*benchWarmup {
		thread = thread[benchWarmup:]
	}
	tmean, tp50, tp99, tmx := quantiles(thread)
	wmean, _, wp99, wmax := quantiles(b.wall)
	over := 0
	for _, w := range b.wall {
		if w > time.Second/60 {
			over++
		}
	}
	fps, perFrame := 0.0, time.Duration(0)
	if el := b.ended.Sub(b.started); el > 0 && len(cpu) > 1 {
		fps = float64(len(cpu)) / el.Seconds()
		perFrame = (b.cpuEnd - b.cpuAt) / time.Duration(len(cpu))
	}
	floorFPS, floorCPU := 0.0, time.Duration(0)
	if el := time.Since(b.floorStart); el > 0 && b.floorN > 0 {
		floorFPS = float64(b.floorN) / el.Seconds()
		floorCPU = (processCPU() - b.floorCPU) / time.Duration(b.floorN)
	}
	logLines := 0
	for _, l := range a.chrome.LogLines {
		logLines += len(l.Wrapped)
	}
	msg := fmt.Sprintf("bench: %d frames at %dx%d, %d pieces on the map, an event playing in %d of them, %d log lines (%d wrapped)\n"+
		"  Update+Draw, wall clock: mean %s, p50 %s, p99 %s, max %s\n"+
		"  Update+Draw, the game loop thread's CPU time: mean %s, p50 %s, p99 %s, max %s\n"+
		"  frame to frame (vsync off, GPU included): mean %s, p99 %s, max %s, %d of %d over 16.7 ms; %.0f FPS\n"+
		"  process CPU time (all threads, software GL included) per frame %s\n"+
		"  first frame on screen %s after start\n"+
		"  the floor, frames that draw one 16-pixel square: %.0f FPS, process CPU per frame %s",
		len(cpu), a.W, a.H, a.shell.onMapCount(), b.animFrames, len(a.chrome.LogLines), logLines,
		r(mean), r(p50), r(p99), r(mx), r(tmean), r(tp50), r(tp99), r(tmx), r(wmean), r(wp99), r(wmax), over, len(b.wall), fps, r(perFrame), b.firstFrame.Round(time.Millisecond), floorFPS, r(floorCPU))
	if a.Opt.OnBench != nil {
		a.Opt.OnBench(msg)
	} else {
		fmt.Println(msg)
	}
}

func (sh *shell) onMapCount() int {
	n := 0
	st := sh.G.State
	for _, id := range st.IDs() {
		if st.P(id).Place == game.OnMap {
			n++
		}
	}
	return n
}

// heldTextures is what the client's own images of their own take, by
// name (the counters, swatches and glyphs lie on Ebitengine's shared
// atlases): the test that keeps the board's memory in check reads it.
func heldTextures(a *App) map[string]int {
	m := map[string]int{}
	if a.board.MapImg != nil {
		m["sheet"] = a.board.MapImg.Bytes()
	}
	for name, pc := range a.chrome.Panels {
		if pc.Img != nil {
			m[name] = board.TextureBytes(pc.Img)
		}
		if len(pc.Pieces) > 0 {
			m[name] += chrome.ChromePieces(pc.Pieces).Bytes()
		}
	}
	if a.board.Ids.Img != nil {
		m["hex ids"] = board.TextureBytes(a.board.Ids.Img)
	}
	return m
}
