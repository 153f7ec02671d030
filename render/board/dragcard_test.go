package board

import (
	"strings"
	"testing"
)

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

// 10.4: a term's label on the drag card is wrapped, never cut: every word
// of it shows, its rule section too, each row within the label's column,
// and the value on the label's last row.
func TestDragCardWrapsLongTerm_10_4(t *testing.T) {
	b, _ := spreadBoard(t)
	label := "UH-60: no team rides it, 30 by itself (10.4, P4)"
	lines := []string{label + "|+30", "Movement allowance|30 MP"}
	rows := b.BreakdownRows(lines)
	if len(rows) < 3 {
		t.Fatalf("the long term was not wrapped: %+v", rows)
	}
	var words []string
	for _, r := range rows[:len(rows)-1] {
		if w := b.U.Width(r.Label, 11.5, r.Bold); w > 220*b.Scale {
			t.Errorf("row %q is %.0f px wide, past the label column", r.Label, w)
		}
		words = append(words, strings.Fields(r.Label)...)
	}
	if got := strings.Join(words, " "); got != label {
		t.Errorf("the wrapped rows read %q, want %q", got, label)
	}
	if rows[len(rows)-2].Value != "+30" || rows[0].Value != "" {
		t.Errorf("the value is not on the label's last row: %+v", rows)
	}
	_, h := b.BreakdownSize(lines)
	if want := 26*b.Scale + float64(len(rows))*17*b.Scale + 6*b.Scale; h != want {
		t.Errorf("card height %.0f does not hold its %d rows (%.0f)", h, len(rows), want)
	}
}
