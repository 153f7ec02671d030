package textplay

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"unicode/utf8"

	"kandahar/assets/reference"
	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/game/table"
	"kandahar/saves"
)

// Config is what a game in plain lines is played with.
type Config struct {
	In  io.Reader
	Out io.Writer
	// Rules are the game's; Game is the game to play (new or loaded).
	Rules *game.Rules
	Game  *game.Game
	// Hooks are the window's saves: its autosaver (nil Autosaver: none),
	// its save folder and its list of recent saves.
	Hooks *saves.Hooks
	// Book is the rules reference that `rules SECTION` reads; nil: none.
	Book *reference.Book
	// Interrupt is told of Ctrl+C, a hang-up or a request to stop: the
	// hint stops thinking, or else the game is autosaved and play ends.
	Interrupt <-chan os.Signal
	// Hint is how hard `hint` looks.
	Hint advisor.Budget
	// Resume is the last game autosaved, offered at the start when the
	// command line named no game ("" for none).
	Resume string
}

// HintBudget is what `hint` uses: about a second on two cores (the
// window's hint looks at 40 games for each action), enough to tell a
// good move from a poor one.
var HintBudget = advisor.Budget{Rollouts: 24, Candidates: 4, Workers: runtime.GOMAXPROCS(0), Everywhere: true}

// client is one game played in plain lines.
type client struct {
	Config
	out lineWriter
	g   *game.Game
	// events are the lines said of every event so far, for `log`.
	events []string
	// confirm is a command said once that asks to be said again before
	// it is done (ending the shop without the mission's gear, ending the
	// game, writing over a file).
	confirm string
	// failing is the autosave failure said last; "" once one worked.
	failing string
	// told are the steps whose commands have been suggested once.
	told map[string]bool
	// status is the last line said of where the game stands.
	status string
	// rest is the line being done after its command word, as typed (a
	// file's name keeps its capitals).
	rest string
}

// input is one line typed, or a line too long to take.
type input struct {
	text    string
	tooLong bool
}

// maxInput is the longest line read; a longer one is refused whole.
const maxInput = 4096

// readLines sends the lines of r until its end, then closes the channel.
// It stops early when done is closed.
func readLines(r io.Reader, done <-chan struct{}) <-chan input {
	ch := make(chan input)
	go func() {
		defer close(ch)
		br := bufio.NewReaderSize(r, maxInput)
		for {
			line, err := br.ReadSlice('\n')
			in := input{text: string(line)}
			for errors.Is(err, bufio.ErrBufferFull) {
				in.tooLong, in.text = true, ""
				_, err = br.ReadSlice('\n')
			}
			if in.tooLong || len(line) > 0 {
				in.text = strings.TrimRight(in.text, "\r\n")
				select {
				case ch <- in:
				case <-done:
					return
				}
			}
			if err != nil {
				return
			}
		}
	}()
	return ch
}

// Run plays the game on Config's input and output until the player
// quits, the input ends or Interrupt is told; the game is autosaved on
// the way out. It returns the command's exit code.
func Run(cfg Config) (code int) {
	c := &client{Config: cfg, out: lineWriter{w: cfg.Out}, g: cfg.Game, told: map[string]bool{}}
	if c.Hint.Rollouts == 0 {
		c.Hint = HintBudget
	}
	done := make(chan struct{})
	defer close(done)
	lines := readLines(cfg.In, done)
	defer func() {
		// an internal error: the game goes to the crash folder with a
		// report, as the window does, and the player reads where
		if p := recover(); p != nil {
			if c.Hooks != nil {
				c.out.say(c.Hooks.OnCrash(c.g, p, debug.Stack()))
			} else {
				c.out.sayf("Kandahar stopped on an internal error: %v", p)
			}
			code = 1
		}
	}()
	c.start()
	for {
		select {
		case in, ok := <-lines:
			if !ok {
				c.leave("The input has ended")
				return 0
			}
			if in.tooLong {
				c.out.sayf("That line is longer than %d characters: nothing was done.", maxInput)
				continue
			}
			if c.command(in.text) {
				return 0
			}
			if c.out.err != nil {
				// no one reads what is said any more: keep the game
				c.leave("The output is gone")
				return 1
			}
		case <-c.Interrupt:
			c.leave("Stopped")
			return 130
		}
	}
}

// start says what game this is and what it waits for.
func (c *client) start() {
	c.out.say("Kandahar: Special Forces in Afghanistan, in plain lines. Type help for the commands; Enter alone says the prompt again.")
	sc := "the standard game"
	if c.g.Scenario != nil && c.g.Scenario.Name != "" {
		sc = plain(c.g.Scenario.Name)
	}
	if len(c.g.Log) > 0 {
		c.out.sayf("Scenario: %s, seed %d, %d actions so far.", sc, c.g.Seed, len(c.g.Log))
		c.events = c.pastEvents()
	} else {
		c.out.sayf("Scenario: %s, seed %d.", sc, c.g.Seed)
	}
	if c.Resume != "" {
		c.out.sayf("Your last game is autosaved in %s. Type resume to go on with it.", plain(c.Resume))
	}
	c.sayPrompt(true)
}

// pastEvents are the lines of a loaded game's events, for `log`: its
// log replayed from the start.
func (c *client) pastEvents() []string {
	_, ev, err := game.Replay(c.Rules, c.g.Scenario, c.g.Seed, c.g.Log)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ev {
		out = append(out, eventLines(e.Table())...)
	}
	return out
}

// command does one line typed; it reports whether play ends.
func (c *client) command(line string) (quit bool) {
	fields := strings.Fields(strings.ToLower(plain(line)))
	if len(fields) == 0 {
		c.sayPrompt(true)
		return false
	}
	word, args := fields[0], fields[1:]
	c.rest = strings.TrimSpace(plain(line))
	c.rest = strings.TrimSpace(c.rest[len(strings.Fields(c.rest)[0]):])
	if n, err := strconv.Atoi(word); err == nil && len(args) == 0 {
		c.answer(n)
		return false
	}
	cmd, ok := findCommand(word)
	if !ok {
		c.out.sayf("There is no command %q: type help for the commands, or a number to answer a question.", clip(word))
		return false
	}
	if cmd.name != c.confirmWord() {
		c.confirm = ""
	}
	if cmd.alone && len(args) > 0 {
		c.out.sayf("Type %s alone: it takes no words after it.", cmd.name)
		return false
	}
	return cmd.run(c, args)
}

// confirmWord is the command that a confirmation waits for.
func (c *client) confirmWord() string {
	w, _, _ := strings.Cut(c.confirm, " ")
	return w
}

// clip is a word typed, made short enough to quote in a sentence.
func clip(s string) string {
	s = plain(s)
	if len(s) <= 40 {
		return s
	}
	cut := 40
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

// answer gives option n of the question asked, through the contract
// every client answers by: option n is the window's key n.
func (c *client) answer(n int) {
	a, no := c.g.Answer(n)
	if no != nil {
		c.out.say(refusalSentence(no))
		return
	}
	c.act(a)
}

// refusalSentence is a contract refusal as the player reads it.
func refusalSentence(r *table.Refusal) string {
	return ensureStop(game.Verdict{Code: game.RefuseCode(r.Code), Rule: r.Rule, Reason: capitalise(strings.TrimSpace(r.Reason))}.Sentence())
}

// errSentence is an error of the game's as one sentence.
func errSentence(err error) string {
	var r *table.Refusal
	if errors.As(err, &r) {
		return refusalSentence(r)
	}
	return ensureStop(capitalise(err.Error()))
}

// act takes an action: its events in the order the game returns them,
// the autosave the window would make, then the prompt.
func (c *client) act(a game.Action) bool {
	ev, err := c.g.Apply(a)
	if err != nil {
		c.out.say(errSentence(err))
		return false
	}
	c.confirm = ""
	for _, e := range ev {
		for _, l := range eventLines(e.Table()) {
			c.events = append(c.events, l)
			c.out.say(l)
		}
	}
	c.afterAction()
	c.sayPrompt(false)
	return true
}

// afterAction autosaves as the window does after every action: when the
// turn or phase has changed. A failure is said once, until an autosave
// works again.
func (c *client) afterAction() {
	if c.Hooks == nil || c.Hooks.Autosaver == nil {
		return
	}
	path, err := c.Hooks.Autosaver.MaybeAutosave(c.g)
	c.autosaved(path, err)
}

func (c *client) autosaved(path string, err error) {
	if err == nil {
		if path != "" {
			c.failing = ""
		}
		return
	}
	if msg := err.Error(); msg != c.failing {
		c.failing = msg
		c.out.sayf("The autosave failed: %s. It is tried again at the next phase; type save FILE to be sure.", strings.TrimRight(saves.Printable(msg), "."))
	}
}

// leave autosaves the game on the way out, as the window does when it
// closes, and says where it is.
func (c *client) leave(why string) {
	if c.Hooks == nil || c.Hooks.Autosaver == nil || len(c.g.Log) == 0 {
		c.out.sayf("%s. Goodbye.", why)
		return
	}
	path, err := c.Hooks.Autosaver.Autosave(c.g)
	if err != nil {
		c.out.sayf("%s. The game could not be autosaved: %s.", why, strings.TrimRight(saves.Printable(err.Error()), "."))
		return
	}
	c.out.sayf("%s. The game is autosaved in %s; the window's list of saves or kandahar text -load resumes it.", why, plain(path))
}

// sayPrompt says where the game stands (when that has changed, or always
// if asked), what it waits for and, the first time each step comes, the
// commands that do it.
func (c *client) sayPrompt(always bool) {
	s := c.g.State
	if st := statusLine(s); always || st != c.status {
		c.status = st
		c.out.say(st)
	}
	p := c.g.Prompt()
	for _, l := range promptLines(p) {
		c.out.say(l)
	}
	if p.Over {
		v := s.Victory()
		c.out.sayf("Victory assessment: %d accomplished, %d forfeited, %d teams lost: net score %d, %s (5.0).", v.Accomplished, v.Forfeited, v.TeamsLost, v.Score, v.Level)
	}
	if tip := stepTip(s); tip != "" && (always || !c.told[p.Step]) {
		c.told[p.Step] = true
		c.out.say(tip)
	}
}

// statusLine is where the game stands: turn, phase, PP and the mission.
func statusLine(s *game.State) string {
	line := fmt.Sprintf("Turn %d, %s, %d PP.", s.Turn, s.Phase, s.PP)
	if s.Phase == game.PhaseSetup {
		line = fmt.Sprintf("Set-up, %d PP.", s.PP)
	}
	if m := s.Mission; m != game.None {
		line += fmt.Sprintf(" Mission: %s at %s, worth %d PP, needs %s.", s.Name(m), s.P(m).Hex, s.Spec(m).Firepower, game.RequirementText(s.Spec(m).Requires))
	}
	return line
}

// stepTip names the commands that do what a step asks.
func stepTip(s *game.State) string {
	switch s.Prompt().Step {
	case game.StepBuy:
		return "Type buy to list what is for sale, buy NAME to buy it, end when done."
	case game.StepCamps, game.StepPlaceCamp:
		return "Type place HEX to put the base camp down, for example place 1117; look HEX says what a hex is."
	case game.StepDeploy:
		return "Type forces to see where your pieces are, move NAME to HEX to put one in another base camp, end when done."
	case game.StepShop:
		return "Type buy to list the shop, buy NAME to buy, end to start moving."
	case game.StepMove:
		return "Type forces for your stacks, move HEX to HEX to move a stack, reach HEX for where it can go, haul, ride or drop to load, end when done."
	case game.StepMoving:
		return "Type move HEX to go on, odds for the noise if the move ends here, drop NAME to leave a piece here, end to end the move."
	case game.StepCombat:
		return "Type odds for the attacks open and their chances, attack ENEMY to attack, end when done."
	case game.StepSuppress:
		return "Type odds for the weapons that may fire, fire WEAPON on ENEMY to nominate one, 1 to fire."
	case game.StepSuccess:
		return "Type end to play the next turn, or end game for the victory assessment."
	case game.StepOver:
		return "Type log to read the game again, load FILE for another, quit to leave."
	}
	return ""
}

// hint asks the Monte Carlo player for the best action, on its own
// dice, saying that it thinks; Ctrl+C stops it.
func (c *client) hint() {
	s := c.g.State
	if s.Over {
		c.out.say("The game is over: there is nothing left to suggest.")
		return
	}
	c.out.sayf("Thinking: %d games played out for each of the best %d actions. Ctrl+C stops it.", c.Hint.Rollouts, c.Hint.Candidates)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		est []advisor.Estimate
		err error
	}
	done := make(chan result, 1)
	mc := advisor.NewMC(1, c.Hint)
	st := s.Clone()
	go func() {
		est, err := mc.AdviseContext(ctx, st, nil)
		done <- result{est, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-c.Interrupt:
		cancel()
		<-done
		c.out.say("Stopped thinking; nothing was done.")
		return
	}
	if r.err != nil || len(r.est) == 0 {
		c.out.say("No suggestion came: the search found no action.")
		return
	}
	best := r.est[0]
	c.out.sayf("Suggested: %s. Expected final score %.1f (95 %%: %.1f to %.1f) over %d games.", s.ActionText(best.Action), best.Mean, best.Low, best.High, best.Rollouts)
	if cmd := commandFor(s, best.Action); cmd != "" {
		c.out.sayf("To do it, type: %s", cmd)
	}
}

// capitalise starts a sentence with a capital letter.
func capitalise(t string) string {
	if t == "" || t[0] < 'a' || t[0] > 'z' {
		return t
	}
	return string(t[0]-'a'+'A') + t[1:]
}

// ensureStop ends a sentence with a full stop.
func ensureStop(t string) string {
	t = strings.TrimSpace(t)
	if t == "" || strings.HasSuffix(t, ".") || strings.HasSuffix(t, "?") || strings.HasSuffix(t, "!") {
		return t
	}
	return t + "."
}

// said is a sentence of the view's as the client says it: capitalised,
// with its full stop (a refusal that cites its section within its words
// comes without one).
func said(s string) string { return ensureStop(capitalise(s)) }
