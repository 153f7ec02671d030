package game

import "testing"

// 6.3: the zone the map shades is the ground where a camp set up earns
// the bonus, no more and no less.
func TestInFOBZone_6_3(t *testing.T) {
	b := loadMapForTest(t)
	in := 0
	for _, h := range b.Hexes() {
		got := b.InFOBZone(h)
		if got != b.NearFOBEdge(h, FOBRange) {
			t.Errorf("InFOBZone(%s) = %v, NearFOBEdge(%s, %d) = %v", h, got, h, FOBRange, !got)
		}
		if got {
			in++
		}
	}
	for _, c := range []struct {
		hex  string
		want bool
	}{{"2601", true}, {"2005", true}, {"2006", false}, {"1001", true}, {"0901", false}, {"2622", true}, {"2623", false}, {"0101", false}} {
		if got := b.InFOBZone(MustHex(c.hex)); got != c.want {
			t.Errorf("InFOBZone(%s) = %v, want %v", c.hex, got, c.want)
		}
	}
	if b.InFOBZone(Hex{27, 1}) || b.InFOBZone(Hex{26, 0}) {
		t.Error("a hex off the map is in no zone")
	}
	if NewBoard(26, 36).InFOBZone(MustHex("2601")) {
		t.Error("a map without a north-east edge has no zone")
	}
	t.Logf("%d hexes in the forward-base zone", in)

	// and the bonus is paid in exactly that zone: a camp just inside earns
	// it, one just outside does not
	for _, c := range []struct {
		hex  string
		want int
	}{{"2005", FOBBonus}, {"2006", 0}} {
		r := fixtureRules(t)
		r.Board = b
		s := NewState(r, Options{}, 1)
		must(t, s, Action{Type: ActEndPhase})
		pp := s.PP
		must(t, s, Action{Type: ActPlaceCamp, Piece: id(s, "camp-1"), Hex: MustHex(c.hex)})
		must(t, s, Action{Type: ActEndPhase})
		if got := s.PP - pp; got != c.want {
			t.Errorf("a camp set up at %s earned %d PP, want %d (in zone: %v)", c.hex, got, c.want, b.InFOBZone(MustHex(c.hex)))
		}
	}
}
