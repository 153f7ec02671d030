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

// Each goal a step may name holds once what it waits for has happened,
// and not before: read, reached (a phase of a turn, or the game over),
// bought, hauled, moved, noise-at, happened, battle-won, accomplished.
func TestGoalsHoldOnceMet(t *testing.T) {
	rules := shippedRules(t)
	g, err := game.New(rules, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	team, gear := BySpec(s, "a-team-1"), BySpec(s, "b-team-1")
	h := game.MustHex("1010")
	at := GoalCtx{S: s}
	move := game.Event{Type: game.EvMove, Hex: h, Pieces: []game.PieceID{team}}
	noise := game.Event{Type: game.EvNoise, Hex: h}
	won := game.Event{Type: game.EvCombat, Success: true}
	lost := game.Event{Type: game.EvCombat}
	attack := game.Action{Type: game.ActAttack}
	with := func(acts []game.Action, evs ...[]game.Event) GoalCtx {
		return GoalCtx{S: s, Log: acts, Evs: evs}
	}
	for _, c := range []struct {
		goal      string
		args      []string
		before    GoalCtx
		after     func() GoalCtx
		undoAfter func()
	}{
		{"read", nil, at, func() GoalCtx { return GoalCtx{S: s, Read: true} }, nil},
		{"reached", []string{"movement", "1"}, at, func() GoalCtx {
			s.Phase, s.Turn = game.PhaseMovement, 1
			return at
		}, func() { s.Phase, s.Turn = game.PhaseSetup, 0 }},
		{"reached", []string{"combat", "2"}, at, func() GoalCtx {
			s.Over = true
			return at
		}, func() { s.Over = false }},
		{"bought", []string{"a-team-1"}, at, func() GoalCtx {
			s.P(team).Place = game.OnMap
			return at
		}, func() { s.P(team).Place = game.Available }},
		{"hauled", []string{"b-team-1", "a-team-1"}, at, func() GoalCtx {
			s.P(gear).Carrier = team
			return at
		}, func() { s.P(gear).Carrier = game.None }},
		{"moved", []string{"a-team-1", "1010"}, with([]game.Action{{}}, []game.Event{noise}), func() GoalCtx {
			return with([]game.Action{{}}, []game.Event{move})
		}, nil},
		{"noise-at", []string{"1010"}, with([]game.Action{{}}, []game.Event{move}), func() GoalCtx {
			return with([]game.Action{{}}, []game.Event{noise})
		}, nil},
		{"happened", []string{"noise"}, with([]game.Action{{}}, []game.Event{move}), func() GoalCtx {
			return with([]game.Action{{}}, []game.Event{noise})
		}, nil},
		{"battle-won", nil, with([]game.Action{attack}, []game.Event{lost}), func() GoalCtx {
			return with([]game.Action{attack}, []game.Event{won})
		}, nil},
		{"accomplished", nil, with([]game.Action{{}}, []game.Event{move}), func() GoalCtx {
			return with([]game.Action{{}}, []game.Event{{Type: game.EvAccomplished}})
		}, nil},
	} {
		s.P(team).Place, s.Phase = game.Available, game.PhaseSetup
		if Goals[c.goal].Check(c.before, c.args) {
			t.Errorf("%s %v holds before it is met", c.goal, c.args)
		}
		if !Goals[c.goal].Check(c.after(), c.args) {
			t.Errorf("%s %v does not hold once met", c.goal, c.args)
		}
		if c.undoAfter != nil {
			c.undoAfter()
		}
	}
}

// A step expects the actions it names: by type, by a piece's spec id
// among the action's pieces, and a question's answer by its number.
func TestStepExpects(t *testing.T) {
	rules := shippedRules(t)
	g, err := game.New(rules, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	team := BySpec(s, "a-team-1")
	st := Step{Expect: []Expect{{Act: game.ActEndPhase}, {Act: game.ActMove, Arg: "a-team-1"}, {Act: game.ActChoose, Arg: "2"}}}
	for _, c := range []struct {
		act  game.Action
		want bool
	}{
		{game.Action{Type: game.ActEndPhase}, true},
		{game.Action{Type: game.ActMove, Pieces: []game.PieceID{team}}, true},
		{game.Action{Type: game.ActMove, Pieces: []game.PieceID{BySpec(s, "b-team-1")}}, false},
		{game.Action{Type: game.ActChoose, Option: 1}, true},
		{game.Action{Type: game.ActChoose, Option: 0}, false},
		{game.Action{Type: game.ActBuy, Piece: team}, false},
	} {
		if got := st.Expects(s, c.act); got != c.want {
			t.Errorf("%s %+v: expected %v, want %v", c.act.Type, c.act, got, c.want)
		}
	}
}
