package game

// Questions about where pieces are and what they add up to. Everything the
// rules and the client need to know about a hex is asked here.

// At lists the pieces on the map in hex h, in id order.
func (s *State) At(h Hex) []PieceID {
	var out []PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Place == OnMap && p.Hex == h {
			out = append(out, PieceID(i+1))
		}
	}
	return out
}

// appendEnemyHexes appends the hexes holding enemy units (a hex once
// per unit), built in one pass for checking a path.
func (s *State) appendEnemyHexes(out []Hex) []Hex {
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Place == OnMap && s.rules.Mix.Specs[p.Spec].Kind == KindEnemy {
			out = append(out, p.Hex)
		}
	}
	return out
}

// OnMapOf lists the pieces of a kind on the map.
func (s *State) OnMapOf(k Kind) []PieceID {
	var out []PieceID
	for i := range s.Pieces {
		if s.Pieces[i].Place == OnMap && s.rules.Mix.Specs[s.Pieces[i].Spec].Kind == k {
			out = append(out, PieceID(i+1))
		}
	}
	return out
}

func (s *State) kindAt(h Hex, k Kind) []PieceID {
	var out []PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Place == OnMap && p.Hex == h && s.rules.Mix.Specs[p.Spec].Kind == k {
			out = append(out, PieceID(i+1))
		}
	}
	return out
}

// hasKindAt reports a piece of a kind on the map in h: kindAt without the
// list, for the many questions that only ask whether there is one.
func (s *State) hasKindAt(h Hex, k Kind) bool {
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Place == OnMap && p.Hex == h && s.rules.Mix.Specs[p.Spec].Kind == k {
			return true
		}
	}
	return false
}

// TeamsAt lists the SF teams in a hex.
func (s *State) TeamsAt(h Hex) []PieceID { return s.kindAt(h, KindTeam) }

// EnemiesAt lists the enemy units in a hex.
func (s *State) EnemiesAt(h Hex) []PieceID { return s.kindAt(h, KindEnemy) }

// CampAt reports a base camp in the hex.
func (s *State) CampAt(h Hex) bool { return s.hasKindAt(h, KindBaseCamp) }

// CampHexes lists the hexes of the base camps on the map.
func (s *State) CampHexes() []Hex {
	var out []Hex
	for _, id := range s.OnMapOf(KindBaseCamp) {
		out = append(out, s.P(id).Hex)
	}
	return out
}

// IsSF reports a friendly piece: team, leader, base camp or gear.
func (s *State) IsSF(id PieceID) bool {
	switch s.Spec(id).Kind {
	case KindTeam, KindCommander, KindOfficer, KindBaseCamp, KindGear:
		return true
	}
	return false
}

// SFAt lists the friendly pieces in a hex.
func (s *State) SFAt(h Hex) []PieceID {
	var out []PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Place == OnMap && p.Hex == h && s.IsSF(PieceID(i+1)) {
			out = append(out, PieceID(i+1))
		}
	}
	return out
}

// Hauled lists the pieces whose Carrier is id: gear it hauls, a vehicle
// attached to a team, the marker on a team.
func (s *State) Hauled(id PieceID) []PieceID {
	var out []PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Carrier == id && p.Place == OnMap {
			out = append(out, PieceID(i+1))
		}
	}
	return out
}

// attachedVehicle is the plus-type piece adding its movement to a team
// (10.4), or None.
func (s *State) attachedVehicle(team PieceID) PieceID {
	for _, id := range s.Hauled(team) {
		if s.Spec(id).IsVehicle() {
			return id
		}
	}
	return None
}

// Load counts the pieces a hauler carries against its portage: an attached
// vehicle is not carried (it carries the team), everything else is (9.0).
func (s *State) Load(hauler PieceID) int {
	n := 0
	team := s.Spec(hauler).Kind == KindTeam
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Carrier == hauler && p.Place == OnMap {
			if sp := &s.rules.Mix.Specs[p.Spec]; !(sp.IsVehicle() && team) {
				n++
			}
		}
	}
	return n
}

// Portage is how many pieces a hauler may carry (9.1, 9.2).
func (s *State) Portage(hauler PieceID) int { return s.Spec(hauler).Portage() }

// casualtyOf is the casualties marker on a team, or nil.
func (s *State) casualtyOf(team PieceID) *Spec {
	if c := s.P(team).Casualty; c != None {
		return s.Spec(c)
	}
	return nil
}

// Firepower is a piece's attack value, with a team's casualties (13.1).
func (s *State) Firepower(id PieceID) int {
	v := s.Spec(id).Firepower
	if c := s.casualtyOf(id); c != nil {
		v = max(v+c.FirepowerMod, 0)
	}
	return v
}

// MoveValue is a piece's printed movement, with a team's casualties.
func (s *State) MoveValue(id PieceID) int {
	v := s.Spec(id).Move
	if c := s.casualtyOf(id); c != nil {
		v = max(v+c.MoveMod, 0)
	}
	return v
}

// NoiseValue is a piece's noise, with a team's casualties.
func (s *State) NoiseValue(id PieceID) int {
	v := s.Spec(id).Noise
	if c := s.casualtyOf(id); c != nil {
		v += c.NoiseMod
	}
	return v
}

// Terrain gives the chart values of a hex.
//
// Plays ruling T1 (docs/rulings.md).
func (s *State) Terrain(h Hex) TerrainValues {
	return s.rules.Chart.Values(s.rules.Board.Terrain(h))
}

// DetectedTeams lists the detected teams the enemy pursues: on the map and
// not in a base camp (12.5, 12.10).
func (s *State) DetectedTeams() []PieceID {
	var out []PieceID
	for _, id := range s.OnMapOf(KindTeam) {
		if p := s.P(id); p.Detected && !s.CampAt(p.Hex) {
			out = append(out, id)
		}
	}
	return out
}

// InCup lists the pieces of a kind in their draw cup.
func (s *State) InCup(k Kind) []PieceID {
	var out []PieceID
	for i := range s.Pieces {
		if s.Pieces[i].Place == InCup && s.rules.Mix.Specs[s.Pieces[i].Spec].Kind == k {
			out = append(out, PieceID(i+1))
		}
	}
	return out
}

// draw takes a piece blindly from a cup, or None if the cup is empty.
func (s *State) draw(k Kind) PieceID {
	cup := s.InCup(k)
	if len(cup) == 0 {
		return None
	}
	return cup[s.Dice.Intn(len(cup))]
}

// countPlace counts pieces of a kind in a place.
func (s *State) countPlace(k Kind, pl Place) int {
	n := 0
	for i := range s.Pieces {
		if s.Pieces[i].Place == pl && s.rules.Mix.Specs[s.Pieces[i].Spec].Kind == k {
			n++
		}
	}
	return n
}
