package reference

import (
	"image/color"
	"regexp"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// Rule numbers on the screen are links: a "[12.8]" in the
// log, the header, a decision, an event card or a message opens the
// rules reference at that section. The links are recorded where the text
// is drawn. Most of the screen is cached (cache.go) and drawn again only
// when it changes, so each place that draws links is an owner whose links
// stand until it draws again, and count only while it is still what the
// screen shows (liveLinkOwners).

// RuleLink is a section number drawn on the screen.
type RuleLink struct {
	R  ui.Rect
	Id string
}

const (
	LogLinks   = "log"
	TopLinks   = "top"
	PanelLinks = "reference"
)

// RuleRefRE finds a section number where the text cites one: in brackets
// or parentheses, after "rule", in a list of them, or after "See also:".
// Hex numbers have four digits and no dot, so they never match.
var RuleRefRE = regexp.MustCompile(`(?:\[|\(|\brules? |, |\band |also: )(\d{1,2}\.\d{1,2})\b`)

// LinkText draws a left-aligned text as u.text does, with each section
// number it cites underlined and recorded as a link of owner.
func (r *Reference) LinkText(dst *ebiten.Image, owner any, s string, x, y, size float64, bold bool, clr color.Color) {
	r.Win().U.Text(dst, s, x, y, size, bold, clr, 0)
	book := refBook()
	if book == nil {
		return
	}
	sc := r.Win().Scale
	for _, m := range RuleRefRE.FindAllStringSubmatchIndex(s, -1) {
		id := s[m[2]:m[3]]
		if _, ok := book.Section(id); !ok {
			continue
		}
		x0 := x + r.Win().U.Width(s[:m[2]], size, bold)
		w := r.Win().U.Width(id, size, bold)
		ui.FillRect(dst, ui.Rect{X: x0, Y: y + size*sc*0.5, W: w, H: max(1, sc)}, clr)
		if r.Links == nil {
			r.Links = map[any][]RuleLink{}
		}
		r.Links[owner] = append(r.Links[owner], RuleLink{ui.Rect{X: x0 - 2*sc, Y: y - size*sc*0.7, W: w + 4*sc, H: size * sc * 1.4}, id})
	}
}

// HandCursor shows the pointing hand over something to click.
func (r *Reference) HandCursor(on bool) {
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

// BeginLinks starts an owner's links afresh: it is drawing again. Once
// many owners are kept, those live no longer lists (a card gone, a
// message expired) are let go; live may be nil.
func (r *Reference) BeginLinks(owner any, live func() []any) {
	if r.Links == nil {
		r.Links = map[any][]RuleLink{}
	}
	if len(r.Links) > 24 && live != nil {
		keep := map[any]bool{}
		for _, o := range live() {
			keep[o] = true
		}
		for o := range r.Links {
			if !keep[o] {
				delete(r.Links, o)
			}
		}
	}
	r.Links[owner] = r.Links[owner][:0]
}

// LinkAt is the section number under x, y among the links of owners,
// the topmost first.
func (r *Reference) LinkAt(x, y float64, owners ...any) (string, bool) {
	for _, o := range owners {
		for _, l := range r.Links[o] {
			if l.R.In(x, y) {
				return l.Id, true
			}
		}
	}
	return "", false
}
