package game

import (
	"fmt"
	"strings"
)

// Previews: what the client shows before the player commits. Each answers
// from the rules without changing the state.

// NoisePreview is the noise a move would leave its stack making where it
// stops, with the terms that make it up (12.0-12.2). The move is tried on
// a copy, so a refused one reports why.
func (s *State) NoisePreview(a Action) (total int, terms []Term, err error) {
	if a.Type != ActMove {
		return 0, nil, fmt.Errorf("noise preview: %v is not a move", a.Type)
	}
	c := s.Clone()
	if _, err := c.Apply(a); err != nil {
		return 0, nil, err
	}
	if c.Move == nil {
		return 0, nil, fmt.Errorf("noise preview: the move ended at once")
	}
	total, terms = c.NoiseTotal(c.Move.At, len(c.Move.Path))
	return total, terms, nil
}

// SuppressionChance is the range from a weapon to an enemy unit, counted
// into the unit's hex, and the chance in sixths that the d6 beats it (15.0).
func (s *State) SuppressionChance(weapon, target PieceID) (dist, sixths int) {
	dist = Distance(s.P(weapon).Hex, s.P(target).Hex)
	return dist, min(max(6-dist, 0), 6)
}

// abandoned names the gear an escape from h would leave behind: what the
// escaping pieces haul (12.3), and, in a hex an enemy unit holds, the gear
// lying loose there, which it then takes (ruling E8).
func (s *State) abandoned(movers []PieceID, h Hex) string {
	var names []string
	// a leader aboard a team's vehicle is in the team's tree: once
	for _, m := range s.moveRoots(movers) {
		for _, g := range s.gearTree(m) {
			names = append(names, s.Name(g))
		}
	}
	text := "no gear to abandon"
	if len(names) > 0 {
		text = "abandoning " + strings.Join(names, ", ") + " (eliminated, may be bought again)"
	}
	if !s.hasKindAt(h, KindEnemy) {
		return text
	}
	var left []string
	for _, id := range s.SFAt(h) {
		if s.Spec(id).Kind == KindGear && !s.P(id).Armed && !s.carriedByOneOf(id, movers) {
			left = append(left, s.Name(id))
		}
	}
	if len(left) > 0 {
		text += "; " + strings.Join(left, ", ") + " left to the enemy there (ruling E8)"
	}
	return text
}
