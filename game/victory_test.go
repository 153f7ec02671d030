package game

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// 5.0, ruling M11: the player may end the game whenever he acts, in every
// phase, with a stack under way too; it is a legal action the client only
// asks about. Ending it rolls no die. A question waiting is answered first.
func TestEndGameInEveryPhase_5_0(t *testing.T) {
	end := Action{Type: ActEndGame}
	seen := map[Phase]bool{}
	midMove, asked := false, false
	walkRandom(t, 8, 300, func(s *State, _ *rand.Rand) {
		// short random games meet a combat phase mostly when it is empty:
		// kept, as a game from before the engine passed them keeps it
		s.PassesEmpty = false
		if s.Pending != nil {
			if CodeOf(s.Check(end)) != RefuseAnswerFirst {
				t.Fatalf("with a question on the screen, ending the game: %v, want answer first", s.Check(end))
			}
			asked = true
			return
		}
		if err := s.Check(end); err != nil {
			t.Fatalf("%s: ending the game is refused: %v", s.Phase, err)
		}
		if !slices.ContainsFunc(s.LegalActions(), func(a Action) bool { return a.Type == ActEndGame }) {
			t.Fatalf("%s: ending the game is not among the legal actions", s.Phase)
		}
		seen[s.Phase] = true
		midMove = midMove || s.Move != nil
		c := s.Clone()
		rolls := c.Dice.Rolls
		ev, err := c.Apply(end)
		if err != nil || !c.Over || c.AllTeamsLost || !strings.Contains(c.Reason, "5.0") {
			t.Fatalf("%s: ending the game gave over=%v (%q), %v", s.Phase, c.Over, c.Reason, err)
		}
		if c.Dice.Rolls != rolls || hasEvent(ev, EvGameOver) == nil {
			t.Fatalf("%s: ending the game rolled %d dice, events %v", s.Phase, c.Dice.Rolls-rolls, ev)
		}
		if CodeOf(c.Check(end)) != RefuseGameOver {
			t.Fatalf("a game over ends no more: %v", c.Check(end))
		}
	})
	for _, p := range []Phase{PhaseSetup, PhaseMission, PhaseMovement, PhaseCombat, PhaseSuccess} {
		if !seen[p] {
			t.Errorf("the games never offered to end in %s", p)
		}
	}
	if !midMove || !asked {
		t.Errorf("the games never met a move under way (%v) or a question (%v)", midMove, asked)
	}
}

// 5.0, 14.0, ruling M10: the last team attacks with air support and its
// own stray hit destroys it. The game ends there: the d6 of enemy units
// its attack would bring (12.4, 12.7) is never rolled.
func TestNoDieAfterTheGameEnds_5_0(t *testing.T) {
	s := midGame(t, 6, 1, 1) // SF 6, enemy 1: the SF win; the stray hit goes north
	s.Phase = PhaseCombat
	s.P(id(s, "a-team-2")).Place, s.P(id(s, "a-team-2")).Hex = Available, NoHex // no reserve
	team, ah1, enemy := id(s, "a-team-1"), id(s, "ah1"), id(s, "enemy-x")
	put(s, team, MustHex("1010"))
	put(s, ah1, MustHex("1010"))
	carry(s, ah1, team)
	put(s, enemy, MustHex("1011")) // north of 1011 is 1010
	ev := must(t, s, Action{Type: ActAttack, Hex: MustHex("1010"), Target: enemy})
	if !s.Over || !s.AllTeamsLost {
		t.Fatalf("the last team is gone: over=%v, all lost=%v (%s)", s.Over, s.AllTeamsLost, s.Reason)
	}
	if s.Dice.Rolls != 3 || hasEvent(ev, EvEnemyCount) != nil {
		t.Fatalf("%d dice rolled, want the battle's two and the stray hit's one; events %v", s.Dice.Rolls, ev)
	}
	if last := ev[len(ev)-1]; last.Type != EvGameOver {
		t.Fatalf("the last event is %v, want the end of the game", last)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}

	// the last team's second casualty (13.1): no d6 of gear loss follows
	s = midGame(t)
	s.P(id(s, "a-team-2")).Place, s.P(id(s, "a-team-2")).Hex = Available, NoHex
	team, radio, marker := id(s, "a-team-1"), id(s, "radio"), id(s, "cas-a")
	put(s, team, MustHex("1010"))
	put(s, radio, MustHex("1010"))
	carry(s, radio, team)
	s.P(marker).Place, s.P(marker).Carrier = OnTeam, team
	s.P(team).Casualty = marker
	s.Tasks = []Task{{Kind: TaskCasualty, Hex: MustHex("1010")}, {Kind: TaskEnemyArrival, Hex: MustHex("1010")}}
	for _, m := range s.InCup(KindCasualty) {
		if s.Spec(m).Kills != 0 {
			s.P(m).Place = Eliminated // the draw wounds the team
		}
	}
	var evs events
	s.run(&evs)
	if !s.Over || !s.AllTeamsLost || s.Dice.Rolls != 0 {
		t.Fatalf("the last team's second casualty: over=%v, all lost=%v, %d dice rolled after; events %v", s.Over, s.AllTeamsLost, s.Dice.Rolls, evs.list)
	}
}
