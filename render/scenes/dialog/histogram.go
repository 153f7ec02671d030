package dialog

import (
	"fmt"
	"image/color"
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/crash"
	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// At the end of a game the victory panel sets the player's score against
// the scores the greedy player makes in the same scenario: a number of
// games simulated off the game loop, once per scenario in a run.

// HistSeed is greedy game i's seed: fixed, so a scenario always gives the
// same histogram.
func HistSeed(i int) uint64 { return uint64(i)*0x9e3779b97f4a7c15 + 1 }

// scoreDist is the greedy player's scores in a scenario, being simulated
// or done.
type scoreDist struct {
	scenario    string
	done, total atomic.Int64
	scores      []int // once finished
	finished    atomic.Bool
}

// ScoreSims are the greedy player's scores by scenario, each simulated
// once: Games games a scenario.
type ScoreSims struct {
	Games int
	mu    sync.Mutex
	m     map[string]*scoreDist
}

// NewScoreSims is an empty set of simulations of n games each.
func NewScoreSims(n int) *ScoreSims { return &ScoreSims{Games: n, m: map[string]*scoreDist{}} }

// endScores is the window's view of the distribution for its game.
type endScores struct {
	dist *scoreDist
	seen [2]int // done, total as Update last read them
	fin  bool
}

// simulate starts, or finds, the distribution of a scenario.
func (ss *ScoreSims) simulate(rules *game.Rules, sc *game.Scenario) *scoreDist {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if d := ss.m[sc.Name]; d != nil {
		return d
	}
	d := &scoreDist{scenario: sc.Name}
	n := ss.Games
	d.total.Store(int64(n))
	ss.m[sc.Name] = d
	crash.Go("simulating greedy games", func() {
		scores := make([]int, n)
		var next atomic.Int64
		var wg sync.WaitGroup
		// every core but one: the window goes on drawing meanwhile
		for range max(1, runtime.GOMAXPROCS(0)-1) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer crash.Recover("simulating greedy games")
				for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
					g, err := game.New(rules, sc, HistSeed(i))
					if err != nil {
						panic(err)
					}
					scores[i] = advisor.Play(g.State, advisor.NewGreedy()).Score
					d.done.Add(1)
				}
			}()
		}
		wg.Wait()
		d.scores = scores
		d.finished.Store(true)
	})
	return d
}

// PollScores starts the simulation once the game is over and reads its
// progress once a frame.
func (d *Dialog) PollScores() {
	rules, sc, over := d.Ctx.Played()
	if !over || histHeight(d.Ctx.Window()) == 0 {
		return
	}
	e := &d.scores
	if e.dist == nil || e.dist.scenario != sc.Name {
		e.dist, e.fin = d.Sims.simulate(rules, sc), false
	}
	e.seen = [2]int{int(e.dist.done.Load()), int(e.dist.total.Load())}
	e.fin = e.dist.finished.Load()
}

// Simulating reports the greedy games under way: the window needs frames
// to show them coming.
func (d *Dialog) Simulating() bool { return d.scores.dist != nil && !d.scores.fin }

// ScoresReady reports the greedy games all played.
func (d *Dialog) ScoresReady() bool { return d.scores.fin }

// histHeight is the room the histogram takes in the victory panel: none
// when the window is too short for it.
func histHeight(sh scenes.Window) float64 {
	s := sh.Scale
	if sh.MapView.H < 640*s {
		return 0
	}
	return 150 * s
}

// histRect is where the histogram goes in the victory panel.
func (d *Dialog) histRect() (ui.Rect, bool) {
	sh := d.Ctx.Window()
	m := d.Rect()
	if m.W == 0 || !d.Ctx.Shown().Over || d.OverClosed || histHeight(sh) == 0 || d.scores.dist == nil {
		return ui.Rect{}, false
	}
	s := sh.Scale
	h := histHeight(sh)
	return ui.Rect{X: m.X + 16*s, Y: m.Y + m.H - 52*s - h, W: m.W - 32*s, H: h - 4*s}, true
}

// scoreStanding is where the player's score stands among the greedy
// games': the share below it and level with it, in percent.
func scoreStanding(scores []int, mine int) (below, level int) {
	b, l := 0, 0
	for _, x := range scores {
		switch {
		case x < mine:
			b++
		case x == mine:
			l++
		}
	}
	n := max(len(scores), 1)
	return int(math.Round(100 * float64(b) / float64(n))), int(math.Round(100 * float64(l) / float64(n)))
}

// histCaption is the histogram's caption.
func (d *Dialog) histCaption() string {
	e := &d.scores
	if !e.fin {
		return fmt.Sprintf("Simulating the greedy player's games… %d of %d", e.seen[0], e.seen[1])
	}
	mine := d.Ctx.Shown().Victory().Score
	below, level := scoreStanding(e.dist.scores, mine)
	return fmt.Sprintf("Your score %d: better than %d %% of %d greedy games, level with %d %%", mine, below, len(e.dist.scores), level)
}

func (d *Dialog) drawHistogram(dst *ebiten.Image) {
	r, ok := d.histRect()
	if !ok {
		return
	}
	sh := d.Ctx.Window()
	s := sh.Scale
	e := &d.scores
	ui.FillRect(dst, r, ui.Paper2)
	ui.StrokeRect(dst, r, 1*s, ui.Ink)
	sh.U.Text(dst, ui.Fit(sh.U, d.histCaption(), r.W-16*s, 11.5), r.X+8*s, r.Y+12*s, 11.5, true, ui.Ink, 0)
	if !e.fin {
		b := ui.Rect{X: r.X + 8*s, Y: r.Y + 30*s, W: r.W - 16*s, H: 12 * s}
		ui.FillRect(dst, ui.Rect{X: b.X, Y: b.Y, W: b.W * float64(e.seen[0]) / float64(max(e.seen[1], 1)), H: b.H}, ui.Accent)
		ui.StrokeRect(dst, b, 1*s, ui.Ink)
		return
	}
	mine := d.Ctx.Shown().Victory().Score
	lo, hi := mine, mine
	for _, x := range e.dist.scores {
		lo, hi = min(lo, x), max(hi, x)
	}
	// one bar a score, or a few scores a bar when the range is wide
	width := max(1, (hi-lo+1+29)/30)
	nb := (hi-lo)/width + 1
	counts := make([]int, nb)
	top := 1
	for _, x := range e.dist.scores {
		counts[(x-lo)/width]++
		top = max(top, counts[(x-lo)/width])
	}
	plot := ui.Rect{X: r.X + 8*s, Y: r.Y + 40*s, W: r.W - 16*s, H: r.H - 62*s}
	bw := plot.W / float64(nb)
	you := (mine - lo) / width
	for i, c := range counts {
		h := plot.H * float64(c) / float64(top)
		bar := ui.Rect{X: plot.X + float64(i)*bw + 1*s, Y: plot.Y + plot.H - h, W: bw - 2*s, H: h}
		fill := color.Color(ui.RGB(0x8A9460))
		if i == you {
			fill = ui.Yellow
		}
		ui.FillRect(dst, bar, fill)
		if i == you {
			ui.StrokeRect(dst, bar, 1.5*s, ui.Ink)
		}
	}
	ui.DrawLine(dst, ui.Pt{plot.X, plot.Y + plot.H}, ui.Pt{plot.X + plot.W, plot.Y + plot.H}, 1*s, ui.Ink)
	// the player's mark: a triangle under the bar and the word
	cx := plot.X + (float64(you)+0.5)*bw
	by := plot.Y + plot.H
	ui.FillConvex(dst, []ui.Pt{{cx, by + 2*s}, {cx - 6*s, by + 11*s}, {cx + 6*s, by + 11*s}}, ui.Ink)
	yy := plot.Y + plot.H - plot.H*float64(counts[you])/float64(top) - 9*s
	sh.U.Text(dst, "you", cx, max(yy, r.Y+28*s), 11, true, ui.Ink, 0.5)
	sh.U.Text(dst, fmt.Sprint(lo), plot.X, by+15*s, 11, false, ui.Muted, 0)
	sh.U.Text(dst, fmt.Sprint(hi), plot.X+plot.W, by+15*s, 11, false, ui.Muted, 1)
	sh.U.Text(dst, "net score (5.0)", plot.X+plot.W/2, by+15*s, 11, false, ui.Muted, 0.5)
}

// histElems is the histogram's part of the frame, over the victory
// panel.
func (d *Dialog) histElems(screen *ebiten.Image) []ui.Elem {
	r, ok := d.histRect()
	if !ok {
		return nil
	}
	e := &d.scores
	return []ui.Elem{{ID: "histogram", R: r.Grow(2 * d.Ctx.Window().Scale), Sig: [3]any{e.seen, e.fin, r}, Over: true, Draw: func() { d.drawHistogram(screen) }}}
}
