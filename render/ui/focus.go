package ui

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// FocusRing is a double ring, dark outside and light inside, so that it
// shows on the dark action bar and on the pale panels alike.
func FocusRing(dst *ebiten.Image, r Rect, s float64) {
	StrokeRect(dst, Rect{X: r.X - 3*s, Y: r.Y - 3*s, W: r.W + 6*s, H: r.H + 6*s}, 2.5*s, color.NRGBA{15, 15, 15, 255})
	StrokeRect(dst, Rect{X: r.X - 1*s, Y: r.Y - 1*s, W: r.W + 2*s, H: r.H + 2*s}, 2*s, color.NRGBA{255, 214, 0, 255})
}

// Press clicks the button of buttons with this id, if it is there and
// enabled: a key that does what a button does goes through the button.
func Press(buttons []Button, id string) {
	for i := range buttons {
		if b := &buttons[i]; b.Id == id && b.Enabled && b.OnClick != nil {
			b.OnClick()
			return
		}
	}
}

// NextFocus is the enabled button after (or, back, before) the focused
// one, round the list.
func NextFocus(buttons []Button, cur string, back bool) string {
	var ids []string
	for _, b := range buttons {
		if b.Enabled && b.OnClick != nil {
			ids = append(ids, b.Id)
		}
	}
	if len(ids) == 0 {
		return ""
	}
	i := slices.Index(ids, cur)
	switch {
	case i < 0 && back:
		return ids[len(ids)-1]
	case i < 0:
		return ids[0]
	case back:
		return ids[(i-1+len(ids))%len(ids)]
	}
	return ids[(i+1)%len(ids)]
}
