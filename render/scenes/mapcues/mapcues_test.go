package mapcues

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/scenes"
	"kandahar/render/scenes/scenestest"
	"kandahar/render/ui"
)

// fakeMap is a hex map under a camera, with no window: the stacks are
// the game's, laid out as the spread lays them.
type fakeMap struct {
	*scenestest.Ctx
	g       *game.Game
	m       Map
	onPiece bool // a counter is under the pointer
	drawn   []game.PieceID
}

func (f *fakeMap) Map() Map            { return f.m }
func (f *fakeMap) Shown() *game.State  { return f.g.State }
func (f *fakeMap) Rules() *game.Rules  { return f.g.Rules }
func (f *fakeMap) SpreadCell() float64 { return 62 }
func (f *fakeMap) MagnifierTitle() string {
	return "Stack at " + f.m.Hover.String()
}
func (f *fakeMap) StackAt(h game.Hex) []game.PieceID { return f.g.State.At(h) }
func (f *fakeMap) PieceAt(x, y float64) game.PieceID {
	if f.onPiece {
		return 1
	}
	return game.None
}
func (f *fakeMap) SpreadLayout(x, y, minW float64, n int) (ui.Rect, []ui.Rect) {
	r := ui.Rect{X: x, Y: y, W: max(minW, float64(n)*62+8), H: 90}
	var cells []ui.Rect
	for i := range n {
		cells = append(cells, ui.Rect{X: x + 4 + float64(i)*62, Y: y + 24, W: 58, H: 58})
	}
	return r, cells
}
func (f *fakeMap) DrawCounter(_ *ebiten.Image, id game.PieceID, _ ui.Rect) {
	f.drawn = append(f.drawn, id)
}

func newMap(t *testing.T) *fakeMap {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := scenestest.New()
	seen := board.Seen{Lay: paper.NewLayout(rules.Board, board.BaseR), Cam: board.Camera{Zoom: 1}, MapView: c.Win.MapView}
	return &fakeMap{Ctx: c, g: g, m: Map{Seen: seen, Hover: game.NoHex, Counters: true, Spread: game.NoHex}}
}

// at points the map's camera at h, in the middle of the view.
func (f *fakeMap) at(h game.Hex) ui.Pt {
	p := f.m.Seen.Lay.Center(h)
	mv := f.m.Seen.MapView
	f.m.Seen.Cam.Ox, f.m.Seen.Cam.Oy = p.X-mv.W/2, p.Y-mv.H/2
	return f.m.Seen.HexCentre(h)
}

// A placement hex's tooltip lists the missions that may land there, with
// their d6 rolls and awards, as the game lists them (7.0); a mission
// that comes twice says so; once none is left in the cup it says that.
func TestMarkTipText_7_0(t *testing.T) {
	f := newMap(t)
	h := game.MustHex("1001") // Protect V.I.P. and Re-supply, both on 1-2
	want := f.g.State.LandingsAt(h)
	if len(want) < 2 {
		t.Fatalf("the game lists %d missions at %s, the test wants two", len(want), h)
	}
	lines := markTipText(f.g.State, h)
	if lines[0] != "Mission placement hex 1001 [7.0]" {
		t.Fatalf("the title %q", lines[0])
	}
	all := strings.Join(lines, "\n")
	for _, l := range want {
		if !strings.Contains(all, l.Name) {
			t.Errorf("the tooltip leaves out %s", l.Name)
		}
	}
	if !slices.Contains(lines, "d6 1-2: Re-supply (×2), 2 PP") {
		t.Errorf("the tooltip does not say Re-supply comes twice on 1-2: %q", lines)
	}
	for _, l := range want {
		for _, id := range l.Pieces {
			f.g.State.P(id).Place = game.AccomplishedBox
		}
	}
	lines = markTipText(f.g.State, h)
	if lines[len(lines)-1] != "None of them is left in the cup." || !strings.Contains(strings.Join(lines, " "), "accomplished") {
		t.Errorf("with every mission accomplished: %q", lines)
	}
}

// The tooltip shows once the pointer has rested on the mark for the
// delay, beside the hex and never over it; not on the hex's middle, nor
// with a counter, a drag or a scene over the mark; the keys' cursor on a
// marked hex shows it too.
func TestMarkTipRestsOnTheMark(t *testing.T) {
	f := newMap(t)
	h := game.MustHex("1001")
	mid := f.at(h)
	m := &MarkTip{Ctx: f, Delay: 30}
	f.Scenes.Push(m)
	sn := f.m.Seen
	mc, _ := paper.PlacementMark(sn.Lay.Center(h), sn.Lay.R)
	mark := sn.ToScreen(mc)
	f.m.Hover = h
	f.Now = ui.InputState{X: int(mark.X), Y: int(mark.Y)}
	free := MarkTipIn{OverPanel: func(x, y float64) bool { return false }}
	frame := 0
	rest := func(in MarkTipIn, frames int) {
		for range frames {
			frame++
			m.Note(in, frame)
		}
	}
	rest(free, 5)
	if _, ok := m.Box(); ok || !m.Animates(f) {
		t.Fatalf("before the delay: shown %v, waiting for frames %v", ok, m.Animates(f))
	}
	rest(free, 30)
	r, ok := m.Box()
	if !ok {
		t.Fatal("no tooltip after resting on the mark")
	}
	if hr := sn.HexRadius(); r.X < mid.X+hr && r.X+r.W > mid.X-hr && r.Y < mid.Y+hr && r.Y+r.H > mid.Y-hr {
		t.Errorf("the tooltip %v covers the hex at %.0f,%.0f", r, mid.X, mid.Y)
	}
	if words := scenestest.Words(f.Texts()); !slices.Contains(words, "Mission placement hex 1001 [7.0]") {
		t.Errorf("the tooltip drawn says %q", words)
	}
	for _, c := range []struct {
		why  string
		in   MarkTipIn
		prep func()
	}{
		{"the hex's middle", free, func() { f.Now = ui.InputState{X: int(mid.X + 1), Y: int(mid.Y - sn.HexRadius()*0.5)} }},
		{"a counter over the mark", free, func() { f.onPiece = true }},
		{"a drag", MarkTipIn{Elsewhere: true, OverPanel: free.OverPanel}, nil},
		{"a panel over the map", MarkTipIn{OverPanel: func(x, y float64) bool { return true }}, nil},
		{"the help over the map", free, func() { f.Scenes.Push(fakeScene{}) }},
	} {
		f.Now, f.onPiece = ui.InputState{X: int(mark.X), Y: int(mark.Y)}, false
		f.Scenes.Remove("other")
		if c.prep != nil {
			c.prep()
		}
		rest(c.in, 40)
		if _, ok := m.Box(); ok {
			t.Errorf("%s: the tooltip shows", c.why)
		}
	}
	f.Scenes.Remove("other")
	f.m.Hover = game.NoHex
	rest(MarkTipIn{Keys: true, Cursor: h, OverPanel: free.OverPanel}, 40)
	if _, ok := m.Box(); !ok {
		t.Error("the hex cursor on the marked hex shows no tooltip")
	}
	plain := game.MustHex("0101")
	for slices.Contains(paper.PlacementHexes(f.g.Rules.Mix), plain) {
		plain.Col++
	}
	rest(MarkTipIn{Keys: true, Cursor: plain, OverPanel: free.OverPanel}, 40)
	if _, ok := m.Box(); ok {
		t.Error("the hex cursor on a hex with no mark shows a tooltip")
	}
}

type fakeScene struct{ scenes.Standing }

func (fakeScene) Name() string { return "other" }

// The magnifier shows the hovered stack beside the pointer, inside the
// map, its counters top first; it stands aside while the pointer is
// busy, the counters are hidden, events play, the stack is spread open
// or a card is about the hex, and for a single counter already drawn as
// large as the spread draws it.
func TestMagnifierShowsTheHoveredStack(t *testing.T) {
	f := newMap(t)
	// a stack of two and a counter alone
	h, alone := game.MustHex("1010"), game.MustHex("1012")
	for i, at := range []game.Hex{h, h, alone} {
		p := f.g.State.P(f.g.State.IDs()[i])
		p.Place, p.Hex = game.OnMap, at
	}
	ids := f.g.State.At(h)
	p := f.at(h)
	f.m.Hover = h
	f.Now = ui.InputState{X: int(p.X), Y: int(p.Y)}
	held, covered := false, false
	m := &Magnifier{Ctx: f, Held: func() bool { return held }, OverPanel: func(x, y float64) bool { return false },
		Covered: func(game.Hex, ui.Rect) bool { return covered }}
	f.Scenes.Push(m)
	r, ok := m.place()
	if !ok || r.Intersect(f.m.Seen.MapView) != r || r.In(p.X, p.Y) {
		t.Fatalf("the magnifier at %v (shown %v) for the pointer at %.0f,%.0f in %v", r, ok, p.X, p.Y, f.m.Seen.MapView)
	}
	if !m.At(r.X+2, r.Y+2) || m.At(p.X, p.Y) {
		t.Error("At does not tell the magnifier from the map")
	}
	f.Texts()
	if want := slices.Clone(ids); !slices.Equal(f.drawn, reversed(want)) {
		t.Errorf("drawn %v, want the stack %v top first", f.drawn, ids)
	}
	for _, c := range []struct {
		why string
		set func(on bool)
	}{
		{"a drag", func(on bool) { held = on }},
		{"the counters hidden", func(on bool) { f.m.Counters = !on }},
		{"events playing", func(on bool) { f.m.Busy = on }},
		{"the spread open", func(on bool) { f.m.Spread = map[bool]game.Hex{true: h, false: game.NoHex}[on] }},
		{"a card about the hex", func(on bool) { covered = on }},
		{"no hex hovered", func(on bool) { f.m.Hover = map[bool]game.Hex{true: game.NoHex, false: h}[on] }},
	} {
		c.set(true)
		if _, ok := m.place(); ok {
			t.Errorf("%s: the magnifier shows", c.why)
		}
		c.set(false)
	}
	f.m.Hover = alone
	f.m.Seen.Cam.Zoom = 0.5
	if _, ok := m.place(); !ok {
		t.Error("a counter alone, drawn small, is not magnified")
	}
	f.m.Seen.Cam.Zoom = 3 // a counter drawn larger than a spread's cell
	if _, ok := m.place(); ok {
		t.Error("a counter alone, drawn large, is magnified")
	}
}

func reversed(s []game.PieceID) []game.PieceID {
	slices.Reverse(s)
	return s
}
