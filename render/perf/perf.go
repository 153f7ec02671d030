// Package perf holds the -bench-frames figures: the busiest board (every
// piece on the map, the game system's events playing one after another,
// the log full), drawn with vsync off and one Update per frame, timed
// frame by frame, and the CPU clocks it reads.
package perf

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// processStart is when the program started, near enough (package
// initialisation): the first frame is timed from it.
var processStart = time.Now()

// warmup frames are left out of the figures: the map sheet, the counter
// images and the glyph caches are being made.
const warmup = 20

// floorFrames is the fewest floor frames timed: as many as the frames
// measured, so that the two ratios the goals read are taken over as long
// a time each (a short floor swings with the neighbours' load).
const floorFrames = 120

// Stats are the figures of a -bench-frames run.
type Stats struct {
	cpu        []time.Duration // Update+Draw of each frame, wall clock
	thread     []time.Duration // the same, the game loop thread's CPU time
	wall       []time.Duration // from one frame's Update to the next's
	lastStart  time.Time
	firstFrame time.Duration // process start to the first frame on screen
	drawn      bool          // a frame has been drawn
	animFrames int           // frames with an event being played
	started    time.Time     // first measured frame
	cpuAt      time.Duration // the process's CPU time then
	ended      time.Time     // after the last measured frame
	cpuEnd     time.Duration
	// the floor: frames that draw one small square, to tell what the
	// window and the GL driver cost whatever is drawn
	Floor      bool
	floorN     int
	floorWant  int // floor frames to time
	floorStart time.Time
	floorCPU   time.Duration

	// Update's own share of the frame being timed
	UpdateDur, UpdateCPU time.Duration
	update               []time.Duration // Update's thread CPU of each frame

	// FirstFrame, if set, is told the first frame's time as soon as it
	// is known (build/first-frame.sh reads it as it comes)
	FirstFrame func(time.Duration)
}

// FrameStart is called at the top of each Update.
func (b *Stats) FrameStart() {
	now := time.Now()
	if b.drawn && b.firstFrame == 0 {
		// the first frame has been drawn and shown: this Update follows it
		b.firstFrame = now.Sub(processStart)
		if b.FirstFrame != nil {
			b.FirstFrame(b.firstFrame)
		}
	}
	if !b.lastStart.IsZero() && b.drawn && len(b.cpu) > warmup && !b.Floor {
		b.wall = append(b.wall, now.Sub(b.lastStart))
	}
	b.lastStart = now
}

// FrameEnd is called at the end of each Draw begun at drawStart, when
// the thread had used drawCPU0; animating tells an event being played;
// after frames measured frames the floor frames begin.
func (b *Stats) FrameEnd(drawStart time.Time, drawCPU0 time.Duration, animating bool, frames int) {
	if !b.drawn {
		b.drawn = true
		return // the first frame: the map sheet is made (counted in firstFrame)
	}
	b.cpu = append(b.cpu, b.UpdateDur+time.Since(drawStart))
	if c := ThreadCPU(); c >= 0 && drawCPU0 >= 0 && b.UpdateCPU >= 0 {
		b.thread = append(b.thread, b.UpdateCPU+c-drawCPU0)
		b.update = append(b.update, b.UpdateCPU)
	}
	if len(b.cpu) == warmup+1 {
		b.started = time.Now()
		b.cpuAt = ProcessCPU()
	}
	if len(b.cpu) > warmup && animating {
		b.animFrames++
	}
	if len(b.cpu) >= frames {
		b.ended, b.cpuEnd = time.Now(), ProcessCPU()
		b.Floor, b.floorStart, b.floorCPU = true, b.ended, b.cpuEnd
		b.floorWant = max(floorFrames, len(b.cpu)-warmup)
	}
}

// FloorDraw draws a floor frame: a square of 16 pixels moves, nothing
// else is drawn. It reports the floor done.
func (b *Stats) FloorDraw(screen *ebiten.Image) bool {
	x := 10 + b.floorN%200
	screen.SubImage(image.Rect(x, 10, x+16, 26)).(*ebiten.Image).Fill(color.NRGBA{200, 40, 30, 255})
	b.floorN++
	return b.floorN >= b.floorWant
}

// Quantiles are the mean, median, 99th percentile and largest of d.
func Quantiles(d []time.Duration) (mean, p50, p99, max time.Duration) {
	if len(d) == 0 {
		return
	}
	d = slices.Clone(d)
	slices.Sort(d)
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	q := func(p float64) time.Duration { return d[min(len(d)-1, int(p*float64(len(d))))] }
	return sum / time.Duration(len(d)), q(0.5), q(0.99), d[len(d)-1]
}

// Board is what the report says of the board measured.
type Board struct {
	W, H                 int
	OnMap                int // pieces on the map
	LogLines, LogWrapped int
}

// Report is the run's figures, for the terminal.
func (b *Stats) Report(bd Board) string {
	cpu := b.cpu
	if len(cpu) > 2*warmup {
		cpu = cpu[warmup:]
	}
	r := func(d time.Duration) string { return d.Round(10 * time.Microsecond).String() }
	mean, p50, p99, mx := Quantiles(cpu)
	thread := b.thread
	if len(thread) > 2*warmup {
		thread = thread[warmup:]
	}
	tmean, tp50, tp99, tmx := Quantiles(thread)
	update := b.update
	if len(update) > 2*warmup {
		update = update[warmup:]
	}
	umean, up50, up99, _ := Quantiles(update)
	wmean, _, wp99, wmax := Quantiles(b.wall)
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
		floorCPU = (ProcessCPU() - b.floorCPU) / time.Duration(b.floorN)
	}
	return fmt.Sprintf("bench: %d frames at %dx%d, %d pieces on the map, an event playing in %d of them, %d log lines (%d wrapped)\n"+
		"  Update+Draw, wall clock: mean %s, p50 %s, p99 %s, max %s\n"+
		"  Update+Draw, the game loop thread's CPU time: mean %s, p50 %s, p99 %s, max %s\n"+
		"  Update alone, the same thread's CPU time: mean %s, p50 %s, p99 %s\n"+
		"  frame to frame (vsync off, GPU included): mean %s, p99 %s, max %s, %d of %d over 16.7 ms; %.0f FPS\n"+
		"  process CPU time (all threads, software GL included) per frame %s\n"+
		"  first frame on screen %s after start\n"+
		"  the floor, frames that draw one 16-pixel square: %.0f FPS, process CPU per frame %s",
		len(cpu), bd.W, bd.H, bd.OnMap, b.animFrames, bd.LogLines, bd.LogWrapped,
		r(mean), r(p50), r(p99), r(mx), r(tmean), r(tp50), r(tp99), r(tmx), r(umean), r(up50), r(up99), r(wmean), r(wp99), r(wmax), over, len(b.wall), fps, r(perFrame), b.firstFrame.Round(time.Millisecond), floorFPS, r(floorCPU))
}

// OnMap counts the pieces on the map.
func OnMap(st *game.State) int {
	n := 0
	for _, id := range st.IDs() {
		if st.P(id).Place == game.OnMap {
			n++
		}
	}
	return n
}

// Pointer moves the pointer across the middle of the map, 2 pixels a
// frame, for -bench-hover.
func Pointer(cur *ui.InputState, mapView ui.Rect, frame int) {
	if mapView.W < 60 {
		return
	}
	w := int(mapView.W) - 40
	cur.X = int(mapView.X) + 20 + (2*frame)%w
	cur.Y = int(mapView.Y+mapView.H/2) + (2*frame/w)%2*40
}

// Events are the game system's events played again whenever the last
// one has played, so that an animation always runs: a pursuit, a battle,
// a noise check and a scatter walk near the middle of the map, with
// dice. None when the map has no enemy or no team.
func Events(st *game.State, bd *game.Board) []game.Event {
	enemies := st.OnMapOf(game.KindEnemy)
	teams := st.OnMapOf(game.KindTeam)
	if len(enemies) == 0 || len(teams) == 0 {
		return nil
	}
	mid := game.Hex{Col: bd.Cols / 2, Row: bd.Rows / 2}
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
			if nb := h.Neighbor(d); bd.Contains(nb) {
				h = nb
			}
			p = append(p, h)
		}
		return p
	}
	path := walk(eh, game.Direction(2), 4)
	return []game.Event{
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
}
