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
		start := &startLine{Scenario: Printable(f.Scenario.Name), Seed: fmt.Sprint(f.Seed), App: Printable(f.App), Saved: f.Saved.Format("2006-01-02T15:04:05Z07:00")}
		sum := summaryOf(g)
		err := writeReplayLines(bw, start, &sum, len(steps), func(i int) (*game.Action, string, []game.Event) {
			return &steps[i].Action, steps[i].Text, steps[i].Events
		})
		if err != nil {
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

// replayLine is one JSON line of a replay: the start, an action, an
// event, or the end.
type replayLine[A, E any] struct {
	N      int    `json:"n,omitempty"`
	Action *A     `json:"action,omitempty"`
	Text   string `json:"text,omitempty"`
	Event  *E     `json:"event,omitempty"`
	Start  any    `json:"start,omitempty"`
	End    any    `json:"end,omitempty"`
}

// writeReplayLines writes a replay's JSON lines, for either game: the
// start, each of n actions (step gives its action, words and events)
// followed by its events, and the end.
func writeReplayLines[A, E any](w io.Writer, start, end any, n int, step func(i int) (*A, string, []E)) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(replayLine[A, E]{Start: start}); err != nil {
		return err
	}
	for i := range n {
		act, text, events := step(i)
		if err := enc.Encode(replayLine[A, E]{N: i + 1, Action: act, Text: text}); err != nil {
			return err
		}
		for j := range events {
			if err := enc.Encode(replayLine[A, E]{N: i + 1, Event: &events[j]}); err != nil {
				return err
			}
		}
	}
	return enc.Encode(replayLine[A, E]{End: end})
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
