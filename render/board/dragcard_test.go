package board

import "testing"

// 13.0, ruling C8: the odds show a side's total with the dice it will
// get, so a total below zero reads as what it is, not as the result.
func TestOddsTotalWithDice_13_0(t *testing.T) {
	for _, c := range []struct {
		total int
		want  string
	}{{31, "d6×10 + 31"}, {0, "d6×10 + 0"}, {-4, "d6×10 − 4"}} {
		if got := WithDice(c.total); got != c.want {
			t.Errorf("total %d shown as %q, want %q", c.total, got, c.want)
		}
	}
}
