package render

import (
	"image/color"
	"runtime"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/game/advisor"
	"kandahar/game/table"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/keymap"
	"kandahar/render/scenes"
	"kandahar/render/scenes/coach"
	"kandahar/render/scenes/dialog"
	"kandahar/render/scenes/help"
	"kandahar/render/scenes/hint"
	"kandahar/render/scenes/mapcues"
	"kandahar/render/scenes/menus"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The scenes over the board are on a stack (package scenes). Each is
// given the scenes' Context (sceneCtx) and a view of its own package's
// making, built here from the parts: getters that return values, and
// funcs through which the shell acts for it (dialogCtx, hintCtx, mapCtx,
// coachCtx, menuHost, stackHost). No scene is handed a part whole.

// sceneCtx is what every scene is given.
type sceneCtx struct{ a *App }

func (c sceneCtx) Window() scenes.Window { return windowOf(c.a.Shared) }
func (c sceneCtx) Cur() ui.InputState    { return c.a.pointer.Cur }
func (c sceneCtx) Prev() ui.InputState   { return c.a.pointer.Prev }
func (c sceneCtx) Stack() *scenes.Stack  { return &c.a.overlays.scenes }

// windowOf is the window as laid out this frame, as the scenes read it.
func windowOf(sh *view.Shared) scenes.Window {
	return scenes.Window{U: sh.U, Scale: sh.Scale, W: sh.W, H: sh.H, MapView: sh.MapView}
}

// standingScenes are the scenes always on the stack, bottom first.
func (a *App) standingScenes() scenes.Stack {
	o := &a.overlays
	dc := dialogCtx{sceneCtx{a}}
	o.dialog.Ctx, o.attack.Ctx, o.dialog.Sims = dc, dc, greedyScores
	a.hint.Ctx, a.hint.Budget, a.hint.Attack = hintCtx{sceneCtx{a}}, hintBudget, o.attackRect
	mc := mapCtx{sceneCtx{a}}
	a.markTip.Ctx, a.markTip.Delay = mc, chrome.TooltipDelay
	held := func() bool { return a.hand.Drag != nil || a.hand.Press != nil }
	o.magnifier = mapcues.Magnifier{Ctx: mc, Held: held, OverPanel: a.overPanel, Covered: func(h game.Hex, r ui.Rect) bool { return o.coveredCard(&a.board, h, r) }}
	return scenes.Stack{&o.magnifier, &a.hint, &a.coach, &o.attack, &o.dialog, &a.markTip}
}

// attackRect is where the attack panel stands, when it shows.
func (o *overlays) attackRect() (ui.Rect, bool) {
	if !o.attack.Open() {
		return ui.Rect{}, false
	}
	return o.attack.Ctx.AttackPanel(), true
}

// hintCtx is what the hint is given.
type hintCtx struct{ sceneCtx }

// hintKey is the position a hint belongs to: a game, its state (Undo
// puts another one in place) and the number of actions taken.
type hintKey struct {
	g  *game.Game
	st *game.State
	n  int
}

func (c hintCtx) Position() (*game.State, any) {
	g := c.a.G
	return g.State, hintKey{g, g.State, len(g.Log)}
}

func (c hintCtx) Shown() *game.State       { return c.a.Shown() }
func (c hintCtx) Map() hint.Map            { return hint.Map{Seen: c.a.board.Seen(), Busy: c.a.Anim.Busy()} }
func (c hintCtx) Settle()                  { c.a.Anim.Flush() }
func (c hintCtx) Reveal(h game.Hex)        { c.a.board.Reveal(h, c.a.chrome.Sight()) }
func (c hintCtx) Say(msg string, bad bool) { c.a.chrome.Say(msg, bad) }

func (c hintCtx) Button(id string) (ui.Button, bool) {
	if b := c.a.chrome.ButtonByID(id); b != nil {
		return *b, true
	}
	return ui.Button{}, false
}

// mapCtx is what the magnifier and the marks' tooltip are given.
type mapCtx struct{ sceneCtx }

func (c mapCtx) Map() mapcues.Map {
	b := &c.a.board
	spread, open := b.SpreadOpen()
	if !open {
		spread = game.NoHex
	}
	return mapcues.Map{Seen: b.Seen(), Hover: b.HoverHex, Counters: b.ShowPiece, Stacks: b.StacksHash, Spread: spread,
		Busy: c.a.Anim.Busy(), Version: c.a.Version}
}

func (c mapCtx) Shown() *game.State                { return c.a.Shown() }
func (c mapCtx) Rules() *game.Rules                { return c.a.Rules }
func (c mapCtx) StackAt(h game.Hex) []game.PieceID { return c.a.board.StackAt(h) }
func (c mapCtx) SpreadCell() float64               { return c.a.board.SpreadCell() }
func (c mapCtx) MagnifierTitle() string            { return c.a.board.MagnifierTitle() }

func (c mapCtx) PieceAt(x, y float64) game.PieceID {
	id, _ := c.a.board.PieceAtScreen(x, y)
	return id
}

func (c mapCtx) SpreadLayout(x, y, minW float64, n int) (ui.Rect, []ui.Rect) {
	return c.a.board.SpreadLayout(x, y, minW, n)
}

func (c mapCtx) DrawCounter(dst *ebiten.Image, id game.PieceID, cell ui.Rect) {
	c.a.board.DrawSpreadCounter(dst, id, cell, 1)
}

// coveredCard reports a card over the map about the hex h or in the way
// of r: the attack panel on the enemy chosen on b, or the moving stack's
// card.
func (o *overlays) coveredCard(b *board.Board, h game.Hex, r ui.Rect) bool {
	if o.attack.Open() {
		if b.AttackPanel().Overlaps(r) || o.Shown().P(b.AttackSel).Hex == h {
			return true
		}
	}
	mc, ok := o.attack.MoveCard()
	return ok && (mc.At == h || mc.R.Overlaps(r))
}

// helpLinesOf is helpLines, set at init: the keymap opens the help, and
// the help lists the keymap.
var helpLinesOf func(*App) []help.Line

func init() { helpLinesOf = helpLines }

// toggleHelp opens the help, or closes it.
func (a *App) toggleHelp() {
	if a.overlays.scenes.IsUp("help") {
		a.overlays.scenes.Remove("help")
		return
	}
	a.overlays.help = &help.Help{Lines: func() []help.Line { return helpLinesOf(a) }}
	a.overlays.scenes.Push(a.overlays.help)
}

// ---- scenes with buttons

// The dialog and the attack panel draw some of the window's buttons. The
// buttons stay in the window's one list, for their hover, tooltips, Tab
// order and number keys (package input, keys.go), marked with the scene that
// draws them; the chrome layer leaves them out, so pointing at one
// redraws its scene alone.

// ownedBy is add for the buttons of a scene.
func ownedBy(add func(ui.Button), owner string) func(ui.Button) {
	return func(b ui.Button) {
		b.Owner = owner
		add(b)
	}
}

// dialogCtx is what the dialog and the attack panel are given.
type dialogCtx struct{ sceneCtx }

func (c dialogCtx) Prompt() table.Prompt { return c.a.Shown().Prompt().Table() }

// Answer gives option n of the question, as key n does.
func (c dialogCtx) Answer(n int) {
	act, no := c.a.G.Answer(n)
	if no != nil {
		c.a.chrome.Say(no.Reason, true)
		return
	}
	c.a.do(act)
}

func (c dialogCtx) Shown() *game.State { return c.a.Shown() }

func (c dialogCtx) Played() (*game.Rules, *game.Scenario, bool) {
	return c.a.Rules, c.a.G.Scenario, c.a.G.State.Over
}

func (c dialogCtx) Map() dialog.Map {
	b := &c.a.board
	return dialog.Map{Seen: b.Seen(), Hover: b.HoverHex, AttackSel: b.AttackSel, NomWeapon: b.NomWeapon, Spread: b.SpreadRect(),
		Busy: c.a.Anim.Busy(), Version: c.a.Version}
}

func (c dialogCtx) Do(act game.Action) bool                  { return c.a.do(act) }
func (c dialogCtx) Nominate(w game.PieceID)                  { c.a.board.NomWeapon = w }
func (c dialogCtx) ActionBar() ui.Rect                       { return c.a.chrome.ActionBar() }
func (c dialogCtx) SuppressionHeight() float64               { return c.a.chrome.SuppressionHeight() }
func (c dialogCtx) DrawVictory(dst *ebiten.Image, r ui.Rect) { c.a.chrome.DrawVictory(dst, r) }
func (c dialogCtx) AttackPanel() ui.Rect                     { return c.a.board.AttackPanel() }
func (c dialogCtx) SupportFor(h game.Hex) []game.PieceID     { return c.a.board.SupportFor(h) }
func (c dialogCtx) DrawSupport(dst *ebiten.Image, r ui.Rect) { c.a.board.DrawSupport(dst, r) }
func (c dialogCtx) BreakdownSize(lines []string) (float64, float64) {
	return c.a.board.BreakdownSize(lines)
}
func (c dialogCtx) BeginLinks(owner any) { c.a.beginLinks(owner) }

func (c dialogCtx) SuppressionLists() (weapons, targets []game.PieceID) {
	return c.a.chrome.SuppressionLists()
}

func (c dialogCtx) DrawOddsBar(dst *ebiten.Image, r ui.Rect, o game.AttackOdds) {
	c.a.chrome.DrawOddsBar(dst, r, o)
}

func (c dialogCtx) SupportButtons(r ui.Rect, add func(ui.Button)) { c.a.board.SupportButtons(r, add) }

func (c dialogCtx) BreakdownRect(x, y float64, lines []string) ui.Rect {
	return c.a.board.BreakdownRect(x, y, lines)
}

func (c dialogCtx) DrawBreakdown(dst *ebiten.Image, x, y float64, title string, lines []string) {
	c.a.board.DrawBreakdown(dst, x, y, title, lines)
}

func (c dialogCtx) LinkText(dst *ebiten.Image, owner any, s string, x, y, size float64, bold bool, clr color.Color) {
	c.a.rulesRef.LinkText(dst, owner, s, x, y, size, bold, clr)
}

func (c dialogCtx) ButtonsSig(owner string) uint64 {
	return ui.ButtonsHash(c.a.chrome.Buttons, c.a.chrome.HoverBtn, c.a.hand.Keys.Focus, owner)
}

// DrawButtons draws the owner's buttons, and the focus ring if the keys
// are on one of them.
func (c dialogCtx) DrawButtons(dst *ebiten.Image, owner string) {
	a := c.a
	for i := range a.chrome.Buttons {
		if b := &a.chrome.Buttons[i]; b.Owner == owner {
			a.chrome.DrawButton(dst, b, &a.board)
			if b.Id == a.hand.Keys.Focus {
				ui.FocusRing(dst, b.R, a.Scale)
			}
		}
	}
}

// modalRect is where the dialog stands, if it shows.
func (a *App) modalRect() ui.Rect { return a.overlays.dialog.Rect() }

// hintBudget is what the window's hint searches with: the advisor's
// default, on every core but one, which is left to the window and the
// software GL driver so that the map does not stutter while it thinks.
var hintBudget = func() advisor.Budget {
	b := advisor.DefaultBudget
	b.Workers = max(1, runtime.GOMAXPROCS(0)-1)
	return b
}()

// greedyScores are the greedy games the victory panel's histogram is
// made of, simulated once a scenario in a run.
var greedyScores = dialog.NewScoreSims(300)

// coachCtx is what the coach is given.
type coachCtx struct{ sceneCtx }

func (c coachCtx) Played() coach.Played {
	g := c.a.G
	return coach.Played{Game: g, Rules: g.Rules, Scenario: g.Scenario, Seed: g.Seed, Log: g.Log, State: g.State, CanUndo: g.CanUndo()}
}

func (c coachCtx) Shown() *game.State { return c.a.Shown() }
func (c coachCtx) Map() coach.Map     { return coach.Map{Seen: c.a.board.Seen(), Busy: c.a.Anim.Busy()} }

func (c coachCtx) Panels() coach.Panels {
	ch := &c.a.chrome
	p := coach.Panels{Left: ch.Left, Right: ch.Right, Top: ch.Top, ActionBar: ch.ActionBar(), Usable: ch.UsableView(),
		Buttons: ch.Buttons, Rows: ch.Rows}
	if ch.ShopVisible() {
		p.Shop = ch.ShopRect()
	}
	if ch.HoverBtn != nil {
		p.Hovered = ch.HoverBtn.Id
	}
	return p
}

func (c coachCtx) CounterAt(id game.PieceID) (ui.Rect, game.Hex, bool) {
	b := &c.a.board
	for _, stk := range b.Stacks {
		if i := slices.Index(stk.Pieces, id); i >= 0 {
			return b.CounterRects(stk)[i], stk.Hex, true
		}
	}
	return ui.Rect{}, game.NoHex, false
}

func (c coachCtx) Say(msg string, bad bool) { c.a.chrome.Say(msg, bad) }

// CentreOn puts the middle of the hexes at the screen point at.
func (c coachCtx) CentreOn(hs []game.Hex, at ui.Pt) {
	b := &c.a.board
	var sx, sy float64
	for _, h := range hs {
		p := b.Lay.Center(h)
		sx, sy = sx+p.X, sy+p.Y
	}
	n := float64(len(hs))
	b.Cam.Ox = sx/n - (at.X-b.MapView.X)/b.Cam.Zoom
	b.Cam.Oy = sy/n - (at.Y-b.MapView.Y)/b.Cam.Zoom
}

// ScrollShopTo scrolls the shop so that the row of spec is the third
// shown.
func (c coachCtx) ScrollShopTo(spec string) bool {
	ch := &c.a.chrome
	for i, o := range ch.ShopPieces() {
		if ch.Shown().Spec(o.Piece).ID == spec {
			ch.ShopScroll = max(0, float64(i-2)*chrome.ShopRowH*ch.Scale)
			return true
		}
	}
	return false
}

func (c coachCtx) Modal() ui.Rect            { return c.a.modalRect() }
func (c coachCtx) BeginLinks(owner any)      { c.a.beginLinks(owner) }
func (c coachCtx) Keys(action string) string { return keysOf(keysInForce(&c.a.Opt), action) }
func (c coachCtx) LinkText(dst *ebiten.Image, owner any, s string, x, y, size float64, bold bool, clr color.Color) {
	c.a.rulesRef.LinkText(dst, owner, s, x, y, size, bold, clr)
}

// keysOf are the keys of the keymap's line for an action, as the help
// writes them, or "" if no line has that name.
func keysOf(m keymap.Map, action string) string {
	for _, b := range m {
		if b.Action == action {
			return b.Keys
		}
	}
	return ""
}

// ---- the menus (menus.Menu)

// Overlay reports the open menu by name ("resume", "new-game",
// "saves"), or "" (tests and tools).
func (a *App) Overlay() string {
	if !a.overlays.scenes.IsUp("menu") {
		return ""
	}
	return a.overlays.menu.Kind().String()
}

// openOverlay opens a menu: the pointer lets go of what it held.
func (a *App) openOverlay(k menus.MenuKind) {
	if a.overlays.menu.Busy() {
		return
	}
	a.hand.Release()
	a.chrome.HoverBtn, a.chrome.Confirm = nil, ""
	a.overlays.menu.Open(sceneCtx{a}, k)
}

// menuHost is what the menus ask of the window.
type menuHost struct{ a *App }

func (h menuHost) Hooks() view.Menus { return h.a.Opt.Menus }

func (h menuHost) InPlay() menus.InPlay {
	g := h.a.G
	return menus.InPlay{Scenario: g.Scenario.Name, Turn: g.State.Turn, Phase: g.State.Phase.String(), InProgress: inProgress(g)}
}

// inProgress reports a game worth a second thought before leaving it.
func inProgress(g *game.Game) bool { return len(g.Log) > 0 && !g.State.Over }

// Leaving is BeforeLeave with the game in play, when it is in progress
// (nothing changes it while the job runs: the menu takes the input).
func (h menuHost) Leaving() func() {
	g, f := h.a.G, h.a.Opt.BeforeLeave
	if f == nil || !inProgress(g) {
		return func() {}
	}
	return func() { f(g) }
}

func (h menuHost) Say(msg string, bad bool) { h.a.chrome.Say(msg, bad) }
func (h menuHost) Screenshot()              { h.a.Screenshot(saveWindowShot(h.a)) }

// Play puts the game chosen in play; a new one's description goes to the
// log, unless the coach teaches it.
func (h menuHost) Play(g *game.Game, fresh bool) {
	h.a.SetGame(g)
	if d := strings.TrimSpace(g.Scenario.Description); fresh && d != "" && !coach.Coached(g) {
		h.a.chrome.LogNote(d)
	}
}
