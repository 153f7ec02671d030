package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Panels whose content changes only with the game (the left panel, the
// log, the phase bar) are drawn into an offscreen image when their key
// changes and copied to the screen otherwise: text layout is the costly
// part of a frame.

type panelCache struct {
	img *ebiten.Image
	key any
}

func (a *App) cachedPanel(dst *ebiten.Image, name string, r rect, key any, draw func(*ebiten.Image)) {
	if a.panels == nil {
		a.panels = map[string]*panelCache{}
	}
	pc := a.panels[name]
	if pc == nil {
		pc = &panelCache{}
		a.panels[name] = pc
	}
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if pc.img == nil || pc.img.Bounds().Dx() != w || pc.img.Bounds().Dy() != h {
		if pc.img != nil {
			pc.img.Deallocate()
		}
		pc.img = ebiten.NewImage(w, h)
		pc.key = nil
	}
	if pc.key != key {
		pc.img.Clear()
		draw(pc.img)
		pc.key = key
	}
	sub := pc.img.SubImage(image.Rect(int(r.X), int(r.Y), int(r.X+r.W+1), int(r.Y+r.H+1))).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(int(r.X)), float64(int(r.Y)))
	dst.DrawImage(sub, op)
}
