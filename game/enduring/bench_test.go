package enduring

import (
	"testing"
)

// A whole game by the tests' random player, no invariants checked
// (docs/performance.md; the computer players' games: game/advisor).
func BenchmarkRandomGame(b *testing.B) {
	r := MustRules()
	sc, _ := Campaign(r)
	turns := 0
	for i := 0; b.Loop(); i++ {
		s := NewState(r, sc, uint64(i+1))
		if _, err := playTest(s, newTestPlayer(uint64(i+1), 25), false); err != nil {
			b.Fatal(err)
		}
		turns += s.Turn
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}
