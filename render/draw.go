package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"runtime"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/paper"
	"kandahar/render/perf"
	"kandahar/render/scenes"
	"kandahar/render/ui"
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
	if a.shell.afterDraw != nil {
		a.shell.afterDraw(screen)
	}
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

func (a *App) drawDrag(dst *ebiten.Image) {
	d := a.pointer.Drag
	if d == nil {
		return
	}
	st := a.Shown()
	s := a.Scale
	if r, ok := d.Reach.At(d.Target); ok {
		prev := a.board.ToScreen(a.board.Lay.Center(d.From))
		if st.Move != nil && slices.Equal(d.Pieces, st.Move.Movers) {
			prev = a.board.ToScreen(a.board.Lay.Center(st.Move.At))
		}
		for _, h := range r.Path {
			p := a.board.ToScreen(a.board.Lay.Center(h))
			a.board.Line(dst, prev, p, 5*s, color.NRGBA{20, 50, 160, 230})
			ui.FillCircle(dst, p.X, p.Y, 5*s, color.NRGBA{20, 50, 160, 255})
			prev = p
		}
		a.board.StrokeHex(dst, d.Target, color.NRGBA{20, 50, 160, 255}, 3*s, 0.95)
	} else if d.Target != game.NoHex && d.Target != d.From && d.Mode == board.DragMove && st.Phase == game.PhaseMovement {
		a.board.StrokeHex(dst, d.Target, color.NRGBA{200, 30, 20, 255}, 3*s, 0.95)
	}
	// the counters follow the pointer
	S := a.board.CounterSize()
	x, y := a.dragPoint()
	// the whole stack that moves, fanned so each counter's edge shows,
	// and how many they are: not one piece that would seem to go alone
	shown := d.Shown(st)
	fan := shown[max(0, len(shown)-6):]
	for i, id := range fan {
		a.board.DrawCounterAt(dst, a.board.Face(id), x-S/2+float64(i)*S*0.16, y-S/2-float64(i)*S*0.16, S, 0.92)
	}
	if len(shown) > 1 {
		label := fmt.Sprintf("%d pieces", len(shown))
		lw := a.U.Width(label, 12, true) + 10*s
		ui.FillRect(dst, ui.Rect{X: x - lw/2, Y: y + S/2 + 2*s, W: lw, H: 17 * s}, ui.Paper)
		a.U.Text(dst, label, x, y+S/2+10*s, 12, true, ui.Ink, 0.5)
	}
	// odds before committing
	var lines []string
	title := ""
	switch {
	case d.NoiseOK && d.NoiseHex == d.Target:
		r, _ := d.Reach.At(d.Target)
		title = fmt.Sprintf("To %s: %d MP left", d.Target, r.MPLeft)
		if r.Minimum {
			title = fmt.Sprintf("To %s: a minimum move, all MP used (10.8)", d.Target)
		}
		if st.Move == nil || !slices.Equal(d.Pieces, st.Move.Movers) {
			// the allowance, as the noise is, line by line (10.4, 10.5)
			for _, t := range d.MpTerms {
				lines = append(lines, fmt.Sprintf("%s|%+d", t.Label, t.Value))
			}
			lines = append(lines, fmt.Sprintf("Movement allowance|%d MP", d.Mp))
		}
		lines = append(lines, "Noise there (12.0):|")
		for _, t := range d.NoiseTerms {
			lines = append(lines, fmt.Sprintf("  %s|%+d", t.Label, t.Value))
		}
		lines = append(lines, fmt.Sprintf("Noise if it stops here|%d", d.Noise))
		lines = append(lines, a.board.DetectionLine(d, st, a.Version))
	case d.Attack != nil:
		o := d.Attack
		title = fmt.Sprintf("Attack %s at %s (13.0)", st.Name(d.AttackOn), d.Target)
		win, tie, lose := o.Chances()
		lines = append(lines, "Your total|"+scenes.WithDice(o.AttackTotal), "Enemy total|"+scenes.WithDice(o.DefenseTotal),
			fmt.Sprintf("Win|%d%%", win.Percent()), fmt.Sprintf("Tie (both lose)|%d%%", tie.Percent()), fmt.Sprintf("Lose|%d%%", lose.Percent()))
	}
	if title != "" {
		// clear of the stack and of the hexes it can reach: in the corner
		// of the map farthest from the pointer
		a.drawBreakdownClear(dst, x, y, title, lines)
	}
}

// drawBreakdownClear draws the card in the corner of the map view
// farthest from the point (px, py), above the action bar.
func (a *App) drawBreakdownClear(dst *ebiten.Image, px, py float64, title string, lines []string) {
	s := a.Scale
	w, h := a.board.BreakdownSize(lines)
	x, y := a.MapView.X+8*s, a.MapView.Y+8*s
	if px < a.MapView.X+a.MapView.W/2 {
		x = a.MapView.X + a.MapView.W - w - 8*s
	}
	if py < a.MapView.Y+a.MapView.H/2 {
		y = a.chrome.ActionBar().Y - h - 8*s
	}
	a.board.DrawBreakdown(dst, x, y, title, lines)
}

func (a *App) drawButtons(dst *ebiten.Image) {
	// the action bar's strip
	bar := a.chrome.ActionBar()
	ui.FillRect(dst, bar, color.NRGBA{46, 50, 40, 235})
	for i := range a.chrome.Buttons {
		if b := &a.chrome.Buttons[i]; b.Owner == "" {
			a.drawButton(dst, b)
		}
	}
	a.U.Text(dst, fmt.Sprintf("×%.2g", a.Anim.Speed), a.chrome.SpeedAt.X, a.chrome.SpeedAt.Y, 11.5, true, ui.BandText, 0.5)
}

// drawButton draws a button: its face, its piece's counter, its label
// shrunk or cut to fit.
func (a *App) drawButton(dst *ebiten.Image, b *ui.Button) {
	s := a.Scale
	bg := ui.BtnBg
	fg := color.Color(ui.Ink)
	if b.Primary {
		bg = ui.BtnPrimaryBg
		fg = color.White
	}
	if b.Active {
		bg = ui.BtnActiveBg
	}
	if !b.Enabled {
		bg = ui.BtnOffBg
		fg = ui.BtnOffFg
	}
	if a.chrome.HoverBtn == b && b.Enabled {
		bg = paper.Shade(bg, 0.2)
		if b.Primary {
			bg = ui.BtnPrimaryHover
		}
	}
	ui.FillRect(dst, b.R, bg)
	ui.StrokeRect(dst, b.R, 1*s, ui.Ink)
	if b.Icon != game.None && int(b.Icon) <= len(a.Shown().Pieces) {
		a.board.DrawCounterAt(dst, paper.PieceFace(a.Shown(), b.Icon), b.R.X+3*s, b.R.Y+2*s, b.R.H-5*s, 1)
	}
	lines, size, _ := chrome.ButtonLabel(a.U, b)
	cx, cy := b.R.X+b.R.W/2, b.R.Y+b.R.H/2
	if len(lines) == 2 {
		a.U.Text(dst, lines[0], cx, cy-7*s, size, true, fg, 0.5)
		a.U.Text(dst, lines[1], cx, cy+7*s, size, true, fg, 0.5)
		return
	}
	a.U.Text(dst, lines[0], cx, cy, size, true, fg, 0.5)
}

// tooltipLayout is the hovered button's tooltip: its box and lines.
// tooltipDelay is how long the pointer rests on a button before its
// tooltip shows: about 400 ms, so that passing over buttons shows none.
const tooltipDelay = 24

func (a *App) tooltipLayout() (ui.Rect, []string, bool) {
	b := a.chrome.HoverBtn
	if b == nil || b.Tip == "" || a.pointer.Press != nil || a.shell.frame-a.chrome.HoverSince < tooltipDelay {
		return ui.Rect{}, nil, false
	}
	s := a.Scale
	lines := a.U.Wrap(ui.Sentence(b.Tip), 300*s, 11.5, false)
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, a.U.Width(l, 11.5, false))
	}
	w += 14 * s
	h := float64(len(lines))*16*s + 8*s
	x := math.Min(float64(a.pointer.Cur.X)+12*s, float64(a.W)-w-4*s)
	y := float64(a.pointer.Cur.Y) - h - 10*s
	if y < 0 {
		y = float64(a.pointer.Cur.Y) + 22*s
	}
	return ui.Rect{X: x, Y: y, W: w, H: h}, lines, true
}

func (a *App) drawTooltip(dst *ebiten.Image) {
	r, lines, ok := a.tooltipLayout()
	if !ok {
		return
	}
	s := a.Scale
	ui.FillRect(dst, r, color.NRGBA{255, 252, 228, 250})
	ui.StrokeRect(dst, r, 1*s, ui.Ink)
	for i, l := range lines {
		a.U.Text(dst, l, r.X+7*s, r.Y+12*s+float64(i)*16*s, 11.5, false, ui.Ink, 0)
	}
}

func (a *App) drawToastBox(dst *ebiten.Image, t chrome.ToastBox) {
	s := a.Scale
	alpha := t.Alpha
	bg := color.NRGBA{30, 34, 26, uint8(230 * alpha)}
	if t.Bad {
		bg = color.NRGBA{140, 28, 20, uint8(235 * alpha)}
	}
	r := t.R
	ui.FillRect(dst, r, bg)
	a.beginLinks(toastLinks{t.R, t.Lines[0]})
	for j, l := range t.Lines {
		a.rulesRef.LinkText(dst, toastLinks{t.R, t.Lines[0]}, l, r.X+12*s, r.Y+15*s+float64(j)*18*s, 13, true, color.NRGBA{255, 255, 255, uint8(255 * alpha)})
	}
}
