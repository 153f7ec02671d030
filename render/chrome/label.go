package chrome

import "kandahar/render/ui"

// ButtonLabel is a button's label as drawn: one line, or two on a tall
// button (a question's answer) where one is too short, at size (before
// the UI scale), shrunk toward the text floor before any word is cut;
// cut with "…" only where even that fails. room is the width the label
// may take: the button's less its margins and any counter drawn on it.
func ButtonLabel(u *ui.UI, b *ui.Button) (lines []string, size float64, room float64) {
	s := u.Scale
	label := b.Label
	size = 12.0
	room = b.R.W - 8*s
	if u.Width(label, size, true) > room && b.R.H >= 30*s {
		// a tall button takes two lines before it cuts a word: its whole
		// answer must be read
		wrapRoom := room
		if b.Icon != 0 {
			wrapRoom -= 2 * b.R.H // clear of the counter drawn at its left
		}
		if ls := u.Wrap(label, wrapRoom, 11, true); len(ls) == 2 {
			return ls, 11, wrapRoom
		}
	}
	for u.Width(label, size, true) > room && size > ui.TextFloor {
		size -= 0.5
	}
	if u.Width(label, size, true) > room {
		for len(label) > 3 && u.Width(label+"…", size, true) > room {
			label = label[:len(label)-1]
		}
		label += "…"
	}
	return []string{label}, size, room
}

// HeaderTitle is the header's title as drawn in room: at 15 points where
// it fits, shrunk to 12 before any word is cut.
func HeaderTitle(u *ui.UI, title string, room float64) (string, float64) {
	size := 15.0
	for u.Width(title, size, true) > room && size > 12 {
		size -= 0.5
	}
	return ui.Fit(u, title, room, size), size
}

// HeaderTitleRoom is the width the header's title may take in the header
// r: from its margin to the End Phase button, with a gap.
func HeaderTitleRoom(r ui.Rect, s float64) float64 { return r.W - 164*s }
