package game

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// walkRandom plays a few random games (RandomAction, the random player's
// draw) on the fixture and on the shipped data, and shows each state met
// to visit before the next action.
func walkRandom(t *testing.T, games, steps int, visit func(s *State, rng *rand.Rand)) {
	t.Helper()
	if testing.Short() {
		games = min(games, 4)
	}
	rules := []*Rules{fixtureRules(t), scenarioRules(t)}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := Options{NewOldStock: seed%2 == 0, Misadventure: seed%3 == 0, WeaponCharacteristics: seed%5 != 0}
		g, err := New(rules[seed%2], &Scenario{Name: "random", Options: opts}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 23))
		for i := 0; i < steps && !g.State.Over; i++ {
			visit(g.State, rng)
			a, ok := RandomAction(g.State, rng)
			if !ok {
				t.Fatalf("seed %d: no legal action", seed)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: %v refused: %v", seed, a, err)
			}
		}
	}
}

// probes are actions near the legal ones and at random: every type, with
// pieces, targets, hexes and paths drawn from the position.
func probes(s *State, rng *rand.Rand) []Action {
	types := []ActionType{ActBuy, ActPlaceCamp, ActDeploy, ActMoveCamp, ActOldStock, ActCarry, ActMove,
		ActDropOff, ActEndMove, ActAttack, ActNominate, ActFirstAid, ActSetTrap, ActForfeit, ActEndPhase,
		ActChoose, ActEndGame, "no-such-action"}
	n := len(s.Pieces)
	piece := func() PieceID {
		switch rng.IntN(10) {
		case 0:
			return None
		case 1:
			return PieceID(n + 1 + rng.IntN(3)) // no such piece
		}
		return PieceID(1 + rng.IntN(n))
	}
	var hexes []Hex
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Place == OnMap {
			hexes = append(hexes, p.Hex)
			nb := p.Hex.Neighbors()
			hexes = append(hexes, nb[:]...)
		}
	}
	hex := func() Hex {
		if len(hexes) == 0 || rng.IntN(8) == 0 {
			return []Hex{NoHex, {0, 0}, {99, 99}, {5, 5}}[rng.IntN(4)]
		}
		return hexes[rng.IntN(len(hexes))]
	}
	var out []Action
	for _, a := range s.LegalActions() {
		b := a // a near miss: one field changed
		switch rng.IntN(4) {
		case 0:
			b.Piece = piece()
		case 1:
			b.Target = piece()
		case 2:
			b.Hex = hex()
		case 3:
			b.Path = append(slices.Clone(b.Path), hex())
		}
		out = append(out, b)
		if len(out) > 40 {
			break
		}
	}
	for range 40 {
		a := Action{Type: types[rng.IntN(len(types))], Piece: piece(), Target: piece(), Hex: hex(), Option: rng.IntN(4) - 1}
		if rng.IntN(2) == 0 {
			a.Target = None
		}
		switch a.Type {
		case ActMove:
			if rng.IntN(3) > 0 {
				a.Pieces = []PieceID{piece()}
				if rng.IntN(3) == 0 {
					a.Pieces = append(a.Pieces, piece())
				}
			}
			for range rng.IntN(4) {
				a.Path = append(a.Path, hex())
			}
		case ActAttack:
			if rng.IntN(3) == 0 {
				a.Pieces = []PieceID{piece()}
			}
		}
		out = append(out, a)
	}
	return out
}

// Every refusal the rules give carries a code from the declared set, and
// the words are still there for the log: over the positions of random
// games, actions near the legal ones and at random are checked.
func TestRefusalCodes_4_0(t *testing.T) {
	declared := map[RefuseCode]bool{}
	for _, c := range RefuseCodes {
		if c == "" || declared[c] {
			t.Fatalf("code %q is empty or declared twice", c)
		}
		declared[c] = true
	}
	met := map[RefuseCode]int{}
	walkRandom(t, 16, 400, func(s *State, rng *rand.Rand) {
		for _, a := range probes(s, rng) {
			err := s.Check(a)
			if err == nil {
				continue
			}
			var ie *IllegalError
			if !errors.As(err, &ie) {
				t.Fatalf("%v: refused with %T, not an IllegalError: %v", a, err, err)
			}
			if ie.Code == "" || !declared[ie.Code] || ie.Reason == "" || CodeOf(err) != ie.Code {
				t.Fatalf("%v: refusal %q has code %q, not one of RefuseCodes", a, ie.Reason, ie.Code)
			}
			met[ie.Code]++
		}
	})
	if len(met) < 25 {
		t.Errorf("only %d kinds of refusal met; the probes miss most of the rules: %v", len(met), met)
	}
	t.Logf("%d of %d codes met: %v", len(met), len(RefuseCodes), met)
}

// A refusal keeps its words: the code is beside them, not instead (the
// log and the saves show the words).
func TestRefusalWords_10_1(t *testing.T) {
	s := midGame(t)
	team := id(s, "a-team-1")
	put(s, team, MustHex("0505"))
	err := s.Check(Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("0808")}})
	if CodeOf(err) != RefuseNotAdjacent || err.Error() != "0808 is not next to 0505: a move is a path of adjacent hexes (10.1)" {
		t.Fatalf("got %q (%q)", CodeOf(err), err)
	}
	err = s.Check(Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("0506"), MustHex("0507"), MustHex("0508"), MustHex("0509"), MustHex("0510")}})
	if CodeOf(err) != RefuseNotEnoughMP {
		t.Fatalf("five clear hexes for a team of 4 MP: got %q (%v)", CodeOf(err), err)
	}
	if CodeOf(nil) != "" || CodeOf(errors.New("x")) != "" {
		t.Fatal("CodeOf must give no code for no refusal")
	}
}
