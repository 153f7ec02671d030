package game

import "slices"

// Landing is one mission that the Mission Objective Placement table (7.0)
// puts in a hex on some rolls of its d6.
type Landing struct {
	Name  string // as printed on the mission counter
	Award int    // PP when accomplished (6.2)
	// Rolls are the d6 results that put it there: 1 and 2, 3 and 4, or 5
	// and 6 for each column of the table that names the hex.
	Rolls []int
	// Pieces are this game's counters of the mission (two for a mission
	// that comes twice); Left how many of them are still in the cup, that
	// is may still be drawn and land here.
	Pieces []PieceID
	Left   int
}

// LandingsAt lists the missions of this game whose placement (7.0) can put
// them in h, in the order of the counter mix. A mission the scenario left
// out of the game (Eliminated from the start) is not listed; one drawn,
// accomplished or forfeited is listed with Left 0.
func (s *State) LandingsAt(h Hex) []Landing {
	var out []Landing
	for _, id := range s.IDs() {
		sp := s.Spec(id)
		if sp.Kind != KindMission || s.P(id).Place == Eliminated {
			continue
		}
		var rolls []int
		for i, ph := range sp.Placement {
			if ph == h {
				rolls = append(rolls, 2*i+1, 2*i+2)
			}
		}
		if len(rolls) == 0 {
			continue
		}
		i := slices.IndexFunc(out, func(l Landing) bool { return l.Name == sp.Name && slices.Equal(l.Rolls, rolls) })
		if i < 0 {
			out = append(out, Landing{Name: sp.Name, Award: sp.Firepower, Rolls: rolls})
			i = len(out) - 1
		}
		out[i].Pieces = append(out[i].Pieces, id)
		if s.P(id).Place == InCup {
			out[i].Left++
		}
	}
	return out
}
