package game

import "fmt"

// Scenario is how a game starts: the standard game, a short campaign, a
// tutorial with scripted dice. The map, chart and counter mix it plays
// with are the Rules; the scenario says what to do with them.
type Scenario struct {
	Name        string
	Description string `json:",omitempty"`
	// StartPP replaces the 100 PP of 6.2 when above zero.
	StartPP int     `json:",omitempty"`
	Options Options `json:",omitzero"`
	// Dice are scripted rolls used, in order, before the seeded dice:
	// tutorials teach with them.
	Dice []int `json:",omitempty"`
	// Missions, when set, are the only mission objectives (by spec ID) put
	// in the cup: a shorter campaign.
	Missions []string `json:",omitempty"`
	// Pieces are placed on the map before play: each names a counter by
	// spec ID, a hex, and optionally the spec ID of the piece hauling it.
	Pieces []ScenarioPiece `json:",omitempty"`
}

// ScenarioPiece is one pre-placed piece.
type ScenarioPiece struct {
	ID      string
	Hex     Hex
	Carrier string `json:",omitempty"`
}

// Standard is the game as the rulebook sets it up.
var Standard = &Scenario{Name: "Standard game", Description: "The full game as the rulebook sets it up: 100 PP, every mission in the cup."}

// apply sets a new game up for the scenario. It fails, naming the entry,
// when the scenario asks for pieces the counter mix does not have.
func (sc *Scenario) apply(s *State) error {
	if sc.StartPP > 0 {
		s.PP = sc.StartPP
	}
	s.Options = sc.Options
	s.Dice.Script = append([]int(nil), sc.Dice...)
	if len(sc.Missions) > 0 {
		keep := map[string]bool{}
		for _, m := range sc.Missions {
			keep[m] = true
		}
		for _, id := range s.IDs() {
			sp := s.Spec(id)
			if sp.Kind == KindMission && !keep[sp.ID] {
				s.P(id).Place = Eliminated
			}
			delete(keep, sp.ID)
		}
		for m := range keep {
			return fmt.Errorf("scenario %q: mission %q is not in the counter mix", sc.Name, m)
		}
	}
	used := map[PieceID]bool{}
	find := func(specID string) (PieceID, error) {
		for _, id := range s.IDs() {
			if s.Spec(id).ID == specID && !used[id] {
				return id, nil
			}
		}
		return None, fmt.Errorf("scenario %q: no piece %q left in the counter mix", sc.Name, specID)
	}
	placed := map[string]PieceID{}
	for i, sp := range sc.Pieces {
		id, err := find(sp.ID)
		if err != nil {
			return err
		}
		if !s.rules.Board.Contains(sp.Hex) {
			return fmt.Errorf("scenario %q: piece %d (%s): hex %s is not on the map", sc.Name, i+1, sp.ID, sp.Hex)
		}
		used[id] = true
		p := s.P(id)
		if s.Spec(id).Kind == KindCasualty || s.Spec(id).Kind == KindMission {
			return fmt.Errorf("scenario %q: piece %d (%s): missions and casualties markers cannot be pre-placed", sc.Name, i+1, sp.ID)
		}
		p.Place, p.Hex, p.Carrier = OnMap, sp.Hex, None
		placed[sp.ID] = id
	}
	for i, sp := range sc.Pieces {
		if sp.Carrier == "" {
			continue
		}
		c, ok := placed[sp.Carrier]
		if !ok {
			return fmt.Errorf("scenario %q: piece %d (%s): carrier %q is not placed", sc.Name, i+1, sp.ID, sp.Carrier)
		}
		g := placed[sp.ID]
		if s.P(c).Hex != s.P(g).Hex {
			return fmt.Errorf("scenario %q: piece %d (%s): carrier %q is in another hex", sc.Name, i+1, sp.ID, sp.Carrier)
		}
		if err := s.canHaul(c, g); err != nil {
			return fmt.Errorf("scenario %q: piece %d (%s): %v", sc.Name, i+1, sp.ID, err)
		}
		s.P(g).Carrier = c
	}
	return nil
}
