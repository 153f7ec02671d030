package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/saves"
)

// hintSave writes a standard game the greedy player has played up to a
// move, and returns its path.
func hintSave(t *testing.T) string {
	t.Helper()
	g, err := game.New(testRules(t), nil, 21)
	if err != nil {
		t.Fatal(err)
	}
	p := advisor.NewGreedy()
	for len(g.Log) < 40 || g.State.Phase != game.PhaseMovement || g.State.Move != nil || g.State.Pending != nil {
		if g.State.Over {
			t.Fatal("the game ended before a movement phase")
		}
		if _, err := g.Apply(p.Choose(g.State)); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "hint"+saves.Ext)
	if err := saves.Save(path, g); err != nil {
		t.Fatal(err)
	}
	return path
}

// A hint names the next action in words, with its expected score, its
// interval and its rollouts, as text or as one JSON object; the same save
// gets the same hint.
func TestHint(t *testing.T) {
	path := hintSave(t)
	var out, errw bytes.Buffer
	if code := runHint([]string{path, "-rollouts", "4"}, &out, &errw); code != 0 {
		t.Fatalf("exit code %d: %s", code, errw.String())
	}
	text := out.String()
	for _, want := range []string{"Turn ", "Friendly Movement Phase", "Suggested: ", "expected final score", "95 %", "4 rollouts"} {
		if !strings.Contains(text, want) {
			t.Errorf("the hint does not say %q:\n%s", want, text)
		}
	}
	var js [2]map[string]any
	for k := range js {
		out.Reset()
		if code := runHint([]string{"-json", "-rollouts=4", path}, &out, &errw); code != 0 {
			t.Fatalf("-json: exit code %d: %s", code, errw.String())
		}
		if err := json.Unmarshal(out.Bytes(), &js[k]); err != nil {
			t.Fatalf("-json: %v\n%s", err, out.String())
		}
	}
	sug, _ := js[0]["suggested"].(map[string]any)
	if sug == nil || sug["text"] == "" || sug["rollouts"] != 4.0 || len(sug["score_ci95"].([]any)) != 2 {
		t.Fatalf("-json: no suggested action with its figures: %v", js[0])
	}
	if !strings.Contains(text, sug["text"].(string)) {
		t.Errorf("text and JSON suggest different actions: %q not in\n%s", sug["text"], text)
	}
	if a, b := js[0]["actions"], js[1]["actions"]; !jsonEqual(a, b) {
		t.Errorf("the same save got two different hints:\n%v\n%v", a, b)
	}
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// The save kept in testdata (a standard game at turn 6, the greedy
// player's A-Team on its way to a raid) gets a hint: the command the
// performance figures time.
func TestHintOnTestdataSave(t *testing.T) {
	var out, errw bytes.Buffer
	if code := runHint([]string{filepath.Join("testdata", "hint-turn6.kandahar"), "-rollouts", "2"}, &out, &errw); code != 0 {
		t.Fatalf("exit code %d: %s", code, errw.String())
	}
	if !strings.Contains(out.String(), "Turn 6, Friendly Movement Phase") || !strings.Contains(out.String(), "Suggested: move A-Team") {
		t.Errorf("unexpected hint:\n%s", out.String())
	}
}

// Bad command lines get one sentence and exit code 2; a file that is not
// a save, or a finished game, exits 1.
func TestHintFlags(t *testing.T) {
	for _, args := range [][]string{{}, {"a", "b"}, {"-nosuch", "a"}, {"-rollouts", "1", "a"}, {"-rollouts", "x", "a"}, {"a", "-rollouts"}, {" "}} {
		var out, errw bytes.Buffer
		code := runHint(args, &out, &errw)
		msg := errw.String()
		if code != 2 || strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, "kandahar hint: ") || !strings.HasSuffix(msg, ".\n") {
			t.Errorf("%v: exit code %d, message %q", args, code, msg)
		}
	}
	var out, errw bytes.Buffer
	if code := runHint([]string{filepath.Join(t.TempDir(), "none.kandahar")}, &out, &errw); code != 1 {
		t.Errorf("a missing file: exit code %d, %q", code, errw.String())
	}
	g, _ := game.New(testRules(t), nil, 3)
	for !g.State.Over {
		g.Apply(game.Action{Type: game.ActEndGame})
		if !g.State.Over {
			g.Apply(advisor.NewGreedy().Choose(g.State))
		}
	}
	over := filepath.Join(t.TempDir(), "over"+saves.Ext)
	if err := saves.Save(over, g); err != nil {
		t.Fatal(err)
	}
	errw.Reset()
	if code := runHint([]string{over}, &out, &errw); code != 1 || !strings.Contains(errw.String(), "over") {
		t.Errorf("a finished game: exit code %d, %q", code, errw.String())
	}
	out.Reset()
	if code := runHint([]string{"-help"}, &out, &errw); code != 0 || !strings.Contains(out.String(), "Usage: kandahar hint") {
		t.Errorf("-help: exit code %d", code)
	}
}

// questionSave writes a standard game the greedy player has played up to
// a question of two answers or more (an escape, 12.3, or another), and
// returns its path and the game.
func questionSave(t *testing.T) (string, *game.Game) {
	t.Helper()
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := game.New(testRules(t), nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		p := advisor.NewGreedy()
		for steps := 0; steps < 400 && !g.State.Over; steps++ {
			if d := g.State.Pending; d != nil && len(d.Options) >= 2 && d.Kind != game.DecSuppression {
				path := filepath.Join(t.TempDir(), "question"+saves.Ext)
				if err := saves.Save(path, g); err != nil {
					t.Fatal(err)
				}
				return path, g
			}
			if _, err := g.Apply(p.Choose(g.State)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game of the first 40 seeds came to a question of two answers")
	return "", nil
}

// The hint names a question's answer by the number the keys and the
// buttons give it (Prompt's options): "choose N" in the hint, looked up
// in Prompt's list, is the very action the hint suggests; and no piece is
// named by an internal number (12.3).
func TestHintChoiceNumber_12_3(t *testing.T) {
	path, g := questionSave(t)
	s := g.State
	prompt := s.Prompt()
	var out, errw bytes.Buffer
	if code := runHint([]string{"-json", "-rollouts=4", path}, &out, &errw); code != 0 {
		t.Fatalf("exit code %d: %s", code, errw.String())
	}
	var h struct {
		Suggested struct {
			Action game.Action `json:"action"`
			Text   string      `json:"text"`
			Choice int         `json:"choice"`
		} `json:"suggested"`
		Options []game.Choice `json:"options"`
	}
	if err := json.Unmarshal(out.Bytes(), &h); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	sug := h.Suggested
	t.Logf("%s question (%d options): the hint suggests %q", s.Pending.Kind, len(prompt.Options), sug.Text)
	var n int
	var label string
	if _, err := fmt.Sscanf(sug.Text, "choose %d:", &n); err != nil {
		t.Fatalf("the hint %q names no option's number (%v)", sug.Text, err)
	}
	if n < 1 || n > len(prompt.Options) {
		t.Fatalf("the hint says %q: no option %d among %d", sug.Text, n, len(prompt.Options))
	}
	label = prompt.Options[n-1].Label
	if !reflect.DeepEqual(prompt.Options[n-1].Act, sug.Action) {
		t.Fatalf("the hint says %q, but option %d (%q) is %v and the hint's action is %v", sug.Text, n, label, prompt.Options[n-1].Act, sug.Action)
	}
	if sug.Text != fmt.Sprintf("choose %d: %s", n, label) || sug.Choice != n {
		t.Errorf("the hint's words %q (choice %d) do not name option %d, %q", sug.Text, sug.Choice, n, label)
	}
	if !reflect.DeepEqual(h.Options, prompt.Options) {
		t.Errorf("the hint lists the options %+v, Prompt %+v", h.Options, prompt.Options)
	}
	// taking option n does what the hint suggested
	want := s.Clone()
	if _, err := want.Apply(sug.Action); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(prompt.Options[n-1].Act); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.State.Pieces, want.Pieces) {
		t.Error("option n and the suggested action leave the pieces in different places")
	}
	// the text form names the same option and shows them numbered
	out.Reset()
	if code := runHint([]string{"-rollouts=4", path}, &out, &errw); code != 0 {
		t.Fatalf("exit code %d: %s", code, errw.String())
	}
	text := out.String()
	if !strings.Contains(text, "Suggested: "+sug.Text) || !strings.Contains(text, fmt.Sprintf("  %d. %s", n, label)) {
		t.Errorf("the text hint does not suggest %q with the options numbered:\n%s", sug.Text, text)
	}
	if strings.Contains(text, "#") {
		t.Errorf("the hint shows an internal number:\n%s", text)
	}
	// the only numbers before a line's words are the options' own: a
	// rank "1." beside "choose 2" would read as another key
	for _, ln := range strings.Split(text, "\n") {
		var k int
		if _, err := fmt.Sscanf(strings.TrimSpace(ln), "%d.", &k); err == nil && !strings.HasPrefix(ln, "  ") {
			t.Errorf("a line starts with a number that is no option's: %q", ln)
		}
	}
}
