package game

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The shop says what Check says: an offer is open exactly when its
// purchases are legal, every legal purchase has its line, and the shop is
// open whenever anything may be bought (6.0, 3.2, 3.3).
func TestShopOffers_6_0(t *testing.T) {
	sawOpen, sawRefused := false, false
	walkRandom(t, 24, 300, func(s *State, _ *rand.Rand) {
		offers := s.ShopOffers()
		legal := s.LegalActions()
		for _, a := range legal {
			if a.Type != ActBuy {
				continue
			}
			if !s.ShopOpen() {
				t.Fatalf("%v is legal with the shop closed (%s)", a, s.Phase)
			}
			sp := s.Spec(a.Piece)
			if !slices.ContainsFunc(offers, func(o Offer) bool {
				os := s.Spec(o.Piece)
				return o.OK() && os.Name == sp.Name && os.Cost == sp.Cost && o.Price == s.Price(a.Piece)
			}) {
				t.Fatalf("%v (%s) is legal but not offered: %+v", a, sp.Name, offers)
			}
		}
		for _, o := range offers {
			sawOpen = true
			for _, b := range o.Buys {
				err := s.Check(b)
				if (err == nil) != o.OK() || CodeOf(err) != o.Code {
					t.Fatalf("offer %s says %q, Check of %v says %v", s.Name(o.Piece), o.Reason, b, err)
				}
			}
			if !o.OK() {
				sawRefused = true
			}
			if s.Phase == PhaseSetup && s.Spec(o.Piece).Kind == KindGear {
				t.Fatalf("gear %s offered at set-up (3.4)", s.Name(o.Piece))
			}
		}
	})
	if !sawOpen || !sawRefused {
		t.Fatalf("the games never met an open shop (%v) or a refused offer (%v)", sawOpen, sawRefused)
	}
}

// What the mission needs comes first and is marked (6.1); a piece too
// dear says so with its code; with two base camps a purchase names the
// camp, one purchase per camp (3.5).
func TestShopOffersNeeded_6_1(t *testing.T) {
	s := midGame(t)
	s.Phase = PhaseMission
	s.Mission = id(s, "mission-Build Infrastructure") // needs Tools
	put(s, s.Mission, MustHex("1310"))
	put(s, id(s, "camp-2"), MustHex("0505"))
	s.PP = 5
	offers := s.ShopOffers()
	if len(offers) == 0 || s.Name(offers[0].Piece) != "Tools" || !offers[0].Needed || !offers[0].OK() {
		t.Fatalf("Tools first, needed and affordable: %+v", offers)
	}
	if len(offers[0].Buys) != 2 || offers[0].Buys[0].Hex != MustHex("0101") || offers[0].Buys[1].Hex != MustHex("0505") {
		t.Fatalf("one purchase per base camp: %+v", offers[0].Buys)
	}
	for _, o := range offers {
		if s.Name(o.Piece) == "UH-60" && (o.Code != RefuseCannotAfford || o.Reason != "UH-60 costs 20 PP and you have 5") {
			t.Fatalf("UH-60 at 5 PP: %+v", o)
		}
		if s.Spec(o.Piece).Kind == KindBaseCamp && len(o.Buys) != 1 {
			t.Fatalf("a base camp is placed later, not put in a camp: %+v", o)
		}
		if s.Spec(o.Piece).Has(TagOldStock) && (o.Code != RefuseRollFirst || o.Roll == nil || s.Check(*o.Roll) != nil) {
			t.Fatalf("an unrolled Green Beret piece, its d10 to roll first (16.0): %+v", o)
		}
		if !s.Spec(o.Piece).Has(TagOldStock) && o.Roll != nil {
			t.Fatalf("a roll offered for a piece without surcharge: %+v", o)
		}
	}
	s.Options.NewOldStock = false
	for _, o := range s.ShopOffers() {
		if s.Spec(o.Piece).Has(TagOldStock) {
			t.Fatal("Green Beret pieces are not sold without rule 16")
		}
	}
	s.Pending = &Decision{Kind: DecEscape, Options: []Option{{Label: "x"}}}
	if s.ShopOpen() || s.ShopOffers() != nil {
		t.Fatal("the shop waits for the answer to a question")
	}
}

// The camp to place is the one the rules wait for: ending the phase is
// refused for it, and it may go to any camp site (3.1, 12.11).
func TestCampToPlace_3_1(t *testing.T) {
	saw := false
	walkRandom(t, 24, 300, func(s *State, _ *rand.Rand) {
		c := s.CampToPlace()
		if c == None {
			if s.Pending == nil && s.Phase == PhaseMission && CodeOf(s.Check(Action{Type: ActEndPhase})) == RefusePlaceCamp {
				t.Fatal("the phase waits for a camp, but CampToPlace names none")
			}
			return
		}
		saw = true
		if CodeOf(s.Check(Action{Type: ActEndPhase})) != RefusePlaceCamp {
			t.Fatalf("%s waits to be placed, yet the phase may end", s.Name(c))
		}
		if sites := s.CampSites(); len(sites) > 0 {
			if err := s.Check(Action{Type: ActPlaceCamp, Piece: c, Hex: sites[0]}); err != nil {
				t.Fatalf("%s cannot be placed at %s: %v", s.Name(c), sites[0], err)
			}
		}
	})
	if !saw {
		t.Fatal("no camp to place in any game")
	}
}

// Who hauls and rides whom (9.0-9.2, 10.4, rulings P2, P10): a team rides
// a vehicle, a vehicle carries a leader or a raft (black plus pieces) but
// not another vehicle, a team never carries a leader, a leader hauls gear
// but no vehicle; every verdict is Check's.
func TestHaulOptions_9_2(t *testing.T) {
	s := midGame(t)
	h := MustHex("0505")
	team, cmd := id(s, "a-team-1"), id(s, "commander-1")
	truck, uh60, raft, radio := id(s, "truck"), id(s, "uh60"), id(s, "raft"), id(s, "radio")
	for _, p := range []PieceID{team, cmd, truck, uh60, raft, radio} {
		put(s, p, h)
	}
	carry(s, radio, team)
	opts := s.HaulOptions(h)
	find := func(cargo, carrier PieceID) Haul {
		t.Helper()
		for _, o := range opts {
			if o.Cargo == cargo && o.Carrier == carrier {
				return o
			}
		}
		t.Fatalf("no pair %s → %s in %+v", s.Name(cargo), s.Name(carrier), opts)
		return Haul{}
	}
	for _, c := range []struct {
		cargo, carrier PieceID
		code           RefuseCode
		rides          bool
	}{
		{truck, team, "", true},
		{uh60, team, "", true},
		{cmd, uh60, "", false},
		{cmd, truck, "", false},
		{raft, uh60, "", false},
		{cmd, team, RefuseLeaderWalks, false},
		{truck, uh60, RefusePlusOnPlus, false},
		{truck, cmd, RefusePlusOnPlus, false},
		{radio, cmd, "", false},
		{radio, None, "", false}, // set loose (10.11)
	} {
		o := find(c.cargo, c.carrier)
		if o.Code != c.code || o.Rides != c.rides {
			t.Errorf("%s → %s: got code %q rides %v (%s), want %q rides %v", s.Name(c.cargo), s.Name(c.carrier), o.Code, o.Rides, o.Reason, c.code, c.rides)
		}
	}
	for _, o := range opts {
		if o.Cargo == o.Carrier || o.Carrier == s.P(o.Cargo).Carrier && o.Carrier != None || s.Spec(o.Cargo).Kind == KindTeam {
			t.Errorf("pair %s → %d should not be listed", s.Name(o.Cargo), o.Carrier)
		}
		if err := s.Check(o.Act); CodeOf(err) != o.Code {
			t.Errorf("%v: verdict %q, Check %v", o.Act, o.Code, err)
		}
	}
	// one plus piece adds to a team (10.4): riding the truck, it may not
	// board the helicopter too
	carry(s, truck, team)
	opts = s.HaulOptions(h)
	if o := find(uh60, team); o.Code != RefuseOnePlusPiece {
		t.Errorf("second vehicle for one team: %q (%s)", o.Code, o.Reason)
	}
}

// Odds as exact fractions of the dice (12.0, 13.0, 15.0).
func TestChance_13_0(t *testing.T) {
	o := AttackOdds{}
	o.Win, o.Tie, o.Lose = battleOdds(10, 10)
	w, ti, l := o.Chances()
	if w.String() != "15/36" || ti.String() != "6/36" || l.String() != "15/36" || w.Num+ti.Num+l.Num != 36 {
		t.Fatalf("even battle: %v %v %v", w, ti, l)
	}
	if w.Percent() != 42 || ti.Percent() != 17 || (Chance{1, 2}).Percent() != 50 || (Chance{1, 8}).Percent() != 13 || (Chance{}).Percent() != 0 {
		t.Fatalf("percent: %d %d", w.Percent(), ti.Percent())
	}
	if DetectionOdds(0) != (Chance{1, 10}) || DetectionOdds(5) != (Chance{5, 10}) || DetectionOdds(15) != (Chance{9, 10}) {
		t.Fatal("a d10 always detects on 1 and never on 0 (12.0)")
	}
	s := midGame(t)
	w1, e := id(s, "m249"), id(s, "enemy-a")
	put(s, w1, MustHex("0505"))
	put(s, e, MustHex("0507"))
	if d, c := s.SuppressionOdds(w1, e); d != 2 || c != (Chance{4, 6}) || c.Float() != 4.0/6 {
		t.Fatalf("two hexes: %d %v", d, c)
	}
}

// The hexes that could attack an enemy unit are its own and those next to
// it with teams; a team two hexes off is not one of them (13.0).
func TestAttackHexes_13_0(t *testing.T) {
	s := midGame(t)
	e := id(s, "enemy-a")
	put(s, e, MustHex("0505"))
	put(s, id(s, "a-team-1"), MustHex("0506"))
	put(s, id(s, "b-team-1"), MustHex("0508"))
	s.Phase = PhaseCombat
	got := s.AttackHexes(e)
	if !slices.Equal(got, []Hex{MustHex("0506")}) {
		t.Fatalf("got %v", got)
	}
	for _, h := range got {
		if err := s.Check(Action{Type: ActAttack, Hex: h, Target: e}); err != nil {
			t.Fatalf("%s: %v", h, err)
		}
	}
	if CodeOf(s.Check(Action{Type: ActAttack, Hex: MustHex("0508"), Target: e})) != RefuseNotAdjacent {
		t.Fatal("two hexes off is not next to it")
	}
	if s.AttackHexes(id(s, "enemy-b")) != nil {
		t.Fatal("a unit in the cup has no attackers")
	}
}

// A line of the shop says how many of its identical counters are left,
// one fewer after each is bought (6.0).
func TestShopOffersLeft_6_0(t *testing.T) {
	g, err := New(scenarioRules(t), &Scenario{Name: "left"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	s.Phase, s.PP = PhaseMission, 100
	put(s, id(s, "camp-1"), MustHex("0101")) // gear goes into a camp (3.5)
	count := func(o Offer) int {
		n, sp := 0, s.Spec(o.Piece)
		for i := range s.Pieces {
			q := s.Spec(PieceID(i + 1))
			if s.Pieces[i].Place == Available && q.Name == sp.Name && q.Cost == sp.Cost {
				n++
			}
		}
		return n
	}
	var two Offer
	for _, o := range s.ShopOffers() {
		if o.Left != count(o) {
			t.Fatalf("%s: %d left said, %d in the shop", s.Name(o.Piece), o.Left, count(o))
		}
		if o.Left >= 2 && two.Piece == None && o.OK() {
			two = o
		}
	}
	if two.Piece == None {
		t.Fatalf("premise: no line of two counters or more that can be bought: %+v", s.ShopOffers())
	}
	if _, err := s.Apply(two.Buys[0]); err != nil {
		t.Fatal(err)
	}
	for _, o := range s.ShopOffers() {
		if s.Name(o.Piece) == s.Name(two.Piece) && o.Left != two.Left-1 {
			t.Fatalf("after buying a %s: %d left, want %d", s.Name(two.Piece), o.Left, two.Left-1)
		}
	}
}

// A line of the shop whose counters are all bought stays refused, saying
// why: the counter it named is no longer for sale (6.0).
func TestSoldOut_6_0(t *testing.T) {
	g, err := New(scenarioRules(t), &Scenario{Name: "sold out"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	s.Phase, s.PP = PhaseMission, 100
	put(s, id(s, "camp-1"), MustHex("0101"))
	var one Offer
	for _, o := range s.ShopOffers() {
		if o.Left == 1 && o.OK() {
			one = o
			break
		}
	}
	if one.Piece == None {
		t.Fatalf("premise: no line of one counter that can be bought: %+v", s.ShopOffers())
	}
	if got := s.SoldOut(one); got.OK() {
		t.Fatalf("a line still for sale, called sold out, must still be refused: %+v", got.Verdict)
	}
	if _, err := s.Apply(one.Buys[0]); err != nil {
		t.Fatal(err)
	}
	got := s.SoldOut(one)
	if got.OK() || got.Code != RefuseNotAvailable || got.Reason == "" || got.Left != 0 || got.Roll != nil {
		t.Fatalf("the line once bought out: %+v, want refused as not available, none left", got)
	}
}

// A stop with no noise check says why: no team in the stack (12.6), or a
// base camp (12.10); a team's stop elsewhere is checked.
func TestNoCheckReason_12_6(t *testing.T) {
	s := midGame(t)
	camp := MustHex("0101")
	put(s, id(s, "camp-1"), camp)
	var team, gear PieceID
	for i := range s.Pieces {
		switch k := s.Spec(PieceID(i + 1)).Kind; {
		case k == KindTeam && team == None:
			team = PieceID(i + 1)
		case k == KindGear && gear == None:
			gear = PieceID(i + 1)
		}
	}
	away := MustHex("1010")
	if r := s.NoCheckReason([]PieceID{gear}, away); !strings.Contains(r, "no team") || !strings.Contains(r, "12.6") {
		t.Fatalf("gear alone: %q", r)
	}
	if r := s.NoCheckReason([]PieceID{team}, camp); !strings.Contains(r, "base camp") {
		t.Fatalf("a team in its camp: %q", r)
	}
	if r := s.NoCheckReason([]PieceID{team, gear}, away); r != "" || !s.NoiseChecked([]PieceID{team, gear}, away) {
		t.Fatalf("a team away from camp is checked, not %q", r)
	}
}
