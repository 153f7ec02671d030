package board

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// spreadBoard is a board without a window over a game in its first
// movement phase: a base camp at camp with the free pieces, a UH-60 and a
// Radio, the camera on the camp.
func spreadBoard(t *testing.T) (b *Board, camp game.Hex) {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	camp = game.MustHex("1218")
	sc := &game.Scenario{Name: "Spread", Dice: []int{6}, Pieces: []game.ScenarioPiece{
		{ID: "camp-1", Hex: camp}, {ID: "uh60", Hex: camp}, {ID: "radio", Hex: camp}}}
	g, err := game.New(rules, sc, 5)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 { // set-up purchases, camps, the mission's purchases
		if _, err := g.Apply(game.Action{Type: game.ActEndPhase}); err != nil {
			t.Fatal(err)
		}
	}
	if g.State.Phase != game.PhaseMovement {
		t.Fatalf("not in the movement phase: %s", g.State.Phase)
	}
	sh := &view.Shared{G: g, Rules: rules, U: ui.NewUI(1), Scale: 1, W: 1280, H: 800, MapView: ui.Rect{X: 270, Y: 60, W: 700, H: 680}}
	b = &Board{Shared: sh, Lay: paper.NewLayout(rules.Board, BaseR), Cam: Camera{Zoom: 0.5}, ShowPiece: true, Counters: map[CounterKey]*ebiten.Image{}}
	b.Spread.Area = ui.Rect{X: 270, Y: 60, W: 700, H: 640}
	b.BuildStacks()
	return b, camp
}

// look puts the hex at the screen point (x, y).
func (b *Board) look(h game.Hex, x, y float64) {
	c := b.Lay.Center(h)
	b.Cam.Ox, b.Cam.Oy = c.X-(x-b.MapView.X)/b.Cam.Zoom, c.Y-(y-b.MapView.Y)/b.Cam.Zoom
}

// The spread opens beside its hex, never over it, and inside its room,
// wherever the hex is in the view: to the right, else the left, below or
// above; a click on the hex again closes it, and unpinning closes it.
func TestSpreadBesideItsHex(t *testing.T) {
	b, camp := spreadBoard(t)
	if !b.ToggleSpread(camp) {
		t.Fatalf("the stack at %s (%d counters) did not spread open", camp, len(b.StackAt(camp)))
	}
	a := b.Spread.Area
	for _, at := range []ui.Pt{{a.X + 60, a.Y + a.H/2}, {a.X + a.W - 60, a.Y + a.H/2}, {a.X + a.W/2, a.Y + 50}, {a.X + a.W/2, a.Y + a.H - 50}, {a.X + a.W/2, a.Y + a.H/2}} {
		b.look(camp, at.X, at.Y)
		r, ids, cells, ok := b.SpreadPlace()
		if !ok || len(ids) != len(b.StackAt(camp)) || len(cells) != len(ids) {
			t.Fatalf("with the hex at %v: spread %v of %d counters", at, ok, len(ids))
		}
		R := BaseR * b.Cam.Zoom
		hex := ui.Rect{X: at.X - R, Y: at.Y - R, W: 2 * R, H: 2 * R}
		if r.Intersect(hex).W > 0 {
			t.Errorf("with the hex at %v the spread %v covers it", at, r)
		}
		if r.X < a.X || r.Y < a.Y || r.X+r.W > a.X+a.W || r.Y+r.H > a.Y+a.H {
			t.Errorf("with the hex at %v the spread %v leaves its room %v", at, r, a)
		}
		for _, c := range cells {
			inside := c.X >= r.X && c.Y >= r.Y && c.X+c.W <= r.X+r.W+1e-6 && c.Y+c.H <= r.Y+r.H+1e-6
			if c.W != b.SpreadCell() || !inside {
				t.Errorf("a counter's square %v is not whole inside the spread %v at %.0f px", c, r, b.SpreadCell())
			}
		}
	}
	if b.ToggleSpread(camp) {
		t.Fatal("a second click left the spread open")
	}
	if b.SelHex != game.NoHex {
		t.Fatal("closing the spread left its hex pinned")
	}
	b.ToggleSpread(camp)
	b.SelHex = game.NoHex // Esc
	if _, ok := b.SpreadOpen(); ok {
		t.Fatal("unpinned, the spread stays open")
	}
}

// Aimed from the spread: a counter of the spread is the piece dropped onto
// (a UH-60 onto a team: it rides, 10.4), the spread's free space and the
// hex on the map are the hex itself (set down). What dropping onto a
// counter means is the rules' answer, which the hand asks (package
// input's TestAimOntoRide_10_4).
func TestSpreadAim_10_4(t *testing.T) {
	b, camp := spreadBoard(t)
	b.look(camp, 400, 300)
	b.ToggleSpread(camp)
	s := b.G.State
	var team game.PieceID
	for _, id := range s.At(camp) {
		if s.Spec(id).Kind == game.KindTeam && team == game.None {
			team = id
		}
	}
	r, ids, cells, _ := b.SpreadPlace()
	cellOf := func(id game.PieceID) ui.Rect {
		for i, p := range ids {
			if p == id {
				return cells[i]
			}
		}
		t.Fatalf("piece %d is not in the spread", id)
		return ui.Rect{}
	}
	tc := cellOf(team)
	if h, onto := b.AimAt(tc.X+tc.W/2, tc.Y+tc.H/2, true); h != camp || onto != team {
		t.Fatalf("aimed at the team's counter in the spread: %s onto %d, want %s onto %d", h, onto, camp, team)
	}
	last := cells[len(cells)-1]
	if fx, fy := last.X+last.W+4, last.Y+last.H/2; r.In(fx, fy) {
		if h, onto := b.AimAt(fx, fy, true); h != camp || onto != game.None {
			t.Fatalf("aimed at the spread's free space: %s onto %d, want %s itself", h, onto, camp)
		}
	}
	c := b.ToScreen(b.Lay.Center(camp))
	if h, onto := b.AimAt(c.X, c.Y, true); h != camp || onto != game.None {
		t.Fatalf("aimed from the spread at its hex on the map: %s onto %d, want the hex itself", h, onto)
	}
}
