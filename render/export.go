package render

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"sort"

	"kandahar/game"
)

// MapImage draws the whole map with every piece on it, in software, with
// no window: the -screenshot option writes it out.
func MapImage(s *game.State, r float64) *image.RGBA {
	rules := s.Rules()
	l := newLayout(rules.Board, r)
	img := renderMap(rules.Board, rules.Mix, l, mapOptions{IDs: true, Labels: true})
	c := &canvas{img: img}
	by := map[game.Hex][]game.PieceID{}
	for _, id := range s.IDs() {
		if p := s.P(id); p.Place == game.OnMap {
			by[p.Hex] = append(by[p.Hex], id)
		}
	}
	hexes := make([]game.Hex, 0, len(by))
	for h := range by {
		hexes = append(hexes, h)
	}
	sort.Slice(hexes, func(i, j int) bool {
		if hexes[i].Row != hexes[j].Row {
			return hexes[i].Row < hexes[j].Row
		}
		return hexes[i].Col < hexes[j].Col
	})
	S := r * 1.28
	for _, h := range hexes {
		ids := by[h]
		sort.SliceStable(ids, func(i, j int) bool { return stackRank(s, ids[i]) < stackRank(s, ids[j]) })
		ctr := l.Center(h)
		n := len(ids)
		shown := min(n, 4)
		off := S * 0.07
		for i, id := range ids[n-shown:] {
			x := ctr.X - S/2 + float64(i)*off - float64(shown-1)*off/2
			y := ctr.Y - S/2 - float64(i)*off + float64(shown-1)*off/2
			drawCounter(c, pieceFace(s, id), x, y, S)
		}
		if n > 1 {
			x := ctr.X + S/2 + float64(shown-1)*off/2
			y := ctr.Y - S/2 - float64(shown-1)*off/2
			c.circleC(rgb(0x141414), pt{x, y}, S*0.16)
			var ring shape
			ring.ring(pt{x, y}, S*0.16, 1.5)
			c.fill(&ring, rgb(0xFAFAFA))
			c.text(softFace(fontBold, S*0.18), fmt.Sprint(n), x, y, 0.5, rgb(0xFFFFFF))
		}
	}
	return img
}

// WriteMapPNG writes MapImage to a file.
func WriteMapPNG(s *game.State, path string) error {
	img := MapImage(s, 48)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
