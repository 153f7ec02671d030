package enduring

import "fmt"

// Invariants checks what must hold in every state; nil when all do.
// A unit has one Loc, so it cannot be in two places; the rest is checked
// here: where each kind of counter may be (8.7, 8.8), stacking (8.9) at
// the start of a player phase (before the player acts), staging capacity (8.5), NP (4.1), the
// Jihad track (28.5), and that no face-down counter shows without a rule
// having turned it (20.1).
func (s *State) Invariants() error {
	r := s.Rules
	if len(s.Units) != len(r.Units) {
		return fmt.Errorf("%d unit states for %d counters", len(s.Units), len(r.Units))
	}
	if s.NP < 0 || s.NP > 99 {
		return fmt.Errorf("NP %d outside 0-99", s.NP)
	}
	if s.NP == 0 && s.Phase != PhGameOver {
		return fmt.Errorf("NP at zero and the game goes on (5.1)")
	}
	if s.Jihad < 1 || s.Jihad > 12 {
		return fmt.Errorf("the Jihad level %d is off its track", s.Jihad)
	}
	for u := range s.Units {
		us, t := &s.Units[u], s.Type(u)
		p := us.Loc
		ok := false
		switch {
		case p.IsZone():
			ok = int(p) < len(r.Zones) && (t.Class != Asset)
		case p.IsStaging():
			ok = t.Side == Coalition && !t.NA() && t.Class != Asset
		case p == BoxMobilization:
			ok = t.Side == Coalition && !t.NA()
		case p == BoxNAAvailable:
			ok = t.NA()
		case p == BoxJointStrike || p == BoxCAS:
			ok = t.Class == Air
		case p == BoxAssetsReady:
			ok = t.Class == Asset
		case p == BoxCoalitionElim:
			ok = t.Side == Coalition
		case p == BoxUnderground || p == BoxIslamistElim || p == BoxAirlift:
			ok = t.Side == Islamist
		}
		if !ok {
			return fmt.Errorf("%s (%s) is in %s, where it cannot be", t.Name, t.ID, r.PlaceName(p))
		}
		if t.Class == Air && p.IsZone() && us.Mission == NoMission {
			return fmt.Errorf("%s is over %s with no mission", t.Name, r.PlaceName(p))
		}
		if us.Reduced && t.Steps() < 2 {
			return fmt.Errorf("%s is reduced but has one step", t.Name)
		}
		if (t.Side == Islamist || t.NA()) && us.FaceUp && us.RevealedBy == "" {
			return fmt.Errorf("%s is face up in %s with no rule having revealed it", t.Name, r.PlaceName(p))
		}
		if (t.Side == Islamist && (p == BoxIslamistElim || p == BoxAirlift)) && !us.FaceUp {
			return fmt.Errorf("%s is in %s face down (20.2)", t.Name, r.PlaceName(p))
		}
	}
	for i := range r.Staging {
		for _, c := range []Class{Ground, Air} {
			if s.StagingRoom(Staging(i), c) < 0 {
				return fmt.Errorf("%s is over its capacity of %d", r.Staging[i].Name, r.Staging[i].Capacity)
			}
		}
	}
	if s.Phase.PlayerPhase() && s.Q == nil {
		for z := range r.Zones {
			if s.Acted {
				break // moves may overfill a zone until the phase ends (8.9)
			}
			if s.StackRoom(Place(z)) < 0 {
				return fmt.Errorf("%s holds more Coalition ground units than its limit in the %s phase", r.Zones[z].Name, s.Phase)
			}
		}
		if s.Phase == PhMobilize && s.Turn > 1 {
			for u := range s.Units {
				z := s.Units[u].Loc
				if z.IsZone() && s.Type(u).Side == Islamist && s.Units[u].FaceUp && s.CoalitionGroundIn(z) == 0 {
					return fmt.Errorf("%s is still face up in %s at the start of a turn with no Coalition unit there (20.3)", s.Type(u).Name, r.PlaceName(z))
				}
			}
		}
	}
	if s.Phase == PhGameOver && s.Outcome == Playing {
		return fmt.Errorf("the game is over with no outcome")
	}
	return nil
}
