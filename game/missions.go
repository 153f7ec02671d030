package game

import (
	"fmt"
	"slices"
	"strings"
)

// Mission objectives (7.0-7.2, 10.10, 17.0).

// Plays ruling N6 (docs/rulings.md).
func (s *State) missionDraw(ev *events) {
	if s.Mission != None {
		return
	}
	id := s.draw(KindMission)
	if id == None {
		s.gameOver(ev, "no mission objectives are left to draw (4.0, 5.0)", false)
		return
	}
	sp := s.Spec(id)
	r := s.Dice.Roll(6)
	h := sp.Placement[(r-1)/2]
	p := s.P(id)
	p.Place, p.Hex = OnMap, h
	s.Mission = id
	ev.add(Event{Type: EvMission, Rule: "7.0", Piece: id, Hex: h, Dice: []Die{{Sides: 6, Value: r}}, Total: sp.Firepower,
		Text: fmt.Sprintf("Mission drawn: %s (worth %d PP; needs %s). d6 shows %d: it is placed at %s.", sp.Name, sp.Firepower, RequirementText(sp.Requires), r, h)})
	// 7.0: placed on a team or a base camp, it is accomplished at once
	if s.hasKindAt(h, KindTeam) || s.CampAt(h) {
		s.accomplish(ev, "7.0")
		if s.hasKindAt(h, KindTeam) && !s.CampAt(h) {
			s.detect(h, "7.0", ev)
			s.push(Task{Kind: TaskEnemyArrival, Hex: h})
		}
	}
}

// RequirementText says what a mission needs in words (6.1).
func RequirementText(req [][]string) string {
	if len(req) == 0 {
		return "nothing special"
	}
	var alts []string
	for _, all := range req {
		alts = append(alts, strings.Join(all, " & "))
	}
	return strings.Join(alts, " or ")
}

// MissionMet reports whether the gear in h fulfils the current mission's
// requirements: one alternative fully present (6.1).
func (s *State) MissionMet(h Hex) bool {
	if s.Mission == None {
		return false
	}
	req := s.Spec(s.Mission).Requires
	if len(req) == 0 {
		return true
	}
	gear := s.GearAt(h)
	for _, all := range req {
		ok := true
		for _, name := range all {
			if !slices.ContainsFunc(gear, func(g PieceID) bool { return s.Spec(g).Satisfies(name) }) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// missionCheck accomplishes the mission when a team has halted in its hex
// with what it needs (7.1, 10.10), or under 17.0 rolls for it.
func (s *State) missionCheck(ev *events) {
	if s.Mission == None || s.Move != nil {
		return
	}
	h := s.P(s.Mission).Hex
	if !s.hasKindAt(h, KindTeam) || !s.MissionMet(h) {
		return
	}
	if s.Options.Misadventure {
		if s.MisadventureTurn == s.Turn {
			return
		}
		s.MisadventureTurn = s.Turn
		var terms []Term
		total := 0
		for _, id := range s.SFAt(h) {
			if sp := s.Spec(id); sp.Kind == KindTeam || sp.IsLeader() || sp.Kind == KindGear && sp.Has(TagWeapon) {
				terms = append(terms, Term{Label: sp.Name, Value: s.Firepower(id)})
				total += s.Firepower(id)
			}
		}
		r := s.Dice.Roll(6)
		ok := r*10 < total
		res := "the mission stays; try again next turn or forfeit it"
		if ok {
			res = "success"
		}
		ev.add(Event{Type: EvRoll, Rule: "17.0", Hex: h, Dice: []Die{{Sides: 6, Value: r}}, Terms: terms, Total: total, Success: ok,
			Text: fmt.Sprintf("Misadventure: d6 × 10 = %d against the stack's attack value %d: %s.", r*10, total, res)})
		if !ok {
			return
		}
	}
	s.accomplish(ev, "7.1")
}

func (s *State) accomplish(ev *events, rule string) {
	id := s.Mission
	p := s.P(id)
	h := p.Hex
	award := s.Spec(id).Firepower
	p.Place, p.Hex = AccomplishedBox, NoHex
	s.Mission = None
	s.PP += award
	ev.add(Event{Type: EvAccomplished, Rule: rule, Piece: id, Hex: h, Total: award,
		Text: fmt.Sprintf("Mission accomplished: %s at %s. +%d PP (%d PP).", s.Name(id), h, award, s.PP)})
}

func (s *State) checkForfeit(a Action) error {
	if s.Mission == None {
		return illegal(a, RefuseNoMission, "there is no mission to forfeit")
	}
	if s.Phase == PhaseSetup || s.Phase == PhaseMission {
		return illegal(a, RefuseWrongPhase, "a mission may be forfeited after the Mission Objective Placement Phase (7.2)")
	}
	if len(s.Tasks) > 0 || s.Move != nil {
		return illegal(a, RefuseBusy, "finish what is under way first")
	}
	return nil
}

func (s *State) doForfeit(ev *events) {
	id := s.Mission
	p := s.P(id)
	h := p.Hex
	p.Place, p.Hex = ForfeitedBox, NoHex
	s.Mission = None
	ev.add(Event{Type: EvForfeit, Rule: "7.2", Piece: id, Hex: h,
		Text: fmt.Sprintf("Mission forfeited: %s. It counts against you; the turn plays out and a new mission comes next turn.", s.Name(id))})
}
