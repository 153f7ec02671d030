package game

import (
	"math/rand/v2"
	"testing"

	"kandahar/game/table/tabletest"
)

// Kandahar keeps the contract at every moment of whole random games: the
// prompt, the legal actions, Check, Answer, Apply and Undo agree.
func TestSessionContract(t *testing.T) {
	r := fixtureRules(t)
	for seed := range uint64(6) {
		g, err := New(r, Standard, seed)
		if err != nil {
			t.Fatal(err)
		}
		rnd := rand.New(rand.NewPCG(seed, 1))
		bad := Action{Type: ActAttack, Hex: Hex{Col: 99, Row: 99}}
		played := tabletest.Play(t, g, 400, func([]Action) Action { a, _ := RandomAction(g.State, rnd); return a }, bad)
		if played < 20 {
			t.Fatalf("seed %d: only %d actions played", seed, played)
		}
	}
}
