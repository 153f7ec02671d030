package game

import (
	"strings"
	"testing"
)

// 3.0-3.6: cups filled, free pieces in hand, two enemy units on the PP track.
func TestSetup_3_0(t *testing.T) {
	g, err := New(fixtureRules(t), nil, 42)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	if s.PP != 100 {
		t.Fatalf("PP %d, want 100 (6.2)", s.PP)
	}
	if n := s.countPlace(KindEnemy, OnTrack); n != 2 {
		t.Fatalf("%d enemy units on the PP track, want 2 (3.6)", n)
	}
	if n := s.countPlace(KindTeam, Bought); n != 2 {
		t.Fatalf("%d free teams, want 2 (3.2)", n)
	}
	if n := s.countPlace(KindCommander, Bought) + s.countPlace(KindOfficer, Bought); n != 2 {
		t.Fatalf("%d free leaders, want 2 (3.3)", n)
	}
	if len(s.InCup(KindMission)) != 4 || len(s.InCup(KindCasualty)) != 16 {
		t.Fatal("missions and casualties start in their cups")
	}
}

// 3.1: a base camp may not be in or next to a village; 6.3: a camp near
// the north-east edge earns 10 PP; 3.4: then the first mission is drawn.
func TestBaseCampAndFOB_3_1_6_3(t *testing.T) {
	g, _ := New(fixtureRules(t), nil, 42)
	s := g.State
	s.rules.Board.SetTerrain(MustHex("0505"), TerrainSet(0).With(Village))
	if _, err := g.Do(Action{Type: ActBuy, Piece: id(s, "camp-2")}); err != nil {
		t.Fatal(err)
	}
	if s.PP != 90 {
		t.Fatalf("PP %d after buying a camp for 10", s.PP)
	}
	must(t, s, Action{Type: ActEndPhase})
	for _, h := range []string{"0505", "0506"} {
		_, err := s.Apply(Action{Type: ActPlaceCamp, Piece: id(s, "camp-1"), Hex: MustHex(h)})
		if err == nil || !strings.Contains(err.Error(), "village") {
			t.Errorf("camp at %s: %v, want refused near a village", h, err)
		}
	}
	must(t, s, Action{Type: ActPlaceCamp, Piece: id(s, "camp-1"), Hex: MustHex("2403")}) // 2 from 2601
	if _, err := s.Apply(Action{Type: ActEndPhase}); err == nil {
		t.Fatal("both bought camps must be placed first")
	}
	must(t, s, Action{Type: ActPlaceCamp, Piece: id(s, "camp-2"), Hex: MustHex("1020")})
	ev := must(t, s, Action{Type: ActEndPhase})
	if s.PP != 100 || hasEvent(ev, EvPP) == nil {
		t.Fatalf("PP %d: 90 + 10 for one forward operating base", s.PP)
	}
	if s.SetupStep != SetupDeploy {
		t.Fatal("with two camps the player deploys")
	}
	if s.P(id(s, "a-team-1")).Hex != MustHex("2403") {
		t.Fatal("pieces start in the first camp")
	}
	must(t, s, Action{Type: ActDeploy, Piece: id(s, "a-team-1"), Hex: MustHex("1020")})
	ev = must(t, s, Action{Type: ActEndPhase})
	if s.Phase != PhaseMission || s.Mission == None || hasEvent(ev, EvMission) == nil {
		t.Fatalf("3.4: the first mission follows set-up (phase %s)", s.Phase)
	}
}

// 6.0: gear is bought in the placement phase, goes to a base camp, and
// costs PP; 16.0: old stock needs its surcharge roll first.
func TestPurchases_6_0_16_0(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseMission
	radio := id(s, "radio")
	must(t, s, Action{Type: ActBuy, Piece: radio})
	if p := s.P(radio); p.Place != OnMap || p.Hex != MustHex("0101") || s.PP != 97 {
		t.Fatalf("radio %s at %s, PP %d", p.Place, p.Hex, s.PP)
	}
	m60 := id(s, "m60")
	if _, err := s.Apply(Action{Type: ActBuy, Piece: m60}); err == nil || !strings.Contains(err.Error(), "roll") {
		t.Fatalf("old stock before its roll: %v", err)
	}
	s.Dice.Script = []int{10} // a "0": no surcharge (16.0)
	must(t, s, Action{Type: ActOldStock, Piece: m60})
	if s.Price(m60) != 2 {
		t.Fatalf("price %d, want 2 + 0", s.Price(m60))
	}
	if _, err := s.Apply(Action{Type: ActOldStock, Piece: m60}); err == nil {
		t.Fatal("one roll per piece")
	}
	s.PP = 1
	if _, err := s.Apply(Action{Type: ActBuy, Piece: m60}); err == nil || !strings.Contains(err.Error(), "costs 2 PP") {
		t.Fatalf("buying beyond PP: %v", err)
	}
}

// 12.11: moving a base camp costs a d10 of PP.
func TestMoveCamp_12_11(t *testing.T) {
	s := midGame(t, 7)
	s.Phase = PhaseMission
	camp := id(s, "camp-1")
	must(t, s, Action{Type: ActMoveCamp, Piece: camp})
	if s.PP != 93 || s.P(camp).Place != Bought {
		t.Fatalf("PP %d, camp %s", s.PP, s.P(camp).Place)
	}
	if _, err := s.Apply(Action{Type: ActEndPhase}); err == nil {
		t.Fatal("the lifted camp must be placed again")
	}
	must(t, s, Action{Type: ActPlaceCamp, Piece: camp, Hex: MustHex("2601")})
	if s.PP != 93 {
		t.Fatal("a moved camp earns no FOB bonus (12.11 note)")
	}
}

// 7.0, 7.1, 10.10: a team halting in the mission hex with the required
// gear accomplishes it and earns its award.
func TestAccomplishMission_7_1(t *testing.T) {
	s := midGame(t, 10)
	mission := id(s, "mission-Build Infrastructure")
	team, tools := id(s, "a-team-1"), id(s, "tools")
	put(s, mission, MustHex("1012"))
	s.Mission = mission
	put(s, team, MustHex("1010"))
	put(s, tools, MustHex("1010"))
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011"), MustHex("1012")}})
	must(t, s, Action{Type: ActEndMove})
	if s.Mission != mission {
		t.Fatal("without Tools the mission is not accomplished")
	}
	// next turn, with the Tools
	s.P(team).Moved = false
	s.P(team).Hex, s.P(tools).Hex = MustHex("1010"), MustHex("1010")
	carry(s, tools, team)
	s.Dice.Script = []int{10}
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011"), MustHex("1012")}})
	ev := must(t, s, Action{Type: ActEndMove})
	if s.Mission != None || s.P(mission).Place != AccomplishedBox || hasEvent(ev, EvAccomplished) == nil {
		t.Fatal("with Tools it is accomplished")
	}
	if s.PP != 108 {
		t.Fatalf("PP %d, want 100 + 8", s.PP)
	}
}

// 7.0: a mission drawn onto a team is accomplished at once, and the team
// is detected.
func TestMissionOnTeam_7_0(t *testing.T) {
	s := midGame(t)
	for _, sid := range s.IDs() {
		if sp := s.Spec(sid); sp.Kind == KindMission && sp.Name != "Insert C.I.A. Agent" {
			s.P(sid).Place = Eliminated
		}
	}
	team := id(s, "a-team-1")
	put(s, team, MustHex("0906"))
	s.Phase = PhaseSuccess
	s.Dice.Script = []int{1, 1, 1, 1} // placement roll 1-2: 0906; then 1 enemy north 1
	ev := must(t, s, Action{Type: ActEndPhase})
	if hasEvent(ev, EvAccomplished) == nil || !s.P(team).Detected && hasEvent(ev, EvDetected) == nil {
		t.Fatalf("want accomplished and detected, got %v", ev)
	}
}

// 7.2: forfeiting counts against the player; 5.0: the assessment table.
func TestForfeitAndVictory_7_2_5_0(t *testing.T) {
	s := midGame(t)
	s.Mission = id(s, "mission-Reinforce Unit")
	put(s, s.Mission, MustHex("1703"))
	must(t, s, Action{Type: ActForfeit})
	v := s.Victory()
	if v.Forfeited != 1 || v.Score != -1 || v.Level != "Court-martial" {
		t.Fatalf("%+v", v)
	}
	for score, want := range map[int]string{0: "Court-martial", 1: "Demotion", 4: "Reassignment", 6: "Poor performance",
		8: "Adequate performance", 10: "Meritorious service", 14: "Promotion", 20: "Award", 27: "Award and Promotion",
		29: "National Hero", 30: "Medal of Honor"} {
		if got := Level(score); got != want {
			t.Errorf("Level(%d) = %q, want %q", score, got, want)
		}
	}
}

// 17.0: with misadventure on, the mission needs d6×10 under the stack's
// attack value.
func TestMisadventure_17_0(t *testing.T) {
	s := midGame(t, 10, 1)
	s.Options.Misadventure = true
	mission := id(s, "mission-Insert C.I.A. Agent")
	put(s, mission, MustHex("1011"))
	s.Mission = mission
	team := id(s, "a-team-1")
	put(s, team, MustHex("1010"))
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
	ev := must(t, s, Action{Type: ActEndMove})
	r := hasEvent(ev, EvRoll)
	if r == nil || r.Success || s.Mission != mission {
		t.Fatalf("10 is not under 2: the mission stays (%+v)", r)
	}
}

// 15.0: a nominated weapon suppresses on a d6 above the range.
func TestSuppressiveFire_15_0(t *testing.T) {
	s := midGame(t)
	team, m249, enemy := id(s, "a-team-1"), id(s, "m249"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	put(s, m249, MustHex("1010"))
	carry(s, m249, team)
	s.P(team).Detected = true
	put(s, enemy, MustHex("1014"))
	s.Phase = PhaseCombat
	s.Dice.Script = []int{5} // 5 > 4 hexes
	must(t, s, Action{Type: ActEndPhase})
	if s.Pending == nil || s.Pending.Kind != DecSuppression {
		t.Fatalf("want the suppression step, got %+v", s.Pending)
	}
	if _, err := s.Apply(Action{Type: ActNominate, Piece: id(s, "radio"), Target: enemy}); err == nil {
		t.Fatal("only weapons suppress")
	}
	must(t, s, Action{Type: ActNominate, Piece: m249, Target: enemy})
	ev := must(t, s, Action{Type: ActChoose, Option: 0})
	sup := hasEvent(ev, EvSuppression)
	if sup == nil || !sup.Success {
		t.Fatalf("suppression %+v", sup)
	}
	if s.P(enemy).Hex != MustHex("1014") {
		t.Fatal("a suppressed unit does not move")
	}
	if s.P(m249).Spent || s.P(enemy).Suppressed {
		t.Fatal("both flip back at the end of the phase")
	}
}

// 18.2: a Med Kit removes a casualties marker and is used up.
func TestFirstAid_18_2(t *testing.T) {
	s := midGame(t)
	team, kit, m := id(s, "a-team-1"), id(s, "medkit"), id(s, "cas-a")
	put(s, team, MustHex("1010"))
	put(s, kit, MustHex("1010"))
	carry(s, kit, team)
	s.P(m).Place, s.P(m).Carrier = OnTeam, team
	s.P(team).Casualty = m
	must(t, s, Action{Type: ActFirstAid, Piece: team})
	if s.P(team).Casualty != None || s.P(kit).Place != Eliminated || s.P(m).Place != InCup {
		t.Fatal("first aid: marker back in the cup, Med Kit gone for good")
	}
}

// 18.3: a set booby trap kills the first enemy unit to enter its hex.
func TestBoobyTrap_18_3(t *testing.T) {
	s, _, enemy := pursuitSetup(t, MustHex("1016"))
	trap, other := id(s, "trap"), id(s, "b-team-1")
	put(s, other, MustHex("1014"))
	put(s, trap, MustHex("1014"))
	carry(s, trap, other)
	s.Phase = PhaseMovement
	must(t, s, Action{Type: ActSetTrap, Piece: trap})
	s.P(other).Hex = MustHex("0520")
	runEnemyMove(s, enemy)
	if s.P(enemy).Place != InCup || s.P(trap).Place != Eliminated {
		t.Fatalf("enemy %s, trap %s", s.P(enemy).Place, s.P(trap).Place)
	}
}

// Undo goes back to the last die roll, and no further.
func TestUndo(t *testing.T) {
	g, _ := New(fixtureRules(t), nil, 3)
	must(t, g.State, Action{Type: ActEndPhase}) // not through g: no snapshot
	if _, err := g.Do(Action{Type: ActPlaceCamp, Piece: id(g.State, "camp-1"), Hex: MustHex("1010")}); err != nil {
		t.Fatal(err)
	}
	if !g.CanUndo() {
		t.Fatal("placing a camp rolls nothing: undoable")
	}
	if err := g.Undo(); err != nil || g.State.P(id(g.State, "camp-1")).Place != Bought {
		t.Fatal("undo must lift the camp again")
	}
	g.Do(Action{Type: ActPlaceCamp, Piece: id(g.State, "camp-1"), Hex: MustHex("1010")})
	g.Do(Action{Type: ActEndPhase}) // draws the first mission: dice
	if g.CanUndo() {
		t.Fatal("no undo past a die roll")
	}
}

// The same seed and actions give the same game, event for event.
func TestDeterministicReplay(t *testing.T) {
	r := fixtureRules(t)
	g, _ := New(r, nil, 99)
	rng := newTestRand(99)
	if err := PlayRandom(g, rng, 400); err != nil {
		t.Fatal(err)
	}
	g2, _, err := Replay(r, nil, 99, g.Log)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := stateJSON(t, g.State), stateJSON(t, g2.State); a != b {
		t.Fatal("replay differs from the game")
	}
}
