package game

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"testing"
)

// A small counter mix written out in Go, so the rule tests pin the values
// they use whatever the shipped counters.txt says. Values named in the
// rulebook match it.
func fixtureMix() *CounterMix {
	m := &CounterMix{}
	add := func(sp Spec) { m.Specs = append(m.Specs, sp) }
	add(Spec{ID: "a-team-1", Name: "A-Team", Kind: KindTeam, Firepower: 2, Cost: 0, Noise: 2, Move: 4, MoveType: MoveStandard})
	add(Spec{ID: "a-team-2", Name: "A-Team", Kind: KindTeam, Firepower: 2, Cost: 20, Noise: 2, Move: 4, MoveType: MoveStandard})
	add(Spec{ID: "b-team-1", Name: "B-Team", Kind: KindTeam, Firepower: 2, Cost: 0, Noise: 1, Move: 4, MoveType: MoveStandard})
	add(Spec{ID: "b-team-2", Name: "B-Team", Kind: KindTeam, Firepower: 2, Cost: 15, Noise: 1, Move: 4, MoveType: MoveStandard})
	add(Spec{ID: "commander-1", Name: "Commander", Kind: KindCommander, Firepower: 2, Noise: 1, Move: 4, MoveType: MovePlusBlack})
	add(Spec{ID: "commander-2", Name: "Commander", Kind: KindCommander, Firepower: 2, Cost: 8, Noise: 1, Move: 4, MoveType: MovePlusBlack})
	add(Spec{ID: "officer-1", Name: "Officer", Kind: KindOfficer, Firepower: 1, Noise: 1, Move: 4, MoveType: MovePlusBlack})
	add(Spec{ID: "officer-2", Name: "Officer", Kind: KindOfficer, Firepower: 1, Cost: 4, Noise: 1, Move: 4, MoveType: MovePlusBlack})
	add(Spec{ID: "camp-1", Name: "Base Camp", Kind: KindBaseCamp})
	add(Spec{ID: "camp-2", Name: "Base Camp", Kind: KindBaseCamp, Cost: 10})
	gear := []Spec{
		{ID: "radio", Name: "Radio", Firepower: 0, Cost: 3, Noise: 0, Move: 0, MoveType: MoveMinus, Tags: []string{TagRadio}},
		{ID: "m249", Name: "M249", Firepower: 4, Cost: 4, Noise: 1, Move: 1, MoveType: MoveMinus, Tags: []string{TagWeapon}},
		{ID: "m203", Name: "M203", Firepower: 3, Cost: 3, Noise: 1, Move: 0, MoveType: MoveMinus, Tags: []string{TagWeapon}},
		{ID: "at4", Name: "AT-4", Firepower: 5, Cost: 3, Noise: 1, Move: 2, MoveType: MoveMinus, Tags: []string{TagWeapon}},
		{ID: "m2", Name: "M2 .50 CAL", Firepower: 8, Cost: 5, Noise: 2, Move: 3, MoveType: MoveMinus, Tags: []string{TagWeapon}},
		{ID: "tools", Name: "Tools", Cost: 2, Move: 1, MoveType: MoveMinus},
		{ID: "medkit", Name: "Med Kit", Cost: 2, MoveType: MoveMinus, Tags: []string{TagMedKit}},
		{ID: "ammo", Name: "Ammo", Cost: 2, Move: 1, MoveType: MoveMinus},
		{ID: "ah1", Name: "AH-1", Firepower: 25, Cost: 20, Noise: 10, Move: 0, MoveType: MoveMinus, Tags: []string{TagWeapon, TagAirSupport, TagHelicopter}},
		{ID: "truck", Name: "Truck", Cost: 6, Noise: 7, Move: 6, MoveType: MovePlus},
		{ID: "uh60", Name: "UH-60", Firepower: -5, Cost: 20, Noise: 8, Move: 30, MoveType: MovePlus, Tags: []string{TagHelicopter}},
		{ID: "boat", Name: "Patrol Boat", Firepower: 4, Cost: 8, Noise: 4, Move: 8, MoveType: MovePlus, Tags: []string{TagPatrolBoat}},
		{ID: "raft", Name: "Raft/Scuba", Cost: 3, Noise: -1, Move: 2, MoveType: MovePlusBlack, Tags: []string{TagPatrolBoat}},
		{ID: "trap", Name: "Booby Trap", Firepower: 0, Cost: 2, MoveType: MoveMinus, Tags: []string{TagBoobyTrap}},
		{ID: "m777", Name: "M777", Firepower: 20, Cost: 10, Noise: 5, Move: 9, MoveType: MoveMinus, Tags: []string{TagWeapon, TagIndirectFire}},
		{ID: "m60", Name: "M60", Firepower: 4, Cost: 2, Noise: 2, Move: 1, MoveType: MoveMinus, Tags: []string{TagWeapon, TagOldStock}, Fulfills: []string{"M249"}},
	}
	for _, g := range gear {
		g.Kind = KindGear
		add(g)
	}
	missions := []struct {
		name  string
		award int
		hexes [3]string
		req   [][]string
	}{
		{"Build Infrastructure", 8, [3]string{"1310", "2408", "0921"}, [][]string{{"Tools"}}},
		{"Insert C.I.A. Agent", 3, [3]string{"0906", "0231", "1212"}, nil},
		{"Reinforce Unit", 12, [3]string{"1703", "0503", "2029"}, [][]string{{"M249", "Ammo", "M203"}}},
		{"Help Villagers", 5, [3]string{"0914", "0907", "1908"}, [][]string{{"Tools"}, {"Bribe"}, {"Med Kit"}}},
	}
	for i, ms := range missions {
		sp := Spec{ID: "mission-" + ms.name, Name: ms.name, Kind: KindMission, Firepower: ms.award, Requires: ms.req}
		for j, h := range ms.hexes {
			sp.Placement[j] = MustHex(h)
		}
		_ = i
		add(sp)
	}
	add(Spec{ID: "cas-cmd", Name: "Commander Killed", Kind: KindCasualty, Kills: KindCommander})
	add(Spec{ID: "cas-off", Name: "Officer Killed", Kind: KindCasualty, Kills: KindOfficer})
	for i := range 14 {
		add(Spec{ID: "cas-" + string(rune('a'+i)), Name: "Wounded", Kind: KindCasualty, FirepowerMod: -1, MoveMod: -1})
	}
	for i := range 24 {
		mv := i % 5
		add(Spec{ID: "enemy-" + string(rune('a'+i)), Name: "Taliban", Kind: KindEnemy, Firepower: 4 + i%4*2, Move: mv, MoveType: MoveStandard})
	}
	add(Spec{ID: "enemy-x", Name: "Fighters", Kind: KindEnemy, Firepower: 10, Move: 3, MoveType: MoveStandard})
	return m
}

// fixtureBoard is an all-clear 26×36 map with a few terrain features the
// tests place themselves.
func fixtureBoard() *Board {
	b := NewBoard(26, 36)
	b.FOBEdge = []Hex{{26, 1}, {25, 1}}
	return b
}

func fixtureChart(t testing.TB) *TerrainChart {
	src, err := os.ReadFile("../assets/data/terrain.txt")
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseTerrainChart(src)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func fixtureRules(t testing.TB) *Rules {
	return &Rules{Board: fixtureBoard(), Chart: fixtureChart(t), Mix: fixtureMix()}
}

// id finds the piece made from the spec with the given id.
func id(s *State, specID string) PieceID {
	for i := range s.Pieces {
		if s.rules.Mix.Specs[s.Pieces[i].Spec].ID == specID {
			return PieceID(i + 1)
		}
	}
	panic("no piece " + specID)
}

// must applies an action and fails the test if it is refused.
func must(t testing.TB, s *State, a Action) []Event {
	t.Helper()
	ev, err := s.Apply(a)
	if err != nil {
		t.Fatalf("%v refused: %v", a, err)
	}
	return ev
}

// put places a piece on the map directly, for setting up a position.
func put(s *State, pid PieceID, h Hex) {
	p := s.P(pid)
	p.Place, p.Hex, p.Carrier = OnMap, h, None
}

func carry(s *State, g, hauler PieceID) { s.P(g).Carrier = hauler }

// midGame gives a state in the Friendly Movement Phase of turn 1 with the
// free pieces at a base camp at 0101 and nothing else on the map.
func midGame(t testing.TB, script ...int) *State {
	t.Helper()
	s := NewState(fixtureRules(t), Options{WeaponCharacteristics: true, Misadventure: false, NewOldStock: true}, 1)
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Place == OnTrack || p.Place == Bought {
			p.Place = Available
			if s.rules.Mix.Specs[p.Spec].Kind == KindEnemy {
				p.Place = InCup
			}
		}
	}
	put(s, id(s, "camp-1"), MustHex("0101"))
	// a reserve team in the camp keeps the game alive (5.0) and out of the way
	put(s, id(s, "a-team-2"), MustHex("0101"))
	s.Phase = PhaseMovement
	s.Dice.Script = script
	return s
}

func hasEvent(ev []Event, typ EventType) *Event {
	for i := range ev {
		if ev[i].Type == typ {
			return &ev[i]
		}
	}
	return nil
}

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 11)) }

func stateJSON(t testing.TB, s *State) string {
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
