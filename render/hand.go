package render

import (
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/input"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The mouse and the keys are package input's (input.Hand), given a
// narrow context: handCtx.

// handCtx is what the mouse and the keys are given.
type handCtx struct{ a *App }

func (c handCtx) Shared() *view.Shared        { return c.a.Shared }
func (c handCtx) Board() *board.Board         { return &c.a.board }
func (c handCtx) Chrome() *chrome.Chrome      { return &c.a.chrome }
func (c handCtx) Pointer() *board.Pointer     { return &c.a.pointer }
func (c handCtx) Do(act game.Action) bool     { return c.a.do(act) }
func (c handCtx) OverPanel(x, y float64) bool { return c.a.overPanel(x, y) }
func (c handCtx) Frame() int                  { return c.a.shell.frame }

func (c handCtx) OnMagnifier(x, y float64) bool { return c.a.overlays.magnifier.At(x, y) }

func (c handCtx) RuleLink(x, y float64, down bool) bool {
	return !c.a.overlays.scenes.IsUp("help") && c.a.ruleLinkInput(x, y, down)
}

func (c handCtx) OpenStackMenu(h game.Hex, at ui.Pt, keys bool) { c.a.openStackMenu(h, at, keys) }

var _ input.Ctx = handCtx{}
