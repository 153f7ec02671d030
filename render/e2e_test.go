package render

import (
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/ui"
)

func (d *driver) state() *game.State {
	var s *game.State
	d.on(func(a *App) { s = a.G.State.Clone() })
	return s
}

func (d *driver) button(prefix string) (int, int) {
	d.t.Helper()
	x, y, found := 0, 0, false
	d.on(func(a *App) {
		for _, b := range a.chrome.Buttons {
			if strings.HasPrefix(b.Id, prefix) {
				x, y, found = int(b.R.X+b.R.W/2), int(b.R.Y+b.R.H/2), true
				return
			}
		}
	})
	if !found {
		d.t.Fatalf("no button %q on screen", prefix)
	}
	return x, y
}

func (d *driver) clickButton(prefix string) {
	d.t.Helper()
	x, y := d.button(prefix)
	d.in.Click(x, y)
	d.script()
}

// look brings a hex into view as a player would: fit the map (F), then
// zoom toward the hex with the wheel.
func (d *driver) look(h game.Hex) {
	d.in.Key(ebiten.KeyF)
	d.script()
	x, y := d.hex(h)
	for range 4 {
		d.in.Wheel(x, y, 1)
	}
	d.script()
}

// cardsApart fails the test where two cards over the map show about the
// same hex, or one covers another: the magnifier, the attack panel, the
// moving stack's card, the open spread.
func (d *driver) cardsApart(when string) {
	d.t.Helper()
	d.on(func(a *App) {
		var cards []ui.Rect
		names := []string{}
		for _, el := range a.overlays.magnifier.Elems(sceneCtx{a}, nil, nil) {
			cards, names = append(cards, el.R.Grow(-5*a.Scale)), append(names, "the magnifier")
			if a.overlays.attack.Open() && a.Shown().P(a.board.AttackSel).Hex == a.board.HoverHex {
				d.t.Errorf("%s: the magnifier shows the hex of the enemy the attack panel is about", when)
			}
			if mc, ok := a.overlays.attack.MoveCard(); ok && mc.At == a.board.HoverHex {
				d.t.Errorf("%s: the magnifier shows the moving stack's hex %s beside its card", when, mc.At)
			}
		}
		if a.overlays.attack.Open() {
			cards, names = append(cards, a.board.AttackPanel()), append(names, "the attack panel")
		}
		if mc, ok := a.overlays.attack.MoveCard(); ok {
			cards, names = append(cards, mc.R), append(names, "the moving stack's card")
		}
		if r := a.board.SpreadRect(); r.W > 0 {
			cards, names = append(cards, r), append(names, "the spread")
		}
		for i := range cards {
			for j := i + 1; j < len(cards); j++ {
				if cards[i].Overlaps(cards[j]) {
					d.t.Errorf("%s: %s %v and %s %v overlap", when, names[i], cards[i], names[j], cards[j])
				}
			}
		}
	})
}

func (d *driver) hex(h game.Hex) (int, int) {
	x, y := 0, 0
	d.on(func(a *App) { x, y = a.board.HexScreen(h) })
	return x, y
}

// counter is the screen centre of a piece's counter on the map.
func (d *driver) counter(id game.PieceID) (int, int, bool) {
	x, y, ok := 0, 0, false
	d.on(func(a *App) {
		for _, st := range a.board.Stacks {
			for i, p := range st.Pieces {
				if p == id {
					r := a.board.CounterRects(st)[i]
					x, y, ok = int(r.X+r.W/2), int(r.Y+r.H/2), true
				}
			}
		}
	})
	return x, y, ok
}

// row is the screen centre of a piece's inspector row.
func (d *driver) row(id game.PieceID) (int, int) {
	d.t.Helper()
	x, y, ok := 0, 0, false
	d.on(func(a *App) {
		for _, r := range a.chrome.Rows {
			if r.Id == id {
				x, y, ok = int(r.R.X+r.R.W/2), int(r.R.Y+r.R.H/2), true
			}
		}
	})
	if !ok {
		d.on(func(a *App) {
			d.t.Logf("inspected %s rows %v stack %v", a.inspected(), a.chrome.Rows, a.board.StackAt(a.inspected()))
		})
		d.t.Fatalf("piece %d has no inspector row", id)
	}
	return x, y
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// variance of the luminance, sampled.
func variance(img *image.RGBA) float64 {
	var sum, sq, n float64
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			i := img.PixOffset(x, y)
			l := 0.3*float64(img.Pix[i]) + 0.59*float64(img.Pix[i+1]) + 0.11*float64(img.Pix[i+2])
			sum += l
			sq += l * l
			n++
		}
	}
	m := sum / n
	return sq/n - m*m
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func pieceBySpec(s *game.State, specID string) game.PieceID {
	for _, id := range s.IDs() {
		if s.Spec(id).ID == specID {
			return id
		}
	}
	return game.None
}

// plan plays the intended game without a window to find a camp hex, a
// destination and the scatter direction that puts an enemy next to it.
type plan struct {
	camp, dest game.Hex
	dir        int
	gear       string
}

const e2eSeed = 11

func makePlan(t *testing.T, rules *game.Rules) plan {
	t.Helper()
	sc := &game.Scenario{Name: "plan", Dice: []int{1}}
	g, err := game.New(rules, sc, e2eSeed)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	must := func(a game.Action) {
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("plan: %v: %v", a, err)
		}
		s = g.State
	}
	must(game.Action{Type: game.ActBuy, Piece: pieceBySpec(s, "a-team-2")})
	must(game.Action{Type: game.ActEndPhase})
	var p plan
	// a camp site near the middle of the map, away from the water
	best := math.Inf(1)
	for _, h := range s.CampSites() {
		d := math.Hypot(float64(h.Col-12), float64(h.Row-18))
		if d < best {
			best, p.camp = d, h
		}
	}
	must(game.Action{Type: game.ActPlaceCamp, Piece: pieceBySpec(s, "camp-1"), Hex: p.camp})
	must(game.Action{Type: game.ActEndPhase})
	p.gear = "m249"
	must(game.Action{Type: game.ActBuy, Piece: pieceBySpec(s, p.gear)})
	must(game.Action{Type: game.ActEndPhase})
	team := pieceBySpec(s, "a-team-1")
	must(game.Action{Type: game.ActCarry, Piece: pieceBySpec(s, p.gear), Target: team})
	reach := s.Reachable([]game.PieceID{team})
	var cands []game.Hex
	for h, r := range reach.All() {
		if len(r.Path) >= 2 && !r.Minimum && !rules.Board.AllWater(h) && len(s.At(h)) == 0 {
			cands = append(cands, h)
		}
	}
	slices.SortFunc(cands, func(a, b game.Hex) int { return strings.Compare(a.String(), b.String()) })
	for _, h := range cands {
		for d := 1; d <= 6; d++ {
			n := h.Neighbor(game.Direction(d))
			if rules.Board.Contains(n) && !rules.Board.AllWater(n) && len(s.At(n)) == 0 && game.Distance(n, p.camp) > 1 {
				p.dest, p.dir = h, d
				return p
			}
		}
	}
	t.Fatal("plan: no destination found")
	return p
}

func TestEndToEnd(t *testing.T) {
	needWindow(t)
	rules := shippedRules(t)
	p := makePlan(t, rules)
	// scripted dice (Scenario.Dice): mission placement 1; noise check 1
	// (a "1" is always detected, 12.0); one enemy unit (12.7) scattered
	// one hex in the planned direction (12.8); the battle: 6 for the
	// Special Forces, 1 for the enemy; the enemy answering the combat
	// noise: one unit, six hexes north.
	sc := &game.Scenario{Name: "End-to-end", Dice: []int{1, 1, 1, p.dir, 1, 6, 1, 1, 1, 6}}
	g, err := game.New(rules, sc, e2eSeed)
	if err != nil {
		t.Fatal(err)
	}
	d := newWindowDriver(t, g)
	d.idle()
	d.shot("setup-shop")

	// set-up: buy a second A-Team (3.2)
	s := d.state()
	team2 := pieceBySpec(s, "a-team-2")
	d.clickButton("buy-a-team-2")
	if s = d.state(); s.P(team2).Place != game.Bought {
		t.Fatalf("A-Team 2 was not bought: it is %s (%s)", s.P(team2).Place, d.app.LastError())
	}
	d.clickButton("end-phase")
	d.idle()
	if s = d.state(); s.SetupStep != game.SetupCamps {
		t.Fatalf("not at the camp step: %v", s.SetupStep)
	}
	// zoom toward the camp site for a readable view
	cx, cy := d.hex(p.camp)
	for range 2 {
		d.in.Wheel(cx, cy, 1)
	}
	d.script()
	cx, cy = d.hex(p.camp)
	d.in.MoveTo(cx, cy)
	d.script()
	d.shot("camp-placement")
	d.in.Click(cx, cy)
	d.script()
	camp := pieceBySpec(s, "camp-1")
	if s = d.state(); s.P(camp).Place != game.OnMap || s.P(camp).Hex != p.camp {
		t.Fatalf("the base camp was not placed at %s: %s", p.camp, d.app.LastError())
	}
	d.clickButton("end-phase")
	d.idle()
	if s = d.state(); s.Phase != game.PhaseMission || s.Mission == game.None {
		t.Fatalf("no mission drawn: phase %s", s.Phase)
	}
	d.shot("mission-shop")

	// buy the gear after the first mission (3.5, 6.0)
	gear := pieceBySpec(s, p.gear)
	d.clickButton("buy-" + p.gear)
	if s = d.state(); s.P(gear).Place != game.OnMap || s.P(gear).Hex != p.camp {
		t.Fatalf("%s was not bought into the camp: %s", p.gear, d.app.LastError())
	}
	d.endPhaseSure() // the mission may need more than the M249 (6.1)
	d.idle()
	if s = d.state(); s.Phase != game.PhaseMovement {
		t.Fatalf("not in the movement phase: %s", s.Phase)
	}

	// haul the gear: drag its inspector row onto the team's row (9.0)
	team := pieceBySpec(s, "a-team-1")
	d.look(p.camp)
	cx, cy = d.hex(p.camp)
	d.in.Click(cx, cy) // pin the camp hex in the inspector
	d.script()
	gx, gy := d.row(gear)
	tx, ty := d.row(team)
	d.in.Drag(gx, gy, tx, ty, false)
	d.script()
	if s = d.state(); s.P(gear).Carrier != team {
		t.Fatalf("the team does not haul the %s: %s", p.gear, d.app.LastError())
	}

	// drag the team (with its gear) from the inspector to the destination
	tx, ty = d.row(team)
	dx, dy := d.hex(p.dest)
	d.in.Push(ui.InputState{X: tx, Y: ty}, ui.InputState{X: tx, Y: ty, Left: true})
	for i := 1; i <= 14; i++ {
		d.in.Push(ui.InputState{X: tx + (dx-tx)*i/14, Y: ty + (dy-ty)*i/14, Left: true})
	}
	d.in.Push(ui.InputState{X: dx, Y: dy, Left: true}, ui.InputState{X: dx, Y: dy, Left: true})
	d.script()
	d.shot("drag-move")
	d.in.Push(ui.InputState{X: dx, Y: dy}, ui.InputState{X: dx + 1, Y: dy})
	d.script()
	d.idle()
	if s = d.state(); s.P(team).Hex != p.dest || s.P(gear).Hex != p.dest || s.Move == nil {
		t.Fatalf("the team did not move to %s: at %s (%s)", p.dest, s.P(team).Hex, d.app.LastError())
	}
	d.in.Key(ebiten.KeyEscape) // the camp's hex unpinned: its spread closes
	d.script()
	d.shot("moved")
	// one card about the moving stack: its noise card, no magnifier over
	// it; spread open, the card stands clear of the spread (12.0)
	d.cardsApart("the moved stack hovered")
	d.in.Click(dx, dy)
	d.script()
	if h, ok := d.app.board.SpreadOpen(); !ok || h != p.dest {
		t.Fatalf("a click on the moved stack at %s did not spread it open", p.dest)
	}
	d.cardsApart("the moved stack spread open")
	d.in.Key(ebiten.KeyEscape)
	d.script()
	d.clickButton("end-move")
	d.waitFrames(70)
	d.shot("noise-check")
	d.idle()
	if s = d.state(); !s.P(team).Detected || s.Pending == nil || s.Pending.Kind != game.DecEscape {
		t.Fatalf("expected detection and the escape question (12.3); pending %v", s.Pending)
	}
	d.shot("decision")
	// the noise d10 has been rolled: Undo is refused, and its tooltip says why
	d.on(func(a *App) {
		if a.G.CanUndo() {
			t.Error("Undo is allowed after the noise check's d10 (12.0)")
		}
		i := slices.IndexFunc(a.chrome.Buttons, func(b ui.Button) bool { return b.Id == "undo" })
		if i < 0 {
			t.Error("no Undo button beside the question")
		} else if b := a.chrome.Buttons[i]; b.Enabled || !strings.Contains(b.Tip, "dice") {
			t.Errorf("Undo after the dice: enabled %v, tooltip %q; want refused, saying the dice were rolled", b.Enabled, b.Tip)
		}
	})
	d.clickButton("opt-0") // stay
	d.waitFrames(165)
	d.shot("scatter")
	d.idle()
	s = d.state()
	enemies := s.OnMapOf(game.KindEnemy)
	if len(enemies) != 1 || !game.Adjacent(s.P(enemies[0]).Hex, p.dest) {
		t.Fatalf("expected one enemy unit next to %s, got %v", p.dest, enemies)
	}
	enemy := enemies[0]

	// the combat phase: click the enemy, read the odds, attack (13.0)
	d.clickButton("end-phase")
	d.idle()
	if s = d.state(); s.Phase != game.PhaseCombat {
		t.Fatalf("not in the combat phase: %s", s.Phase)
	}
	d.look(p.dest)
	ex, ey, ok := d.counter(enemy)
	if !ok {
		t.Fatal("the enemy counter is not drawn")
	}
	d.in.Click(ex, ey)
	d.script()
	d.shot("attack-odds")
	d.cardsApart("the enemy chosen")
	d.clickButton("attack-0")
	d.waitFrames(150)
	d.shot("combat")
	d.idle()
	s = d.state()
	if s.P(enemy).Place == game.OnMap && s.P(enemy).Hex == p.dest {
		t.Fatal("the enemy unit is still there after losing")
	}
	if !slices.ContainsFunc(d.app.chrome.LogLines, func(l chrome.LogLine) bool { return l.Kind == string(game.EvCombat) }) {
		t.Fatal("no combat in the log")
	}
	// a closer look for the README: the team after its battle
	tx, ty = d.hex(p.dest)
	for range 4 {
		d.in.Wheel(tx, ty, 1)
	}
	d.script()
	d.shot("game")
	// hovering the camp's stack magnifies it
	cx, cy = d.hex(p.camp)
	d.in.MoveTo(cx, cy)
	d.script()
	d.shot("magnifier")
	d.in.Key(ebiten.KeyF1)
	d.script()
	d.shot("help")
	d.in.Click(640, 400)
	d.script()

	// play the turn out: the enemy phase asks what it must (suppressive
	// fire, tie-breaks); every question gets its first answer
	d.clickButton("end-phase")
	sawSuppression := false
	for range 40 {
		d.idle()
		s = d.state()
		if s.Over || s.Phase == game.PhaseSuccess {
			break
		}
		if s.Pending != nil {
			if s.Pending.Kind == game.DecSuppression {
				// nominate the first weapon against the first enemy unit
				w, e := s.Suppressors()[0], s.OnMapOf(game.KindEnemy)[0]
				fire := d.buttonRect("opt-0")
				d.clickButton(fmt.Sprintf("weapon-%d", w))
				d.clickButton(fmt.Sprintf("target-%d", e))
				if st := d.state(); len(st.Nominations) != 1 || st.Nominations[0].Weapon != w {
					t.Fatalf("the nomination was not made: %v (%s)", st.Nominations, d.app.LastError())
				}
				// the Fire button has its slot from the start
				if r := d.buttonRect("opt-0"); r != fire {
					t.Fatalf("the Fire button moved from %v to %v when a weapon was nominated", fire, r)
				}
				sawSuppression = true
				d.shot("suppression")
			}
			d.clickButton("opt-0")
			continue
		}
		d.in.Key(ebiten.KeySpace, ebiten.KeyShiftLeft)
		d.script()
	}
	if !sawSuppression {
		t.Error("the enemy phase never asked for suppressive fire (15.0)")
	}
	if !s.Over {
		if s.Phase != game.PhaseSuccess {
			t.Fatalf("the turn did not reach the Success Determination Phase: %s", s.Phase)
		}
		d.clickButton("end-game") // "Sure?"
		d.clickButton("end-game")
		d.idle()
	}
	if s = d.state(); !s.Over {
		t.Fatal("the game did not end")
	}
	d.shot("victory")
}

// Dragging a stack on the map moves all its movers; Enter ends the move;
// a move with no die rolled can be undone with Ctrl+Z.
func TestDragStackFromMap(t *testing.T) {
	rules := shippedRules(t)
	camp := campNear(t, rules, 8, 26)
	d := movementDriver(t, rules, camp, []int{6, 10})
	s := d.state()
	movers := s.MoveGroups()
	var stack []game.PieceID
	for _, grp := range movers {
		if len(grp) > len(stack) {
			stack = grp
		}
	}
	if len(stack) < 2 {
		t.Fatalf("no stack to move: %v", movers)
	}
	reach := s.Reachable(stack)
	var dest game.Hex
	for h, r := range reach.All() {
		if len(r.Path) == 1 && !r.Minimum && (dest == game.NoHex || h.String() < dest.String()) {
			dest = h
		}
	}
	if dest == game.NoHex {
		t.Fatal("nowhere to go")
	}
	d.look(camp)
	top := stack[len(stack)-1]
	x, y, ok := d.counter(top)
	if !ok {
		t.Fatal("the stack is not drawn")
	}
	dx, dy := d.hex(dest)
	d.in.Drag(x, y, dx, dy, false)
	d.script()
	d.idle()
	s = d.state()
	for _, id := range stack {
		if s.P(id).Hex != dest {
			t.Fatalf("%s stayed at %s (%s)", s.Name(id), s.P(id).Hex, d.app.LastError())
		}
	}
	// a one-hex move rolls no die: undo puts the stack back
	d.in.Key(ebiten.KeyZ, ebiten.KeyControlLeft)
	d.script()
	if s = d.state(); s.P(top).Hex != camp || s.Move != nil {
		t.Fatalf("undo did not take the move back: %s at %s", s.Name(top), s.P(top).Hex)
	}
	// a right click during the drag cancels it
	d.in.DragCancelled(x, y, dx, dy)
	d.script()
	d.idle()
	if s = d.state(); s.P(top).Hex != camp || s.Move != nil {
		t.Fatalf("a right click did not cancel the drag: %s at %s", s.Name(top), s.P(top).Hex)
	}
	// an illegal drop snaps back with the reason in words
	far := game.Hex{Col: camp.Col, Row: min(camp.Row+9, rules.Board.Rows)}
	if _, in := reach.At(far); in {
		t.Fatalf("%s is in reach of the stack: choose a farther hex for the refused drop", far)
	}
	x, y, _ = d.counter(top)
	fx, fy := d.hex(far)
	d.in.Drag(x, y, fx, fy, false)
	d.script()
	if s = d.state(); s.P(top).Hex != camp {
		t.Fatalf("an out-of-reach drop moved the stack to %s", s.P(top).Hex)
	}
	if d.app.LastError() == "" {
		t.Fatal("no reason shown for the refused drop")
	}
	d.shot("refused-drop")
	// move again and end the move with Enter: the noise check follows (12.0)
	x, y, _ = d.counter(top)
	d.in.Drag(x, y, dx, dy, false)
	d.script()
	d.idle()
	for range 6 {
		d.in.Wheel(dx, dy, 1)
	}
	d.script()
	dx, dy = d.hex(dest)
	d.in.MoveTo(dx+300, dy)
	d.script()
	d.shot("closeup")
	d.in.Key(ebiten.KeyEnter)
	d.script()
	d.idle()
	s = d.state()
	if s.Move != nil {
		t.Fatal("Enter did not end the move")
	}
	if !slices.ContainsFunc(d.app.chrome.LogLines, func(l chrome.LogLine) bool { return l.Kind == string(game.EvNoise) }) {
		t.Fatal("no noise check after the move")
	}
	// Ctrl+S hands the game to the save hook off the game loop
	saved := make(chan int, 1)
	d.on(func(a *App) {
		a.Opt.Save = func(g *game.Game) (string, error) { saved <- len(g.Log); return "Saved for the test.", nil }
	})
	d.in.Key(ebiten.KeyS, ebiten.KeyControlLeft)
	d.script()
	select {
	case n := <-saved:
		if n == 0 {
			t.Fatal("the save hook got an empty game")
		}
	case <-time.After(hangLimit):
		t.Fatal("Ctrl+S did not call the save hook")
	}
	d.waitFrames(3)
	toastOK := false
	d.on(func(a *App) {
		toastOK = len(a.chrome.Toasts) > 0 && a.chrome.Toasts[len(a.chrome.Toasts)-1].Text == "Saved for the test."
	})
	if !toastOK {
		t.Fatal("the save hook's message was not shown")
	}
	// a smaller window: the panels and the map view follow
	defer d.resize(1280, 800)
	if !d.resize(1024, 700) {
		t.Fatal("the window manager did not resize the window")
	}
	d.in.Key(ebiten.KeyF)
	d.script()
	d.shot("small-window")
}

// Fit (F) shows every hex of the map whole: none is cut by the window's
// edges or hidden under the action bar at the foot of the map view.
func TestFitShowsEveryHex(t *testing.T) {
	rules := shippedRules(t)
	g, err := game.New(rules, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, g)
	d.in.Key(ebiten.KeyF)
	d.script()
	d.on(func(a *App) {
		bar := a.chrome.ActionBar()
		r := board.BaseR * a.board.Cam.Zoom
		for _, h := range rules.Board.Hexes() {
			c := a.board.ToScreen(a.board.Lay.Center(h))
			if c.X-r < a.MapView.X-0.5 || c.X+r > a.MapView.X+a.MapView.W+0.5 || c.Y-r < a.MapView.Y-0.5 || c.Y+r > bar.Y+0.5 {
				t.Fatalf("hex %s (centre %.0f,%.0f, radius %.1f) is not whole in the view %+v above the bar at y %.0f", h, c.X, c.Y, r, a.MapView, bar.Y)
			}
		}
	})
}
