package help

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/scenes"
	"kandahar/render/ui"
)

// Help is every shortcut over a dimmed window (F1). A click closes it;
// the keys go on to the board meanwhile, but for those that scroll a help
// longer than the window.
type Help struct {
	scenes.Standing
	// Lines are the keymap's lines as the help writes them, each read
	// when the help is drawn (a setting's value shows as it is now).
	Lines func() []Line
	Top   int // the first row shown
}

// Line is a line of the keymap: its keys and what they do.
type Line struct{ Keys, Does string }

// Name is the scene's name.
func (*Help) Name() string { return "help" }

// Escape closes the help.
func (*Help) Escape(scenes.Context) scenes.Esc { return scenes.EscPop }

// Update scrolls the help, or closes it on a click.
func (h *Help) Update(c scenes.Context, in ui.InputState) bool {
	if h.scroll(c.Window(), in, h.Lines()) {
		return true
	}
	if in.Left && !c.Prev().Left {
		c.Stack().Remove(h.Name())
		return true
	}
	return false
}

// Cover draws the help over the whole window.
func (h *Help) Cover(c scenes.Context, screen *ebiten.Image) bool {
	h.draw(c.Window(), screen)
	return true
}

// The help (F1) lays the keymap out in one or two columns, each line's
// description wrapped on its words; when the lines are longer than the
// window (800×560, or a large UI scale), they scroll in one column.

// helpRow is one row of the help: a line's keys on its first row, and a
// part of its description.
type helpRow struct {
	col  int
	keys string
	does string
}

type helpLayout struct {
	r, body    ui.Rect // the panel, and where the rows lie
	cols       int
	colW, keyW float64
	rowH       float64
	rows       [][]helpRow // by column
	shown      int         // rows a column shows at once
	scroll     bool
}

const helpSize = 12 // px at 100 %

// helpRows wraps the lines into a column keyW+descW wide: a line whose
// keys are wider than their column has its description start on the row
// under them.
func helpRows(a scenes.Window, lines []Line, keyW, descW float64) [][]helpRow {
	var out [][]helpRow
	for _, b := range lines {
		var rows []helpRow
		wrapped := a.U.Wrap(b.Does, descW, helpSize, false)
		if a.U.Width(b.Keys, helpSize, true) > keyW-6*a.Scale {
			rows = append(rows, helpRow{keys: b.Keys})
		}
		for i, l := range wrapped {
			l = ui.Fit(a.U, l, descW, helpSize) // a word longer than the column
			if i == 0 && len(rows) == 0 {
				rows = append(rows, helpRow{keys: b.Keys, does: l})
			} else {
				rows = append(rows, helpRow{does: l})
			}
		}
		out = append(out, rows)
	}
	return out
}

// layout lays the help out for the window as it is.
func layout(a scenes.Window, lines []Line) helpLayout {
	s := a.Scale
	W, H := float64(a.W), float64(a.H)
	head, foot := 44*s, 30*s
	l := helpLayout{rowH: 18 * s}
	availH := H - 20*s - head - foot
	for _, cols := range []int{2, 1} {
		colW := min(620*s, (W-20*s)/float64(cols))
		if cols == 2 && colW < 420*s {
			continue
		}
		keyW := min(210*s, colW*0.34)
		entries := helpRows(a, lines, keyW, colW-keyW-34*s)
		l.cols, l.colW, l.keyW = cols, colW, keyW
		l.rows = splitHelp(entries, cols)
		tallest := 0
		for _, c := range l.rows {
			tallest = max(tallest, len(c))
		}
		l.shown = tallest
		if float64(tallest)*l.rowH <= availH {
			l.scroll = false
			break
		}
		l.scroll, l.shown = true, max(1, int(availH/l.rowH))
	}
	bodyH := float64(l.shown) * l.rowH
	w, h := l.colW*float64(l.cols), bodyH+head+foot
	l.r = ui.Rect{X: (W - w) / 2, Y: (H - h) / 2, W: w, H: h}
	l.body = ui.Rect{X: l.r.X, Y: l.r.Y + head, W: w, H: bodyH}
	return l
}

// splitHelp puts the lines in cols columns in the keymap's order, the
// columns as even as whole lines let them be.
func splitHelp(entries [][]helpRow, cols int) [][]helpRow {
	total := 0
	for _, e := range entries {
		total += len(e)
	}
	out := make([][]helpRow, cols)
	c := 0
	for _, e := range entries {
		// the next column once this one holds its share
		if c < cols-1 && len(out[c]) > 0 && len(out[c])+len(e)/2 > (total+cols-1)/cols {
			c++
		}
		for _, r := range e {
			r.col = c
			out[c] = append(out[c], r)
		}
	}
	return out
}

// scroll scrolls the help by the wheel and the keys, when it scrolls;
// it reports whether it took the input.
func (h *Help) scroll(a scenes.Window, in ui.InputState, lines []Line) bool {
	l := layout(a, lines)
	if !l.scroll {
		h.Top = 0
		return false
	}
	top, took := h.Top, false
	if in.WheelY != 0 {
		top -= int(in.WheelY * 3)
		took = true
	}
	for _, k := range in.Pressed {
		switch k {
		case ebiten.KeyArrowUp:
			top--
		case ebiten.KeyArrowDown:
			top++
		case ebiten.KeyPageUp:
			top -= l.shown - 1
		case ebiten.KeyPageDown:
			top += l.shown - 1
		case ebiten.KeyHome:
			top = 0
		case ebiten.KeyEnd:
			top = len(l.rows[0])
		default:
			continue
		}
		took = true
	}
	h.Top = max(0, min(top, len(l.rows[0])-l.shown))
	return took
}

func (h *Help) draw(a scenes.Window, dst *ebiten.Image) {
	s := a.Scale
	l := layout(a, h.Lines())
	top := 0
	if l.scroll {
		top = max(0, min(h.Top, len(l.rows[0])-l.shown))
	}
	ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: float64(a.W), H: float64(a.H)}, color.NRGBA{0, 0, 0, 110})
	ui.Panel(dst, l.r, s)
	a.U.Text(dst, "SHORTCUTS", l.r.X+l.r.W/2, l.r.Y+20*s, 15, true, ui.Ink, 0.5)
	for c, col := range l.rows {
		x := l.r.X + float64(c)*l.colW
		for i := top; i < min(len(col), top+l.shown); i++ {
			r := col[i]
			y := l.body.Y + (float64(i-top)+0.5)*l.rowH
			if r.keys != "" {
				a.U.Text(dst, r.keys, x+20*s, y, helpSize, true, ui.Ink, 0)
			}
			if r.does != "" {
				a.U.Text(dst, r.does, x+20*s+l.keyW, y, helpSize, false, ui.Ink, 0)
			}
		}
	}
	foot := "Click anywhere to close."
	if l.scroll {
		n := len(l.rows[0])
		foot = fmt.Sprintf("Rows %d–%d of %d · wheel, arrows, PgUp / PgDn scroll · click to close.", top+1, min(n, top+l.shown), n)
		// the bar: where the rows shown lie among all
		bar := ui.Rect{X: l.r.X + l.r.W - 10*s, Y: l.body.Y, W: 5 * s, H: l.body.H}
		ui.FillRect(dst, bar, color.NRGBA{0, 0, 0, 30})
		th := bar.H * float64(l.shown) / float64(n)
		ui.FillRect(dst, ui.Rect{X: bar.X, Y: bar.Y + bar.H*float64(top)/float64(n), W: bar.W, H: th}, ui.Muted)
	}
	a.U.Text(dst, ui.Fit(a.U, foot, l.r.W-20*s, 11), l.r.X+l.r.W/2, l.r.Y+l.r.H-14*s, 11, false, ui.Muted, 0.5)
}
