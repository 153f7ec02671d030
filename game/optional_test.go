package game

import "testing"

// woundedTeam is a team at 1010 with a casualties marker, hauling a Med
// Kit, in the Friendly Movement Phase with optional rule 18 on.
func woundedTeam(t *testing.T) (s *State, team, kit, marker PieceID) {
	s = midGame(t)
	team, kit, marker = id(s, "a-team-1"), id(s, "medkit"), id(s, "cas-a")
	put(s, team, MustHex("1010"))
	put(s, kit, MustHex("1010"))
	carry(s, kit, team)
	s.P(marker).Place, s.P(marker).Carrier = OnTeam, team
	s.P(team).Casualty = marker
	return s, team, kit, marker
}

// 18.2, 13.1, ruling O5: after first aid the team has no marker, and the
// next casualty is its first: it takes the new marker and lives. (Had the
// first-aided marker still counted, this loss would eliminate it.)
func TestFirstAidThenNewCasualty_18_2(t *testing.T) {
	s, team, kit, marker := woundedTeam(t)
	must(t, s, Action{Type: ActFirstAid, Piece: team})
	if s.P(team).Casualty != None || s.P(kit).Place != Eliminated || s.P(marker).Place != InCup {
		t.Fatal("first aid: the marker back in the cup, the Med Kit gone for good")
	}
	// the cup holds one Wounded marker only, so the draw is known
	for _, m := range s.InCup(KindCasualty) {
		if m != marker {
			s.P(m).Place = Eliminated
		}
	}
	s.Tasks = []Task{{Kind: TaskCasualty, Hex: MustHex("1010")}}
	var evs events
	s.run(&evs)
	if p := s.P(team); p.Place != OnMap || p.Casualty != marker {
		t.Fatalf("after first aid a lost battle leaves the team %s with marker %d, want alive with its first marker %d", p.Place, p.Casualty, marker)
	}
	// a second marker, with no first aid between, eliminates it (13.1)
	s.P(id(s, "cas-b")).Place = InCup
	s.Tasks = []Task{{Kind: TaskCasualty, Hex: MustHex("1010")}}
	s.run(&evs)
	if s.P(team).Place != Eliminated {
		t.Fatalf("a team with casualties loses again: %s, want eliminated (13.1)", s.P(team).Place)
	}
}

// 18.2: first aid is refused, with its code, when the option is off, out
// of the phases the player acts in or during a move (ruling O3), for a
// piece that is not a team, a team with no casualties, and a team that
// does not itself haul a Med Kit (one lying loose or hauled by another
// team in the hex does not do).
func TestFirstAidRefusals_18_2(t *testing.T) {
	try := func(t *testing.T, s *State, team PieceID, want RefuseCode) {
		t.Helper()
		if got := CodeOf(s.Check(Action{Type: ActFirstAid, Piece: team})); got != want {
			t.Fatalf("first aid: refusal %q, want %q", got, want)
		}
	}
	t.Run("option off", func(t *testing.T) {
		s, team, _, _ := woundedTeam(t)
		s.Options.WeaponCharacteristics = false
		try(t, s, team, RefuseOptionOff)
	})
	t.Run("enemy phase and set-up", func(t *testing.T) {
		s, team, _, _ := woundedTeam(t)
		s.Phase = PhaseEnemy
		try(t, s, team, RefuseWrongPhase)
		s.Phase = PhaseSetup
		try(t, s, team, RefuseWrongPhase)
	})
	t.Run("during a move", func(t *testing.T) {
		s, team, _, _ := woundedTeam(t)
		must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("1011")}})
		try(t, s, team, RefuseWrongPhase)
	})
	t.Run("not a team", func(t *testing.T) {
		s, _, kit, _ := woundedTeam(t)
		try(t, s, kit, RefuseWrongPiece)
		try(t, s, id(s, "b-team-1"), RefuseWrongPiece) // not on the map
	})
	t.Run("no casualties", func(t *testing.T) {
		s, team, _, marker := woundedTeam(t)
		s.P(team).Casualty = None
		s.P(marker).Place, s.P(marker).Carrier = InCup, None
		try(t, s, team, RefuseNoCasualties)
	})
	t.Run("a Med Kit loose or another team's", func(t *testing.T) {
		s, team, kit, _ := woundedTeam(t)
		carry(s, kit, None)
		try(t, s, team, RefuseNoMedKit)
		other := id(s, "b-team-1")
		put(s, other, MustHex("1010"))
		carry(s, kit, other)
		try(t, s, team, RefuseNoMedKit)
		carry(s, kit, team)
		try(t, s, team, "")
	})
}

// 18.3: setting a booby trap is refused, with its code, when the option is
// off, outside the friendly movement and combat phases, for a piece that
// is not a trap, for a trap already set, with no team in its hex, and in a
// moving stack that has not left its hex (ruling O4); a set trap cannot be
// picked up again.
func TestBoobyTrapRefusals_18_3(t *testing.T) {
	setup := func(t *testing.T) (s *State, team, trap PieceID) {
		s = midGame(t)
		team, trap = id(s, "a-team-1"), id(s, "trap")
		put(s, team, MustHex("1010"))
		put(s, trap, MustHex("1010"))
		carry(s, trap, team)
		return s, team, trap
	}
	try := func(t *testing.T, s *State, trap PieceID, want RefuseCode) {
		t.Helper()
		if got := CodeOf(s.Check(Action{Type: ActSetTrap, Piece: trap})); got != want {
			t.Fatalf("setting the trap: refusal %q, want %q", got, want)
		}
	}
	t.Run("option off", func(t *testing.T) {
		s, _, trap := setup(t)
		s.Options.WeaponCharacteristics = false
		try(t, s, trap, RefuseOptionOff)
	})
	t.Run("wrong phase", func(t *testing.T) {
		s, _, trap := setup(t)
		for _, p := range []Phase{PhaseMission, PhaseEnemy, PhaseSuccess} {
			s.Phase = p
			try(t, s, trap, RefuseWrongPhase)
		}
		s.Phase = PhaseCombat
		try(t, s, trap, "")
	})
	t.Run("not a trap", func(t *testing.T) {
		s, team, _ := setup(t)
		radio := id(s, "radio")
		put(s, radio, MustHex("1010"))
		carry(s, radio, team)
		try(t, s, radio, RefuseWrongPiece)
	})
	t.Run("no team there", func(t *testing.T) {
		s, _, trap := setup(t)
		put(s, trap, MustHex("1012"))
		try(t, s, trap, RefuseNoTeam)
	})
	t.Run("set already, and for good", func(t *testing.T) {
		s, team, trap := setup(t)
		must(t, s, Action{Type: ActSetTrap, Piece: trap})
		try(t, s, trap, RefuseAlreadyDone)
		if got := CodeOf(s.Check(Action{Type: ActCarry, Piece: trap, Target: team})); got != RefuseTrapSet {
			t.Fatalf("picking a set trap up: refusal %q, want %q", got, RefuseTrapSet)
		}
	})
	t.Run("a stack that has not left its hex", func(t *testing.T) {
		s, team, trap := setup(t)
		s.Move = &ActiveMove{Movers: []PieceID{team}, From: MustHex("1010"), At: MustHex("1010")}
		try(t, s, trap, RefuseNotStarted)
	})
}

// 18.2: a Med Kit removes a casualties marker and is used up.
func TestFirstAid_18_2(t *testing.T) {
	s := midGame(t)
	team, kit, m := id(s, "a-team-1"), id(s, "medkit"), id(s, "cas-a")
	put(s, team, MustHex("1010"))
	put(s, kit, MustHex("1010"))
	carry(s, kit, team)
	s.P(m).Place, s.P(m).Carrier = OnTeam, team
	s.P(team).Casualty = m
	must(t, s, Action{Type: ActFirstAid, Piece: team})
	if s.P(team).Casualty != None || s.P(kit).Place != Eliminated || s.P(m).Place != InCup {
		t.Fatal("first aid: marker back in the cup, Med Kit gone for good")
	}
}

// 18.3: a set booby trap kills the first enemy unit to enter its hex.
func TestBoobyTrap_18_3(t *testing.T) {
	s, _, enemy := pursuitSetup(t, MustHex("1016"))
	trap, other := id(s, "trap"), id(s, "b-team-1")
	put(s, other, MustHex("1014"))
	put(s, trap, MustHex("1014"))
	carry(s, trap, other)
	s.Phase = PhaseMovement
	must(t, s, Action{Type: ActSetTrap, Piece: trap})
	s.P(other).Hex = MustHex("0520")
	runEnemyMove(s, enemy)
	if s.P(enemy).Place != InCup || s.P(trap).Place != Eliminated {
		t.Fatalf("enemy %s, trap %s", s.P(enemy).Place, s.P(trap).Place)
	}
}
