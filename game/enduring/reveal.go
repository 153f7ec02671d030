package enduring

import "fmt"

// revealZone reveals every face-down counter of one side in a zone.
// Counters an ambush brings are face down in the same zone and are
// revealed in turn (ruling EF-R9).
func (s *State) revealZone(z Place, na bool, rule string, inBattle bool) {
	for guard := 0; guard < 200; guard++ {
		u := -1
		for i := range s.Units {
			if s.Units[i].Loc == z && !s.Units[i].FaceUp {
				t := s.Type(i)
				if (na && t.NA()) || (!na && t.Side == Islamist) {
					u = i
					break
				}
			}
		}
		if u < 0 {
			return
		}
		if na {
			s.revealNA(u, rule)
		} else {
			s.revealIslamist(u, rule, inBattle)
		}
	}
}

func (s *State) revealNA(u int, rule string) {
	s.Units[u].FaceUp = true
	s.Units[u].RevealedBy = rule
	s.emit(Event{Type: EvReveal, Rule: rule, Text: fmt.Sprintf("%s revealed in %s", s.Name(u), s.Rules.PlaceName(s.Units[u].Loc)), Units: []int{u}, Zone: s.Units[u].Loc})
}

// isMarker reports the specials that act only when revealed (10.2).
func isMarker(t *UnitType) bool { return t.IsMarker() }

// IsMarker reports an Islamist special that acts only when revealed and
// never fights (10.2): ambush, intelligence, deception, option, rescue,
// Terror Spectacular.
func (t *UnitType) IsMarker() bool {
	switch t.Type {
	case "ambush", "intel", "deception", "option", "rescue", "spectacular":
		return true
	}
	return false
}

// toUnderground puts an Islamist counter back in the Underground, face down.
func (s *State) toUnderground(u int) {
	s.Units[u] = Unit{Loc: BoxUnderground, Target: Nowhere, LandedIn: Nowhere}
}

// revealIslamist turns an Islamist counter face up and does what a
// special one does (10.2, 10.3). inBattle: the reveal is part of a battle,
// at its start or in the Reveal Phase of a zone that must fight.
func (s *State) revealIslamist(u int, rule string, inBattle bool) {
	z := s.Units[u].Loc
	s.Units[u].FaceUp = true
	s.Units[u].RevealedBy = rule
	t := s.Type(u)
	s.emit(Event{Type: EvReveal, Rule: rule, Text: fmt.Sprintf("%s revealed in %s", t.Name, s.Rules.PlaceName(z)), Units: []int{u}, Zone: z})
	if !z.IsZone() || !isMarker(t) {
		return
	}
	if s.Phase == PhSetup {
		// 10.3: back to the Underground, and a substitute in its place
		s.toUnderground(u)
		s.placeFromUnderground(z, "10.3")
		s.emit(Event{Type: EvPlace, Rule: "10.3", Text: fmt.Sprintf("%s goes back to the Underground; a substitute is picked and placed face down in %s", t.Name, s.Rules.PlaceName(z)), Zone: z})
		return
	}
	switch t.Type {
	case "ambush":
		n := s.Lower()
		placed := 0
		for range n {
			if _, ok := s.placeFromUnderground(z, "10.2"); ok {
				placed++
			}
		}
		s.toUnderground(u) // after the pick: it is not among the units it brings
		s.emit(Event{Type: EvPlace, Rule: "10.2", Text: fmt.Sprintf("Ambush! %d Islamist units (the lower line of the Jihad index) are placed face down in %s; the ambush goes back to the Underground", placed, s.Rules.PlaceName(z)), Zone: z, Total: placed})
	case "intel":
		s.toUnderground(u)
		opts := make([]Option, len(s.Rules.Zones))
		for i, zz := range s.Rules.Zones {
			opts[i] = Option{Text: zz.Name, Place: Place(i)}
		}
		c := opts[s.ask("10.2", "Intelligence Information (10.2): designate a zone whose Islamist units are all revealed", opts)].Place
		s.emit(Event{Type: EvInfo, Rule: "10.2", Text: "Intelligence Information reveals the Islamist units in " + s.Rules.PlaceName(c), Zone: c})
		s.revealZone(c, false, "10.2", false)
	case "deception", "option":
		s.toUnderground(u)
		s.emit(Event{Type: EvInfo, Rule: "10.2", Text: t.Name + ": nothing there; it goes back to the Underground", Zone: z})
	case "rescue":
		s.emit(Event{Type: EvInfo, Rule: "10.2", Text: "Rescue Mission: it stays in " + s.Rules.PlaceName(z) + " until the Admin phase, where a SOF unit there gains NP and none loses them", Zone: z})
	case "spectacular":
		// revealed by intelligence it is wasted; revealed by the Reveal
		// Phase or as a battle begins it stays for the battle (ruling EF-R10)
		if !inBattle {
			s.toUnderground(u)
			s.emit(Event{Type: EvInfo, Rule: "10.2", Text: "Terror Spectacular revealed outside a battle: removed without effect, back to the Underground", Zone: z})
			return
		}
		s.emit(Event{Type: EvInfo, Rule: "10.2", Text: "Terror Spectacular: it stays for the battle in " + s.Rules.PlaceName(z) + " (+1 to the Islamists' tactical edge; NP by the outcome)", Zone: z})
	}
}
