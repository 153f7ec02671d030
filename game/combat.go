package game

import (
	"fmt"
	"slices"
)

// Combat (13.0-13.2), friendly fire (14.0).

// sfSide lists what the SF pieces in a hex add to a battle: every team
// (with its casualties), leader and vehicle there, and the gear they haul;
// in a base camp all gear there (9.3). Weapons flipped for suppressive fire
// sit out (15.0). Firepower is added as printed: see docs/rulings.md on
// helicopters.
//
// Plays rulings P1, C1 (docs/rulings.md).
func (s *State) sfSide(h Hex, support []PieceID) ([]Term, int, bool) {
	var terms []Term
	total := 0
	air := false
	camp := s.CampAt(h)
	add := func(id PieceID) {
		v := s.Firepower(id)
		terms = append(terms, Term{Label: s.Name(id), Value: v})
		total += v
		if s.Spec(id).Has(TagAirSupport) {
			air = true
		}
	}
	for _, id := range s.SFAt(h) {
		sp, p := s.Spec(id), s.P(id)
		switch {
		case sp.Kind == KindTeam, sp.IsLeader():
			add(id)
		case sp.Kind == KindGear:
			if p.Spent || p.Armed {
				continue
			}
			// 18.1: camp artillery called in as support fires once, as
			// support, not a second time as the camp's own weapon.
			if (p.Carrier != None || sp.IsVehicle() || camp) && !slices.Contains(support, id) {
				add(id)
			}
		}
	}
	for _, id := range support {
		add(id)
	}
	return terms, total, air
}

// AttackOdds is what the client shows before an attack: both sides'
// fixed totals and the chances, in 36ths, of winning, tying and losing.
// A total is the sum of its terms and may be below zero (a transport
// helicopter, a terrain penalty): the battle adds its d6×10 to exactly
// that, with no floor.
//
// Plays ruling C8 (docs/rulings.md).
type AttackOdds struct {
	Attacker, Defender        []Term
	AttackTotal, DefenseTotal int // without the dice; either may be below 0
	Win, Tie, Lose            int // out of 36
	TerrainPenalty            int
}

func battleOdds(att, def int) (win, tie, lose int) {
	for a := 1; a <= 6; a++ {
		for d := 1; d <= 6; d++ {
			switch x, y := a*10+att, d*10+def; {
			case x > y:
				win++
			case x == y:
				tie++
			default:
				lose++
			}
		}
	}
	return
}

// Plays ruling C7 (docs/rulings.md).
func (s *State) checkAttack(a Action) error {
	if s.Phase != PhaseCombat {
		return illegal(a, RefuseWrongPhase, "SF teams attack in the Friendly Combat Phase (13.0)")
	}
	if len(s.Tasks) > 0 {
		return illegal(a, RefuseBusy, "the game system is still working")
	}
	teams := s.TeamsAt(a.Hex)
	if len(teams) == 0 {
		return illegal(a, RefuseNoTeam, "there is no SF team in %s to attack with", a.Hex)
	}
	for _, t := range teams {
		if s.P(t).Attacked {
			return illegal(a, RefuseAttacked, "the teams at %s have attacked this phase (13.2)", a.Hex)
		}
	}
	if a.Target == None || s.Spec(a.Target).Kind != KindEnemy || s.P(a.Target).Place != OnMap {
		return illegal(a, RefuseWrongPiece, "choose an enemy unit on the map to attack")
	}
	th := s.P(a.Target).Hex
	if th != a.Hex && !Adjacent(th, a.Hex) {
		return illegal(a, RefuseNotAdjacent, "%s is not next to the teams at %s (13.0)", s.Name(a.Target), a.Hex)
	}
	if len(a.Pieces) > 0 {
		if !s.Options.WeaponCharacteristics {
			return illegal(a, RefuseOptionOff, "indirect fire support is optional rule 18.1, which is off")
		}
		if !s.hasRadio(a.Hex) {
			return illegal(a, RefuseNoRadio, "indirect fire needs a team hauling a Radio (18.1)")
		}
		for _, id := range a.Pieces {
			if !slices.Contains(s.IndirectFire(), id) {
				return illegal(a, RefuseWrongPiece, "%s is not indirect fire waiting in a base camp (18.1)", s.Name(id))
			}
		}
	}
	return nil
}

// hasRadio reports a team in h hauling a Radio (18.1).
func (s *State) hasRadio(h Hex) bool {
	for _, t := range s.TeamsAt(h) {
		for _, g := range s.carriedTree(t) {
			if s.Spec(g).Has(TagRadio) {
				return true
			}
		}
	}
	return false
}

// IndirectFire lists artillery, mortars and missiles in base camps that a
// team with a Radio may call on (18.1).
func (s *State) IndirectFire() []PieceID {
	if !s.Options.WeaponCharacteristics {
		return nil
	}
	var out []PieceID
	for _, id := range s.OnMapOf(KindGear) {
		if s.Spec(id).Has(TagIndirectFire) && s.CampAt(s.P(id).Hex) && !s.P(id).Spent {
			out = append(out, id)
		}
	}
	return out
}

// AttackPreview gives the odds of the teams at h attacking target.
func (s *State) AttackPreview(h Hex, target PieceID, support []PieceID) AttackOdds {
	terms, total, _ := s.sfSide(h, support)
	pen := s.Terrain(s.P(target).Hex).Penalty
	if pen != 0 {
		terms = append(terms, Term{Label: "terrain: " + s.rules.Board.Terrain(s.P(target).Hex).String(), Value: pen})
	}
	def := []Term{{Label: s.Name(target), Value: s.Firepower(target)}}
	o := AttackOdds{Attacker: terms, Defender: def, AttackTotal: total + pen, DefenseTotal: s.Firepower(target), TerrainPenalty: pen}
	o.Win, o.Tie, o.Lose = battleOdds(o.AttackTotal, o.DefenseTotal)
	return o
}

// DefensePreview gives the odds for an enemy unit attacking the SF at h.
func (s *State) DefensePreview(enemy PieceID, h Hex) AttackOdds {
	terms, total, _ := s.sfSide(h, nil)
	pen := s.Terrain(h).Penalty
	att := []Term{{Label: s.Name(enemy), Value: s.Firepower(enemy)}}
	if pen != 0 {
		att = append(att, Term{Label: "terrain: " + s.rules.Board.Terrain(h).String(), Value: pen})
	}
	o := AttackOdds{Attacker: att, Defender: terms, AttackTotal: s.Firepower(enemy) + pen, DefenseTotal: total, TerrainPenalty: pen}
	o.Win, o.Tie, o.Lose = battleOdds(o.AttackTotal, o.DefenseTotal)
	return o
}

// Plays rulings N5, O2 (docs/rulings.md).
func (s *State) doAttack(a Action, ev *events) {
	for _, t := range s.TeamsAt(a.Hex) {
		s.P(t).Attacked = true
	}
	eh := s.P(a.Target).Hex
	terms, total, air := s.sfSide(a.Hex, a.Pieces)
	pen := s.Terrain(eh).Penalty
	if pen != 0 {
		terms = append(terms, Term{Label: "terrain: " + s.rules.Board.Terrain(eh).String(), Value: pen})
	}
	ra, rd := s.Dice.Roll(6), s.Dice.Roll(6)
	att := ra*10 + total + pen
	def := rd*10 + s.Firepower(a.Target)
	e := Event{Type: EvCombat, Rule: "13.0", Piece: a.Target, From: a.Hex, Hex: eh, Dice: []Die{{Sides: 6, Value: ra}, {Sides: 6, Value: rd}},
		Attacker: SideSF, Attackers: append(s.SFAt(a.Hex), a.Pieces...), Defenders: []PieceID{a.Target},
		Terms: append([]Term{{Label: "d6 × 10", Value: ra * 10}}, terms...), Total: att,
		Against: []Term{{Label: "d6 × 10", Value: rd * 10}, {Label: s.Name(a.Target), Value: s.Firepower(a.Target)}}, AgainstTotal: def, Success: att > def}
	e.Text = fmt.Sprintf("The teams at %s attack %s at %s: %d against %d: %s.", a.Hex, s.Name(a.Target), eh, att, def, verdict(att, def, "the Special Forces win", "the enemy wins"))
	ev.add(e)
	// 18.1: indirect fire is out of ammunition after one use
	for _, id := range a.Pieces {
		s.eliminatePermanently(id)
		ev.add(Event{Type: EvEliminated, Rule: "18.1", Piece: id, Text: fmt.Sprintf("%s has fired its one mission and is gone.", s.Name(id))})
	}
	var after []Task
	// a tie eliminates both (13.0 step 5)
	if att >= def {
		s.enemyDestroyed(a.Target, ev)
	}
	if def >= att {
		after = append(after, Task{Kind: TaskCasualty, Hex: a.Hex})
	}
	if air {
		after = append(after, Task{Kind: TaskFriendlyFire, Hex: eh})
	}
	// 12.4: attacking always makes noise; the enemy comes, no escape
	s.detect(a.Hex, "12.4", ev)
	after = append(after, Task{Kind: TaskEnemyArrival, Hex: a.Hex})
	s.push(after...)
}

func verdict(att, def int, win, lose string) string {
	switch {
	case att > def:
		return win
	case att < def:
		return lose
	}
	return "a tie, and both sides lose (13.0 step 5)"
}

func (s *State) enemyDestroyed(id PieceID, ev *events) {
	h := s.P(id).Hex
	s.toCup(id)
	ev.add(Event{Type: EvEliminated, Rule: "13.0", Piece: id, Hex: h,
		Text: fmt.Sprintf("%s is eliminated and goes back into the cup.", s.Name(id))})
}

// queueEnemyAttacks lines up one enemy unit's attacks, right after its
// move (10.9, ruling E7): it attacks each hex it shares with or is next to
// that holds a team, one attack per hex; teams next to it in a base camp
// are safe (12.10).
//
// Plays ruling E4 (docs/rulings.md).
func (s *State) queueEnemyAttacks(unit PieceID) {
	if s.P(unit).Place != OnMap {
		return // eliminated or gone back to the cup before its turn came
	}
	var ts []Task
	var teamHexes []Hex // where teams are: few
	for _, t := range s.OnMapOf(KindTeam) {
		if h := s.P(t).Hex; !slices.Contains(teamHexes, h) {
			teamHexes = append(teamHexes, h)
		}
	}
	{
		id := unit
		h := s.P(id).Hex
		around := h.Neighbors()
		for k := -1; k < len(around); k++ {
			n := h
			if k >= 0 {
				n = around[k]
			}
			if k >= 0 && !s.rules.Board.Contains(n) || !slices.Contains(teamHexes, n) || (n != h && s.CampAt(n)) {
				continue
			}
			ts = append(ts, Task{Kind: TaskEnemyAttack, Piece: id, Hex: n})
		}
	}
	s.push(ts...)
}

func (s *State) enemyAttack(t Task, ev *events) {
	id := t.Piece
	if s.P(id).Place != OnMap || !s.hasKindAt(t.Hex, KindTeam) {
		return
	}
	eh := s.P(id).Hex
	if eh != t.Hex && !Adjacent(eh, t.Hex) {
		return
	}
	terms, total, air := s.sfSide(t.Hex, nil)
	pen := s.Terrain(t.Hex).Penalty
	ra, rd := s.Dice.Roll(6), s.Dice.Roll(6)
	att := ra*10 + s.Firepower(id) + pen
	def := rd*10 + total
	aterms := []Term{{Label: "d6 × 10", Value: ra * 10}, {Label: s.Name(id), Value: s.Firepower(id)}}
	if pen != 0 {
		aterms = append(aterms, Term{Label: "terrain: " + s.rules.Board.Terrain(t.Hex).String(), Value: pen})
	}
	ev.add(Event{Type: EvCombat, Rule: "13.0", Piece: id, From: eh, Hex: t.Hex, Dice: []Die{{Sides: 6, Value: ra}, {Sides: 6, Value: rd}},
		Attacker: SideEnemy, Attackers: []PieceID{id}, Defenders: s.SFAt(t.Hex),
		Terms: aterms, Total: att, Against: append([]Term{{Label: "d6 × 10", Value: rd * 10}}, terms...), AgainstTotal: def, Success: att > def,
		Text: fmt.Sprintf("%s attacks the Special Forces at %s: %d against %d: %s.", s.Name(id), t.Hex, att, def, verdict(att, def, "the enemy wins", "the Special Forces win"))})
	var after []Task
	if def <= att {
		after = append(after, Task{Kind: TaskCasualty, Hex: t.Hex, Piece: id})
	}
	if att <= def {
		s.enemyDestroyed(id, ev)
	}
	if air {
		after = append(after, Task{Kind: TaskFriendlyFire, Hex: eh})
	}
	s.push(after...)
}

// casualty draws a casualties marker for a team that lost (13.0 step 7,
// 13.1). Piece is the enemy unit that won, whose combat this ends.
//
// Plays ruling C2 (docs/rulings.md).
func (s *State) casualty(t Task, ev *events) {
	teams := s.TeamsAt(t.Hex)
	if len(teams) == 0 {
		return
	}
	team := teams[0]
	if len(teams) > 1 {
		if t.Answer == 0 {
			var opts []Option
			for _, id := range teams {
				label := fmt.Sprintf("%s takes the casualties", s.Name(id))
				if s.P(id).Casualty != None {
					label += " (it already has casualties: it will be eliminated)"
				}
				opts = append(opts, Option{Label: label, Piece: id})
			}
			s.ask(t, Decision{Kind: DecCasualtyTeam, Rule: "13.0", Options: opts,
				Prompt: fmt.Sprintf("The Special Forces at %s lost. Which team suffers the casualties?", t.Hex)})
			return
		}
		team = teams[t.Answer-1]
	}
	// 13.1: a casualties marker ends the winning enemy unit's combat this turn
	if t.Piece != None {
		s.Tasks = slices.DeleteFunc(s.Tasks, func(x Task) bool { return x.Kind == TaskEnemyAttack && x.Piece == t.Piece })
	}
	m := s.draw(KindCasualty)
	if m == None {
		ev.add(Event{Type: EvInfo, Rule: "13.1", Hex: t.Hex, Text: "The casualties cup is empty; no marker can be drawn."})
		return
	}
	ms := s.Spec(m)
	if ms.Kills != 0 {
		var victim PieceID
		for _, id := range s.SFAt(t.Hex) {
			if s.Spec(id).Kind == ms.Kills {
				victim = id
				break
			}
		}
		if victim == None {
			ev.add(Event{Type: EvCasualty, Rule: "13.1", Piece: m, Hex: t.Hex,
				Text: fmt.Sprintf("Casualties drawn: %s, but there is no %s at %s: no effect; the marker goes back.", ms.Name, ms.Kills, t.Hex)})
			return
		}
		s.eliminatePermanently(victim)
		s.toCup(m)
		ev.add(Event{Type: EvCasualty, Rule: "13.1", Piece: m, Pieces: []PieceID{victim}, Hex: t.Hex,
			Text: fmt.Sprintf("Casualties drawn: %s. %s is eliminated; the teams are unhurt.", ms.Name, s.Name(victim))})
		return
	}
	tp := s.P(team)
	if tp.Casualty != None {
		old := tp.Casualty
		s.toCup(old)
		s.toCup(m)
		ev.add(Event{Type: EvCasualty, Rule: "13.1", Piece: m, Pieces: []PieceID{team}, Hex: t.Hex,
			Text: fmt.Sprintf("Casualties drawn: %s. %s already had casualties and is eliminated.", ms.Name, s.Name(team))})
		s.eliminateTeam(team, t.Hex, ev)
		return
	}
	tp.Casualty = m
	mp := s.P(m)
	mp.Place, mp.Carrier = OnTeam, team
	ev.add(Event{Type: EvCasualty, Rule: "13.1", Piece: m, Pieces: []PieceID{team}, Hex: t.Hex,
		Text: fmt.Sprintf("Casualties drawn: %s on %s (firepower %+d, movement %+d, noise %+d).", ms.Name, s.Name(team), ms.FirepowerMod, ms.MoveMod, ms.NoiseMod)})
	s.push(Task{Kind: TaskGearLoss, Hex: t.Hex})
}

// eliminateTeam removes a team; the d6 gear loss follows, then its gear is
// claimed by another team in the hex or lost (13.0 step 8, 13.1).
func (s *State) eliminateTeam(team PieceID, h Hex, ev *events) {
	orphans := s.gearTree(team)
	s.eliminatePermanently(team)
	ev.add(Event{Type: EvEliminated, Rule: "13.1", Piece: team, Hex: h, Text: fmt.Sprintf("%s is eliminated.", s.Name(team))})
	tasks := []Task{{Kind: TaskGearLoss, Hex: h}}
	if !s.hasKindAt(h, KindTeam) {
		// nobody can claim it: everything in the hex goes (13.1)
		tasks = append(tasks, Task{Kind: TaskClaim, Hex: h})
	} else {
		for _, g := range orphans {
			tasks = append(tasks, Task{Kind: TaskClaim, Hex: h, Piece: g})
		}
	}
	s.push(tasks...)
}

// GearAt lists the weapons and equipment in a hex.
func (s *State) GearAt(h Hex) []PieceID { return s.kindAt(h, KindGear) }

// gearLoss rolls the d6 of 13.0 step 8 and lets the player pick which.
//
// Plays ruling C3 (docs/rulings.md).
func (s *State) gearLoss(t Task, ev *events) {
	gear := s.GearAt(t.Hex)
	if t.N == 0 && !t.Started {
		if len(gear) == 0 {
			return
		}
		r := s.Dice.Roll(6)
		t.N, t.Started = r, true
		ev.add(Event{Type: EvRoll, Rule: "13.0", Hex: t.Hex, Dice: []Die{{Sides: 6, Value: r}}, Total: r,
			Text: fmt.Sprintf("Gear loss at %s: d6 shows %d.", t.Hex, r)})
		if r >= len(gear) {
			for _, g := range gear {
				s.eliminateGear(g)
			}
			ev.add(Event{Type: EvEliminated, Rule: "13.0", Pieces: gear, Hex: t.Hex,
				Text: fmt.Sprintf("Gear lost at %s, %s: %s.", t.Hex, Count(len(gear), "piece", "pieces"), s.names(gear))})
			return
		}
	}
	if t.N == 0 || len(gear) == 0 {
		return
	}
	if t.Answer == 0 {
		var opts []Option
		for _, g := range gear {
			opts = append(opts, Option{Label: fmt.Sprintf("Lose %s", s.Name(g)), Piece: g})
		}
		s.ask(t, Decision{Kind: DecGearLoss, Rule: "13.0", Options: opts,
			Prompt: fmt.Sprintf("Choose a weapon or item of equipment to lose at %s (%d more to choose).", t.Hex, t.N)})
		return
	}
	g := gear[t.Answer-1]
	s.eliminateGear(g)
	ev.add(Event{Type: EvEliminated, Rule: "13.0", Piece: g, Hex: t.Hex, Text: fmt.Sprintf("%s is lost.", s.Name(g))})
	t.N--
	t.Answer = 0
	if t.N > 0 {
		s.push(t)
	}
}

// claim settles the gear of an eliminated team (13.1): another team in
// the hex with room may take each piece; otherwise it is eliminated. With
// Piece None, every piece of gear in the hex is lost.
//
// Plays ruling C4 (docs/rulings.md).
func (s *State) claim(t Task, ev *events) {
	if t.Piece == None {
		gear := s.GearAt(t.Hex)
		if len(gear) > 0 && !s.hasKindAt(t.Hex, KindTeam) {
			for _, g := range gear {
				s.eliminateGear(g)
			}
			ev.add(Event{Type: EvEliminated, Rule: "13.1", Pieces: gear, Hex: t.Hex,
				Text: fmt.Sprintf("With no team left at %s to claim it, its gear is eliminated: %s.", t.Hex, s.names(gear))})
		}
		// a leader or base camp left with the enemy there goes too
		s.leftToEnemy(t.Hex, ev)
		return
	}
	g := t.Piece
	if p := s.P(g); p.Place != OnMap || p.Hex != t.Hex || p.Carrier != None {
		return
	}
	// each option: the team that takes it (Piece) and what it drops to make
	// room, if anything (Hex is unused; the dropped piece is in drops)
	var opts []Option
	var drops []PieceID
	for _, team := range s.TeamsAt(t.Hex) {
		if s.canHaul(team, g) != nil {
			continue
		}
		if !s.counts(team, g) || s.Load(team) < s.Portage(team) || s.CampAt(t.Hex) {
			opts = append(opts, Option{Label: fmt.Sprintf("%s takes %s", s.Name(team), s.Name(g)), Piece: team})
			drops = append(drops, None)
			continue
		}
		// 13.1: a team may always discard what it hauls to take this instead
		for _, old := range s.Hauled(team) {
			if s.counts(team, old) {
				opts = append(opts, Option{Label: fmt.Sprintf("%s drops %s to take %s", s.Name(team), s.Name(old), s.Name(g)), Piece: team})
				drops = append(drops, old)
			}
		}
	}
	opts = append(opts, Option{Label: fmt.Sprintf("Nobody takes %s: it is eliminated", s.Name(g))})
	drops = append(drops, None)
	if t.Answer == 0 {
		s.ask(t, Decision{Kind: DecClaim, Rule: "13.1", Options: opts,
			Prompt: fmt.Sprintf("%s belonged to the eliminated team. Does another team at %s claim it?", s.Name(g), t.Hex)})
		return
	}
	o := opts[t.Answer-1]
	if o.Piece == None {
		s.eliminateGear(g)
		ev.add(Event{Type: EvEliminated, Rule: "13.1", Piece: g, Hex: t.Hex, Text: fmt.Sprintf("%s is eliminated.", s.Name(g))})
		return
	}
	if d := drops[t.Answer-1]; d != None {
		s.P(d).Carrier = None
	}
	s.P(g).Carrier = o.Piece
	ev.add(Event{Type: EvCarry, Rule: "13.1", Piece: g, Pieces: []PieceID{o.Piece}, Hex: t.Hex,
		Text: fmt.Sprintf("%s.", o.Label)})
}

// friendlyFire scatters stray air support one hex from the enemy's hex
// (14.0). It does not wrap round the map edge as an enemy unit's
// placement does (12.8's note is about placement): a stray hit that falls
// off the map hits nothing. Its event then names the hex beyond the edge,
// which no piece can hold.
//
// Plays rulings C5, C9 (docs/rulings.md).
func (s *State) friendlyFire(t Task, ev *events) {
	r := s.Dice.Roll(6)
	h := t.Hex.Neighbor(Direction(r))
	e := Event{Type: EvFriendlyFire, Rule: "14.0", From: t.Hex, Hex: h, Path: []Hex{h}, Dice: []Die{{Sides: 6, Value: r}}}
	if !s.rules.Board.Contains(h) {
		e.Text = fmt.Sprintf("Stray air support: d6 shows %d (%s): it falls off the map beyond %s and hits nothing (ruling C9).", r, Direction(r), t.Hex)
		ev.add(e)
		return
	}
	sf := s.SFAt(h)
	enemies := s.EnemiesAt(h)
	switch {
	case len(sf) > 0:
		e.Pieces = sf
		e.Text = fmt.Sprintf("Stray air support: d6 shows %d (%s): it hits the Special Forces at %s. Everything there is eliminated.", r, Direction(r), h)
		for _, id := range sf {
			switch sp := s.Spec(id); {
			case sp.Kind == KindGear:
				s.eliminateGear(id)
			default:
				s.eliminatePermanently(id)
			}
		}
		ev.add(e)
	case len(enemies) > 0:
		e.Pieces = enemies
		e.Text = fmt.Sprintf("Stray air support: d6 shows %d (%s): it hits the enemy at %s, eliminating %s.", r, Direction(r), h, s.names(enemies))
		for _, id := range enemies {
			s.toCup(id)
		}
		ev.add(e)
	default:
		e.Text = fmt.Sprintf("Stray air support: d6 shows %d (%s): it lands harmlessly at %s.", r, Direction(r), h)
		ev.add(e)
	}
}
