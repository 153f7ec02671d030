package game

import (
	"fmt"
	"slices"
)

// Pursuit: the enemy's movement (10.6, 12.4, 12.9).

// queueEnemyMoves lines up every enemy unit on the map: each moves, then
// attacks whatever it ended next to, before the next unit moves (10.9:
// "immediately"; ruling E7).
func (s *State) queueEnemyMoves(ev *events) {
	var ts []Task
	for _, id := range s.OnMapOf(KindEnemy) {
		ts = append(ts, Task{Kind: TaskEnemyMove, Piece: id, MP: s.MoveValue(id)}, Task{Kind: TaskEnemyAttacks, Piece: id})
	}
	s.push(ts...)
}

// engaged reports an enemy unit that stays put to fight: it shares a hex
// with a team, or is next to a team outside a base camp (10.9, 12.9).
func (s *State) engaged(h Hex) bool {
	// one pass over the teams rather than one over the pieces per hex
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Place != OnMap || s.rules.Mix.Specs[p.Spec].Kind != KindTeam {
			continue
		}
		if d := Distance(p.Hex, h); d == 0 || d == 1 && s.rules.Board.Contains(p.Hex) && !s.CampAt(p.Hex) {
			return true
		}
	}
	return false
}

// PursuitTargets lists the hexes of the closest detected teams to h, all at
// the same distance (12.4, 12.9); more than one means the player chooses.
//
// Plays ruling E2 (docs/rulings.md).
func (s *State) PursuitTargets(h Hex) []Hex {
	best := -1
	var out []Hex
	for _, t := range s.DetectedTeams() {
		th := s.P(t).Hex
		d := Distance(h, th)
		switch {
		case best < 0 || d < best:
			best, out = d, []Hex{th}
		case d == best && !slices.Contains(out, th):
			out = append(out, th)
		}
	}
	return out
}

// PursuitSteps lists the hexes an enemy unit at h may enter next towards
// target, after the tie-breaks: each is one hex closer (12.9); among those
// the cheapest to enter (12.9 note), then the closest to the nearest base
// camp (12.4 note). More than one left means the player chooses.
//
// Plays ruling E1 (docs/rulings.md).
func (s *State) PursuitSteps(h, target Hex) []Hex {
	d := Distance(h, target)
	var cands []Hex
	for _, n := range h.Neighbors() {
		if s.rules.Board.Contains(n) && Distance(n, target) < d {
			cands = append(cands, n)
		}
	}
	if len(cands) < 2 {
		return cands
	}
	cands = keepMin(cands, func(n Hex) int { return s.Terrain(n).Cost })
	if camps := s.CampHexes(); len(camps) > 0 && len(cands) > 1 {
		cands = keepMin(cands, func(n Hex) int {
			best := -1
			for _, c := range camps {
				if d := Distance(n, c); best < 0 || d < best {
					best = d
				}
			}
			return best
		})
	}
	return cands
}

// keepMin keeps the hexes (at most six) with the least f, in order.
func keepMin(hs []Hex, f func(Hex) int) []Hex {
	var v [6]int
	best := 0
	for i, h := range hs {
		v[i] = f(h)
		if i == 0 || v[i] < best {
			best = v[i]
		}
	}
	out := hs[:0]
	for i, h := range hs {
		if v[i] == best {
			out = append(out, h)
		}
	}
	return out
}

// enemyMove runs one enemy unit's pursuit, a hex at a time, stopping to
// ask when the rules give the player a tie to break.
//
// Plays ruling E3 (docs/rulings.md).
func (s *State) enemyMove(t Task, ev *events) {
	id := t.Piece
	p := s.P(id)
	finish := func() {
		if len(t.Path) > 0 {
			end := t.Path[len(t.Path)-1]
			ev.add(Event{Type: EvEnemyMove, Rule: "12.9", Piece: id, From: t.Path[0], Hex: end, Path: t.Path[1:],
				Text: fmt.Sprintf("%s pursues from %s to %s.", s.Name(id), t.Path[0], end)})
		}
	}
	if p.Place != OnMap {
		finish()
		return
	}
	if !t.Started {
		switch {
		case p.Suppressed:
			ev.add(Event{Type: EvInfo, Rule: "15.0", Piece: id, Hex: p.Hex, Text: fmt.Sprintf("%s is suppressed and does not move.", s.Name(id))})
			return
		case s.Spec(id).Move == 0:
			return // 10.6: checkpoints, snipers and the like never move
		}
	}
	for {
		if s.engaged(p.Hex) || s.rules.Board.AllWater(p.Hex) && t.Started {
			finish()
			return
		}
		// choose the quarry: the closest detected team (12.4, 12.9)
		if targets := s.PursuitTargets(p.Hex); t.Hex == NoHex || !slices.Contains(targets, t.Hex) {
			switch {
			case len(targets) == 0:
				finish()
				return
			case len(targets) == 1:
				t.Hex = targets[0]
			case t.Answer > 0 && t.Answer <= len(targets):
				t.Hex = targets[t.Answer-1]
				t.Answer = 0
			default:
				var opts []Option
				for _, th := range targets {
					opts = append(opts, Option{Label: fmt.Sprintf("Pursue the team at %s", th), Hex: th})
				}
				t.Answer = 0
				s.ask(t, Decision{Kind: DecPursuitTarget, Rule: "12.4",
					Prompt:  fmt.Sprintf("%s at %s is equally close to %d detected teams. Which does it pursue?", s.Name(id), p.Hex, len(targets)),
					Options: opts})
				return
			}
		}
		steps := s.PursuitSteps(p.Hex, t.Hex)
		if len(steps) == 0 {
			finish()
			return
		}
		next := steps[0]
		if len(steps) > 1 {
			if t.Answer == 0 || t.Answer > len(steps) {
				var opts []Option
				for _, n := range steps {
					opts = append(opts, Option{Label: fmt.Sprintf("Enter %s (%s)", n, s.rules.Board.Terrain(n)), Hex: n})
				}
				t.Answer = 0
				s.ask(t, Decision{Kind: DecPursuitHex, Rule: "12.4",
					Prompt:  fmt.Sprintf("%s at %s may enter %d hexes equally close to its quarry, equally costly and equally far from the nearest base camp. Which?", s.Name(id), p.Hex, len(steps)),
					Options: opts})
				return
			}
			next = steps[t.Answer-1]
			t.Answer = 0
		}
		cost := s.Terrain(next).Cost
		if cost > t.MP && t.Started {
			finish()
			return
		}
		// 10.6: a unit that has not moved may always make a minimum move
		if cost > t.MP {
			t.MP = 0
		} else {
			t.MP -= cost
		}
		if !t.Started {
			t.Path = []Hex{p.Hex}
		}
		t.Started = true
		t.Path = append(t.Path, next)
		p.Hex = next
		if !s.enemyEnters(id, next, false, ev) {
			finish()
			return
		}
		if t.MP == 0 {
			finish()
			return
		}
	}
}
