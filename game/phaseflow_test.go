package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// 13.0: with no enemy unit next to a team the Friendly Combat Phase holds
// nothing for the player but its end; with one next to a team it does,
// until that team has attacked (13.2). Hauled gear does not hold it.
func TestCombatPhaseWithNoEnemyAdjacent_13_0(t *testing.T) {
	s := midGame(t, 6, 1, 1, 1, 1)
	s.Phase = PhaseCombat
	s.PassesEmpty = false // the phase stays after the attack, to be asked about
	team, enemy := id(s, "a-team-1"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	put(s, id(s, "m249"), MustHex("1010"))
	carry(s, id(s, "m249"), team)
	put(s, enemy, MustHex("1013"))
	if !s.OnlyEndPhase() {
		t.Fatalf("no enemy next to a team: only End Phase is left; legal: %v", s.LegalActions())
	}
	if line, ok := s.PhasePass(); !ok || line.Rule != "13.0" {
		t.Fatalf("no enemy next to a team: the pass cites 13.0, got %+v %v", line, ok)
	}
	put(s, enemy, MustHex("1011"))
	if s.OnlyEndPhase() {
		t.Fatal("an enemy next to a team: the team may attack (13.0)")
	}
	if line, ok := s.PhasePass(); ok {
		t.Fatalf("an enemy next to a team: no pass, got %+v", line)
	}
	must(t, s, Action{Type: ActAttack, Hex: MustHex("1010"), Target: enemy})
	for s.Pending != nil {
		must(t, s, Action{Type: ActChoose, Option: 0})
	}
	if s.Phase != PhaseCombat || !s.OnlyEndPhase() {
		t.Fatalf("the team has attacked (13.2): only End Phase is left; %s, legal %v", s.Phase, s.LegalActions())
	}
	if line, ok := s.PhasePass(); !ok || line.Rule != "13.2" {
		t.Fatalf("the team has attacked: the pass cites 13.2, got %+v %v", line, ok)
	}
	s.Phase = PhaseMovement
	put(s, enemy, MustHex("1013"))
	if s.OnlyEndPhase() {
		t.Fatal("only a combat phase passes by itself")
	}
}

// 13.0, 13.2: the engine passes a Friendly Combat Phase that holds
// nothing for the player but its end, within the action that led to it,
// with a line citing why; a phase with an attack open waits.
func TestEmptyCombatPhasePasses_13_0(t *testing.T) {
	s := midGame(t, 6, 1, 1, 1, 1)
	team, enemy := id(s, "a-team-1"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	put(s, enemy, MustHex("1010"))        // on the team, it stays to fight (12.8)
	must(t, s, Action{Type: ActEndPhase}) // movement ends: an attack is open
	if s.Phase != PhaseCombat {
		t.Fatalf("an enemy next to a team: the combat phase waits, got the %s", s.Phase)
	}
	ev := must(t, s, Action{Type: ActAttack, Hex: MustHex("1010"), Target: enemy})
	for s.Pending != nil {
		ev = append(ev, must(t, s, Action{Type: ActChoose, Option: 0})...)
	}
	if s.Phase == PhaseCombat && !s.Over {
		t.Fatalf("the team has attacked (13.2): the phase passes by itself; legal %v", s.LegalActions())
	}
	passed := slices.IndexFunc(ev, func(e Event) bool { return e.Type == EvInfo && e.Rule == "13.2" })
	if passed < 0 {
		t.Fatalf("no line says why the phase passed: %v", ev)
	}
	// a game from before the engine passed phases leaves it to the player
	s = midGame(t, 6, 1, 1, 1, 1)
	s.PassesEmpty = false
	put(s, team, MustHex("1010"))
	put(s, enemy, MustHex("1013"))
	must(t, s, Action{Type: ActEndPhase})
	if s.Phase != PhaseCombat || !s.OnlyEndPhase() {
		t.Fatalf("with the pass off the empty phase waits: %s", s.Phase)
	}
}

// OnlyEndPhase never hides a legal action other than End Phase, forfeit
// (open again in the same turn, 7.2), gear changing hands (9.0) and
// ending the game (open in every phase, 5.0, ruling M11).
func TestOnlyEndPhaseLeavesNothingOut_13_0(t *testing.T) {
	saw := false
	walkRandom(t, 16, 300, func(s *State, _ *rand.Rand) {
		s.PassesEmpty = false // such phases stay, to be looked at
		if !s.OnlyEndPhase() {
			return
		}
		saw = true
		for _, a := range s.LegalActions() {
			if a.Type != ActEndPhase && a.Type != ActForfeit && a.Type != ActCarry && a.Type != ActEndGame {
				t.Fatalf("%v is legal in a phase said to hold only its end", a)
			}
		}
	})
	if !saw {
		t.Fatal("the games never met a combat phase without an attack")
	}
}

// 6.1: the mission names its gear; the shop says what of it the SF lack
// and whether the PP left buy it.
func TestMissionShortfall_6_1(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseMission
	s.Mission = id(s, "mission-Build Infrastructure") // needs Tools, 2 PP
	put(s, s.Mission, MustHex("1310"))
	s.PP = 5
	if sf := s.MissionShortfall(); !slices.Equal(sf.Needs, []string{"Tools"}) || sf.Price != 2 || !sf.Affordable {
		t.Fatalf("Tools lacking, 2 PP of 5: %+v", sf)
	}
	s.PP = 1
	if sf := s.MissionShortfall(); len(sf.Needs) != 1 || sf.Affordable {
		t.Fatalf("Tools at 1 PP: not affordable: %+v", sf)
	}
	s.PP = 5
	must(t, s, Action{Type: ActBuy, Piece: id(s, "tools")})
	if sf := s.MissionShortfall(); sf.Needs != nil {
		t.Fatalf("Tools bought: nothing lacking: %+v", sf)
	}

	// two pieces of one alternative: the one held counts, the other is lacking
	s.Mission = id(s, "mission-Reinforce Unit") // M249 & Ammo & M203
	put(s, id(s, "m249"), MustHex("0101"))
	s.PP = 4
	if sf := s.MissionShortfall(); !slices.Equal(sf.Needs, []string{"Ammo", "M203"}) || sf.Price != 5 || sf.Affordable {
		t.Fatalf("Ammo and M203 for 5 PP with 4: %+v", sf)
	}

	// of several alternatives, the cheapest affordable
	s.Mission = id(s, "mission-Help Villagers") // Tools or Bribe or Med Kit
	if sf := s.MissionShortfall(); sf.Needs != nil {
		t.Fatalf("Tools on the map answer Help Villagers: %+v", sf)
	}
	s.P(id(s, "tools")).Place = Available
	if sf := s.MissionShortfall(); len(sf.Needs) != 1 || sf.Price != 2 || !sf.Affordable {
		t.Fatalf("Help Villagers: one 2 PP piece: %+v", sf)
	}

	s.Mission = None
	if sf := s.MissionShortfall(); sf.Needs != nil || sf.Affordable {
		t.Fatalf("no mission, nothing lacking: %+v", sf)
	}
}

// 6.1, 16.0: with New Old Stock off, an old-stock piece that would answer
// the mission's need (the PRC-25 for a Radio) is not on sale, so the
// shortfall prices the Radio the shop does sell, and the PP buy it.
func TestMissionShortfallPricesWhatIsOnSale_6_1(t *testing.T) {
	r := scenarioRules(t)
	s := NewState(r, Options{}, 3)
	s.Phase, s.PP = PhaseMission, 50
	for _, id := range s.IDs() {
		if s.Spec(id).Kind == KindBaseCamp {
			put(s, id, MustHex("1117")) // the gear goes into a camp (12.10)
			break
		}
	}
	for _, id := range s.IDs() {
		sp := s.Spec(id)
		if sp.Kind == KindMission && len(sp.Requires) == 1 && slices.Equal(sp.Requires[0], []string{"Radio"}) {
			s.Mission = id
		}
	}
	if s.Mission == None {
		t.Fatal("no mission in the shipped mix needs a Radio alone")
	}
	sf := s.MissionShortfall()
	if !slices.Equal(sf.Needs, []string{"Radio"}) || !sf.Affordable || sf.Price < 2 {
		t.Fatalf("a Radio lacking, 50 PP: %+v, want it affordable at the shop's Radio's price", sf)
	}
}
