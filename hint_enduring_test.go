package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kandahar/game/advisor"
	"kandahar/game/enduring"
	"kandahar/saves"
)

// A save of Enduring Freedom gets its hint from that game's own Monte
// Carlo player: the save's header sends it there (saves.GameOf), the
// action suggested is one the rules allow, in words, and a question's
// answer is named by the number its key has.
func TestHintEnduring(t *testing.T) {
	r, err := enduring.DefaultRules()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := enduring.Campaign(r)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := enduring.NewGame(r, sc, 5)
	p := advisor.NewEnduringGreedy()
	for len(g.Log) < 12 {
		if _, err := g.Apply(p.Choose(g.State)); err != nil {
			t.Fatal(err)
		}
	}
	data, err := enduring.EncodeSave(g, "test", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ef"+saves.Ext)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if which, err := saves.GameOf(path); err != nil || which != saves.EnduringGame {
		t.Fatalf("GameOf: %q, %v", which, err)
	}
	var out, errw bytes.Buffer
	if code := runHint([]string{path, "-rollouts", "2"}, &out, &errw); code != 0 {
		t.Fatalf("exit code %d: %s", code, errw.String())
	}
	if !strings.Contains(out.String(), "Suggested: ") || !strings.Contains(out.String(), "NP") {
		t.Fatalf("the hint:\n%s", out.String())
	}
	out.Reset()
	if code := runHint([]string{"-json", "-rollouts=2", path}, &out, &errw); code != 0 {
		t.Fatalf("-json: exit code %d: %s", code, errw.String())
	}
	var js struct {
		Suggested struct {
			Action enduring.Action
			Text   string
			Choice int
		}
	}
	if err := json.Unmarshal(out.Bytes(), &js); err != nil {
		t.Fatalf("-json: %v\n%s", err, out.String())
	}
	if no := g.Check(js.Suggested.Action); no != nil || js.Suggested.Text != g.State.Describe(js.Suggested.Action) {
		t.Fatalf("suggested %+v: refused %v, or words not the rules' own", js.Suggested, no)
	}
	if g.State.Q != nil && js.Suggested.Choice != js.Suggested.Action.Choice+1 {
		t.Fatalf("a question's answer numbered %d, its key is %d", js.Suggested.Choice, js.Suggested.Action.Choice+1)
	}
}
