package textplay

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"kandahar/game"
	"kandahar/saves"
)

// command is one thing the player may type: its name, what follows it,
// a line of help, and what it does (reporting whether play ends).
type command struct {
	name, args, help string
	aliases          []string
	run              func(c *client, args []string) bool
	// alone marks a command that takes no words after it
	alone bool
}

// commands are listed by help in this order.
var commands []command

func init() {
	commands = []command{
		{name: "look", args: "HEX", help: "says a hex: its terrain and what it costs, its pieces, mission and enemy units.", run: (*client).look},
		{name: "around", args: "HEX", help: "says the six hexes next to a hex, from the north clockwise: terrain, MP and pieces.", run: (*client).around},
		{name: "where", args: "NAME", help: "says where the pieces of that name are.", run: (*client).where},
		{name: "forces", alone: true, help: "lists your stacks, the enemy units on the map and the mission.", run: (*client).forces},
		{name: "move", args: "HEX to HEX, or NAME to HEX", help: "moves the stack in a hex, or one piece alone, as a drag in the window does; move HEX goes on with the moving stack.", run: (*client).move},
		{name: "place", args: "HEX", help: "puts the base camp in hand down on a hex (3.1, 12.11).", run: (*client).place},
		{name: "reach", args: "HEX or NAME", help: "lists the hexes the stack there (or the piece alone) may move to, with the MP left.", run: (*client).reach},
		{name: "haul", args: "CARGO onto CARRIER", help: "loads a piece onto another in its hex (9.0).", run: (*client).haul},
		{name: "ride", args: "TEAM onto VEHICLE", help: "puts a team on a vehicle in its hex (10.4).", run: (*client).ride},
		{name: "drop", args: "NAME", help: "sets a hauled piece down, or drops a piece off the moving stack (9.0, 10.1).", run: (*client).drop},
		{name: "odds", args: "[HEX to HEX]", help: "the chances now: the attacks open, suppressive fire, the noise of ending the move, or of a move before it is made.", run: (*client).odds},
		{name: "attack", args: "ENEMY [from HEX] [with SUPPORT]", help: "the teams next to or with an enemy unit attack it (13.0), with fire support if named (18.1).", run: (*client).attack},
		{name: "fire", args: "WEAPON on ENEMY", help: "in suppressive fire, nominates a weapon against an enemy unit, or withdraws it (15.0).", run: (*client).fire},
		{name: "aid", args: "TEAM", help: "a team uses its Med Kit (18.2).", run: (*client).aid},
		{name: "trap", args: "NAME", help: "sets a booby trap in its hex (18.3).", run: (*client).trap},
		{name: "buy", args: "[NAME [at HEX]]", help: "lists the shop, or buys a piece; buy move HEX pays to move a base camp (6.0, 12.11).", run: (*client).buy},
		{name: "roll", args: "NAME", help: "rolls the old-stock surcharge of a Green Beret piece before buying it (16.0).", run: (*client).roll},
		{name: "end", args: "[move, phase or game]", help: "ends the move, else the phase; end game takes the victory assessment (5.0).", run: (*client).end},
		{name: "forfeit", alone: true, help: "gives up the mission (7.2).", run: (*client).forfeit},
		{name: "undo", alone: true, help: "takes back your last action, if no die has been rolled since.", run: (*client).undo},
		{name: "hint", alone: true, help: "the computer player suggests an action; it thinks for a few seconds.", run: func(c *client, _ []string) bool { c.hint(); return false }},
		{name: "log", args: "[N]", help: "says the last N lines of what happened (10 unless told).", run: (*client).logLines},
		{name: "rules", args: "SECTION or WORDS", help: "reads a section of the rules reference, or finds the sections about some words.", run: (*client).rules},
		{name: "save", args: "[FILE]", help: "saves the game to a file (without FILE, in the game's save folder).", run: (*client).save},
		{name: "load", args: "FILE", help: "loads a saved game; the game in hand is autosaved first.", run: (*client).load},
		{name: "resume", alone: true, help: "goes on with your last game autosaved.", run: (*client).resume},
		{name: "help", args: "[COMMAND]", aliases: []string{"?"}, help: "lists the commands, or says one.", run: (*client).help},
		{name: "quit", alone: true, aliases: []string{"exit"}, help: "autosaves the game and leaves.", run: (*client).quit},
	}
}

// findCommand finds a command by its name, an alias, or the start of a
// name that starts no other.
func findCommand(word string) (command, bool) {
	var found []command
	for _, c := range commands {
		if c.name == word || slices.Contains(c.aliases, word) {
			return c, true
		}
		if len(word) >= 2 && strings.HasPrefix(c.name, word) {
			found = append(found, c)
		}
	}
	if len(found) == 1 {
		return found[0], true
	}
	return command{}, false
}

func (c *client) help(args []string) bool {
	if len(args) > 0 {
		cmd, ok := findCommand(args[0])
		if !ok {
			c.out.sayf("There is no command %q: help alone lists them.", clip(args[0]))
			return false
		}
		c.out.say(usage(cmd))
		return false
	}
	c.out.say("A number answers the question asked: option N is the window's key N. Enter alone says the prompt again. The commands:")
	for _, cmd := range commands {
		c.out.say(usage(cmd))
	}
	c.out.say("HEX is a hex's four digits, column then row, like 1117. NAME is a piece's name, like a-team or radio; add at HEX where two share a name.")
	return false
}

func usage(cmd command) string {
	head := cmd.name
	if cmd.args != "" {
		head += " " + cmd.args
	}
	return head + ": " + cmd.help
}

func (c *client) quit(_ []string) bool {
	c.leave("Quit")
	return true
}

// needs says how a command is typed when its words do not fit.
func (c *client) needs(name string) bool {
	cmd, _ := findCommand(name)
	c.out.sayf("Type %s.", cmd.name+" "+cmd.args)
	return false
}

// parseHex reads a hex typed, or says why it is not one.
func (c *client) parseHex(word string) (game.Hex, bool) {
	h, err := game.ParseHex(word)
	b := c.Rules.Board
	switch {
	case err != nil:
		c.out.sayf("%q is not a hex: a hex is four digits, column then row, like 1117.", clip(word))
		return game.NoHex, false
	case !b.Contains(h):
		c.out.sayf("%s is off the map: columns run from 01 to %02d and rows from 01 to %02d.", h, b.Cols, b.Rows)
		return game.NoHex, false
	}
	return h, true
}

func isHex(word string) bool {
	_, err := game.ParseHex(word)
	return err == nil
}

// cut splits words at a joining word ("onto", "to"), dropping it: the
// first one given that is there, at its first place; ok is false when
// none is there.
func cut(words []string, joins ...string) (before, after []string, ok bool) {
	for _, j := range joins {
		for i, w := range words {
			if w == j && i > 0 && i < len(words)-1 {
				return words[:i], words[i+1:], true
			}
		}
	}
	return words, nil, false
}

// stackPickup is what picking up the stack in h lifts: the stack menu's
// Move, as the window's menu and its keys pick it up.
func stackPickup(s *game.State, h game.Hex) (game.Pickup, game.Verdict, bool) {
	menu := s.StackMenu(h, game.None)
	if len(menu) == 0 || menu[0].Pickup == nil {
		return game.Pickup{}, game.Verdict{}, false
	}
	return *menu[0].Pickup, menu[0].Verdict, true
}

// source is what the words before a move's destination pick up: a hex's
// stack, a piece alone, or (no words) the camp in hand or the moving
// stack.
func (c *client) source(words []string) (game.Pickup, bool) {
	s := c.g.State
	switch {
	case len(words) == 0:
		if p, ok := s.InHand(); ok {
			return p, true
		}
		if s.Move != nil {
			return s.PickUp(s.Move.Movers[0], false), true
		}
		c.out.say("Say what moves: move HEX to HEX for a stack, or move NAME to HEX for one piece.")
		return game.Pickup{}, false
	case len(words) == 1 && isHex(words[0]):
		h, ok := c.parseHex(words[0])
		if !ok {
			return game.Pickup{}, false
		}
		p, v, ok := stackPickup(s, h)
		if !ok {
			c.out.sayf("There is nothing at %s.", h)
			return game.Pickup{}, false
		}
		if !v.OK() {
			c.out.say(said(v.Sentence()))
			return game.Pickup{}, false
		}
		return p, true
	}
	id, ok := c.piece(words, c.onMapOrInHand)
	if !ok {
		return game.Pickup{}, false
	}
	return s.PickUp(id, true), true
}

func (c *client) move(args []string) bool {
	if len(args) == 0 {
		if m := c.g.State.Move; m != nil {
			c.out.sayf("The moving stack is at %s with %d MP left: move HEX goes on; reach lists where it can go.", m.At, c.g.State.MPLeft())
			return false
		}
		return c.needs("move")
	}
	p, dest, ok := c.pickUpTo(args)
	if !ok {
		return false
	}
	c.dropped(c.g.State.DropAt(&p, dest, game.None))
	return false
}

// pickUpTo reads "SOURCE [to] HEX": what the source picks up, and where
// it goes. A refused pick-up is said in the view's sentence.
func (c *client) pickUpTo(args []string) (p game.Pickup, dest game.Hex, ok bool) {
	dest, ok = c.parseHex(args[len(args)-1])
	if !ok {
		return p, dest, false
	}
	words := args[:len(args)-1]
	if n := len(words); n > 0 && words[n-1] == "to" {
		words = words[:n-1]
	}
	p, ok = c.source(words)
	if !ok {
		return p, dest, false
	}
	if !p.OK() {
		c.out.say(said(p.Sentence()))
		return p, dest, false
	}
	return p, dest, true
}

// dropped does what a drop means, or says why it is refused, in the
// view's own sentence.
func (c *client) dropped(d game.Drop) {
	switch {
	case !d.OK():
		c.out.say(said(d.Sentence()))
	case d.Kind == game.DropStay:
		c.out.say(ensureStop(capitalise(d.Text)))
	default:
		c.act(d.Act)
	}
}

func (c *client) place(args []string) bool {
	if len(args) != 1 {
		return c.needs("place")
	}
	h, ok := c.parseHex(args[0])
	if !ok {
		return false
	}
	s := c.g.State
	p, ok := s.InHand()
	if !ok {
		// a camp placed in the set-up may be put somewhere else
		camps := s.OnMapOf(game.KindBaseCamp)
		if s.Phase != game.PhaseSetup || s.SetupStep != game.SetupCamps || len(camps) != 1 {
			c.out.say("There is no base camp in hand to place now.")
			return false
		}
		p = s.PickUp(camps[0], false)
	}
	c.dropped(s.DropAt(&p, h, game.None))
	return false
}

func (c *client) reach(args []string) bool {
	s := c.g.State
	if len(args) == 0 && s.Move == nil {
		return c.needs("reach")
	}
	p, ok := c.source(args)
	if !ok {
		return false
	}
	if !p.OK() {
		c.out.say(said(p.Sentence()))
		return false
	}
	r := p.Reach()
	if r.Len() == 0 {
		c.out.say("It reaches no hex now (10.3).")
		return false
	}
	byLeft := map[int][]string{}
	most := 0
	for h, at := range r.All() {
		byLeft[at.MPLeft] = append(byLeft[at.MPLeft], h.String())
		most = max(most, at.MPLeft)
	}
	c.out.sayf("From %s with %d MP, it reaches %s (10.3):", p.From, p.MP, game.Hexes(r.Len()))
	for left := most; left >= 0; left-- {
		if hs := byLeft[left]; len(hs) > 0 {
			slices.Sort(hs)
			c.out.sayf("With %d MP left: %s.", left, strings.Join(hs, ", "))
		}
	}
	return false
}

// twoPieces finds the two pieces of a haul or a ride: the words before and
// after the joining word, or, without one, the only way to cut the words
// into two pieces.
func (c *client) twoPieces(args []string) (a, b game.PieceID, ok bool) {
	x, y, cutOK := cut(args, "onto", "on", "to", "with", "into", "in")
	if !cutOK {
		for i := 1; i < len(args); i++ {
			if c.quietPiece(args[:i]) != game.None && c.quietPiece(args[i:]) != game.None {
				x, y, cutOK = args[:i], args[i:], true
				break
			}
		}
	}
	if !cutOK {
		return 0, 0, false
	}
	if a, ok = c.piece(x, c.onMap); !ok {
		return 0, 0, false
	}
	if b, ok = c.piece(y, c.onMap); !ok {
		return 0, 0, false
	}
	return a, b, true
}

// loadOnto picks a piece up alone and drops it onto another in its hex:
// the window's drag of a counter onto another.
func (c *client) loadOnto(cargo, onto game.PieceID) {
	s := c.g.State
	p := s.PickUp(cargo, true)
	if !p.OK() {
		c.out.say(said(p.Sentence()))
		return
	}
	c.dropped(s.DropAt(&p, s.P(cargo).Hex, onto))
}

func (c *client) haul(args []string) bool {
	cargo, carrier, ok := c.twoPieces(args)
	if !ok {
		return c.needs("haul")
	}
	if c.g.State.P(cargo).Hex != c.g.State.P(carrier).Hex {
		c.out.sayf("%s and %s are not in one hex: a piece loads onto another in its own hex (9.0).", c.g.State.PieceLabel(cargo), c.g.State.PieceLabel(carrier))
		return false
	}
	c.loadOnto(cargo, carrier)
	return false
}

func (c *client) ride(args []string) bool {
	team, vehicle, ok := c.twoPieces(args)
	if !ok {
		return c.needs("ride")
	}
	s := c.g.State
	if s.Spec(team).IsVehicle() && !s.Spec(vehicle).IsVehicle() {
		team, vehicle = vehicle, team
	}
	if s.P(team).Hex != s.P(vehicle).Hex {
		c.out.sayf("%s and %s are not in one hex: a team boards a vehicle in its own hex (10.4).", s.PieceLabel(team), s.PieceLabel(vehicle))
		return false
	}
	// a vehicle dropped on a team carries it (10.4)
	c.loadOnto(vehicle, team)
	return false
}

func (c *client) drop(args []string) bool {
	if len(args) == 0 {
		return c.needs("drop")
	}
	id, ok := c.piece(args, c.onMap)
	if !ok {
		return false
	}
	s := c.g.State
	p := s.PickUp(id, true)
	if !p.OK() {
		c.out.say(said(p.Sentence()))
		return false
	}
	c.dropped(s.DropAt(&p, s.P(id).Hex, game.None))
	return false
}

// commandOf finds one of the commands beside the pieces.
func commandOf(s *game.State, k game.CommandKind) game.Command {
	for _, cmd := range s.Commands() {
		if cmd.Kind == k {
			return cmd
		}
	}
	return game.Command{}
}

func (c *client) end(args []string) bool {
	s := c.g.State
	kind := game.CmdEndPhase
	if s.Move != nil {
		kind = game.CmdEndMove
	}
	what := strings.Join(args, " ")
	switch what {
	case "":
	case "move":
		kind = game.CmdEndMove
	case "phase", "step", "turn", "the phase":
		kind = game.CmdEndPhase
	case "game", "the game":
		kind = game.CmdEndGame
	default:
		return c.needs("end")
	}
	cmd := commandOf(s, kind)
	if !cmd.OK() {
		c.out.say(said(cmd.Sentence()))
		return false
	}
	again := "end " + string(kind)
	switch {
	case c.confirm == again:
	case cmd.Warn != "":
		c.confirm = again
		c.out.sayf("%s Type end again to go on; anything else keeps the phase.", cmd.Warn)
		return false
	case kind == game.CmdEndGame:
		c.confirm = again
		c.out.say("Ending the game now takes the victory assessment, and nothing can be undone (5.0). Type end game again to end it.")
		return false
	}
	c.act(cmd.Act)
	return false
}

func (c *client) forfeit(_ []string) bool {
	cmd := commandOf(c.g.State, game.CmdForfeit)
	if !cmd.OK() {
		c.out.say(said(cmd.Sentence()))
		return false
	}
	c.act(cmd.Act)
	return false
}

func (c *client) undo(_ []string) bool {
	if len(c.g.Log) == 0 {
		c.out.say("There is nothing to undo.")
		return false
	}
	last := c.g.Log[len(c.g.Log)-1]
	if err := c.g.Undo(); err != nil {
		c.out.say(errSentence(err))
		return false
	}
	line := fmt.Sprintf("Undone: %s.", c.g.State.ActionText(last))
	c.events = append(c.events, line)
	c.out.say(line)
	c.sayPrompt(false)
	return false
}

func (c *client) logLines(args []string) bool {
	n := 10
	if len(args) > 0 {
		v, err := strconv.Atoi(args[0])
		if err != nil || v < 1 || len(args) > 1 {
			c.out.say("Type log, or log N with N a number of lines, like log 20.")
			return false
		}
		n = v
	}
	if len(c.events) == 0 {
		c.out.say("Nothing has happened yet.")
		return false
	}
	from := max(len(c.events)-n, 0)
	c.out.sayf("The last %d of %d lines:", len(c.events)-from, len(c.events))
	for _, l := range c.events[from:] {
		c.out.say(l)
	}
	return false
}

func (c *client) rules(args []string) bool {
	if c.Book == nil {
		c.out.say("The rules reference is not available in this build.")
		return false
	}
	if len(args) == 0 {
		return c.needs("rules")
	}
	if sec, ok := c.Book.Section(args[0]); ok && len(args) == 1 {
		c.out.sayf("%s %s.", sec.ID, strings.TrimRight(plain(sec.Title), "."))
		for _, para := range sec.Paragraphs {
			c.out.say(plain(para))
		}
		if len(sec.SeeAlso) > 0 {
			c.out.sayf("See also %s.", strings.Join(sec.SeeAlso, ", "))
		}
		return false
	}
	found := c.Book.Search(strings.Join(args, " "))
	if len(found) == 0 {
		c.out.sayf("No section of the rules reference is about %q.", clip(strings.Join(args, " ")))
		return false
	}
	var names []string
	for _, s := range found[:min(len(found), 8)] {
		names = append(names, s.ID+" "+strings.TrimRight(plain(s.Title), "."))
	}
	c.out.sayf("Sections about %q: %s. Type rules and a section's number to read it.", clip(strings.Join(args, " ")), strings.Join(names, "; "))
	return false
}

// savePath is where `save FILE` writes: the file named, with the saves'
// extension when it has none.
func savePath(name string) string {
	if filepath.Ext(name) == "" {
		name += saves.Ext
	}
	return name
}

func (c *client) save(args []string) bool {
	var path string
	switch {
	case len(args) == 0 && c.Hooks != nil:
		if err := os.MkdirAll(c.Hooks.SaveDir, 0o755); err != nil {
			c.out.sayf("The save folder %s cannot be made: %s.", plain(c.Hooks.SaveDir), strings.TrimRight(saves.Printable(err.Error()), "."))
			return false
		}
		path = filepath.Join(c.Hooks.SaveDir, saves.FreeName(c.Hooks.SaveDir, saves.SuggestName(c.g)))
	case len(args) == 0:
		return c.needs("save")
	default:
		path = savePath(c.fileArg(args))
	}
	again := "save " + path
	if _, err := os.Stat(path); err == nil && c.confirm != again {
		c.confirm = again
		c.out.sayf("%s exists already. Type the same save again to write over it.", plain(path))
		return false
	}
	if err := saves.Save(path, c.g); err != nil {
		c.out.sayf("The game was not saved: %s.", strings.TrimRight(saves.PrintableLong(err.Error()), "."))
		return false
	}
	c.confirm = ""
	if c.Hooks != nil {
		c.Hooks.Remember(path)
	}
	c.out.sayf("Saved to %s.", plain(path))
	return false
}

// fileArg is a file named in a command, as typed: the words lower-cased
// by the command reader would change it, so it is read from the line.
func (c *client) fileArg([]string) string { return c.rest }

func (c *client) load(args []string) bool {
	if len(args) == 0 {
		return c.needs("load")
	}
	c.loadFrom(c.fileArg(args))
	return false
}

// loadFrom leaves the game in hand, autosaved as the window does, for
// the game saved in path.
func (c *client) loadFrom(path string) {
	var g *game.Game
	var err error
	if c.Hooks != nil {
		g, err = c.Hooks.Load(path)
	} else {
		g, err = saves.Load(path, c.Rules)
	}
	if err != nil {
		c.out.sayf("%s does not load: %s", plain(path), ensureStop(strings.TrimRight(saves.InWords(err), ".")))
		return
	}
	if c.Hooks != nil && c.Hooks.Autosaver != nil && len(c.g.Log) > 0 && !c.g.State.Over && c.g != g {
		path, err := c.Hooks.Autosaver.Autosave(c.g)
		if err == nil {
			c.out.sayf("The game left is autosaved in %s.", plain(path))
		}
		c.Hooks.Autosaver.Start(g)
	}
	c.g, c.confirm, c.told, c.status = g, "", map[string]bool{}, ""
	c.events = c.pastEvents()
	c.out.sayf("Loaded %s: turn %d, %d actions.", plain(path), g.State.Turn, len(g.Log))
	c.sayPrompt(true)
}

func (c *client) resume(_ []string) bool {
	if c.Resume == "" {
		c.out.say("There is no autosaved game to resume; load FILE loads a save.")
		return false
	}
	path := c.Resume
	c.Resume = ""
	c.loadFrom(path)
	return false
}
