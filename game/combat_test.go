package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// 13.3's example: team 2 + officer 1 + M203 3 + AH-1 25 = 31; the die
// shows 2, so 51; the enemy (attack 10) rolls 4, so 50: the SF win.
func TestCombatExample_13_3(t *testing.T) {
	// dice: SF 2, enemy 4, friendly-fire direction 4 (south, an empty hex),
	// combat noise: 1 enemy unit, scattered north 6.
	s := midGame(t, 2, 4, 4, 1, 1, 6)
	s.Phase = PhaseCombat
	team, officer, m203, ah1, enemy := id(s, "a-team-1"), id(s, "officer-1"), id(s, "m203"), id(s, "ah1"), id(s, "enemy-x")
	h, eh := MustHex("1010"), MustHex("1011")
	for _, p := range []PieceID{team, officer, m203, ah1} {
		put(s, p, h)
	}
	carry(s, m203, team)
	carry(s, ah1, team)
	put(s, enemy, eh)
	odds := s.AttackPreview(h, enemy, nil)
	if odds.AttackTotal != 31 || odds.DefenseTotal != 10 {
		t.Fatalf("preview %d against %d, want 31 against 10", odds.AttackTotal, odds.DefenseTotal)
	}
	ev := must(t, s, Action{Type: ActAttack, Hex: h, Target: enemy})
	c := hasEvent(ev, EvCombat)
	if c == nil || c.Total != 51 || c.AgainstTotal != 50 || !c.Success {
		t.Fatalf("combat event %+v, want 51 against 50, won", c)
	}
	if s.P(enemy).Place != InCup {
		t.Fatalf("beaten enemy unit is %s, want back in the cup", s.P(enemy).Place)
	}
	ff := hasEvent(ev, EvFriendlyFire)
	if ff == nil || ff.Hex != MustHex("1012") {
		t.Fatalf("14.0: the AH-1 must bring a friendly-fire scatter from the enemy hex: %+v", ff)
	}
	if !s.P(team).Detected {
		t.Fatal("12.4: attacking detects the team")
	}
	if hasEvent(ev, EvEnemyCount) == nil {
		t.Fatal("12.7: detection by combat brings enemy units")
	}
}

// 13.0 step 3's example: a palm grove takes 10 from the attacker.
func TestPalmGrovePenalty_13_0(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseCombat
	team, enemy := id(s, "a-team-1"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	put(s, enemy, MustHex("1011"))
	s.rules.Board.SetTerrain(MustHex("1011"), TerrainSet(0).With(PalmGrove))
	odds := s.AttackPreview(MustHex("1010"), enemy, nil)
	if odds.TerrainPenalty != -10 || odds.AttackTotal != 2-10 {
		t.Fatalf("palm grove: penalty %d, total %d; want -10 and -8", odds.TerrainPenalty, odds.AttackTotal)
	}
	// and the penalty never touches the defender's roll (13.0 exception)
	if odds.DefenseTotal != 10 {
		t.Fatalf("defender total %d, want 10", odds.DefenseTotal)
	}
}

// 13.0 step 5: a tie and both sides lose.
func TestCombatTie_13_0(t *testing.T) {
	// SF: 30 + team 2 + M2 8 = 40; enemy: 30 + 10 = 40. Then the casualty's
	// gear-loss d6 and the enemy count of 12.7 with one scatter.
	s := midGame(t, 3, 3, 6, 1, 1, 1)
	s.Phase = PhaseCombat
	team, enemy, m2 := id(s, "a-team-1"), id(s, "enemy-x"), id(s, "m2")
	put(s, team, MustHex("1010"))
	put(s, m2, MustHex("1010"))
	carry(s, m2, team)
	put(s, enemy, MustHex("1011"))
	ev := must(t, s, Action{Type: ActAttack, Hex: MustHex("1010"), Target: enemy})
	c := hasEvent(ev, EvCombat)
	if c.Total != 40 || c.AgainstTotal != 40 {
		t.Fatalf("want a 40-40 tie, got %d against %d", c.Total, c.AgainstTotal)
	}
	if s.P(enemy).Place != InCup {
		t.Fatal("the enemy unit loses a tie too")
	}
	if hasEvent(ev, EvCasualty) == nil {
		t.Fatal("the team loses a tie: casualties")
	}
}

// 13.1: a second casualties marker eliminates the team; its gear goes.
func TestSecondCasualty_13_1(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseEnemy
	team, enemy, radio := id(s, "a-team-1"), id(s, "enemy-x"), id(s, "radio")
	h := MustHex("1010")
	put(s, team, h)
	put(s, radio, h)
	carry(s, radio, team)
	put(s, enemy, MustHex("1011"))
	// only wound markers in the cup
	for _, cid := range []string{"cas-cmd", "cas-off"} {
		s.P(id(s, cid)).Place = Eliminated
	}
	first := id(s, "cas-a")
	s.P(first).Place, s.P(first).Carrier = OnTeam, team
	s.P(team).Casualty = first
	s.Dice.Script = []int{6, 1, 1} // enemy 60+10, SF 10+2-1: enemy wins; gear d6 1
	s.Tasks = []Task{{Kind: TaskEnemyAttack, Piece: enemy, Hex: h}}
	var evs events
	s.run(&evs)
	if s.P(team).Place != Eliminated {
		t.Fatalf("team is %s after a second casualty, want eliminated", s.P(team).Place)
	}
	if s.P(first).Place != InCup {
		t.Fatal("13.0 step 7: its casualties markers go back to the pool")
	}
	if s.P(radio).Place != Available {
		t.Fatalf("its Radio is %s: with no team to claim it, it is eliminated (and may be bought again)", s.P(radio).Place)
	}
}

// 13.1: Commander Killed kills a commander, if any, and nothing else.
func TestCommanderKilled_13_1(t *testing.T) {
	s := midGame(t)
	team, cmd, enemy := id(s, "a-team-1"), id(s, "commander-1"), id(s, "enemy-x")
	h := MustHex("1010")
	put(s, team, h)
	put(s, cmd, h)
	put(s, enemy, MustHex("1011"))
	for _, sid := range s.IDs() {
		if sp := s.Spec(sid); sp.Kind == KindCasualty && sp.ID != "cas-cmd" {
			s.P(sid).Place = Eliminated
		}
	}
	s.Dice.Script = []int{6, 1}
	s.Tasks = []Task{{Kind: TaskEnemyAttack, Piece: enemy, Hex: h}}
	var evs events
	s.run(&evs)
	ev := evs.list
	if s.P(cmd).Place != Eliminated {
		t.Fatalf("commander is %s, want eliminated", s.P(cmd).Place)
	}
	if s.P(team).Casualty != None {
		t.Fatal("the team suffers no casualties from Commander Killed")
	}
	if s.P(id(s, "cas-cmd")).Place != InCup {
		t.Fatal("the marker goes back to the pool")
	}
	if hasEvent(ev, EvRoll) != nil {
		t.Fatal("no gear-loss roll when only a leader dies (13.0 step 7 note)")
	}
}

// 13.0 step 8: the d6 gear loss is the player's choice.
func TestGearLossChoice_13_0(t *testing.T) {
	s := midGame(t)
	team, enemy := id(s, "a-team-1"), id(s, "enemy-x")
	h := MustHex("1010")
	put(s, team, h)
	var gear []PieceID
	for _, g := range []string{"radio", "m249", "tools", "ammo"} {
		gid := id(s, g)
		put(s, gid, h)
		carry(s, gid, team)
		gear = append(gear, gid)
	}
	put(s, enemy, MustHex("1011"))
	for _, sid := range s.IDs() {
		if sp := s.Spec(sid); sp.Kind == KindCasualty && sp.Kills != 0 {
			s.P(sid).Place = Eliminated
		}
	}
	s.Dice.Script = []int{6, 1, 2} // enemy wins; gear d6 2
	s.Tasks = []Task{{Kind: TaskEnemyAttack, Piece: enemy, Hex: h}}
	var evs events
	s.run(&evs)
	if s.Pending == nil || s.Pending.Kind != DecGearLoss || len(s.Pending.Options) != 4 {
		t.Fatalf("want a gear-loss choice among 4, got %+v", s.Pending)
	}
	must(t, s, Action{Type: ActChoose, Option: 2}) // Tools
	if s.Pending == nil || s.Pending.Kind != DecGearLoss {
		t.Fatalf("a second choice is due, got %+v", s.Pending)
	}
	must(t, s, Action{Type: ActChoose, Option: 0}) // Radio
	if s.P(gear[2]).Place != Available || s.P(gear[0]).Place != Available {
		t.Fatal("the chosen gear must be eliminated")
	}
	if s.P(gear[1]).Place != OnMap || s.P(gear[3]).Place != OnMap {
		t.Fatal("the rest stays")
	}
}

// 13.2: one attack per hex per phase; 13.0: only against an adjacent unit.
func TestCombatRestrictions_13_2(t *testing.T) {
	s := midGame(t, 6, 1, 1, 1, 1)
	s.Phase = PhaseCombat
	s.PassesEmpty = false // the phase stays after the one attack, to be asked again
	team, enemy, far := id(s, "a-team-1"), id(s, "enemy-x"), id(s, "enemy-a")
	put(s, team, MustHex("1010"))
	put(s, enemy, MustHex("1011"))
	put(s, far, MustHex("1014"))
	if _, err := s.Apply(Action{Type: ActAttack, Hex: MustHex("1010"), Target: far}); err == nil || !strings.Contains(err.Error(), "not next to") {
		t.Fatalf("attack at range: %v", err)
	}
	must(t, s, Action{Type: ActAttack, Hex: MustHex("1010"), Target: enemy})
	for s.Pending != nil {
		must(t, s, Action{Type: ActChoose, Option: 0})
	}
	put(s, enemy, MustHex("1011"))
	if _, err := s.Apply(Action{Type: ActAttack, Hex: MustHex("1010"), Target: enemy}); err == nil || !strings.Contains(err.Error(), "attacked this phase") {
		t.Fatalf("second attack: %v", err)
	}
}

// 14.0: stray air support onto Special Forces eliminates everything there.
func TestFriendlyFire_14_0(t *testing.T) {
	s := midGame(t)
	team, camp := id(s, "b-team-1"), id(s, "camp-1")
	put(s, team, MustHex("1010"))
	put(s, camp, MustHex("1010"))
	s.Dice.Script = []int{1} // north of 1011 is 1010
	s.Tasks = []Task{{Kind: TaskFriendlyFire, Hex: MustHex("1011")}}
	var evs events
	s.run(&evs)
	if s.P(team).Place != Eliminated || s.P(camp).Place != Eliminated {
		t.Fatalf("team %s, camp %s: both must be eliminated", s.P(team).Place, s.P(camp).Place)
	}
}

// 13.0: an enemy unit next to a team outside a camp attacks it; one in a
// base camp is safe (12.10).
func TestEnemyAttacksAdjacent_13_0(t *testing.T) {
	s := midGame(t)
	team, other, enemy := id(s, "a-team-1"), id(s, "b-team-1"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	put(s, other, MustHex("0101")) // the camp
	put(s, enemy, MustHex("1011"))
	put(s, id(s, "enemy-b"), MustHex("0102"))
	s.queueEnemyAttacks(enemy)
	s.queueEnemyAttacks(id(s, "enemy-b"))
	n := 0
	for _, tk := range s.Tasks {
		if tk.Kind == TaskEnemyAttack {
			n++
			if tk.Hex != MustHex("1010") {
				t.Errorf("attack on %s: the camp at 0101 is a sanctuary", tk.Hex)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d attacks queued, want 1", n)
	}
}

// 13.1: another team in the hex may claim a lost team's gear, dropping
// something of its own to make room.
func TestClaimGear_13_1(t *testing.T) {
	s := midGame(t)
	lost, keeper, radio := id(s, "a-team-1"), id(s, "b-team-1"), id(s, "radio")
	h := MustHex("1010")
	put(s, lost, h)
	put(s, keeper, h)
	put(s, radio, h)
	carry(s, radio, lost)
	var own []PieceID
	for _, g := range []string{"m249", "m203", "at4", "tools", "medkit", "ammo"} {
		gid := id(s, g)
		put(s, gid, h)
		carry(s, gid, keeper)
		own = append(own, gid)
	}
	s.eliminatePermanently(lost)
	var evs events
	s.Tasks = []Task{{Kind: TaskClaim, Hex: h, Piece: radio}}
	s.run(&evs)
	if s.Pending == nil || s.Pending.Kind != DecClaim || len(s.Pending.Options) != 7 {
		t.Fatalf("want 6 drop-to-take answers and 'let it go', got %+v", s.Pending)
	}
	must(t, s, Action{Type: ActChoose, Option: 3}) // drop the Tools
	if s.P(radio).Carrier != keeper || s.P(own[3]).Carrier != None || s.Load(keeper) != 6 {
		t.Fatalf("radio carried by %d, tools by %d, load %d", s.P(radio).Carrier, s.P(own[3]).Carrier, s.Load(keeper))
	}
}

// 18.1: a team in a camp with an M777 that calls it in by Radio fires it
// once, as support; it is not counted again as the camp's own weapon.
func TestIndirectFireFromOwnCampCountsOnce_18_1(t *testing.T) {
	s := midGame(t, 1, 1)
	s.Phase = PhaseCombat
	team, radio, gun, enemy := id(s, "a-team-1"), id(s, "radio"), id(s, "m777"), id(s, "enemy-x")
	camp := MustHex("0101")
	put(s, team, camp)
	put(s, radio, camp)
	carry(s, radio, team)
	put(s, gun, camp)
	put(s, enemy, MustHex("0102"))
	odds := s.AttackPreview(camp, enemy, []PieceID{gun})
	n := 0
	for _, tm := range odds.Attacker {
		if tm.Label == s.Name(gun) {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("the M777 counts %d times in %v, want once", n, odds.Attacker)
	}
	ev := must(t, s, Action{Type: ActAttack, Hex: camp, Target: enemy, Pieces: []PieceID{gun}})
	c := hasEvent(ev, EvCombat)
	n = 0
	for _, tm := range c.Terms {
		if tm.Label == s.Name(gun) {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("the battle counts the M777 %d times in %v, want once", n, c.Terms)
	}
	if s.P(gun).Place == OnMap {
		t.Fatal("the M777 is out of ammunition after one use (18.1)")
	}
}

// 13.0 over random games: before every battle, the preview the client
// shows (AttackPreview for an SF attack, DefensePreview for an enemy
// attack) gives the totals the battle then adds its d6×10 to, term for
// term, and odds that add up to 36 and match the totals.
func TestAttackPreviewMatchesBattle_13_0(t *testing.T) {
	games := 400
	if testing.Short() || raceEnabled {
		games = 40
	}
	rules := []*Rules{fixtureRules(t), scenarioRules(t)}
	battles, negative := [2]int{}, 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := Options{NewOldStock: seed%2 == 0, Misadventure: seed%3 == 0, WeaponCharacteristics: seed%5 != 0}
		g, err := New(rules[seed%2], &Scenario{Name: "random", Options: opts}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := newTestRand(seed)
		for i := 0; i < 20000 && !g.State.Over; i++ {
			a, ok := RandomAction(g.State, rng)
			if !ok {
				t.Fatalf("seed %d: no legal action", seed)
			}
			var sfOdds AttackOdds
			if a.Type == ActAttack {
				sfOdds = g.State.AttackPreview(a.Hex, a.Target, a.Pieces)
			}
			prev := g.State.Clone()
			ev, after, err := g.ApplyStepwise(a)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			sfFirst := a.Type == ActAttack // its first battle is the SF's
			for k, e := range ev {
				if k > 0 {
					prev = after[k-1]
				}
				if e.Type != EvCombat {
					continue
				}
				o := sfOdds
				if sfFirst {
					sfFirst = false
					battles[0]++
				} else {
					// an enemy unit attacks the SF at e.Hex
					o = prev.DefensePreview(e.Piece, e.Hex)
					battles[1]++
				}
				if o.AttackTotal < 0 || o.DefenseTotal < 0 {
					negative++
				}
				if why := previewAgrees(o, e); why != "" {
					t.Fatalf("seed %d, action %d (%s), event %q: %s\npreview %+v", seed, i, a, e.Text, why, o)
				}
			}
		}
	}
	if battles[0] == 0 || battles[1] == 0 {
		t.Fatalf("%d SF attacks and %d enemy attacks: the test tests too little", battles[0], battles[1])
	}
	t.Logf("%d SF attacks, %d enemy attacks, %d with a total below 0", battles[0], battles[1], negative)
}

// previewAgrees compares a preview with the battle it foretold: the fixed
// totals are the event's totals less the dice, each the sum of its terms,
// and the odds the 36 throws of two d6 give those totals.
func previewAgrees(o AttackOdds, e Event) string {
	if len(e.Dice) != 2 {
		return fmt.Sprintf("%d dice", len(e.Dice))
	}
	att, def := e.Total-e.Dice[0].Value*10, e.AgainstTotal-e.Dice[1].Value*10
	if o.AttackTotal != att || o.DefenseTotal != def {
		return fmt.Sprintf("the preview's totals are %d against %d, the battle's %d against %d (before the dice)", o.AttackTotal, o.DefenseTotal, att, def)
	}
	sum := func(ts []Term) int {
		n := 0
		for _, t := range ts {
			n += t.Value
		}
		return n
	}
	if sum(o.Attacker) != o.AttackTotal || sum(o.Defender) != o.DefenseTotal {
		return fmt.Sprintf("the terms add up to %d and %d, the totals say %d and %d", sum(o.Attacker), sum(o.Defender), o.AttackTotal, o.DefenseTotal)
	}
	if sum(e.Terms) != e.Total || sum(e.Against) != e.AgainstTotal {
		return fmt.Sprintf("the battle's terms add up to %d and %d, its totals say %d and %d", sum(e.Terms), sum(e.Against), e.Total, e.AgainstTotal)
	}
	if o.Win+o.Tie+o.Lose != 36 || o.Win < 0 || o.Tie < 0 || o.Lose < 0 {
		return fmt.Sprintf("odds %d/%d/%d of 36", o.Win, o.Tie, o.Lose)
	}
	w, ti, l := battleOdds(att, def)
	if w != o.Win || ti != o.Tie || l != o.Lose {
		return fmt.Sprintf("odds %d/%d/%d, the totals give %d/%d/%d", o.Win, o.Tie, o.Lose, w, ti, l)
	}
	if e.Success != (e.Total > e.AgainstTotal) {
		return fmt.Sprintf("%d against %d, success %v", e.Total, e.AgainstTotal, e.Success)
	}
	return ""
}

// 13.0 steps 2 and 4, rulings P1 and C8: a side's total may be below zero.
// A team weakened to 1 by a casualty, with the UH-60 it rides (-5),
// defends at -4 + d6×10: the figure the attack preview once showed and
// that looked wrong. The preview and the battle both use it as it is.
func TestTotalBelowZero_13_0(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseEnemy
	team, heli, enemy, wound := id(s, "a-team-1"), id(s, "uh60"), id(s, "enemy-x"), id(s, "cas-a")
	h := MustHex("1010")
	put(s, team, h)
	put(s, heli, h)
	carry(s, heli, team)
	s.P(wound).Place, s.P(wound).Carrier = OnTeam, team
	s.P(team).Casualty = wound
	put(s, enemy, MustHex("1011"))
	o := s.DefensePreview(enemy, h)
	if o.DefenseTotal != 1-5 || o.AttackTotal != 10 {
		t.Fatalf("the enemy's 10 against the SF's %d (%v), want 10 against 1-5 = -4", o.DefenseTotal, o.Defender)
	}
	if a := s.AttackPreview(h, enemy, nil); a.AttackTotal != -4 || a.DefenseTotal != 10 {
		t.Fatalf("attacking: %d against %d, want -4 against 10", a.AttackTotal, a.DefenseTotal)
	}
	// the enemy rolls 1 (10+10 = 20), the SF 3 (30-4 = 26): the SF win
	s.Dice.Script = []int{1, 3}
	s.Tasks = []Task{{Kind: TaskEnemyAttack, Piece: enemy, Hex: h}}
	var evs events
	s.run(&evs)
	c := hasEvent(evs.list, EvCombat)
	if c == nil || c.Total != 20 || c.AgainstTotal != 26 || c.Success {
		t.Fatalf("battle %+v, want 20 against 26, the SF win", c)
	}
	if why := previewAgrees(o, *c); why != "" {
		t.Fatal(why)
	}
	if s.P(enemy).Place != InCup {
		t.Fatalf("the beaten enemy unit is %s, want back in the cup", s.P(enemy).Place)
	}
}

// 14.0, ruling C9: stray air support does not wrap round the map edge as
// a placement does (12.8). From an enemy unit on the north edge a stray
// hit to the north falls off the map and hits nothing; the team on the
// south edge, where a wrap would land, is untouched, and the event says
// so.
func TestStrayHitOffTheMap_14_0(t *testing.T) {
	s := midGame(t)
	team := id(s, "b-team-1")
	put(s, team, MustHex("0536")) // where 0501's north neighbour wraps to
	s.Dice.Script = []int{1}      // north
	s.Tasks = []Task{{Kind: TaskFriendlyFire, Hex: MustHex("0501")}}
	var evs events
	s.run(&evs)
	if s.P(team).Place != OnMap {
		t.Fatalf("the team on the far edge is %s: a stray hit off the map hits nothing", s.P(team).Place)
	}
	e := hasEvent(evs.list, EvFriendlyFire)
	if e == nil || e.Wrapped || len(e.Pieces) != 0 || s.rules.Board.Contains(e.Hex) || !strings.Contains(e.Text, "off the map") || !strings.Contains(e.Text, "C9") {
		t.Fatalf("the event is %+v, want a hit off the map, naming ruling C9", e)
	}
	// on the map the stray hit still lands next door: south of 0501
	s.Dice.Script = []int{4}
	put(s, team, MustHex("0502"))
	s.Tasks = []Task{{Kind: TaskFriendlyFire, Hex: MustHex("0501")}}
	s.run(&evs)
	if s.P(team).Place != Eliminated {
		t.Fatalf("a stray hit on the team's hex: team %s, want eliminated (14.0)", s.P(team).Place)
	}
}

// 13.3: team 2 + officer +1 + M203 +3 + AH-1 +25 = 31 against an enemy
// unit of attack 10. Ruling P1: transport helicopters are printed with a
// negative firepower, attack helicopters a positive one.
func TestCounterValues_13_3(t *testing.T) {
	m := cmShipped(t)
	team, officer := cmOne(t, m, "A-Team"), cmOne(t, m, "Officer")
	m203, ah1 := cmOne(t, m, "M203"), cmOne(t, m, "AH-1")
	for _, c := range []struct {
		s    *Spec
		want int
	}{{team, 2}, {officer, 1}, {m203, 3}, {ah1, 25}} {
		if c.s.Firepower != c.want {
			t.Errorf("%s firepower %d, want %d", c.s.Name, c.s.Firepower, c.want)
		}
	}
	if got := team.Firepower + officer.Firepower + m203.Firepower + ah1.Firepower; got != 31 {
		t.Errorf("total %d, want 31", got)
	}
	for _, s := range m.OfKind(KindCommander) {
		if s.Firepower != 2 {
			t.Errorf("%s firepower %d, want +2", s.ID, s.Firepower)
		}
	}
	ten := false
	for _, s := range m.OfKind(KindEnemy) {
		ten = ten || s.Firepower == 10
	}
	if !ten {
		t.Error("no enemy unit with attack 10")
	}
	for _, name := range []string{"UH-60", "CH-47"} {
		if s := cmOne(t, m, name); s.Firepower >= 0 || !s.Has(TagHelicopter) || !s.IsPlus() {
			t.Errorf("%s: firepower %d tags %v: want a negative firepower, plus-type, tagged helicopter", name, s.Firepower, s.Tags)
		}
	}
	for _, name := range []string{"AH-1", "AH-64"} {
		if s := cmOne(t, m, name); s.Firepower <= 0 || !s.Has(TagHelicopter) {
			t.Errorf("%s: firepower %d tags %v: want a positive firepower, tagged helicopter", name, s.Firepower, s.Tags)
		}
	}
}

// 14.0: air support is exactly the weapons printed noise +10 and movement
// -0: the AH-1, AH-64, B-52, F-15 and F-16.
func TestCounterValues_14_0(t *testing.T) {
	m := cmShipped(t)
	want := []string{"AH-1", "AH-64", "B-52", "F-15", "F-16"}
	var got []string
	for _, s := range m.OfKind(KindGear) {
		printed := s.Has(TagWeapon) && s.Noise == 10 && s.MoveType == MoveMinus && s.Move == 0
		if printed != s.Has(TagAirSupport) {
			t.Errorf("%s: noise %d movement %s tags %v: the air-support tag and the printed values disagree", s.ID, s.Noise, cmMoveText(s), s.Tags)
		}
		if s.Has(TagAirSupport) {
			got = append(got, s.Name)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("air support %v, want %v", got, want)
	}
}

// 13.1: 16 casualties markers, one Commander Killed and one Officer
// Killed; the other 14 reduce a team's values, modestly.
func TestCasualties_13_1(t *testing.T) {
	m := cmShipped(t)
	cas := m.OfKind(KindCasualty)
	if len(cas) != 16 {
		t.Errorf("%d casualties markers, want 16", len(cas))
	}
	kills := map[Kind][]string{}
	for _, s := range cas {
		if s.Kills != 0 {
			kills[s.Kills] = append(kills[s.Kills], s.Name)
			if s.FirepowerMod != 0 || s.MoveMod != 0 || s.NoiseMod != 0 {
				t.Errorf("%s kills a %s and also changes the team", s.ID, s.Kills)
			}
			continue
		}
		if s.FirepowerMod == 0 && s.MoveMod == 0 && s.NoiseMod == 0 {
			t.Errorf("%s has no effect", s.ID)
		}
		if s.FirepowerMod > 0 || s.MoveMod > 0 || s.NoiseMod < 0 {
			t.Errorf("%s: %+d firepower %+d movement %+d noise is no reduction", s.ID, s.FirepowerMod, s.MoveMod, s.NoiseMod)
		}
		if s.FirepowerMod < -2 || s.MoveMod < -2 || s.NoiseMod > 2 {
			t.Errorf("%s: %+d firepower %+d movement %+d noise is more than a modest reduction", s.ID, s.FirepowerMod, s.MoveMod, s.NoiseMod)
		}
	}
	if !slices.Equal(kills[KindCommander], []string{"Commander Killed"}) || !slices.Equal(kills[KindOfficer], []string{"Officer Killed"}) {
		t.Errorf("killed markers %v, want one Commander Killed and one Officer Killed", kills)
	}
	moves := 0
	for _, s := range cas {
		if s.MoveMod < 0 {
			moves++
		}
	}
	if moves == 0 {
		t.Error("no marker lowers movement (13.1 designer's note: carrying off the wounded)")
	}
}

// 18.1: calling indirect fire into an attack is refused, with its code,
// when the option is off, when no team in the attacking hex hauls a
// Radio, and for a piece that is not indirect fire waiting in a base camp
// (one hauled out of the camp, or one already fired).
func TestIndirectFireRefusals_18_1(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseCombat
	team, radio, gun, enemy := id(s, "a-team-1"), id(s, "radio"), id(s, "m777"), id(s, "enemy-x")
	at := MustHex("0505")
	put(s, team, at)
	put(s, radio, at)
	carry(s, radio, team)
	put(s, gun, MustHex("0101"))
	put(s, enemy, MustHex("0506"))
	try := func(want RefuseCode, support ...PieceID) {
		t.Helper()
		if got := CodeOf(s.Check(Action{Type: ActAttack, Hex: at, Target: enemy, Pieces: support})); got != want {
			t.Fatalf("attack with %v: refusal %q, want %q", support, got, want)
		}
	}
	try("", gun)
	s.Options.WeaponCharacteristics = false
	try(RefuseOptionOff, gun)
	try("") // the attack itself needs no option
	s.Options.WeaponCharacteristics = true
	carry(s, radio, None)
	try(RefuseNoRadio, gun)
	carry(s, radio, team)
	try(RefuseWrongPiece, radio)
	put(s, gun, at) // out of the camp: hauled along, it fights as gear
	try(RefuseWrongPiece, gun)
	put(s, gun, MustHex("0101"))
	s.P(gun).Spent = true
	try(RefuseWrongPiece, gun)
}
