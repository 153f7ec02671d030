package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/input"
)

// The mouse and the keys are package input's (input.Hand). It is given
// answers (handCtx), never a part, and returns what it wants done as
// intents, which apply has each part do through its own methods.

// handCtx is what the mouse and the keys are given.
type handCtx struct{ a *App }

func (c handCtx) Rules() input.Rules           { return input.StateRules(c.a.G.State, c.a.Rules.Board) }
func (c handCtx) Board() input.Board           { return &c.a.board }
func (c handCtx) Chrome() input.Chrome         { return &c.a.chrome }
func (c handCtx) OverPanel(x, y float64) bool  { return c.a.overPanel(x, y) }
func (c handCtx) RuleLinkAt(x, y float64) bool { return c.a.ruleLinkAt(x, y) }

func (c handCtx) OnMagnifier(x, y float64) bool { return c.a.overlays.magnifier.At(x, y) }

func (c handCtx) Now() input.Now {
	a := c.a
	return input.Now{Cur: a.pointer.Cur, Prev: a.pointer.Prev, MapView: a.MapView, Scale: a.Scale,
		Busy: a.Anim.Busy(), CardHeld: a.Anim.CardHeld(), Speed: a.Anim.Speed,
		EndPhaseAtOnce: a.Opt.EndPhaseAtOnce, Keys: a.Opt.Keys, U: a.U}
}

func (c handCtx) Mission() (game.PieceID, game.Hex) {
	m := c.a.Shown().Mission
	hx, _ := c.a.ShownHex(m)
	return m, hx
}

var _ input.Ctx = handCtx{}

// apply has each part do what the hand's intents ask, in their order.
func (a *App) apply(intents []input.Intent) {
	b, c := &a.board, &a.chrome
	for _, it := range intents {
		switch it := it.(type) {
		case input.Act:
			a.do(it.Action)
		case input.Say:
			c.Say(it.Text, it.Refusal)
		case input.Withdraw:
			c.Withdraw(it.Text)
		case input.Pan:
			b.Cam.Ox += it.DX
			b.Cam.Oy += it.DY
		case input.PanTo:
			b.Cam.Ox, b.Cam.Oy = it.Ox, it.Oy
		case input.Zoom:
			b.ZoomAt(it.X, it.Y, it.F)
		case input.Fit:
			b.Fit(c.Sight())
		case input.CenterOn:
			b.CenterOn(it.Hex, c.Sight())
		case input.KeepInView:
			a.keepInView(it.Hex)
		case input.Hover:
			b.HoverHex = it.Hex
			was := ""
			if c.HoverBtn != nil {
				was = c.HoverBtn.Id
			}
			c.HoverBtn = nil
			if it.Control >= 0 && it.Control < len(c.Buttons) {
				c.HoverBtn = &c.Buttons[it.Control]
			}
			if c.HoverBtn != nil && c.HoverBtn.Id != was {
				c.HoverSince = a.shell.frame // its tooltip waits (chrome.TooltipDelay)
			}
		case input.Pin:
			b.SelHex = it.Hex
		case input.OpenSpread:
			b.SelHex, b.Spread.Hex = it.Hex, it.Hex
			if _, ok := b.SpreadOpen(); ok {
				hx := it.Hex
				c.SayWhile(it.Says, func() bool {
					open, ok := b.SpreadOpen()
					return ok && open == hx
				})
			}
		case input.Target:
			b.AttackSel = it.Piece
		case input.Weapon:
			b.NomWeapon = it.Piece
		case input.Press:
			a.press(it)
		case input.Confirm:
			c.Confirm = it.ID
		case input.ScrollLog:
			c.LogScroll = max(0, c.LogScroll+it.By)
		case input.ScrollShop:
			c.ShopWheel(it.By)
		case input.Skip:
			a.Anim.Skip()
		case input.ShowAll:
			if it.Stay {
				b.Follow.Away = false
			}
			a.Anim.Flush()
		case input.Speed:
			a.Anim.Speed = it.To
		case input.Magnifier:
			b.ShowPiece = it.On
		case input.TextSize:
			c.SetUIScale(it.By)
		case input.EndAsk:
			c.ToggleEndAsk()
		case input.ReduceMotion:
			c.ToggleReduceMotion()
		case input.FullScreen:
			ebiten.SetFullscreen(!ebiten.IsFullscreen())
		case input.StackMenu:
			at := it.At
			if it.Keys {
				at = b.HexOnScreen(it.Hex)
			}
			a.openStackMenu(it.Hex, at, it.Keys)
		case input.RuleLink:
			if !a.overlays.scenes.IsUp("help") {
				a.ruleLinkInput(it.X, it.Y, it.Down)
			}
		}
	}
}

// press presses a control as a click does.
func (a *App) press(p input.Press) {
	bs := a.chrome.Buttons
	if p.Index < 0 {
		for i := range bs {
			if b := &bs[i]; b.Id == p.ID && b.Enabled && b.OnClick != nil {
				b.OnClick()
				return
			}
		}
		return
	}
	if p.Index < len(bs) && bs[p.Index].Id == p.ID && bs[p.Index].OnClick != nil {
		bs[p.Index].OnClick()
	}
}

// keepInView pans as little as will show the hex whole, clear of the
// shop and the action bar.
func (a *App) keepInView(hx game.Hex) {
	b, c := &a.board, &a.chrome
	p := b.HexOnScreen(hx)
	u := c.UsableView()
	u.H -= c.ActionBar().H
	m := board.BaseR*b.Cam.Zoom + 10*a.Scale
	if u.W < 3*m || u.H < 3*m {
		b.CenterOn(hx, c.Sight())
		return
	}
	dx, dy := 0.0, 0.0
	if p.X < u.X+m {
		dx = p.X - (u.X + m)
	} else if p.X > u.X+u.W-m {
		dx = p.X - (u.X + u.W - m)
	}
	if p.Y < u.Y+m {
		dy = p.Y - (u.Y + m)
	} else if p.Y > u.Y+u.H-m {
		dy = p.Y - (u.Y + u.H - m)
	}
	b.Cam.Ox += dx / b.Cam.Zoom
	b.Cam.Oy += dy / b.Cam.Zoom
}
