package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/scenes/dialog"
	"kandahar/render/ui"
)

// Indirect fire support (18.1) from the window: with optional rule 18.0
// on, a team hauling a Radio next to an enemy unit calls the M224 waiting
// in its base camp into the attack. The attack panel offers it (number
// key, Tab and click), the odds change with it, the attack sends it, and
// the mortar is used up with a line in the log citing 18.1. The panel
// is a scene of its own, drawn off the chrome layer.
func TestIndirectFireFromTheWindow(t *testing.T) {
	rules := shippedRules(t)
	camp := campNear(t, rules, 12, 12)
	// the team with the Radio sets out from the camp, where the M224 stays
	pieces := []game.ScenarioPiece{{ID: "camp-1", Hex: camp}, {ID: "m224", Hex: camp},
		{ID: "a-team-2", Hex: camp}, {ID: "radio", Hex: camp, Carrier: "a-team-2"}}
	newGame := func(dice []int) *game.Game {
		sc := &game.Scenario{Name: "Fire support", Options: game.Options{WeaponCharacteristics: true}, Dice: dice, Pieces: pieces}
		g, err := game.New(rules, sc, 5)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 { // set-up purchases, camps, the mission's purchases
			if _, err := g.Apply(game.Action{Type: game.ActEndPhase}); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	// a plan, as TestEndToEnd's: a hex two steps out and the scatter
	// direction that puts the enemy unit next to it, away from the camp
	probe := newGame([]int{1})
	team := pieceBySpec(probe.State, "a-team-2")
	at, dir := game.NoHex, 0
	var path []game.Hex
	for h, r := range probe.State.Reachable([]game.PieceID{team}).All() {
		if len(r.Path) != 2 || r.Minimum || rules.Board.AllWater(h) || len(probe.State.At(h)) > 0 || at != game.NoHex && h.String() > at.String() {
			continue
		}
		for d := 1; d <= 6; d++ {
			n := h.Neighbor(game.Direction(d))
			if rules.Board.Contains(n) && !rules.Board.AllWater(n) && len(probe.State.At(n)) == 0 && game.Distance(n, camp) > 2 {
				at, dir, path = h, d, r.Path
				break
			}
		}
	}
	if at == game.NoHex {
		t.Fatal("no hex to set out to")
	}
	there := at.Neighbor(game.Direction(dir))
	// dice: the mission's placement, the noise check (a 1 is always
	// heard, 12.0), one enemy unit (12.7) scattered one hex toward dir (12.8)
	d := newDriver(t, newGame([]int{1, 1, 1, dir, 1}))
	k := kb{d}
	d.idle()
	d.on(func(a *App) {
		a.do(game.Action{Type: game.ActMove, Pieces: []game.PieceID{team}, Path: path})
		a.do(game.Action{Type: game.ActEndMove})
		a.do(game.Action{Type: game.ActChoose, Option: 0}) // stay (12.3)
	})
	d.idle()
	d.clickButton("end-phase")
	d.idle()
	s := d.state()
	mortar := pieceBySpec(s, "m224")
	enemies := s.OnMapOf(game.KindEnemy)
	if s.Phase != game.PhaseCombat || len(enemies) != 1 || s.P(enemies[0]).Hex != there {
		t.Fatalf("not at the combat phase with an enemy unit at %s: %s, %v (%s)", there, s.Phase, enemies, d.app.LastError())
	}
	enemy := enemies[0]

	// choose the enemy: the attack panel offers the mortar
	d.look(at)
	ex, ey, ok := d.counter(enemy)
	if !ok {
		t.Fatal("the enemy counter is not drawn")
	}
	d.in.Click(ex, ey)
	d.script()
	odds := func() string {
		for _, l := range d.texts() {
			if strings.HasPrefix(l, "From "+at.String()+":") {
				return l
			}
		}
		t.Fatalf("the attack panel shows no odds from %s: %q", at, d.texts())
		return ""
	}
	called := func() bool {
		on := false
		d.on(func(a *App) { on = a.board.SupportCalled(mortar) })
		return on
	}
	before := odds()
	// the panel is a scene, off the chrome layer
	sceneOffChrome(t, d, dialog.AttackOwner, func(a *App) ui.Rect { return a.board.AttackPanel() })
	if !slices.ContainsFunc(d.texts(), func(l string) bool { return strings.Contains(l, "[18.1]") }) {
		t.Fatalf("the attack panel does not offer fire support citing 18.1: %q", d.texts())
	}

	// the number key calls it in: the odds follow
	k.key(ebiten.KeyDigit1)
	if !called() {
		t.Fatalf("1 did not call the M224 in (%s)", d.app.LastError())
	}
	with := odds()
	if with == before {
		t.Fatalf("the odds did not change with the M224: %q", with)
	}
	// a click stands it down, Tab and Enter call it in again
	d.clickButton("fire-0")
	if called() || odds() != before {
		t.Fatalf("a click did not stand the M224 down: %q", odds())
	}
	k.focus("fire-0")
	k.key(ebiten.KeyEnter)
	if !called() || odds() != with {
		t.Fatalf("Tab and Enter did not call the M224 in: %q", odds())
	}
	k.focus("attack-0") // the attack button is reachable too
	d.in.MoveTo(ex, ey) // no tooltip over the panel
	d.script()
	d.shot("attack-fire-support")

	k.key(ebiten.KeyEnter)
	d.idle()
	s = d.state()
	if s.P(mortar).Place == game.OnMap {
		t.Fatalf("the M224 is still in the camp after its one use (%s)", d.app.LastError())
	}
	if !slices.ContainsFunc(d.app.chrome.LogLines, func(l chrome.LogLine) bool {
		return l.Rule == "18.1" && strings.Contains(l.Text, s.Name(mortar))
	}) {
		t.Fatal("no line in the log says the M224 is used up, citing 18.1")
	}
	if !slices.ContainsFunc(d.app.chrome.LogLines, func(l chrome.LogLine) bool { return l.Kind == string(game.EvCombat) }) {
		t.Fatal("no battle in the log")
	}
}
