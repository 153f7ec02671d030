package game

import "testing"

// Undo goes back to the last die roll, and no further.
func TestUndo(t *testing.T) {
	g, _ := New(fixtureRules(t), nil, 3)
	must(t, g.State, Action{Type: ActEndPhase}) // not through g: no snapshot
	if _, err := g.Apply(Action{Type: ActPlaceCamp, Piece: id(g.State, "camp-1"), Hex: MustHex("1010")}); err != nil {
		t.Fatal(err)
	}
	if !g.CanUndo() {
		t.Fatal("placing a camp rolls nothing: undoable")
	}
	if err := g.Undo(); err != nil || g.State.P(id(g.State, "camp-1")).Place != Bought {
		t.Fatal("undo must lift the camp again")
	}
	g.Apply(Action{Type: ActPlaceCamp, Piece: id(g.State, "camp-1"), Hex: MustHex("1010")})
	g.Apply(Action{Type: ActEndPhase}) // draws the first mission: dice
	if g.CanUndo() {
		t.Fatal("no undo past a die roll")
	}
}

// A game over stays over: no undo, and its commands are refused (5.0).
func TestNoUndoAfterTheGameIsOver_5_0(t *testing.T) {
	g, _ := New(fixtureRules(t), nil, 3)
	must(t, g.State, Action{Type: ActEndPhase})
	if _, err := g.Apply(Action{Type: ActPlaceCamp, Piece: id(g.State, "camp-1"), Hex: MustHex("1010")}); err != nil {
		t.Fatal(err)
	}
	g.State.Over = true
	if g.CanUndo() || g.Undo() == nil {
		t.Fatal("the last action can be taken back after the game is over")
	}
	for _, c := range g.State.Commands() {
		if c.OK() {
			t.Fatalf("%s is open after the game is over", c.Label)
		}
	}
}

// The same seed and actions give the same game, event for event.
func TestDeterministicReplay(t *testing.T) {
	r := fixtureRules(t)
	g, _ := New(r, nil, 99)
	rng := newTestRand(99)
	if err := PlayRandom(g, rng, 400); err != nil {
		t.Fatal(err)
	}
	g2, _, err := Replay(r, nil, 99, g.Log)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := stateJSON(t, g.State), stateJSON(t, g2.State); a != b {
		t.Fatal("replay differs from the game")
	}
}
