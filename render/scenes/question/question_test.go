package question

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game/table"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
)

// fakeGame asks a question in the contract's words, of no game in
// particular, and records the answers.
type fakeGame struct {
	*scenestest.Ctx
	p        table.Prompt
	answered []int
	links    []any
}

func (f *fakeGame) Prompt() table.Prompt { return f.p }
func (f *fakeGame) Answer(n int)         { f.answered = append(f.answered, n) }
func (f *fakeGame) BeginLinks(owner any) { f.links = append(f.links, owner) }
func (f *fakeGame) LinkText(dst *ebiten.Image, _ any, s string, x, y, size float64, bold bool, clr color.Color) {
	f.Win.U.Text(dst, s, x, y, size, bold, clr, 0)
}

func asking(labels ...string) *fakeGame {
	q := &table.Question{Rule: "12.3", Text: "Your stack was detected. Stay, go back to a base camp, or scatter?"}
	for i, l := range labels {
		q.Options = append(q.Options, table.Option{Number: i + 1, Label: l})
	}
	return &fakeGame{Ctx: scenestest.New(), p: table.Prompt{Step: "question", Question: q}}
}

// Button N answers N and says key N with the question's rule, in the
// order the contract numbers the options; the first is the primary
// one; each button shows the picture its game gives it.
func TestButtonNAnswersN(t *testing.T) {
	f := asking("Stay", "Back to the base camp", "Scatter")
	p, ok := Asked(f)
	if !ok {
		t.Fatal("no question asked")
	}
	m := p.Place(0, nil, 740)
	var bs []ui.Button
	p.Buttons(m, func(n int) int { return 10 * n }, func(b ui.Button) { bs = append(bs, b) })
	if len(bs) != 3 {
		t.Fatalf("%d buttons for 3 answers", len(bs))
	}
	answers := []string{"Stay", "Back to the base camp", "Scatter"}
	for i, b := range bs {
		n := i + 1
		// the button carries its key's number, so a player sees which
		// key answers it
		if b.Label != fmt.Sprintf("%d. %s", n, answers[i]) {
			t.Errorf("button %d is labelled %q, want its number first", n, b.Label)
		}
		if b.Id != ui.OptionID(n) || b.Tip != fmt.Sprintf("Answer: %s (12.3). Key %d.", answers[i], n) || b.Primary != (n == 1) || b.Icon != 10*n || !m.Grow(1).In(b.R.X, b.R.Y+b.R.H) {
			t.Errorf("button %d: %+v", n, b)
		}
		if i > 0 && b.R.Y <= bs[i-1].R.Y {
			t.Errorf("button %d is not under button %d", n, n-1)
		}
	}
	for _, n := range []int{3, 1, 2} {
		bs[n-1].OnClick()
	}
	if !slices.Equal(f.answered, []int{3, 1, 2}) {
		t.Fatalf("the buttons answered %v, want 3, 1, 2", f.answered)
	}
}

// The panel says the question with its rule in its band, its words
// wrapped inside it, and starts its rule links afresh each time it is
// drawn; it is as tall as its words and answers, and extra room makes
// it taller by as much.
func TestPanelSaysTheQuestion(t *testing.T) {
	f := asking("Stay", "Back")
	p, _ := Asked(f)
	m := p.Place(0, nil, 740)
	if m.H != p.TextHeight(m.W)+14+2*40 {
		t.Errorf("the panel is %.0f tall for %.0f of words and two answers", m.H, p.TextHeight(m.W))
	}
	if tall := p.Place(120, nil, 740); tall.H != m.H+120 || tall.Y != m.Y {
		t.Errorf("with 120 more: %v, was %v", tall, m)
	}
	w := &scenestest.Watch{}
	f.Win.U.Watch = w
	p.Draw(f.Draw(), m)
	if len(w.Got) < 2 || w.Got[0].S != "DECISION · rule 12.3" || !strings.Contains(w.Got[1].S, "Your stack was detected") {
		t.Fatalf("the panel says %+v", w.Got)
	}
	for _, tx := range w.Got {
		if !m.Grow(1).In(tx.Box.X, tx.Box.Y) || tx.Box.X+tx.Box.W > m.X+m.W {
			t.Errorf("%q at %v is not inside the panel %v", tx.S, tx.Box, m)
		}
	}
	if len(f.links) != 1 || f.links[0] != (Links{m}) {
		t.Errorf("the panel's links began %v", f.links)
	}
}

// The panel stands across the top of the map; where it would hide what
// the question is about, it stands over the map's foot instead.
func TestPanelClearOfWhatItIsAbout(t *testing.T) {
	f := asking("Stay", "Back")
	p, _ := Asked(f)
	top := p.Place(0, nil, 740)
	mv := f.Win.MapView
	if top.Y != mv.Y+30 || top.X+top.W/2 != mv.X+mv.W/2 {
		t.Fatalf("the panel at %v, not across the top of the map %v", top, mv)
	}
	at := ui.Pt{X: top.X + 20, Y: top.Y + 20}
	r := p.Place(0, func(r ui.Rect) bool { return r.In(at.X, at.Y) }, 740)
	if r.In(at.X, at.Y) || r.Y+r.H != 730 {
		t.Fatalf("the panel at %v covers %v or does not stand over the foot at 740", r, at)
	}
}

// No question, no panel.
func TestNothingAsked(t *testing.T) {
	f := asking()
	f.p.Question = nil
	if _, ok := Asked(f); ok {
		t.Fatal("a panel with nothing asked")
	}
}
