package saves

import (
	"fmt"
	"slices"
	"strings"

	"kandahar/game"
)

// Resumable is the game a player may go on with: the last one autosaved,
// or saved by the crash handler when that is newer, that loads and is
// not over. A newer file that does not load is passed over, and Passed
// says why in a sentence each (at most three), for the offer to show.
type Resumable struct {
	Info   Info
	Game   *game.Game
	Passed []string
}

// Resumable finds the game to offer at start; ok is false when there is
// none, or the last game that loads is over. The window's resume card and
// the text client's offer both ask it.
func (h *Hooks) Resumable() (r Resumable, ok bool) {
	if h.Autosaver == nil {
		return r, false
	}
	var cands []Info
	for info := range Autosaves(h.Autosaver.Dir) {
		cands = append(cands, info)
	}
	// an emergency save newer than the last autosave comes first
	crashes, _ := ListSaves(h.CrashDir)
	if i := slices.IndexFunc(crashes, func(c Info) bool { return c.Err == nil }); i >= 0 && (len(cands) == 0 || crashes[i].Saved.After(cands[0].Saved)) {
		cands = slices.Insert(cands, 0, crashes[i])
	}
	for _, info := range cands {
		g, err := Load(info.Path, h.Rules)
		if err != nil {
			if len(r.Passed) < 3 {
				r.Passed = append(r.Passed, fmt.Sprintf("the game saved %s (turn %d) does not load: %s", info.Saved.Local().Format("Jan 2 15:04"), info.Turn, strings.TrimRight(InWords(err), ".")))
			}
			continue
		}
		if g.State.Over {
			return Resumable{}, false
		}
		r.Info, r.Game = info, g
		return r, true
	}
	return Resumable{}, false
}
