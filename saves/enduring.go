package saves

import (
	"bufio"
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
		start := map[string]any{"game": Printable(f.Game), "scenario": Printable(f.Scenario), "seed": Printable(f.Seed), "app": Printable(f.App), "saved": f.Saved.Format("2006-01-02T15:04:05Z07:00")}
		err := writeReplayLines(bw, start, end, len(steps), func(i int) (*enduring.Action, string, []enduring.Event) {
			return &steps[i].Action, steps[i].Text, steps[i].Events
		})
		if err != nil {
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

// The games a save can be of, as GameOf names them.
const (
	KandaharGame = GameName
	EnduringGame = enduring.SaveGame
)

// GameOf says which game the save at path is of, from its header: every
// command that loads a save asks it first and hands the file to that
// game's loader (Load, LoadEnduring). A file that is no save of either
// is Kandahar's to refuse, with Load's sentence.
func GameOf(path string) (string, error) {
	data, err := readFile(path)
	if err != nil {
		return "", err
	}
	if enduring.IsSave(data) {
		return EnduringGame, nil
	}
	return KandaharGame, nil
}

// LoadEnduring reads an Enduring Freedom save at path, replays it and
// checks it reaches its snapshot, as Load does for Kandahar.
func LoadEnduring(path string) (*enduring.Game, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	r, err := enduring.DefaultRules()
	if err != nil {
		return nil, err
	}
	g, _, _, err := enduring.DecodeSave(data, r)
	if err != nil {
		return nil, &LoadError{Path: path, Kind: ErrCorrupt, Msg: "it is an Enduring Freedom save that cannot be loaded: " + clip(err.Error()), Err: err}
	}
	return g, nil
}
