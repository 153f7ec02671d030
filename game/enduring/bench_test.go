package enduring

import (
	"testing"

	"kandahar/game/table"
)

// A whole game by each player, no invariants checked (docs/performance.md).
func BenchmarkRandomGame(b *testing.B) {
	r := MustRules()
	sc, _ := Campaign(r)
	turns := 0
	for i := 0; b.Loop(); i++ {
		s := NewState(r, sc, uint64(i+1))
		if _, err := Play(s, &RandomPlayer{Dice: table.NewDice(uint64(i + 1)), Keep: 25}, false); err != nil {
			b.Fatal(err)
		}
		turns += s.Turn
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}

func BenchmarkGreedyGame(b *testing.B) {
	r := MustRules()
	sc, _ := Campaign(r)
	for i := 0; b.Loop(); i++ {
		s := NewState(r, sc, uint64(i+1))
		if _, err := Play(s, &GreedyPlayer{}, false); err != nil {
			b.Fatal(err)
		}
	}
}
