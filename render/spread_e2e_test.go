package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/ui"
)

// spreadDriver is the first movement phase with a base camp holding the
// free teams, a UH-60 and a radio, not loaded.
func spreadDriver(t *testing.T) (d *driver, camp game.Hex, team, heli, radio game.PieceID) {
	t.Helper()
	rules := shippedRules(t)
	camp = campNear(t, rules, 12, 18)
	d = movementDriver(t, rules, camp, []int{6, 10},
		game.ScenarioPiece{ID: "uh60", Hex: camp}, game.ScenarioPiece{ID: "radio", Hex: camp})
	s := d.state()
	for _, id := range s.At(camp) {
		switch sp := s.Spec(id); {
		case sp.Kind == game.KindTeam && team == game.None:
			team = id
		case sp.ID == "uh60":
			heli = id
		case sp.ID == "radio":
			radio = id
		}
	}
	if team == game.None || heli == game.None || radio == game.None {
		t.Fatalf("no team, UH-60 and radio at the camp %s: %v", camp, s.At(camp))
	}
	return d, camp, team, heli, radio
}

// spreadCell is the screen centre of a piece's counter in the open
// spread; ok is false when it is not there.
func (d *driver) spreadCell(id game.PieceID) (x, y int, ok bool) {
	d.on(func(a *App) {
		_, ids, cells, open := a.board.SpreadPlace()
		for i, p := range ids {
			if open && p == id {
				x, y, ok = int(cells[i].X+cells[i].W/2), int(cells[i].Y+cells[i].H/2), true
			}
		}
	})
	return x, y, ok
}

// openSpread clicks the stack of hex h and checks that it spreads open.
func (d *driver) openSpread(h game.Hex) {
	d.t.Helper()
	x, y := d.hex(h)
	d.in.Click(x, y)
	d.script()
	open := game.NoHex
	d.on(func(a *App) { open, _ = a.board.SpreadOpen() })
	if open != h {
		d.t.Fatalf("a click on the stack at %s spread %s open", h, open)
	}
}

// A click on a stack spreads it open beside its hex; from the spread a
// counter dropped onto another loads on it: gear is hauled (9.0), a
// vehicle makes the team ride it (10.4); dropped on its own hex it is set
// down (10.11); dropped on another hex gear is refused in a sentence
// (10.5), a team moves alone (10.1).
func TestSpreadDrops_10_4(t *testing.T) {
	d, camp, team, heli, radio := spreadDriver(t)
	d.look(camp)
	d.openSpread(camp)
	d.shot("spread")
	// a right click on a counter of the spread opens its stack's menu
	if x, y, ok := d.spreadCell(radio); ok {
		d.rightClick(x, y)
		items, _, _ := d.stackMenu()
		if menuIndex(items, "Inspect "+camp.String()) < 0 {
			t.Fatalf("a right click in the spread opened no menu of the stack at %s: %v", camp, items)
		}
		d.in.Key(ebiten.KeyEscape)
		d.script()
		if items, _, _ := d.stackMenu(); items != nil {
			t.Fatal("Esc left the stack menu open")
		}
	}
	drag := func(what game.PieceID, tx, ty int) {
		t.Helper()
		x, y, ok := d.spreadCell(what)
		if !ok {
			t.Fatalf("piece %d is not in the spread", what)
		}
		d.in.Drag(x, y, tx, ty, false)
		d.script()
		d.idle()
	}
	onto := func(id game.PieceID) (int, int) {
		t.Helper()
		x, y, ok := d.spreadCell(id)
		if !ok {
			t.Fatalf("piece %d is not in the spread", id)
		}
		return x, y
	}

	// the radio onto the team: hauled
	x, y := onto(team)
	drag(radio, x, y)
	if c := d.state().P(radio).Carrier; c != team {
		t.Fatalf("the radio dropped on the team in the spread is carried by %d, want %d (%s)", c, team, d.app.LastError())
	}
	// the UH-60 onto the team: the team rides it
	x, y = onto(team)
	drag(heli, x, y)
	if c := d.state().P(heli).Carrier; c != team {
		t.Fatalf("the UH-60 dropped on the team in the spread is carried by %d, want %d (%s)", c, team, d.app.LastError())
	}
	// the radio onto its hex: set down
	hx, hy := d.hex(camp)
	drag(radio, hx, hy)
	if c := d.state().P(radio).Carrier; c != game.None {
		t.Fatalf("the radio dropped on its hex is still carried by %d (%s)", c, d.app.LastError())
	}
	// the radio to the next hex: refused, in a sentence citing 10.5
	next := camp.Neighbor(game.North)
	nx, ny := d.hex(next)
	drag(radio, nx, ny)
	if s := d.state(); s.P(radio).Hex != camp {
		t.Fatalf("the radio moved by itself to %s", s.P(radio).Hex)
	}
	if e := d.app.LastError(); !strings.Contains(e, "cannot move by itself") || !strings.Contains(e, "(10.5)") {
		t.Fatalf("the radio dragged away says %q, want that it cannot move by itself (10.5)", e)
	}
	// the UH-60 set down again, then a team dragged to the next hex moves
	// alone: the others stay
	drag(heli, hx, hy)
	if c := d.state().P(heli).Carrier; c != game.None {
		t.Fatalf("the UH-60 dropped on its hex is still ridden by %d (%s)", c, d.app.LastError())
	}
	before := len(d.state().At(camp))
	drag(team, nx, ny)
	s := d.state()
	if s.P(team).Hex != next || len(s.At(camp)) != before-1 {
		t.Fatalf("the team dragged out of the spread is at %s with %d pieces left at the camp, want at %s, %d left (%s)",
			s.P(team).Hex, len(s.At(camp)), next, before-1, d.app.LastError())
	}
}

// M on a vehicle a team rides (P chooses it) picks it up with its riders:
// carried to another hex the team and the vehicle go there; M with the
// vehicle chosen on its own hex sets it down, the team no longer riding
// (10.4). O spreads the cursor's stack open, and again closes it.
func TestMOnRiddenVehicle_10_4(t *testing.T) {
	d, camp, team, heli, _ := spreadDriver(t)
	d.on(func(a *App) { a.do(game.Action{Type: game.ActCarry, Piece: heli, Target: team}) })
	d.idle()
	if c := d.state().P(heli).Carrier; c != team {
		t.Fatalf("the team does not ride the UH-60: carried by %d", c)
	}
	d.look(camp)
	k := kb{d}
	k.cursorTo(camp)
	k.key(ebiten.KeyO)
	open := game.NoHex
	d.on(func(a *App) { open, _ = a.board.SpreadOpen() })
	if open != camp {
		t.Fatalf("O spread %s open, want the cursor's %s", open, camp)
	}
	// P's choice is tagged in the spread
	k.choose(heli, false)
	d.on(func(a *App) {
		if p := a.boardIn().Spread.Pick; p != heli {
			t.Errorf("the spread tags piece %d as P's choice, want the UH-60 %d", p, heli)
		}
	})
	if !saysLine(d.texts(), "M picks up UH-60 with", "riding it", "set down (10.4)") {
		t.Errorf("P on the ridden UH-60 does not say that M lifts it with its riders: %q", d.texts())
	}
	d.shot("spread-keys")
	k.key(ebiten.KeyO)
	d.on(func(a *App) { open, _ = a.board.SpreadOpen() })
	if open != game.NoHex {
		t.Fatalf("a second O left %s spread open", open)
	}
	// set down where it is
	k.choose(heli, false)
	k.key(ebiten.KeyM)
	k.key(ebiten.KeyM)
	d.idle()
	if c := d.state().P(heli).Carrier; c != game.None {
		t.Fatalf("M, M on the ridden UH-60 left it carried by %d (%s)", c, d.app.LastError())
	}
	// ridden again, carried to the next hex with its riders
	d.on(func(a *App) { a.do(game.Action{Type: game.ActCarry, Piece: heli, Target: team}) })
	d.idle()
	k.cursorTo(camp)
	k.choose(heli, false)
	k.key(ebiten.KeyM)
	next := camp.Neighbor(game.North)
	k.cursorTo(next)
	k.key(ebiten.KeyM)
	d.idle()
	if s := d.state(); s.P(heli).Hex != next || s.P(team).Hex != next || s.P(heli).Carrier != team {
		t.Fatalf("the ridden UH-60 carried by M is at %s, the team at %s, want both at %s, ridden (%s)", s.P(heli).Hex, s.P(team).Hex, next, d.app.LastError())
	}
}

// Pointing at an enemy unit in the Friendly Combat Phase chooses it as
// the target, by a click on its counter and by M at its hex alike
// (13.0): one question to the rules for both.
func TestClickAndMPointAlike_13_0(t *testing.T) {
	rules := shippedRules(t)
	camp := campNear(t, rules, 12, 18)
	// a team a hex out of the camp, detected, an enemy squad next to it
	// (put there directly: the position, not how it came about, matters)
	out := camp.Neighbor(game.North)
	there := out.Neighbor(game.North)
	d := movementDriver(t, rules, camp, []int{6, 10, 10})
	team := d.state().OnMapOf(game.KindTeam)[0]
	d.on(func(a *App) {
		a.do(game.Action{Type: game.ActMove, Pieces: []game.PieceID{team}, Path: []game.Hex{out}})
		a.do(game.Action{Type: game.ActEndMove})
	})
	d.idle()
	d.on(func(a *App) {
		s := a.G.State
		e := pieceBySpec(s, "taliban-squad-1")
		s.P(e).Place, s.P(e).Hex = game.OnMap, there
		s.P(team).Detected = true
		a.Version++
	})
	d.endPhaseSure()
	d.idle()
	s := d.state()
	enemies := s.OnMapOf(game.KindEnemy)
	if s.Phase != game.PhaseCombat || len(enemies) != 1 {
		t.Fatalf("not at the combat phase with one enemy unit: %s, %v (%s)", s.Phase, enemies, d.app.LastError())
	}
	enemy := enemies[0]
	sel := func() game.PieceID {
		var id game.PieceID
		d.on(func(a *App) { id = a.board.AttackSel })
		return id
	}
	d.look(camp)
	x, y, ok := d.counter(enemy)
	if !ok {
		t.Fatal("the enemy counter is not drawn")
	}
	d.in.Click(x, y)
	d.script()
	if got := sel(); got != enemy {
		t.Fatalf("a click on the enemy unit chose %d, want %d", got, enemy)
	}
	k := kb{d}
	k.key(ebiten.KeyEscape)
	if got := sel(); got != game.None {
		t.Fatalf("Esc left %d chosen", got)
	}
	k.cursorTo(there)
	k.key(ebiten.KeyM)
	if got := sel(); got != enemy {
		t.Fatalf("M at the enemy unit's hex chose %d, want %d", got, enemy)
	}
	// a team is no target: M picks its stack up instead
	k.key(ebiten.KeyEscape)
	k.cursorTo(out)
	k.key(ebiten.KeyM)
	carrying := false
	d.on(func(a *App) { carrying = a.hand.Drag != nil && a.hand.Drag.Keys })
	if got := sel(); got != game.None || !carrying {
		t.Fatalf("M at the team's hex chose %d and carries %v, want its stack picked up", got, carrying)
	}
}

// At 200 % the spread stays inside the map, clear of the action bar, its
// counters twice the size; the drag's outline and chances draw there
// too (the screenshots are looked at: spread-200, drag-overlay-200).
func TestSpreadAtDoubleScale(t *testing.T) {
	d, camp, team, _, _ := spreadDriver(t)
	w, h := 1280, 800
	if d.resize(2560, 1600) {
		w, h = 2560, 1600
	}
	d.on(func(a *App) { a.Opt.UIScale = 2 })
	d.waitFrames(3)
	d.look(camp)
	d.openSpread(camp)
	d.on(func(a *App) {
		r, ids, cells, ok := a.board.SpreadPlace()
		if !ok || len(ids) < 2 {
			t.Fatalf("no spread at 200 %% (%d counters)", len(ids))
		}
		area := a.board.Spread.Area
		if r.X < area.X || r.Y < area.Y || r.X+r.W > area.X+area.W || r.Y+r.H > area.Y+area.H {
			t.Errorf("the spread %v leaves its room %v in a %d×%d window at 200 %%", r, area, w, h)
		}
		if cells[0].W != 62*a.Scale || a.Scale < 2 {
			t.Errorf("counters of %.0f px at scale %.2f, want %.0f", cells[0].W, a.Scale, 62*a.Scale)
		}
	})
	d.shot("spread-200")
	// a team out of the spread, held over the next hex
	x, y, ok := d.spreadCell(team)
	if !ok {
		t.Fatal("the team is not in the spread")
	}
	nx, ny := d.hex(camp.Neighbor(game.North))
	d.in.Push(ui.InputState{X: x, Y: y}, ui.InputState{X: x, Y: y, Left: true})
	for i := 1; i <= 10; i++ {
		d.in.Push(ui.InputState{X: x + (nx-x)*i/10, Y: y + (ny-y)*i/10, Left: true})
	}
	d.script()
	d.waitFrames(3)
	d.shot("drag-overlay-200")
	d.in.Push(ui.InputState{X: nx, Y: ny, Left: true, Right: true}, ui.InputState{X: nx, Y: ny}, ui.InputState{X: nx, Y: ny})
	d.script()
	if s := d.state(); s.P(team).Hex != camp {
		t.Fatalf("a right click in the drag moved the team to %s", s.P(team).Hex)
	}
}
