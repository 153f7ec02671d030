package textplay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/saves"
)

func rules(t testing.TB) *game.Rules {
	t.Helper()
	r, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// hooks are the window's saves in a folder of the test's own.
func hooks(t testing.TB, r *game.Rules) *saves.Hooks {
	t.Helper()
	dir := t.TempDir()
	h, err := saves.NewHooks(r, filepath.Join(dir, "autosave"))
	if err != nil {
		t.Fatal(err)
	}
	h.SaveDir, h.RecentFile, h.CrashDir = filepath.Join(dir, "saves"), "", filepath.Join(dir, "crash")
	h.Log = func(string, ...any) {}
	return h
}

// newClient is a client of a new standard game, writing into out.
func newClient(t testing.TB, seed uint64, out io.Writer) *client {
	t.Helper()
	r := rules(t)
	g, err := game.New(r, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	h := hooks(t, r)
	h.Autosaver.Start(g)
	book, _ := assets.Reference()
	return &client{Config: Config{Rules: r, Game: g, Hooks: h, Book: book, Hint: advisor.Budget{Rollouts: 2, Candidates: 2, Workers: 1}},
		out: lineWriter{w: out}, g: g, told: map[string]bool{}}
}

// plainProblems lists every line of a transcript that is not a plain
// line: an escape byte or another control character, or over MaxLine.
func plainProblems(out []byte) []string {
	var bad []string
	for i, l := range bytes.Split(out, []byte("\n")) {
		if len(l) > MaxLine {
			bad = append(bad, fmt.Sprintf("line %d is %d bytes long: %.60q...", i+1, len(l), l))
		}
		for _, r := range string(l) {
			if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
				bad = append(bad, fmt.Sprintf("line %d holds the control character %U: %q", i+1, r, l))
				break
			}
		}
	}
	return bad
}

// stateOf is a game's whole state, to compare.
func stateOf(t testing.TB, g *game.Game) string {
	t.Helper()
	b, err := json.Marshal(g.State)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d %d %s", g.Seed, len(g.Log), b)
}

// openingScript plays seed 21's set-up and first move: the camp at 1117,
// the shop left without the Radio the mission needs (the second end
// answers 6.1's question), the whole stack to 1017, where the noise d10
// shows 2 and the stack is detected (12.0, 12.3).
var openingScript = []string{"end", "place 1117", "end", "end", "end", "move 1117 to 1017", "end"}

// viewGaps are the actions the rules allow that no pick-up and drop of
// the view makes, in the window as here: the last mover dropped off
// (the move is ended instead), a load on a vehicle the view takes to
// haul nothing (a Raft/Scuba), a vehicle set down outside the movement
// phase's quiet moments, a piece put in the camp it stands in. A
// command for one of them says the view's sentence and does nothing.
var viewGaps = []game.ActionType{game.ActDropOff, game.ActCarry, game.ActDeploy}

// Whole games played through the commands: each action the greedy and
// the random player choose is typed as the command a player would type,
// and each command does that one action, until the game is over. Every
// line written on the way is a plain line.
func TestWholeGamesThroughCommands_4_0(t *testing.T) {
	done := map[game.ActionType]int{}
	for _, policy := range []string{"greedy", "random"} {
		for seed := uint64(1); seed <= 6; seed++ {
			var out bytes.Buffer
			c := newClient(t, seed, &out)
			c.Hooks.Autosaver = nil // a file a phase is the other tests' (and slow here)
			player, err := advisor.New(policy, seed)
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; !c.g.State.Over; step++ {
				if step > 5000 {
					t.Fatalf("%s %d: no end after %d commands", policy, seed, step)
				}
				s := c.g.State
				a := player.Choose(s)
				cmd := commandFor(s, a)
				if cmd == "" {
					t.Fatalf("%s %d, turn %d: no command types %s", policy, seed, s.Turn, s.ActionText(a))
				}
				n := len(c.g.Log)
				out.Reset()
				c.command(cmd)
				if cmd == "end game" || strings.Contains(out.String(), "Type end again") {
					c.command(cmd) // asked to confirm first
				}
				if bad := plainProblems(out.Bytes()); len(bad) > 0 {
					t.Fatalf("%q wrote: %s", cmd, strings.Join(bad, "; "))
				}
				switch {
				case len(c.g.Log) == n+1:
					done[a.Type]++
				case len(c.g.Log) == n && policy == "random" && slices.Contains(viewGaps, a.Type):
					if _, err := c.g.Apply(a); err != nil {
						t.Fatal(err)
					}
				default:
					t.Fatalf("%s %d, turn %d, %s: %q (for %s) took %d actions:\n%s", policy, seed, s.Turn, s.Phase, cmd, s.ActionText(a), len(c.g.Log)-n, out.String())
				}
			}
			if !strings.Contains(out.String(), "Victory assessment:") {
				t.Fatalf("the end says no assessment:\n%s", out.String())
			}
		}
	}
	for _, typ := range []game.ActionType{game.ActPlaceCamp, game.ActBuy, game.ActMoveCamp, game.ActCarry, game.ActMove, game.ActDropOff,
		game.ActEndMove, game.ActAttack, game.ActChoose, game.ActForfeit, game.ActEndPhase, game.ActEndGame} {
		if done[typ] == 0 {
			t.Errorf("no %s was typed", typ)
		}
	}
}

// syncBuffer is a buffer a client's goroutine writes while the test reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitFor waits until the output holds text.
func waitFor(t *testing.T, out *syncBuffer, text string) {
	t.Helper()
	for range 2000 {
		if strings.Contains(out.String(), text) {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("no %q in:\n%s", text, out.String())
}

// A scripted game on standard input: set-up, shop, a move, its noise
// check and the question it raises, answered by number; the events come
// in the game's order, the die before the result it decides; undo after
// the dice is refused; at the end of the input the game is autosaved
// with every action.
func TestScriptedGameOnStandardInput_12_0(t *testing.T) {
	r := rules(t)
	g, _ := game.New(r, nil, 21)
	h := hooks(t, r)
	h.Autosaver.Start(g)
	script := append(append([]string{}, openingScript...), "1", "undo", "log 3")
	var out bytes.Buffer
	code := Run(Config{In: strings.NewReader(strings.Join(script, "\n") + "\n"), Out: &out, Rules: r, Game: g, Hooks: h})
	text := out.String()
	if code != 0 {
		t.Fatalf("exit code %d", code)
	}
	for _, want := range []string{
		"Base camp placed at 1117 (3.1).",
		"Mission drawn: Triangulate Signal",
		"A-Team and 3 more moved 1117 to 1017",
		"Noise check at 1017: noise 5, d10 shows 2 (2 is not higher than 5): DETECTED (12.0).",
		"1. Stay: enemy units will be drawn and placed around the stack",
		"2. Escape to the base camp at 1117, no gear to abandon",
		"Type a number from 1 to 2 to answer.",
		"Nothing to undo: the last action rolled dice",
		"The last 3 of",
		"The input has ended. The game is autosaved in",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	// the total (with the die's face in it) comes after the die is said,
	// and the detection after both
	die := strings.Index(text, "d10 shows 2")
	if det := strings.Index(text, "are detected"); die < 0 || det < die {
		t.Errorf("the detection is said before its die:\n%s", text)
	}
	if bad := plainProblems(out.Bytes()); len(bad) > 0 {
		t.Fatal(strings.Join(bad, "\n"))
	}
	info, ok := saves.LatestAutosave(h.Autosaver.Dir)
	if !ok {
		t.Fatal("no autosave")
	}
	back, err := saves.Load(info.Path, r)
	if err != nil {
		t.Fatal(err)
	}
	if stateOf(t, back) != stateOf(t, g) || len(g.Log) != 7 {
		t.Fatalf("the autosave holds %d actions, the game %d (want 7)", len(back.Log), len(g.Log))
	}
}

// The number typed is the window's key: for each option of a question,
// the line the client says is option N of the prompt's list, and typing
// N takes that option's action, the one the window's button opt-(N-1)
// and key N take (render/scenes/dialog.go reads the same list).
func TestOptionNumbersAreTheWindowsKeys_12_3(t *testing.T) {
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	for _, l := range openingScript {
		c.command(l)
	}
	p := c.g.State.Prompt()
	if p.Question == nil || len(p.Options) < 2 {
		t.Fatalf("no question of two options after the opening:\n%s", out.String())
	}
	said := out.String()
	for _, o := range p.Options {
		if line := fmt.Sprintf("\n%d. %s\n", o.Number, o.Label); !strings.Contains(said, line) {
			t.Errorf("option %d is not said as %q", o.Number, line)
		}
	}
	for _, o := range p.Options {
		var o2 bytes.Buffer
		c2 := newClient(t, 21, &o2)
		for _, l := range openingScript {
			c2.command(l)
		}
		c2.command(fmt.Sprint(o.Number))
		got := c2.g.Log[len(c2.g.Log)-1]
		if got.Type != game.ActChoose || got.Option != o.Act.Option || got.Option != o.Number-1 {
			t.Errorf("typing %d took %s, the window's key %d takes %s", o.Number, got, o.Number, o.Act)
		}
	}
	before := stateOf(t, c.g)
	out.Reset()
	c.command(fmt.Sprint(len(p.Options) + 1))
	if stateOf(t, c.g) != before || !strings.Contains(out.String(), fmt.Sprintf("choose 1 to %d", len(p.Options))) {
		t.Fatalf("a number beyond the options: %q", out.String())
	}
}

// A game saved in the text client loads in the window's loader, with the
// same state.
func TestSaveLoadsInTheWindowsLoader(t *testing.T) {
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	for _, l := range append(append([]string{}, openingScript...), "1") {
		c.command(l)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "My Game")
	c.rest = path // as typed, capitals kept
	c.command("save " + strings.ToLower(path))
	c.rest = path
	c.save([]string{path})
	if !strings.Contains(out.String(), "Saved to "+path+saves.Ext+".") {
		t.Fatalf("no saved line:\n%s", out.String())
	}
	back, err := saves.Load(path+saves.Ext, c.Rules)
	if err != nil {
		t.Fatal(err)
	}
	if stateOf(t, back) != stateOf(t, c.g) {
		t.Fatal("the save loads to another state")
	}
	// and the other way round: the window's save played on here
	out.Reset()
	c2 := newClient(t, 5, &out)
	c2.rest = path + saves.Ext
	c2.load([]string{"x"})
	if stateOf(t, c2.g) != stateOf(t, c.g) || !strings.Contains(out.String(), "Loaded ") {
		t.Fatalf("load: %s", out.String())
	}
}

// Unknown or garbled input gets one sentence and changes nothing; what
// it echoes is a plain line.
func TestGarbledInputChangesNothing(t *testing.T) {
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	for _, l := range openingScript[:5] {
		c.command(l)
	}
	for _, in := range []string{
		"frobnicate", "\x1b[31mred\x1b[0m", "move", "move 9999 to 1017", "move 1117 to 12", "move 1117 to 0000",
		"look zz", "haul radio", "attack", "buy radio", "77", "-3", "where nobody", "end sideways",
		"log many", "rules", "move radio to 1017", "ride a-team onto b-team", "drop", "fire m249 on",
		"attack taliban", strings.Repeat("x", 300), "move \u202e to 1017", "undo undo", "forces 1117",
	} {
		before := stateOf(t, c.g)
		out.Reset()
		c.command(in)
		if stateOf(t, c.g) != before {
			t.Errorf("%q changed the game", in)
		}
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(lines) != 1 || lines[0] == "" {
			t.Errorf("%q got %d lines: %q", in, len(lines), out.String())
		}
		if bad := plainProblems(out.Bytes()); len(bad) > 0 {
			t.Errorf("%q: %s", in, strings.Join(bad, "; "))
		}
	}
}

// A refusal is the view's own sentence, as the window says it: a stack
// dropped beyond its reach (10.3).
func TestRefusalIsTheViewsSentence_10_3(t *testing.T) {
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	for _, l := range openingScript[:5] {
		c.command(l)
	}
	s := c.g.State
	p, _, _ := stackPickup(s, game.MustHex("1117"))
	want := s.DropAt(&p, game.MustHex("1130"), game.None).Sentence()
	out.Reset()
	c.command("move 1117 to 1130")
	if strings.TrimSpace(out.String()) != want || !strings.Contains(want, "out of reach") {
		t.Fatalf("said %q, the view says %q", out.String(), want)
	}
}

// The transcript check fails on an escape byte and on a long line.
func TestPlainProblemsCatchesEscapesAndLongLines(t *testing.T) {
	if len(plainProblems([]byte("fine\nalso fine\n"))) != 0 {
		t.Fatal("plain lines refused")
	}
	for _, bad := range []string{"a\x1b[2Jb", strings.Repeat("a", MaxLine+1), "tab\there", "c1\u0085"} {
		if len(plainProblems([]byte(bad))) == 0 {
			t.Errorf("%q passed", bad)
		}
	}
	var b bytes.Buffer
	lw := lineWriter{w: &b}
	lw.say("a\x1b[31mred\x07 " + strings.Repeat("word ", 100) + "\u202eend")
	if bad := plainProblems(b.Bytes()); len(bad) > 0 {
		t.Fatal(bad)
	}
	if strings.Count(b.String(), "\n") < 3 {
		t.Fatalf("a 500-byte line was not cut: %q", b.String())
	}
}

// Ctrl+C loses no move: the game is autosaved with every action, though
// no phase has changed since the last autosave.
func TestInterruptAutosavesEveryMove(t *testing.T) {
	r := rules(t)
	g, _ := game.New(r, nil, 21)
	h := hooks(t, r)
	h.Autosaver.Start(g)
	in, feed := io.Pipe()
	interrupt := make(chan os.Signal, 1)
	out := &syncBuffer{}
	code := make(chan int)
	go func() { code <- Run(Config{In: in, Out: out, Rules: r, Game: g, Hooks: h, Interrupt: interrupt}) }()
	for _, l := range openingScript[:6] {
		fmt.Fprintln(feed, l)
	}
	waitFor(t, out, "has 3 MP left")
	interrupt <- os.Interrupt
	if c := <-code; c != 130 {
		t.Fatalf("exit code %d", c)
	}
	feed.Close()
	info, ok := saves.LatestAutosave(h.Autosaver.Dir)
	if !ok {
		t.Fatal("no autosave")
	}
	back, err := saves.Load(info.Path, r)
	if err != nil || len(back.Log) != 5 || back.State.Move == nil {
		t.Fatalf("the autosave: %v, %d actions, moving %v", err, len(back.Log), back.State.Move != nil)
	}
}

// The hint says it is thinking, and Ctrl+C stops it without ending play.
func TestHintThinksAndStops(t *testing.T) {
	r := rules(t)
	g, _ := game.New(r, nil, 21)
	in, feed := io.Pipe()
	interrupt := make(chan os.Signal, 1)
	out := &syncBuffer{}
	code := make(chan int)
	go func() {
		code <- Run(Config{In: in, Out: out, Rules: r, Game: g, Interrupt: interrupt,
			Hint: advisor.Budget{Rollouts: 1 << 20, Candidates: 4, Workers: 1, Everywhere: true}})
	}()
	fmt.Fprintln(feed, "hint")
	waitFor(t, out, "Thinking")
	interrupt <- os.Interrupt
	waitFor(t, out, "Stopped thinking")
	fmt.Fprintln(feed, "quit")
	if c := <-code; c != 0 {
		t.Fatalf("exit code %d", c)
	}
	feed.Close()
}

// A hint comes with the command that takes it.
func TestHintSaysTheCommand(t *testing.T) {
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	for _, l := range openingScript {
		c.command(l)
	}
	out.Reset()
	c.command("hint")
	if !strings.Contains(out.String(), "Suggested: choose") || !strings.Contains(out.String(), "To do it, type: ") {
		t.Fatalf("hint: %s", out.String())
	}
}

// The rules reference is read from the shipped book, a line at a time.
func TestRulesReadsTheReference_12_8(t *testing.T) {
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	c.command("rules 12.8")
	sec, _ := c.Book.Section("12.8")
	if !strings.HasPrefix(out.String(), "12.8 "+strings.TrimRight(sec.Title, ".")) || strings.Count(out.String(), "\n") < 2 {
		t.Fatalf("rules 12.8: %s", out.String())
	}
	out.Reset()
	word := strings.Fields(sec.Title)[0]
	c.command("rules " + word)
	if !strings.Contains(out.String(), "12.8 "+sec.Title) {
		t.Fatalf("rules %s: %s", word, out.String())
	}
}

// Pieces go by name, told apart by their hex where two share one.
func TestNamesFindPieces(t *testing.T) {
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	for _, l := range openingScript[:5] {
		c.command(l)
	}
	s := c.g.State
	for in, want := range map[string]string{"a-team": "A-Team", "ATEAM": "A-Team", "comm": "Commander", "b team at 1117": "B-Team"} {
		id, why := c.pieceOf(strings.Fields(strings.ToLower(in)), c.onMap)
		if why != "" || s.Name(id) != want {
			t.Errorf("%q: %q %q", in, s.Name(id), why)
		}
	}
	if _, why := c.pieceOf([]string{"team"}, c.onMap); !strings.Contains(why, "A-Team or B-Team") {
		t.Errorf("team: %q", why)
	}
}

// The command line's mistakes are one sentence each, with code 2.
func TestFlags(t *testing.T) {
	for _, args := range [][]string{{"-load", "a", "-scenario", "b"}, {"-game", "chess"}, {"extra"}, {"-seed", "x"}} {
		var out, errs bytes.Buffer
		if code := Main(args, strings.NewReader(""), &out, &errs); code != 2 || !strings.HasPrefix(errs.String(), "kandahar text: ") && args[0] != "-seed" {
			t.Errorf("%q: code %d, %q", args, code, errs.String())
		}
	}
	var out bytes.Buffer
	if code := Main([]string{"-help"}, strings.NewReader(""), &out, io.Discard); code != 0 || !strings.Contains(out.String(), "-scenario") {
		t.Errorf("-help: %d %q", code, out.String())
	}
}

// The shop lists every offer the rules make, each once, and buys by name
// what it lists (6.0).
func TestShopListsTheOffers_6_0(t *testing.T) {
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	for _, l := range openingScript[:3] {
		c.command(l)
	}
	out.Reset()
	c.command("buy")
	said := out.String()
	offers := c.g.State.ShopOffers()
	if len(offers) < 10 {
		t.Fatalf("%d offers", len(offers))
	}
	for _, o := range offers {
		if strings.Count(said, " "+c.g.State.Name(o.Piece)+" ") != 1 {
			t.Errorf("%s is not said once in:\n%s", c.g.State.Name(o.Piece), said)
		}
	}
	if bad := plainProblems(out.Bytes()); len(bad) > 0 {
		t.Fatal(bad)
	}
	pp, price := c.g.State.PP, 0
	for _, o := range offers {
		if c.g.State.Name(o.Piece) == "M2 .50 CAL" {
			price = o.Price
		}
	}
	c.command("buy m2 .50 cal")
	if price == 0 || c.g.State.PP != pp-price {
		t.Fatalf("buy m2 .50 cal: %d PP left of %d:\n%s", c.g.State.PP, pp, out.String())
	}
}

// A game left in one run is offered in the next, as the window offers
// it, from the window's own autosave folder; resume goes on with it.
func TestNextRunResumesTheLastGame(t *testing.T) {
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home)
	t.Setenv("HOME", home)
	t.Setenv("AppData", home)
	var out bytes.Buffer
	if code := Main([]string{"-seed", "21"}, strings.NewReader(strings.Join(openingScript[:6], "\n")+"\n"), &out, io.Discard); code != 0 {
		t.Fatalf("first run: %d\n%s", code, out.String())
	}
	dir, err := saves.DefaultAutosaveDir()
	if err != nil {
		t.Fatal(err)
	}
	info, ok := saves.LatestAutosave(dir)
	if !ok || info.Actions != 5 {
		t.Fatalf("the autosave: %v %+v", ok, info)
	}
	out.Reset()
	if code := Main(nil, strings.NewReader("resume\nlook 1017\n"), &out, io.Discard); code != 0 {
		t.Fatalf("second run: %d\n%s", code, out.String())
	}
	for _, want := range []string{"Type resume to go on with it.", "Loaded ", "5 actions", "A-Team: fire 2"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in:\n%s", want, out.String())
		}
	}
}

// An event's dice come before the result they decide: in a line of their
// own when its words do not name them, then the totals, then the words.
func TestDiceBeforeTheirResult_13_0(t *testing.T) {
	battle := game.Event{Type: game.EvCombat, Rule: "13.0", Dice: []game.Die{{Sides: 6, Value: 5}, {Sides: 6, Value: 3}},
		Terms: []game.Term{{Label: "d6 × 10", Value: 50}, {Label: "A-Team", Value: 2}}, Total: 52,
		Against: []game.Term{{Label: "d6 × 10", Value: 30}, {Label: "Taliban Squad", Value: 6}}, AgainstTotal: 36,
		Text: "The teams at 1011 attack Taliban Squad at 1012: 52 against 36: the Special Forces win."}
	got := eventLines(battle.Table())
	want := []string{"Dice: d6 shows 5, d6 shows 3 (13.0).", "Total 52: d6 × 10 50, A-Team 2 (13.0).",
		"Against it 36: d6 × 10 30, Taliban Squad 6 (13.0).", "The teams at 1011 attack Taliban Squad at 1012: 52 against 36: the Special Forces win (13.0)."}
	if !slices.Equal(got, want) {
		t.Fatalf("battle:\n%q\nwant\n%q", got, want)
	}
	noise := game.Event{Type: game.EvNoise, Rule: "12.0", Dice: []game.Die{{Sides: 10, Value: 10}}, Terms: []game.Term{{Label: "A-Team", Value: 1}}, Total: 1,
		Text: "Noise check at 1017: noise 1, d10 shows 0: not heard."}
	got = eventLines(noise.Table())
	if len(got) != 2 || !strings.HasPrefix(got[0], "Noise check") || !strings.HasPrefix(got[1], "Total 1") {
		t.Fatalf("noise: %q", got)
	}
	scatter := game.Event{Type: game.EvScatter, Rule: "12.8", Dice: []game.Die{{Sides: 6, Value: 2}, {Sides: 6, Value: 3}}, Text: "Placed north-east 3 from 1017, at 1215."}
	if got = eventLines(scatter.Table()); len(got) != 2 || got[0] != "Dice: d6 shows 2, d6 shows 3 (12.8)." {
		t.Fatalf("scatter: %q", got)
	}
}

// Suppressive fire through the commands: odds lists each weapon against
// each enemy unit with its chance, fire nominates one (the view's
// PointAt), and the question's option 1 fires (15.0).
func TestSuppressiveFireThroughCommands_15_0(t *testing.T) {
	r := rules(t)
	var g *game.Game
	for seed := uint64(1); seed <= 80 && g == nil; seed++ {
		cand, _ := game.New(r, nil, seed)
		p := advisor.NewGreedy()
		for step := 0; step < 3000 && !cand.State.Over; step++ {
			if s := cand.State; s.Pending != nil && s.Pending.Kind == game.DecSuppression && len(s.FireItems()) > 0 {
				g = cand
				break
			}
			if _, err := cand.Apply(p.Choose(cand.State)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if g == nil {
		t.Fatal("no suppressive fire step in the greedy player's games")
	}
	var out bytes.Buffer
	c := newClient(t, 1, &out)
	c.g, c.Game = g, g
	s := g.State
	items := s.FireItems()
	c.command("odds")
	if n := strings.Count(out.String(), "\n"); n != len(items) || !strings.Contains(out.String(), fmt.Sprintf("%d in %d", items[0].Chance.Num, items[0].Chance.Den)) {
		t.Fatalf("%d items, odds said:\n%s", len(items), out.String())
	}
	it := items[0]
	c.command(fmt.Sprintf("fire %s on %s", pieceRef(s, it.Weapon), pieceRef(s, it.Target)))
	if !slices.Contains(g.State.Nominations, game.Nomination{Weapon: it.Weapon, Target: it.Target}) {
		t.Fatalf("not nominated:\n%s", out.String())
	}
	out.Reset()
	c.command("1")
	if !strings.Contains(out.String(), "fires on") {
		t.Fatalf("1 did not fire:\n%s", out.String())
	}
}

// The compass point from one hex to another agrees with the hexsides
// of 12.8 for a neighbour, and names east and west, which no hexside
// faces.
func TestBearing_12_8(t *testing.T) {
	for _, from := range []game.Hex{game.MustHex("1117"), game.MustHex("1016")} {
		for d := game.North; d <= game.NorthWest; d++ {
			if got := bearing(from, from.Neighbor(d)); got != d.String() {
				t.Errorf("from %s to its %s neighbour %s: %s", from, d, from.Neighbor(d), got)
			}
		}
	}
	if got := bearing(game.MustHex("1117"), game.MustHex("2117")); got != "east" {
		t.Errorf("ten columns on: %s", got)
	}
	if got := bearing(game.MustHex("1117"), game.MustHex("0117")); got != "west" {
		t.Errorf("ten columns back: %s", got)
	}
}

// around says the six neighbours, a line each, with what stands there.
func TestAroundSaysTheSixNeighbours(t *testing.T) {
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	for _, l := range openingScript[:6] {
		c.command(l)
	}
	out.Reset()
	c.command("around 1117")
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 7 || !strings.HasPrefix(lines[5], "South-west, 1017: ") || !strings.Contains(lines[5], "A-Team, B-Team, Commander and Officer") {
		t.Fatalf("around 1117:\n%s", out.String())
	}
}

// The game offered at the start is the window's: the last autosave, or
// a crash's emergency save when that is newer; none when it is over.
func TestResumableIsTheWindowsOffer(t *testing.T) {
	r := rules(t)
	h := hooks(t, r)
	if got := resumable(h); got != "" {
		t.Fatalf("an empty folder offers %q", got)
	}
	var out bytes.Buffer
	c := newClient(t, 21, &out)
	for _, l := range openingScript[:6] {
		c.command(l)
	}
	auto, err := h.Autosaver.Autosave(c.g)
	if err != nil {
		t.Fatal(err)
	}
	if got := resumable(h); got != auto {
		t.Fatalf("offered %q, not the autosave %q", got, auto)
	}
	if err := os.MkdirAll(h.CrashDir, 0o755); err != nil {
		t.Fatal(err)
	}
	crash := filepath.Join(h.CrashDir, "crash"+saves.Ext)
	time.Sleep(10 * time.Millisecond) // saved after the autosave
	if err := saves.Save(crash, c.g); err != nil {
		t.Fatal(err)
	}
	if got := resumable(h); got != crash {
		t.Fatalf("offered %q, not the newer emergency save %q", got, crash)
	}
}

// failWriter fails every write, as a closed pipe does.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, io.ErrClosedPipe }

// Output that can no longer be written ends play with the game kept: no
// move is lost because the reader went away.
func TestOutputGoneKeepsTheGame(t *testing.T) {
	r := rules(t)
	g, _ := game.New(r, nil, 21)
	h := hooks(t, r)
	h.Autosaver.Start(g)
	code := Run(Config{In: strings.NewReader("end\nplace 1117\nlook 1117\n"), Out: failWriter{}, Rules: r, Game: g, Hooks: h})
	info, ok := saves.LatestAutosave(h.Autosaver.Dir)
	if code != 1 || !ok || info.Actions != len(g.Log) || len(g.Log) == 0 {
		t.Fatalf("code %d, autosave %v with %d actions of %d", code, ok, info.Actions, len(g.Log))
	}
}

// A line longer than the client reads is refused whole, in one
// sentence, and the lines after it are read as usual.
func TestOverlongLineRefusedWhole(t *testing.T) {
	r := rules(t)
	g, _ := game.New(r, nil, 21)
	var out bytes.Buffer
	in := "end\n" + strings.Repeat("place 1117 ", 1000) + "\nplace 1117\n"
	if code := Run(Config{In: strings.NewReader(in), Out: &out, Rules: r, Game: g}); code != 0 {
		t.Fatalf("code %d", code)
	}
	if !strings.Contains(out.String(), fmt.Sprintf("That line is longer than %d characters: nothing was done.", maxInput)) || len(g.Log) != 2 {
		t.Fatalf("%d actions:\n%s", len(g.Log), out.String())
	}
	if bad := plainProblems(out.Bytes()); len(bad) > 0 {
		t.Fatal(bad)
	}
}
