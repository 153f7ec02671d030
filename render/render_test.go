package render

import (
	"strings"
	"testing"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/ui"
)

// The scripted player plays frames in order and then holds still.
func TestScriptedInput(t *testing.T) {
	var in ScriptedInput
	in.Click(10, 20)
	var downs, ups int
	prev := false
	for in.Pending() > 0 {
		st := in.Poll()
		if st.Left && !prev {
			downs++
		}
		if !st.Left && prev {
			ups++
		}
		prev = st.Left
	}
	if downs != 1 || ups != 1 {
		t.Fatalf("a click gave %d presses and %d releases", downs, ups)
	}
	if st := in.Poll(); st.X != 10 || st.Y != 20 || st.Left {
		t.Fatalf("after the script: %+v", st)
	}
}

// The next-step hint always says something while the game runs.
func TestNextStep(t *testing.T) {
	rules := shippedRules(t)
	g, _ := game.New(rules, nil, 3)
	if chrome.NextStep(g.State) == "" {
		t.Fatal("no hint at set-up")
	}
}

// 17.3: a piece's status comes first in the forces panel, where a narrow
// panel cannot cut it off.
func TestForceInfoStatusFirst(t *testing.T) {
	rules := shippedRules(t)
	g, _ := game.New(rules, nil, 3)
	s := g.State
	var team game.PieceID
	for _, id := range s.IDs() {
		if s.Spec(id).Kind == game.KindTeam {
			team = id
			break
		}
	}
	p := s.P(team)
	p.Place, p.Hex, p.Detected, p.Moved = game.OnMap, game.Hex{Col: 5, Row: 5}, true, true
	if got := chrome.ForceInfo(s, team, true, p.Hex); !strings.HasPrefix(got, "DETECTED · moved · at 0505 · fire") {
		t.Fatalf("forces line %q: want the status first", got)
	}
}

// The rules' refusals read as quoted clauses ("first answer: ..."); a
// message or tooltip showing one alone starts it with a capital.
func TestMessagesStartWithACapital(t *testing.T) {
	for in, want := range map[string]string{
		"first answer: Escape?":           "First answer: Escape?",
		"élan":                            "Élan",
		"Already a sentence.":             "Already a sentence.",
		"×2 speed":                        "×2 speed",
		"":                                "",
		"3 hexes away: a d6 above 3 wins": "3 hexes away: a d6 above 3 wins",
	} {
		if got := ui.Sentence(in); got != want {
			t.Errorf("sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
