package render

import (
	"kandahar/game"
)

// Phase flow: a phase that holds nothing for the player but its
// end passes by itself, with a line in the log; leaving the shop without
// the mission's gear while the PP would buy it asks first.

// flow is what the phase flow remembers between frames.
type flow struct {
	g      *game.Game // the game they are about (a new or loaded one starts afresh)
	logLen int        // the game's action log as last seen
	held   bool       // an undo came back to where an auto-pass was: leave it to the player
	ver    int        // the game version PhasePass was asked at, plus one
	only   bool       // its answer: the phase passes by itself
	line   game.Event // and the log line that says why
	start  int        // the log's length when the game was taken up: a loaded game's phase is left to the player
}

// pass ends a phase the rules leave the player nothing to do in
// (game.PhasePass), once what led to it has been shown. It is an
// action like any other, in the game's log, so a save replays it. Only a
// phase reached by playing in this window passes: one a loaded game
// opens on waits for the player, who has not seen it come.
func (f *flow) pass(a *App) {
	if f.g != a.G {
		*f = flow{g: a.G, logLen: len(a.G.Log), start: len(a.G.Log)}
	}
	if n := len(a.G.Log); n != f.logLen {
		f.held = n < f.logLen // an undo: the player went back on purpose
		f.logLen = n
	}
	if f.ver != a.Version+1 {
		f.ver = a.Version + 1 // once a version, not every frame
		f.line, f.only = a.G.State.PhasePass()
	}
	if f.held || len(a.G.Log) <= f.start || !f.only || a.Anim.Busy() || a.shell.hook != nil {
		return
	}
	a.chrome.LogLine(f.line)
	a.chrome.Say("No team can attack: the combat phase passes by itself ("+f.line.Rule+").", false)
	a.do(game.Action{Type: game.ActEndPhase})
	f.logLen = len(a.G.Log)
}
