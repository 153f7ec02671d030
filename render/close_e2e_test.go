package render

import (
	"path/filepath"
	"testing"

	"kandahar/game"
	"kandahar/render/view"
	"kandahar/saves"
)

// Closing the window mid-phase saves the game as it stands, and the game
// resumed from that save is exactly where it was: not a move lost.
func TestCloseSavesTheGame(t *testing.T) {
	needWindow(t)
	rules := shippedRules(t)
	g, err := game.New(rules, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "closed"+saves.Ext)
	saved := 0
	// on the window's frames: the close comes as the window's would
	d := openApp(t, g, view.Options{OnClose: func(cg *game.Game) (string, error) {
		saved++
		return path, saves.Save(path, cg)
	}}, true)
	// a purchase in the set-up: no phase change, nothing autosaved yet
	var buy game.Action
	d.on(func(a *App) {
		for _, act := range a.G.State.LegalActions() {
			if act.Type == game.ActBuy {
				buy = act
				break
			}
		}
	})
	if buy.Type == "" {
		t.Fatal("no purchase is legal at the start of the set-up")
	}
	d.on(func(a *App) { a.do(buy) })
	phase := g.State.Phase
	want := len(g.Log)
	d.in.CloseWindow()
	if stopped := d.untilStopped(); !IsQuit(stopped) {
		t.Fatalf("closing the window stopped the client with %v", stopped)
	}
	if saved != 1 {
		t.Fatalf("the game was saved %d times on closing, want once", saved)
	}
	back, err := saves.Load(path, rules)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Log) != want || back.State.Phase != phase || back.State.PP != g.State.PP {
		t.Fatalf("resumed with %d actions in %s (%d PP), want %d in %s (%d PP)", len(back.Log), back.State.Phase, back.State.PP, want, phase, g.State.PP)
	}
}
