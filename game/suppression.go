package game

import (
	"fmt"
	"slices"
)

// Suppressive fire (15.0), at the start of the Enemy Movement/Combat Phase.

// Suppressors lists the weapons that may be nominated: a "+" firepower
// weapon hauled by a detected team, or by anything in its hex, not yet
// fired this phase.
//
// Plays ruling C6 (docs/rulings.md).
func (s *State) Suppressors() []PieceID {
	var out []PieceID
	for _, t := range s.DetectedTeams() {
		for _, g := range s.GearAt(s.P(t).Hex) {
			sp := s.Spec(g)
			if sp.Has(TagWeapon) && sp.Firepower > 0 && !s.P(g).Spent && s.P(g).Carrier != None && !slices.Contains(out, g) {
				out = append(out, g)
			}
		}
	}
	return out
}

func (s *State) suppression(t Task, ev *events) {
	if t.Answer == 0 {
		weapons := s.Suppressors()
		var targets int
		for _, e := range s.OnMapOf(KindEnemy) {
			if s.Spec(e).Move > 0 {
				targets++
			}
		}
		if len(weapons) == 0 || targets == 0 {
			return
		}
		s.ask(t, Decision{Kind: DecSuppression, Rule: "15.0",
			Prompt:  "Suppressive fire: nominate weapons against enemy units (each needs a d6 higher than its range), then fire.",
			Options: []Option{{Label: "Fire the nominated weapons (or none)"}}})
		return
	}
	for _, n := range s.Nominations {
		w, e := n.Weapon, n.Target
		if s.P(w).Place != OnMap || s.P(e).Place != OnMap {
			continue
		}
		dist, _ := s.SuppressionChance(w, e)
		r := s.Dice.Roll(6)
		ok := r > dist
		s.P(w).Spent = true
		if ok {
			s.P(e).Suppressed = true
		}
		res := "misses"
		if ok {
			res = "suppresses it: it will not move this phase"
		}
		ev.add(Event{Type: EvSuppression, Rule: "15.0", Piece: w, Pieces: []PieceID{e}, From: s.P(w).Hex, Hex: s.P(e).Hex,
			Dice: []Die{{Sides: 6, Value: r}}, Total: dist, Success: ok,
			Text: fmt.Sprintf("%s fires on %s %s away: d6 shows %d, %s.", s.Name(w), s.Name(e), Hexes(dist), r, res)})
	}
	s.Nominations = nil
}

func (s *State) checkNominate(a Action) error {
	if s.Pending == nil || s.Pending.Kind != DecSuppression {
		return illegal(a, RefuseWrongPhase, "weapons are nominated for suppressive fire at the start of the Enemy Movement/Combat Phase (15.0)")
	}
	if !slices.Contains(s.Suppressors(), a.Piece) {
		return illegal(a, RefuseCannotFire, "%s cannot suppress: only a weapon with a \"+\" firepower hauled by a detected team can (15.0)", s.Name(a.Piece))
	}
	if i := slices.IndexFunc(s.Nominations, func(n Nomination) bool { return n.Weapon == a.Piece }); i >= 0 && a.Target == s.Nominations[i].Target {
		return nil // withdrawing the nomination
	}
	if a.Target == None || s.Spec(a.Target).Kind != KindEnemy || s.P(a.Target).Place != OnMap {
		return illegal(a, RefuseWrongPiece, "choose an enemy unit on the map as the target")
	}
	return nil
}

func (s *State) doNominate(a Action, ev *events) {
	if i := slices.IndexFunc(s.Nominations, func(n Nomination) bool { return n.Weapon == a.Piece }); i >= 0 {
		same := s.Nominations[i].Target == a.Target
		s.Nominations = slices.Delete(s.Nominations, i, i+1)
		if same {
			ev.add(Event{Type: EvInfo, Rule: "15.0", Piece: a.Piece, Text: fmt.Sprintf("%s is no longer nominated.", s.Name(a.Piece))})
			return
		}
	}
	s.Nominations = append(s.Nominations, Nomination{Weapon: a.Piece, Target: a.Target})
	ev.add(Event{Type: EvInfo, Rule: "15.0", Piece: a.Piece, Pieces: []PieceID{a.Target},
		Text: fmt.Sprintf("%s nominated to suppress %s (%s: needs more than %d).", s.Name(a.Piece), s.Name(a.Target),
			Hexes(Distance(s.P(a.Piece).Hex, s.P(a.Target).Hex)), Distance(s.P(a.Piece).Hex, s.P(a.Target).Hex))})
}

// enemyPhaseEnd flips fired weapons back and lifts suppression (15.0).
func (s *State) enemyPhaseEnd(ev *events) {
	for i := range s.Pieces {
		s.Pieces[i].Spent, s.Pieces[i].Suppressed = false, false
	}
	s.enterPhase(PhaseSuccess, ev)
}
