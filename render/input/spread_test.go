package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/paper"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The message that says a stack is spread open goes with the spread: a
// click on its hex closes both, long before the message's time is up.
func TestSpreadMessageGoesWithTheSpread(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	camp := game.MustHex("1218")
	sc := &game.Scenario{Name: "Spread", Dice: []int{6}, Pieces: []game.ScenarioPiece{
		{ID: "camp-1", Hex: camp}, {ID: "uh60", Hex: camp}, {ID: "radio", Hex: camp}}}
	g, err := game.New(rules, sc, 5)
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeCtx{sh: view.Shared{G: g, Rules: rules, U: ui.NewUI(1), Scale: 1, W: 1280, H: 800, MapView: ui.Rect{X: 270, Y: 60, W: 700, H: 680}}}
	f.b = board.Board{Shared: &f.sh, Lay: paper.NewLayout(rules.Board, board.BaseR), Cam: board.Camera{Zoom: 0.5}, ShowPiece: true, Counters: map[board.CounterKey]*ebiten.Image{}}
	f.b.BuildStacks()
	h := &Hand{Ctx: f}

	h.Click(&board.PressInfo{Hex: camp, OnMap: true, Single: game.None})
	if _, ok := f.b.SpreadOpen(); !ok || len(f.c.Toasts) != 1 {
		t.Fatalf("a click on the stack at %s: spread open %v, messages %v", camp, ok, f.c.Toasts)
	}
	said := f.c.Toasts[0].Text
	f.c.AgeToasts(0.5)
	if !f.c.Showing(said) {
		t.Fatalf("the message went while the spread is open")
	}
	h.Click(&board.PressInfo{Hex: camp, OnMap: true, Single: game.None})
	if _, ok := f.b.SpreadOpen(); ok {
		t.Fatal("a second click left the spread open")
	}
	f.c.AgeToasts(1.0 / 60)
	if f.c.Showing(said) {
		t.Fatalf("the spread closed, its message %q stays", said)
	}
}
