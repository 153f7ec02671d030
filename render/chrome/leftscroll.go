package chrome

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// The left panel's sections scroll under its title band when the
// window is too short for them all (a small window, larger text): by the
// wheel and a scroll bar at its edge, and a line at its foot names the
// sections out of sight, so that none of them goes without a word.

// The left panel at 100 %: its title band's height, where its first
// section starts, a step of its scrolling (a row of the terrain chart)
// and the strip at its foot that names what is out of sight.
const LeftBandH, LeftTop, LeftStep, LeftNoteH = 40, 52, 21, 34

// leftSection is a section of the left panel as last drawn, from its
// top to the next one's.
type leftSection struct {
	name       string
	start, end float64
}

// LeftScrolls reports whether the left panel's sections, as last drawn,
// are more than it has room for.
func (c *Chrome) LeftScrolls() bool {
	s := c.Scale
	return c.LeftH > 0 && (LeftTop-LeftBandH+4)*s+c.LeftH > c.Left.H-LeftBandH*s
}

// leftView is where the sections show: under the band, above the strip
// at the foot when they scroll.
func (c *Chrome) leftView() ui.Rect {
	s, r := c.Scale, c.Left
	v := ui.Rect{X: r.X, Y: r.Y + LeftBandH*s, W: r.W - 2*s, H: r.H - LeftBandH*s}
	if c.LeftScrolls() {
		v.H -= LeftNoteH * s
	}
	return v
}

// leftRows are the sections' height and the view's in steps.
func (c *Chrome) leftRows() (n, fit int) {
	s := c.Scale
	step := LeftStep * s
	n = int(math.Ceil(((LeftTop-LeftBandH+4)*s + c.LeftH) / step))
	return n, int(c.leftView().H / step)
}

// LeftTrack is the scroll bar's track, at the panel's edge by the map.
func (c *Chrome) LeftTrack() ui.Rect {
	s, v := c.Scale, c.leftView()
	return ui.Rect{X: v.X + v.W - 9*s, Y: v.Y + 4*s, W: 7 * s, H: v.H - 8*s}
}

// LeftWheel scrolls the left panel by the wheel's dy, three steps a
// notch, when the pointer at (x, y) is over its sections; it reports
// whether the panel took it.
func (c *Chrome) LeftWheel(x, y, dy float64) bool {
	if dy == 0 || c.LeftFolded() || !c.LeftScrolls() || !c.leftView().In(x, y) {
		return false
	}
	n, fit := c.leftRows()
	c.LeftScroll.Turn(3*dy, n, fit)
	return true
}

// LeftBarInput drags the left panel's scroll bar, or brings its thumb
// to a press on the track; it reports whether it took the input.
func (c *Chrome) LeftBarInput(in ui.InputState, wasDown bool) bool {
	if c.LeftFolded() || !c.LeftScrolls() {
		c.LeftScroll.Drag = false
		return false
	}
	n, fit := c.leftRows()
	return c.LeftScroll.BarInput(c.LeftTrack(), n, fit, 20*c.Scale, in, wasDown)
}

// LeftHidden names the sections out of sight: those below the view
// while any is, else those above it; "" when all show.
func (c *Chrome) LeftHidden() string {
	v := c.leftView()
	var above, below []string
	for _, sec := range c.leftSections {
		switch {
		case sec.end > v.Y+v.H+1:
			below = append(below, sec.name)
		case sec.start < v.Y-1:
			above = append(above, sec.name)
		}
	}
	if len(below) > 0 {
		return "Below: " + strings.Join(below, ", ") + " (wheel or bar)"
	}
	if len(above) > 0 {
		return "Above: " + strings.Join(above, ", ")
	}
	return ""
}

// drawLeftFrame draws over the scrolled sections what stays put: the
// title band, the edge by the map and, when the sections scroll, their
// scroll bar and the strip naming what is out of sight.
func (c *Chrome) drawLeftFrame(dst *ebiten.Image) {
	s, r := c.Scale, c.Left
	x := r.X + 12*s
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W - 2*s, H: LeftBandH * s}, ui.Band)
	c.U.Text(dst, "KANDAHAR", x, r.Y+18*s, 17, true, ui.BandText, 0)
	c.U.Text(dst, "Special Forces in Afghanistan", x, r.Y+33*s, 11, false, ui.BandMuted, 0)
	ui.FillRect(dst, ui.Rect{X: r.X + r.W - 2*s, Y: r.Y, W: 2 * s, H: r.H}, ui.Ink)
	if !c.LeftScrolls() {
		return
	}
	v := c.leftView()
	n, fit := c.leftRows()
	if thumb, ok := ui.ScrollThumb(c.LeftTrack(), n, fit, c.LeftScroll.Clamp(n, fit), 20*s); ok {
		ui.DrawScrollBar(dst, c.LeftTrack(), thumb, s)
	}
	strip := ui.Rect{X: r.X, Y: v.Y + v.H, W: r.W - 2*s, H: r.Y + r.H - v.Y - v.H}
	ui.FillRect(dst, strip, ui.Paper2)
	ui.FillRect(dst, ui.Rect{X: strip.X, Y: strip.Y, W: strip.W, H: 1 * s}, ui.Muted)
	room := c.leftFoldRect().X - 4*s - x
	lines := c.U.Wrap(c.LeftHidden(), room, 11, true)
	if len(lines) > 2 {
		lines = []string{lines[0], ui.Fit(c.U, strings.Join(lines[1:], " "), room, 11)}
	}
	for i, l := range lines {
		c.U.Text(dst, l, x, strip.Y+strip.H/2+(float64(i)-float64(len(lines)-1)/2)*13*s, 11, true, ui.Ink, 0)
	}
}
