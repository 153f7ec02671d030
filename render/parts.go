package render

import (
	"image"

	"kandahar/crash"
	"kandahar/render/perf"
	"kandahar/render/scenes"
	"kandahar/render/scenes/dialog"
	"kandahar/render/scenes/help"
	"kandahar/render/scenes/mapcues"
	"kandahar/render/scenes/menus"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The parts of the client: each holds what one part of the window needs
// between frames. App holds them all; each holds the shared state.

// shareParts hands App's shared part to the other parts.
func (a *App) shareParts() {
	a.board.Shared, a.chrome.Shared = a.Shared, a.Shared
	a.overlays.Shared, a.shell.Shared = a.Shared, a.Shared
	a.rulesRef.Win = func() scenes.Window { return windowOf(a.Shared) }
}

// overlays is what is drawn over the board: the scenes on their stack
// (scene.go) and those of them the shell reaches.
type overlays struct {
	*view.Shared
	scenes    scenes.Stack
	menu      menus.Menu
	dialog    dialog.Dialog      // the question or the assessment
	attack    dialog.AttackPanel // the attacks on the enemy unit chosen
	magnifier mapcues.Magnifier  // the hovered stack spread out
	help      *help.Help         // the help, while open
}

// shell is the frame's bookkeeping: counts, shots and exports under way,
// the benchmark's figures, hooks running off the game loop, a crash.
type shell struct {
	*view.Shared
	frame       int
	frameSt     ui.Frame
	shotNext    []func(*image.RGBA)
	export      *exportJob      // a screenshot or map export under way
	pendingShot *image.RGBA     // a window shot waiting to be written
	bench       perf.Stats      // -bench-frames
	hook        chan hookResult // a Save or Open under way
	quit        bool
	closeFailed bool // saving on close failed once: the next close quits
	crash       error
	goPanics    chan crash.Panic // panics of the client's goroutines, for Update
	pace        pacer            // every frame, or frames on input only (idle.go)
}
