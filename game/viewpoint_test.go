package game

import (
	"slices"
	"testing"
)

// In the Friendly Combat Phase an enemy unit pointed at is the target
// whose attacks are shown (13.0); a team, or an enemy unit in another
// phase, means nothing of its own.
func TestPointAtTarget_13_0(t *testing.T) {
	s := midGame(t)
	team, enemy := id(s, "a-team-1"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	put(s, enemy, MustHex("1011"))
	if pt := s.PointAt(enemy, None); pt.Kind != PointNothing {
		t.Fatalf("an enemy unit in the movement phase: %+v, want nothing", pt)
	}
	s.Phase = PhaseCombat
	if pt := s.PointAt(enemy, None); pt.Kind != PointTarget || pt.Piece != enemy {
		t.Fatalf("an enemy unit in the combat phase: %+v, want a target", pt)
	}
	if pt := s.PointAt(team, None); pt.Kind != PointNothing {
		t.Fatalf("a team in the combat phase: %+v, want nothing", pt)
	}
	for _, bad := range []PieceID{None, PieceID(len(s.Pieces) + 1), id(s, "enemy-a")} { // the last is off the map
		if pt := s.PointAt(bad, None); pt.Kind != PointNothing {
			t.Errorf("piece %d: %+v, want nothing", bad, pt)
		}
	}
}

// In the suppressive fire step a weapon pointed at is chosen; an enemy
// unit pointed at next is its nomination, the very item FireItems lists
// (15.0); an enemy unit with no weapon chosen means nothing.
func TestPointAtSuppression_15_0(t *testing.T) {
	s := midGame(t)
	team, m249, enemy := id(s, "a-team-1"), id(s, "m249"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	put(s, m249, MustHex("1010"))
	carry(s, m249, team)
	s.P(team).Detected = true
	put(s, enemy, MustHex("1012"))
	s.Phase = PhaseCombat
	s.Dice.Script = []int{5, 5}
	must(t, s, Action{Type: ActEndPhase})
	if s.Pending == nil || s.Pending.Kind != DecSuppression {
		t.Fatalf("no suppressive fire step: %+v", s.Pending)
	}
	if pt := s.PointAt(m249, None); pt.Kind != PointWeapon {
		t.Fatalf("the M249: %+v, want a weapon chosen", pt)
	}
	if pt := s.PointAt(enemy, None); pt.Kind != PointNothing {
		t.Fatalf("the enemy unit with no weapon chosen: %+v, want nothing", pt)
	}
	pt := s.PointAt(enemy, m249)
	want := Action{Type: ActNominate, Piece: m249, Target: enemy}
	if pt.Kind != PointFire || !sameAction(pt.Act, want) || !pt.OK() {
		t.Fatalf("the enemy unit after the M249: %+v, want %v", pt, want)
	}
	must(t, s, pt.Act)
	if !slices.Contains(s.Nominations, Nomination{Weapon: m249, Target: enemy}) {
		t.Fatal("the nomination was not made")
	}
}

// A vehicle a team rides, picked up alone, lifts its riders: put down
// elsewhere the team moves with it, put back on its hex it is set down,
// and during the move it is dropped off (10.4, 10.1).
func TestPickUpRiddenVehicle_10_4(t *testing.T) {
	s := midGame(t)
	h := MustHex("0505")
	team, truck := id(s, "a-team-1"), id(s, "truck")
	put(s, team, h)
	put(s, truck, h)
	must(t, s, Action{Type: ActCarry, Piece: truck, Target: team})
	p := s.PickUp(truck, true)
	if !p.OK() || p.Kind != PickMove || !slices.Equal(p.Pieces, []PieceID{team}) || !slices.Contains(p.Stack, truck) {
		t.Fatalf("the ridden truck alone: %+v, want the team that rides it lifted with it", p)
	}
	if mp, _ := s.AllowanceNotes([]PieceID{team}); p.MP != mp {
		t.Fatalf("MP %d, want the riders' %d", p.MP, mp)
	}
	if d := s.DropAt(&p, h, None); d.Kind != DropSetDown || !sameAction(d.Act, Action{Type: ActCarry, Piece: truck}) {
		t.Fatalf("put back on its hex: %+v, want set down", d)
	}
	if d := s.DropAt(&p, h, team); d.OK() && d.Kind != DropStay {
		t.Fatalf("dropped on its own riders: %+v, want it to stay", d)
	}
	dest := MustHex("0507")
	d := s.DropAt(&p, dest, None)
	if d.Kind != DropMove || !slices.Equal(d.Act.Pieces, []PieceID{team}) {
		t.Fatalf("put down two hexes away: %+v, want the team's move", d)
	}
	must(t, s, d.Act)
	if s.P(truck).Hex != dest || s.P(truck).Carrier != team {
		t.Fatalf("the truck is at %s carried by %d, want at %s with the team", s.P(truck).Hex, s.P(truck).Carrier, dest)
	}
	p = s.PickUp(truck, true)
	if d := s.DropAt(&p, dest, None); d.Kind != DropOff || !sameAction(d.Act, Action{Type: ActDropOff, Piece: truck}) {
		t.Fatalf("put back during the move: %+v, want it dropped off", d)
	}
}

// A refusal reads as one sentence citing its section once: added at the
// end where the reason does not cite it (10.5), left alone where it does.
func TestVerdictSentence_10_5(t *testing.T) {
	for _, c := range []struct {
		v    Verdict
		want string
	}{
		{Verdict{Code: RefuseCannotMove, Rule: "10.5", Reason: "Radio cannot move by itself."}, "Radio cannot move by itself (10.5)."},
		{Verdict{Code: RefuseSplitStack, Rule: "10.3", Reason: "Only pieces in one hex move together (10.3)."}, "Only pieces in one hex move together (10.3)."},
		{Verdict{Code: RefuseAnswerFirst, Reason: "First answer: stay or escape?"}, "First answer: stay or escape?"},
		{Verdict{}, ""},
	} {
		if got := c.v.Sentence(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.v, got, c.want)
		}
	}
}
