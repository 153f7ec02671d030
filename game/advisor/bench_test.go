package advisor

import (
	"syscall"
	"testing"
	"time"

	"kandahar/game"
)

// cpuTime is the process's CPU time so far, user and system.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// reportCPU adds the CPU time per iteration (every thread of the process,
// the garbage collector's too) beside the wall clock's ns/op: on a
// machine shared with other work the wall clock counts the waits for a
// core, the CPU time does not. Call it with the CPU time before the loop.
func reportCPU(b *testing.B, start time.Duration) {
	if b.N > 0 {
		b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
	}
}

// Whole standard games, one per iteration from the next seed.
func benchGames(b *testing.B, policy string) {
	r := rules(b)
	seed := uint64(0)
	b.ReportAllocs()
	c0 := cpuTime()
	for b.Loop() {
		seed++
		g, _ := game.New(r, nil, seed)
		p, _ := New(policy, seed)
		Play(g.State, p)
	}
	reportCPU(b, c0)
}

func BenchmarkRandomGame(b *testing.B) { benchGames(b, "random") }
func BenchmarkGreedyGame(b *testing.B) { benchGames(b, "greedy") }

// One greedy decision in the middle of a game (a move).
func BenchmarkGreedyChoose(b *testing.B) {
	s := midGame(b, 7, 200)
	p := NewGreedy()
	c0 := cpuTime()
	for b.Loop() {
		p.Choose(s)
	}
	reportCPU(b, c0)
}

// One rollout: a determinized copy played out to the end by the greedy
// player.
func BenchmarkRollout(b *testing.B) {
	s := midGame(b, 7, 200)
	g := NewGreedy()
	a := g.Choose(s)
	seed := uint64(0)
	c0 := cpuTime()
	for b.Loop() {
		seed++
		rollout(s, a, seed, g)
	}
	reportCPU(b, c0)
}

// A whole hint at the default budget.
func BenchmarkMCAdvise(b *testing.B) {
	s := midGame(b, 7, 200)
	m := NewMC(1, DefaultBudget)
	c0 := cpuTime()
	for b.Loop() {
		m.Advise(s)
	}
	reportCPU(b, c0)
}
