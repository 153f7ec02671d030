// Command floor is the memory floor the game is measured against
// (docs/performance.md): a bare Ebitengine window of the game's size
// that draws nothing, with the same native dialog library linked and
// started, as the game has it. It takes and ignores the game's flags, so
// build/idle-cost.sh and build/play-cost.sh can run it in the game's
// place:
//
//	go build -o /tmp/floor ./build/floor
//	xvfb-run -a -s "-screen 0 1280x800x24" bash build/idle-cost.sh /tmp/floor
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"
	_ "github.com/sqweek/dialog" // its package initialisation starts GTK on Linux, as in the game
)

type bare struct{}

func (bare) Update() error              { return nil }
func (bare) Draw(*ebiten.Image)         {}
func (bare) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowTitle("floor")
	if err := ebiten.RunGame(bare{}); err != nil {
		log.Fatal(err)
	}
}
