package board

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/paper"
	"kandahar/render/view"
)

// At a UI scale of 2 a 76 px counter is 37 points: it gets the face drawn
// for that size, not the one a 76-point counter gets at scale 1, and the
// two scales never share a cached image.
func TestCounterImgFollowsUIScale(t *testing.T) {
	f := paper.CounterFace{Name: "A-Team", Sym: paper.SymTeam, Fire: "3", Cost: "2", Noise: "1", Move: "4"}
	small, large := paper.CounterImageScaled(f, 76, 2), paper.CounterImageScaled(f, 76, 1)
	if bytes.Equal(small.Pix, large.Pix) {
		t.Fatal("premise: a 76 px counter is drawn alike at scale 1 and 2")
	}
	cache := map[CounterKey]*ebiten.Image{}
	at := func(u float64) *ebiten.Image {
		b := &Board{Shared: &view.Shared{Scale: u}, Counters: cache}
		img, _ := b.CounterImg(f, 76)
		return img
	}
	one, two := at(1), at(2)
	if one == two {
		t.Fatal("scale 2 was handed the image cached for scale 1")
	}
	if k := (CounterKey{f, 76, 2}); cache[k] != two {
		t.Fatalf("the scale-2 image is not cached under %v", k)
	}
}
