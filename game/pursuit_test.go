package game

import (
	"slices"
	"testing"
)

// pursuitSetup puts a detected team at 1010 and an enemy unit (move 3) at h.
func pursuitSetup(t *testing.T, h Hex) (*State, PieceID, PieceID) {
	s := midGame(t)
	s.P(id(s, "camp-1")).Place = Available // no camp unless a test adds one
	s.P(id(s, "camp-1")).Hex = NoHex
	team, enemy := id(s, "a-team-1"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	s.P(team).Detected = true
	put(s, enemy, h)
	return s, team, enemy
}

func runEnemyMove(s *State, enemy PieceID) []Event {
	s.Tasks = []Task{{Kind: TaskEnemyMove, Piece: enemy, MP: s.MoveValue(enemy)}}
	var evs events
	s.run(&evs)
	ev := evs.list
	return ev
}

// 12.9: an enemy unit moves straight at the closest detected team, as far
// as its movement goes, and stops once adjacent.
func TestPursuit_12_9(t *testing.T) {
	s, _, enemy := pursuitSetup(t, MustHex("1016"))
	runEnemyMove(s, enemy)
	if got := s.P(enemy).Hex; got != MustHex("1013") {
		t.Fatalf("after one phase the unit is at %s, want 1013 (3 hexes closer)", got)
	}
	runEnemyMove(s, enemy)
	if got := s.P(enemy).Hex; got != MustHex("1011") {
		t.Fatalf("it stops adjacent: at %s, want 1011", got)
	}
}

// 10.6: enemy units pay terrain, and always may make a minimum move.
func TestEnemyMinimumMove_10_6(t *testing.T) {
	s, _, enemy := pursuitSetup(t, MustHex("1013"))
	s.rules.Mix.Specs[s.P(enemy).Spec].Move = 1
	s.rules.Board.SetTerrain(MustHex("1012"), TerrainSet(0).With(Peak))
	runEnemyMove(s, enemy)
	if got := s.P(enemy).Hex; got != MustHex("1012") {
		t.Fatalf("minimum move onto the peak: at %s, want 1012", got)
	}
}

// 10.6: a unit entering an all-water hex halts there.
func TestEnemyHaltsInWater_10_6(t *testing.T) {
	s, _, enemy := pursuitSetup(t, MustHex("1016"))
	s.rules.Board.SetTerrain(MustHex("1015"), TerrainSet(0).With(River))
	runEnemyMove(s, enemy)
	if got := s.P(enemy).Hex; got != MustHex("1015") {
		t.Fatalf("at %s, want halted in the river at 1015", got)
	}
}

// 10.6: a unit with movement 0 never moves.
func TestStaticEnemy_10_6(t *testing.T) {
	s, _, enemy := pursuitSetup(t, MustHex("1016"))
	s.rules.Mix.Specs[s.P(enemy).Spec].Move = 0
	runEnemyMove(s, enemy)
	if got := s.P(enemy).Hex; got != MustHex("1016") {
		t.Fatalf("a static unit moved to %s", got)
	}
}

// tieStart finds an enemy position next to two hexes equally closer to
// the team at 1010.
func tieStart(t *testing.T, s *State) (Hex, [2]Hex) {
	target := MustHex("1010")
	for _, h := range Ring(target, 3) {
		if steps := s.PursuitSteps(h, target); len(steps) == 2 {
			return h, [2]Hex{steps[0], steps[1]}
		}
	}
	t.Fatal("no tie found")
	return NoHex, [2]Hex{}
}

// 12.9 note: of two equally close hexes the cheaper to enter; 12.4 note:
// then the one closer to the nearest base camp; then the player chooses.
func TestPursuitTieBreaks_12_9_12_4(t *testing.T) {
	s, _, enemy := pursuitSetup(t, MustHex("1016"))
	start, pair := tieStart(t, s)
	target := MustHex("1010")

	s.rules.Board.SetTerrain(pair[0], TerrainSet(0).With(Village))
	if got := s.PursuitSteps(start, target); len(got) != 1 || got[0] != pair[1] {
		t.Fatalf("cost tie-break: %v, want only %s", got, pair[1])
	}
	s.rules.Board.SetTerrain(pair[0], 0)

	camp := id(s, "camp-1")
	far := pair[1]
	// a camp beyond pair[0], away from pair[1]
	for _, h := range Ring(pair[0], 2) {
		if s.rules.Board.Contains(h) && Distance(h, pair[0]) < Distance(h, far) {
			put(s, camp, h)
			break
		}
	}
	if got := s.PursuitSteps(start, target); len(got) != 1 || got[0] != pair[0] {
		t.Fatalf("base camp tie-break: %v, want only %s", got, pair[0])
	}
	s.P(camp).Place, s.P(camp).Hex = Available, NoHex

	put(s, enemy, start)
	runEnemyMove(s, enemy)
	if s.Pending == nil || s.Pending.Kind != DecPursuitHex || len(s.Pending.Options) != 2 {
		t.Fatalf("a true tie is the player's choice: pending %+v", s.Pending)
	}
	must(t, s, Action{Type: ActChoose, Option: 1})
	if s.P(enemy).Hex == start {
		t.Fatal("the unit must move on after the choice")
	}
}

// 12.4 note: a unit equally close to two detected teams pursues the one
// the player picks.
func TestPursuitTargetChoice_12_4(t *testing.T) {
	s, _, enemy := pursuitSetup(t, MustHex("1016"))
	other := id(s, "b-team-1")
	put(s, other, MustHex("1022"))
	s.P(other).Detected = true
	runEnemyMove(s, enemy)
	if s.Pending == nil || s.Pending.Kind != DecPursuitTarget {
		t.Fatalf("want the pursuit-target question, got %+v", s.Pending)
	}
	must(t, s, Action{Type: ActChoose, Option: 1})
	if got := s.P(enemy).Hex; got != MustHex("1019") {
		t.Fatalf("chasing the team at 1022: at %s, want 1019", got)
	}
}

// 12.5, 12.10: once no detected team is left outside a base camp, every
// enemy unit leaves the map.
func TestHornetsNestEnds_12_5(t *testing.T) {
	s, team, enemy := pursuitSetup(t, MustHex("1016"))
	put(s, id(s, "camp-1"), MustHex("1012"))
	s.Dice.Script = []int{5}
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011"), MustHex("1012")}})
	ev := must(t, s, Action{Type: ActEndMove})
	if s.P(enemy).Place != InCup || hasEvent(ev, EvEnemyRemoved) == nil {
		t.Fatalf("enemy is %s: all units leave once the team is in camp", s.P(enemy).Place)
	}
	if s.P(team).Detected {
		t.Fatal("a team in a base camp is no longer detected")
	}
}

// 12.4: an enemy unit walking into a lone base camp destroys it for good.
func TestCampOverrun_12_4(t *testing.T) {
	s, _, enemy := pursuitSetup(t, MustHex("1016"))
	camp := id(s, "camp-1")
	put(s, camp, MustHex("1015"))
	ev := runEnemyMove(s, enemy)
	if s.P(camp).Place != Eliminated {
		t.Fatalf("camp is %s, want eliminated", s.P(camp).Place)
	}
	for _, e := range ev {
		if e.Type == EvEliminated && slices.Contains(e.Pieces, camp) && e.Rule != "12.10" && e.Rule != "12.4" {
			t.Errorf("the camp's fall cites %s, want 12.10 or 12.4: %q", e.Rule, e.Text)
		}
	}
	if hasEvent(ev, EvEliminated) == nil {
		t.Fatal("no event tells of the camp's fall")
	}
	if err := s.checkBuy(Action{Type: ActBuy, Piece: camp}); err == nil {
		t.Fatal("a destroyed base camp cannot be bought back (12.4)")
	}
}

// 10.9, ruling E7: each enemy unit moves and attacks before the next one
// moves. The first unit destroys the team next to it, so the second one
// pursues the detected team that is left instead of walking up to an
// empty hex.
func TestEachEnemyMovesThenAttacks_10_9(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseEnemy
	near, far := id(s, "a-team-1"), id(s, "b-team-1")
	first, second := id(s, "enemy-a"), id(s, "enemy-x") // counter order: first moves first
	put(s, near, MustHex("1010"))
	put(s, far, MustHex("1020"))
	s.P(near).Detected, s.P(far).Detected = true, true
	for _, cid := range []string{"cas-cmd", "cas-off"} {
		s.P(id(s, cid)).Place = Eliminated
	}
	wound := id(s, "cas-a")
	s.P(wound).Place, s.P(wound).Carrier = OnTeam, near
	s.P(near).Casualty = wound           // one more casualty eliminates it
	put(s, first, MustHex("1011"))       // next to the near team
	put(s, second, MustHex("1014"))      // 4 hexes from the near team, 6 from the far one
	s.Dice.Script = []int{6, 1, 1, 1, 1} // the first unit wins: 60+4 against 10+2-1
	var evs events
	s.enterPhase(PhaseEnemy, &evs)
	s.run(&evs)
	if s.Pending != nil {
		t.Fatalf("unexpected question %+v", s.Pending)
	}
	if s.P(near).Place != Eliminated {
		t.Fatalf("the near team is %s, want eliminated by the first unit", s.P(near).Place)
	}
	if d := Distance(s.P(second).Hex, s.P(far).Hex); d != 3 {
		t.Fatalf("the second unit ended at %s, %d hexes from the far team; want it to pursue that team (3 hexes away after moving 3)", s.P(second).Hex, d)
	}
}

// 2.3, 10.6, 13.3: dozens of enemy units, attack about 2-20, movement
// 0-6, several static (movement 0).
func TestEnemyUnits_10_6(t *testing.T) {
	m := cmShipped(t)
	enemies := m.OfKind(KindEnemy)
	if len(enemies) < 40 {
		t.Errorf("%d enemy units, want at least 40", len(enemies))
	}
	static := 0
	for _, s := range enemies {
		if s.Firepower < 2 || s.Firepower > 20 {
			t.Errorf("%s: attack %d, want 2-20", s.ID, s.Firepower)
		}
		if s.MoveType != MoveStandard || s.Move < 0 || s.Move > 6 {
			t.Errorf("%s: movement %s, want 0-6", s.ID, cmMoveText(s))
		}
		if s.Move == 0 {
			static++
		}
		if s.Cost != 0 || s.Noise != 0 {
			t.Errorf("%s: an enemy unit has no cost or noise", s.ID)
		}
	}
	if static < 3 {
		t.Errorf("%d enemy units with movement 0, want several", static)
	}
	for _, name := range []string{"Checkpoint", "IED", "Sniper Team"} {
		if s := cmOne(t, m, name); s.Move != 0 {
			t.Errorf("%s moves %d: 10.6 names it as a static unit", name, s.Move)
		}
	}
}
