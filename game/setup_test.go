package game

import (
	"slices"
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
	if _, err := g.Apply(Action{Type: ActBuy, Piece: id(s, "camp-2")}); err != nil {
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
	if ms := s.CampMoves(); len(ms) != 1 || ms[0].Type != ActMoveCamp || ms[0].Piece != camp {
		t.Fatalf("the camp on the map may be moved: %v", ms)
	}
	pp := s.PP
	s.PP = MoveCampMinPP - 1
	if ms := s.CampMoves(); len(ms) != 0 {
		t.Fatalf("no camp moves without the PP a d10 may ask: %v", ms)
	}
	s.PP = pp
	must(t, s, Action{Type: ActMoveCamp, Piece: camp})
	if ms := s.CampMoves(); len(ms) != 0 {
		t.Fatalf("the camp in hand is not on the map to move: %v", ms)
	}
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

// 3.1-3.3 and 2.3: two teams, two leaders and a base camp free; one more
// A-Team for 20, B-Team for 15, commander for 8, officer for 4, base camp
// for 10.
func TestTeamsLeadersAndCamps_3_1(t *testing.T) {
	m := cmShipped(t)
	costs := func(name string, k Kind) []int {
		var c []int
		for _, s := range cmNamed(m, name) {
			if s.Kind != k {
				t.Errorf("%s is a %s, want %s", s.ID, s.Kind, k)
			}
			c = append(c, s.Cost)
		}
		slices.Sort(c)
		return c
	}
	for _, c := range []struct {
		name string
		kind Kind
		want []int
	}{
		{"A-Team", KindTeam, []int{0, 20}},
		{"B-Team", KindTeam, []int{0, 15}},
		{"Commander", KindCommander, []int{0, 8}},
		{"Officer", KindOfficer, []int{0, 4}},
		{"Base Camp", KindBaseCamp, []int{0, 10}},
	} {
		if got := costs(c.name, c.kind); !slices.Equal(got, c.want) {
			t.Errorf("%s costs %v, want %v", c.name, got, c.want)
		}
	}
	// 2.3: eight pieces for two teams: an A-Team, a B-Team, an officer and
	// a commander per team.
	n := len(m.OfKind(KindTeam)) + len(m.OfKind(KindCommander)) + len(m.OfKind(KindOfficer))
	if n != 8 {
		t.Errorf("%d teams and leaders, want 8 (2.3)", n)
	}
	if len(m.OfKind(KindBaseCamp)) != 2 {
		t.Errorf("%d base camps, want 2 (3.1)", len(m.OfKind(KindBaseCamp)))
	}
	free := 0
	for _, k := range []Kind{KindTeam, KindCommander, KindOfficer, KindBaseCamp} {
		for _, s := range m.OfKind(k) {
			if s.Cost == 0 {
				free++
			}
		}
	}
	if free != 5 {
		t.Errorf("%d free set-up pieces, want 5: two teams, two leaders, one camp", free)
	}
	// The two kinds of team differ (2.3: "each with different values").
	a, b := cmOne(t, m, "A-Team"), cmOne(t, m, "B-Team")
	if a.Firepower == b.Firepower && a.Noise == b.Noise && a.Move == b.Move {
		t.Error("A-Team and B-Team have the same values")
	}
	for _, s := range m.OfKind(KindBaseCamp) {
		if s.Firepower != 0 || s.Noise != 0 || s.MoveType != MoveNone {
			t.Errorf("%s: a base camp has no values besides its cost", s.ID)
		}
	}
}

// 6.2: the whole game starts with 100 PP: every piece is affordable, and
// the gear for any one mission costs well under that.
func TestCostsFitTheBudget_6_2(t *testing.T) {
	m := cmShipped(t)
	cheapest := map[string]int{}
	for _, s := range m.OfKind(KindGear) {
		if s.Cost > 30 {
			t.Errorf("%s costs %d PP: nothing should cost more than 30 of the 100", s.ID, s.Cost)
		}
		if s.Has(TagOldStock) {
			continue // costs a d10 more, and only with rule 16
		}
		if c, ok := cheapest[s.Name]; !ok || s.Cost < c {
			cheapest[s.Name] = s.Cost
		}
		if s.Has(TagAirSupport) && (s.Cost < 15 || s.Cost > 30) {
			t.Errorf("%s: aircraft cost %d, want 15-30", s.ID, s.Cost)
		}
	}
	for _, s := range m.OfKind(KindMission) {
		best := 0
		for i, alt := range s.Requires {
			sum := 0
			for _, name := range alt {
				sum += cheapest[name]
			}
			if i == 0 || sum < best {
				best = sum
			}
		}
		if best > 25 {
			t.Errorf("%s: its cheapest gear costs %d PP", s.ID, best)
		}
	}
}

// 16.0: Green Beret pieces are gear tagged old-stock; the M60 and RPK
// count as an M249, the M79 as an M203.
func TestOldStock_16_0(t *testing.T) {
	m := cmShipped(t)
	for _, c := range []struct{ name, fulfills string }{{"M60", "M249"}, {"RPK", "M249"}, {"M79", "M203"}} {
		s := cmOne(t, m, c.name)
		if !s.Has(TagOldStock) || !s.Satisfies(c.fulfills) || s.Kind != KindGear {
			t.Errorf("%s: kind %s tags %v fulfills %v, want old-stock gear fulfilling %s", c.name, s.Kind, s.Tags, s.Fulfills, c.fulfills)
		}
	}
	old := 0
	for i := range m.Specs {
		s := &m.Specs[i]
		if s.Has(TagOldStock) {
			old++
			if s.Kind != KindGear {
				t.Errorf("%s: only weapons and equipment come from Green Beret", s.ID)
			}
		}
		for _, f := range s.Fulfills {
			if len(cmNamed(m, f)) == 0 {
				t.Errorf("%s fulfills %q, which is not in the mix", s.ID, f)
			}
		}
	}
	if old < 5 {
		t.Errorf("%d old-stock pieces, want the M60, RPK, M79 and two or more", old)
	}
}

// 16.0: the Green Beret surcharge roll is refused, with its code, when the
// option is off, outside the Mission Objective Placement Phase, for a
// piece that is not old stock or not for sale, and a second time for the
// same piece (ruling M7).
func TestOldStockRefusals_16_0(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseMission
	m60, m249 := id(s, "m60"), id(s, "m249")
	try := func(piece PieceID, want RefuseCode) {
		t.Helper()
		if got := CodeOf(s.Check(Action{Type: ActOldStock, Piece: piece})); got != want {
			t.Fatalf("old stock roll for %s: refusal %q, want %q", s.Name(piece), got, want)
		}
	}
	try(m60, "")
	s.Options.NewOldStock = false
	try(m60, RefuseOptionOff)
	s.Options.NewOldStock = true
	s.Phase = PhaseMovement
	try(m60, RefuseWrongPhase)
	s.Phase = PhaseMission
	try(m249, RefuseWrongPiece)
	try(None, RefuseWrongPiece)
	must(t, s, Action{Type: ActOldStock, Piece: m60})
	try(m60, RefuseAlreadyDone)
	put(s, m60, MustHex("0101")) // bought and on the map: no longer for sale
	try(m60, RefuseWrongPiece)
}
