package saves

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"kandahar/game"
)

// A game saved before the engine passed empty phases (version 1) holds
// the end of each such phase in its log: it loads, replays to its
// snapshot and goes on as it was played, and is saved as version 1 again.
// A game begun now is saved as version 2, naming its game.
func TestVersion1SaveReplaysAsBefore(t *testing.T) {
	r := testRules(t)
	for seed := uint64(1); seed < 40; seed++ {
		g, err := game.New(r, game.Standard, seed)
		if err != nil {
			t.Fatal(err)
		}
		g.State.PassesEmpty = false // as every game was played then
		rng := rand.New(rand.NewPCG(seed, 5))
		var played []game.Event
		passedByHand := false
		for i := 0; i < 400 && !g.State.Over; i++ {
			a, ok := game.RandomAction(g.State, rng)
			if !ok {
				break
			}
			if g.State.OnlyEndPhase() {
				a, passedByHand = game.Action{Type: game.ActEndPhase}, true
			}
			ev, err := g.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			played = append(played, ev...)
		}
		if !passedByHand {
			continue
		}
		data, err := Encode(g)
		if err != nil {
			t.Fatal(err)
		}
		var head struct {
			Game    string
			Version int
		}
		if err := json.Unmarshal(data, &head); err != nil || head.Version != 1 || head.Game != GameName {
			t.Fatalf("the old game's save says version %d of %q (%v), want 1 of %q", head.Version, head.Game, err, GameName)
		}
		back, steps, _, err := decode(data, r, true)
		if err != nil {
			t.Fatalf("seed %d: the version 1 save does not load: %v", seed, err)
		}
		var replayed []game.Event
		for _, st := range steps {
			replayed = append(replayed, st.Events...)
		}
		if !reflect.DeepEqual(replayed, played) {
			t.Fatalf("seed %d: the replay's %d events differ from the %d played", seed, len(replayed), len(played))
		}
		if back.State.PassesEmpty {
			t.Fatal("a version 1 game goes on without the engine's pass")
		}

		fresh, _ := game.New(r, game.Standard, seed)
		data, _ = Encode(fresh)
		if err := json.Unmarshal(data, &head); err != nil || head.Version != Version || Version < 2 {
			t.Fatalf("a new game's save says version %d, want %d", head.Version, Version)
		}
		return
	}
	t.Fatal("no random game met a phase to pass by hand")
}
