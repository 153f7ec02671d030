package game

import "testing"

// 10.4: while a stack is under way, listing its team with the truck it
// rides is the same stack as listing the team alone: Check takes either
// listing for the next step, so the reach must not be empty for one.
func TestReachMidMoveAnyListing_10_4(t *testing.T) {
	s := midGame(t)
	team, truck := id(s, "a-team-1"), id(s, "truck")
	put(s, team, MustHex("1010"))
	put(s, truck, MustHex("1010"))
	carry(s, truck, team)
	both := []PieceID{team, truck}
	must(t, s, Action{Type: ActMove, Pieces: both, Path: []Hex{MustHex("1011")}})
	alone := s.Reachable([]PieceID{team})
	listed := s.Reachable(both)
	if alone.Len() == 0 {
		t.Fatal("the team under way reaches nothing")
	}
	if listed.Len() != alone.Len() {
		t.Fatalf("the team listed with its truck reaches %d hexes mid-move, alone %d", listed.Len(), alone.Len())
	}
	step := Action{Type: ActMove, Pieces: both, Path: []Hex{MustHex("1012")}}
	if err := s.Check(step); err != nil {
		t.Fatalf("Check refuses the next step for the same listing: %v", err)
	}
}
