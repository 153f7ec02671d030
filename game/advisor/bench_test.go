package advisor

import (
	"testing"

	"kandahar/game"
)

// Whole standard games, one per iteration from the next seed.
func benchGames(b *testing.B, policy string) {
	r := rules(b)
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		g, _ := game.New(r, nil, seed)
		p, _ := New(policy, seed)
		Play(g.State, p)
	}
}

func BenchmarkRandomGame(b *testing.B) { benchGames(b, "random") }
func BenchmarkGreedyGame(b *testing.B) { benchGames(b, "greedy") }

// One greedy decision in the middle of a game (a move).
func BenchmarkGreedyChoose(b *testing.B) {
	s := midGame(b, 7, 200)
	p := NewGreedy()
	for b.Loop() {
		p.Choose(s)
	}
}

// One rollout: a determinized copy played out to the end by the greedy
// player.
func BenchmarkRollout(b *testing.B) {
	s := midGame(b, 7, 200)
	g := NewGreedy()
	a := g.Choose(s)
	seed := uint64(0)
	for b.Loop() {
		seed++
		rollout(s, a, seed, g)
	}
}

// A whole hint at the default budget.
func BenchmarkMCAdvise(b *testing.B) {
	s := midGame(b, 7, 200)
	m := NewMC(1, DefaultBudget)
	for b.Loop() {
		m.Advise(s)
	}
}
