package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/scenes/question"
	"kandahar/render/scenes/reference"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
)

// The rule number of a line of the log is a link: clicked, it
// opens the reference at that section; the See also links of the page
// are links too, and Backspace goes back.
func TestRuleNumberOpensReference(t *testing.T) {
	d := newGameDriver(t, 3)
	d.idle()
	d.clickButton("end-phase") // set-up: done buying, a line with its rule
	d.idle()
	var rule string
	var lr ui.Rect
	var log ui.Rect
	d.texts() // the log drawn whole
	d.on(func(a *App) {
		log = a.chrome.LogRect()
		for _, l := range a.rulesRef.Links[reference.LogLinks] {
			if l.R.Y > lr.Y {
				rule, lr = l.Id, l.R // the newest, lowest
			}
		}
	})
	if rule == "" {
		t.Fatal("no rule number in the log is a link")
	}
	if !log.In(lr.X+lr.W/2, lr.Y+lr.H/2) {
		t.Fatalf("the link to %s lies at %v, outside the log %v", rule, lr, log)
	}
	logTexts := strings.Join(d.texts(), "\n")
	if !strings.Contains(logTexts, "["+rule+"]") {
		t.Fatalf("the log does not show [%s]", rule)
	}
	d.in.Click(int(lr.X+lr.W/2), int(lr.Y+lr.H/2))
	d.script()
	open, page := false, ""
	d.on(func(a *App) { open, page = a.overlays.scenes.IsUp("reference"), a.rulesRef.Ref.Page })
	if !open || page != rule {
		t.Fatalf("clicking [%s] in the log: panel open %v at %q", rule, open, page)
	}
	texts := d.texts()
	if !slices.Contains(texts, scenestest.SectionHeading(t, rule)) || !scenestest.ShowsSection(t, texts, rule) {
		t.Fatalf("the panel does not show %s", rule)
	}
	// follow the first See also link of the page, then come back
	book, _ := assets.Reference()
	sec, _ := book.Section(rule)
	if len(sec.SeeAlso) == 0 {
		t.Fatalf("%s has no See also to follow", rule)
	}
	to := sec.SeeAlso[0]
	var sr ui.Rect
	d.on(func(a *App) {
		for _, l := range a.rulesRef.Links[reference.PanelLinks] {
			if l.Id == to && l.R.W > 0 {
				sr = l.R
				return
			}
		}
	})
	if sr.W == 0 {
		d.in.Key(ebiten.KeyEnd) // the foot of a long page
		d.script()
		d.texts()
		d.on(func(a *App) {
			for _, l := range a.rulesRef.Links[reference.PanelLinks] {
				if l.Id == to && l.R.W > 0 {
					sr = l.R
				}
			}
		})
	}
	if sr.W == 0 {
		t.Fatalf("the See also link to %s is not on the page", to)
	}
	d.in.Click(int(sr.X+sr.W/2), int(sr.Y+sr.H/2))
	d.script()
	d.on(func(a *App) { page = a.rulesRef.Ref.Page })
	if page != to {
		t.Fatalf("the See also link to %s led to %q", to, page)
	}
	d.in.Key(ebiten.KeyBackspace)
	d.script()
	d.on(func(a *App) { page = a.rulesRef.Ref.Page })
	if page != rule {
		t.Errorf("Backspace went back to %q, not %s", page, rule)
	}
	// a click outside closes it; the same spot on the log opens it again
	d.in.Click(2, 2)
	d.script()
	d.on(func(a *App) { open = a.overlays.scenes.IsUp("reference") })
	if open {
		t.Fatal("a click outside the panel did not close it")
	}
	d.in.Click(int(lr.X+lr.W/2), int(lr.Y+lr.H/2))
	d.script()
	d.on(func(a *App) { open = a.overlays.scenes.IsUp("reference") })
	if !open {
		t.Error("the link in the log no longer answers once the panel was closed")
	}
}

// The help tells of T, and T shows a turn on one page: every
// step of the turn, in order, from the top of the page to its foot.
func TestTurnPage(t *testing.T) {
	d := newGameDriver(t, 3)
	// R opens the reference, Esc closes it (the panel itself is tested
	// in render/scenes/reference)
	d.in.Key(ebiten.KeyR)
	d.script()
	open := false
	d.on(func(a *App) { open = a.overlays.scenes.IsUp("reference") })
	if !open {
		t.Fatal("R did not open the rules reference")
	}
	d.in.Key(ebiten.KeyEscape)
	d.script()
	d.on(func(a *App) { open = a.overlays.scenes.IsUp("reference") })
	if open {
		t.Fatal("Esc did not close the reference")
	}
	d.in.Key(ebiten.KeyF1)
	d.script()
	if !slices.Contains(d.texts(), "T") {
		t.Fatal("the help does not tell of T")
	}
	d.in.Key(ebiten.KeyT)
	d.script()
	page, help := "", true
	d.on(func(a *App) {
		open, page, help = a.overlays.scenes.IsUp("reference"), a.rulesRef.Ref.Page, a.overlays.scenes.IsUp("help")
	})
	if !open || page != reference.RefTurn || help {
		t.Fatalf("T: panel open %v at %q, help still open %v", open, page, help)
	}
	book, _ := assets.Reference()
	steps := book.Turn()
	seen := map[string]bool{}
	for range 12 {
		for _, s := range d.texts() {
			seen[s] = true
		}
		d.in.Key(ebiten.KeyPageDown)
		d.script()
	}
	if !seen["A turn of Kandahar on one page"] {
		t.Error("the turn page has no title")
	}
	for _, st := range steps {
		if !seen[st.Title] {
			t.Errorf("the turn page lacks the step %q", st.Title)
		}
	}
}

// The rule number in the title of an event's card is a link;
// while the reference it opens is read, the events wait.
func TestCardRuleOpensReference(t *testing.T) {
	rules := shippedRules(t)
	probe, _ := game.New(rules, nil, 5)
	probe.Apply(game.Action{Type: game.ActEndPhase})
	sc := &game.Scenario{Name: "Card", Pieces: []game.ScenarioPiece{{ID: "camp-1", Hex: probe.State.CampSites()[0]}}}
	g, err := game.New(rules, sc, 5)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, g)
	d.idle()
	var e *game.Event
	for range 40 {
		busy := false
		d.on(func(a *App) {
			a.Anim.Speed = 1e-6 // the dice roll until the test moves on
			e, busy = a.Anim.Cur, a.Anim.Busy()
		})
		if e != nil && e.Rule != "" && len(e.Dice) > 0 {
			break
		}
		if busy {
			d.on(func(a *App) { a.Anim.Skip() })
			d.waitFrames(2)
			continue
		}
		d.clickButton("end-phase")
	}
	if e == nil || e.Rule == "" {
		t.Fatal("no event with dice and a rule was played")
	}
	d.texts()
	var lr ui.Rect
	d.on(func(a *App) {
		for _, l := range a.rulesRef.Links[cardLinks{e}] {
			if l.Id == e.Rule {
				lr = l.R
			}
		}
	})
	if lr.W == 0 {
		t.Fatalf("the card of %s has no link to [%s]", e.Type, e.Rule)
	}
	d.in.Click(int(lr.X+lr.W/2), int(lr.Y+lr.H/2))
	d.script()
	open, page, t0, cur := false, "", 0.0, (*game.Event)(nil)
	d.on(func(a *App) {
		open, page, t0, cur = a.overlays.scenes.IsUp("reference"), a.rulesRef.Ref.Page, a.Anim.T, a.Anim.Cur
	})
	if !open || page != e.Rule || cur != e {
		t.Fatalf("clicking [%s] on the card: panel open %v at %q, the card's event still playing %v", e.Rule, open, page, cur == e)
	}
	d.on(func(a *App) { a.Anim.Speed = 1 })
	d.waitFrames(20)
	t1 := 0.0
	d.on(func(a *App) { t1, cur = a.Anim.T, a.Anim.Cur })
	if t1 != t0 || cur != e {
		t.Errorf("the events went on while the reference was open (t %.3f → %.3f)", t0, t1)
	}
	d.in.Key(ebiten.KeyEscape)
	d.script()
	d.waitFrames(5)
	d.on(func(a *App) { t1, cur = a.Anim.T, a.Anim.Cur })
	if t1 == t0 && cur == e {
		t.Error("the events did not go on once the reference was closed")
	}
}

// A refusal's message cites its rule, and that number is a link.
func TestRefusalRuleOpensReference(t *testing.T) {
	d := newGameDriver(t, 3)
	d.idle()
	msg := ""
	d.on(func(a *App) {
		// gear is bought once a mission is drawn: not in the set-up (3.4)
		a.do(game.Action{Type: game.ActBuy, Piece: pieceBySpec(a.G.State, "m249")})
		msg = a.LastError()
	})
	m := reference.RuleRefRE.FindStringSubmatch(msg)
	if m == nil {
		t.Fatalf("the refusal cites no rule: %q", msg)
	}
	d.texts()
	var lr ui.Rect
	d.on(func(a *App) {
		for _, o := range a.liveLinkOwners() {
			if _, ok := o.(toastLinks); ok {
				for _, l := range a.rulesRef.Links[o] {
					if l.Id == m[1] {
						lr = l.R
					}
				}
			}
		}
	})
	if lr.W == 0 {
		t.Fatalf("the message %q has no link to %s", msg, m[1])
	}
	d.in.Click(int(lr.X+lr.W/2), int(lr.Y+lr.H/2))
	d.script()
	open, page := false, ""
	d.on(func(a *App) { open, page = a.overlays.scenes.IsUp("reference"), a.rulesRef.Ref.Page })
	if !open || page != m[1] {
		t.Fatalf("clicking %s in the message: panel open %v at %q", m[1], open, page)
	}
}

// The rule of a question ("DECISION · rule 12.3") is a link.
func TestDecisionRuleOpensReference(t *testing.T) {
	d, _, _ := escapeQuestionDriver(t)
	p := d.state().Pending
	d.texts()
	var lr ui.Rect
	d.on(func(a *App) {
		for _, l := range a.rulesRef.Links[question.Links{R: a.modalRect()}] {
			if l.Id == p.Rule {
				lr = l.R
			}
		}
	})
	if lr.W == 0 {
		t.Fatalf("the question's rule %s is not a link", p.Rule)
	}
	d.in.Click(int(lr.X+lr.W/2), int(lr.Y+lr.H/2))
	d.script()
	open, page := false, ""
	d.on(func(a *App) { open, page = a.overlays.scenes.IsUp("reference"), a.rulesRef.Ref.Page })
	if !open || page != p.Rule {
		t.Fatalf("clicking rule %s on the question: panel open %v at %q", p.Rule, open, page)
	}
	if d.state().Pending == nil {
		t.Error("opening the reference answered the question")
	}
}
