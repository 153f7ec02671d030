package board

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// Drawing the event being played: pieces sliding along their paths, the
// scatter walk, flashes on hexes, and a card with the dice and the sums.

// LinkFunc writes a text whose rule numbers are links to the rules'
// reference.
type LinkFunc func(s string, x, y, size float64, bold bool, clr color.Color)

// CardLinks gives the LinkFunc that writes the card of e into dst; it
// starts that card's links afresh.
type CardLinks func(e *game.Event, dst *ebiten.Image) LinkFunc

// cardImage is the event card as last drawn, but for its dice while they
// tumble: a card's text is laid out once an event, and again only when
// what it shows changes (its dice land, its prompt changes), not every
// frame the dice roll or a piece slides past it.
type cardImage struct {
	img *ebiten.Image // bounds: the card's pixels on the screen
	key cardKey
}

// cardKey is what the cached card is drawn from.
type cardKey struct {
	e           *game.Event
	card        ui.Rect
	scale       float64
	settled     bool
	prompt      string
	face        paper.CounterFace
	showCounter bool
}

// cardBounds are the whole pixels the card r draws on, its shadow
// included.
func (b *Board) cardBounds(r ui.Rect) image.Rectangle {
	g := r.Grow(4 * b.Scale)
	return image.Rect(int(math.Floor(g.X)), int(math.Floor(g.Y)), int(math.Ceil(g.X+g.W)), int(math.Ceil(g.Y+g.H)))
}

// DrawEventCard draws the panel that explains the event being played, e,
// laid out as card, into dst, in the parts clip (nil: whole), from its
// image, drawn again (its texts through links) when what it shows has
// changed; while its dice tumble it has none (EventDice).
func (b *Board) DrawEventCard(dst *ebiten.Image, e *game.Event, card EventCard, links CardLinks, clip []ui.Rect) {
	img := b.eventCardImage(e, card, links)
	op := &ebiten.DrawImageOptions{}
	if clip == nil {
		op.GeoM.Translate(float64(img.Bounds().Min.X), float64(img.Bounds().Min.Y))
		dst.DrawImage(img, op)
		return
	}
	for _, c := range clip {
		r := image.Rect(int(math.Floor(c.X)), int(math.Floor(c.Y)), int(math.Ceil(c.X+c.W)), int(math.Ceil(c.Y+c.H))).Intersect(img.Bounds())
		if r.Empty() {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
		dst.DrawImage(img.SubImage(r).(*ebiten.Image), op)
	}
}

// EventDice are where the dice of the card tumble, and their names: all
// that changes on the card until they land.
func (b *Board) EventDice(card EventCard, n int) ui.Rect {
	s := b.Scale
	// a die turns and bounces up to 18 px past its 48 px square; its name
	// is written under it
	return ui.Rect{X: card.R.X + 2*s, Y: card.R.Y + 16*s, W: float64(n-1)*80*s + 76*s, H: 106 * s}
}

// eventCardImage is the card of e, laid out as card: drawn again when
// what it shows has changed, its links through links.
func (b *Board) eventCardImage(e *game.Event, card EventCard, links CardLinks) *ebiten.Image {
	settled := b.Anim.T >= view.DiceTime
	k := cardKey{e: e, card: card.R, scale: b.Scale, settled: settled, prompt: b.Anim.CardPrompt(), showCounter: card.ShowCounter}
	if card.ShowCounter {
		k.face = paper.PieceFace(b.Shown(), e.Piece)
	}
	c := &b.card
	if c.img == nil || k != c.key {
		bounds := b.cardBounds(card.R)
		if c.img == nil || c.img.Bounds() != bounds {
			if c.img != nil {
				c.img.Deallocate()
			}
			c.img = ebiten.NewImageWithOptions(bounds, &ebiten.NewImageOptions{Unmanaged: true})
		} else {
			c.img.Clear()
		}
		c.key = k
		b.drawEventCard(c.img, e, card, links(e, c.img), settled)
	}
	return c.img
}

// FreeEventCard lets the card's image go when no event is being played.
func (b *Board) FreeEventCard() {
	if b.card.img != nil {
		b.card.img.Deallocate()
		b.card = cardImage{}
	}
}

// DrawEventDice draws the dice of e on the card r, and their names.
func (b *Board) DrawEventDice(dst *ebiten.Image, e *game.Event, r ui.Rect) {
	s := b.Scale
	x, y := r.X+16*s, r.Y+36*s
	for i, d := range e.Dice {
		b.DrawDie(dst, x, y, 48*s, d, b.Anim.T, i)
		b.U.Text(dst, diceLabel(e, i), x+24*s, y+58*s, 11, true, ui.Muted, 0.5)
		x += 80 * s
	}
}

// drawEventCard draws the card of e, laid out as card, its texts through
// link: its dice too once settled, else none.
func (b *Board) drawEventCard(dst *ebiten.Image, e *game.Event, card EventCard, link LinkFunc, settled bool) {
	st := b.Shown()
	s := b.Scale
	title := EventTitle(e)
	r, lines, textLines, showCounter := card.R, card.Lines, card.TextLines, card.ShowCounter
	ui.Panel(dst, r, s)
	band := ui.Band
	switch e.Type {
	case game.EvCombat, game.EvCasualty, game.EvEliminated, game.EvFriendlyFire, game.EvDetected:
		band = ui.RGB(0x7A1F14)
	case game.EvMission, game.EvAccomplished:
		band = ui.RGB(0x8A6A00)
	}
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 26 * s}, band)
	rule := ""
	if e.Rule != "" {
		rule = "  [" + e.Rule + "]"
	}
	link(title+rule, r.X+10*s, r.Y+13*s, 12.5, true, ui.RGB(0xF8F0D8))
	y := r.Y + 36*s
	if len(e.Dice) > 0 {
		if settled {
			b.DrawEventDice(dst, e, r)
			b.U.Text(dst, resultWord(e), r.X+r.W-16*s, y+24*s, 18, true, resultColor(e), 1)
		}
		y += 72 * s
	}
	if showCounter {
		b.DrawCounterAt(dst, paper.PieceFace(st, e.Piece), r.X+r.W-86*s, r.Y+34*s, 64*s, 1)
		if len(e.Dice) == 0 {
			y += 70 * s
		}
	}
	if e.Type == game.EvCombat && settled {
		colW := (r.W - 30*s) / 2
		for side := 0; side < 2; side++ {
			terms, total := e.Terms, e.Total
			head := sideNames[e.Attacker] + " (attacking)"
			if side == 1 {
				terms, total = e.Against, e.AgainstTotal
				head = sideNames[e.Defender()] + " (defending)"
			}
			x := r.X + 12*s + float64(side)*(colW+6*s)
			b.U.Text(dst, head, x, y, 12, true, ui.Ink, 0)
			yy := y + 16*s
			for _, tm := range terms {
				b.U.Text(dst, ui.Fit(b.U, tm.Label, colW-50*s, 11), x, yy, 11, false, ui.Ink, 0)
				b.U.Text(dst, fmt.Sprintf("%+d", tm.Value), x+colW-8*s, yy, 11, true, ui.Ink, 1)
				yy += 15 * s
			}
			b.U.Text(dst, "Total", x, yy+2*s, 12, true, ui.Ink, 0)
			b.U.Text(dst, fmt.Sprint(total), x+colW-8*s, yy+2*s, 13, true, ui.Ink, 1)
		}
		n := max(len(e.Terms), len(e.Against))
		y += float64(n)*15*s + 40*s
	} else if e.Type == game.EvCombat {
		n := max(len(e.Terms), len(e.Against))
		y += float64(n)*15*s + 40*s
	}
	for _, ln := range lines {
		l, v := ln, ""
		if i := strings.IndexByte(ln, '|'); i >= 0 {
			l, v = ln[:i], ln[i+1:]
		}
		b.U.Text(dst, l, r.X+16*s, y, 11.5, false, ui.Ink, 0)
		b.U.Text(dst, v, r.X+r.W-16*s, y, 11.5, true, ui.Ink, 1)
		y += 16 * s
	}
	if settled || len(e.Dice) == 0 {
		for _, l := range textLines {
			link(l, r.X+12*s, y+2*s, 12, false, ui.Ink)
			y += 16 * s
		}
	}
	b.U.Text(dst, b.Anim.CardPrompt(), r.X+r.W-10*s, r.Y+13*s, 11, false, ui.RGB(0xD8D0B8), 1)
}

// sideNames name the sides of a battle on its card.
var sideNames = map[game.Side]string{game.SideSF: "Special Forces", game.SideEnemy: "Enemy"}

// EventTitle is the card's heading for an event.
func EventTitle(e *game.Event) string {
	switch e.Type {
	case game.EvNoise:
		return "NOISE CHECK"
	case game.EvCombat:
		return "COMBAT"
	case game.EvScatter:
		return "ENEMY PLACEMENT: SCATTER"
	case game.EvEnemyCount:
		return "ENEMY ARRIVAL"
	case game.EvEnemyMove:
		return "ENEMY PURSUIT"
	case game.EvCasualty:
		return "CASUALTIES"
	case game.EvFriendlyFire:
		return "FRIENDLY FIRE"
	case game.EvMission:
		return "NEW MISSION"
	case game.EvAccomplished:
		return "MISSION ACCOMPLISHED"
	case game.EvDetected:
		return "DETECTED"
	case game.EvEliminated:
		return "ELIMINATED"
	case game.EvSuppression:
		return "SUPPRESSIVE FIRE"
	case game.EvMove:
		return "MOVEMENT"
	case game.EvPhase:
		return "NEW PHASE"
	case game.EvEscape:
		return "ESCAPE"
	case game.EvEnemyRemoved:
		return "THE ENEMY WITHDRAWS"
	case game.EvGameOver:
		return "GAME OVER"
	case game.EvPP:
		return "PURCHASE POINTS"
	case game.EvForfeit:
		return "MISSION FORFEITED"
	}
	return "GAME SYSTEM"
}

func diceLabel(e *game.Event, i int) string {
	switch e.Type {
	case game.EvScatter:
		if i == 0 {
			return "direction"
		}
		return "distance"
	case game.EvCombat:
		if i == 0 {
			return "attacker ×10"
		}
		return "defender ×10"
	case game.EvNoise:
		return "noise d10"
	case game.EvMission:
		return "placement"
	case game.EvEnemyCount:
		return "enemy units"
	}
	return fmt.Sprintf("d%d", e.Dice[i].Sides)
}

func resultWord(e *game.Event) string {
	switch e.Type {
	case game.EvNoise:
		if e.Success {
			return "DETECTED"
		}
		return "NOT HEARD"
	case game.EvCombat:
		switch {
		case e.Total > e.AgainstTotal:
			return "ATTACKER WINS"
		case e.Total < e.AgainstTotal:
			return "DEFENDER WINS"
		}
		return "TIE: BOTH LOSE"
	case game.EvScatter:
		d := game.Direction(e.Dice[0].Value)
		return fmt.Sprintf("%s %d", d, e.Dice[1].Value)
	case game.EvSuppression:
		if e.Success {
			return "SUPPRESSED"
		}
		return "MISSES"
	case game.EvEnemyCount:
		return fmt.Sprintf("%d UNIT(S)", e.Total)
	case game.EvMission:
		return "AT " + e.Hex.String()
	}
	return ""
}

func resultColor(e *game.Event) color.Color {
	if e.Type == game.EvNoise && !e.Success || e.Type == game.EvSuppression && e.Success {
		return ui.RGB(0x2E6B1E)
	}
	if e.Type == game.EvMission {
		return ui.RGB(0x8A6A00)
	}
	return ui.Red
}
