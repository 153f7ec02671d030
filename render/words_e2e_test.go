package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/chrome"
	"kandahar/render/ui"

	"kandahar/game"
)

// 3.1, 4.0: the header names the button that ends the step as the button
// does, and says truly what the camp step's shading means.
func TestHeaderWordsMatchTheControls_3_1(t *testing.T) {
	g, err := game.New(shippedRules(t), nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	for _, step := range []game.SetupStep{game.SetupBuy, game.SetupCamps} {
		s.SetupStep = step
		text, button := chrome.NextStep(s), chrome.EndPhaseName(s)
		if button != "Done" || !strings.Contains(text, button) || strings.Contains(text, "End Phase") {
			t.Errorf("step %v: the header says %q, the button %q", step, text, button)
		}
		if strings.Contains(text, "shaded hex") {
			t.Errorf("the camp step asks for a shaded hex, but the shaded hexes are the forbidden ones: %q", text)
		}
	}
}

// 5.0: once the game is over, Undo and End game are shown disabled.
func TestNoUndoOnceTheGameIsOver_5_0(t *testing.T) {
	d := newGameDriver(t, 3)
	d.on(func(a *App) {
		for _, o := range a.G.State.ShopOffers() {
			if o.OK() {
				a.do(o.Buys[0])
				break
			}
		}
	})
	d.idle()
	enabled := func(id string) (on bool) {
		d.on(func(a *App) {
			if b := a.chrome.ButtonByID(id); b != nil {
				on = b.Enabled
			}
		})
		return on
	}
	if !enabled("undo") {
		t.Fatal("premise: a purchase can be undone")
	}
	d.on(func(a *App) { a.G.State.Over = true; a.Version++ })
	d.waitFrames(3)
	for _, id := range []string{"undo", "end-game"} {
		if enabled(id) {
			t.Errorf("%s looks enabled after the game is over", id)
		}
	}
}

// 12.3: an answer to a question is shown whole, on two lines where one
// is too short, never cut: "Escape to the base camp at 0101, abandoning
// …" in the width of the question's panel.
func TestEscapeAnswersShownWhole_12_3(t *testing.T) {
	d, _, _ := escapeQuestionDriver(t)
	label := "Escape to the base camp at 0101, abandoning Radio, M249 and Truck (eliminated, may be bought again)"
	var drawn textList
	d.on(func(a *App) {
		s := a.Scale
		b := ui.Button{Id: "opt-1", R: ui.Rect{X: 10, Y: 10, W: 460 * s, H: 34 * s}, Label: label, Enabled: true}
		img := ebiten.NewImage(int(b.R.W)+20, int(b.R.H)+20)
		defer img.Deallocate()
		watch := a.U.Watch
		a.U.Watch = &drawn
		a.chrome.DrawButton(img, &b, &a.board)
		a.U.Watch = watch
	})
	if got := strings.Join(drawn, " "); got != label {
		t.Fatalf("the answer reads %q, want %q", got, label)
	}
}

// The forces panel lists every SF piece on the map (teams, leaders, gear,
// vehicles, camps), stack by stack.
func TestForcesListEveryPieceByStack(t *testing.T) {
	k := missionByKeys(t)
	k.on(func(a *App) { a.hand.Keys.CursorOn, a.board.SelHex, a.board.HoverHex = false, game.NoHex, game.NoHex })
	k.waitFrames(3)
	var rows []game.PieceID
	var hexes []game.Hex
	k.on(func(a *App) {
		for _, r := range a.chrome.Rows {
			if r.Roster {
				rows, hexes = append(rows, r.Id), append(hexes, r.Hex)
			}
		}
	})
	s := k.state()
	var want []game.PieceID
	for i := range s.Pieces {
		if id := game.PieceID(i + 1); s.P(id).Place == game.OnMap && s.IsSF(id) {
			want = append(want, id)
		}
	}
	if len(want) < 3 || !slices.ContainsFunc(want, func(id game.PieceID) bool { return s.Spec(id).Kind == game.KindBaseCamp }) {
		t.Fatalf("premise: a camp and pieces on the map, got %v", want)
	}
	for _, id := range want {
		if !slices.Contains(rows, id) {
			t.Errorf("%s (%s) is on the map but not in the forces panel", s.Name(id), s.Spec(id).Kind)
		}
	}
	for i := 1; i < len(hexes); i++ {
		if hexes[i] != hexes[i-1] && slices.Contains(hexes[:i], hexes[i]) {
			t.Fatalf("the stack at %s is split in the list: %v", hexes[i], hexes)
		}
	}
}

// 12.3: a question takes the focus as it comes up: Enter answers it with
// its first option, whatever had the focus before.
func TestQuestionTakesTheFocus_12_3(t *testing.T) {
	d, _, _ := escapeQuestionDriver(t)
	d.waitFrames(2)
	focus := ""
	d.on(func(a *App) { focus = a.hand.Keys.Focus })
	if focus != "opt-0" {
		t.Fatalf("the focus is on %q, not the question's first answer", focus)
	}
	d.in.Key(ebiten.KeyEnter)
	d.script()
	d.idle()
	if p := d.state().Pending; p != nil && p.Kind == game.DecEscape {
		t.Fatalf("Enter did not answer the question (%s)", d.app.LastError())
	}
}
