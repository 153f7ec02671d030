package render

import (
	"kandahar/game"
	"kandahar/render/scenes/coach"
	"kandahar/render/scenes/question"
	"kandahar/render/scenes/reference"
	"kandahar/render/ui"
)

// The owners of links: the log and the header are always shown; a
// decision, an event card, a message and the tutorial's coach are shown
// while they are the same one.
type (
	cardLinks  struct{ e *game.Event }
	toastLinks struct {
		r    ui.Rect
		line string
	}
)

// beginLinks starts an owner's links afresh: it is drawing again.
func (a *App) beginLinks(owner any) { a.rulesRef.BeginLinks(owner, a.liveLinkOwners) }

// liveLinkOwners are the owners whose links are on the screen now, the
// topmost first.
func (a *App) liveLinkOwners() []any {
	if a.overlays.scenes.IsUp("reference") {
		return []any{reference.PanelLinks}
	}
	var out []any
	if e := a.Anim.Cur; e != nil {
		out = append(out, cardLinks{e}) // over the messages (frame.go)
	}
	for _, t := range a.overlays.toastLayout(&a.chrome, a.hand.Drag != nil) {
		out = append(out, toastLinks{t.R, t.Lines[0]})
	}
	if m := a.modalRect(); m.W > 0 && a.Shown().Pending != nil {
		out = append(out, question.Links{R: m})
	}
	if a.coach.On() {
		out = append(out, coach.Links{R: a.coach.Rect()})
	}
	return append(out, reference.TopLinks, reference.LogLinks)
}

// ruleLinkAt reports a rule number at the screen point that a press
// opens (none while the help covers the window).
func (a *App) ruleLinkAt(x, y float64) bool {
	if a.overlays.scenes.IsUp("help") {
		return false
	}
	_, over := a.rulesRef.LinkAt(x, y, a.liveLinkOwners()...)
	return over
}

// ruleLinkInput shows the hand over a rule number and opens the reference
// when one is clicked; it reports whether the click was taken.
func (a *App) ruleLinkInput(x, y float64, down bool) bool {
	id, over := a.rulesRef.LinkAt(x, y, a.liveLinkOwners()...)
	a.rulesRef.HandCursor(over)
	if !over || !down {
		return false
	}
	a.openReference(id, true)
	return true
}

// openReference opens the panel at a page; "" is the page last read, or
// the current phase's section. A page opened from a link on the screen
// shows the whole contents, not the last search.
func (a *App) openReference(page string, fromLink bool) {
	p := &a.rulesRef.Ref
	if page == "" {
		page = p.Page
		if page == "" {
			page = a.Shown().Phase.Rule()
		}
	}
	if fromLink {
		p.Query = ""
	}
	a.rulesRef.RefGoFresh(page, true)
	p.Back = nil
	a.overlays.scenes.Push(&a.rulesRef)
	a.overlays.scenes.Remove("help")
	a.hand.Release()
	a.chrome.HoverBtn, a.chrome.Confirm = nil, ""
	a.rulesRef.HandCursor(false)
}
