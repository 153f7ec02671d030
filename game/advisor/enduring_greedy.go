package advisor

import (
	"kandahar/game/enduring"
)

// EnduringGreedy is a simple, sensible beginner at Enduring Freedom: it
// buys special forces, air power and intelligence while keeping a reserve
// of NP, sends air strikes where Islamist units are revealed, lands
// airmobile troops where holding scores, and answers each question by the
// NP it risks. It sees what a player sees: a face-down counter is only a
// back, counted (State.Visible).
type EnduringGreedy struct {
	// Reserve is the NP it will not spend below (32 when zero).
	Reserve int
	// Odds is how many of its own factors it wants for each Islamist
	// counter in a zone before moving in (2 when zero).
	Odds int
	// strength: the Coalition ground factors in each zone, as the player
	// sees them, taken once a choice.
	strength []int
}

// NewEnduringGreedy makes the greedy player with its usual reserve.
func NewEnduringGreedy() *EnduringGreedy { return &EnduringGreedy{} }

func (*EnduringGreedy) Name() string { return "greedy" }

func (p *EnduringGreedy) reserve() int {
	if p.Reserve > 0 {
		return p.Reserve
	}
	return 32
}

func (p *EnduringGreedy) odds() int {
	if p.Odds > 0 {
		return p.Odds
	}
	return 2
}

// revealedIslamists counts the Islamist units face up in a zone that a
// strike can hit (17.2): not the markers.
func revealedIslamists(s *enduring.State, z enduring.Place) int {
	n := 0
	for _, u := range s.UnitsAt(z) {
		if t := s.Type(u); s.Units[u].FaceUp && t.Side == enduring.Islamist && !t.IsMarker() {
			n++
		}
	}
	return n
}

// hitCost is the NP a hit on a Coalition unit costs (4.2), for choosing
// where hits and eliminations fall.
func hitCost(s *enduring.State, u int) int {
	t := s.Type(u)
	if !s.Visible(u) {
		return 2 // a face-down Northern Alliance unit: a leader or not, unknown
	}
	full := !s.Units[u].Reduced && t.Steps() == 2
	switch {
	case t.NA() && t.Type == "leader":
		return 4
	case t.NA():
		return 1
	case t.Class == enduring.Air && full:
		return 1
	case t.Class == enduring.Air:
		return 2
	case t.USNATO() && t.Type == "sof" && full:
		return 1
	case t.USNATO() && t.Type == "sof":
		return 2
	case t.USNATO() && full:
		return 2
	case t.USNATO():
		return 6
	}
	return 0
}

func (p *EnduringGreedy) Choose(s *enduring.State) enduring.Action {
	if s.Q != nil {
		return enduring.Action{Kind: enduring.ActAnswer, Choice: p.answer(s)}
	}
	legal := s.Legal()
	best, bestScore := legal[len(legal)-1], 0
	p.strength = p.strength[:0]
	for range s.Rules.Zones {
		p.strength = append(p.strength, 0)
	}
	for i := range s.Units {
		if z := s.Units[i].Loc; z.IsZone() && s.Type(i).Side == enduring.Coalition && s.Type(i).Class == enduring.Ground {
			if s.Visible(i) {
				p.strength[z] += max(s.CF(i), 1)
			} else {
				p.strength[z] += 2
			}
		}
	}
	s.WithCounts(func() {
		for _, a := range legal {
			if sc := p.score(s, a); sc > bestScore {
				best, bestScore = a, sc
			}
		}
	})
	return best
}

func (p *EnduringGreedy) answer(s *enduring.State) int {
	q := s.Q
	best, bestScore := 0, -1<<30
	for i, o := range q.Options {
		sc := 0
		switch q.Rule {
		case "6.0", "10.2", "29.0":
			if o.Place.IsZone() {
				sc = s.FaceDownIn(o.Place, false)*2 + s.FaceDownIn(o.Place, true) + s.ZoneValue(o.Place)
			}
			if o.Unit != 0 && q.Rule == "29.0" { // troop rotation: the cheapest to lose
				sc = -s.CF(o.Unit)
			}
		case "25.2", "21.1", "21.2", "8.9":
			sc = -hitCost(s, o.Unit)
		case "27.2":
			if (i == 1) == (s.NP > p.reserve()-8) {
				sc = 1
			}
		case "32.1":
			if (i == 1) == (s.NP > p.reserve()) {
				sc = 1
			}
		case "33.1":
			if (i == 1) == (s.Jihad <= 7) {
				sc = 1
			}
		default:
			sc = -i
		}
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return best
}

// score rates an action; the best above zero is taken, else the phase ends.
func (p *EnduringGreedy) score(s *enduring.State, a enduring.Action) int {
	spare := s.NP - s.ActionCost(a) - p.reserve()
	switch a.Kind {
	case enduring.ActMobilize:
		if spare < 0 {
			return 0
		}
		t := s.Type(a.Unit)
		switch {
		case t.Type == "sof" && t.USNATO():
			return 50
		case t.Type == "isr" || t.Type == "drone":
			return 40
		case t.Class == enduring.Air:
			return 30
		case t.Type == "infowar" && s.Jihad > 5:
			return 20
		case t.Type == "hq" && t.USNATO():
			return 25
		case t.Airmobile && spare > 6:
			return 15
		}
	case enduring.ActMobilizeNA:
		if spare >= 0 {
			return 10
		}
	case enduring.ActRefit:
		if spare >= 0 {
			return 45
		}
	case enduring.ActCommitIW:
		if s.Jihad > 4 {
			return 40
		}
	case enduring.ActPlaceISR:
		if a.To.IsZone() {
			n := s.FaceDownIn(a.To, false)
			if n > 0 {
				return 10 + n + 3*s.ZoneValue(a.To)
			}
		}
	case enduring.ActAssign:
		if a.To == enduring.BoxJointStrike {
			return 30
		}
	case enduring.ActFly:
		if n := revealedIslamists(s, a.To); n > 0 {
			return 20 + n
		}
	case enduring.ActFlyCAS:
		if s.IslamistsIn(a.To) > 0 {
			return 20
		}
	case enduring.ActGroundMove, enduring.ActAirMove:
		return p.moveScore(s, a)
	}
	return 0
}

// moveScore: go where holding scores or the Islamists can be fought with
// the odds, never out of a zone worth holding, and never into a zone
// already at its stacking limit (8.9: the excess would be eliminated).
func (p *EnduringGreedy) moveScore(s *enduring.State, a enduring.Action) int {
	u := a.Unit
	from := s.Units[u].Loc
	if !a.To.IsZone() || s.StackRoom(a.To) <= 0 {
		return 0
	}
	if from.IsZone() && s.ZoneValue(from) > 0 && s.ControlOf(from) != enduring.IslamistControl {
		return 0
	}
	enemy := s.IslamistsIn(a.To)
	friends := p.strength[a.To]
	power := friends + s.CF(u)
	if enemy*p.odds() > power {
		return 0
	}
	sc := 5*s.ZoneValue(a.To) + 2*enemy
	if friends > 0 {
		sc += 3
	}
	if from.IsStaging() {
		sc += 5
	}
	return sc
}
