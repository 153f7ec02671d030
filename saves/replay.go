package saves

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"kandahar/game"
	"kandahar/game/enduring"
)

// ReplayText loads the save at path headlessly (checking it as Load does)
// and writes every action and the events it led to, in order.
//
// As text, each action is a line "> 12. move A-Team #1, Commander #5
// along 1115 1214" (its number in the log and what it was) followed by its
// events, one a line, "[12.0] Noise check at 1214: ...". The last line
// says where the game stands.
//
// With jsonLines, every line is one JSON object: first {"start":{...}}
// (scenario, seed, app, saved), then {"n":12,"action":{...},"text":"..."}
// for each action and {"n":12,"event":{...}} for each of its events (n is
// the action that caused it), and a last {"end":{...}} with the summary.
func ReplayText(w io.Writer, path string, rules *game.Rules, jsonLines bool) error {
	if data, err := readFile(path); err == nil && enduring.IsSave(data) {
		return replayEnduring(w, path, data, jsonLines)
	}
	g, steps, f, err := loadPath(path, rules, true)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	if jsonLines {
		enc := json.NewEncoder(bw)
		enc.SetEscapeHTML(false)
		type line struct {
			N      int          `json:"n,omitempty"`
			Action *game.Action `json:"action,omitempty"`
			Text   string       `json:"text,omitempty"`
			Event  *game.Event  `json:"event,omitempty"`
			Start  *startLine   `json:"start,omitempty"`
			End    *Summary     `json:"end,omitempty"`
		}
		if err := enc.Encode(line{Start: &startLine{Scenario: Printable(f.Scenario.Name), Seed: fmt.Sprint(f.Seed), App: Printable(f.App), Saved: f.Saved.Format("2006-01-02T15:04:05Z07:00")}}); err != nil {
			return err
		}
		for i := range steps {
			if err := enc.Encode(line{N: i + 1, Action: &steps[i].Action, Text: steps[i].Text}); err != nil {
				return err
			}
			for j := range steps[i].Events {
				if err := enc.Encode(line{N: i + 1, Event: &steps[i].Events[j]}); err != nil {
					return err
				}
			}
		}
		sum := summaryOf(g)
		if err := enc.Encode(line{End: &sum}); err != nil {
			return err
		}
		return bw.Flush()
	}
	// the file's own texts are printed made safe: a save must not drive
	// the terminal it is replayed in
	fmt.Fprintf(bw, "Kandahar replay of %s\nScenario %q, seed %d, %d actions, saved %s by version %s\n\n",
		printable(path, 1024), Printable(f.Scenario.Name), uint64(f.Seed), len(f.Log), f.Saved.Local().Format("2006-01-02 15:04"), Printable(f.App))
	for i, st := range steps {
		fmt.Fprintf(bw, "> %d. %s\n", i+1, st.Text)
		for _, ev := range st.Events {
			fmt.Fprintf(bw, "%s\n", ev)
		}
	}
	s := summaryOf(g)
	fmt.Fprintf(bw, "\nEnd: turn %d, %s, %d PP, %d actions", s.Turn, s.Phase, s.PP, s.Actions)
	if g.State.Over && g.State.Reason != "" {
		fmt.Fprintf(bw, "; the game is over: %s", g.State.Reason)
	}
	fmt.Fprintln(bw)
	return bw.Flush()
}

type startLine struct {
	Scenario string `json:"scenario"`
	Seed     string `json:"seed"`
	App      string `json:"app"`
	Saved    string `json:"saved"`
}

func summaryOf(g *game.Game) Summary {
	st := g.State
	return Summary{Turn: st.Turn, Phase: phaseName(st), PP: st.PP, Actions: len(g.Log), Over: st.Over}
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte(fmt.Sprintf("%q", err.Error()))
	}
	return b
}

// describeAction says what an action does in the rules' words
// (game.State.ActionText), naming its pieces as the state before it knows
// them, each with its number for whoever debugs a replay.
func describeAction(s *game.State, a game.Action) (out string) {
	defer func() {
		if recover() != nil {
			out = a.String()
		}
	}()
	return s.ActionTextNamed(a, func(id game.PieceID) string { return fmt.Sprintf("%s #%d", s.Name(id), id) })
}
