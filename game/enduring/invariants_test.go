package enduring

import (
	"strings"
	"testing"
)

// 20.1: no event names a face-down counter, and an invariant catches a
// counter turned face up with no rule.
func TestFogOfWar_20_1(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	games := uint64(40)
	if testing.Short() {
		games = 15
	}
	for seed := uint64(1); seed <= games; seed++ {
		s := NewState(r, sc, seed)
		p := newTestPlayer(seed, 25)
		for !s.Over() {
			ev, err := s.Apply(p.choose(s, s.Legal()))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if strings.Contains(e.Text, "face down") && len(e.Units) > 0 && !strings.Contains(e.Text, "revealed") {
					t.Fatalf("seed %d: %q names the counters it placed face down", seed, e.Text)
				}
			}
		}
	}
	s := bare(t, PhMobilize)
	u := put(t, s, "obl", zone(t, s, "kabul"))
	s.emit(Event{Text: "test", Units: []int{u}})
	if len(s.ev.list[0].Units) != 0 {
		t.Fatal("an event must not carry a face-down counter's index")
	}
	s.Units[u].FaceUp = true
	if err := s.Invariants(); err == nil {
		t.Fatal("bin Laden face up with no rule must break an invariant")
	}
}
