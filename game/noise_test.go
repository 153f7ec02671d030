package game

import (
	"slices"
	"strings"
	"testing"
)

// 12.0: d10 at or under the noise total detects; a 0 never does, a 1 always.
func TestNoiseRoll_12_0(t *testing.T) {
	cases := []struct {
		roll, total int
		want        bool
	}{
		{10, 15, false}, // "0" never detects, even against 15
		{1, -3, true},   // "1" always detects
		{5, 5, true},
		{6, 5, false},
		{2, 3, true},
	}
	for _, c := range cases {
		if got := detects(c.roll, c.total); got != c.want {
			t.Errorf("roll %d against %d: detected=%v, want %v", c.roll, c.total, got, c.want)
		}
	}
	if DetectionChance(0) != 1 || DetectionChance(20) != 9 || DetectionChance(4) != 4 {
		t.Error("DetectionChance: 1 in 10 at least, 9 in 10 at most")
	}
}

// 12.0, 12.1: the noise total adds every SF piece in the hex and the
// terrain; 12.2: a one-hex move zeroes positive terrain noise.
func TestNoiseTotalAndStealth_12_1_12_2(t *testing.T) {
	s := midGame(t)
	team, officer, m249 := id(s, "a-team-1"), id(s, "officer-1"), id(s, "m249")
	h := MustHex("1010")
	s.rules.Board.SetTerrain(h, TerrainSet(0).With(Trail))
	for _, p := range []PieceID{team, officer, m249} {
		put(s, p, h)
	}
	carry(s, m249, team)
	total, terms := s.NoiseTotal(h, 2)
	if total != 2+1+1+3 {
		t.Fatalf("noise %d (%v), want A-Team 2 + officer 1 + M249 1 + trail 3 = 7", total, terms)
	}
	if stealthy, _ := s.NoiseTotal(h, 1); stealthy != 4 {
		t.Fatalf("stealthy noise %d, want 4: the trail counts 0 after a one-hex move", stealthy)
	}
	s.rules.Board.SetTerrain(h, TerrainSet(0).With(River))
	if stealthy, _ := s.NoiseTotal(h, 1); stealthy != 3 {
		t.Fatalf("stealthy into a river: %d, want 4-1=3 (12.2: below 0 stays)", stealthy)
	}
}

// 12.0: a team's move ends with one noise check in its final hex; leaders
// moving alone make none (12.6).
func TestNoiseCheckAfterMove_12_0(t *testing.T) {
	s := midGame(t, 10) // a "0": not detected
	team, officer := id(s, "a-team-1"), id(s, "officer-1")
	put(s, team, MustHex("1010"))
	put(s, officer, MustHex("1510"))
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011"), MustHex("1012")}})
	ev := must(t, s, Action{Type: ActEndMove})
	n := hasEvent(ev, EvNoise)
	if n == nil || n.Success || n.Dice[0].Value != 10 {
		t.Fatalf("noise check event %+v", n)
	}
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{officer}, Path: []Hex{MustHex("1511")}})
	ev = must(t, s, Action{Type: ActEndMove})
	if hasEvent(ev, EvNoise) != nil {
		t.Fatal("a leader alone makes no noise (12.6)")
	}
}

// escapeQuestion moves an A-Team hauling a Radio one hex and rolls a "1"
// for its noise: detected, it is asked whether to escape (12.3).
func escapeQuestion(t *testing.T) (s *State, team, radio PieceID) {
	s = midGame(t, 1)
	team, radio = id(s, "a-team-1"), id(s, "radio")
	put(s, team, MustHex("1010"))
	put(s, radio, MustHex("1010"))
	carry(s, radio, team)
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
	must(t, s, Action{Type: ActEndMove})
	if s.Pending == nil || s.Pending.Kind != DecEscape {
		t.Fatalf("want the escape question, got %+v", s.Pending)
	}
	return s, team, radio
}

// 12.3: a detected stack may escape to a base camp before the enemy is
// drawn, losing its gear.
func TestEscape_12_3(t *testing.T) {
	s, team, radio := escapeQuestion(t)
	ev := must(t, s, Action{Type: ActChoose, Option: 1})
	if s.P(team).Hex != MustHex("0101") || s.P(team).Detected {
		t.Fatalf("team at %s detected=%v, want safe in the camp at 0101", s.P(team).Hex, s.P(team).Detected)
	}
	if s.P(radio).Place != Available {
		t.Fatal("the abandoned Radio is eliminated")
	}
	if hasEvent(ev, EvEnemyCount) != nil {
		t.Fatal("no enemy units after an escape")
	}
}

// 12.7, 12.8: d6 units, each scattered by a direction and a distance die,
// wrapping off the north edge onto the south edge.
func TestScatterWrap_12_8(t *testing.T) {
	s := midGame(t)
	team := id(s, "a-team-1")
	put(s, team, MustHex("0402"))
	s.P(team).Detected = true
	s.Dice.Script = []int{1, 1, 3} // one unit; north; 3 hexes
	s.Tasks = []Task{{Kind: TaskEnemyArrival, Hex: MustHex("0402")}}
	var evs events
	s.run(&evs)
	ev := evs.list
	sc := hasEvent(ev, EvScatter)
	if sc == nil || sc.Hex != MustHex("0435") || !sc.Wrapped {
		t.Fatalf("scatter %+v, want 0435 after wrapping off the north edge", sc)
	}
	if s.P(sc.Piece).Place != OnMap || s.P(sc.Piece).Hex != MustHex("0435") {
		t.Fatal("the unit must be on the map there")
	}
}

// 12.8 exception: a unit scattered into an all-water hex goes back.
func TestScatterIntoWater_12_8(t *testing.T) {
	s := midGame(t)
	s.rules.Board.SetTerrain(MustHex("1008"), TerrainSet(0).With(River))
	s.Dice.Script = []int{1, 1, 2} // one unit; north 2 from 1010
	s.Tasks = []Task{{Kind: TaskEnemyArrival, Hex: MustHex("1010")}}
	var evs events
	s.run(&evs)
	ev := evs.list
	sc := hasEvent(ev, EvScatter)
	if sc == nil || sc.Hex != MustHex("1008") || sc.Success {
		t.Fatalf("scatter %+v, want into the river at 1008, not placed", sc)
	}
	if len(s.OnMapOf(KindEnemy)) != 0 {
		t.Fatal("the unit goes back into the cup")
	}
}

// 12.8: a unit placed on other SF pieces detects them and will attack them;
// 10.9, 12.4: placed on loose gear or a lone base camp, it destroys it.
func TestScatterOntoPieces_12_8(t *testing.T) {
	s := midGame(t)
	other, radio := id(s, "b-team-1"), id(s, "radio")
	put(s, other, MustHex("1012"))
	put(s, radio, MustHex("1008"))
	s.Dice.Script = []int{2, 4, 2, 1, 2} // two units: south 2 → 1012; north 2 → 1008
	s.Tasks = []Task{{Kind: TaskEnemyArrival, Hex: MustHex("1010")}}
	var evs events
	s.run(&evs)
	if !s.P(other).Detected {
		t.Fatal("the team the unit lands on is detected")
	}
	if s.P(radio).Place != Available {
		t.Fatal("loose gear the unit lands on is eliminated")
	}
}

// 7.1, 10.10, 12.3, ruling M1: a team that halts on the mission with what
// it needs has accomplished it when its move ends, before the noise check;
// escaping to a camp afterwards cannot take the mission back.
func TestMissionBeforeEscape_12_3(t *testing.T) {
	s := midGame(t, 1) // the noise d10 shows 1: detected
	team, mission := id(s, "a-team-1"), id(s, "mission-Insert C.I.A. Agent")
	put(s, team, MustHex("1010"))
	put(s, mission, MustHex("1011"))
	s.Mission = mission
	pp := s.PP
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
	must(t, s, Action{Type: ActEndMove})
	if s.Mission != None || s.P(mission).Place != AccomplishedBox {
		t.Fatalf("mission %v at %s when the move ended on it, want accomplished", s.P(mission).Place, s.P(mission).Hex)
	}
	if s.Pending == nil || s.Pending.Kind != DecEscape {
		t.Fatalf("the noise check still follows: want the escape question, got %+v", s.Pending)
	}
	must(t, s, Action{Type: ActChoose, Option: 1})
	if s.P(team).Hex != MustHex("0101") {
		t.Fatalf("team at %s, want escaped to the camp", s.P(team).Hex)
	}
	if s.P(mission).Place != AccomplishedBox || s.PP != pp+s.Spec(mission).Firepower {
		t.Fatalf("after the escape: mission %v, PP %d, want accomplished and %d PP", s.P(mission).Place, s.PP, pp+s.Spec(mission).Firepower)
	}
}

// 12.7, 12.8: all the units the d6 calls for are drawn before any is
// placed; one scattered into a river goes back to the cup and is not drawn
// again in the same placement.
func TestDrawAllBeforePlacing_12_7(t *testing.T) {
	s := midGame(t)
	s.rules.Board.SetTerrain(MustHex("1008"), TerrainSet(0).With(River))
	// keep two units in the cup: the first drawn goes into the river
	cup := s.InCup(KindEnemy)
	for _, e := range cup[2:] {
		s.P(e).Place = Eliminated
	}
	s.Dice.Script = []int{3, 1, 2, 4, 1, 4, 3} // 3 units called for; north 2 (river), south-ish 1, ...
	s.Tasks = []Task{{Kind: TaskEnemyArrival, Hex: MustHex("1010")}}
	var evs events
	s.run(&evs)
	ev := evs.list
	var scattered []PieceID
	for _, e := range ev {
		if e.Type == EvScatter {
			scattered = append(scattered, e.Piece)
		}
	}
	if len(scattered) != 2 {
		t.Fatalf("%d units scattered, want the 2 the cup holds: %v", len(scattered), scattered)
	}
	if scattered[0] == scattered[1] {
		t.Fatalf("%s went into the river and came out of the cup again in the same placement", s.Name(scattered[0]))
	}
	if hasEvent(ev, EvInfo) == nil {
		t.Fatal("no word that the cup ran short of the 3 units called for")
	}
}

// 10.9, 10.11, ruling E8: an enemy unit shares a team's hex (12.8). What
// the team puts down there is safe while a team stays; once the last team
// leaves, by moving away, by escaping or by being eliminated, the gear,
// leaders and vehicles left behind are eliminated, each loss an event
// citing 10.11. With no enemy in the hex, gear left behind stays.
func TestGearLeftWithTheEnemy_10_11(t *testing.T) {
	h, away := MustHex("1010"), MustHex("1011")
	setup := func(t *testing.T) (s *State, team, radio, enemy PieceID) {
		s = midGame(t)
		team, radio, enemy = id(s, "a-team-1"), id(s, "radio"), id(s, "enemy-x")
		for _, p := range []PieceID{team, radio, enemy} {
			put(s, p, h)
		}
		carry(s, radio, team)
		return s, team, radio, enemy
	}
	lostEvent := func(t *testing.T, ev []Event, want ...PieceID) {
		t.Helper()
		for _, e := range ev {
			if e.Type == EvEliminated && e.Rule == "10.11" && e.Hex == h && slices.Equal(e.Pieces, want) {
				return
			}
		}
		t.Fatalf("no elimination event citing 10.11 for %v at %s in %v", want, h, ev)
	}

	t.Run("stripped, then the team moves away", func(t *testing.T) {
		s, team, radio, enemy := setup(t)
		cmd, truck := id(s, "commander-1"), id(s, "truck")
		put(s, cmd, h)
		put(s, truck, h)
		must(t, s, Action{Type: ActCarry, Piece: radio, Target: None})
		if s.P(radio).Place != OnMap {
			t.Fatal("stripped gear is stacked with the team while it stays: it is not lost yet")
		}
		ev := must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{away}})
		lostEvent(t, ev, cmd, radio, truck)
		if s.P(radio).Place != Available || s.P(truck).Place != Available || s.P(cmd).Place != Eliminated {
			t.Fatalf("left with %s: Radio %s, Truck %s, commander %s; want the gear and truck eliminated (may be bought again), the commander for good",
				s.Name(enemy), s.P(radio).Place, s.P(truck).Place, s.P(cmd).Place)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("another team stays", func(t *testing.T) {
		s, team, radio, _ := setup(t)
		put(s, id(s, "b-team-1"), h)
		must(t, s, Action{Type: ActCarry, Piece: radio, Target: None})
		must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{away}})
		if s.P(radio).Place != OnMap || s.P(radio).Hex != h {
			t.Fatalf("the Radio is %s: with a team still in the hex it is safe", s.P(radio).Place)
		}
	})
	t.Run("no enemy in the hex", func(t *testing.T) {
		s, team, radio, enemy := setup(t)
		s.toCup(enemy)
		must(t, s, Action{Type: ActCarry, Piece: radio, Target: None})
		ev := must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{away}})
		if s.P(radio).Place != OnMap || hasEvent(ev, EvEliminated) != nil {
			t.Fatalf("stripped gear with no enemy about waits in its hex (10.11): Radio %s", s.P(radio).Place)
		}
	})
	t.Run("escape", func(t *testing.T) {
		s, team, radio, _ := setup(t)
		m249 := id(s, "m249")
		put(s, m249, h) // loose beside the team: not abandoned (12.3), but left with the enemy
		s.P(team).Detected = true
		s.Tasks = []Task{{Kind: TaskEscape, Hex: h}, {Kind: TaskEnemyArrival, Hex: h}}
		var evs events
		s.run(&evs)
		if s.Pending == nil || s.Pending.Kind != DecEscape {
			t.Fatalf("want the escape question, got %+v", s.Pending)
		}
		if l := s.Pending.Options[1].Label; !strings.Contains(l, "abandoning Radio") || !strings.Contains(l, "M249 left to the enemy") {
			t.Fatalf("the escape option %q does not name both the Radio abandoned and the M249 left to the enemy", l)
		}
		ev := must(t, s, Action{Type: ActChoose, Option: 1})
		if s.P(team).Hex != MustHex("0101") || s.P(radio).Place != Available {
			t.Fatalf("team at %s, Radio %s: want escaped, its hauled Radio abandoned (12.3)", s.P(team).Hex, s.P(radio).Place)
		}
		lostEvent(t, ev, m249)
		if s.P(m249).Place != Available {
			t.Fatalf("the loose M249 is %s, want eliminated with the enemy in its hex", s.P(m249).Place)
		}
	})
	t.Run("the team is eliminated", func(t *testing.T) {
		s, team, _, _ := setup(t)
		off := id(s, "officer-1")
		put(s, off, h)
		s.eliminatePermanently(team)
		s.Tasks = []Task{{Kind: TaskClaim, Hex: h}}
		var evs events
		s.run(&evs)
		lostEvent(t, evs.list, off)
		if s.P(off).Place != Eliminated {
			t.Fatalf("the officer left alone with the enemy is %s, want eliminated (ruling E6)", s.P(off).Place)
		}
	})
}
