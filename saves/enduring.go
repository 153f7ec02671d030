package saves

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"kandahar/game/enduring"
)

// replayEnduring is ReplayText for a save of Enduring Freedom, the
// second game: the same text and JSON lines, from its own rules.
func replayEnduring(w io.Writer, path string, data []byte, jsonLines bool) error {
	r, err := enduring.DefaultRules()
	if err != nil {
		return err
	}
	g, steps, f, err := enduring.DecodeSave(data, r)
	if err != nil {
		return &LoadError{Path: path, Kind: ErrForeign, Msg: "it is an Enduring Freedom save that cannot be replayed: " + clip(err.Error()), Err: err}
	}
	bw := bufio.NewWriter(w)
	st := g.State
	end := fmt.Sprintf("turn %d, %s, %d NP, Jihad level %d, %d actions", st.Turn, st.Phase, st.NP, st.Jihad, len(g.Log))
	if st.Over() {
		end += fmt.Sprintf("; the game is over: %s", st.Outcome)
	}
	if jsonLines {
		enc := json.NewEncoder(bw)
		enc.SetEscapeHTML(false)
		type line struct {
			N      int              `json:"n,omitempty"`
			Action *enduring.Action `json:"action,omitempty"`
			Text   string           `json:"text,omitempty"`
			Event  *enduring.Event  `json:"event,omitempty"`
			Start  map[string]any   `json:"start,omitempty"`
			End    string           `json:"end,omitempty"`
		}
		if err := enc.Encode(line{Start: map[string]any{"game": Printable(f.Game), "scenario": Printable(f.Scenario), "seed": Printable(f.Seed), "app": Printable(f.App), "saved": f.Saved.Format("2006-01-02T15:04:05Z07:00")}}); err != nil {
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
		if err := enc.Encode(line{End: end}); err != nil {
			return err
		}
		return bw.Flush()
	}
	fmt.Fprintf(bw, "Enduring Freedom replay of %s\nScenario %q, seed %s, %d actions, saved %s by version %s\n\n",
		printable(path, 1024), Printable(f.Scenario), Printable(f.Seed), len(f.Log), f.Saved.Local().Format("2006-01-02 15:04"), Printable(f.App))
	for i, s := range steps {
		fmt.Fprintf(bw, "> %d. %s\n", i+1, s.Text)
		for _, ev := range s.Events {
			fmt.Fprintf(bw, "%s\n", ev)
		}
	}
	fmt.Fprintf(bw, "\nEnd: %s\n", end)
	return bw.Flush()
}
