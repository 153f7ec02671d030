package game

import "testing"

// 17.0, ruling O1: a team that waits on the mission with its gear rolls
// again the next turn, without having to move.
func TestMisadventureEveryTurn_17_0(t *testing.T) {
	s := midGame(t, 1) // the d6 shows 1: 10 is less than the stack's attack value
	s.Options.Misadventure = true
	team, mission := id(s, "a-team-1"), id(s, "mission-Insert C.I.A. Agent")
	put(s, team, MustHex("1010"))
	put(s, mission, MustHex("1010"))
	gun := id(s, "ah1")
	put(s, gun, MustHex("1010"))
	carry(s, gun, team) // attack value 2 + 25
	s.Mission = mission
	s.Turn = 2
	s.MisadventureTurn = 1 // last turn's roll failed; the team stayed
	var evs events
	s.enterPhase(PhaseMovement, &evs)
	s.run(&evs)
	ev := evs.list
	r := hasEvent(ev, EvRoll)
	if r == nil || r.Rule != "17.0" {
		t.Fatalf("no misadventure roll for the waiting team this turn: %+v", ev)
	}
	if s.Mission != None {
		t.Fatal("the roll succeeded (10 against 27): the mission is accomplished")
	}
}
