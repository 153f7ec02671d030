package game

import (
	"fmt"
	"slices"
)

// The stack menu: what the player may do with the stack in a hex, each
// item with its action and the rules' verdict, so that a menu, a list of
// buttons or a screen reader show the same choices.

// MenuKind is what a menu item does.
type MenuKind string

const (
	MenuMove     MenuKind = "move"      // pick the stack up to move it (or deploy it, 3.3): Pickup
	MenuHaul     MenuKind = "haul"      // a piece hauls another (9.0)
	MenuRide     MenuKind = "ride"      // a team rides a vehicle (10.4)
	MenuSetDown  MenuKind = "set-down"  // a hauled piece set down (9.0, 10.11)
	MenuLoad     MenuKind = "load"      // no loading allowed: why (the item is refused)
	MenuAttack   MenuKind = "attack"    // an attack, with its odds (13.0)
	MenuFirstAid MenuKind = "first-aid" // a team uses its Med Kit (18.2)
	MenuSetTrap  MenuKind = "set-trap"  // a booby trap is set (18.3)
)

// MenuItem is one thing the stack may do.
type MenuItem struct {
	Kind  MenuKind
	Label string // in the player's words, without key names
	// Act is the action the item takes; for MenuMove none: the client
	// picks Pickup up and asks DropAt where it goes.
	Act    Action
	Pickup *Pickup
	// Odds are an attack's chances; win, tie and lose come from Chances.
	Odds *AttackOdds
	Verdict
}

// StackMenu lists what the stack in h may do now: move it (always
// listed, refused with the reason when it cannot move), each loading the
// rules allow there (or one refused line saying why none is), and each
// attack open to it or on an enemy unit in it, with the odds. top is the
// piece the player opened the menu on (the top counter as drawn), or
// None for the hex's first piece; it decides what Move picks up in the
// set-up, where pieces go one at a time.
func (s *State) StackMenu(h Hex, top PieceID) []MenuItem {
	here := s.At(h)
	if len(here) == 0 {
		return nil
	}
	if !slices.Contains(here, top) {
		top = here[0]
	}
	items := []MenuItem{s.moveItem(h, top)}
	items = append(items, s.loadItems(h)...)
	items = append(items, s.AttackItems(h)...)
	for _, id := range here {
		items = append(items, s.PieceItems(id)...)
	}
	return items
}

// PieceItems are what one piece may do by itself now, as a button beside
// it: a team's first aid (18.2), a booby trap set (18.3). Only what Check
// allows is listed.
func (s *State) PieceItems(id PieceID) []MenuItem {
	if id < 1 || int(id) > len(s.Pieces) {
		return nil
	}
	var items []MenuItem
	for _, it := range []MenuItem{
		{Kind: MenuFirstAid, Label: fmt.Sprintf("First aid for %s", s.Name(id)), Act: Action{Type: ActFirstAid, Piece: id}},
		{Kind: MenuSetTrap, Label: fmt.Sprintf("Set the %s", s.Name(id)), Act: Action{Type: ActSetTrap, Piece: id}},
	} {
		if s.Check(it.Act) == nil {
			items = append(items, it)
		}
	}
	return items
}

// moveItem is Move: the stack picked up, or why it cannot be.
func (s *State) moveItem(h Hex, top PieceID) MenuItem {
	it := MenuItem{Kind: MenuMove, Label: "Move"}
	// the stack's movers, whichever piece the menu opened on
	p := s.PickUp(top, false)
	if p.Kind == PickNone && p.Code != RefuseAnswerFirst && p.Code != RefuseGameOver {
		for _, id := range s.At(h) {
			if q := s.PickUp(id, false); q.OK() {
				p = q
				break
			}
		}
	}
	it.Pickup = &p
	switch {
	case !p.OK():
		it.Verdict = p.Verdict
	case p.Kind == PickDeploy || p.Kind == PickCamp:
		it.Label = "Move " + s.Name(p.Piece)
	case p.Kind == PickMove && s.Phase == PhaseMovement:
		if err := s.startOrGoOn(p.Pieces); err != nil {
			it.Verdict = verdictOf(err)
			it.Reason = capitalise(it.Reason)
		} else if p.Reach().Len() == 0 {
			it.Verdict = Verdict{Code: RefuseOutOfReach, Rule: "10.3", Reason: fmt.Sprintf("%s reaches no hex now.", s.stackName(p.Pieces))}
		}
	default:
		it.Verdict = Verdict{Code: RefuseWrongPhase, Rule: "4.0", Reason: fmt.Sprintf("The stack at %s cannot be moved now. %s", h, s.Prompt().Text)}
	}
	return it
}

// startOrGoOn is why movers may not move now: a new move's start check,
// or, for the stack moving, nothing.
func (s *State) startOrGoOn(movers []PieceID) error {
	if s.Move != nil {
		if slices.Equal(movers, s.Move.Movers) {
			return nil
		}
		return refuse(RefuseMoveUnderway, "the stack at %s is moving: end its move first (10.3)", s.Move.At)
	}
	return s.startCheck(movers)
}

// loadItems are the loadings the rules allow in h now (HaulOptions), one
// line for pieces of one name; with none allowed, one refused line says
// why the first is not.
func (s *State) loadItems(h Hex) []MenuItem {
	var items []MenuItem
	var refused *Haul
	opts := s.HaulOptions(h)
	for i := range opts {
		o := opts[i]
		if !o.OK() {
			if refused == nil {
				refused = &opts[i]
			}
			continue
		}
		it := MenuItem{Kind: MenuHaul, Act: o.Act}
		switch {
		case o.Carrier == None:
			it.Kind, it.Label = MenuSetDown, fmt.Sprintf("Set %s down", s.Name(o.Cargo))
		case o.Rides:
			it.Kind, it.Label = MenuRide, fmt.Sprintf("%s rides %s", s.Name(o.Carrier), s.Name(o.Cargo))
		default:
			it.Label = fmt.Sprintf("%s hauls %s", s.Name(o.Carrier), s.Name(o.Cargo))
		}
		if slices.ContainsFunc(items, func(x MenuItem) bool { return x.Label == it.Label }) {
			continue // two counters of one name (two A-Teams): either will do
		}
		items = append(items, it)
	}
	if len(items) == 0 && refused != nil {
		v := refused.Verdict
		v.Reason = capitalise(v.Reason)
		items = append(items, MenuItem{Kind: MenuLoad, Label: "Haul or ride", Verdict: v})
	}
	return items
}

// AttackItems are the attacks the rules allow now that involve h: on an
// enemy unit there from each hex whose teams may attack it, or from h on
// an enemy unit next to it. Each has its odds. Attacks Check refuses are
// left out: the phase, 13.2's once a phase.
func (s *State) AttackItems(h Hex) []MenuItem {
	var items []MenuItem
	add := func(label string, act Action) {
		if s.Check(act) != nil {
			return
		}
		o := s.AttackPreview(act.Hex, act.Target, nil)
		win, _, _ := o.Chances()
		items = append(items, MenuItem{Kind: MenuAttack, Label: fmt.Sprintf("%s · win %d %%", label, win.Percent()), Act: act, Odds: &o})
	}
	for i := range s.Pieces {
		e := PieceID(i + 1)
		if s.Pieces[i].Place != OnMap || s.Spec(e).Kind != KindEnemy {
			continue
		}
		from := s.AttackHexes(e)
		switch {
		case s.P(e).Hex == h:
			for _, f := range from {
				add(fmt.Sprintf("Attack %s from %s", s.Name(e), f), Action{Type: ActAttack, Hex: f, Target: e})
			}
		case slices.Contains(from, h):
			add(fmt.Sprintf("Attack %s at %s", s.Name(e), s.P(e).Hex), Action{Type: ActAttack, Hex: h, Target: e})
		}
	}
	return items
}

// AttackChoice is an attack on an enemy unit from one hex, with the fire
// support called in: its action, the rules' verdict on it and its odds.
type AttackChoice struct {
	Act  Action
	Odds AttackOdds
	Verdict
}

// AttacksOn lists the attacks on the enemy unit target, one from each
// hex whose teams could attack it (AttackHexes), in that order, each with
// the support pieces support(h) call in (nil: none). Unlike AttackItems
// it keeps those Check refuses, each saying why (13.0, 13.2, 18.1).
func (s *State) AttacksOn(target PieceID, support func(Hex) []PieceID) []AttackChoice {
	var out []AttackChoice
	for _, h := range s.AttackHexes(target) {
		var ids []PieceID
		if support != nil {
			ids = support(h)
		}
		act := Action{Type: ActAttack, Hex: h, Target: target, Pieces: ids}
		out = append(out, AttackChoice{Act: act, Odds: s.AttackPreview(h, target, ids), Verdict: verdictOf(s.Check(act))})
	}
	return out
}

// FireItem is one nomination open in the suppressive fire step (15.0): a
// weapon against an enemy unit, with its range and the chance its d6
// beats it. Nominated marks the pair nominated now: Act then withdraws it.
type FireItem struct {
	Weapon, Target PieceID
	Range          int
	Chance         Chance
	Nominated      bool
	Act            Action
	Label          string
	Verdict
}

// FireItems lists, in the suppressive fire step, every weapon that may
// fire against every enemy unit on the map, in the order of Suppressors
// and then of the units; nil outside the step. The question's only
// option (Prompt) fires the nominated weapons.
func (s *State) FireItems() []FireItem {
	if s.Pending == nil || s.Pending.Kind != DecSuppression {
		return nil
	}
	var out []FireItem
	enemies := s.OnMapOf(KindEnemy)
	for _, w := range s.Suppressors() {
		for _, e := range enemies {
			dist, c := s.SuppressionOdds(w, e)
			it := FireItem{Weapon: w, Target: e, Range: dist, Chance: c, Act: Action{Type: ActNominate, Piece: w, Target: e},
				Nominated: slices.Contains(s.Nominations, Nomination{Weapon: w, Target: e})}
			it.Label = fmt.Sprintf("%s on %s at %s: %s, %d in %d", s.PieceLabel(w), s.PieceLabel(e), s.P(e).Hex, Hexes(dist), c.Num, c.Den)
			if it.Nominated {
				it.Label = "Withdraw " + it.Label
			}
			it.Verdict = verdictOf(s.Check(it.Act))
			out = append(out, it)
		}
	}
	return out
}
