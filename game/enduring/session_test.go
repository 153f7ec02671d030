package enduring

import (
	"testing"

	"kandahar/game/table/tabletest"
)

// Enduring Freedom keeps the contract at every moment of whole games: the
// prompt, the legal actions, Check, Answer, Apply and Undo agree.
func TestSessionContract(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	for seed := range uint64(4) {
		g, _ := NewGame(r, sc, seed)
		p := newTestPlayer(seed, 25)
		bad := Action{Kind: ActGroundMove, Unit: -1}
		played := tabletest.Play(t, g, 300, func(l []Action) Action { return p.choose(g.State, l) }, bad)
		if played < 30 {
			t.Fatalf("seed %d: only %d actions played", seed, played)
		}
	}
}
