package table

import (
	"errors"
	"testing"
)

// a fake engine: a question with two answers, then nothing to ask.
type fakeAction int

type fakeEvent string

func (e fakeEvent) Table() Event { return Event{Kind: "fake", Text: string(e)} }

type fake struct {
	log   []fakeAction
	asked bool
}

func (f *fake) Prompt() Prompt {
	if !f.asked {
		return Prompt{Step: "done", Text: "nothing to do"}
	}
	return Prompt{Step: "question", Question: &Question{Rule: "1.0", Text: "which?",
		Options: []Option{{Number: 1, Label: "left"}, {Number: 2, Label: "right"}}}}
}
func (f *fake) Legal() []fakeAction { return []fakeAction{1, 2} }
func (f *fake) Check(a fakeAction) *Refusal {
	if a < 1 || a > 2 {
		return &Refusal{Code: "bad-option", Reason: "no"}
	}
	return nil
}
func (f *fake) Apply(a fakeAction) ([]fakeEvent, error) {
	if no := f.Check(a); no != nil {
		return nil, no
	}
	f.log = append(f.log, a)
	f.asked = false
	return []fakeEvent{"chose " + []fakeEvent{"left", "right"}[a-1]}, nil
}
func (f *fake) Answer(n int) (fakeAction, *Refusal) {
	p := f.Prompt()
	if p.Question == nil {
		return 0, NoQuestion()
	}
	if n < 1 || n > len(p.Question.Options) {
		return 0, NoOption(n, p.Question)
	}
	return fakeAction(n), nil
}
func (f *fake) Undo() error {
	if len(f.log) == 0 {
		return errors.New("nothing to undo")
	}
	f.log = f.log[:len(f.log)-1]
	return nil
}
func (f *fake) CanUndo() bool         { return len(f.log) > 0 }
func (f *fake) Actions() []fakeAction { return f.log }

// A Table chooses an option by its number, says the events in the
// contract's words, and refuses a number the question does not offer.
func TestTableChooses(t *testing.T) {
	f := &fake{asked: true}
	tb := Play[fakeAction, fakeEvent](f)
	if _, err := tb.Choose(3); err == nil {
		t.Fatal("option 3 of 2 taken")
	} else if r := (*Refusal)(nil); !errors.As(err, &r) || r.Code != "bad-option" || r.Rule != "1.0" {
		t.Fatalf("refusal %v, want bad-option citing 1.0", err)
	}
	ev, err := tb.Choose(2)
	if err != nil || len(ev) != 1 || ev[0].Text != "chose right" || ev[0].Kind != "fake" {
		t.Fatalf("choose 2: %v %v", ev, err)
	}
	if tb.Moves() != 1 || !tb.CanUndo() || tb.Prompt().Asking() {
		t.Fatalf("after the answer: %d moves, undo %v, asking %v", tb.Moves(), tb.CanUndo(), tb.Prompt().Asking())
	}
	if _, err := tb.Choose(1); err == nil {
		t.Fatal("an answer taken with no question asked")
	}
	if err := tb.Undo(); err != nil || tb.Moves() != 0 {
		t.Fatalf("undo: %v, %d moves", err, tb.Moves())
	}
}
