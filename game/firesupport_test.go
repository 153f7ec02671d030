package game

import (
	"slices"
	"testing"
)

// 18.1: a team hauling a Radio calls on artillery waiting in a base camp,
// which joins one attack and is gone after it. FireSupportFor lists what
// Check accepts and, when nothing, says why with a code.
func TestFireSupportFor_18_1(t *testing.T) {
	s := midGame(t, 6, 1)
	s.Phase = PhaseCombat
	s.PassesEmpty = false // the phase stays after the attack, for the refusal that follows
	team, radio, gun, enemy := id(s, "a-team-1"), id(s, "radio"), id(s, "m777"), id(s, "enemy-x")
	at, there := MustHex("0505"), MustHex("0506")
	put(s, team, at)
	put(s, enemy, there)
	code := func(want RefuseCode) {
		t.Helper()
		got, err := s.FireSupportFor(at, enemy)
		if len(got) != 0 || CodeOf(err) != want {
			t.Fatalf("support %v, refusal %v (%s), want none for %s", got, err, CodeOf(err), want)
		}
	}

	s.Options.WeaponCharacteristics = false
	code(RefuseOptionOff)
	s.Options.WeaponCharacteristics = true
	code(RefuseNoFireSupport) // nothing waits in a camp yet
	put(s, gun, MustHex("0101"))
	code(RefuseNoRadio)
	put(s, radio, at)
	carry(s, radio, team)
	got, err := s.FireSupportFor(at, enemy)
	if err != nil || !slices.Equal(got, []PieceID{gun}) {
		t.Fatalf("support %v (%v), want the M777 in the camp", got, err)
	}
	for _, id := range got {
		if err := s.Check(Action{Type: ActAttack, Hex: at, Target: enemy, Pieces: []PieceID{id}}); err != nil {
			t.Fatalf("listed %s but Check refuses it: %v", s.Name(id), err)
		}
	}
	without, with := s.AttackPreview(at, enemy, nil), s.AttackPreview(at, enemy, got)
	if with.AttackTotal-without.AttackTotal != s.Firepower(gun) || with.Win < without.Win {
		t.Fatalf("the odds with the M777: %+v, without: %+v", with, without)
	}

	// a gun hauled out in the field is not waiting in a camp
	put(s, gun, at)
	carry(s, gun, team)
	code(RefuseNoFireSupport)
	put(s, gun, MustHex("0101"))

	ev := must(t, s, Action{Type: ActAttack, Hex: at, Target: enemy, Pieces: got})
	gone := false
	for _, e := range ev {
		gone = gone || e.Type == EvEliminated && e.Piece == gun && e.Rule == "18.1"
	}
	if !gone || s.P(gun).Place != Eliminated {
		t.Fatalf("after its one mission the M777 is %v (events %v), want gone citing 18.1", s.P(gun).Place, ev)
	}
	// the teams have attacked: the attack itself is refused now (13.2)
	s.Tasks = nil
	s.Pending = nil
	code(RefuseAttacked)
}
