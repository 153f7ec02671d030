package textplay

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"kandahar/game"
)

// Pieces by name: the player names a piece as its counter does ("a-team",
// "radio", "taliban platoon"), capitals, spaces and hyphens aside; a
// name's start will do when it starts one name only. "at HEX" picks the
// pieces of a hex, and a number after the name one of several alike in
// it ("a-team 2 at 1117").

// norm is a name as compared: lower case, letters and digits only.
func norm(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (c *client) onMap(id game.PieceID) bool { return c.g.State.P(id).Place == game.OnMap }

func (c *client) onMapOrInHand(id game.PieceID) bool {
	return c.onMap(id) || id == c.g.State.CampToPlace()
}

func (c *client) enemyOnMap(id game.PieceID) bool {
	return c.onMap(id) && c.g.State.Spec(id).Kind == game.KindEnemy
}

// matches lists the pieces in the pool whose name the words name: the
// exact name first, else the names they start, else the names holding
// them. at filters by hex when set.
func matches(s *game.State, name string, at game.Hex, pool func(game.PieceID) bool) []game.PieceID {
	want := norm(name)
	if want == "" {
		return nil
	}
	for _, test := range []func(string) bool{
		func(n string) bool { return n == want },
		func(n string) bool { return strings.HasPrefix(n, want) },
		func(n string) bool { return strings.Contains(n, want) },
	} {
		var out []game.PieceID
		for _, id := range s.IDs() {
			if pool(id) && test(norm(s.Name(id))) && (at == game.NoHex || s.P(id).Hex == at) {
				out = append(out, id)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// piece finds the one piece the words name among pool, or says why none
// or several.
func (c *client) piece(words []string, pool func(game.PieceID) bool) (game.PieceID, bool) {
	id, why := c.pieceOf(words, pool)
	if why != "" {
		c.out.say(why)
	}
	return id, why == ""
}

// quietPiece is piece without a word said: None unless the words name
// exactly one piece on the map.
func (c *client) quietPiece(words []string) game.PieceID {
	id, why := c.pieceOf(words, c.onMap)
	if why != "" {
		return game.None
	}
	return id
}

func (c *client) pieceOf(words []string, pool func(game.PieceID) bool) (game.PieceID, string) {
	s := c.g.State
	at := game.NoHex
	if n := len(words); n >= 2 && words[n-2] == "at" {
		h, err := game.ParseHex(words[n-1])
		if err != nil {
			return game.None, fmt.Sprintf("%q is not a hex: a hex is four digits, like 1117.", clip(words[n-1]))
		}
		at, words = h, words[:n-2]
	}
	nth := 0
	name := strings.Join(words, " ")
	found := matches(s, name, at, pool)
	if n := len(words); len(found) == 0 && n >= 2 {
		if k, err := strconv.Atoi(words[n-1]); err == nil && k >= 1 && k < 100 {
			nth, name = k, strings.Join(words[:n-1], " ")
			found = matches(s, name, at, pool)
		}
	}
	switch {
	case len(found) == 0 && at != game.NoHex && len(matches(s, name, game.NoHex, pool)) > 0:
		return game.None, fmt.Sprintf("There is no %s at %s; where NAME says where it is.", clip(name), at)
	case len(found) == 0 && len(matches(s, name, game.NoHex, func(game.PieceID) bool { return true })) > 0:
		return game.None, fmt.Sprintf("No %s is on the map to do that with.", clip(name))
	case len(found) == 0:
		return game.None, fmt.Sprintf("No piece is called %q; forces lists yours, look HEX a hex's.", clip(name))
	case nth > 0 && nth <= len(found):
		return found[nth-1], ""
	case nth > 0:
		return game.None, fmt.Sprintf("There are only %d of %s there.", len(found), clip(name))
	case len(found) == 1:
		return found[0], ""
	}
	var names []string
	for _, id := range found {
		if !slices.Contains(names, s.Name(id)) {
			names = append(names, s.Name(id))
		}
	}
	if len(names) > 1 {
		return game.None, fmt.Sprintf("%q could be %s: say more of the name.", clip(name), orList(names))
	}
	var hexes []string
	for _, id := range found {
		if h := s.P(id).Hex.String(); !slices.Contains(hexes, h) {
			hexes = append(hexes, h)
		}
	}
	if len(hexes) > 1 {
		return game.None, fmt.Sprintf("Which %s: at %s? Say %s at HEX.", names[0], orList(hexes), strings.ToLower(names[0]))
	}
	var which []string
	for k, id := range found {
		which = append(which, fmt.Sprintf("%s %d at %s (%s)", strings.ToLower(names[0]), k+1, hexes[0], c.loadWords(id)))
	}
	return game.None, fmt.Sprintf("There are %d of %s at %s: say %s.", len(found), names[0], hexes[0], orList(which))
}

func orList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

func andList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// loadWords says what a piece hauls and rides.
func (c *client) loadWords(id game.PieceID) string {
	s := c.g.State
	var hauls, rides []string
	for _, g := range s.Hauled(id) {
		switch sp := s.Spec(g); {
		case sp.Kind == game.KindCasualty:
		case sp.IsVehicle() && s.Spec(id).Kind == game.KindTeam:
			rides = append(rides, s.Name(g))
		default:
			hauls = append(hauls, s.Name(g))
		}
	}
	var parts []string
	if len(hauls) > 0 {
		parts = append(parts, "hauling "+andList(hauls))
	}
	if len(rides) > 0 {
		parts = append(parts, "riding "+andList(rides))
	}
	if len(parts) == 0 {
		return "hauling nothing"
	}
	return strings.Join(parts, ", ")
}

// pieceWords says a piece as the counter shows it, with its marks and
// what it hauls: "A-Team, fire 2, move 4, noise 1, detected, hauling
// Radio".
func (c *client) pieceWords(id game.PieceID) string {
	s := c.g.State
	sp, p := s.Spec(id), s.P(id)
	var parts []string
	switch {
	case sp.Kind == game.KindTeam || sp.IsLeader():
		parts = append(parts, fmt.Sprintf("fire %d, move %d, noise %d", s.Firepower(id), s.MoveValue(id), s.NoiseValue(id)))
	case sp.Kind == game.KindEnemy:
		parts = append(parts, fmt.Sprintf("attack %d, move %d", sp.Firepower, sp.Move))
	case sp.Kind == game.KindGear:
		v := []string{}
		if sp.Firepower > 0 {
			v = append(v, fmt.Sprintf("fire %d", sp.Firepower))
		}
		switch sp.MoveType {
		case game.MovePlus, game.MovePlusBlack:
			v = append(v, fmt.Sprintf("move +%d", sp.Move))
		case game.MoveMinus:
			v = append(v, fmt.Sprintf("move -%d", sp.Move))
		}
		v = append(v, fmt.Sprintf("noise %d", sp.Noise))
		parts = append(parts, strings.Join(v, ", "))
	case sp.Kind == game.KindMission:
		parts = append(parts, fmt.Sprintf("the mission, worth %d PP, needs %s", sp.Firepower, game.RequirementText(sp.Requires)))
	}
	for _, m := range []struct {
		on   bool
		word string
	}{{p.Detected, "detected"}, {p.Moved, "moved this turn"}, {p.Attacked, "has attacked"}, {p.Suppressed, "suppressed"}, {p.Spent, "fired"}, {p.Armed, "set"}} {
		if m.on {
			parts = append(parts, m.word)
		}
	}
	if p.Casualty != game.None {
		parts = append(parts, "marked "+s.Name(p.Casualty))
	}
	if sp.Kind == game.KindTeam || sp.IsLeader() || sp.IsVehicle() {
		if w := c.loadWords(id); w != "hauling nothing" {
			parts = append(parts, w)
		}
	}
	if len(parts) == 0 {
		return s.Name(id)
	}
	return s.Name(id) + ": " + strings.Join(parts, "; ")
}

// topLevel lists the pieces of a hex that nothing hauls.
func topLevel(s *game.State, h game.Hex) []game.PieceID {
	var out []game.PieceID
	for _, id := range s.At(h) {
		if s.P(id).Carrier == game.None {
			out = append(out, id)
		}
	}
	return out
}

func (c *client) look(args []string) bool {
	if len(args) == 0 {
		return c.needs("look")
	}
	s := c.g.State
	var h game.Hex
	if len(args) == 1 && isHex(args[0]) {
		var ok bool
		if h, ok = c.parseHex(args[0]); !ok {
			return false
		}
	} else {
		id, ok := c.piece(args, c.onMap)
		if !ok {
			return false
		}
		h = s.P(id).Hex
	}
	c.out.say(c.hexLine(h))
	top := topLevel(s, h)
	if len(top) == 0 {
		c.out.say("No pieces.")
	}
	for _, id := range top {
		c.out.say(ensureStop(c.pieceWords(id)))
	}
	if m := s.Mission; m != game.None && s.P(m).Hex != h {
		mh := s.P(m).Hex
		c.out.sayf("The mission at %s is %s away, to the %s.", mh, game.Hexes(game.Distance(h, mh)), bearing(h, mh))
	}
	return false
}

// bearing is the compass point from one hex towards another, of eight:
// the map's columns run north-south, each even column half a hex lower,
// and columns stand 0.866 of a hex's height apart (flat-topped hexes).
func bearing(from, to game.Hex) string {
	y := func(h game.Hex) float64 { return float64(h.Row) + 0.5*float64(1-h.Col%2) }
	dx := 0.866 * float64(to.Col-from.Col)
	dy := y(to) - y(from)                        // southwards
	angle := math.Atan2(dx, -dy) * 180 / math.Pi // clockwise from north
	points := [...]string{"north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"}
	return points[int(math.Round(angle/45)+8)%8]
}

// hexLine says a hex: its id and place name, its terrain and what
// entering it costs (10.7, 12.1, 13.0).
func (c *client) hexLine(h game.Hex) string {
	b := c.Rules.Board
	v := c.g.State.Terrain(h)
	name := ""
	if l := b.Labels[h]; l != "" {
		name = " (" + plain(l) + ")"
	}
	return fmt.Sprintf("%s%s: %s. Entering costs %d MP, noise %d, attackers here %+d (10.7, 12.1, 13.0).", h, name, b.Terrain(h), v.Cost, v.Noise, v.Penalty)
}

// around says the six hexes next to one, from the north clockwise: each
// one's terrain and cost, and the pieces in it by name.
func (c *client) around(args []string) bool {
	if len(args) != 1 {
		return c.needs("around")
	}
	h, ok := c.parseHex(args[0])
	if !ok {
		return false
	}
	s, b := c.g.State, c.Rules.Board
	c.out.sayf("Around %s, from the north clockwise:", h)
	for d := game.North; d <= game.NorthWest; d++ {
		n := h.Neighbor(d)
		if !b.Contains(n) {
			c.out.sayf("%s: off the map.", capitalise(d.String()))
			continue
		}
		v := s.Terrain(n)
		line := fmt.Sprintf("%s, %s: %s, %d MP", capitalise(d.String()), n, b.Terrain(n), v.Cost)
		if l := b.Labels[n]; l != "" {
			line += ", " + plain(l)
		}
		var names []string
		for _, id := range topLevel(s, n) {
			names = append(names, s.Name(id))
		}
		if len(names) > 0 {
			line += "; " + andList(names)
		}
		c.out.say(line + ".")
	}
	return false
}

func (c *client) where(args []string) bool {
	if len(args) == 0 {
		return c.needs("where")
	}
	s := c.g.State
	name := strings.Join(args, " ")
	found := matches(s, name, game.NoHex, c.onMap)
	if norm(name) == "mission" && s.Mission != game.None {
		found = []game.PieceID{s.Mission}
	}
	if len(found) == 0 {
		c.out.sayf("No %s is on the map.", clip(name))
		return false
	}
	var at []string
	for _, id := range found {
		w := fmt.Sprintf("%s at %s", s.Name(id), s.P(id).Hex)
		if carrier := s.P(id).Carrier; carrier != game.None && s.Spec(id).Kind != game.KindCasualty {
			w += " with " + s.Name(carrier)
		}
		at = append(at, w)
	}
	c.out.say(ensureStop(capitalise(andList(at))))
	return false
}

func (c *client) forces(_ []string) bool {
	s := c.g.State
	var hexes []game.Hex
	for _, id := range s.IDs() {
		if p := s.P(id); p.Place == game.OnMap && s.IsSF(id) && !slices.Contains(hexes, p.Hex) {
			hexes = append(hexes, p.Hex)
		}
	}
	slices.SortFunc(hexes, func(a, b game.Hex) int { return strings.Compare(a.String(), b.String()) })
	if len(hexes) == 0 {
		c.out.say("None of your pieces is on the map.")
	}
	for _, h := range hexes {
		var words []string
		for _, id := range topLevel(s, h) {
			if s.IsSF(id) {
				words = append(words, c.pieceWords(id))
			}
		}
		c.out.sayf("%s: %s.", h, strings.Join(words, ". "))
	}
	if id := s.CampToPlace(); id != game.None {
		c.out.sayf("In hand: %s, to place.", s.Name(id))
	}
	enemies := s.OnMapOf(game.KindEnemy)
	if len(enemies) == 0 {
		c.out.say("No enemy unit is on the map.")
	}
	for _, e := range enemies {
		c.out.sayf("Enemy at %s: %s.", s.P(e).Hex, c.pieceWords(e))
	}
	if m := s.Mission; m != game.None {
		c.out.sayf("Mission at %s: %s.", s.P(m).Hex, c.pieceWords(m))
	}
	return false
}

// chances says an attack's odds.
func chances(o game.AttackOdds) string {
	win, tie, lose := o.Chances()
	return fmt.Sprintf("win %d %% (%d in 36), tie %d %%, lose %d %%", win.Percent(), o.Win, tie.Percent(), lose.Percent())
}

func (c *client) odds(args []string) bool {
	s := c.g.State
	if len(args) > 0 {
		return c.moveOdds(args)
	}
	switch {
	case s.Pending != nil && s.Pending.Kind == game.DecSuppression:
		items := s.FireItems()
		if len(items) == 0 {
			c.out.say("No weapon may fire now (15.0).")
		}
		for _, it := range items {
			if it.OK() {
				c.out.sayf("%s: fire %s on %s (15.0).", it.Label, strings.ToLower(s.Name(it.Weapon)), strings.ToLower(s.Name(it.Target)))
			} else {
				c.out.sayf("%s: %s", it.Label, said(it.Sentence()))
			}
		}
	case s.Move != nil:
		n, ts := s.NoiseTotal(s.Move.At, len(s.Move.Path))
		det := game.DetectionOdds(n)
		c.out.sayf("Ending the move at %s: noise %d (%s); detected on a d10 of %d or less, %d in 10 (12.0).", s.Move.At, n, terms(ts), det.Num, det.Num)
	case s.Phase == game.PhaseCombat && s.Pending == nil:
		listed := false
		for _, e := range s.OnMapOf(game.KindEnemy) {
			for _, a := range s.AttacksOn(e, nil) {
				listed = true
				if a.OK() {
					c.out.sayf("%s at %s from %s: %s (13.0).", s.Name(e), s.P(e).Hex, a.Act.Hex, chances(a.Odds))
				} else {
					c.out.sayf("%s at %s from %s: %s", s.Name(e), s.P(e).Hex, a.Act.Hex, ensureStop(a.Sentence()))
				}
			}
		}
		if !listed {
			c.out.say("No attack is open: no team is in or next to an enemy unit's hex (13.0).")
		}
	default:
		c.out.say("There are no odds to weigh now: odds gives the attacks in the combat phase, the noise of a move, and suppressive fire.")
	}
	return false
}

// moveOdds previews a move without making it: the drop's path, MP left,
// noise and chance of detection, as the window shows them while the
// stack is dragged.
func (c *client) moveOdds(args []string) bool {
	s := c.g.State
	p, dest, ok := c.pickUpTo(args)
	if !ok {
		return false
	}
	d := s.DropAt(&p, dest, game.None)
	switch {
	case !d.OK():
		c.out.say(said(d.Sentence()))
	case d.Odds != nil:
		c.out.sayf("%s: %s (13.0).", capitalise(d.Text), chances(*d.Odds))
	case d.Reach != nil:
		line := fmt.Sprintf("%s: %d MP, %d left", capitalise(d.Text), d.Reach.Cost, d.Reach.MPLeft)
		if d.NoiseOK {
			det := game.DetectionOdds(d.Noise)
			line += fmt.Sprintf("; ending there, noise %d, detected %d in 10", d.Noise, det.Num)
		}
		c.out.say(line + " (10.3, 12.0).")
	default:
		c.out.say(ensureStop(capitalise(d.Text)))
	}
	return false
}

func (c *client) attack(args []string) bool {
	if len(args) == 0 {
		return c.needs("attack")
	}
	s := c.g.State
	words, support, _ := cut(args, "with")
	words, fromWords, hasFrom := cut(words, "from")
	var target game.PieceID
	if len(words) == 1 && isHex(words[0]) {
		h, ok := c.parseHex(words[0])
		if !ok {
			return false
		}
		es := s.EnemiesAt(h)
		if len(es) == 0 {
			c.out.sayf("No enemy unit is at %s.", h)
			return false
		}
		target = es[len(es)-1]
	} else {
		id, ok := c.piece(words, c.enemyOnMap)
		if !ok {
			return false
		}
		target = id
	}
	if pt := s.PointAt(target, game.None); pt.Kind != game.PointTarget {
		if !pt.OK() {
			c.out.say(said(pt.Sentence()))
		} else {
			c.out.sayf("%s cannot be attacked now: attacks are made in the Friendly Combat Phase (13.0).", s.PieceLabel(target))
		}
		return false
	}
	choices := s.AttacksOn(target, nil)
	if hasFrom {
		if len(fromWords) != 1 {
			return c.needs("attack")
		}
		from, ok := c.parseHex(fromWords[0])
		if !ok {
			return false
		}
		choices = slices.DeleteFunc(choices, func(a game.AttackChoice) bool { return a.Act.Hex != from })
		if len(choices) == 0 {
			c.out.sayf("No team at %s is in or next to %s's hex (13.0).", from, s.PieceLabel(target))
			return false
		}
	}
	open := slices.DeleteFunc(slices.Clone(choices), func(a game.AttackChoice) bool { return !a.OK() })
	switch {
	case len(choices) == 0:
		c.out.sayf("No team is in or next to %s's hex (13.0).", s.PieceLabel(target))
		return false
	case len(open) == 0:
		c.out.say(said(choices[0].Sentence()))
		return false
	case len(open) > 1:
		var from []string
		for _, a := range open {
			from = append(from, a.Act.Hex.String())
		}
		c.out.sayf("The teams at %s may each attack %s: say attack %s from HEX.", orList(from), s.PieceLabel(target), strings.ToLower(s.Name(target)))
		return false
	}
	act := open[0].Act
	if len(support) > 0 {
		fire, err := s.FireSupportFor(act.Hex, target)
		if err != nil {
			c.out.say(errSentence(err))
			return false
		}
		id, ok := c.piece(support, func(id game.PieceID) bool { return slices.Contains(fire, id) })
		if !ok {
			return false
		}
		act.Pieces = []game.PieceID{id}
	}
	c.act(act)
	return false
}

func (c *client) fire(args []string) bool {
	s := c.g.State
	weapon, target, ok := cut(args, "on", "against", "at")
	if !ok {
		return c.needs("fire")
	}
	if s.Pending == nil || s.Pending.Kind != game.DecSuppression {
		c.out.say("Weapons fire this way only in the suppressive fire step, when a detected team is attacked (15.0).")
		return false
	}
	w, ok := c.piece(weapon, c.onMap)
	if !ok {
		return false
	}
	if pt := s.PointAt(w, game.None); pt.Kind != game.PointWeapon {
		c.out.sayf("%s may not fire now: a weapon of a detected team that has not fired does (15.0).", s.PieceLabel(w))
		return false
	}
	e, ok := c.piece(target, c.enemyOnMap)
	if !ok {
		return false
	}
	pt := s.PointAt(e, w)
	switch {
	case pt.Kind != game.PointFire:
		c.out.sayf("%s cannot fire on %s now (15.0).", s.PieceLabel(w), s.PieceLabel(e))
	case !pt.OK():
		c.out.say(said(pt.Sentence()))
	default:
		c.act(pt.Act)
	}
	return false
}

// pieceItem does one of a piece's own actions (first aid, a trap), or
// says why the rules refuse it.
func (c *client) pieceItem(args []string, kind game.MenuKind, act game.ActionType, name string) bool {
	if len(args) == 0 {
		return c.needs(name)
	}
	id, ok := c.piece(args, c.onMap)
	if !ok {
		return false
	}
	s := c.g.State
	for _, it := range s.PieceItems(id) {
		if it.Kind == kind {
			c.act(it.Act)
			return false
		}
	}
	c.out.say(errSentence(s.Check(game.Action{Type: act, Piece: id})))
	return false
}

func (c *client) aid(args []string) bool {
	return c.pieceItem(args, game.MenuFirstAid, game.ActFirstAid, "aid")
}

func (c *client) trap(args []string) bool {
	return c.pieceItem(args, game.MenuSetTrap, game.ActSetTrap, "trap")
}

func (c *client) buy(args []string) bool {
	s := c.g.State
	if !s.ShopOpen() {
		c.out.sayf("The shop is closed: pieces are bought in the set-up and the Mission Objective Placement Phase (3.2, 6.0).")
		return false
	}
	offers := s.ShopOffers()
	if len(args) == 0 {
		c.out.sayf("For sale, with %d PP (6.0); buy NAME buys one:", s.PP)
		for _, l := range shopLines(s, offers) {
			c.out.say(l)
		}
		for _, a := range s.CampMoves() {
			c.out.sayf("The base camp at %s may move for a d10 of PP, then be placed anew (12.11): buy move %s.", s.P(a.Piece).Hex, s.P(a.Piece).Hex)
		}
		return false
	}
	if args[0] == "move" && len(args) == 2 {
		h, ok := c.parseHex(args[1])
		if !ok {
			return false
		}
		for _, id := range s.At(h) {
			if s.Spec(id).Kind == game.KindBaseCamp {
				c.act(game.Action{Type: game.ActMoveCamp, Piece: id})
				return false
			}
		}
		c.out.sayf("There is no base camp at %s.", h)
		return false
	}
	o, camp, ok := c.offer(args, offers)
	if !ok {
		return false
	}
	if !o.OK() {
		c.out.say(said(o.Sentence()))
		return false
	}
	act := o.Buys[0]
	if len(o.Buys) > 1 {
		if camp == game.NoHex {
			var hs []string
			for _, b := range o.Buys {
				hs = append(hs, b.Hex.String())
			}
			c.out.sayf("Which base camp does it go to: %s? Say buy %s at HEX (3.5).", orList(hs), strings.ToLower(s.Name(o.Piece)))
			return false
		}
		i := slices.IndexFunc(o.Buys, func(a game.Action) bool { return a.Hex == camp })
		if i < 0 {
			c.out.sayf("There is no base camp of yours at %s.", camp)
			return false
		}
		act = o.Buys[i]
	}
	c.act(act)
	return false
}

// offer finds the shop's line the words name, and the camp named with
// "at HEX".
func (c *client) offer(args []string, offers []game.Offer) (game.Offer, game.Hex, bool) {
	s := c.g.State
	camp := game.NoHex
	if n := len(args); n >= 2 && args[n-2] == "at" {
		h, ok := c.parseHex(args[n-1])
		if !ok {
			return game.Offer{}, camp, false
		}
		camp, args = h, args[:n-2]
	}
	inShop := func(id game.PieceID) bool {
		return slices.ContainsFunc(offers, func(o game.Offer) bool { return o.Piece == id })
	}
	found := matches(s, strings.Join(args, " "), game.NoHex, inShop)
	var names []string
	for _, id := range found {
		if !slices.Contains(names, s.Name(id)) {
			names = append(names, s.Name(id))
		}
	}
	switch {
	case len(found) == 0:
		c.out.sayf("The shop has no %s now; buy alone lists what it has.", clip(strings.Join(args, " ")))
		return game.Offer{}, camp, false
	case len(names) > 1:
		c.out.sayf("%q could be %s: say more of the name.", clip(strings.Join(args, " ")), orList(names))
		return game.Offer{}, camp, false
	}
	// of one name's lines (an old-stock piece rolled and not), the first
	// that may be bought
	var pick *game.Offer
	for i := range offers {
		if s.Name(offers[i].Piece) == names[0] && (pick == nil || !pick.OK() && offers[i].OK()) {
			pick = &offers[i]
		}
	}
	return *pick, camp, true
}

// shopLines are the shop's offers, a line for each kind of piece (what
// the mission needs first), the price of each and how many are left when
// more than one; an offer refused is a line of its own, saying why.
func shopLines(s *game.State, offers []game.Offer) []string {
	var out []string
	group, head := []string{}, ""
	flush := func() {
		// a line a few items long, each line saying what it lists
		line := head + ": "
		for i, it := range group {
			if i > 0 && len(line)+len(it) > MaxLine-20 {
				out = append(out, strings.TrimSuffix(line, "; ")+".")
				line = head + ", more: "
			}
			line += it + "; "
		}
		if len(group) > 0 {
			out = append(out, strings.TrimSuffix(line, "; ")+".")
		}
		group = group[:0]
	}
	for _, o := range offers {
		h := capitalise(s.Spec(o.Piece).Kind.String())
		switch {
		case o.Needed:
			h = "The mission needs"
		case s.Spec(o.Piece).Kind == game.KindCommander || s.Spec(o.Piece).Kind == game.KindOfficer:
			h = "Leaders"
		case s.Spec(o.Piece).Kind == game.KindTeam:
			h = "Teams"
		}
		if h != head {
			flush()
			head = h
		}
		item := fmt.Sprintf("%s %d PP", s.Name(o.Piece), o.Price)
		if o.Left > 1 {
			item += fmt.Sprintf(", %d left", o.Left)
		}
		switch {
		case o.OK():
			group = append(group, item)
		case o.Roll != nil:
			out = append(out, fmt.Sprintf("%s: its surcharge is rolled first, roll %s (16.0).", item, strings.ToLower(s.Name(o.Piece))))
		default:
			out = append(out, item+": "+said(o.Sentence()))
		}
	}
	flush()
	return out
}

func (c *client) roll(args []string) bool {
	if len(args) == 0 {
		return c.needs("roll")
	}
	s := c.g.State
	if !s.ShopOpen() {
		c.out.say("The shop is closed: a surcharge is rolled in the Mission Objective Placement Phase (16.0).")
		return false
	}
	o, _, ok := c.offer(args, s.ShopOffers())
	if !ok {
		return false
	}
	if o.Roll == nil {
		c.out.sayf("%s has no surcharge to roll now (16.0).", s.Name(o.Piece))
		return false
	}
	c.act(*o.Roll)
	return false
}

// pieceRef is how a piece is named in a command: its name and hex, and
// its number among those alike there ("a-team 2 at 1117").
func pieceRef(s *game.State, id game.PieceID) string {
	name, at := strings.ToLower(s.Name(id)), s.P(id).Hex
	onMap := func(x game.PieceID) bool { return s.P(x).Place == game.OnMap }
	if alike := matches(s, name, at, onMap); len(alike) > 1 {
		return fmt.Sprintf("%s %d at %s", name, slices.Index(alike, id)+1, at)
	}
	return name + " at " + at.String()
}

// commandFor is what the player types to take an action the hint
// suggests, "" where no one command says it.
func commandFor(s *game.State, a game.Action) string {
	name := func(id game.PieceID) string { return pieceRef(s, id) }
	switch a.Type {
	case game.ActChoose:
		if n := s.ChoiceNumber(a); n > 0 {
			return strconv.Itoa(n)
		}
	case game.ActEndPhase:
		return "end phase"
	case game.ActEndMove:
		return "end move"
	case game.ActEndGame:
		return "end game"
	case game.ActForfeit:
		return "forfeit"
	case game.ActBuy:
		if a.Hex != game.NoHex {
			return fmt.Sprintf("buy %s at %s", strings.ToLower(s.Name(a.Piece)), a.Hex)
		}
		return "buy " + strings.ToLower(s.Name(a.Piece))
	case game.ActPlaceCamp:
		return "place " + a.Hex.String()
	case game.ActDeploy:
		return fmt.Sprintf("move %s to %s", name(a.Piece), a.Hex)
	case game.ActMove:
		if len(a.Path) == 0 {
			break
		}
		dest := a.Path[len(a.Path)-1]
		if len(a.Pieces) == 0 {
			return "move " + dest.String()
		}
		if len(a.Pieces) == 1 {
			return fmt.Sprintf("move %s to %s", name(a.Pieces[0]), dest)
		}
		return fmt.Sprintf("move %s to %s", s.P(a.Pieces[0]).Hex, dest)
	case game.ActCarry:
		if a.Target == game.None {
			return "drop " + name(a.Piece)
		}
		return fmt.Sprintf("haul %s onto %s", name(a.Piece), name(a.Target))
	case game.ActDropOff:
		return "drop " + name(a.Piece)
	case game.ActAttack:
		cmd := fmt.Sprintf("attack %s from %s", name(a.Target), a.Hex)
		if len(a.Pieces) > 0 {
			cmd += " with " + strings.ToLower(s.Name(a.Pieces[0]))
		}
		return cmd
	case game.ActNominate:
		return fmt.Sprintf("fire %s on %s", name(a.Piece), name(a.Target))
	case game.ActFirstAid:
		return "aid " + name(a.Piece)
	case game.ActSetTrap:
		return "trap " + name(a.Piece)
	case game.ActOldStock:
		return "roll " + strings.ToLower(s.Name(a.Piece))
	case game.ActMoveCamp:
		return "buy move " + s.P(a.Piece).Hex.String()
	}
	return ""
}
