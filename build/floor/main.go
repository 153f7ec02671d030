// Command floor is what the game is measured against
// (docs/performance.md): a bare Ebitengine window of the game's size
// that draws nothing, with the same native dialog library linked and
// started, as the game has it. It takes the game's flags and ignores
// them, so build/idle-cost.sh and build/play-cost.sh can run it in the
// game's place; with -bench-frames it prints when its first frame was on
// the screen, as the game does, and exits a second later
// (build/first-frame.sh):
//
//	go build -o /tmp/floor ./build/floor
//	xvfb-run -a -s "-screen 0 1280x800x24" bash build/idle-cost.sh /tmp/floor
package main

import (
	"fmt"
	"log"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	_ "github.com/sqweek/dialog" // its package initialisation starts GTK on Linux, as in the game
)

// start is when the program started, near enough (the game's
// render/perf takes its own the same way).
var start = time.Now()

type bare struct {
	bench bool // -bench-frames: say when the first frame was shown, and exit
	drawn bool
	shown time.Time
}

func (b *bare) Update() error {
	switch {
	case !b.bench || !b.drawn:
	case b.shown.IsZero():
		// the first frame has been drawn and shown: this Update follows it
		b.shown = time.Now()
		fmt.Printf("first frame on screen %s after start\n", b.shown.Sub(start).Round(time.Millisecond))
	case time.Since(b.shown) > time.Second:
		return ebiten.Termination
	}
	return nil
}

func (b *bare) Draw(*ebiten.Image)       { b.drawn = true }
func (*bare) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowTitle("floor")
	g := &bare{bench: slices.ContainsFunc(os.Args[1:], func(a string) bool {
		return strings.HasPrefix(strings.TrimLeft(a, "-"), "bench-frames")
	})}
	if err := ebiten.RunGame(g); err != nil {
		log.Fatal(err)
	}
}
