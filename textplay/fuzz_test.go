package textplay

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"kandahar/game"
)

// FuzzCommandLine types any line at a game in the middle of a move: the
// client never panics and writes only plain lines, at least one; a line
// that names no command and no number gets one sentence and changes
// nothing.
func FuzzCommandLine(f *testing.F) {
	f.Chdir(f.TempDir()) // save FILE writes here
	for _, seed := range []string{"move 1017 to 0918", "look 1017", "around 0101", "where a-team", "haul a-team onto b-team",
		"drop commander at 1017", "odds 1017 to 1116", "attack 1017", "fire x on y", "buy", "end", "end game", "undo", "log 3",
		"rules 12.8", "rules noise", "help move", "1", "0", "-1", "99999999999999999999", "\x1b[2J", "move \xff\xfe to 1017",
		"reach 1017", "aid a-team", "trap a-team", "roll m60", "a-team 2 at 1017", "save x", "load nowhere", "forces"} {
		f.Add(seed)
	}
	r := rules(f)
	opening := openingScript[:6]
	base := newClient(f, 21, &bytes.Buffer{})
	for _, l := range opening {
		base.command(l)
	}
	log := base.g.Log
	f.Fuzz(func(t *testing.T, line string) {
		g, _, err := game.Replay(r, nil, 21, log)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		c := &client{Config: Config{Rules: r, Game: g, Book: base.Book, Hint: base.Hint}, out: lineWriter{w: &out}, g: g, told: map[string]bool{}}
		before := stateOf(t, g)
		c.command(line)
		if bad := plainProblems(out.Bytes()); len(bad) > 0 {
			t.Fatalf("%q: %s", line, strings.Join(bad, "; "))
		}
		fields := strings.Fields(strings.ToLower(plain(line)))
		if len(fields) == 0 {
			return
		}
		if out.Len() == 0 {
			t.Fatalf("%q said nothing", line)
		}
		_, known := findCommand(fields[0])
		if _, err := strconv.Atoi(fields[0]); err == nil && len(fields) == 1 {
			known = true
		}
		if !known {
			if stateOf(t, c.g) != before || strings.Count(out.String(), "\n") != 1 {
				t.Fatalf("%q, no command, changed the game or said %q", line, out.String())
			}
		}
	})
}
