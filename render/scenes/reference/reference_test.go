package reference

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/render/scenes"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
)

// opened is the reference open at page in a window of 1280×800, as the
// shell opens it.
func opened(t *testing.T, page string) (*scenestest.Ctx, *Reference) {
	t.Helper()
	c := scenestest.New()
	r := &Reference{Win: c.Window}
	r.RefGoFresh(page, true)
	c.Scenes.Push(r)
	return c, r
}

// Typing filters the contents with the reference's search, Backspace
// takes a letter back, Enter opens the top hit, whose text is then
// drawn, → turns to the next section as in a booklet, and Escape closes
// the panel.
func TestSearchOpensTheSection(t *testing.T) {
	c, r := opened(t, "1.0")
	texts := scenestest.Words(c.Texts())
	if slices.Contains(texts, scenestest.SectionHeading(t, "12.5")) || scenestest.ShowsSection(t, texts, "12.5") {
		t.Fatal("12.5 is shown before it was searched for")
	}
	c.Type("hornex")
	c.Press(ebiten.KeyBackspace)
	c.Type("t")
	texts = scenestest.Words(c.Texts())
	if !slices.Contains(texts, "12.5") || !slices.Contains(texts, "Disturbing the Hornet's Nest") {
		t.Fatalf("searching for %q does not list 12.5 Disturbing the Hornet's Nest: %q", "hornet", texts)
	}
	if slices.Contains(texts, "12.8") {
		t.Error("the contents still list 12.8 under a search it does not match")
	}
	c.Press(ebiten.KeyEnter)
	texts = scenestest.Words(c.Texts())
	if !slices.Contains(texts, scenestest.SectionHeading(t, "12.5")) || !scenestest.ShowsSection(t, texts, "12.5") || r.Ref.Page != "12.5" {
		t.Fatalf("Enter did not open the top hit: at %q, heading shown %v", r.Ref.Page, slices.Contains(texts, scenestest.SectionHeading(t, "12.5")))
	}
	c.Press(ebiten.KeyArrowRight)
	if texts = scenestest.Words(c.Texts()); !slices.Contains(texts, scenestest.SectionHeading(t, "12.6")) {
		t.Error("→ did not turn to 12.6")
	}
	c.Press(ebiten.KeyEscape)
	if c.Scenes.IsUp("reference") || slices.Contains(scenestest.Words(c.Texts()), scenestest.SectionHeading(t, "12.6")) {
		t.Error("Escape did not close the reference")
	}
}

// No section holds every word of a search that matches none, and the
// panel says so.
func TestSearchMatchingNothing(t *testing.T) {
	c, _ := opened(t, "1.0")
	c.Type("zzxq")
	if texts := scenestest.Words(c.Texts()); !slices.Contains(texts, "No section holds every word.") {
		t.Fatalf("a search that matches nothing: %q", texts)
	}
}

// The turn on one page lists every step of the turn, read by scrolling
// down with PgDn.
func TestTurnPageHasEveryStep(t *testing.T) {
	c, r := opened(t, RefTurn)
	seen := map[string]bool{}
	for range 12 {
		for _, s := range scenestest.Words(c.Texts()) {
			seen[s] = true
		}
		c.Press(ebiten.KeyPageDown)
	}
	if r.Ref.Page != RefTurn || !seen["A turn of Kandahar on one page"] {
		t.Fatalf("the turn page has no title (at %q)", r.Ref.Page)
	}
	book, _ := assets.Reference()
	for _, st := range book.Turn() {
		if !seen[st.Title] {
			t.Errorf("the turn page lacks the step %q", st.Title)
		}
	}
}

// A See also line of a page is a link: clicked, it turns to its
// section, and Backspace (the search being empty) goes back.
func TestSeeAlsoFollowsAndGoesBack(t *testing.T) {
	book, _ := assets.Reference()
	from, to := "", ""
	for _, s := range book.Sections() {
		if len(s.SeeAlso) > 0 {
			from, to = s.ID, s.SeeAlso[0]
			break
		}
	}
	if from == "" {
		t.Fatal("no section has a See also")
	}
	c, r := opened(t, from)
	c.Texts() // drawn: its links recorded
	var link ui.Rect
	for _, l := range r.Links[PanelLinks] {
		if l.Id == to && l.R.W > 0 {
			link = l.R
			break
		}
	}
	for i := 0; link.W == 0 && i < 20; i++ { // the See also may lie below the fold
		c.Press(ebiten.KeyPageDown)
		c.Texts()
		for _, l := range r.Links[PanelLinks] {
			if l.Id == to && l.R.H > 4 {
				link = l.R
			}
		}
	}
	if link.W == 0 {
		t.Fatalf("no link to %s on page %s", to, from)
	}
	c.Click(link)
	if r.Ref.Page != to || len(r.Ref.Back) != 1 {
		t.Fatalf("the link to %s clicked: at %q, back %q", to, r.Ref.Page, r.Ref.Back)
	}
	c.Press(ebiten.KeyBackspace)
	if r.Ref.Page != from || len(r.Ref.Back) != 0 {
		t.Fatalf("Backspace: at %q, want %q", r.Ref.Page, from)
	}
}

// A click outside the panel, F2 and a right click each close it.
func TestReferenceCloses(t *testing.T) {
	for _, how := range []string{"click outside", "F2", "right click"} {
		c, _ := opened(t, "1.0")
		switch how {
		case "click outside":
			c.Click(ui.Rect{X: 1, Y: 1, W: 2, H: 2})
		case "F2":
			c.Press(ebiten.KeyF2)
		case "right click":
			c.Frame(ui.InputState{X: 600, Y: 400, Right: true})
		}
		if c.Scenes.IsUp("reference") {
			t.Errorf("%s: the reference is still open", how)
		}
	}
}

// A section number in a text drawn with LinkText is a link of its owner
// where it stands; a hex number is not, nor a section the rules lack.
// An owner drawing again starts its links afresh.
func TestRuleNumbersAreLinks(t *testing.T) {
	c := scenestest.New()
	r := &Reference{Win: c.Window}
	dst := c.Draw()
	type owner struct{}
	r.BeginLinks(owner{}, nil)
	r.LinkText(dst, owner{}, "Noise in 1207 (12.0), see rule 12.5 and 99.9", 100, 100, 12, false, ui.Ink)
	var ids []string
	for _, l := range r.Links[owner{}] {
		ids = append(ids, l.Id)
		if id, ok := r.LinkAt(l.R.X+l.R.W/2, l.R.Y+l.R.H/2, owner{}); !ok || id != l.Id {
			t.Errorf("LinkAt the middle of %s gives %q", l.Id, id)
		}
	}
	if !slices.Equal(ids, []string{"12.0", "12.5"}) {
		t.Fatalf("the links are %q, want 12.0 and 12.5", ids)
	}
	if _, ok := r.LinkAt(100, 100, owner{}); ok {
		t.Error("the start of the line is a link")
	}
	r.BeginLinks(owner{}, nil)
	if len(r.Links[owner{}]) != 0 {
		t.Error("the owner's links stand after it began again")
	}
}

var _ scenes.Scene = (*Reference)(nil)
