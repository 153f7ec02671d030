package render

import (
	"image"
	"image/draw"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/keymap"
	"kandahar/render/ui"
)

// kb is the driver played with the keys alone.
type kb struct{ *driver }

func (k kb) key(key ebiten.Key, mods ...ebiten.Key) {
	k.in.Key(key, mods...)
	k.script()
}

// cursorTo walks the hex cursor to h with the arrows.
func (k kb) cursorTo(h game.Hex) {
	k.t.Helper()
	for range 200 {
		var at game.Hex
		on := false
		k.on(func(a *App) { at, on = a.hand.Keys.Cursor, a.hand.Keys.CursorOn })
		var key ebiten.Key
		switch {
		case !on || at == game.NoHex:
			key = ebiten.KeyArrowUp // the first arrow shows the cursor
		case at.Col < h.Col:
			key = ebiten.KeyArrowRight
		case at.Col > h.Col:
			key = ebiten.KeyArrowLeft
		case at.Row < h.Row:
			key = ebiten.KeyArrowDown
		case at.Row > h.Row:
			key = ebiten.KeyArrowUp
		default:
			return
		}
		k.key(key)
	}
	k.t.Fatalf("the cursor never reached %s", h)
}

// focus presses Tab until the control whose id begins with prefix has
// the focus.
func (k kb) focus(prefix string) {
	k.t.Helper()
	for range 80 {
		f := ""
		k.on(func(a *App) { f = a.hand.Keys.Focus })
		if f != "" && strings.HasPrefix(f, prefix) {
			return
		}
		k.key(ebiten.KeyTab)
	}
	k.t.Fatalf("Tab never reached %q", prefix)
}

// choose presses P until the keys pick (or, carrying, drop onto) id.
func (k kb) choose(id game.PieceID, onto bool) {
	k.t.Helper()
	for range 12 {
		got := game.None
		k.on(func(a *App) {
			got = a.hand.Keys.Pick
			if onto {
				got = a.hand.Keys.Onto
			}
		})
		if got == id {
			return
		}
		k.key(ebiten.KeyP)
	}
	k.t.Fatalf("P never chose piece %d", id)
}

// endPhase presses E twice: the first only asks.
func (k kb) endPhase(want game.Phase) {
	k.t.Helper()
	before := k.state()
	k.key(ebiten.KeyE)
	if s := k.state(); s.Phase != before.Phase || s.SetupStep != before.SetupStep {
		k.t.Fatalf("one E ended the %s", before.Phase)
	}
	if !slices.ContainsFunc(k.texts(), func(t string) bool { return strings.Contains(t, "Press E again") }) {
		k.t.Error("the first E does not ask for a second")
	}
	k.key(ebiten.KeyE)
	k.idle()
	if s := k.state(); s.Phase != want {
		k.t.Fatalf("E, E did not reach the %s: %s (%s)", want, s.Phase, k.app.LastError())
	}
}

// 17.2: a whole turn with the keys alone: buy in the shop,
// place the camp, haul gear, move with the noise preview and check
// (12.0), answer the escape question (12.3), attack (13.0) and end each
// phase, as TestEndToEnd plays it with the mouse.
func TestWholeTurnByKeyboard(t *testing.T) {
	rules := shippedRules(t)
	p := makePlan(t, rules)
	// the dice of TestEndToEnd: a detected move, one enemy unit scattered
	// next to the team, a battle the Special Forces win
	sc := &game.Scenario{Name: "Keys", Dice: []int{1, 1, 1, p.dir, 1, 6, 1, 1, 1, 6}}
	g, err := game.New(rules, sc, e2eSeed)
	if err != nil {
		t.Fatal(err)
	}
	k := kb{newWindowDriver(t, g)}
	k.idle()

	// set-up: buy a second A-Team through the focused Buy button (3.2)
	s := k.state()
	team2 := pieceBySpec(s, "a-team-2")
	k.focus("buy-a-team-2")
	k.shot("keys-focus")
	k.key(ebiten.KeyEnter)
	if s = k.state(); s.P(team2).Place != game.Bought {
		t.Fatalf("Enter on the focused Buy did not buy: %s (%s)", s.P(team2).Place, k.app.LastError())
	}
	k.endPhase(game.PhaseSetup)
	if s = k.state(); s.SetupStep != game.SetupCamps {
		t.Fatalf("not at the camp step: %v", s.SetupStep)
	}
	// the camp where the cursor is (3.1)
	k.cursorTo(p.camp)
	k.shot("keys-cursor")
	k.key(ebiten.KeyM)
	camp := pieceBySpec(s, "camp-1")
	if s = k.state(); s.P(camp).Hex != p.camp {
		t.Fatalf("M did not place the camp at %s: %s", p.camp, k.app.LastError())
	}
	k.endPhase(game.PhaseMission)
	gear := pieceBySpec(s, p.gear)
	k.focus("buy-" + p.gear)
	k.key(ebiten.KeySpace)
	if s = k.state(); s.P(gear).Place != game.OnMap {
		t.Fatalf("Space on the focused Buy did not buy the %s: %s", p.gear, k.app.LastError())
	}
	k.endPhase(game.PhaseMovement)

	// haul: pick the gear alone, drop it onto the team (9.0)
	team := pieceBySpec(s, "a-team-1")
	k.cursorTo(p.camp)
	k.choose(gear, false)
	k.key(ebiten.KeyM)
	k.choose(team, true)
	k.shot("keys-haul")
	k.key(ebiten.KeyM)
	if s = k.state(); s.P(gear).Carrier != team {
		t.Fatalf("the team does not haul the %s: %s", p.gear, k.app.LastError())
	}
	// move the team alone with what it hauls; the preview shows the noise
	k.choose(team, false)
	k.key(ebiten.KeyM)
	k.cursorTo(p.dest)
	noise := false
	k.on(func(a *App) {
		noise = a.hand.Drag != nil && a.hand.Drag.NoiseOK && a.hand.Drag.NoiseHex == p.dest
	})
	if !noise {
		t.Fatal("carrying by keys shows no noise preview at the cursor")
	}
	k.shot("keys-move")
	k.key(ebiten.KeyM)
	k.idle()
	if s = k.state(); s.P(team).Hex != p.dest || s.Move == nil {
		t.Fatalf("M did not move the team to %s: at %s (%s)", p.dest, s.P(team).Hex, k.app.LastError())
	}
	k.key(ebiten.KeyEnter) // the noise check (12.0)
	k.idle()
	if s = k.state(); s.Pending == nil || s.Pending.Kind != game.DecEscape {
		t.Fatalf("no escape question after the detected move; pending %v", s.Pending)
	}
	k.key(ebiten.KeyDigit1) // stay (12.3)
	k.idle()
	s = k.state()
	enemies := s.OnMapOf(game.KindEnemy)
	if len(enemies) != 1 || !game.Adjacent(s.P(enemies[0]).Hex, p.dest) {
		t.Fatalf("expected one enemy unit next to %s, got %v", p.dest, enemies)
	}
	enemy := enemies[0]

	// combat: carry the team onto the enemy's hex (13.0)
	k.endPhase(game.PhaseCombat)
	k.cursorTo(p.dest)
	k.key(ebiten.KeyM)
	k.cursorTo(s.P(enemy).Hex)
	odds := false
	k.on(func(a *App) { odds = a.hand.Drag != nil && a.hand.Drag.Attack != nil })
	if !odds {
		t.Fatal("carrying a team onto the enemy shows no odds")
	}
	k.shot("keys-attack")
	k.key(ebiten.KeyM)
	k.idle()
	if s = k.state(); s.P(enemy).Place == game.OnMap && s.P(enemy).Hex != game.NoHex && game.Adjacent(s.P(enemy).Hex, p.dest) {
		t.Fatalf("no attack: the enemy unit is still next to the team (%s)", k.app.LastError())
	}
	if !slices.ContainsFunc(k.app.chrome.LogLines, func(l chrome.LogLine) bool { return l.Kind == string(game.EvCombat) }) {
		t.Fatal("no combat in the log")
	}

	// the team has attacked and no other can: the combat phase passes by
	// itself, with its line in the log (13.2); the enemy phase plays
	// itself; questions get their first answer
	for range 40 {
		k.idle()
		if s = k.state(); s.Over || s.Phase == game.PhaseSuccess {
			break
		}
		if s.Pending != nil {
			k.key(ebiten.KeyDigit1)
		}
	}
	if !slices.ContainsFunc(k.app.chrome.LogLines, func(l chrome.LogLine) bool { return l.Rule == "13.2" && strings.Contains(l.Text, "passes by itself") }) {
		t.Fatal("the combat phase did not pass by itself with a line in the log")
	}
	if s.Over {
		return
	}
	if s.Phase != game.PhaseSuccess {
		t.Fatalf("the turn did not reach the Success Determination Phase: %s", s.Phase)
	}
	k.key(ebiten.KeyE)
	if s = k.state(); s.Turn != 1 {
		t.Fatal("one E ended the turn")
	}
	k.key(ebiten.KeyE)
	k.idle()
	if s = k.state(); s.Turn != 2 {
		t.Fatalf("E, E did not start turn 2: turn %d", s.Turn)
	}
}

// The hex cursor is a dark and light double ring: on every terrain of the
// map (10.7) both show at its corners, so it never hangs on colour.
func TestCursorShowsOnEveryTerrain(t *testing.T) {
	rules := shippedRules(t)
	g, err := game.New(rules, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	k := kb{newDriver(t, g)}
	k.idle()
	k.key(ebiten.KeyF)
	var sheet *image.RGBA
	if os.Getenv("SCREENSHOT_DIR") != "" {
		sheet = image.NewRGBA(image.Rect(0, 0, 5*160, 2*160))
	}
	for i, ter := range game.AllTerrains() {
		h := game.NoHex
		for _, c := range rules.Board.Hexes() {
			ts := rules.Board.Terrain(c)
			if slices.Contains(ts.List(), ter) && len(g.State.At(c)) == 0 &&
				c.Col > 2 && c.Row > 2 && c.Col < rules.Board.Cols-2 && c.Row < rules.Board.Rows-2 {
				if _, named := rules.Board.Labels[c]; !named || h == game.NoHex {
					h = c
				}
				if _, named := rules.Board.Labels[c]; !named {
					break
				}
			}
		}
		if h == game.NoHex {
			t.Errorf("no hex of %s to try", ter)
			continue
		}
		var corners []ui.Pt
		k.on(func(a *App) {
			a.board.Cam.Zoom = 1.2 * a.Scale
			a.hand.Keys.Cursor, a.hand.Keys.CursorOn = h, true
			a.board.CenterOn(h, a.chrome.Sight())
			corners = a.board.HexPts(h, 0.97)
		})
		k.waitFrames(3)
		k.on(func(a *App) { corners = a.board.HexPts(h, 0.97) })
		img := k.grab()
		seen := 0
		for _, p := range corners {
			dark, light := false, false
			for dy := -4; dy <= 4; dy++ {
				for dx := -4; dx <= 4; dx++ {
					l := lum(img, int(p.X)+dx, int(p.Y)+dy)
					dark, light = dark || l < 45, light || l > 225
				}
			}
			if dark && light {
				seen++
			}
		}
		if seen < 5 {
			t.Errorf("the cursor on %s (%s) shows dark and light at %d corners of 6", ter, h, seen)
		}
		if sheet != nil {
			x, y := k.hex(h)
			draw.Draw(sheet, image.Rect(i%5*160, i/5*160, i%5*160+160, i/5*160+160), img, image.Pt(x-80, y-80), draw.Src)
		}
	}
	if sheet != nil {
		writePNG(t, filepath.Join(os.Getenv("SCREENSHOT_DIR"), "cursor-terrains.png"), sheet)
	}
}

func lum(img *image.RGBA, x, y int) float64 {
	if !(image.Point{x, y}).In(img.Bounds()) {
		return 128
	}
	i := img.PixOffset(x, y)
	return 0.3*float64(img.Pix[i]) + 0.59*float64(img.Pix[i+1]) + 0.11*float64(img.Pix[i+2])
}

// 4.0: the second E ends the phase for as long as the first E's prompt
// shows, not within a shorter fixed time; once the prompt has faded an E
// asks again; the prompt goes when its phase has ended.
func TestSecondEWhilePromptShows_4_0(t *testing.T) {
	k := kb{newGameDriver(t, 3)}
	asking := func() bool {
		return slices.ContainsFunc(k.texts(), func(s string) bool { return strings.Contains(s, "Press E again") })
	}
	step := k.state().SetupStep
	k.key(ebiten.KeyE)
	k.idle()
	k.waitFrames(int(chrome.ToastLife*60) + 2)
	if asking() {
		t.Fatal("the prompt outlives its time")
	}
	k.key(ebiten.KeyE)
	k.idle()
	if k.state().SetupStep != step {
		t.Fatal("an E after the prompt faded ended the step instead of asking again")
	}
	if !asking() {
		t.Fatalf("an E after the prompt faded does not ask again (%s)", k.app.LastError())
	}
	k.waitFrames(180) // 3 s: a slow reader
	if !asking() {
		t.Fatal("the prompt is gone after 3 s")
	}
	k.key(ebiten.KeyE)
	k.idle()
	if k.state().SetupStep == step {
		t.Fatalf("a second E while the prompt shows did not end the set-up step (%s)", k.app.LastError())
	}
	if asking() {
		t.Fatal("the prompt to end the set-up step stays after it has ended")
	}
}

// 3.1: Enter, like M, puts the camp in hand down at the hex cursor.
func TestEnterPlacesCamp_3_1(t *testing.T) {
	k, camp := campStepByKeys(t)
	s := k.state()
	if s.SetupStep != game.SetupCamps {
		t.Fatalf("not at the camp step: %v", s.SetupStep)
	}
	k.cursorTo(camp)
	k.key(ebiten.KeyEnter)
	if id := pieceBySpec(s, "camp-1"); k.state().P(id).Hex != camp {
		t.Fatalf("Enter did not place the camp at %s: %s", camp, k.app.LastError())
	}
}

// campStepByKeys ends the set-up's purchases by keys: the camp step, with
// the plan's hex for the camp.
func campStepByKeys(t *testing.T) (kb, game.Hex) {
	t.Helper()
	rules := shippedRules(t)
	p := makePlan(t, rules)
	g, err := game.New(rules, &game.Scenario{Name: "Keys"}, e2eSeed)
	if err != nil {
		t.Fatal(err)
	}
	k := kb{newDriver(t, g)}
	k.idle()
	k.endPhase(game.PhaseSetup)
	return k, p.camp
}

// missionByKeys plays the set-up by keys, the camp placed with Enter at the
// plan's hex, up to the Mission Objective Placement Phase (shop open).
func missionByKeys(t *testing.T) kb {
	t.Helper()
	k, camp := campStepByKeys(t)
	k.cursorTo(camp)
	k.key(ebiten.KeyEnter)
	k.endPhase(game.PhaseMission)
	return k
}

// The help (F1) and the README's table of controls tell the same of the
// keys a player asked about.
func TestHelpAndReadmeAgree(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, keys := range []string{"H", "Shift+drag", "Z / Shift+Z"} {
		i := slices.IndexFunc(keymap.Default, func(b keymap.Binding) bool { return b.Keys == keys })
		if i < 0 {
			t.Fatalf("the help has no line for %s", keys)
		}
		if row := "| " + keys + " | " + keymap.Default[i].Does + " |"; !strings.Contains(string(readme), row) {
			t.Errorf("the README does not say, as the help does: %s", row)
		}
	}
}

// Z and Shift+Z zoom the map in and out; Esc with nothing else to let go
// of closes the shop.
func TestZoomKeysAndEscClosesShop(t *testing.T) {
	k := kb{newGameDriver(t, 3)}
	zoom := func() (z float64) {
		k.on(func(a *App) { z = a.board.Cam.Zoom })
		return z
	}
	z0 := zoom()
	k.key(ebiten.KeyZ)
	if z := zoom(); z <= z0 {
		t.Fatalf("Z did not zoom in: %g to %g", z0, z)
	}
	z1 := zoom()
	k.key(ebiten.KeyZ, ebiten.KeyShiftLeft)
	if z := zoom(); z >= z1 {
		t.Fatalf("Shift+Z did not zoom out: %g to %g", z1, z)
	}
	open := func() (o bool) {
		k.on(func(a *App) { o = a.chrome.ShopOpen })
		return o
	}
	if !open() {
		t.Fatal("premise: the shop is open in the set-up")
	}
	k.key(ebiten.KeyEscape)
	if open() {
		t.Fatal("Esc did not close the shop")
	}
}

// 6.1: the shop opens on the first row the mission needs, never where
// the last opening left it; its rows say how many counters are left.
func TestShopOpensOnWhatTheMissionNeeds_6_1(t *testing.T) {
	k := missionByKeys(t)
	var first, needed, n int
	look := func() {
		k.on(func(a *App) {
			rows := a.chrome.ShopPieces()
			first, n = a.chrome.ShopFirst(), len(rows)
			needed = slices.IndexFunc(rows, func(o game.Offer) bool { return o.Needed })
		})
	}
	look()
	if n < 12 {
		t.Fatalf("premise: a long shop, got %d rows", n)
	}
	k.on(func(a *App) { a.chrome.ShopScroll = 1e6; a.chrome.CloseShop() })
	k.waitFrames(2)
	k.on(func(a *App) { a.chrome.ShopOpen = true })
	k.waitFrames(2)
	look()
	if want := max(needed, 0); first != want {
		t.Fatalf("the shop opens at row %d, want %d (the first the mission needs, or the top)", first, want)
	}
	if !slices.ContainsFunc(k.texts(), func(s string) bool { return strings.HasSuffix(s, " left") }) {
		t.Error("no row of the shop says how many are left")
	}
}

// 7.0: a click on the current mission's card finds the mission on the
// map: the map centres on it and its hex is pinned.
func TestMissionCardFindsTheMission_7_0(t *testing.T) {
	k := missionByKeys(t)
	m := k.state().Mission
	if m == game.None {
		t.Fatal("premise: no mission drawn")
	}
	h := k.state().P(m).Hex
	var card ui.Rect
	k.on(func(a *App) { card = a.chrome.MissionCard(); a.board.Cam.Ox, a.board.Cam.Oy = 0, 0 })
	k.waitFrames(2)
	k.in.Click(int(card.X+card.W/2), int(card.Y+card.H/2))
	k.script()
	k.idle()
	var sel game.Hex
	var at ui.Pt
	var u ui.Rect
	k.on(func(a *App) {
		sel, u = a.board.SelHex, a.chrome.UsableView()
		at = a.board.ToScreen(a.board.Lay.Center(h))
	})
	if sel != h {
		t.Fatalf("the mission's hex %s is not pinned (pinned %s)", h, sel)
	}
	if math.Abs(at.X-(u.X+u.W/2)) > 2 || math.Abs(at.Y-(u.Y+u.H/2)) > 2 {
		t.Fatalf("the mission at %v is not centred in %v", at, u)
	}
}
