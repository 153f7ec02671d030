package render

import (
	"fmt"
	"time"

	"kandahar/render/perf"
)

// benchFrameStart is called at the top of each Update in bench mode: the
// log filled once, and the events queued again whenever the last has
// played (render/perf).
func (a *App) benchFrameStart() {
	a.shell.bench.FrameStart()
	if a.shell.frame == 1 {
		a.chrome.BenchLog()
		if a.Opt.OnBench == nil {
			a.shell.bench.FirstFrame = func(d time.Duration) {
				fmt.Printf("first frame on screen %s after start\n", d.Round(time.Millisecond))
			}
		}
	}
	if !a.Anim.Busy() && !a.Opt.BenchHover {
		if ev := perf.Events(a.G.State, a.Rules.Board); ev != nil {
			a.Anim.Enqueue(nil, ev, nil)
		}
	}
}

// benchReport hands the run's figures to OnBench, or prints them.
func (a *App) benchReport() {
	bd := perf.Board{W: a.W, H: a.H, OnMap: perf.OnMap(a.G.State), LogLines: len(a.chrome.LogLines)}
	for _, l := range a.chrome.LogLines {
		bd.LogWrapped += len(l.Wrapped)
	}
	msg := a.shell.bench.Report(bd)
	if a.Opt.OnBench != nil {
		a.Opt.OnBench(msg)
	} else {
		fmt.Println(msg)
	}
}
