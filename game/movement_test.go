package game

import (
	"slices"
	"strings"
	"testing"
)

// 10.1's example: a truck alone pays 2 to enter a village; next turn, with
// a team and a Radio, the stack pays 2 once to enter a mountain hex.
func TestTruckAndVillage_10_1(t *testing.T) {
	s := midGame(t)
	b := s.rules.Board
	b.SetTerrain(MustHex("0506"), TerrainSet(0).With(Village))
	b.SetTerrain(MustHex("0507"), TerrainSet(0).With(Mountain))
	truck, team, radio := id(s, "truck"), id(s, "a-team-1"), id(s, "radio")
	put(s, truck, MustHex("0505"))
	put(s, team, MustHex("0506"))
	put(s, radio, MustHex("0506"))
	carry(s, radio, team)

	must(t, s, Action{Type: ActMove, Pieces: []PieceID{truck}, Path: []Hex{MustHex("0506")}})
	if got := s.MPLeft(); got != 4 {
		t.Fatalf("truck entering a village: %d MP left, want 6-2=4", got)
	}
	must(t, s, Action{Type: ActEndMove})

	// next turn: the truck joins the team and all three move together
	for i := range s.Pieces {
		s.Pieces[i].Moved = false
	}
	must(t, s, Action{Type: ActCarry, Piece: truck, Target: team})
	if a, _ := s.Allowance([]PieceID{team}); a != 10 {
		t.Fatalf("team + truck allowance %d, want 4+6=10", a)
	}
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("0507")}})
	if got := s.MPLeft(); got != 8 {
		t.Fatalf("stack entering a mountain: %d MP left, want 10-2=8 (cost paid once)", got)
	}
	for _, pid := range []PieceID{truck, team, radio} {
		if s.P(pid).Hex != MustHex("0507") {
			t.Errorf("%s is at %s, want 0507", s.Name(pid), s.P(pid).Hex)
		}
	}
}

// 10.4's example: team 4 + Truck +6 - AT-4 2 = 8.
func TestTruckAndAT4_10_4(t *testing.T) {
	s := midGame(t)
	team, truck, at4 := id(s, "a-team-1"), id(s, "truck"), id(s, "at4")
	for _, p := range []PieceID{team, truck, at4} {
		put(s, p, MustHex("1010"))
	}
	carry(s, truck, team)
	carry(s, at4, truck)
	a, terms := s.Allowance([]PieceID{team})
	if a != 8 {
		t.Fatalf("allowance %d (%v), want 4+6-2=8", a, terms)
	}
}

// 10.5's example: team 4 + UH-60 +30 - M2 .50 CAL 3 = 31.
func TestUH60AndM2_10_5(t *testing.T) {
	s := midGame(t)
	team, uh60, m2 := id(s, "a-team-1"), id(s, "uh60"), id(s, "m2")
	for _, p := range []PieceID{team, uh60, m2} {
		put(s, p, MustHex("1010"))
	}
	carry(s, uh60, team)
	carry(s, m2, team)
	if a, _ := s.Allowance([]PieceID{team}); a != 31 {
		t.Fatalf("allowance %d, want 4+30-3=31", a)
	}
	// and a minus piece dropped off on the way still counts (10.5)
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
	must(t, s, Action{Type: ActDropOff, Piece: m2})
	if got := s.MPLeft(); got != 30 {
		t.Fatalf("after dropping the M2: %d MP left, want 31-1=30", got)
	}
}

// 10.8: a stack may always enter one hex, spending everything.
func TestMinimumMove_10_8(t *testing.T) {
	s := midGame(t)
	team, m2 := id(s, "a-team-1"), id(s, "m2")
	h := MustHex("1010")
	put(s, team, h)
	put(s, m2, h)
	carry(s, m2, team)
	s.rules.Board.SetTerrain(MustHex("1011"), TerrainSet(0).With(Peak)) // cost 3 > 4-3=1
	if _, err := s.Apply(Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011"), MustHex("1012")}}); err == nil {
		t.Fatal("a minimum move must stop after one hex")
	}
	reach := s.Reachable([]PieceID{team})
	if r, ok := reach.At(MustHex("1011")); !ok || !r.Minimum {
		t.Fatalf("the peak should be reachable by a minimum move: %+v", r)
	}
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
	if s.MPLeft() != 0 {
		t.Fatalf("a minimum move leaves nothing, got %d", s.MPLeft())
	}
	if _, err := s.Apply(Action{Type: ActMove, Path: []Hex{MustHex("1012")}}); err == nil {
		t.Fatal("no move after a minimum move")
	}
}

// 10.1: each piece moves once per turn.
func TestOncePerTurn_10_1(t *testing.T) {
	s := midGame(t, 10) // the noise die: a "0", never detected
	team := id(s, "a-team-1")
	put(s, team, MustHex("1010"))
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
	must(t, s, Action{Type: ActEndMove})
	_, err := s.Apply(Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1012")}})
	if err == nil || !strings.Contains(err.Error(), "already moved") {
		t.Fatalf("second move: %v, want 'already moved'", err)
	}
}

// 11.1: a patrol boat pays 1 per river hex.
func TestPatrolBoat_11_1(t *testing.T) {
	s := midGame(t)
	team, boat := id(s, "a-team-1"), id(s, "boat")
	for r := 10; r <= 20; r++ {
		s.rules.Board.SetTerrain(Hex{10, r}, TerrainSet(0).With(River))
	}
	put(s, team, Hex{10, 10})
	put(s, boat, Hex{10, 10})
	if got := s.EnterCost([]PieceID{team}, Hex{10, 11}); got != 2 {
		t.Fatalf("a river hex on foot costs %d, want 2", got)
	}
	carry(s, boat, team)
	if got := s.EnterCost(s.MoveStack([]PieceID{team}), Hex{10, 11}); got != 1 {
		t.Fatalf("a river hex by boat costs %d, want 1", got)
	}
	if got := s.EnterCost(s.MoveStack([]PieceID{team}), Hex{11, 11}); got != 1 {
		t.Fatalf("clear by boat costs %d, want 1", got)
	}
	reach := s.Reachable([]PieceID{team})
	if r, ok := reach.At(Hex{10, 20}); !ok || r.Cost != 10 {
		t.Fatalf("ten river hexes by boat (4+8=12 MP): %+v", r)
	}
}

// 10.5: a minus-type piece cannot move alone.
func TestMinusCannotMove_10_5(t *testing.T) {
	s := midGame(t)
	m2 := id(s, "m2")
	put(s, m2, MustHex("1010"))
	_, err := s.Apply(Action{Type: ActMove, Pieces: []PieceID{m2}, Path: []Hex{MustHex("1011")}})
	if err == nil || !strings.Contains(err.Error(), "cannot move by itself") {
		t.Fatalf("got %v", err)
	}
}

// 11.1, ruling T6: a patrol boat moves only along rivers; a team riding
// it has the boat's +8 only while the move keeps to river hexes, and on
// land walks on its own 4.
func TestPatrolBoatOnlyOnRivers_11_1(t *testing.T) {
	s := midGame(t)
	team, boat := id(s, "a-team-1"), id(s, "boat")
	for r := 10; r <= 20; r++ {
		s.rules.Board.SetTerrain(Hex{10, r}, TerrainSet(0).With(River))
	}
	put(s, boat, Hex{10, 10})
	alone := s.Reachable([]PieceID{boat})
	if _, ok := alone.At(Hex{10, 18}); !ok {
		t.Fatal("the boat alone cannot go down the river")
	}
	for h := range alone.WithoutPaths() {
		if !s.rules.Board.AllWater(h) {
			t.Fatalf("the boat alone can reach land at %s", h)
		}
	}
	if err := s.Check(Action{Type: ActMove, Pieces: []PieceID{boat}, Path: []Hex{{11, 10}}}); err == nil {
		t.Fatal("the boat alone moved onto land")
	}
	put(s, team, Hex{10, 10})
	carry(s, boat, team)
	reach := s.Reachable([]PieceID{team})
	if r, ok := reach.At(Hex{10, 20}); !ok || r.MPLeft != 2 {
		t.Fatalf("ten river hexes by boat, 2 of 12 MP left: %+v %v", r, ok)
	}
	if _, ok := reach.At(Hex{15, 10}); ok {
		t.Fatal("five clear hexes inland reached: the boat's +8 was used on land")
	}
	if r, ok := reach.At(Hex{14, 10}); !ok || r.MPLeft != 0 {
		t.Fatalf("four clear hexes inland on the team's own 4: %+v %v", r, ok)
	}
	// down the river, then ashore: 6 spent afloat is more than the team's own 4
	path := []Hex{{10, 11}, {10, 12}, {10, 13}, {10, 14}, {10, 15}, {10, 16}, {11, 16}}
	if err := s.Check(Action{Type: ActMove, Pieces: []PieceID{team}, Path: path}); err == nil {
		t.Fatal("six river hexes and then one on land: the boat's bonus carried the team ashore")
	}
	if err := s.Check(Action{Type: ActMove, Pieces: []PieceID{team}, Path: path[:6]}); err != nil {
		t.Fatal(err)
	}
}

// 11.1, 9.2, ruling P10: the Raft/Scuba is a black plus piece: a team
// rides it without using a portage slot and gets its +2 on the water
// only; another plus piece may haul it, using one of its slots.
func TestRaftIsBlackPlus_11_1(t *testing.T) {
	s := midGame(t)
	team, raft, truck := id(s, "a-team-1"), id(s, "raft"), id(s, "truck")
	for r := 10; r <= 20; r++ {
		s.rules.Board.SetTerrain(Hex{10, r}, TerrainSet(0).With(River))
	}
	put(s, team, Hex{10, 10})
	put(s, raft, Hex{10, 10})
	must(t, s, Action{Type: ActCarry, Piece: raft, Target: team})
	if s.Load(team) != 0 {
		t.Fatalf("the raft takes %d portage slots of the team, want none", s.Load(team))
	}
	afloat, ashore := s.allowances([]PieceID{team})
	if afloat != 6 || ashore != 4 {
		t.Fatalf("team on a raft: %d afloat, %d ashore; want 4+2 = 6 and 4", afloat, ashore)
	}
	if r, ok := s.Reachable([]PieceID{team}).At(Hex{10, 16}); !ok || r.Cost != 6 {
		t.Fatalf("six river hexes at 1 each on 6 MP: %+v %v", r, ok)
	}
	put(s, truck, Hex{10, 10})
	must(t, s, Action{Type: ActCarry, Piece: raft, Target: truck})
	if s.Load(truck) != 1 {
		t.Fatalf("the raft takes %d of the truck's slots, want 1", s.Load(truck))
	}
}

// The drag's breakdown of a stack's movement: 10.5's example line by line
// for the team, the slowest of the stack, then a zero line for the
// commander walking beside it with his own allowance (ruling P4).
func TestAllowanceNotes_10_5(t *testing.T) {
	s := midGame(t)
	team, uh60, m2, cmd := id(s, "a-team-1"), id(s, "uh60"), id(s, "m2"), id(s, "commander-1")
	for _, p := range []PieceID{team, uh60, m2, cmd} {
		put(s, p, MustHex("1010"))
	}
	carry(s, uh60, team)
	carry(s, m2, team)
	carry(s, cmd, uh60) // aboard, the commander is cargo (ruling P10)
	total, terms := s.AllowanceNotes([]PieceID{team, cmd})
	want := []Term{{Label: "A-Team", Value: 4}, {Label: "UH-60", Value: 30}, {Label: "M2 .50 CAL", Value: -3}}
	if total != 31 || len(terms) != 3 {
		t.Fatalf("allowance %d with %v, want 31 with 3 lines", total, terms)
	}
	for _, w := range want {
		if !slices.ContainsFunc(terms, func(x Term) bool { return x.Value == w.Value && strings.HasPrefix(w.Label, x.Label[:2]) }) {
			t.Errorf("%v is not among the lines %v", w, terms)
		}
	}
	// on foot beside the helicopter the commander is a mover of his own,
	// and the slower: the team's 31 becomes a line of its own
	carry(s, cmd, None)
	total, terms = s.AllowanceNotes([]PieceID{team, cmd})
	if total != 4 || len(terms) != 2 || terms[0] != (Term{Label: "Commander", Value: 4}) {
		t.Fatalf("the commander on foot: %d with %v, want his 4 first", total, terms)
	}
	if last := terms[1]; last.Value != 0 || !strings.Contains(last.Label, "P4") || !strings.Contains(last.Label, "31") {
		t.Errorf("the team's line is %v, want 0 with its 31, citing P4", last)
	}
}

// 10.4, 9.2: a vehicle a team rides, or a leader aboard a helicopter, may
// be listed beside its hauler when the stack starts a move; it is still
// one stack, each piece in it once. Before, the truck and its AT-4 were
// listed twice (in the move's event too), the leader held the helicopter
// to his own 4 MP, and dropping the team off left its truck moving on
// while still hauled by the team.
func TestRiddenVehicleListedOnce_10_4(t *testing.T) {
	s := midGame(t)
	team, truck, at4 := id(s, "a-team-1"), id(s, "truck"), id(s, "at4")
	for _, p := range []PieceID{team, truck, at4} {
		put(s, p, MustHex("1010"))
	}
	carry(s, truck, team)
	carry(s, at4, truck)
	alone, both := []PieceID{team}, []PieceID{team, truck}
	if got, want := s.MoveStack(both), s.MoveStack(alone); !slices.Equal(got, want) {
		t.Fatalf("the team listed with its truck moves %v, the team alone %v", got, want)
	}
	if got, want := s.MoveStack([]PieceID{truck, team}), s.MoveStack(alone); !slices.Equal(got, want) {
		t.Fatalf("the truck listed before its team moves %v, the team alone %v", got, want)
	}
	if a, b := s.Reachable(both), s.Reachable(alone); a.Len() != b.Len() {
		t.Fatalf("the team with its truck listed reaches %d hexes, alone %d", a.Len(), b.Len())
	}
	ev := must(t, s, Action{Type: ActMove, Pieces: both, Path: []Hex{MustHex("1011")}})
	if e := hasEvent(ev, EvMove); e == nil || len(e.Pieces) != 3 {
		t.Fatalf("the move's event lists %v, want the team, the truck and the AT-4 once each", e)
	}
	// the team halts: its truck and the AT-4 stay with it (10.1, 10.4)
	must(t, s, Action{Type: ActDropOff, Piece: team})
	if s.Move != nil {
		t.Fatalf("the stack moves on without its team: %+v", s.Move)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	if s.P(truck).Hex != MustHex("1011") || s.P(truck).Carrier != team {
		t.Fatalf("the truck is at %s hauled by %d, want at 1011 with the team", s.P(truck).Hex, s.P(truck).Carrier)
	}

	// a commander who boards a helicopter moving beside him mid-move: he
	// goes on as the helicopter's cargo, and halts with it
	s = midGame(t)
	cmd2, heli2 := id(s, "commander-1"), id(s, "uh60")
	put(s, cmd2, MustHex("0808"))
	put(s, heli2, MustHex("0808"))
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{cmd2, heli2}, Path: []Hex{MustHex("0809")}})
	must(t, s, Action{Type: ActCarry, Piece: cmd2, Target: heli2})
	if got := s.MoveStack(s.Move.Movers); len(got) != 2 || len(s.Move.Movers) != 1 {
		t.Fatalf("the commander aboard the helicopter moves %v (movers %v), want the two once each", got, s.Move.Movers)
	}
	must(t, s, Action{Type: ActDropOff, Piece: heli2})
	if s.Move != nil {
		t.Fatalf("the commander moves on without the helicopter that carries him: %+v", s.Move)
	}

	// 9.2, ruling P10: a leader aboard a helicopter flies as far as it
	// does, whether he is listed or not
	s = midGame(t)
	cmd, heli := id(s, "commander-1"), id(s, "uh60")
	put(s, cmd, MustHex("0505"))
	put(s, heli, MustHex("0505"))
	carry(s, cmd, heli)
	if a, b := s.Allowance([]PieceID{heli, cmd}); a != 30 {
		t.Fatalf("the UH-60 with its commander listed: %d MP (%v), want its 30", a, b)
	}
	if _, terms := s.AllowanceNotes([]PieceID{heli, cmd}); len(terms) != 1 {
		t.Fatalf("the UH-60's breakdown: %v, want its 30 alone", terms)
	}
}

// 10.4 over random games: in every Friendly Movement Phase, listing every
// mover of a stack (a ridden vehicle, a leader aboard) instead of only
// those MoveGroups gives changes nothing: the same pieces, each once,
// the same allowance, the same reach, the same noise.
func TestMoveStackOnceRandomGames_10_4(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 30
	}
	rules := []*Rules{fixtureRules(t), scenarioRules(t)}
	riding := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := Options{NewOldStock: seed%2 == 0, Misadventure: seed%3 == 0, WeaponCharacteristics: seed%5 != 0}
		g, err := New(rules[seed%2], &Scenario{Name: "random", Options: opts}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := newTestRand(seed)
		for i := 0; i < 20000 && !g.State.Over; i++ {
			s := g.State
			if s.Phase == PhaseMovement && len(s.Tasks) == 0 {
				for _, grp := range s.MoveGroups() {
					stack := s.MoveStack(grp)
					for j, id := range stack {
						if slices.Contains(stack[:j], id) {
							t.Fatalf("seed %d: %s twice in the stack %v", seed, s.Name(id), stack)
						}
					}
					all := slices.Clone(grp)
					for _, id := range stack {
						if s.IsMover(id) && !slices.Contains(all, id) {
							all = append(all, id)
						}
					}
					if len(all) == len(grp) {
						continue
					}
					riding++
					if got := s.MoveStack(all); !slices.Equal(got, stack) {
						t.Fatalf("seed %d: %v moves %v, %v moves %v", seed, all, got, grp, stack)
					}
					a1, _ := s.Allowance(grp)
					a2, _ := s.Allowance(all)
					if a1 != a2 {
						t.Fatalf("seed %d: allowance %d listed as %v, %d as %v", seed, a2, all, a1, grp)
					}
					if s.Move == nil { // a move under way goes on by its own list
						r1, r2 := s.Reachable(grp), s.Reachable(all)
						if r1.Len() != r2.Len() {
							t.Fatalf("seed %d: %v reaches %d hexes, %v %d", seed, all, r2.Len(), grp, r1.Len())
						}
						n1, n2 := s.NoiseAt(grp, r1), s.NoiseAt(all, r2)
						for h, n := range n1 {
							if n2[h] != n {
								t.Fatalf("seed %d: noise %d at %s listed as %v, %d as %v", seed, n2[h], h, all, n, grp)
							}
						}
					}
				}
			}
			a, ok := RandomAction(s, rng)
			if !ok {
				t.Fatalf("seed %d: no legal action", seed)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: %v: %v", seed, a, err)
			}
		}
	}
	if riding == 0 {
		t.Fatal("no stack with a ridden vehicle or a leader aboard came up: the test tests nothing")
	}
	t.Logf("%d stacks with a mover aboard another", riding)
}

// 10.4, 9.2, ruling P11: a plus piece adds to a move only if it starts it
// with the team. Once the stack has left its hex, a team may not board a
// vehicle, whether the vehicle lay loose in a hex it entered or moved
// beside it unridden, and a moving vehicle may not take on a raft. The
// refusal comes with its code through Check, the haul options (the drag)
// and the legal actions alike, and the reach never grows by the vehicle.
func TestVehicleTakenMidMove_10_4(t *testing.T) {
	boardMidMove := func(t *testing.T, s *State, piece, target PieceID) {
		t.Helper()
		a := Action{Type: ActCarry, Piece: piece, Target: target}
		if got := CodeOf(s.Check(a)); got != RefuseBoardMidMove {
			t.Fatalf("%s taken on by %s mid-move: refusal %q (%v), want %q", s.Name(piece), s.Name(target), got, s.Check(a), RefuseBoardMidMove)
		}
		found := false
		for _, o := range s.HaulOptions(s.P(target).Hex) {
			if o.Cargo == piece && o.Carrier == target {
				found = true
				if o.OK() || o.Code != RefuseBoardMidMove {
					t.Fatalf("the haul option for the drag says %+v, want refused for %q", o, RefuseBoardMidMove)
				}
			}
		}
		if !found {
			t.Fatal("the haul options leave the pair out instead of saying why it is refused")
		}
		if slices.ContainsFunc(s.LegalActions(), func(b Action) bool { return b.Type == ActCarry && b.Piece == piece && b.Target == target }) {
			t.Fatal("the refused carry is among the legal actions")
		}
	}
	t.Run("a loose truck where the team stops", func(t *testing.T) {
		s := midGame(t)
		team, truck := id(s, "a-team-1"), id(s, "truck")
		put(s, team, MustHex("1010"))
		put(s, truck, MustHex("1014"))
		must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011"), MustHex("1012"), MustHex("1013"), MustHex("1014")}})
		boardMidMove(t, s, truck, team)
		if s.MPLeft() != 0 || s.Reachable(nil).Len() != 0 {
			t.Fatalf("the team has walked its 4: %d MP left, %d hexes in reach; want none", s.MPLeft(), s.Reachable(nil).Len())
		}
	})
	t.Run("a truck moving beside the team", func(t *testing.T) {
		s := midGame(t)
		team, truck := id(s, "a-team-1"), id(s, "truck")
		put(s, team, MustHex("1010"))
		put(s, truck, MustHex("1010"))
		must(t, s, Action{Type: ActMove, Pieces: []PieceID{team, truck}, Path: []Hex{MustHex("1011")}})
		boardMidMove(t, s, truck, team)
		if s.MPLeft() != 3 {
			t.Fatalf("the team walks beside the truck: %d MP left, want its own 3", s.MPLeft())
		}
	})
	t.Run("a raft taken on by a moving truck", func(t *testing.T) {
		s := midGame(t)
		truck, raft := id(s, "truck"), id(s, "raft")
		put(s, truck, MustHex("1010"))
		put(s, raft, MustHex("1011"))
		must(t, s, Action{Type: ActMove, Pieces: []PieceID{truck}, Path: []Hex{MustHex("1011")}})
		boardMidMove(t, s, raft, truck)
	})
	t.Run("boarded before the move", func(t *testing.T) {
		s := midGame(t)
		team, truck := id(s, "a-team-1"), id(s, "truck")
		put(s, team, MustHex("1010"))
		put(s, truck, MustHex("1010"))
		must(t, s, Action{Type: ActCarry, Piece: truck, Target: team})
		if mp, _ := s.Allowance([]PieceID{team}); mp != 10 {
			t.Fatalf("a team riding a truck from the start: %d MP, want 4 + 6 (10.4)", mp)
		}
		if r, ok := s.Reachable([]PieceID{team}).At(MustHex("1020")); !ok || r.MPLeft != 0 {
			t.Fatalf("ten clear hexes on 10 MP: %+v %v", r, ok)
		}
	})
}

// 10.3, 10.4, 10.5, ruling P4: a stack moves no farther than its slowest
// independent mover. A leader on foot is one, and his load comes off his
// own 4: a commander hauling an M2 (-3) holds the team he walks with to 1.
// Aboard a vehicle he is cargo (ruling P10) and the M2 comes off the
// vehicle's team instead. A vehicle no team rides counts with its own
// allowance, and a raft it carries adds nothing to it. The allowance, its
// breakdown, the reach, the check of a move and the computer player's
// figure (AllowanceMP) agree.
func TestSlowestMoverSetsThePace_10_3(t *testing.T) {
	s := midGame(t)
	team, cmd, m2, truck, at4, raft := id(s, "a-team-1"), id(s, "commander-1"), id(s, "m2"), id(s, "truck"), id(s, "at4"), id(s, "raft")
	h := MustHex("1010")
	for _, p := range []PieceID{team, cmd, m2} {
		put(s, p, h)
	}
	carry(s, m2, cmd)
	both := []PieceID{team, cmd}
	agree := func(t *testing.T, movers []PieceID, want int) {
		t.Helper()
		mp, _ := s.Allowance(movers)
		notes, terms := s.AllowanceNotes(movers)
		if mp != want || notes != want || s.AllowanceMP(movers) != want {
			t.Fatalf("allowance %d, notes %d (%v), AllowanceMP %d; want %d", mp, notes, terms, s.AllowanceMP(movers), want)
		}
		r := s.Reachable(movers)
		far := 0
		for _, re := range r.All() {
			if !re.Minimum {
				far = max(far, re.Cost)
			}
		}
		if far > want {
			t.Fatalf("the reach goes %d, beyond the allowance %d", far, want)
		}
		two := Action{Type: ActMove, Pieces: movers, Path: []Hex{MustHex("1011"), MustHex("1012")}}
		if err := s.Check(two); (err == nil) != (want >= 2) {
			t.Fatalf("two clear hexes on %d MP: %v", want, err)
		}
		if _, ok := r.At(MustHex("1012")); ok != (want >= 2) {
			t.Fatalf("two clear hexes on %d MP: in reach %v", want, ok)
		}
	}
	t.Run("a loaded commander on foot", func(t *testing.T) {
		agree(t, both, 1)
		agree(t, []PieceID{cmd}, 1)
		_, terms := s.AllowanceNotes(both)
		if len(terms) != 3 || terms[0] != (Term{Label: "Commander", Value: 4}) || terms[1] != (Term{Label: "M2 .50 CAL", Value: -3}) || !strings.Contains(terms[2].Label, "A-Team: 4") {
			t.Fatalf("the breakdown %v, want the commander's 4 and M2 -3, then the team's own 4 at 0", terms)
		}
		if _, _, err := s.NoisePreview(Action{Type: ActMove, Pieces: both, Path: []Hex{MustHex("1011"), MustHex("1012")}}); CodeOf(err) != RefuseNotEnoughMP {
			t.Fatalf("the noise preview of a move beyond the commander's 1: %v, want refused for movement", err)
		}
	})
	t.Run("the M2 handed to the team", func(t *testing.T) {
		carry(s, m2, team)
		defer carry(s, m2, cmd)
		agree(t, both, 1) // the team now carries it: 4 - 3
		agree(t, []PieceID{cmd}, 4)
	})
	t.Run("the commander aboard the team's truck", func(t *testing.T) {
		put(s, truck, h)
		carry(s, truck, team)
		carry(s, cmd, truck)
		defer func() { put(s, truck, NoHex); s.P(truck).Place = Available; carry(s, cmd, None) }()
		agree(t, both, 4+6-3)
	})
	t.Run("an unridden truck, loaded", func(t *testing.T) {
		carry(s, m2, None)
		put(s, truck, h)
		put(s, at4, h)
		carry(s, m2, truck)
		carry(s, at4, truck)
		agree(t, []PieceID{team, truck}, 6-3-2)
		put(s, raft, h)
		carry(s, m2, None)
		carry(s, at4, None)
		carry(s, raft, truck)
		agree(t, []PieceID{truck}, 6) // the raft's +2 is not added to another plus piece (10.4)
	})
}

// 10.4: Truck +6 with a team of 4 moves 10; hauling an AT-4 (-2), 8.
func TestCounterValues_10_4(t *testing.T) {
	m := cmShipped(t)
	team, truck, at4 := cmOne(t, m, "A-Team"), cmOne(t, m, "Truck"), cmOne(t, m, "AT-4")
	if truck.MoveType != MovePlus || truck.Move != 6 {
		t.Errorf("Truck movement %s, want +6", cmMoveText(truck))
	}
	if at4.MoveType != MoveMinus || at4.Move != 2 {
		t.Errorf("AT-4 movement %s, want -2", cmMoveText(at4))
	}
	if got := team.Move + truck.Move; got != 10 {
		t.Errorf("team and Truck move %d, want 10", got)
	}
	if got := team.Move + truck.Move - at4.Move; got != 8 {
		t.Errorf("team, Truck and AT-4 move %d, want 8", got)
	}
	for _, s := range m.OfKind(KindGear) {
		if s.Has(TagPatrolBoat) && !s.IsPlus() {
			t.Errorf("%s: a boat moves teams on rivers (11.1), so it is plus-type", s.ID)
		}
	}
	boat := cmOne(t, m, "Patrol Boat")
	if boat.MoveType != MovePlus || !boat.Has(TagPatrolBoat) {
		t.Errorf("Patrol Boat: movement %s tags %v", cmMoveText(boat), boat.Tags)
	}
	if raft := cmOne(t, m, "Raft/Scuba"); !raft.Has(TagPatrolBoat) {
		t.Errorf("Raft/Scuba tags %v: it moves on rivers like a boat", raft.Tags)
	}
}

// 10.5: a team (4) with a UH-60 (+30) and an M2 .50 CAL (-3) moves 31.
func TestCounterValues_10_5(t *testing.T) {
	m := cmShipped(t)
	team, uh60, m2 := cmOne(t, m, "B-Team"), cmOne(t, m, "UH-60"), cmOne(t, m, "M2 .50 CAL")
	if uh60.MoveType != MovePlus || uh60.Move != 30 {
		t.Errorf("UH-60 movement %s, want +30", cmMoveText(uh60))
	}
	if m2.MoveType != MoveMinus || m2.Move != 3 {
		t.Errorf("M2 .50 CAL movement %s, want -3", cmMoveText(m2))
	}
	if got := team.Move + uh60.Move - m2.Move; got != 31 {
		t.Errorf("4 + 30 - 3 = %d, want 31", got)
	}
	zero := 0
	for _, s := range m.OfKind(KindGear) {
		if s.MoveType == MoveMinus && s.Move == 0 {
			zero++
		}
	}
	if zero == 0 {
		t.Error(`no "-0" piece (10.5 note)`)
	}
}
