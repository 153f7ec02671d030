package saves

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kandahar/game/advisor"
	"kandahar/game/enduring"
)

// kandahar replay reads an Enduring Freedom save: its game named, each
// action in words with its events.
func TestReplayEnduringSave(t *testing.T) {
	r := enduring.MustRules()
	sc, err := enduring.Campaign(r)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := enduring.NewGame(r, sc, 11)
	p := advisor.NewEnduringGreedy()
	for i := 0; i < 120 && !g.State.Over(); i++ {
		if _, err := g.Apply(p.Choose(g.State)); err != nil {
			t.Fatal(err)
		}
	}
	b, err := enduring.EncodeSave(g, "test", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ef.json")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := ReplayText(&out, path, nil, false); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.HasPrefix(text, "Enduring Freedom replay of") || strings.Count(text, "\n> ") != len(g.Log) || !strings.Contains(text, "[6.0]") {
		t.Fatalf("the replay:\n%.600s", text)
	}
	out.Reset()
	if err := ReplayText(&out, path, nil, true); err != nil || !strings.Contains(out.String(), `"game":"Enduring Freedom"`) {
		t.Fatalf("the JSON replay names its game: %v", err)
	}
	bad := bytes.Replace(b, []byte(`"seed": "11"`), []byte(`"seed": "12"`), 1)
	os.WriteFile(path, bad, 0o600)
	if err := ReplayText(&out, path, nil, false); err == nil || !strings.Contains(err.Error(), "Enduring Freedom save") {
		t.Fatalf("an edited save gets a sentence: %v", err)
	}
}
