package chrome

import (
	"strings"
	"testing"

	"kandahar/render/ui"
	"kandahar/render/view"
)

// 12.8: the scatter diagram's words, at the foot of the left panel in a
// small window, end short of the panel's fold button, wherever the
// panel's rows above leave them, and all of them show.
func TestScatterTextClearOfFoldButton_12_8(t *testing.T) {
	c := Chrome{Shared: &view.Shared{U: ui.NewUI(1), Scale: 1}}
	c.Left = ui.Rect{X: 0, Y: 0, W: 232, H: 700}
	fold := c.leftFoldRect()
	x, w := c.Left.X+12+84, c.Left.W-24-84
	for y := 560.0; y <= 660; y += 3 {
		rows := c.scatterText(x, y, w)
		var words []string
		for _, r := range rows {
			if r.R.X < fold.X+fold.W && r.R.X+r.R.W > fold.X && r.R.Y < fold.Y+fold.H && r.R.Y+r.R.H > fold.Y {
				t.Errorf("from y %.0f: the row %q (%v) runs under the fold button %v", y, r.Text, r.R, fold)
			}
			words = append(words, strings.Fields(r.Text)...)
		}
		if got := strings.Join(words, " "); got != ScatterText {
			t.Errorf("from y %.0f the rows read %q", y, got)
		}
	}
	// where the panel of a 1024×700 window puts them, the words end
	// within it (else the section would not show)
	rows := c.scatterText(x, 634, w)
	if last := rows[len(rows)-1].R; last.Y+last.H > c.Left.Y+c.Left.H {
		t.Errorf("at 1024×700 the last row %q reaches %.0f, past the panel's foot", rows[len(rows)-1].Text, last.Y+last.H)
	}
}
