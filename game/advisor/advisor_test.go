package advisor

import (
	"reflect"
	"testing"

	"kandahar/assets"
	"kandahar/game"
)

func rules(t testing.TB) *game.Rules {
	t.Helper()
	r, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// midGame is a standard game the greedy player has played for a while,
// stopped at a choice the Monte Carlo player searches (more than one
// candidate).
func midGame(t testing.TB, seed uint64, actions int) *game.State {
	t.Helper()
	g, err := game.New(rules(t), nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	p := NewGreedy()
	m := NewMC(1, DefaultBudget)
	for i := 0; !g.State.Over; i++ {
		if i >= actions && len(m.candidates(g.State)) > 1 {
			return g.State
		}
		if _, err := g.Apply(p.Choose(g.State)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: the game ended before action %d", seed, actions)
	return nil
}

// The advice rests only on what the player can know: the same position
// with other dice to come, another order in the cups and other enemy
// units face down on the PP track (3.6) gets exactly the same estimates.
func TestAdviceIgnoresTheFuture_3_6(t *testing.T) {
	s := midGame(t, 7, 200)
	other := s.Determinize(12345) // same position, another future
	other.Dice.Script = []int{1, 1, 1, 1, 6, 6, 6, 6}
	if reflect.DeepEqual(s.Dice, other.Dice) {
		t.Fatal("the test did not change the dice")
	}
	b := Budget{Rollouts: 6, Candidates: 3, Workers: 2, Everywhere: true}
	a1 := NewMC(99, b).Advise(s)
	a2 := NewMC(99, b).Advise(other)
	if len(a1) < 2 {
		t.Fatalf("only %d candidates: pick a position with a choice", len(a1))
	}
	if !reflect.DeepEqual(a1, a2) {
		t.Fatalf("the advice changed with the game's hidden future:\n%+v\n%+v", a1, a2)
	}
	// and the same player on the same position gives the same advice
	// however many goroutines share the rollouts
	b.Workers = 1
	if a3 := NewMC(99, b).Advise(s); !reflect.DeepEqual(a1, a3) {
		t.Fatalf("the advice depends on the number of workers:\n%+v\n%+v", a1, a3)
	}
}

// Over a few hundred seeded standard games the greedy player's mean score
// beats the random player's by more than both 95 % intervals.
func TestGreedyBeatsRandom_5_0(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 40
	}
	r := rules(t)
	mean := func(policy string) (float64, float64) {
		xs := make([]float64, n)
		for i := range n {
			g, err := game.New(r, nil, uint64(i+1))
			if err != nil {
				t.Fatal(err)
			}
			p, err := New(policy, uint64(i+1))
			if err != nil {
				t.Fatal(err)
			}
			xs[i] = float64(Play(g.State, p).Score)
		}
		return meanCI(xs)
	}
	gm, gh := mean("greedy")
	rm, rh := mean("random")
	t.Logf("greedy %.2f ± %.2f, random %.2f ± %.2f over %d games", gm, gh, rm, rh, n)
	if gm-gh <= rm+rh {
		t.Fatalf("greedy (%.2f ± %.2f) does not clearly beat random (%.2f ± %.2f)", gm, gh, rm, rh)
	}
}

// Every player gives only legal actions, and the same seed plays the same
// game.
func TestPlayersPlayLegallyAndRepeat(t *testing.T) {
	r := rules(t)
	for _, policy := range []string{"random", "greedy"} {
		var logs [2][]game.Action
		for k := range 2 {
			g, _ := game.New(r, nil, 3)
			p, _ := New(policy, 3)
			for !g.State.Over && len(g.Log) < 5000 {
				if _, err := g.Apply(p.Choose(g.State)); err != nil {
					t.Fatalf("%s: %v", policy, err)
				}
				if err := g.State.CheckInvariants(); err != nil {
					t.Fatalf("%s: %v", policy, err)
				}
			}
			logs[k] = g.Log
		}
		if !reflect.DeepEqual(logs[0], logs[1]) {
			t.Errorf("%s: the same seed played two different games", policy)
		}
	}
	if _, err := New("clever", 1); err == nil {
		t.Error("an unknown policy was accepted")
	}
}

// The Monte Carlo player's estimates are sane: every candidate has its
// rollouts, the interval holds the mean, and they come best first.
func TestMCEstimates(t *testing.T) {
	s := midGame(t, 11, 120)
	est := NewMC(5, Budget{Rollouts: 8, Candidates: 3, Workers: 2, Everywhere: true}).Advise(s)
	for i, e := range est {
		if e.Rollouts != 8 || e.Low > e.Mean || e.High < e.Mean || s.Check(e.Action) != nil {
			t.Errorf("estimate %d is odd: %+v", i, e)
		}
		if i > 0 && e.Mean > est[i-1].Mean {
			t.Errorf("estimates out of order: %+v before %+v", est[i-1], e)
		}
	}
}

// 5.0, ruling M11: the game may be ended in any phase, so the greedy
// player, facing a mission it can never pay for with no mission left in
// the cup, ends the game at once in the Friendly Movement Phase instead of
// risking its teams until the Success Determination Phase.
func TestGreedyEndsAHopelessGameAtOnce_5_0(t *testing.T) {
	r := rules(t)
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := game.New(r, nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		p := NewGreedy()
		for !g.State.Over && len(g.Log) < 2000 {
			s := g.State
			if s.Phase == game.PhaseMovement && s.Move == nil && s.Pending == nil && s.Mission != game.None && len(s.Spec(s.Mission).Requires) > 0 {
				for i := range s.Pieces {
					id, pc := game.PieceID(i+1), &s.Pieces[i]
					switch {
					case s.Spec(id).Kind == game.KindMission && pc.Place == game.InCup:
						pc.Place = game.Eliminated // the cup is empty
					case s.Spec(id).Kind == game.KindGear && pc.Place == game.OnMap:
						pc.Place, pc.Hex, pc.Carrier = game.Available, game.NoHex, game.None
					}
				}
				for i := range s.Pieces {
					if c := s.Pieces[i].Carrier; c != game.None && s.P(c).Place != game.OnMap && s.Spec(game.PieceID(i+1)).Kind != game.KindCasualty {
						s.Pieces[i].Carrier = game.None
					}
				}
				s.PP = 0
				if a := p.Choose(s); a.Type != game.ActEndGame {
					t.Fatalf("seed %d: with the last mission out of reach the greedy player chose %v, want to end the game", seed, a)
				}
				return
			}
			if _, err := g.Apply(p.Choose(s)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game reached a movement phase with a mission that needs gear")
}
