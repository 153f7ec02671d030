package game

import (
	"strings"
	"testing"
)

// 9.1, 9.2, 12.0, 12.6: portage is six for a team, the noise value for a
// plus-type piece; a Truck hauls seven and with a team thirteen; a leader
// is a black +4 with noise +1, so it hauls one piece.
func TestCounterValues_9_2(t *testing.T) {
	m := cmShipped(t)
	truck := cmOne(t, m, "Truck")
	if truck.Noise != 7 || truck.Portage() != 7 {
		t.Errorf("Truck noise %d portage %d, want 7 and 7", truck.Noise, truck.Portage())
	}
	for _, s := range m.OfKind(KindTeam) {
		if s.Portage() != 6 {
			t.Errorf("%s portage %d, want 6 (9.1)", s.ID, s.Portage())
		}
		if s.Portage()+truck.Portage() != 13 {
			t.Errorf("%s with a Truck hauls %d, want 13 (9.2)", s.ID, s.Portage()+truck.Portage())
		}
	}
	for _, k := range []Kind{KindCommander, KindOfficer} {
		for _, s := range m.OfKind(k) {
			if s.Noise != 1 || s.Portage() != 1 || s.MoveType != MovePlusBlack || s.Move != 4 {
				t.Errorf("%s: noise %d portage %d movement %s, want +1, 1 and +4 black", s.ID, s.Noise, s.Portage(), cmMoveText(s))
			}
		}
	}
	for i := range m.Specs {
		if s := &m.Specs[i]; s.IsPlus() && s.Portage() != max(s.Noise, 0) {
			t.Errorf("%s: portage %d is not its noise %d", s.ID, s.Portage(), s.Noise)
		}
	}
	// The Raft/Scuba is black: a truck or a boat may haul it (9.2).
	if raft := cmOne(t, m, "Raft/Scuba"); raft.MoveType != MovePlusBlack {
		t.Errorf("Raft/Scuba movement %s, want a black plus value", cmMoveText(raft))
	}
}

// 9.2's example: a team (6) and a truck (7) haul 13 pieces between them.
func TestCombinedPortage_9_2(t *testing.T) {
	s := midGame(t)
	team, truck := id(s, "a-team-1"), id(s, "truck")
	h := MustHex("1010")
	put(s, team, h)
	put(s, truck, h)
	carry(s, truck, team)
	// 13 extra pieces of gear: clone Tools specs
	base := len(s.rules.Mix.Specs)
	for i := 0; i < 14; i++ {
		s.rules.Mix.Specs = append(s.rules.Mix.Specs, Spec{ID: "tools-x" + string(rune('a'+i)), Name: "Tools", Kind: KindGear, MoveType: MoveMinus})
		s.Pieces = append(s.Pieces, Piece{Spec: base + i, Place: OnMap, Hex: h})
	}
	hauled := 0
	for i := 0; i < 14; i++ {
		g := PieceID(len(s.Pieces) - 14 + i + 1)
		hauler := team
		if s.Load(team) >= 6 {
			hauler = truck
		}
		_, err := s.Apply(Action{Type: ActCarry, Piece: g, Target: hauler})
		if err == nil {
			hauled++
			continue
		}
		if !strings.Contains(err.Error(), "portage") {
			t.Fatalf("refusal should name portage: %v", err)
		}
	}
	if hauled != 13 {
		t.Fatalf("hauled %d pieces, want 6+7=13", hauled)
	}
	if s.Load(team) != 6 || s.Load(truck) != 7 {
		t.Fatalf("loads %d/%d, want 6 and 7", s.Load(team), s.Load(truck))
	}
}

// 9.3: portage is ignored in a base camp but enforced when leaving it.
func TestBaseCampPortage_9_3(t *testing.T) {
	s := midGame(t)
	camp := MustHex("0101")
	team := id(s, "a-team-1")
	put(s, team, camp)
	var gear []PieceID
	for _, g := range []string{"radio", "m249", "m203", "at4", "tools", "medkit", "ammo"} {
		gid := id(s, g)
		put(s, gid, camp)
		gear = append(gear, gid)
		must(t, s, Action{Type: ActCarry, Piece: gid, Target: team})
	}
	if s.Load(team) != 7 {
		t.Fatalf("load %d in camp, want 7", s.Load(team))
	}
	_, err := s.Apply(Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("0102")}})
	if err == nil || !strings.Contains(err.Error(), "portage") {
		t.Fatalf("leaving camp over portage: %v", err)
	}
	must(t, s, Action{Type: ActCarry, Piece: gear[6], Target: None})
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{team}, Path: []Hex{MustHex("0102")}})
}

// 9.2's exception, ruling P10: a leader (a black plus piece) may ride a
// helicopter and goes as far as it does, not at his own 4.
func TestLeaderRidesHelicopter_9_2(t *testing.T) {
	s := midGame(t)
	cmd, heli := id(s, "commander-1"), id(s, "uh60")
	put(s, cmd, Hex{10, 10})
	put(s, heli, Hex{10, 10})
	must(t, s, Action{Type: ActCarry, Piece: cmd, Target: heli})
	if s.Load(heli) != 1 {
		t.Fatalf("the commander takes %d of the UH-60's slots, want 1", s.Load(heli))
	}
	var path []Hex
	for r := 11; r <= 25; r++ {
		path = append(path, Hex{10, r})
	}
	must(t, s, Action{Type: ActMove, Pieces: []PieceID{heli}, Path: path})
	if got := s.P(cmd).Hex; got != (Hex{10, 25}) {
		t.Fatalf("the commander is at %s, want flown with the UH-60 to 1025", got)
	}
	// a team may not carry a leader: he walks with it (ruling P2)
	team := id(s, "a-team-1")
	off := id(s, "officer-1")
	put(s, team, Hex{5, 5})
	put(s, off, Hex{5, 5})
	if err := s.Check(Action{Type: ActCarry, Piece: off, Target: team}); err == nil {
		t.Fatal("a team hauls an officer")
	}
}
