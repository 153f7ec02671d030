package game

import (
	"strings"
	"testing"
)

// 6.0: a piece no longer in the shop is refused with a sentence saying
// where it went, for every place a piece can be, never the bare name of
// the place ("it is map").
func TestSoldOutSaysWhere_6_0(t *testing.T) {
	if len(soldOut) != len(placeNames) {
		t.Fatalf("%d sold-out phrases for %d places", len(soldOut), len(placeNames))
	}
	s := midGame(t)
	s.Phase = PhaseMission
	s.PP = 50
	tools := id(s, "tools")
	for pl := Bought; pl <= Eliminated; pl++ {
		s.P(tools).Place = pl
		err := s.Check(Action{Type: ActBuy, Piece: tools})
		if CodeOf(err) != RefuseNotAvailable {
			t.Fatalf("Tools %s: refused with %v, want %s", pl, err, RefuseNotAvailable)
		}
		if !strings.Contains(err.Error(), "Tools is no longer in the shop: "+soldOut[pl]) {
			t.Fatalf("Tools %s: %q does not say where it went", pl, err)
		}
	}
}
