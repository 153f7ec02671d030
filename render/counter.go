package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"golang.org/x/image/font"

	"kandahar/game"
)

// Counters drawn like die-cut counters: a square tile with a bevel and a
// shadow, a colour per side, a NATO-ish symbol, the four values of 2.4 in
// the corners and the name in the middle. A face is everything that shows,
// so it is also the cache key of the drawn image.

type symbol uint8

const (
	symNone symbol = iota
	symTeam
	symCommander
	symOfficer
	symCamp
	symWeapon
	symRadio
	symMedKit
	symCrate
	symTruck
	symHelo
	symPlane
	symBoat
	symEnemy
	symMission
	symCasualty
)

type palette uint8

const (
	palSF palette = iota
	palGear
	palAir
	palEnemy
	palMission
	palCasualty
)

var palettes = map[palette]struct{ bg, fg, edge color.NRGBA }{
	// Special Forces and the enemy differ in lightness, not only in hue,
	// so that a player blind to red and green tells them apart (issue 17)
	palSF:       {rgb(0x5C6B33), rgb(0xF1E6BE), rgb(0x2C3416)},
	palGear:     {rgb(0xA9B394), rgb(0x1C2014), rgb(0x4A5238)},
	palAir:      {rgb(0xB4D3EA), rgb(0x0F1E2C), rgb(0x45627A)},
	palEnemy:    {rgb(0x5E140D), rgb(0xFFF3E4), rgb(0x2A0604)},
	palMission:  {rgb(0xEEC94A), rgb(0x2A2108), rgb(0x7A5F10)},
	palCasualty: {rgb(0x1F1F1F), rgb(0xF4F4F4), rgb(0x000000)},
}

// moveStyle is how the movement value is printed (2.4, 10.2).
type moveStyle uint8

const (
	movePlain moveStyle = iota
	movePlus
	movePlusBlack
	moveMinus
)

// counterFace is what a counter shows.
type counterFace struct {
	Name                    string
	Pal                     palette
	Sym                     symbol
	Fire, Cost, Noise, Move string
	FireRed, NoiseRed       bool
	MoveRed                 bool
	MoveStyle               moveStyle
	Detected                bool
	Spent                   bool   // flipped for suppressive fire (15.0)
	Band                    string // a strip across the counter: SUPPRESSED, ARMED
	Casualty                string // the casualties marker on a team (13.1)
	Note                    string // a mission's requirements
}

func signed(v int) string {
	if v > 0 {
		return fmt.Sprintf("+%d", v)
	}
	return fmt.Sprint(v)
}

// specFace is a counter as printed, before play changes anything.
func specFace(sp *game.Spec) counterFace {
	f := counterFace{Name: sp.Name}
	switch sp.Kind {
	case game.KindTeam:
		f.Pal, f.Sym = palSF, symTeam
		f.Fire, f.Cost, f.Noise, f.Move = fmt.Sprint(sp.Firepower), fmt.Sprint(sp.Cost), fmt.Sprint(sp.Noise), fmt.Sprint(sp.Move)
	case game.KindCommander, game.KindOfficer:
		f.Pal, f.Sym = palSF, symCommander
		if sp.Kind == game.KindOfficer {
			f.Sym = symOfficer
		}
		f.Fire, f.Cost, f.Noise = signed(sp.Firepower), fmt.Sprint(sp.Cost), signed(sp.Noise)
	case game.KindBaseCamp:
		f.Pal, f.Sym = palSF, symCamp
		f.Cost = fmt.Sprint(sp.Cost)
	case game.KindGear:
		f.Pal, f.Sym = palGear, gearSymbol(sp)
		if sp.Has(game.TagAirSupport) || sp.Has(game.TagHelicopter) {
			f.Pal = palAir
		}
		f.Fire, f.Cost = signed(sp.Firepower), fmt.Sprint(sp.Cost)
		if sp.IsPlus() {
			f.Noise = fmt.Sprint(sp.Noise)
		} else {
			f.Noise = signed(sp.Noise)
		}
	case game.KindMission:
		f.Pal, f.Sym = palMission, symMission
		f.Fire = fmt.Sprint(sp.Firepower)
		f.Note = game.RequirementText(sp.Requires)
	case game.KindCasualty:
		f.Pal, f.Sym = palCasualty, symCasualty
		if sp.Kills == 0 {
			f.Fire, f.Noise, f.Move = signed(sp.FirepowerMod), signed(sp.NoiseMod), signed(sp.MoveMod)
		}
	case game.KindEnemy:
		f.Pal, f.Sym = palEnemy, symEnemy
		f.Fire, f.Move = fmt.Sprint(sp.Firepower), fmt.Sprint(sp.Move)
	}
	switch sp.MoveType {
	case game.MoveStandard:
		f.Move, f.MoveStyle = fmt.Sprint(sp.Move), movePlain
	case game.MovePlus:
		f.Move, f.MoveStyle = fmt.Sprintf("+%d", sp.Move), movePlus
	case game.MovePlusBlack:
		f.Move, f.MoveStyle = fmt.Sprintf("+%d", sp.Move), movePlusBlack
	case game.MoveMinus:
		f.Move, f.MoveStyle = fmt.Sprintf("-%d", sp.Move), moveMinus
	}
	return f
}

func gearSymbol(sp *game.Spec) symbol {
	n := strings.ToLower(sp.Name)
	switch {
	case sp.Has(game.TagHelicopter):
		return symHelo
	case sp.Has(game.TagAirSupport):
		return symPlane
	case sp.Has(game.TagPatrolBoat):
		return symBoat
	case sp.IsPlus():
		return symTruck
	case sp.Has(game.TagRadio):
		return symRadio
	case sp.Has(game.TagMedKit):
		return symMedKit
	case sp.Has(game.TagWeapon):
		return symWeapon
	case strings.Contains(n, "drone"):
		return symPlane
	}
	return symCrate
}

// pieceFace is a piece as it stands now: casualties shown in red, detected
// teams marked, fired weapons flipped.
func pieceFace(s *game.State, id game.PieceID) counterFace {
	sp, p := s.Spec(id), s.P(id)
	f := specFace(sp)
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

// drawCounter draws a counter of side S with its top-left at (x, y) on c,
// shadow included (it spills S*0.07 right and down).
func drawCounter(c *canvas, f counterFace, x, y, S float64) {
	pal := palettes[f.Pal]
	bg, fg := pal.bg, pal.fg
	if f.Spent {
		bg, fg = rgb(0x8C8C84), rgb(0x2A2A2A)
	}
	rad := S * 0.07
	// shadow
	var sh shape
	sh.roundRect(x+S*0.05, y+S*0.06, S, S, rad)
	c.fill(&sh, rgba(0x000000, 90))
	// edge, bevel, face
	var e shape
	e.roundRect(x, y, S, S, rad)
	c.fill(&e, pal.edge)
	bw := math.Max(1, S*0.045)
	var light shape
	light.poly(pt{x + bw*0.5, y + bw*0.5}, pt{x + S - bw*0.5, y + bw*0.5}, pt{x + S - bw*2, y + bw*2}, pt{x + bw*2, y + S - bw*2}, pt{x + bw*0.5, y + S - bw*0.5})
	c.fill(&light, shade(bg, 0.35))
	var dark shape
	dark.poly(pt{x + S - bw*0.5, y + bw*0.5}, pt{x + S - bw*0.5, y + S - bw*0.5}, pt{x + bw*0.5, y + S - bw*0.5}, pt{x + bw*2, y + S - bw*2}, pt{x + S - bw*2, y + bw*2})
	c.fill(&dark, shade(bg, -0.35))
	var face shape
	face.rect(x+bw*2, y+bw*2, S-bw*4, S-bw*4)
	c.fill(&face, bg)

	if f.Spent {
		fn := softFace(fontBold, S*0.16)
		c.text(fn, "FIRED", x+S/2, y+S*0.42, 0.5, fg)
		c.text(softFace(fontRegular, S*0.12), fitName(f.Name, S), x+S/2, y+S*0.64, 0.5, fg)
		return
	}
	small := S < 30
	// symbol
	sc := pt{x + S/2, y + S*0.42}
	if f.Sym == symMission {
		sc.Y = y + S*0.33
	}
	if small {
		sc.Y = y + S*0.5
	}
	drawSymbol(c, f.Sym, sc, S, fg, bg)
	if small {
		if f.Detected {
			detectedBorder(c, math.Max(1.5, S*0.08), pt{x, y}, pt{x + S, y}, pt{x + S, y + S}, pt{x, y + S})
		}
		return
	}
	vf := softFace(fontBold, S*0.2)
	in := S * 0.1
	top, bot := y+in+S*0.05, y+S-in-S*0.04
	value := func(s string, px, py, ax float64, red bool) {
		if s == "" {
			return
		}
		if red {
			w := textWidth(vf, s)
			x0 := px - ax*w
			var pill shape
			pill.roundRect(x0-S*0.03, py-S*0.11, w+S*0.06, S*0.22, S*0.04)
			c.fill(&pill, rgb(0xFFF6E8))
			c.text(vf, s, px, py, ax, rgb(0xD0160E))
			return
		}
		c.text(vf, s, px, py, ax, fg)
	}
	value(f.Fire, x+in, top, 0, f.FireRed)
	value(f.Cost, x+S-in, top, 1, false)
	value(f.Noise, x+in, bot, 0, f.NoiseRed)
	switch f.MoveStyle {
	case movePlus:
		// a plus-type value in a dark roundel
		w := textWidth(vf, f.Move)
		var r shape
		r.roundRect(x+S-in-w-S*0.04, bot-S*0.12, w+S*0.08, S*0.24, S*0.06)
		c.fill(&r, rgb(0x7A1F14))
		c.text(vf, f.Move, x+S-in+S*0.0, bot, 1, rgb(0xFFFFFF))
	case movePlusBlack:
		// a black-number plus value: black on a white box (9.2, 10.4)
		w := textWidth(vf, f.Move)
		var r shape
		r.roundRect(x+S-in-w-S*0.04, bot-S*0.12, w+S*0.08, S*0.24, S*0.03)
		c.fill(&r, rgb(0x000000))
		var r2 shape
		r2.roundRect(x+S-in-w-S*0.025, bot-S*0.105, w+S*0.05, S*0.21, S*0.02)
		c.fill(&r2, rgb(0xFFFFFF))
		c.text(vf, f.Move, x+S-in, bot, 1, rgb(0x000000))
	default:
		value(f.Move, x+S-in, bot, 1, f.MoveRed)
	}
	// name
	if f.Sym == symMission {
		lines := wrapName(f.Name, S)
		nf := softFace(fontBold, S*0.115)
		for i, ln := range lines {
			c.text(nf, ln, x+S/2, y+S*0.6+float64(i)*S*0.13, 0.5, fg)
		}
		if f.Note != "" {
			c.text(softFace(fontRegular, S*0.095), fitText(softFace(fontRegular, S*0.095), f.Note, S*0.92), x+S/2, y+S*0.6+float64(len(lines))*S*0.13+S*0.02, 0.5, rgb(0x5A4308))
		}
	} else {
		size, lines := nameLayout(f.Name, S)
		nf := softFace(fontBold, size)
		y0 := y + S*0.665
		if len(lines) == 2 {
			y0 = y + S*0.63
		}
		for i, ln := range lines {
			c.text(nf, ln, x+S/2, y0+float64(i)*size*1.05, 0.5, fg)
		}
	}
	if f.Casualty != "" {
		var band shape
		band.rect(x+bw*2, y+S*0.735, S-bw*4, S*0.12)
		c.fill(&band, rgba(0x111111, 230))
		cf := softFace(fontBold, S*0.09)
		c.text(cf, fitText(cf, strings.ToUpper(f.Casualty), S*0.5), x+S/2, y+S*0.795, 0.5, rgb(0xFF5A4A))
	}
	if f.Band != "" {
		var band shape
		band.rect(x+bw*2, y+S*0.2, S-bw*4, S*0.13)
		c.fill(&band, rgba(0xF2D000, 235))
		c.text(softFace(fontBold, S*0.1), f.Band, x+S/2, y+S*0.265, 0.5, rgb(0x000000))
	}
	if f.Detected {
		detectedBorder(c, math.Max(2, S*0.07), pt{x + bw, y + bw}, pt{x + S - bw, y + bw}, pt{x + S - bw, y + S - bw}, pt{x + bw, y + S - bw})
		// the eye badge; the word too once it can be 11 px
		ec := pt{x + S*0.5, y + S*0.13}
		if fs := S * 0.1; fs >= 11 {
			var tab shape
			tab.roundRect(ec.X-S*0.3, ec.Y-S*0.075, S*0.6, S*0.15, S*0.04)
			c.fill(&tab, detectedInk)
			c.text(softFace(fontBold, fs), "DETECTED", ec.X, ec.Y, 0.5, rgb(0xFFFFFF))
		} else {
			eyeBadge(c, ec, S*0.11)
		}
	}
}

func fitText(f font.Face, s string, w float64) string {
	for len(s) > 1 && textWidth(f, s) > w {
		s = s[:len(s)-1]
	}
	return s
}

func fitName(s string, S float64) string {
	return fitText(softFace(fontRegular, S*0.12), s, S*0.88)
}

// nameLayout fits a counter's name: one line, smaller, or two lines.
func nameLayout(name string, S float64) (float64, []string) {
	for _, k := range []float64{0.13, 0.115} {
		if textWidth(softFace(fontBold, S*k), name) <= S*0.88 {
			return S * k, []string{name}
		}
	}
	size := S * 0.105
	f := softFace(fontBold, size)
	words := strings.Fields(name)
	for i := len(words) - 1; i >= 1; i-- {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if textWidth(f, a) <= S*0.9 && textWidth(f, b) <= S*0.9 {
			return size, []string{a, b}
		}
	}
	return size, []string{fitText(f, name, S*0.9)}
}

// wrapName breaks a mission name into at most two lines.
func wrapName(s string, S float64) []string {
	f := softFace(fontBold, S*0.115)
	if textWidth(f, s) <= S*0.9 {
		return []string{s}
	}
	words := strings.Fields(s)
	best := []string{s}
	for i := 1; i < len(words); i++ {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if textWidth(f, a) <= S*0.9 && textWidth(f, b) <= S*0.9 {
			return []string{a, b}
		}
		best = []string{fitText(f, a, S*0.9), fitText(f, b, S*0.9)}
	}
	return best
}

// drawSymbol draws a kind's symbol centred at c for a counter of side S.
func drawSymbol(c *canvas, sym symbol, ctr pt, S float64, fg, bg color.NRGBA) {
	w := math.Max(1, S*0.035)
	bw, bh := S*0.46, S*0.28
	box := func() (shape, float64, float64, float64, float64) {
		var s shape
		x0, y0 := ctr.X-bw/2, ctr.Y-bh/2
		s.outline(w, pt{x0, y0}, pt{x0 + bw, y0}, pt{x0 + bw, y0 + bh}, pt{x0, y0 + bh})
		return s, x0, y0, x0 + bw, y0 + bh
	}
	switch sym {
	case symTeam:
		s, x0, y0, x1, y1 := box()
		s.seg(pt{x0, y0}, pt{x1, y1}, w)
		s.seg(pt{x0, y1}, pt{x1, y0}, w)
		// special forces: a small "SF" pennant on top
		c.fill(&s, fg)
	case symCommander, symOfficer:
		star := func(r float64) []pt {
			var p []pt
			for i := 0; i < 10; i++ {
				rr := r
				if i%2 == 1 {
					rr = r * 0.42
				}
				a := -math.Pi/2 + float64(i)*math.Pi/5
				p = append(p, pt{ctr.X + rr*math.Cos(a), ctr.Y + rr*math.Sin(a)})
			}
			return p
		}
		c.poly(fg, star(S*0.17)...)
		if sym == symOfficer {
			c.poly(bg, star(S*0.09)...)
		}
	case symCamp:
		c.poly(fg, pt{ctr.X, ctr.Y - S*0.16}, pt{ctr.X + S*0.22, ctr.Y + S*0.14}, pt{ctr.X - S*0.22, ctr.Y + S*0.14})
		c.poly(bg, pt{ctr.X, ctr.Y - S*0.02}, pt{ctr.X + S*0.07, ctr.Y + S*0.14}, pt{ctr.X - S*0.07, ctr.Y + S*0.14})
		c.lineC(fg, w, pt{ctr.X, ctr.Y - S*0.16}, pt{ctr.X, ctr.Y - S*0.26})
		c.poly(fg, pt{ctr.X, ctr.Y - S*0.26}, pt{ctr.X + S*0.1, ctr.Y - S*0.225}, pt{ctr.X, ctr.Y - S*0.19})
	case symWeapon:
		// a rifle in profile
		y := ctr.Y
		c.lineC(fg, w*1.6, pt{ctr.X - S*0.26, y}, pt{ctr.X + S*0.26, y})
		c.poly(fg, pt{ctr.X - S*0.28, y - S*0.02}, pt{ctr.X - S*0.1, y - S*0.02}, pt{ctr.X - S*0.1, y + S*0.05}, pt{ctr.X - S*0.28, y + S*0.09})
		c.poly(fg, pt{ctr.X - S*0.02, y}, pt{ctr.X + S*0.03, y}, pt{ctr.X + S*0.01, y + S*0.1}, pt{ctr.X - S*0.04, y + S*0.1})
		c.lineC(fg, w, pt{ctr.X + S*0.18, y}, pt{ctr.X + S*0.18, y - S*0.04})
	case symRadio:
		c.rectC(fg, ctr.X-S*0.13, ctr.Y-S*0.04, S*0.26, S*0.16)
		c.rectC(bg, ctr.X-S*0.09, ctr.Y, S*0.08, S*0.06)
		c.lineC(fg, w, pt{ctr.X + S*0.08, ctr.Y - S*0.04}, pt{ctr.X + S*0.12, ctr.Y - S*0.2})
		c.lineC(fg, w*0.8, pt{ctr.X + S*0.16, ctr.Y - S*0.2}, pt{ctr.X + S*0.2, ctr.Y - S*0.16}, pt{ctr.X + S*0.17, ctr.Y - S*0.12}, pt{ctr.X + S*0.22, ctr.Y - S*0.08})
	case symMedKit:
		c.rectC(rgb(0xFFFFFF), ctr.X-S*0.15, ctr.Y-S*0.13, S*0.3, S*0.26)
		c.rectC(rgb(0xC8201A), ctr.X-S*0.035, ctr.Y-S*0.1, S*0.07, S*0.2)
		c.rectC(rgb(0xC8201A), ctr.X-S*0.1, ctr.Y-S*0.035, S*0.2, S*0.07)
	case symCrate:
		var s shape
		s.outline(w, pt{ctr.X - S*0.15, ctr.Y - S*0.11}, pt{ctr.X + S*0.15, ctr.Y - S*0.11}, pt{ctr.X + S*0.15, ctr.Y + S*0.12}, pt{ctr.X - S*0.15, ctr.Y + S*0.12})
		s.seg(pt{ctr.X - S*0.15, ctr.Y - S*0.03}, pt{ctr.X + S*0.15, ctr.Y - S*0.03}, w)
		s.seg(pt{ctr.X, ctr.Y - S*0.11}, pt{ctr.X, ctr.Y + S*0.12}, w)
		c.fill(&s, fg)
	case symTruck:
		s, x0, _, x1, y1 := box()
		s.ring(pt{x0 + bw*0.25, y1 + S*0.05}, S*0.035, w)
		s.ring(pt{x1 - bw*0.25, y1 + S*0.05}, S*0.035, w)
		c.fill(&s, fg)
	case symHelo:
		// NATO rotary wing: a bow tie
		c.poly(fg, pt{ctr.X - S*0.22, ctr.Y - S*0.1}, pt{ctr.X, ctr.Y}, pt{ctr.X - S*0.22, ctr.Y + S*0.1})
		c.poly(fg, pt{ctr.X + S*0.22, ctr.Y - S*0.1}, pt{ctr.X, ctr.Y}, pt{ctr.X + S*0.22, ctr.Y + S*0.1})
		c.lineC(fg, w, pt{ctr.X - S*0.25, ctr.Y - S*0.15}, pt{ctr.X + S*0.25, ctr.Y - S*0.15})
		c.lineC(fg, w, pt{ctr.X, ctr.Y - S*0.15}, pt{ctr.X, ctr.Y})
	case symPlane:
		c.poly(fg, pt{ctr.X, ctr.Y - S*0.18}, pt{ctr.X + S*0.03, ctr.Y - S*0.1}, pt{ctr.X + S*0.03, ctr.Y - S*0.03}, pt{ctr.X + S*0.24, ctr.Y + S*0.06},
			pt{ctr.X + S*0.24, ctr.Y + S*0.09}, pt{ctr.X + S*0.03, ctr.Y + S*0.05}, pt{ctr.X + S*0.03, ctr.Y + S*0.13}, pt{ctr.X + S*0.09, ctr.Y + S*0.17},
			pt{ctr.X - S*0.09, ctr.Y + S*0.17}, pt{ctr.X - S*0.03, ctr.Y + S*0.13}, pt{ctr.X - S*0.03, ctr.Y + S*0.05}, pt{ctr.X - S*0.24, ctr.Y + S*0.09},
			pt{ctr.X - S*0.24, ctr.Y + S*0.06}, pt{ctr.X - S*0.03, ctr.Y - S*0.03}, pt{ctr.X - S*0.03, ctr.Y - S*0.1})
	case symBoat:
		c.poly(fg, pt{ctr.X - S*0.24, ctr.Y - S*0.02}, pt{ctr.X + S*0.26, ctr.Y - S*0.02}, pt{ctr.X + S*0.14, ctr.Y + S*0.12}, pt{ctr.X - S*0.2, ctr.Y + S*0.12})
		c.rectC(fg, ctr.X-S*0.08, ctr.Y-S*0.12, S*0.14, S*0.1)
	case symEnemy:
		// hostile frame: a diamond, with the infantry cross
		r := S * 0.2
		var s shape
		p := []pt{{ctr.X, ctr.Y - r}, {ctr.X + r*1.2, ctr.Y}, {ctr.X, ctr.Y + r}, {ctr.X - r*1.2, ctr.Y}}
		s.outline(w*1.2, p...)
		s.seg(pt{ctr.X - r*0.6, ctr.Y - r*0.5}, pt{ctr.X + r*0.6, ctr.Y + r*0.5}, w)
		s.seg(pt{ctr.X - r*0.6, ctr.Y + r*0.5}, pt{ctr.X + r*0.6, ctr.Y - r*0.5}, w)
		c.fill(&s, fg)
	case symMission:
		var s shape
		s.ring(ctr, S*0.13, w*1.2)
		s.ring(ctr, S*0.05, w)
		s.seg(pt{ctr.X - S*0.2, ctr.Y}, pt{ctr.X + S*0.2, ctr.Y}, w)
		s.seg(pt{ctr.X, ctr.Y - S*0.2}, pt{ctr.X, ctr.Y + S*0.2}, w)
		c.fill(&s, fg)
	case symCasualty:
		c.rectC(rgb(0xD42A20), ctr.X-S*0.04, ctr.Y-S*0.14, S*0.08, S*0.28)
		c.rectC(rgb(0xD42A20), ctr.X-S*0.14, ctr.Y-S*0.04, S*0.28, S*0.08)
	}
}

// counterImage draws one counter alone, with room for its shadow.
func counterImage(f counterFace, S int) *image.RGBA {
	pad := int(math.Ceil(float64(S) * 0.08))
	c := newCanvas(S+pad, S+pad)
	drawCounter(c, f, 0, 0, float64(S))
	return c.img
}

// A detected counter (12.0) is marked by a red border striped with white
// and an eye, so that the mark shows without its colour: to a player
// blind to red, and in grey (issue 17).
var (
	detectedRed = rgb(0xE0201A)
	detectedInk = rgb(0x1A0604)
)

// detectedBorder strokes the closed polygon p in red with white dashes.
func detectedBorder(c *canvas, w float64, p ...pt) {
	var d shape
	d.outline(w, p...)
	c.fill(&d, detectedRed)
	var dash shape
	step := math.Max(4, w*2.6)
	for i := range p {
		a, b := p[i], p[(i+1)%len(p)]
		n := math.Hypot(b.X-a.X, b.Y-a.Y)
		for t := step * 0.5; t+step*0.5 <= n; t += step {
			f0, f1 := t/n, (t+step*0.5)/n
			dash.seg(pt{a.X + (b.X-a.X)*f0, a.Y + (b.Y-a.Y)*f0}, pt{a.X + (b.X-a.X)*f1, a.Y + (b.Y-a.Y)*f1}, w*0.6)
		}
	}
	c.fill(&dash, rgb(0xFFFFFF))
}

// eyeBadge is an open eye in a dark roundel of radius r at ctr.
func eyeBadge(c *canvas, ctr pt, r float64) {
	c.circleC(detectedInk, ctr, r)
	var ring shape
	ring.ring(ctr, r, math.Max(1, r*0.14))
	c.fill(&ring, detectedRed)
	var eye []pt
	for i := 0; i <= 16; i++ {
		a := math.Pi * float64(i) / 16
		eye = append(eye, pt{ctr.X - r*0.72*math.Cos(a), ctr.Y - r*0.42*math.Sin(a)})
	}
	for i := 1; i < 16; i++ {
		a := math.Pi * float64(i) / 16
		eye = append(eye, pt{ctr.X + r*0.72*math.Cos(a), ctr.Y + r*0.42*math.Sin(a)})
	}
	c.poly(rgb(0xFFFFFF), eye...)
	c.circleC(detectedInk, ctr, r*0.22)
}
