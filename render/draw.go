package render

import (
	"image"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/perf"
)

// Draw implements ebiten.Game. It only reads the state Update left.
func (a *App) Draw(screen *ebiten.Image) {
	t0 := time.Now()
	c0 := time.Duration(-1)
	if a.Opt.BenchFrames > 0 {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		c0 = perf.ThreadCPU()
	}
	if a.U == nil || a.board.MapImg == nil || a.shell.crash != nil {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			a.shell.crashed(r) // Update returns it at the next tick
		}
	}()
	if a.shell.bench.Floor {
		if a.shell.bench.FloorDraw(screen) {
			a.benchReport()
			a.shell.quit = true
		}
		return
	}
	a.composeFrame(screen)
	if len(a.shell.shotNext) > 0 {
		b := screen.Bounds()
		img := image.NewRGBA(b)
		screen.ReadPixels(img.Pix)
		for _, f := range a.shell.shotNext {
			f(img)
		}
		a.shell.shotNext = nil
	}
	if a.Opt.BenchFrames > 0 {
		a.shell.bench.FrameEnd(t0, c0, a.Anim.Cur != nil, a.Opt.BenchFrames)
	}
}
