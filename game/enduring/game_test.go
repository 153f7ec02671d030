package enduring

import (
	"strings"
	"testing"
	"time"
)

// A seed and the log reproduce a game; a save names its game, replays
// and is refused when edited.
func TestSaveReplay_6_0(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	g, _ := NewGame(r, sc, 42)
	pl := newTestPlayer(42, 25)
	for i := 0; i < 400 && !g.State.Over(); i++ {
		if _, err := g.Apply(pl.choose(g.State, g.State.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	b, err := EncodeSave(g, "test", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if !IsSave(b) || !strings.Contains(string(b), `"game": "Enduring Freedom"`) {
		t.Fatal("the save names its game")
	}
	g2, evs, f, err := DecodeSave(b, r)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != len(g.Log) || g2.State.NP != g.State.NP || f.Turn != g.State.Turn {
		t.Fatal("the replay reaches the same game")
	}
	bad := strings.Replace(string(b), `"np": `, `"np": 1`, 1)
	bad = strings.Replace(bad, `"NP":`, `"NP":1`, 1)
	if _, _, _, err := DecodeSave([]byte(bad), r); err == nil {
		t.Fatal("an edited state is refused")
	}
	if _, _, _, err := DecodeSave([]byte(`{"format":"kandahar-save"}`), r); err == nil || !strings.Contains(err.Error(), "not an Enduring Freedom save") {
		t.Fatalf("a Kandahar save is named as such: %v", err)
	}
}

// Undo goes back over actions that rolled no die, never past one.
func TestUndo_2_0(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	g, _ := NewGame(r, sc, 3)
	for g.State.Q != nil {
		if _, err := g.Apply(Action{Kind: ActAnswer}); err != nil {
			t.Fatal(err)
		}
	}
	np := g.State.NP
	u := r.UnitID("us-75r")
	if _, err := g.Apply(Action{Kind: ActMobilize, Unit: u, To: Staging(0)}); err != nil {
		t.Fatal(err)
	}
	if !g.CanUndo() || g.Undo() != nil || g.State.NP != np || g.State.Units[u].Loc != BoxMobilization {
		t.Fatal("a purchase is taken back")
	}
	if _, err := g.Apply(Action{Kind: ActEndPhase}); err != nil {
		t.Fatal(err)
	}
	rolls := g.State.Dice.Rolls
	for !g.State.Over() && g.State.Dice.Rolls == rolls {
		l := g.State.Legal()
		if _, err := g.Apply(l[len(l)-1]); err != nil {
			t.Fatal(err)
		}
	}
	if g.CanUndo() {
		t.Fatal("nothing is undone past a die")
	}
}

// Every bad action gets a sentence and changes nothing; none panics.
func TestBadActionsRefused_2_0(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	s := NewState(r, sc, 77)
	d := testPlayer{dice: s.Dice}
	d.dice.State ^= 0xabcdef
	tried := 0
	for i := 0; i < 3000 && !s.Over(); i++ {
		tried++
		a := Action{Kind: ActionKind(d.dice.Intn(16)), Unit: d.dice.Intn(230) - 20, To: Place(d.dice.Intn(140) - 10), Choice: d.dice.Intn(12) - 2}
		before := s.Clone()
		if _, err := s.Apply(a); err != nil {
			if err.Error() == "" || s.NP != before.NP || s.Phase != before.Phase {
				t.Fatalf("a refused action %+v changed the game or said nothing", a)
			}
		}
		if err := s.Invariants(); err != nil {
			t.Fatalf("after %+v: %v", a, err)
		}
		if i%25 == 0 {
			l := s.Legal()
			if len(l) > 0 {
				if _, err := s.Apply(l[d.dice.Intn(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if tried < 500 {
		t.Fatalf("only %d actions tried before the game ended", tried)
	}
}

// 7.2: in every phase and question the game says what it waits for, with
// the rule section, and ends saying how it ended.
func TestPrompt_7_2(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	s := NewState(r, sc, 21)
	p := newTestPlayer(21, 25)
	seen := map[Phase]bool{}
	for !s.Over() {
		pr := s.Prompt()
		if pr.Text == "" || len(pr.Rules) == 0 || pr.Rules[0] == "" || pr.Step == "" {
			t.Fatalf("%s: prompt %+v", s.Phase, pr)
		}
		if s.Q != nil && (pr.Text != s.Q.Prompt || pr.Question == nil || len(pr.Question.Options) != len(s.Q.Options)) {
			t.Fatalf("a question's prompt is the question: %+v", pr)
		}
		if s.Q != nil {
			for i, o := range pr.Question.Options {
				if o.Number != i+1 || o.Label != s.Q.Options[i].Text {
					t.Fatalf("option %d: %+v, want number %d %q", i, o, i+1, s.Q.Options[i].Text)
				}
			}
		}
		seen[s.Phase] = true
		if _, err := s.Apply(p.choose(s, s.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	if end := s.Prompt(); !end.Over || !strings.Contains(end.Text, "over") || len(seen) < 6 {
		t.Fatalf("the end: %+v; phases seen waiting: %d", end, len(seen))
	}
}
