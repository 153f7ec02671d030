package game

import (
	"strings"
	"testing"
)

// A count of hexes reads as a sentence says it: one hex, two hexes (the
// suppression nomination at range 1 said "1 hexes", 15.0).
func TestHexesCount(t *testing.T) {
	for n, want := range map[int]string{0: "0 hexes", 1: "1 hex", 2: "2 hexes", 12: "12 hexes"} {
		if got := Hexes(n); got != want {
			t.Errorf("Hexes(%d) = %q, want %q", n, got, want)
		}
	}
}

// 3.1: a camp refused beside a village names the village's hex in a
// sentence ("…: 1218 is one" told the hex without saying what it was).
func TestCampBesideVillageNamesIt_3_1(t *testing.T) {
	s := midGame(t, 4)
	s.rules.Board.SetTerrain(MustHex("0909"), TerrainSet(0).With(Village))
	err := campGround(s.rules.Board, MustHex("0910"))
	if err == nil {
		t.Fatal("a camp beside the village at 0909 is allowed")
	}
	if msg := err.Error(); !strings.Contains(msg, "the village at 0909 is next to it") || strings.Contains(msg, "is one") {
		t.Errorf("the refusal reads %q", msg)
	}
}
