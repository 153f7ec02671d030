package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// DoStepwise gives, for each event, the game as it stood once that event
// had happened. A client shows after[k] only when event k has played, so
// any change the state shows in after[k] must belong to event k itself: a
// team eliminated, a stack detected, a score changed or a phase begun
// before the event that tells it would be shown before its die lands
// (issue 10). Random games on both rule sets check every step.
func TestStepwiseShowsEachChangeWithItsEvent(t *testing.T) {
	games := 300
	if testing.Short() || raceEnabled {
		games = 30
	}
	rules := []*Rules{fixtureRules(t), scenarioRules(t)}
	steps := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := Options{NewOldStock: seed%2 == 0, Misadventure: seed%3 == 0, WeaponCharacteristics: seed%5 != 0}
		g, err := New(rules[seed%2], &Scenario{Name: "random", Options: opts}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 11))
		for i := 0; i < 20000 && !g.State.Over; i++ {
			a, ok := RandomAction(g.State, rng)
			if !ok {
				t.Fatalf("seed %d: no legal action", seed)
			}
			prev := g.State.Clone()
			ev, after, err := g.ApplyStepwise(a)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if len(after) != len(ev) {
				t.Fatalf("seed %d: %d events, %d states", seed, len(ev), len(after))
			}
			for k := range ev {
				if why := unexplained(prev, after[k], &ev[k]); why != "" {
					for j := 0; j <= k; j++ {
						t.Logf("event %d: %s", j, ev[j])
					}
					t.Fatalf("seed %d, action %s, event %d (%s %q): %s", seed, a, k, ev[k].Type, ev[k].Text, why)
				}
				prev = after[k]
				steps++
			}
			if why := unexplained(prev, g.State, &Event{Type: EvInfo}); why != "" {
				t.Fatalf("seed %d, action %s: after the last event: %s", seed, a, why)
			}
		}
	}
	if steps == 0 {
		t.Fatal("no event was checked")
	}
}

// unexplained names a change from prev to cur that event e does not tell,
// or returns "".
func unexplained(prev, cur *State, e *Event) string {
	if (cur.Turn != prev.Turn || cur.Phase != prev.Phase) && e.Type != EvPhase && e.Type != EvGameOver {
		return "the phase changed from " + prev.Phase.String() + " to " + cur.Phase.String()
	}
	if cur.Over && !prev.Over && e.Type != EvGameOver {
		return "the game ended"
	}
	told := func(id PieceID) bool { return e.Piece == id || slices.Contains(e.Pieces, id) }
	for i := range cur.Pieces {
		id := PieceID(i + 1)
		p, q := prev.P(id), cur.P(id)
		if q.Detected && !p.Detected && !(e.Type == EvDetected && told(id)) {
			return cur.Name(id) + " was marked detected"
		}
		if q.Place == Eliminated && p.Place != Eliminated && !told(id) {
			return cur.Name(id) + " was eliminated"
		}
		if q.Casualty != p.Casualty && q.Casualty != None && !told(q.Casualty) && !told(id) {
			return cur.Name(id) + " took a casualties marker"
		}
	}
	if v, w := prev.Victory(), cur.Victory(); v.Score != w.Score || v.TeamsLost != w.TeamsLost {
		switch e.Type {
		case EvAccomplished, EvForfeit, EvEliminated, EvCasualty, EvEscape, EvFriendlyFire, EvGameOver:
		default:
			return "the score changed"
		}
	}
	if cur.PP != prev.PP {
		switch e.Type {
		case EvPP, EvPurchase, EvRoll, EvAccomplished:
		default:
			return "the purchase points changed"
		}
	}
	return ""
}
