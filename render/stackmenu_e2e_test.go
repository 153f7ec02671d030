package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/scenes/stackmenu"
	"kandahar/render/ui"
)

// rightClick presses and releases the right button at (x, y).
func (d *driver) rightClick(x, y int) {
	d.in.Push(ui.InputState{X: x, Y: y}, ui.InputState{X: x, Y: y, Right: true}, ui.InputState{X: x, Y: y}, ui.InputState{X: x, Y: y})
	d.script()
}

// stackMenu is the open stack menu's items and the screen centre of each
// row, or nil when none is open.
func (d *driver) stackMenu() (items []stackmenu.Item, at [][2]int, sel int) {
	d.on(func(a *App) {
		for _, s := range a.overlays.scenes {
			if m, ok := s.(*stackmenu.Menu); ok {
				items, sel = slices.Clone(m.Items), m.Sel
				for _, r := range m.Rows(sceneCtx{a}) {
					at = append(at, [2]int{int(r.X + r.W/2), int(r.Y + r.H/2)})
				}
			}
		}
	})
	return
}

// menuIndex is the index of the first item whose label holds want, or -1.
func menuIndex(items []stackmenu.Item, want string) int {
	return slices.IndexFunc(items, func(it stackmenu.Item) bool { return strings.Contains(it.Label, want) })
}

// A right click on a stack opens its menu, whose items do
// what their drags and buttons do, as the rules allow them: hauling from
// HaulOptions, attacks from AttackHexes and Check, a move along the
// reachable hexes. The menu works from the keys (Shift+F10, arrows,
// Enter, Escape), and a right click during a drag still cancels it.
func TestStackMenu(t *testing.T) {
	rules := shippedRules(t)
	p := makePlan(t, rules)
	// the dice of TestWholeTurnByKeyboard: a detected move, one enemy
	// unit scattered next to the team, a battle the Special Forces win
	sc := &game.Scenario{Name: "Menu", Dice: []int{1, 1, 1, p.dir, 1, 6, 1, 1, 1, 6}}
	g, err := game.New(rules, sc, e2eSeed)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	team, gear := pieceBySpec(s, "a-team-1"), pieceBySpec(s, p.gear)
	for _, act := range []game.Action{{Type: game.ActBuy, Piece: pieceBySpec(s, "a-team-2")}, {Type: game.ActEndPhase},
		{Type: game.ActPlaceCamp, Piece: pieceBySpec(s, "camp-1"), Hex: p.camp}, {Type: game.ActEndPhase},
		{Type: game.ActBuy, Piece: gear}, {Type: game.ActEndPhase}} {
		if _, err := g.Apply(act); err != nil {
			t.Fatalf("%v: %v", act, err)
		}
	}
	k := kb{newDriver(t, g)}
	k.idle()
	k.look(p.camp)

	// the mouse: a right click on the camp's stack, then its haul item
	x, y := k.hex(p.camp)
	k.rightClick(x, y)
	items, rows, _ := k.stackMenu()
	if items == nil {
		t.Fatal("a right click on the stack opened no menu")
	}
	haul := menuIndex(items, g.State.Name(team)+" hauls "+g.State.Name(gear))
	mv := menuIndex(items, "Move")
	if haul < 0 || mv < 0 || menuIndex(items, "Inspect "+p.camp.String()) < 0 || items[mv].Why != "" {
		t.Fatalf("the menu of the camp's stack lists %+v", items)
	}
	k.shot("stack-menu")
	k.in.Click(rows[haul][0], rows[haul][1])
	k.script()
	k.idle()
	if s = k.state(); s.P(gear).Carrier != team {
		t.Fatalf("the haul item did not load the %s on the team: %s", p.gear, k.app.LastError())
	}
	if items, _, _ = k.stackMenu(); items != nil {
		t.Fatal("the menu stays open after its item")
	}

	// Move picks the stack up: it follows the pointer and a click puts it
	// down, as a drag does
	k.rightClick(x, y)
	items, rows, _ = k.stackMenu()
	mv = menuIndex(items, "Move")
	k.in.Click(rows[mv][0], rows[mv][1])
	k.script()
	var carried bool
	var to game.Hex
	k.on(func(a *App) {
		carried = a.hand.Drag != nil && a.hand.Drag.Keys
		if carried {
			for h, r := range a.hand.Drag.Reach.All() {
				if len(r.Path) == 1 && !r.Minimum && len(a.G.State.At(h)) == 0 {
					to = h
					break
				}
			}
		}
	})
	if !carried || to == game.NoHex {
		t.Fatalf("Move picked nothing up (carried %v, a hex in reach %s): %s", carried, to, k.app.LastError())
	}
	tx, ty := k.hex(to)
	k.in.MoveTo(tx, ty)
	k.script()
	var target game.Hex
	k.on(func(a *App) { target = a.hand.Drag.Target })
	if target != to {
		t.Fatalf("the carried stack aims at %s, not at %s under the pointer", target, to)
	}
	// a right click while carrying cancels, and opens no menu
	k.rightClick(tx, ty)
	k.on(func(a *App) { carried = a.hand.Drag != nil })
	if items, _, _ = k.stackMenu(); items != nil || carried {
		t.Fatal("a right click while carrying did not just cancel")
	}
	// a button clicked while carrying is pressed, and puts nothing down
	// on the map under it
	k.rightClick(x, y)
	_, rows, _ = k.stackMenu()
	k.in.Click(rows[mv][0], rows[mv][1])
	k.script()
	k.clickButton("help")
	var help bool
	k.on(func(a *App) { carried, help = a.hand.Drag != nil, a.overlays.scenes.IsUp("help") })
	if s = k.state(); carried || !help || s.Move != nil {
		t.Fatalf("the Help button clicked while carrying: still carried %v, help shown %v, a move under way %v", carried, help, s.Move != nil)
	}
	k.key(ebiten.KeyEscape)
	k.rightClick(x, y)
	_, rows, _ = k.stackMenu()
	k.in.Click(rows[mv][0], rows[mv][1])
	k.in.MoveTo(tx, ty)
	k.in.Click(tx, ty)
	k.script()
	k.idle()
	if s = k.state(); s.Move == nil || s.Move.At != to {
		t.Fatalf("Move and a click did not move the stack to %s: %s", to, k.app.LastError())
	}
	k.key(ebiten.KeyZ, ebiten.KeyControlLeft) // back: the move of the plan follows

	// the keys: Shift+F10 on the cursor's hex, the arrows to Inspect, Enter
	k.cursorTo(p.camp)
	k.key(ebiten.KeyF10, ebiten.KeyShiftLeft)
	items, _, sel := k.stackMenu()
	if items == nil || sel != 0 {
		t.Fatalf("Shift+F10 opened no menu with its first item chosen (%d)", sel)
	}
	for range menuIndex(items, "Inspect") {
		k.key(ebiten.KeyArrowDown)
	}
	k.key(ebiten.KeyEnter)
	var pinned game.Hex
	k.on(func(a *App) { pinned = a.board.SelHex })
	if pinned != p.camp {
		t.Fatalf("Inspect pinned %s, not %s", pinned, p.camp)
	}
	k.key(ebiten.KeyContextMenu)
	if items, _, _ = k.stackMenu(); items == nil {
		t.Fatal("the Menu key opened no menu")
	}
	k.key(ebiten.KeyEscape)
	if items, _, _ = k.stackMenu(); items != nil {
		t.Fatal("Escape did not close the menu")
	}

	// the move of the plan, detected; the escape question answered "stay";
	// then the combat phase with the enemy unit next to the team
	k.on(func(a *App) {
		r, _ := a.G.State.Reachable([]game.PieceID{team}).At(p.dest)
		a.do(game.Action{Type: game.ActMove, Pieces: []game.PieceID{team}, Path: r.Path})
		a.do(game.Action{Type: game.ActEndMove})
		a.do(game.Action{Type: game.ActChoose, Option: 0})
		a.do(game.Action{Type: game.ActEndPhase})
	})
	k.idle()
	s = k.state()
	enemies := s.OnMapOf(game.KindEnemy)
	if s.Phase != game.PhaseCombat || len(enemies) != 1 {
		t.Fatalf("not at the combat phase with one enemy unit: %s, %v (%s)", s.Phase, enemies, k.app.LastError())
	}
	enemy := enemies[0]
	// the enemy's menu offers the attack from the team's hex
	ex, ey := k.hex(s.P(enemy).Hex)
	k.rightClick(ex, ey)
	items, _, _ = k.stackMenu()
	if menuIndex(items, "from "+p.dest.String()+" · win") < 0 {
		t.Fatalf("the enemy's menu offers no attack from %s: %+v", p.dest, items)
	}
	k.key(ebiten.KeyEscape)
	// the team's: Move greyed with its reason, and the attack by the keys
	k.cursorTo(p.dest)
	k.key(ebiten.KeyF10, ebiten.KeyShiftLeft)
	items, _, _ = k.stackMenu()
	atk := menuIndex(items, "Attack "+s.Name(enemy)+" at ")
	if atk < 0 || items[menuIndex(items, "Move")].Why == "" {
		t.Fatalf("the team's menu in the combat phase: %+v", items)
	}
	k.key(ebiten.KeyEnter) // Move, which cannot: its reason shows
	if !slices.ContainsFunc(k.texts(), func(t string) bool { return strings.Contains(t, "cannot be moved now") }) {
		t.Error("the greyed Move does not say why")
	}
	k.shot("stack-menu-combat")
	for range atk {
		k.key(ebiten.KeyArrowDown)
	}
	k.key(ebiten.KeyEnter)
	k.idle()
	if !slices.ContainsFunc(k.app.chrome.LogLines, func(l chrome.LogLine) bool { return l.Kind == string(game.EvCombat) }) {
		t.Fatalf("the attack item fought no battle: %s", k.app.LastError())
	}
}
