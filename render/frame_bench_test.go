package render

import (
	"image"
	"math"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/perf"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The busy frame of -bench-frames, piece by piece, in lockstep on the
// test window (docs/performance.md):
//
//	cd render && xvfb-run -a -s "-screen 0 1280x800x24" go test -run '^$' -bench 'BusyFrame|EventCard' -benchtime 200x
//
// Each figure is the game thread's own: wall and CPU time of the part
// measured, per frame (ns/op is the wall time of the parts together). The drawing commands are run by the software GL
// driver when the frame ends, which these figures leave out (-bench-frames
// has the whole process's CPU).

// busyApp is the -bench-frames board in lockstep, run until an event
// with dice is being played: the busy board, the log full, the heaviest
// zoom.
func busyApp(b *testing.B) *App {
	if theHost == nil || theHost.headless {
		b.Skip("no display: a frame is drawn under xvfb-run -a -s \"-screen 0 1280x800x24\"")
	}
	rules, err := assets.Rules()
	if err != nil {
		b.Fatal(err)
	}
	g, err := game.New(rules, paper.BusyScenario(rules), 1)
	if err != nil {
		b.Fatal(err)
	}
	app := New(g, view.Options{BenchFrames: math.MaxInt32, OnBench: func(string) {}, Input: &ScriptedInput{}})
	theHost.start(app, false)
	b.Cleanup(func() { theHost.start(nil, false) })
	for range 60 { // the map sheet, the counters, the glyphs made
		tick(b)
	}
	return app
}

// tick runs the app one frame, drawn.
func tick(b *testing.B) {
	var err error
	theHost.run(func() {
		if err = theHost.tick(); err == nil && !theHost.drawn {
			theHost.draw(theHost.app, theHost.canvas)
		}
	})
	if err != nil {
		b.Fatal(err)
	}
}

// timed runs f on the game thread and adds its wall and thread CPU time,
// then lets the window end its frame: what f drew is run by the GL
// driver there, and nothing is left for the next to pay (vector paths are
// gathered until the frame ends, or until their image is drawn from).
func timed(wall, cpu *time.Duration, f func()) {
	theHost.run(func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		c0, t0 := perf.ThreadCPU(), time.Now()
		f()
		*wall += time.Since(t0)
		*cpu += perf.ThreadCPU() - c0
	})
	time.Sleep(serveFor + 10*time.Millisecond)
}

func report(b *testing.B, what string, wall, cpu time.Duration) {
	b.ReportMetric(float64(wall.Nanoseconds())/float64(b.N), what+"-ns/op")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), what+"-cpu-ns/op")
}

// BenchmarkBusyFrame: a frame's Update and its Draw, an event playing in
// every frame.
func BenchmarkBusyFrame(b *testing.B) {
	a := busyApp(b)
	b.ResetTimer()
	b.StopTimer() // the figures are the game thread's, below
	var uw, uc, dw, dc time.Duration
	for range b.N {
		var err error
		timed(&uw, &uc, func() {
			a.Layout(theHost.outW, theHost.outH)
			err = a.Update()
		})
		if err != nil {
			b.Fatal(err)
		}
		timed(&dw, &dc, func() { a.Draw(theHost.canvas) })
	}
	report(b, "update", uw, uc)
	report(b, "draw", dw, dc)
	b.ReportMetric(float64((uw+dw).Nanoseconds())/float64(b.N), "ns/op")
}

// BenchmarkEventCard: the card of a battle (13.0) with its dice
// tumbling, drawn as a frame draws it: anew, its texts laid out glyph by
// glyph (once an event now, every frame before the card kept its image),
// or from its image (the other frames); and its two dice, drawn each
// frame they tumble.
func BenchmarkEventCard(b *testing.B) {
	a := busyApp(b)
	for i := 0; a.Anim.Cur == nil || a.Anim.Cur.Type != game.EvCombat; i++ {
		if i > 2000 {
			b.Fatal("no battle is played")
		}
		tick(b)
	}
	var card, dice ui.Elem
	theHost.run(func() {
		a.Anim.T = view.DiceTime / 2
		mv := theHost.canvas.SubImage(image.Rect(int(a.MapView.X), int(a.MapView.Y), int(a.MapView.X+a.MapView.W), int(a.MapView.Y+a.MapView.H))).(*ebiten.Image)
		els, _ := a.dynamics(mv, theHost.canvas)
		for _, e := range els {
			switch e.ID {
			case "card":
				card = e
			case "dice":
				dice = e
			}
		}
	})
	if card.Draw == nil || dice.Draw == nil {
		b.Fatal("no card with its dice tumbling")
	}
	for _, part := range []string{"card drawn anew", "card from its image", "dice"} {
		b.Run(part, func(b *testing.B) {
			b.StopTimer()
			var w, c time.Duration
			for range b.N {
				timed(&w, &c, func() {
					switch part {
					case "card drawn anew":
						a.board.FreeEventCard()
						card.Draw()
					case "card from its image":
						card.Draw()
					default:
						dice.Draw()
					}
				})
			}
			report(b, "frame", w, c)
			b.ReportMetric(float64(w.Nanoseconds())/float64(b.N), "ns/op")
		})
	}
}
