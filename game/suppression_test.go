package game

import "testing"

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

// 12.0, 15.0, 18.0: the tags the rules act on.
func TestCounterTags_15_0(t *testing.T) {
	m := cmShipped(t)
	for _, c := range []struct {
		name string
		tags []string
	}{
		{"M249", []string{TagWeapon}}, {"M203", []string{TagWeapon}}, {"M2 .50 CAL", []string{TagWeapon}},
		{"AT-4", []string{TagWeapon}}, {"Sniper", []string{TagWeapon}},
		{"M777", []string{TagWeapon, TagIndirectFire}}, {"M224", []string{TagWeapon, TagIndirectFire}},
		{"Missile", []string{TagWeapon, TagIndirectFire}},
		{"Radio", []string{TagRadio}}, {"Med Kit", []string{TagMedKit}}, {"Booby Trap", []string{TagBoobyTrap}},
	} {
		for _, s := range cmNamed(m, c.name) {
			for _, tag := range c.tags {
				if !s.Has(tag) {
					t.Errorf("%s (%s) is not tagged %s", s.ID, s.Name, tag)
				}
			}
		}
	}
	// 15.0: some weapon can suppress: a weapon with a "+" firepower.
	n := 0
	for _, s := range m.OfKind(KindGear) {
		if s.Has(TagWeapon) && s.Firepower > 0 && !s.Has(TagOldStock) {
			n++
		}
	}
	if n < 5 {
		t.Errorf("%d weapons can suppress", n)
	}
	// Two teams can each carry a Radio and an M249.
	for _, name := range []string{"Radio", "M249"} {
		if k := len(cmNamed(m, name)); k < 2 {
			t.Errorf("%d %s, want 2", k, name)
		}
	}
}
