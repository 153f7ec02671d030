package game

// Winning the game (5.0).

// Assessment is the victory assessment.
type Assessment struct {
	Accomplished, Forfeited, TeamsLost, LeadersLost int
	Score                                           int
	Level                                           string
}

var levels = []struct {
	min   int
	level string
}{
	{30, "Medal of Honor"},
	{28, "National Hero"},
	{21, "Award and Promotion"},
	{15, "Award"},
	{11, "Promotion"},
	{9, "Meritorious service"},
	{7, "Adequate performance"},
	{5, "Poor performance"},
	{3, "Reassignment"},
	{1, "Demotion"},
}

// Level reads the 5.0 table for a net score; nothing (or less) is a
// court-martial.
func Level(score int) string {
	for _, l := range levels {
		if score >= l.min {
			return l.level
		}
	}
	return "Court-martial"
}

// Victory counts accomplished missions less forfeited ones and eliminated
// teams (5.0). Losing the last team is a defeat whatever the count.
//
// Plays ruling M3 (docs/rulings.md).
func (s *State) Victory() Assessment {
	var v Assessment
	for _, id := range s.IDs() {
		sp, p := s.Spec(id), s.P(id)
		switch {
		case sp.Kind == KindMission && p.Place == AccomplishedBox:
			v.Accomplished++
		case sp.Kind == KindMission && p.Place == ForfeitedBox:
			v.Forfeited++
		case sp.Kind == KindTeam && p.Place == Eliminated:
			v.TeamsLost++
		case sp.IsLeader() && p.Place == Eliminated:
			v.LeadersLost++
		}
	}
	v.Score = v.Accomplished - v.Forfeited - v.TeamsLost
	v.Level = Level(v.Score)
	if s.AllTeamsLost {
		v.Level = "Defeat: every team lost"
	}
	return v
}
