package game

import (
	"fmt"
	"slices"
	"strings"
)

// Noise and detection (12.0-12.3, 12.7).

// NoiseTotal adds up the noise in hex h after a stack entered it having
// moved `steps` hexes: every SF piece there, and the terrain, which counts
// 0 after a stealthy one-hex move unless it is below 0 (12.1, 12.2).
//
// Plays ruling N1 (docs/rulings.md).
func (s *State) NoiseTotal(h Hex, steps int) (int, []Term) {
	return s.noiseTotal(h, steps, true)
}

// noiseTotal is NoiseTotal, with the breakdown only when asked for.
func (s *State) noiseTotal(h Hex, steps int, breakdown bool) (int, []Term) {
	var terms []Term
	total := 0
	for i := range s.Pieces {
		id, p := PieceID(i+1), &s.Pieces[i]
		if p.Place != OnMap || p.Hex != h || !s.IsSF(id) {
			continue
		}
		if v := s.NoiseValue(id); v != 0 || s.Spec(id).Kind == KindTeam {
			if breakdown {
				terms = append(terms, Term{Label: s.Name(id), Value: v})
			}
			total += v
		}
	}
	tn := s.Terrain(h).Noise
	if steps == 1 && tn > 0 {
		tn = 0 // a stealthy move (12.2)
	}
	if !breakdown {
		return total + tn, nil
	}
	label := s.rules.Board.Terrain(h).String()
	if steps == 1 && s.Terrain(h).Noise > 0 {
		label += " (stealthy move, 12.2)"
	}
	terms = append(terms, Term{Label: label, Value: tn})
	return total + tn, append(terms[:0:0], terms...)
}

// DetectionChance is the chance in tenths that a d10 detects noise total n:
// a "1" always detects, a "0" never does (12.0).
func DetectionChance(n int) int {
	return min(max(n, 1), 9)
}

// detects reads the noise die (12.0).
func detects(roll, total int) bool {
	switch roll {
	case 10:
		return false
	case 1:
		return true
	}
	return roll <= total
}

// Plays ruling N3 (docs/rulings.md).
func (s *State) noiseCheck(t Task, ev *events) {
	h := t.Hex
	if !s.hasKindAt(h, KindTeam) {
		return // only teams make noise; leaders and vehicles alone are silent (10.4, 12.6)
	}
	if s.CampAt(h) {
		ev.add(Event{Type: EvNoise, Rule: "12.10", Hex: h, Text: fmt.Sprintf("The stack at %s is in a base camp, where teams cannot be detected: no noise check.", h)})
		return
	}
	total, terms := s.noiseTotal(h, t.N, ev.keep())
	r := s.Dice.Roll(10)
	det := detects(r, total)
	if ev.keep() {
		face := r % 10
		var why string
		switch {
		case r == 10:
			why = "a 0 is never detected"
		case r == 1:
			why = "a 1 is always detected"
		case det:
			why = fmt.Sprintf("%d is not higher than %d", face, total)
		default:
			why = fmt.Sprintf("%d is higher than %d", face, total)
		}
		result := "not heard"
		if det {
			result = "DETECTED"
		}
		ev.add(Event{Type: EvNoise, Rule: "12.0", Hex: h, Dice: []Die{{Sides: 10, Value: r}}, Terms: terms, Total: total, Success: det,
			Text: fmt.Sprintf("Noise check at %s: noise %d, d10 shows %d (%s): %s.", h, total, face, why, result)})
	}
	if det {
		s.detect(h, "12.0", ev)
		s.push(Task{Kind: TaskEscape, Hex: h}, Task{Kind: TaskEnemyArrival, Hex: h})
	}
}

// detect marks every SF piece in a hex as detected.
func (s *State) detect(h Hex, rule string, ev *events) {
	var ids []PieceID
	for _, id := range s.SFAt(h) {
		if k := s.Spec(id).Kind; k == KindTeam || s.Spec(id).IsLeader() {
			s.P(id).Detected = true
			ids = append(ids, id)
		}
	}
	ev.add(Event{Type: EvDetected, Rule: rule, Hex: h, Pieces: ids,
		Text: fmt.Sprintf("The Special Forces at %s are detected: the enemy will pursue them until they reach a base camp.", h)})
}

// escape offers 12.3's escape before any enemy unit is drawn.
//
// Plays ruling N4 (docs/rulings.md).
func (s *State) escape(t Task, ev *events) {
	var movers []PieceID
	for _, id := range s.SFAt(t.Hex) {
		if sp := s.Spec(id); sp.Kind == KindTeam || sp.IsLeader() {
			movers = append(movers, id)
		}
	}
	camps := s.CampHexes()
	if len(movers) == 0 || len(camps) == 0 {
		return
	}
	if t.Answer == 0 {
		opts := []Option{{Label: "Stay: enemy units will be drawn and placed around the stack", Hex: t.Hex}}
		lost := s.abandoned(movers, t.Hex)
		for _, c := range camps {
			opts = append(opts, Option{Label: fmt.Sprintf("Escape to the base camp at %s, %s", c, lost), Hex: c})
		}
		s.ask(t, Decision{Kind: DecEscape, Rule: "12.3", Options: opts,
			Prompt: fmt.Sprintf("The stack at %s is detected. Escape to a base camp before the enemy appears?", t.Hex)})
		return
	}
	if t.Answer == 1 {
		return
	}
	dest := camps[t.Answer-2]
	var lost []PieceID
	for _, m := range s.moveRoots(movers) { // as abandoned lists them
		for _, g := range s.gearTree(m) {
			s.eliminateGear(g)
			lost = append(lost, g)
		}
	}
	for _, m := range movers {
		p := s.P(m)
		p.Hex, p.Detected, p.Carrier = dest, false, None
	}
	// the d6 of enemy units is not rolled
	if len(s.Tasks) > 0 && s.Tasks[0].Kind == TaskEnemyArrival && s.Tasks[0].Hex == t.Hex {
		s.popTask()
	}
	ev.add(Event{Type: EvEscape, Rule: "12.3", From: t.Hex, Hex: dest, Pieces: append(movers, lost...),
		Text: fmt.Sprintf("%s from %s to the base camp at %s; %s of gear abandoned and eliminated.", Count(len(movers), "piece escapes", "pieces escape"), t.Hex, dest, Count(len(lost), "piece", "pieces"))})
	s.leftToEnemy(t.Hex, ev)
}

// eliminateGear removes a weapon or item of equipment from the map; it may
// be bought again (13.0 step 8).
func (s *State) eliminateGear(id PieceID) {
	for _, c := range s.Hauled(id) {
		s.P(c).Carrier = None
	}
	p := s.P(id)
	*p = Piece{Spec: p.Spec, Place: Available, Surcharge: p.Surcharge, Rolled: p.Rolled}
}

// enemyArrival rolls how many enemy units appear (12.7).
func (s *State) enemyArrival(t Task, ev *events) {
	r := s.Dice.Roll(6)
	ev.add(Event{Type: EvEnemyCount, Rule: "12.7", Hex: t.Hex, Dice: []Die{{Sides: 6, Value: r}}, Total: r,
		Text: fmt.Sprintf("d6 shows %d: %s around %s.", r, Count(r, "enemy unit appears", "enemy units appear"), t.Hex)})
	// 12.7: every unit is drawn before any is placed, so one that lands in
	// a river and goes back to the cup (12.8) cannot come out again now.
	cup := s.InCup(KindEnemy)
	var ts []Task
	for range r {
		if len(cup) == 0 {
			ev.add(Event{Type: EvInfo, Rule: "12.7", Hex: t.Hex,
				Text: fmt.Sprintf("The enemy cup is empty: only %s drawn.", Count(len(ts), "unit can be", "units can be"))})
			break
		}
		k := s.Dice.Intn(len(cup))
		ts = append(ts, Task{Kind: TaskScatter, Hex: t.Hex, Piece: cup[k]})
		cup = slices.Delete(cup, k, k+1)
	}
	s.push(ts...)
}

// scatter places one drawn enemy unit by the scatter mechanism: a
// direction d6 and a distance d6 from the detected stack (12.8).
func (s *State) scatter(t Task, ev *events) {
	id := t.Piece
	dir := s.Dice.Roll(6)
	dist := s.Dice.Roll(6)
	path, wrapped := s.rules.Board.Walk(t.Hex, Direction(dir), dist)
	h := path[len(path)-1]
	e := Event{Type: EvScatter, Rule: "12.8", Piece: id, From: t.Hex, Hex: h, Path: path, Dice: []Die{{Sides: 6, Value: dir}, {Sides: 6, Value: dist}}, Wrapped: wrapped}
	wrap := ""
	if wrapped {
		wrap = ", wrapping round the map edge"
	}
	if s.rules.Board.AllWater(h) {
		e.Text = fmt.Sprintf("%s scatters %s %d from %s%s into the river at %s: back into the cup.", s.Name(id), Direction(dir), dist, t.Hex, wrap, h)
		ev.add(e)
		return
	}
	p := s.P(id)
	p.Place, p.Hex = OnMap, h
	e.Success = true
	e.Text = fmt.Sprintf("%s (attack %d, move %d) placed %s %d from %s%s, at %s.", s.Name(id), s.Spec(id).Firepower, s.Spec(id).Move, Direction(dir), dist, t.Hex, wrap, h)
	ev.add(e)
	s.enemyEnters(id, h, true, ev)
}

// enemyEnters applies what an enemy unit does to the hex it is placed in or
// enters: a set booby trap kills it (18.3); loose gear, lone vehicles and
// lone leaders are eliminated (10.4, 10.9, 13.1); a base camp without a
// team falls for good (12.4, 12.10); SF pieces it lands on are detected
// (12.8). It reports whether the unit survived.
//
// Plays rulings E5, E6 (docs/rulings.md).
func (s *State) enemyEnters(id PieceID, h Hex, placed bool, ev *events) bool {
	for _, g := range s.SFAt(h) {
		if p := s.P(g); p.Armed {
			s.P(g).Armed = false
			s.eliminatePermanently(g)
			s.toCup(id)
			ev.add(Event{Type: EvEliminated, Rule: "18.3", Piece: id, Pieces: []PieceID{g}, Hex: h,
				Text: fmt.Sprintf("%s walks into the booby trap at %s and is eliminated; the trap is used up.", s.Name(id), h)})
			return false
		}
	}
	teams := s.TeamsAt(h)
	if len(teams) > 0 {
		if placed {
			s.detect(h, "12.8", ev)
		}
		return true
	}
	s.overrun(id, h, false, ev)
	return true
}

// leftToEnemy is enemyEnters for a hex the last team has just left, or
// lost, while enemy units hold it: what the team leaves there is in an
// enemy-held hex with no team, as if the enemy had just entered it (10.9,
// 10.11). A team leaves a hex by moving away (whatever it stripped or did
// not take along stays), by escaping (12.3) or by being eliminated
// (13.1).
//
// Plays ruling E8 (docs/rulings.md).
func (s *State) leftToEnemy(h Hex, ev *events) {
	if s.hasKindAt(h, KindTeam) {
		return
	}
	for _, e := range s.OnMapOf(KindEnemy) {
		if s.P(e).Hex == h {
			s.overrun(e, h, true, ev)
			return
		}
	}
}

// overrun eliminates what enemy unit id finds in h with no team there:
// gear, vehicles and leaders (10.4, 10.9, 13.1) and a base camp (12.4,
// 12.10). left says the last team has just left the hex (ruling E8)
// rather than the unit entered it.
func (s *State) overrun(id PieceID, h Hex, left bool, ev *events) {
	var lost []PieceID
	camp := None
	for _, g := range s.SFAt(h) {
		sp := s.Spec(g)
		switch {
		case s.P(g).Armed:
			// a set booby trap waits for a unit to enter (18.3)
		case sp.Kind == KindGear, sp.IsLeader():
			lost = append(lost, g)
		case sp.Kind == KindBaseCamp:
			camp = g
		}
	}
	// each loss is made just before the event that tells it, so a client
	// showing the game event by event shows neither before its line
	if camp != None {
		s.eliminatePermanently(camp)
		// the camp's fall is 12.4's and 12.10's rule, not 10.9's
		text := fmt.Sprintf("%s overruns the base camp at %s: with no team there to hold it, it is gone for good (12.4, 12.10).", s.Name(id), h)
		if left {
			text = fmt.Sprintf("The last team has left the base camp at %s, which %s holds: the camp is gone for good (12.10, ruling E8).", h, s.Name(id))
		}
		ev.add(Event{Type: EvEliminated, Rule: "12.10", Piece: id, Pieces: []PieceID{camp}, Hex: h, Text: text})
	}
	if len(lost) > 0 {
		for _, g := range lost {
			if s.Spec(g).Kind == KindGear {
				s.eliminateGear(g)
			} else {
				s.eliminatePermanently(g)
			}
		}
		rule, text := "10.9", fmt.Sprintf("%s overruns %s: %s eliminated (10.4, 10.9, ruling E6).", s.Name(id), h, s.names(lost))
		if left {
			rule, text = "10.11", fmt.Sprintf("No team is left at %s, which %s holds: what was left there is eliminated: %s (10.9, 10.11, ruling E8).", h, s.Name(id), s.names(lost))
		}
		ev.add(Event{Type: EvEliminated, Rule: rule, Piece: id, Pieces: lost, Hex: h, Text: text})
	}
}

func (s *State) names(ids []PieceID) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = s.Name(id)
	}
	return strings.Join(names, ", ")
}

// eliminatePermanently takes a piece out of the game for good: a team,
// leader or base camp, or gear used up (18.x). What it hauled lies loose; a
// casualties marker goes back to its cup.
func (s *State) eliminatePermanently(id PieceID) {
	for _, c := range s.Hauled(id) {
		s.P(c).Carrier = None
	}
	if c := s.P(id).Casualty; c != None {
		s.toCup(c)
	}
	p := s.P(id)
	*p = Piece{Spec: p.Spec, Place: Eliminated}
}
