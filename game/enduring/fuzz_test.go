package enduring

import (
	"strings"
	"sync"
	"testing"

	"kandahar/internal/deadline"
)

// FuzzDecodeSave: whatever a file holds, DecodeSave gives a game or one
// short sentence, never a panic; a game it gives saves and loads again
// to the same position.
func FuzzDecodeSave(f *testing.F) {
	r := MustRules()
	good := playedSave(f, 3, 30)
	f.Add(good)
	f.Add(edit(f, good, "game", `"Kandahar"`))
	f.Add(edit(f, good, "version", `-5`))
	f.Add(edit(f, good, "seed", `"12x"`))
	f.Add(edit(f, good, "log", `[{"Kind":2,"Unit":9999}]`))
	f.Add([]byte(`{"format":"enduring-freedom-save","game":"Enduring Freedom","version":1}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		defer deadline.Input(deadline.PerInput)()
		g, steps, sf, err := DecodeSave(data, r)
		if err != nil {
			if msg := err.Error(); msg == "" || len(msg) > 600 {
				t.Fatalf("a refusal of %d bytes", len(msg))
			}
			return
		}
		if len(steps) != len(g.Log) || sf.Game != SaveGame {
			t.Fatalf("a save loaded with %d steps for %d actions", len(steps), len(g.Log))
		}
		again, err := EncodeSave(g, sf.App, sf.Saved)
		if err != nil {
			t.Fatal(err)
		}
		g2, _, _, err := DecodeSave(again, r)
		if err != nil || g2.State.NP != g.State.NP || g2.State.Turn != g.State.Turn || len(g2.Log) != len(g.Log) {
			t.Fatalf("a loaded game saved again does not load the same: %v", err)
		}
	})
}

// fuzzStarts are positions from set-up to the late turns of a few games,
// made once: an input picks one and plays on from a copy.
var fuzzStarts = sync.OnceValue(func() []*State {
	r := MustRules()
	sc, _ := Campaign(r)
	var out []*State
	for seed := range uint64(4) {
		s := NewState(r, sc, seed)
		p := newTestPlayer(seed, 30)
		for i := 0; !s.Over(); i++ {
			if i%5 == 0 {
				out = append(out, s.Clone())
			}
			if _, err := s.Apply(p.choose(s, s.Legal())); err != nil {
				panic(err)
			}
		}
	}
	return out
})

// fuzzActions bounds an input's actions: short runs from many starts
// (one every five actions of four games) explore more in the fuzzer's
// time than long runs from few: 24 actions an input ran 27,000 inputs in
// two minutes here, 6 ran 207,000.
const fuzzActions = 6

// FuzzRandomPlay: from any position after set-up, any sequence of legal
// actions keeps every invariant (8.5, 8.7-8.9, 4.1, 28.5, 20.1), and every
// action refused instead says why and changes nothing. Each byte of the
// input picks an action: under 240, among the legal ones (by its value);
// from 240, a made-up one that the rules may refuse.
func FuzzRandomPlay(f *testing.F) {
	fuzzStarts()
	f.Add([]byte{0})
	f.Add([]byte{3, 255, 17, 17, 17, 0, 0, 0, 250, 9, 9, 9, 9})
	f.Add([]byte(strings.Repeat("\x05\x01", 30)))
	f.Fuzz(func(t *testing.T, data []byte) {
		defer deadline.Input(deadline.PerInput)()
		if len(data) == 0 {
			return
		}
		starts := fuzzStarts()
		s := starts[int(data[0])%len(starts)].Clone()
		if s.Q != nil {
			s.base = s.base.Clone() // a question's step runs again from it
		}
		for i, b := range data[1:min(len(data), 1+fuzzActions)] {
			if s.Over() {
				return
			}
			legal := s.Legal()
			if len(legal) == 0 {
				t.Fatalf("no legal action in %s", s.Phase)
			}
			a := legal[int(b)%len(legal)]
			if b >= 240 {
				k := int(b) - 240
				a = Action{Kind: ActionKind(k % 14), Unit: (int(b)*7)%len(s.Units) - k%2, To: Place(k*9 - 5), Choice: k - 3}
			}
			np, phase := s.NP, s.Phase
			if _, err := s.Apply(a); err != nil {
				if b < 240 {
					t.Fatalf("action %d, legal, refused: %v", i, err)
				}
				if err.Error() == "" || s.NP != np || s.Phase != phase {
					t.Fatalf("a refused action %+v changed the game or said nothing", a)
				}
				continue
			}
			if err := s.Invariants(); err != nil {
				t.Fatalf("after action %d (%s): %v", i, s.Describe(a), err)
			}
		}
	})
}
