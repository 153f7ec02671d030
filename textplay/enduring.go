package textplay

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"kandahar/game/advisor"
	"kandahar/game/enduring"
	"kandahar/game/table"
	"kandahar/saves"
)

// Enduring Freedom in plain lines: a first client of its engine through
// the contract alone (table.Session): its prompt and numbered questions,
// its legal actions in its own words (Describe), its events. Its board
// (zones, staging areas, tracks) is not described here yet: `actions`
// lists what may be done, and a code from that list does it.

// efClient is one Enduring Freedom game played in plain lines.
type efClient struct {
	out       lineWriter
	g         *enduring.Game
	interrupt <-chan os.Signal
	// dir is where a game left unsaved is written on the way out ("" for
	// nowhere): the game has no autosave of its own yet.
	dir    string
	events []string
	// listed are the actions the last `actions` numbered, valid until
	// the game moves on (moves counts the log then).
	listed []enduring.Action
	moves  int
	// saved is the log's length at the last save.
	saved int
}

// mainEnduring is `kandahar text -game enduring`.
func mainEnduring(seed uint64, load string, stdin io.Reader, stdout, stderr io.Writer, interrupt <-chan os.Signal) int {
	var g *enduring.Game
	if load != "" {
		var err error
		if g, err = saves.LoadEnduring(load); err != nil {
			fmt.Fprintf(stderr, "kandahar text: cannot load %s: %s.\n", plain(load), strings.TrimRight(saves.InWords(err), "."))
			return 1
		}
	} else {
		r, err := enduring.DefaultRules()
		if err != nil {
			fmt.Fprintf(stderr, "kandahar text: the Enduring Freedom data is broken: %s.\n", sentence(err))
			return 1
		}
		sc, err := enduring.Campaign(r)
		if err != nil {
			fmt.Fprintf(stderr, "kandahar text: %s.\n", sentence(err))
			return 1
		}
		g, _ = enduring.NewGame(r, sc, seed)
	}
	dir, _ := saves.DefaultSaveDir()
	return runEnduring(g, dir, stdin, stdout, interrupt)
}

// runEnduring plays g on in and out until quit, the end of the input or
// an interrupt.
func runEnduring(g *enduring.Game, dir string, in io.Reader, out io.Writer, interrupt <-chan os.Signal) int {
	c := &efClient{out: lineWriter{w: out}, g: g, interrupt: interrupt, dir: dir, saved: len(g.Log)}
	done := make(chan struct{})
	defer close(done)
	lines := readLines(in, done)
	c.out.say("Enduring Freedom, in plain lines. Type help for the commands; Enter alone says the prompt again.")
	c.sayPrompt()
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				c.leave("The input has ended")
				return 0
			}
			if l.tooLong {
				c.out.sayf("That line is longer than %d characters: nothing was done.", maxInput)
				continue
			}
			if c.command(l.text) {
				return 0
			}
		case <-interrupt:
			c.leave("Stopped")
			return 130
		}
	}
}

// efHelp are the commands of the Enduring Freedom client.
var efHelp = []string{
	"A number answers the question asked: option N is the window's key N. Enter alone says the prompt again. The commands:",
	"actions [WORDS]: lists what you may do now, each with a code like a3 (only those whose words hold WORDS, if given).",
	"a3, or any code from the last list: does that action.",
	"end: ends the phase.",
	"hint: the computer player suggests an action, with what to type for it; Ctrl+C stops waiting.",
	"undo: takes back your last action, if no die has been rolled since.",
	"log [N]: says the last N lines of what happened (10 unless told).",
	"save FILE: saves the game to a file.",
	"help: this list. quit: leaves, saving a game not saved since its last action.",
}

// status is where the game stands.
func (c *efClient) status() string {
	s := c.g.State
	return fmt.Sprintf("Turn %d, %s, NP %d, Jihad level %d.", s.Turn, s.Phase, s.NP, s.Jihad)
}

func (c *efClient) sayPrompt() {
	c.out.say(c.status())
	for _, l := range promptLines(c.g.Prompt()) {
		c.out.say(l)
	}
	if !c.g.Prompt().Over && !c.g.Prompt().Asking() {
		c.out.say("Type actions for what you may do, end to end the phase.")
	}
}

// command does one line typed; it reports whether play ends.
func (c *efClient) command(line string) bool {
	raw := strings.TrimSpace(plain(line))
	fields := strings.Fields(strings.ToLower(raw))
	if len(fields) == 0 {
		c.sayPrompt()
		return false
	}
	word, args := fields[0], fields[1:]
	if n, err := strconv.Atoi(word); err == nil && len(args) == 0 {
		a, no := c.g.Answer(n)
		if no != nil {
			c.out.say(refusalSentence(no))
			return false
		}
		c.act(a)
		return false
	}
	if code, ok := strings.CutPrefix(word, "a"); ok && len(args) == 0 {
		if n, err := strconv.Atoi(code); err == nil {
			c.do(n)
			return false
		}
	}
	switch word {
	case "actions", "legal":
		c.list(args)
	case "end":
		c.end()
	case "undo":
		c.undo()
	case "hint":
		c.hint()
	case "log":
		c.log(args)
	case "save":
		if len(args) == 0 {
			c.out.say("Type save FILE.")
			return false
		}
		c.save(savePath(strings.TrimSpace(raw[len(word):])))
	case "help", "?":
		for _, l := range efHelp {
			c.out.say(l)
		}
	case "quit", "exit":
		c.leave("Quit")
		return true
	default:
		c.out.sayf("There is no command %q here: type help for the commands, actions for what you may do.", clip(word))
	}
	return false
}

// act takes an action: its events in the game's order, then the prompt.
func (c *efClient) act(a enduring.Action) {
	ev, err := c.g.Apply(a)
	if err != nil {
		c.out.say(errSentence(err))
		return
	}
	for _, e := range table.Events(ev) {
		for _, l := range eventLines(e) {
			c.events = append(c.events, l)
			c.out.say(l)
		}
	}
	c.listed = nil
	c.sayPrompt()
}

// hint asks Enduring Freedom's Monte Carlo player, on its own dice and
// counters drawn afresh, never the game's. Ctrl+C stops the wait.
func (c *efClient) hint() {
	s := c.g.State
	if s.Over() {
		c.out.say("The game is over: there is nothing left to suggest.")
		return
	}
	c.out.sayf("Thinking: %d imagined futures for each plan. Ctrl+C stops it.", advisor.EnduringPlayBudget.Rollouts)
	done := make(chan enduring.Action, 1)
	st := s.Clone()
	go func() { done <- advisor.NewEnduringMC(1, advisor.EnduringPlayBudget).Choose(st) }()
	var a enduring.Action
	select {
	case a = <-done:
	case <-c.interrupt:
		c.out.say("Stopped thinking; nothing was done.")
		return
	}
	c.out.sayf("Suggested: %s.", strings.TrimRight(s.Describe(a), "."))
	if p := c.g.Prompt(); p.Question != nil && a.Kind == enduring.ActAnswer {
		c.out.sayf("To do it, type: %d", a.Choice+1)
		return
	}
	c.listed, c.moves = c.g.Legal(), len(c.g.Log)
	for i, l := range c.listed {
		if l == a {
			c.out.sayf("To do it, type: a%d", i+1)
			return
		}
	}
}

// list numbers the legal actions in the engine's words.
func (c *efClient) list(words []string) {
	s := c.g.State
	c.listed, c.moves = nil, len(c.g.Log)
	var lines []string
	for _, a := range c.g.Legal() {
		d := s.Describe(a)
		low := strings.ToLower(d)
		keep := true
		for _, w := range words {
			keep = keep && strings.Contains(low, w)
		}
		if keep {
			c.listed = append(c.listed, a)
			lines = append(lines, fmt.Sprintf("a%d: %s.", len(c.listed), strings.TrimRight(d, ".")))
		}
	}
	if len(lines) == 0 {
		c.out.say("No action open now has those words.")
		return
	}
	const most = 60
	for _, l := range lines[:min(len(lines), most)] {
		c.out.say(l)
	}
	if len(lines) > most {
		c.out.sayf("And %d more: actions WORDS lists those whose words hold WORDS.", len(lines)-most)
	}
}

// do takes action n of the last list, if the game has not moved since.
func (c *efClient) do(n int) {
	switch {
	case c.listed == nil || c.moves != len(c.g.Log):
		c.out.say("Type actions first: codes name the actions of the list said last.")
	case n < 1 || n > len(c.listed):
		c.out.sayf("There is no a%d: the list runs from a1 to a%d.", n, len(c.listed))
	default:
		c.act(c.listed[n-1])
	}
}

func (c *efClient) end() {
	for _, a := range c.g.Legal() {
		if a.Kind == enduring.ActEndPhase {
			c.act(a)
			return
		}
	}
	if no := c.g.Check(enduring.Action{Kind: enduring.ActEndPhase}); no != nil {
		c.out.say(refusalSentence(no))
		return
	}
	c.out.say("The phase cannot be ended now.")
}

func (c *efClient) undo() {
	if err := c.g.Undo(); err != nil {
		c.out.say(errSentence(err))
		return
	}
	c.listed = nil
	c.events = append(c.events, "Undone.")
	c.out.say("Undone.")
	c.sayPrompt()
}

func (c *efClient) log(args []string) {
	n := 10
	if len(args) > 0 {
		v, err := strconv.Atoi(args[0])
		if err != nil || v < 1 {
			c.out.say("Type log, or log N with N a number of lines.")
			return
		}
		n = v
	}
	if len(c.events) == 0 {
		c.out.say("Nothing has happened yet.")
		return
	}
	for _, l := range c.events[max(len(c.events)-n, 0):] {
		c.out.say(l)
	}
}

func (c *efClient) save(path string) bool {
	data, err := enduring.EncodeSave(c.g, saves.AppVersion, time.Now())
	if err == nil {
		err = saves.WriteFileAtomic(path, data)
	}
	if err != nil {
		c.out.sayf("The game was not saved: %s.", strings.TrimRight(saves.Printable(err.Error()), "."))
		return false
	}
	c.saved = len(c.g.Log)
	c.out.sayf("Saved to %s.", plain(path))
	return true
}

// leave keeps a game not saved since its last action: Enduring Freedom
// has no autosave yet, so it goes to a dated file in the save folder.
func (c *efClient) leave(why string) {
	if len(c.g.Log) == c.saved || c.dir == "" {
		c.out.sayf("%s. Goodbye.", why)
		return
	}
	if err := os.MkdirAll(c.dir, 0o755); err == nil {
		name := saves.FreeName(c.dir, "enduring-freedom-"+time.Now().Format("20060102-150405")+saves.Ext)
		if c.save(filepath.Join(c.dir, name)) {
			c.out.sayf("%s. kandahar text -game enduring -load FILE goes on with it.", why)
			return
		}
	}
	c.out.sayf("%s. The game could not be kept.", why)
}
