package paper

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"sync/atomic"

	"golang.org/x/image/font"

	"kandahar/game"
)

// Counters drawn like die-cut counters: a square tile with a bevel and a
// shadow, a colour per side, a NATO-ish symbol, the four values of 2.4 in
// the corners and the name in the middle. A face is everything that shows,
// so it is also the cache key of the drawn image.

// Symbol is the picture in the middle of a counter.
type Symbol uint8

const (
	SymNone Symbol = iota
	SymTeam
	SymCommander
	SymOfficer
	SymCamp
	SymWeapon
	SymRadio
	SymMedKit
	SymCrate
	SymTruck
	SymHelo
	SymPlane
	SymBoat
	SymEnemy
	SymMission
	SymCasualty
)

// Palette is a counter's colours: one a side or kind of piece.
type Palette uint8

const (
	PalSF Palette = iota
	PalGear
	PalAir
	PalEnemy
	PalMission
	PalCasualty
)

var palettes = map[Palette]struct{ bg, fg, edge color.NRGBA }{
	// Special Forces and the enemy differ in lightness, not only in hue,
	// so that a player blind to red and green tells them apart
	PalSF:       {RGB(0x5C6B33), RGB(0xFAF3DC), RGB(0x2C3416)},
	PalGear:     {RGB(0xA9B394), RGB(0x1C2014), RGB(0x4A5238)},
	PalAir:      {RGB(0xB4D3EA), RGB(0x0F1E2C), RGB(0x45627A)},
	PalEnemy:    {RGB(0x5E140D), RGB(0xFFF3E4), RGB(0x2A0604)},
	PalMission:  {RGB(0xEEC94A), RGB(0x2A2108), RGB(0x7A5F10)},
	PalCasualty: {RGB(0x1F1F1F), RGB(0xF4F4F4), RGB(0x000000)},
}

// highPalettes are the palettes that high contrast changes: a text at
// 7:1 or more on its counter (the Special Forces' pale text on olive was
// 5.3:1). The others reach it already.
var highPalettes = map[Palette]struct{ bg, fg, edge color.NRGBA }{
	PalSF: {RGB(0x3E4A1A), RGB(0xFAF3DC), RGB(0x1E2409)},
}

// high is set while the window shows high contrast (SetHighContrast).
var high atomic.Bool

// SetHighContrast switches the counters to their high-contrast palette,
// or back; counters drawn before must be drawn again.
func SetHighContrast(on bool) { high.Store(on) }

func paletteOf(p Palette) struct{ bg, fg, edge color.NRGBA } {
	if c, ok := highPalettes[p]; ok && high.Load() {
		return c
	}
	return palettes[p]
}

// MoveStyle is how the movement value is printed (2.4, 10.2).
type MoveStyle uint8

const (
	MovePlain MoveStyle = iota
	MovePlus
	MovePlusBlack
	MoveMinus
)

// CounterFace is what a counter shows.
type CounterFace struct {
	Name                    string
	Pal                     Palette
	Sym                     Symbol
	Fire, Cost, Noise, Move string
	FireRed, NoiseRed       bool
	MoveRed                 bool
	MoveStyle               MoveStyle
	Detected                bool
	Spent                   bool   // flipped for suppressive fire (15.0)
	Band                    string // a strip across the counter: SUPPRESSED, ARMED
	Casualty                string // the casualties marker on a team (13.1)
	Note                    string // a mission's requirements
}

// Signed writes a modifier with its sign: +2, 0, -1.
func Signed(v int) string {
	if v > 0 {
		return fmt.Sprintf("+%d", v)
	}
	return fmt.Sprint(v)
}

// SpecFace is a counter as printed, before play changes anything.
func SpecFace(sp *game.Spec) CounterFace {
	f := CounterFace{Name: sp.Name}
	switch sp.Kind {
	case game.KindTeam:
		f.Pal, f.Sym = PalSF, SymTeam
		f.Fire, f.Cost, f.Noise, f.Move = fmt.Sprint(sp.Firepower), fmt.Sprint(sp.Cost), fmt.Sprint(sp.Noise), fmt.Sprint(sp.Move)
	case game.KindCommander, game.KindOfficer:
		f.Pal, f.Sym = PalSF, SymCommander
		if sp.Kind == game.KindOfficer {
			f.Sym = SymOfficer
		}
		f.Fire, f.Cost, f.Noise = Signed(sp.Firepower), fmt.Sprint(sp.Cost), Signed(sp.Noise)
	case game.KindBaseCamp:
		f.Pal, f.Sym = PalSF, SymCamp
		f.Cost = fmt.Sprint(sp.Cost)
	case game.KindGear:
		f.Pal, f.Sym = PalGear, gearSymbol(sp)
		if sp.Has(game.TagAirSupport) || sp.Has(game.TagHelicopter) {
			f.Pal = PalAir
		}
		f.Fire, f.Cost = Signed(sp.Firepower), fmt.Sprint(sp.Cost)
		if sp.IsPlus() {
			f.Noise = fmt.Sprint(sp.Noise)
		} else {
			f.Noise = Signed(sp.Noise)
		}
	case game.KindMission:
		f.Pal, f.Sym = PalMission, SymMission
		f.Fire = fmt.Sprint(sp.Firepower)
		f.Note = game.RequirementText(sp.Requires)
	case game.KindCasualty:
		f.Pal, f.Sym = PalCasualty, SymCasualty
		if sp.Kills == 0 {
			f.Fire, f.Noise, f.Move = Signed(sp.FirepowerMod), Signed(sp.NoiseMod), Signed(sp.MoveMod)
		}
	case game.KindEnemy:
		f.Pal, f.Sym = PalEnemy, SymEnemy
		f.Fire, f.Move = fmt.Sprint(sp.Firepower), fmt.Sprint(sp.Move)
	}
	switch sp.MoveType {
	case game.MoveStandard:
		f.Move, f.MoveStyle = fmt.Sprint(sp.Move), MovePlain
	case game.MovePlus:
		f.Move, f.MoveStyle = fmt.Sprintf("+%d", sp.Move), MovePlus
	case game.MovePlusBlack:
		f.Move, f.MoveStyle = fmt.Sprintf("+%d", sp.Move), MovePlusBlack
	case game.MoveMinus:
		f.Move, f.MoveStyle = fmt.Sprintf("-%d", sp.Move), MoveMinus
	}
	return f
}

func gearSymbol(sp *game.Spec) Symbol {
	n := strings.ToLower(sp.Name)
	switch {
	case sp.Has(game.TagHelicopter):
		return SymHelo
	case sp.Has(game.TagAirSupport):
		return SymPlane
	case sp.Has(game.TagPatrolBoat):
		return SymBoat
	case sp.IsPlus():
		return SymTruck
	case sp.Has(game.TagRadio):
		return SymRadio
	case sp.Has(game.TagMedKit):
		return SymMedKit
	case sp.Has(game.TagWeapon):
		return SymWeapon
	case strings.Contains(n, "drone"):
		return SymPlane
	}
	return SymCrate
}

// PieceFace is a piece as it stands now: casualties shown in red, detected
// teams marked, fired weapons flipped.
func PieceFace(s *game.State, id game.PieceID) CounterFace {
	sp, p := s.Spec(id), s.P(id)
	f := SpecFace(sp)
	switch sp.Kind {
	case game.KindTeam:
		if v := s.Firepower(id); v != sp.Firepower {
			f.Fire, f.FireRed = fmt.Sprint(v), true
		}
		if v := s.NoiseValue(id); v != sp.Noise {
			f.Noise, f.NoiseRed = fmt.Sprint(v), true
		}
		if v := s.MoveValue(id); v != sp.Move {
			f.Move, f.MoveRed = fmt.Sprint(v), true
		}
		if p.Casualty != game.None {
			f.Casualty = s.Spec(p.Casualty).Name
		}
	}
	f.Detected = p.Detected && p.Place == game.OnMap
	f.Spent = p.Spent
	switch {
	case p.Suppressed:
		f.Band = "SUPPRESSED"
	case p.Armed:
		f.Band = "TRAP SET"
	}
	return f
}

// PrintedFaceSide is the side, in pixels at 100 % UI scale, from which a
// counter is drawn as printed, its four values in the corners and its
// name under the symbol: there the values are ValueFloor pixels. Under it
// the printed detail cannot be read (at the window's first zoom a value
// was 5 pixels tall and a name 3), so a smaller counter gets the
// simplified face.
const PrintedFaceSide = 55

// ValueFloor is the smallest size, in pixels at 100 % UI scale, that a
// value is written at on either face: the window's text floor.
const ValueFloor = 11

// DrawCounter draws a counter of side S pixels with its top-left at (x,
// y) on c, shadow included (it spills S*0.07 right and down), for a UI
// scale of 1.
func DrawCounter(c *Canvas, f CounterFace, x, y, S float64) {
	DrawCounterScaled(c, f, x, y, S, 1)
}

// DrawCounterScaled draws a counter of side S pixels for a UI scale of u
// pixels to the point: the face is chosen by the counter's size in points
// (S/u), the printed face from PrintedFaceSide up, the simplified face
// under it, so that a value is never written under ValueFloor points.
func DrawCounterScaled(c *Canvas, f CounterFace, x, y, S, u float64) {
	u = math.Max(u, 1e-3)
	bg, fg, bw := drawTile(c, f, x, y, S)
	if S/u >= PrintedFaceSide {
		drawPrinted(c, f, x, y, S, bg, fg, bw)
		return
	}
	drawSimplified(c, f, x, y, S, u, bg, fg, bw)
}

// faceColors are a counter's ground and ink: its palette's, or grey for a
// fired weapon.
func faceColors(f CounterFace) (bg, fg color.NRGBA) {
	if f.Spent {
		return spentBg, spentFg
	}
	pal := paletteOf(f.Pal)
	return pal.bg, pal.fg
}

// A fired weapon is flipped to its grey back (15.0); its ink on it is
// above 4.5:1.
var (
	spentBg = RGB(0xA3A39B)
	spentFg = RGB(0x1E1E1E)
)

// drawTile draws the die-cut tile: shadow, edge, bevel and face. It
// gives the face's colours and the bevel's width.
func drawTile(c *Canvas, f CounterFace, x, y, S float64) (bg, fg color.NRGBA, bw float64) {
	pal := paletteOf(f.Pal)
	bg, fg = faceColors(f)
	rad := S * 0.07
	// shadow
	var sh Shape
	sh.RoundRect(x+S*0.05, y+S*0.06, S, S, rad)
	c.Fill(&sh, RGBA(0x000000, 90))
	// edge, bevel, face
	var e Shape
	e.RoundRect(x, y, S, S, rad)
	c.Fill(&e, pal.edge)
	bw = math.Max(1, S*0.045)
	var light Shape
	light.Poly(Pt{x + bw*0.5, y + bw*0.5}, Pt{x + S - bw*0.5, y + bw*0.5}, Pt{x + S - bw*2, y + bw*2}, Pt{x + bw*2, y + S - bw*2}, Pt{x + bw*0.5, y + S - bw*0.5})
	c.Fill(&light, Shade(bg, 0.35))
	var dark Shape
	dark.Poly(Pt{x + S - bw*0.5, y + bw*0.5}, Pt{x + S - bw*0.5, y + S - bw*0.5}, Pt{x + bw*0.5, y + S - bw*0.5}, Pt{x + bw*2, y + S - bw*2}, Pt{x + S - bw*2, y + bw*2})
	c.Fill(&dark, Shade(bg, -0.35))
	var face Shape
	face.Rect(x+bw*2, y+bw*2, S-bw*4, S-bw*4)
	c.Fill(&face, bg)
	return bg, fg, bw
}

// drawFigures is false only in tests, which measure a face's figures as
// what they add to it.
var drawFigures = true

// drawValue writes a value in face vf (of size fs) with its left (ax 0)
// or right (ax 1) at px and its middle at py: a value changed by a
// casualty (13.1) in red on a light pill, others in the face's ink.
func drawValue(c *Canvas, vf font.Face, fs float64, s string, px, py, ax float64, red bool, fg color.NRGBA) {
	if s == "" {
		return
	}
	if red {
		w := TextWidth(vf, s)
		x0 := px - ax*w
		var pill Shape
		pill.RoundRect(x0-fs*0.15, py-fs*0.55, w+fs*0.3, fs*1.1, fs*0.2)
		c.Fill(&pill, RGB(0xFFF6E8))
		figures(c, vf, s, px, py, ax, RGB(0xD0160E))
		return
	}
	figures(c, vf, s, px, py, ax, fg)
}

// figures writes a value. It is written twice, half a pixel apart
// vertically: the bar of a minus or a plus, a tenth of the size thick,
// would otherwise fall across two rows of pixels at half ink and read at
// 3:1 where the ink is at 5:1.
func figures(c *Canvas, vf font.Face, s string, px, py, ax float64, col color.NRGBA) {
	if drawFigures {
		c.Text(vf, s, px, py-0.25, ax, col)
		c.Text(vf, s, px, py+0.25, ax, col)
	}
}

// drawMove writes the movement value with its right at px: a plus-type
// value in a dark roundel, a black-number plus value black on a white
// box (9.2, 10.4), others as drawValue.
func drawMove(c *Canvas, vf font.Face, fs float64, f CounterFace, px, py float64, fg color.NRGBA) {
	w := TextWidth(vf, f.Move)
	switch f.MoveStyle {
	case MovePlus:
		var r Shape
		r.RoundRect(px-w-fs*0.2, py-fs*0.6, w+fs*0.4, fs*1.2, fs*0.3)
		c.Fill(&r, RGB(0x7A1F14))
		figures(c, vf, f.Move, px, py, 1, RGB(0xFFFFFF))
	case MovePlusBlack:
		var r Shape
		r.RoundRect(px-w-fs*0.2, py-fs*0.6, w+fs*0.4, fs*1.2, fs*0.15)
		c.Fill(&r, RGB(0x000000))
		var r2 Shape
		r2.RoundRect(px-w-fs*0.125, py-fs*0.525, w+fs*0.25, fs*1.05, fs*0.1)
		c.Fill(&r2, RGB(0xFFFFFF))
		figures(c, vf, f.Move, px, py, 1, RGB(0x000000))
	default:
		drawValue(c, vf, fs, f.Move, px, py, 1, f.MoveRed, fg)
	}
}

// drawPrinted is the counter as printed: the four values of 2.4 in the
// corners, the symbol, the name, and the marks of play.
func drawPrinted(c *Canvas, f CounterFace, x, y, S float64, bg, fg color.NRGBA, bw float64) {
	if f.Spent {
		fn := Face(FontBold, S*0.16)
		c.Text(fn, "FIRED", x+S/2, y+S*0.42, 0.5, fg)
		c.Text(Face(FontRegular, S*0.12), fitName(f.Name, S), x+S/2, y+S*0.64, 0.5, fg)
		return
	}
	// symbol
	sc := Pt{x + S/2, y + S*0.42}
	if f.Sym == SymMission {
		sc.Y = y + S*0.33
	}
	drawSymbol(c, f.Sym, sc, S, fg, bg)
	if f.Detected {
		// under the values, which it would clip
		detectedBorder(c, math.Max(2, S*0.07), Pt{x + bw, y + bw}, Pt{x + S - bw, y + bw}, Pt{x + S - bw, y + S - bw}, Pt{x + bw, y + S - bw})
	}
	fs := S * 0.2
	vf := Face(FontBold, fs)
	in := S * 0.1
	top, bot := y+in+S*0.05, y+S-in-S*0.04
	drawValue(c, vf, fs, f.Fire, x+in, top, 0, f.FireRed, fg)
	drawValue(c, vf, fs, f.Cost, x+S-in, top, 1, false, fg)
	drawValue(c, vf, fs, f.Noise, x+in, bot, 0, f.NoiseRed, fg)
	drawMove(c, vf, fs, f, x+S-in, bot, fg)
	// name
	if f.Sym == SymMission {
		lines := wrapName(f.Name, S)
		nf := Face(FontBold, S*0.115)
		for i, ln := range lines {
			c.Text(nf, ln, x+S/2, y+S*0.6+float64(i)*S*0.13, 0.5, fg)
		}
		if f.Note != "" {
			c.Text(Face(FontRegular, S*0.095), fitText(Face(FontRegular, S*0.095), f.Note, S*0.92), x+S/2, y+S*0.6+float64(len(lines))*S*0.13+S*0.02, 0.5, fg)
		}
	} else {
		size, lines := nameLayout(f.Name, S)
		nf := Face(FontBold, size)
		y0 := y + S*0.665
		if len(lines) == 2 {
			y0 = y + S*0.63
		}
		for i, ln := range lines {
			c.Text(nf, ln, x+S/2, y0+float64(i)*size*1.05, 0.5, fg)
		}
	}
	if f.Casualty != "" {
		var band Shape
		band.Rect(x+bw*2, y+S*0.735, S-bw*4, S*0.12)
		c.Fill(&band, RGBA(0x111111, 230))
		cf := Face(FontBold, S*0.09)
		c.Text(cf, fitText(cf, strings.ToUpper(f.Casualty), S*0.5), x+S/2, y+S*0.795, 0.5, RGB(0xFF5A4A))
	}
	if f.Band != "" {
		var band Shape
		band.Rect(x+bw*2, y+S*0.2, S-bw*4, S*0.13)
		c.Fill(&band, RGBA(0xF2D000, 235))
		c.Text(Face(FontBold, S*0.1), f.Band, x+S/2, y+S*0.265, 0.5, RGB(0x000000))
	}
	if f.Detected {
		// the eye badge; the word too once it can be 11 px
		ec := Pt{x + S*0.5, y + S*0.13}
		if fs := S * 0.1; fs >= 11 {
			var tab Shape
			tab.RoundRect(ec.X-S*0.3, ec.Y-S*0.075, S*0.6, S*0.15, S*0.04)
			c.Fill(&tab, detectedInk)
			c.Text(Face(FontBold, fs), "DETECTED", ec.X, ec.Y, 0.5, RGB(0xFFFFFF))
		} else {
			eyeBadge(c, ec, S*0.11)
		}
	}
}

// symbolBoxes are what each symbol drawn for a counter of side 1 at
// (0, 0) covers, its strokes included: left, top, right, bottom.
var symbolBoxes = map[Symbol]Box{
	SymTeam:      {-0.25, -0.16, 0.25, 0.16},
	SymCommander: {-0.17, -0.17, 0.17, 0.14},
	SymOfficer:   {-0.17, -0.17, 0.17, 0.14},
	SymCamp:      {-0.22, -0.28, 0.22, 0.14},
	SymWeapon:    {-0.29, -0.06, 0.29, 0.10},
	SymRadio:     {-0.13, -0.22, 0.24, 0.12},
	SymMedKit:    {-0.15, -0.13, 0.15, 0.13},
	SymCrate:     {-0.17, -0.13, 0.17, 0.14},
	SymTruck:     {-0.25, -0.16, 0.25, 0.25},
	SymHelo:      {-0.27, -0.17, 0.27, 0.10},
	SymPlane:     {-0.24, -0.18, 0.24, 0.17},
	SymBoat:      {-0.24, -0.12, 0.26, 0.12},
	SymEnemy:     {-0.27, -0.23, 0.27, 0.23},
	SymMission:   {-0.22, -0.22, 0.22, 0.22},
	SymCasualty:  {-0.14, -0.14, 0.14, 0.14},
}

// drawSimplified is the face of a counter too small for its printed
// detail: its values where the printed counter has them, firepower top
// left, noise bottom left, movement bottom right, in at least ValueFloor
// points (the cost, which matters only in the shop, is left off), the
// symbol as big as the room between them allows, and the marks of play
// as shapes. The name is left off too: at this size it could not be
// written at ValueFloor. Under the size at which two rows of values fit,
// the symbol alone fills the face.
func drawSimplified(c *Canvas, f CounterFace, x, y, S, u float64, bg, fg color.NRGBA, bw float64) {
	fs := ValueFloor * u
	vf := Face(FontBold, fs)
	capH := capHeight(vf)
	pad := math.Max(u, S*0.03)
	x0, y0, x1, y1 := x+bw*2+pad, y+bw*2+pad*0.5, x+S-bw*2-pad, y+S-bw*2-pad*0.5
	W := x1 - x0
	fire, noise, move := f.Fire, f.Noise, f.Move
	withValues := y1-y0 >= 2*capH+3*u+S*0.22 && (fire != "" || noise != "" || move != "")
	// the symbol's room: the face less the rows of values
	sy0, sy1 := y0, y1
	if withValues {
		// two values too wide for the bottom row: keep the one that
		// matters more for the piece (a vehicle's movement, others' noise)
		if noise != "" && move != "" && TextWidth(vf, noise)+TextWidth(vf, move)+fs*0.7 > W {
			if f.MoveStyle == MovePlus || f.MoveStyle == MovePlusBlack {
				noise = ""
			} else {
				move = ""
			}
		}
		if fire != "" || f.Detected || f.Casualty != "" {
			sy0 = y0 + capH + 2*u
		}
		if noise != "" || move != "" {
			sy1 = y1 - capH - 2*u
		}
	}
	// the symbol: in the band between the rows, or beside the firepower
	// down to the bottom row, whichever lets it be bigger
	sb := symbolBoxes[f.Sym]
	sw, sh := sb.X1-sb.X0, sb.Y1-sb.Y0
	sx0 := x0
	ss := math.Min(W/sw, (sy1-sy0)/sh)
	if withValues && fire != "" && !f.Detected && f.Casualty == "" {
		bx0 := x0 + TextWidth(vf, fire) + fs*0.3
		if bs := math.Min((x1-bx0)/sw, (sy1-y0)/sh); bs > ss {
			ss, sx0, sy0 = bs, bx0, y0
		}
	}
	ss = math.Min(ss, S*1.3)
	// the box's middle on the room's
	at := Pt{(sx0+x1)/2 - (sb.X0+sb.X1)/2*ss, (sy0+sy1)/2 - (sb.Y0+sb.Y1)/2*ss}
	drawSymbol(c, f.Sym, at, ss, fg, bg)
	if f.Spent {
		// fired (15.0): struck through, as well as grey
		c.Line(fg, math.Max(1.5*u, S*0.06), Pt{x0, sy1}, Pt{x1, sy0})
	}
	if f.Band != "" {
		// suppressed or armed: a yellow and black stripe across the top
		bandStripe(c, x+bw*2, y+bw*2, S-bw*4, math.Max(2*u, S*0.08))
	}
	if f.Detected {
		detectedBorder(c, math.Max(1.5*u, S*0.07), Pt{x + bw, y + bw}, Pt{x + S - bw, y + bw}, Pt{x + S - bw, y + S - bw}, Pt{x + bw, y + S - bw})
	}
	if withValues {
		top, bot := y0+capH/2, y1-capH/2
		drawValue(c, vf, fs, fire, x0, top, 0, f.FireRed, fg)
		drawValue(c, vf, fs, noise, x0, bot, 0, f.NoiseRed, fg)
		if move != "" {
			drawMove(c, vf, fs, f, x1, bot, fg)
		}
	}
	// the free top-right corner carries the marks: casualties (13.1), then
	// detection (12.0)
	r := math.Max(3*u, S*0.12)
	corner := Pt{x1 - r, y0 + r}
	if f.Casualty != "" {
		c.Circle(RGB(0x111111), corner, r)
		c.Rect(RGB(0xFF5A4A), corner.X-r*0.2, corner.Y-r*0.65, r*0.4, r*1.3)
		c.Rect(RGB(0xFF5A4A), corner.X-r*0.65, corner.Y-r*0.2, r*1.3, r*0.4)
		corner.X -= 2.2 * r
	}
	if f.Detected && withValues {
		eyeBadge(c, corner, r)
	}
}

// bandStripe is a band of yellow and black diagonal stripes.
func bandStripe(c *Canvas, x, y, w, h float64) {
	c.Rect(RGBA(0xF2D000, 235), x, y, w, h)
	var s Shape
	for t := x - h; t < x+w; t += h * 1.6 {
		a, b := math.Max(t, x), math.Min(t+h*0.7, x+w)
		if b <= a {
			continue
		}
		s.Poly(Pt{a, y + h}, Pt{b, y + h}, Pt{math.Min(b+h, x+w), y}, Pt{math.Min(a+h, x+w), y})
	}
	c.Fill(&s, RGB(0x000000))
}

// capHeight is the height of a face's capitals and figures in pixels.
func capHeight(f font.Face) float64 {
	m := f.Metrics()
	if h := float64(m.CapHeight) / 64; h > 0 {
		return h
	}
	return float64(m.Ascent) / 64 * 0.7
}

func fitText(f font.Face, s string, w float64) string {
	for len(s) > 1 && TextWidth(f, s) > w {
		s = s[:len(s)-1]
	}
	return s
}

func fitName(s string, S float64) string {
	return fitText(Face(FontRegular, S*0.12), s, S*0.88)
}

// nameLayout fits a counter's name: one line, smaller, or two lines.
func nameLayout(name string, S float64) (float64, []string) {
	for _, k := range []float64{0.13, 0.115} {
		if TextWidth(Face(FontBold, S*k), name) <= S*0.88 {
			return S * k, []string{name}
		}
	}
	size := S * 0.105
	f := Face(FontBold, size)
	words := strings.Fields(name)
	for i := len(words) - 1; i >= 1; i-- {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if TextWidth(f, a) <= S*0.9 && TextWidth(f, b) <= S*0.9 {
			return size, []string{a, b}
		}
	}
	return size, []string{fitText(f, name, S*0.9)}
}

// wrapName breaks a mission name into at most two lines.
func wrapName(s string, S float64) []string {
	f := Face(FontBold, S*0.115)
	if TextWidth(f, s) <= S*0.9 {
		return []string{s}
	}
	words := strings.Fields(s)
	best := []string{s}
	for i := 1; i < len(words); i++ {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if TextWidth(f, a) <= S*0.9 && TextWidth(f, b) <= S*0.9 {
			return []string{a, b}
		}
		best = []string{fitText(f, a, S*0.9), fitText(f, b, S*0.9)}
	}
	return best
}

// drawSymbol draws a kind's symbol centred at c for a counter of side S.
func drawSymbol(c *Canvas, sym Symbol, ctr Pt, S float64, fg, bg color.NRGBA) {
	w := math.Max(1, S*0.035)
	bw, bh := S*0.46, S*0.28
	box := func() (Shape, float64, float64, float64, float64) {
		var s Shape
		x0, y0 := ctr.X-bw/2, ctr.Y-bh/2
		s.Outline(w, Pt{x0, y0}, Pt{x0 + bw, y0}, Pt{x0 + bw, y0 + bh}, Pt{x0, y0 + bh})
		return s, x0, y0, x0 + bw, y0 + bh
	}
	switch sym {
	case SymTeam:
		s, x0, y0, x1, y1 := box()
		s.Seg(Pt{x0, y0}, Pt{x1, y1}, w)
		s.Seg(Pt{x0, y1}, Pt{x1, y0}, w)
		// special forces: a small "SF" pennant on top
		c.Fill(&s, fg)
	case SymCommander, SymOfficer:
		star := func(r float64) []Pt {
			var p []Pt
			for i := 0; i < 10; i++ {
				rr := r
				if i%2 == 1 {
					rr = r * 0.42
				}
				a := -math.Pi/2 + float64(i)*math.Pi/5
				p = append(p, Pt{ctr.X + rr*math.Cos(a), ctr.Y + rr*math.Sin(a)})
			}
			return p
		}
		c.Poly(fg, star(S*0.17)...)
		if sym == SymOfficer {
			c.Poly(bg, star(S*0.09)...)
		}
	case SymCamp:
		c.Poly(fg, Pt{ctr.X, ctr.Y - S*0.16}, Pt{ctr.X + S*0.22, ctr.Y + S*0.14}, Pt{ctr.X - S*0.22, ctr.Y + S*0.14})
		c.Poly(bg, Pt{ctr.X, ctr.Y - S*0.02}, Pt{ctr.X + S*0.07, ctr.Y + S*0.14}, Pt{ctr.X - S*0.07, ctr.Y + S*0.14})
		c.Line(fg, w, Pt{ctr.X, ctr.Y - S*0.16}, Pt{ctr.X, ctr.Y - S*0.26})
		c.Poly(fg, Pt{ctr.X, ctr.Y - S*0.26}, Pt{ctr.X + S*0.1, ctr.Y - S*0.225}, Pt{ctr.X, ctr.Y - S*0.19})
	case SymWeapon:
		// a rifle in profile
		y := ctr.Y
		c.Line(fg, w*1.6, Pt{ctr.X - S*0.26, y}, Pt{ctr.X + S*0.26, y})
		c.Poly(fg, Pt{ctr.X - S*0.28, y - S*0.02}, Pt{ctr.X - S*0.1, y - S*0.02}, Pt{ctr.X - S*0.1, y + S*0.05}, Pt{ctr.X - S*0.28, y + S*0.09})
		c.Poly(fg, Pt{ctr.X - S*0.02, y}, Pt{ctr.X + S*0.03, y}, Pt{ctr.X + S*0.01, y + S*0.1}, Pt{ctr.X - S*0.04, y + S*0.1})
		c.Line(fg, w, Pt{ctr.X + S*0.18, y}, Pt{ctr.X + S*0.18, y - S*0.04})
	case SymRadio:
		c.Rect(fg, ctr.X-S*0.13, ctr.Y-S*0.04, S*0.26, S*0.16)
		c.Rect(bg, ctr.X-S*0.09, ctr.Y, S*0.08, S*0.06)
		c.Line(fg, w, Pt{ctr.X + S*0.08, ctr.Y - S*0.04}, Pt{ctr.X + S*0.12, ctr.Y - S*0.2})
		c.Line(fg, w*0.8, Pt{ctr.X + S*0.16, ctr.Y - S*0.2}, Pt{ctr.X + S*0.2, ctr.Y - S*0.16}, Pt{ctr.X + S*0.17, ctr.Y - S*0.12}, Pt{ctr.X + S*0.22, ctr.Y - S*0.08})
	case SymMedKit:
		c.Rect(RGB(0xFFFFFF), ctr.X-S*0.15, ctr.Y-S*0.13, S*0.3, S*0.26)
		c.Rect(RGB(0xC8201A), ctr.X-S*0.035, ctr.Y-S*0.1, S*0.07, S*0.2)
		c.Rect(RGB(0xC8201A), ctr.X-S*0.1, ctr.Y-S*0.035, S*0.2, S*0.07)
	case SymCrate:
		var s Shape
		s.Outline(w, Pt{ctr.X - S*0.15, ctr.Y - S*0.11}, Pt{ctr.X + S*0.15, ctr.Y - S*0.11}, Pt{ctr.X + S*0.15, ctr.Y + S*0.12}, Pt{ctr.X - S*0.15, ctr.Y + S*0.12})
		s.Seg(Pt{ctr.X - S*0.15, ctr.Y - S*0.03}, Pt{ctr.X + S*0.15, ctr.Y - S*0.03}, w)
		s.Seg(Pt{ctr.X, ctr.Y - S*0.11}, Pt{ctr.X, ctr.Y + S*0.12}, w)
		c.Fill(&s, fg)
	case SymTruck:
		s, x0, _, x1, y1 := box()
		s.Ring(Pt{x0 + bw*0.25, y1 + S*0.05}, S*0.035, w)
		s.Ring(Pt{x1 - bw*0.25, y1 + S*0.05}, S*0.035, w)
		c.Fill(&s, fg)
	case SymHelo:
		// NATO rotary wing: a bow tie
		c.Poly(fg, Pt{ctr.X - S*0.22, ctr.Y - S*0.1}, Pt{ctr.X, ctr.Y}, Pt{ctr.X - S*0.22, ctr.Y + S*0.1})
		c.Poly(fg, Pt{ctr.X + S*0.22, ctr.Y - S*0.1}, Pt{ctr.X, ctr.Y}, Pt{ctr.X + S*0.22, ctr.Y + S*0.1})
		c.Line(fg, w, Pt{ctr.X - S*0.25, ctr.Y - S*0.15}, Pt{ctr.X + S*0.25, ctr.Y - S*0.15})
		c.Line(fg, w, Pt{ctr.X, ctr.Y - S*0.15}, Pt{ctr.X, ctr.Y})
	case SymPlane:
		c.Poly(fg, Pt{ctr.X, ctr.Y - S*0.18}, Pt{ctr.X + S*0.03, ctr.Y - S*0.1}, Pt{ctr.X + S*0.03, ctr.Y - S*0.03}, Pt{ctr.X + S*0.24, ctr.Y + S*0.06},
			Pt{ctr.X + S*0.24, ctr.Y + S*0.09}, Pt{ctr.X + S*0.03, ctr.Y + S*0.05}, Pt{ctr.X + S*0.03, ctr.Y + S*0.13}, Pt{ctr.X + S*0.09, ctr.Y + S*0.17},
			Pt{ctr.X - S*0.09, ctr.Y + S*0.17}, Pt{ctr.X - S*0.03, ctr.Y + S*0.13}, Pt{ctr.X - S*0.03, ctr.Y + S*0.05}, Pt{ctr.X - S*0.24, ctr.Y + S*0.09},
			Pt{ctr.X - S*0.24, ctr.Y + S*0.06}, Pt{ctr.X - S*0.03, ctr.Y - S*0.03}, Pt{ctr.X - S*0.03, ctr.Y - S*0.1})
	case SymBoat:
		c.Poly(fg, Pt{ctr.X - S*0.24, ctr.Y - S*0.02}, Pt{ctr.X + S*0.26, ctr.Y - S*0.02}, Pt{ctr.X + S*0.14, ctr.Y + S*0.12}, Pt{ctr.X - S*0.2, ctr.Y + S*0.12})
		c.Rect(fg, ctr.X-S*0.08, ctr.Y-S*0.12, S*0.14, S*0.1)
	case SymEnemy:
		// hostile frame: a diamond, with the infantry cross
		r := S * 0.2
		var s Shape
		p := []Pt{{ctr.X, ctr.Y - r}, {ctr.X + r*1.2, ctr.Y}, {ctr.X, ctr.Y + r}, {ctr.X - r*1.2, ctr.Y}}
		s.Outline(w*1.2, p...)
		s.Seg(Pt{ctr.X - r*0.6, ctr.Y - r*0.5}, Pt{ctr.X + r*0.6, ctr.Y + r*0.5}, w)
		s.Seg(Pt{ctr.X - r*0.6, ctr.Y + r*0.5}, Pt{ctr.X + r*0.6, ctr.Y - r*0.5}, w)
		c.Fill(&s, fg)
	case SymMission:
		var s Shape
		s.Ring(ctr, S*0.13, w*1.2)
		s.Ring(ctr, S*0.05, w)
		s.Seg(Pt{ctr.X - S*0.2, ctr.Y}, Pt{ctr.X + S*0.2, ctr.Y}, w)
		s.Seg(Pt{ctr.X, ctr.Y - S*0.2}, Pt{ctr.X, ctr.Y + S*0.2}, w)
		c.Fill(&s, fg)
	case SymCasualty:
		c.Rect(RGB(0xD42A20), ctr.X-S*0.04, ctr.Y-S*0.14, S*0.08, S*0.28)
		c.Rect(RGB(0xD42A20), ctr.X-S*0.14, ctr.Y-S*0.04, S*0.28, S*0.08)
	}
}

// CounterImage draws one counter alone, S pixels square, with room for
// its shadow, for a UI scale of 1.
func CounterImage(f CounterFace, S int) *image.RGBA {
	return CounterImageScaled(f, S, 1)
}

// CounterImageScaled draws one counter alone, S pixels square, with room
// for its shadow, for a UI scale of u (DrawCounterScaled).
func CounterImageScaled(f CounterFace, S int, u float64) *image.RGBA {
	pad := int(math.Ceil(float64(S) * 0.08))
	c := NewCanvas(S+pad, S+pad)
	DrawCounterScaled(c, f, 0, 0, float64(S), u)
	return c.Img
}

// A detected counter (12.0) is marked by a red border striped with white
// and an eye, so that the mark shows without its colour: to a player
// blind to red, and in grey.
var (
	detectedRed = RGB(0xE0201A)
	detectedInk = RGB(0x1A0604)
)

// detectedBorder strokes the closed polygon p in red with white dashes.
func detectedBorder(c *Canvas, w float64, p ...Pt) {
	var d Shape
	d.Outline(w, p...)
	c.Fill(&d, detectedRed)
	var dash Shape
	step := math.Max(4, w*2.6)
	for i := range p {
		a, b := p[i], p[(i+1)%len(p)]
		n := math.Hypot(b.X-a.X, b.Y-a.Y)
		for t := step * 0.5; t+step*0.5 <= n; t += step {
			f0, f1 := t/n, (t+step*0.5)/n
			dash.Seg(Pt{a.X + (b.X-a.X)*f0, a.Y + (b.Y-a.Y)*f0}, Pt{a.X + (b.X-a.X)*f1, a.Y + (b.Y-a.Y)*f1}, w*0.6)
		}
	}
	c.Fill(&dash, RGB(0xFFFFFF))
}

// eyeBadge is an open eye in a dark roundel of radius r at ctr.
func eyeBadge(c *Canvas, ctr Pt, r float64) {
	c.Circle(detectedInk, ctr, r)
	var ring Shape
	ring.Ring(ctr, r, math.Max(1, r*0.14))
	c.Fill(&ring, detectedRed)
	var eye []Pt
	for i := 0; i <= 16; i++ {
		a := math.Pi * float64(i) / 16
		eye = append(eye, Pt{ctr.X - r*0.72*math.Cos(a), ctr.Y - r*0.42*math.Sin(a)})
	}
	for i := 1; i < 16; i++ {
		a := math.Pi * float64(i) / 16
		eye = append(eye, Pt{ctr.X + r*0.72*math.Cos(a), ctr.Y + r*0.42*math.Sin(a)})
	}
	c.Poly(RGB(0xFFFFFF), eye...)
	c.Circle(detectedInk, ctr, r*0.22)
}

// Colors are a palette's background, text and edge colours.
func (p Palette) Colors() (bg, fg, edge color.NRGBA) {
	c := paletteOf(p)
	return c.bg, c.fg, c.edge
}
