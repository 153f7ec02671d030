package render

import (
	"image/color"
	"regexp"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// Rule numbers on the screen are links: a "[12.8]" in the
// log, the header, a decision, an event card or a message opens the
// rules reference at that section. The links are recorded where the text
// is drawn. Most of the screen is cached (cache.go) and drawn again only
// when it changes, so each place that draws links is an owner whose links
// stand until it draws again, and count only while it is still what the
// screen shows (liveLinkOwners).

// ruleLink is a section number drawn on the screen.
type ruleLink struct {
	r  ui.Rect
	id string
}

// The owners of links: the log and the header are always shown; a
// decision, an event card, a message and the tutorial's coach are shown
// while they are the same one.
type (
	modalLinks struct{ r ui.Rect }
	coachLinks struct{ r ui.Rect }
	cardLinks  struct{ e *game.Event }
	toastLinks struct {
		r    ui.Rect
		line string
	}
)

const (
	logLinks   = "log"
	topLinks   = "top"
	panelLinks = "reference"
)

// ruleRefRE finds a section number where the text cites one: in brackets
// or parentheses, after "rule", in a list of them, or after "See also:".
// Hex numbers have four digits and no dot, so they never match.
var ruleRefRE = regexp.MustCompile(`(?:\[|\(|\brules? |, |\band |also: )(\d{1,2}\.\d{1,2})\b`)

// beginLinks starts an owner's links afresh: it is drawing again.
func (a *App) beginLinks(owner any) {
	if a.rulesRef.links == nil {
		a.rulesRef.links = map[any][]ruleLink{}
	}
	if len(a.rulesRef.links) > 24 {
		live := map[any]bool{}
		for _, o := range a.liveLinkOwners() {
			live[o] = true
		}
		for o := range a.rulesRef.links {
			if !live[o] {
				delete(a.rulesRef.links, o)
			}
		}
	}
	a.rulesRef.links[owner] = a.rulesRef.links[owner][:0]
}

// linkText draws a left-aligned text as u.text does, with each section
// number it cites underlined and recorded as a link of owner.
func (r *rulesRef) linkText(dst *ebiten.Image, owner any, s string, x, y, size float64, bold bool, clr color.Color) {
	r.U.Text(dst, s, x, y, size, bold, clr, 0)
	book := refBook()
	if book == nil {
		return
	}
	sc := r.Scale
	for _, m := range ruleRefRE.FindAllStringSubmatchIndex(s, -1) {
		id := s[m[2]:m[3]]
		if _, ok := book.Section(id); !ok {
			continue
		}
		x0 := x + r.U.Width(s[:m[2]], size, bold)
		w := r.U.Width(id, size, bold)
		ui.FillRect(dst, ui.Rect{X: x0, Y: y + size*sc*0.5, W: w, H: max(1, sc)}, clr)
		if r.links == nil {
			r.links = map[any][]ruleLink{}
		}
		r.links[owner] = append(r.links[owner], ruleLink{ui.Rect{X: x0 - 2*sc, Y: y - size*sc*0.7, W: w + 4*sc, H: size * sc * 1.4}, id})
	}
}

// liveLinkOwners are the owners whose links are on the screen now, the
// topmost first.
func (a *App) liveLinkOwners() []any {
	if a.overlays.scenes.IsUp("reference") {
		return []any{panelLinks}
	}
	var out []any
	for _, t := range a.chrome.ToastLayout() {
		out = append(out, toastLinks{t.R, t.Lines[0]})
	}
	if e := a.Anim.Cur; e != nil {
		out = append(out, cardLinks{e})
	}
	if m := a.modalRect(); m.W > 0 && a.Shown().Pending != nil {
		out = append(out, modalLinks{m})
	}
	if a.coach.coachOn() {
		out = append(out, coachLinks{a.coachLayoutNow().r})
	}
	return append(out, topLinks, logLinks)
}

// linkAt is the section number under the pointer, if any.
func (a *App) linkAt(x, y float64) (string, bool) {
	for _, o := range a.liveLinkOwners() {
		for _, l := range a.rulesRef.links[o] {
			if l.r.In(x, y) {
				return l.id, true
			}
		}
	}
	return "", false
}

// ruleLinkInput shows the hand over a rule number and opens the reference
// when one is clicked; it reports whether the click was taken.
func (a *App) ruleLinkInput(x, y float64, down bool) bool {
	id, over := a.linkAt(x, y)
	a.rulesRef.handCursor(over)
	if !over || !down {
		return false
	}
	a.openReference(id, true)
	return true
}

// handCursor shows the pointing hand over something to click.
func (r *rulesRef) handCursor(on bool) {
	if on == r.hand {
		return
	}
	r.hand = on
	if on {
		ebiten.SetCursorShape(ebiten.CursorShapePointer)
	} else {
		ebiten.SetCursorShape(ebiten.CursorShapeDefault)
	}
}
