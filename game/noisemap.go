package game

import "slices"

// NoiseAt is, for every hex a stack can reach, the noise total the noise
// check would add up if the stack stopped there (12.0–12.2): the same
// number NoisePreview gives for the move to that hex, for all of them at
// once. Movers are the pieces that would start a new move, or nil for
// the stack moving now; reach is their Reachable. It tries no move, so
// shading a helicopter's whole reach costs one pass over the pieces.
func (s *State) NoiseAt(movers []PieceID, reach *Reachability) map[Hex]int {
	prior := 0 // hexes already entered this move count toward stealth (12.2)
	if movers == nil && s.Move != nil {
		movers, prior = s.Move.Movers, len(s.Move.Path)
	}
	stack := s.MoveStack(movers)
	// the moving stack's noise, wherever it stops; MoveStack lists each
	// piece once, a ridden vehicle too
	own := 0
	for _, id := range stack {
		if s.IsSF(id) {
			own += s.NoiseValue(id)
		}
	}
	// and that of the SF pieces already standing in each hex
	here := map[Hex]int{}
	for i := range s.Pieces {
		id := PieceID(i + 1)
		if p := &s.Pieces[i]; p.Place == OnMap && s.IsSF(id) && !slices.Contains(stack, id) {
			here[p.Hex] += s.NoiseValue(id)
		}
	}
	out := make(map[Hex]int, reach.Len())
	for u := range reach.nodes() {
		h := reach.hexOf(u)
		tn := s.Terrain(h).Noise
		if prior+reach.steps(u) == 1 && tn > 0 {
			tn = 0 // a stealthy one-hex move (12.2)
		}
		out[h] = own + here[h] + tn
	}
	return out
}

// NoiseChecked reports whether a stack moving now, or movers starting a
// move, would face a noise check if they stopped in h: only a stack with
// a team is checked (12.0, 12.6), and never in a base camp (12.10).
func (s *State) NoiseChecked(movers []PieceID, h Hex) bool {
	return s.NoCheckReason(movers, h) == ""
}

// NoCheckReason says why movers stopping in h would face no noise check,
// or "" when they would: beside a noise total, a missing check must say
// why, or it reads as a contradiction.
func (s *State) NoCheckReason(movers []PieceID, h Hex) string {
	if movers == nil && s.Move != nil {
		movers = s.Move.Movers
	}
	if !slices.ContainsFunc(movers, func(id PieceID) bool { return s.Spec(id).Kind == KindTeam }) {
		return "no team in the stack (12.6)" // only a team is heard
	}
	if s.CampAt(h) {
		return "in a base camp (12.10)"
	}
	return ""
}
