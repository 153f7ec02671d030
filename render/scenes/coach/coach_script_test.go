package coach

import (
	"strings"
	"testing"

	"kandahar/assets"
	"kandahar/game"
)

// The coach's steps are data (assets/tutorial/coach.txt): every step
// parses, names a goal of the table with the right arguments, and points
// at hexes on the map, pieces of the counter mix and buttons that exist;
// the steps are for the tutorial scenario and none is met at its start.
func TestCoachScriptNamesWhatExists(t *testing.T) {
	rules := shippedRules(t)
	sc, err := Parse(assets.CoachSteps(), rules)
	if err != nil {
		t.Fatal(err)
	}
	src, err := assets.Scenario("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	f, err := game.LoadScenario(src, rules)
	if err != nil {
		t.Fatal(err)
	}
	if sc.Scenario != f.Scenario.Name {
		t.Fatalf("the coach is for %q, the tutorial is %q", sc.Scenario, f.Scenario.Name)
	}
	g, err := f.NewGame(rules, 0)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, st := range sc.Steps {
		if ids[st.Id] {
			t.Errorf("step %s twice", st.Id)
		}
		ids[st.Id] = true
		if Goals[st.Goal].Check(GoalCtx{S: g.State}, st.Args) {
			t.Errorf("step %s: its goal is met before the game starts", st.Id)
		}
		if !strings.Contains(st.Title+st.Say+st.Result, "(") {
			t.Errorf("step %s cites no rule section", st.Id)
		}
	}
	// and the checks do catch mistakes
	bad := "scenario: Tutorial\nstep: x\ntitle: t (1.0)\nasks: a\nsay: s\nresult: r\ngoal: moved a-team-9 9999\npoint: button nope\npoint: piece nope\nexpect: fly\nwhat: ever\npoint: button opt-0\npoint: option 0\nexpect: choose 0\n"
	_, err = Parse([]byte(bad), rules)
	for _, want := range []string{`no piece "a-team-9"`, `hex "9999" is not on the map`, `no button "nope"`, `no piece "nope"`, `no action "fly"`, `unknown key "what"`,
		`no button "opt-0"`, `option "0": answers are numbered from 1`, `choose "0": answers are numbered from 1`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a script with mistakes: want %q in %v", want, err)
		}
	}
	if _, err := Parse([]byte("scenario: T\nstep: x\ntitle: t\nasks: a\nsay: s\nresult: r\ngoal: flying\n"), rules); err == nil || !strings.Contains(err.Error(), `no goal "flying"`) {
		t.Errorf("an unknown goal: %v", err)
	}
	// the bundled script as the client reads it
	if s, err := TheScript(); err != nil || len(s.Steps) != len(sc.Steps) {
		t.Fatalf("theCoachScript: %v", err)
	}
}

func shippedRules(t *testing.T) *game.Rules {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	return rules
}

// The script names a question's answers as the player sees them, from 1:
// "expect: choose 1" is the first answer, game.Prompt's option 1.
func TestCoachAnswersNumberedFromOne(t *testing.T) {
	sc, err := Parse(assets.CoachSteps(), shippedRules(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range sc.Steps {
		if st.Id != "stay" {
			continue
		}
		first := game.Choice{Number: 1, Act: game.Action{Type: game.ActChoose, Option: 0}}
		second := game.Choice{Number: 2, Act: game.Action{Type: game.ActChoose, Option: 1}}
		if !st.Expects(nil, first.Act) || st.Expects(nil, second.Act) {
			t.Fatalf("the Stay step expects the first answer only: first %v, second %v", st.Expects(nil, first.Act), st.Expects(nil, second.Act))
		}
		if p := st.Points[0]; p.Kind != "option" || OptionNumber(p.Arg) != first.Number {
			t.Fatalf("the Stay step points at %s %s, not the first answer", p.Kind, p.Arg)
		}
		return
	}
	t.Fatal("no Stay step")
}
