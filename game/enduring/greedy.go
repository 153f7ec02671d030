package enduring

// GreedyPlayer is a simple, sensible beginner: it buys special forces,
// air power and intelligence while keeping a reserve of NP, sends air
// strikes where Islamist units are revealed, lands airmobile troops next
// to the Northern Alliance in the places that score, and answers each
// question by the NP it risks. It sees what a player sees: face-down
// counters only as counts.
type GreedyPlayer struct {
	// Reserve is the NP it will not spend below.
	Reserve int
	// strength: the Coalition ground factors in each zone, as the player
	// sees them, taken once a choice.
	strength []int
}

func (p *GreedyPlayer) reserve() int {
	if p.Reserve > 0 {
		return p.Reserve
	}
	return 32
}

// zoneValue is what holding a zone is worth at the end (4.2).
func (s *State) zoneValue(z Place) int {
	zz := s.Rules.Zones[z]
	switch {
	case zz.ID == "kabul":
		return 10
	case zz.IsStronghold():
		return 3
	case zz.IsCity():
		return 2
	}
	return 0
}

func (s *State) revealedIslamists(z Place) int {
	n := 0
	for i := range s.Units {
		if s.Units[i].Loc == z && s.Units[i].FaceUp && s.Type(i).Side == Islamist && !isMarker(s.Type(i)) {
			n++
		}
	}
	return n
}

// hitCost is the NP a hit on a Coalition unit costs (4.2), for choosing.
func (s *State) hitCost(u int) int {
	t := s.Type(u)
	full := !s.Units[u].Reduced && t.Steps() == 2
	if !s.Visible(u) {
		return 2 // a face-down Northern Alliance unit: a leader or not, unknown
	}
	switch {
	case t.NA() && t.Type == "leader":
		return 4
	case t.NA():
		return 1
	case t.Class == Air && full:
		return 1
	case t.Class == Air:
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

func (p *GreedyPlayer) Choose(s *State, legal []Action) Action {
	if s.Q != nil {
		return Action{Kind: ActAnswer, Choice: p.answer(s)}
	}
	best, bestScore := legal[len(legal)-1], 0
	p.strength = p.strength[:0]
	for range s.Rules.Zones {
		p.strength = append(p.strength, 0)
	}
	for i := range s.Units {
		if z := s.Units[i].Loc; z.IsZone() && s.Type(i).Side == Coalition && s.Type(i).Class == Ground {
			if s.Visible(i) {
				p.strength[z] += max(s.CF(i), 1)
			} else {
				p.strength[z] += 2
			}
		}
	}
	s.withCounts(func() {
		for _, a := range legal {
			if sc := p.score(s, a); sc > bestScore {
				best, bestScore = a, sc
			}
		}
	})
	return best
}

func (p *GreedyPlayer) answer(s *State) int {
	q := s.Q
	best, bestScore := 0, -1<<30
	for i, o := range q.Options {
		sc := 0
		switch q.Rule {
		case "6.0", "10.2", "29.0":
			if o.Place.IsZone() {
				sc = s.faceDownIn(o.Place, false)*2 + s.faceDownIn(o.Place, true) + s.zoneValue(o.Place)
			}
			if o.Unit != 0 && q.Rule == "29.0" { // troop rotation: the cheapest to lose
				sc = -s.CF(o.Unit)
			}
		case "25.2", "21.1", "21.2", "8.9":
			sc = -s.hitCost(o.Unit)
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
func (p *GreedyPlayer) score(s *State, a Action) int {
	spare := s.NP - s.ActionCost(a) - p.reserve()
	switch a.Kind {
	case ActMobilize:
		if spare < 0 {
			return 0
		}
		t := s.Type(a.Unit)
		switch {
		case t.Type == "sof" && t.USNATO():
			return 50
		case t.Type == "isr" || t.Type == "drone":
			return 40
		case t.Class == Air:
			return 30
		case t.Type == "infowar" && s.Jihad > 5:
			return 20
		case t.Type == "hq" && t.USNATO():
			return 25
		case t.Airmobile && spare > 6:
			return 15
		}
	case ActMobilizeNA:
		if spare >= 0 {
			return 10
		}
	case ActRefit:
		if spare >= 0 {
			return 45
		}
	case ActCommitIW:
		if s.Jihad > 4 {
			return 40
		}
	case ActPlaceISR:
		if a.To.IsZone() {
			n := s.faceDownIn(a.To, false)
			if n > 0 {
				return 10 + n + 3*s.zoneValue(a.To)
			}
		}
	case ActAssign:
		if a.To == BoxJointStrike {
			return 30
		}
	case ActFly:
		if n := s.revealedIslamists(a.To); n > 0 {
			return 20 + n
		}
	case ActFlyCAS:
		if s.IslamistsIn(a.To) > 0 {
			return 20
		}
	case ActGroundMove, ActAirMove:
		return p.moveScore(s, a)
	}
	return 0
}

// moveScore: go where holding scores or the Islamists can be fought with
// the odds, never out of a zone worth holding.
func (p *GreedyPlayer) moveScore(s *State, a Action) int {
	u := a.Unit
	from := s.Units[u].Loc
	if !a.To.IsZone() {
		return 0
	}
	if from.IsZone() && s.zoneValue(from) > 0 && s.ControlOf(from) != IslamistControl {
		return 0
	}
	enemy := s.IslamistsIn(a.To)
	friends := p.strength[a.To]
	power := friends + s.CF(u)
	if enemy*2 > power {
		return 0
	}
	sc := 5*s.zoneValue(a.To) + 2*enemy
	if friends > 0 {
		sc += 3
	}
	if from.IsStaging() {
		sc += 5
	}
	return sc
}
