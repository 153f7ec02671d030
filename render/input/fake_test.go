package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/keymap"
	"kandahar/render/paper"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// fakeCtx is the window as the hand sees it, without one: a real game,
// and a board and a chrome laid out as the window lays them out, read
// through the hand's interfaces; what lies over the map is the test's to
// say. The intents the hand returns are kept, and the few a next gesture
// depends on (an action, a message, a control armed, a hex pinned) are
// applied as the shell applies them.
type fakeCtx struct {
	t     *testing.T
	sh    view.Shared
	b     board.Board
	c     chrome.Chrome
	ptr   board.Pointer
	busy  bool
	held  bool // an event card waits (reduced motion)
	over  func(x, y float64) bool
	got   []Intent // every intent returned, in order
	sent  []game.Action
	speed float64
}

func (f *fakeCtx) Rules() Rules                  { return StateRules(f.sh.G.State, f.sh.Rules.Board) }
func (f *fakeCtx) Board() Board                  { return &f.b }
func (f *fakeCtx) Chrome() Chrome                { return &f.c }
func (f *fakeCtx) OnMagnifier(x, y float64) bool { return false }
func (f *fakeCtx) RuleLinkAt(x, y float64) bool  { return false }
func (f *fakeCtx) OverPanel(x, y float64) bool   { return f.over != nil && f.over(x, y) }
func (f *fakeCtx) Now() Now {
	return Now{Cur: f.ptr.Cur, Prev: f.ptr.Prev, MapView: f.sh.MapView, Scale: f.sh.Scale, Busy: f.busy, CardHeld: f.held,
		Speed: f.speed, EndPhaseAtOnce: f.sh.Opt.EndPhaseAtOnce, Keys: f.sh.Opt.Keys, U: f.sh.U}
}

// apply keeps the intents and applies those a next gesture reads back.
func (f *fakeCtx) apply(in []Intent) []Intent {
	f.got = append(f.got, in...)
	for _, it := range in {
		switch it := it.(type) {
		case Act:
			if _, err := f.sh.G.Apply(it.Action); err != nil {
				f.c.Say(err.Error(), true)
				continue
			}
			f.sent = append(f.sent, it.Action)
			f.b.BuildStacks()
		case Say:
			f.c.Say(it.Text, it.Refusal)
		case Withdraw:
			f.c.Withdraw(it.Text)
		case Confirm:
			f.c.Confirm = it.ID
		case Pin:
			f.b.SelHex = it.Hex
		case OpenSpread:
			f.b.SelHex, f.b.Spread.Hex = it.Hex, it.Hex
		case Target:
			f.b.AttackSel = it.Piece
		case Weapon:
			f.b.NomWeapon = it.Piece
		case Hover:
			f.b.HoverHex = it.Hex
		}
	}
	return in
}

// frame plays one frame of input as the shell does (handleInput): the
// right button, the keys, the camera, the pointer.
func (f *fakeCtx) frame(h *Hand, in ui.InputState) []Intent {
	f.t.Helper()
	f.ptr.Prev, f.ptr.Cur = f.ptr.Cur, in
	n := len(f.got)
	intents, menu := h.RightClick(in)
	f.apply(intents)
	if menu {
		return f.got[n:]
	}
	f.apply(h.Frame(in))
	m := keymap.InForce(f.sh.Opt.Keys)
	for _, k := range in.Pressed {
		if b, ok := m.Match(k, in); ok {
			if intents, mine := h.Act(b.Action, k); mine {
				f.apply(intents)
			}
		}
	}
	f.apply(h.Camera(in))
	f.apply(h.Pointer(in))
	return f.got[n:]
}

// key is a frame with the key k pressed (and the mouse where it was).
func (f *fakeCtx) key(h *Hand, k ebiten.Key, mods ...ebiten.Key) []Intent {
	in := f.ptr.Cur
	in.Pressed, in.Held = []ebiten.Key{k}, append([]ebiten.Key{k}, mods...)
	out := f.frame(h, in)
	in.Pressed, in.Held = nil, nil
	f.ptr.Cur = in // released
	return out
}

// newGame is a game of the scenario sc (nil: the standard one) and seed.
func newGame(t *testing.T, sc *game.Scenario, seed uint64) *game.Game {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// newHand is the hand on the game g, in a window of 1280×800 at 100 %
// with the map view where the window puts it, and the stacks built.
func newHand(t *testing.T, g *game.Game, keys keymap.Map) (*Hand, *fakeCtx) {
	t.Helper()
	f := &fakeCtx{t: t, speed: 1, sh: view.Shared{G: g, Rules: g.Rules, U: ui.NewUI(1), Scale: 1, W: 1280, H: 800,
		MapView: ui.Rect{X: 270, Y: 60, W: 700, H: 740}, Opt: view.Options{Prefs: view.Prefs{Keys: keys}}}}
	f.b = board.Board{Shared: &f.sh, Lay: paper.NewLayout(g.Rules.Board, board.BaseR), Cam: board.Camera{Zoom: 0.5},
		ShowPiece: true, SelHex: game.NoHex, HoverHex: game.NoHex, AttackSel: game.None, NomWeapon: game.None,
		Counters: map[board.CounterKey]*ebiten.Image{}}
	f.b.Spread.Area = ui.Rect{X: 270, Y: 60, W: 700, H: 700}
	f.c.Shared = &f.sh
	f.b.BuildStacks()
	return &Hand{Ctx: f, Keys: Keys{Cursor: game.NoHex, Pick: game.None, Onto: game.None}}, f
}

// look puts the hex h's centre at the screen point (x, y).
func (f *fakeCtx) look(h game.Hex, x, y float64) {
	c := f.b.Lay.Center(h)
	f.b.Cam.Ox = c.X - (x-f.sh.MapView.X)/f.b.Cam.Zoom
	f.b.Cam.Oy = c.Y - (y-f.sh.MapView.Y)/f.b.Cam.Zoom
}

// at is the screen point of the hex h's centre.
func (f *fakeCtx) at(h game.Hex) (int, int) {
	p := f.b.HexOnScreen(h)
	return int(p.X), int(p.Y)
}

// counter is a screen point on a piece's counter that no counter drawn
// over it covers.
func (f *fakeCtx) counter(id game.PieceID) (int, int, bool) {
	for _, st := range f.b.Stacks {
		rs := f.b.CounterRects(st)
		for i, r := range rs {
			if st.Pieces[i] != id {
				continue
			}
			for dy := 1.0; dy < r.H; dy += 2 {
				for dx := 1.0; dx < r.W; dx += 2 {
					x, y := r.X+dx, r.Y+dy
					if !slices.ContainsFunc(rs[i+1:], func(o ui.Rect) bool { return o.In(x, y) }) {
						return int(x), int(y), true
					}
				}
			}
		}
	}
	return 0, 0, false
}

// of are the intents of type T among in.
func of[T Intent](in []Intent) []T {
	var out []T
	for _, it := range in {
		if v, ok := it.(T); ok {
			out = append(out, v)
		}
	}
	return out
}

func (f *fakeCtx) Mission() (game.PieceID, game.Hex) {
	m := f.sh.Shown().Mission
	hx, _ := f.sh.ShownHex(m)
	return m, hx
}
