package input

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/ui"
)

// Recorded gestures in, intents out: the hand through its own API, on a
// real game, with no window.

// campGame is a game in its movement phase with the A-Team's stack at a
// base camp: the camp, a UH-60 and a radio on it (seed 5).
func campGame(t *testing.T) (*Hand, *fakeCtx, game.Hex) {
	t.Helper()
	camp := game.MustHex("1218")
	g := newGame(t, &game.Scenario{Name: "Spread", Dice: []int{6}, Pieces: []game.ScenarioPiece{
		{ID: "camp-1", Hex: camp}, {ID: "uh60", Hex: camp}, {ID: "radio", Hex: camp}}}, 5)
	for range 3 { // set-up purchases, camps, the mission's purchases
		if _, err := g.Apply(game.Action{Type: game.ActEndPhase}); err != nil {
			t.Fatal(err)
		}
	}
	if g.State.Phase != game.PhaseMovement {
		t.Fatalf("not in the movement phase: %s", g.State.Phase)
	}
	h, f := newHand(t, g, nil)
	f.look(camp, 600, 400)
	return h, f, camp
}

// piece is the first piece at h whose spec is id, or of the kind.
func piece(t *testing.T, s *game.State, h game.Hex, match func(id game.PieceID) bool) game.PieceID {
	t.Helper()
	for _, id := range s.At(h) {
		if match(id) {
			return id
		}
	}
	t.Fatalf("no such piece at %s: %v", h, s.At(h))
	return game.None
}

// oneStep is a hex next to from that the pickup may move to, as the
// rules say, and the drop there.
func oneStep(t *testing.T, s *game.State, pk *game.Pickup, from game.Hex) (game.Hex, game.Drop) {
	t.Helper()
	for _, d := range []game.Direction{game.North, game.South} {
		to := from.Neighbor(d)
		if dr := s.DropAt(pk, to, game.None); dr.OK() && dr.Act.Type == game.ActMove {
			return to, dr
		}
	}
	t.Fatalf("nowhere north or south of %s to move to", from)
	return game.NoHex, game.Drop{}
}

// A drag of a counter carries what the rules pick up with it, aims at
// the hex under the pointer, and its release sends the move the rules
// make of the drop there (10.0): the same action DropAt gives.
func TestDragAndDropMoves_10_0(t *testing.T) {
	h, f, camp := campGame(t)
	s := f.sh.G.State
	team := piece(t, s, camp, func(id game.PieceID) bool { return s.Spec(id).Kind == game.KindTeam })
	x, y, ok := f.counter(team)
	if !ok {
		t.Fatal("the team's counter is not on the board")
	}
	want := s.PickUp(team, false)
	to, drop := oneStep(t, s, &want, camp)
	tx, ty := f.at(to)

	f.frame(h, ui.InputState{X: x, Y: y})
	f.frame(h, ui.InputState{X: x, Y: y, Left: true})
	if h.Press == nil || h.Press.Single != team || !h.Press.OnMap {
		t.Fatalf("the press on the team's counter: %+v", h.Press)
	}
	f.frame(h, ui.InputState{X: x + 20, Y: y, Left: true})
	if h.Drag == nil || !slices.Equal(h.Drag.Pieces, want.Pieces) || h.Drag.Reach == nil {
		t.Fatalf("the drag carries %+v, want the rules' pickup %v", h.Drag, want.Pieces)
	}
	f.frame(h, ui.InputState{X: tx, Y: ty, Left: true})
	if h.Drag.Target != to {
		t.Errorf("the drag aims at %s, want %s under the pointer", h.Drag.Target, to)
	}
	got := f.frame(h, ui.InputState{X: tx, Y: ty})
	acts := of[Act](got)
	if len(acts) != 1 || acts[0].Action.Type != drop.Act.Type || !slices.Equal(acts[0].Action.Path, drop.Act.Path) || !slices.Equal(acts[0].Action.Pieces, drop.Act.Pieces) {
		t.Fatalf("the release sent %+v, want the rules' %+v", acts, drop.Act)
	}
	if h.Drag != nil || h.Press != nil {
		t.Error("the hand still holds the drag after the release")
	}
	if at := f.sh.G.State.P(team).Hex; at != to {
		t.Errorf("the team is at %s after the move, want %s", at, to)
	}
	if len(of[Pan](got))+len(of[PanTo](got)) > 0 {
		t.Error("the drag of a counter panned the map")
	}
}

// A drag dropped where the rules refuse it sends nothing and says the
// refusal's one sentence.
func TestDropRefusedSaysWhy(t *testing.T) {
	h, f, camp := campGame(t)
	s := f.sh.G.State
	team := piece(t, s, camp, func(id game.PieceID) bool { return s.Spec(id).Kind == game.KindTeam })
	pk := s.PickUp(team, false)
	var far game.Hex
	for _, hx := range f.sh.Rules.Board.Hexes() {
		if dr := s.DropAt(&pk, hx, game.None); !dr.OK() && dr.Code != game.RefuseOffMap && game.Distance(hx, camp) == 6 {
			far = hx
			break
		}
	}
	if far == game.NoHex {
		t.Fatal("no refused hex six hexes off")
	}
	f.look(camp, 450, 300)
	fx, fy := f.at(far)
	x, y, ok := f.counter(team)
	if !ok {
		t.Fatal("the team's counter is not on the board")
	}
	want := s.DropAt(&pk, far, game.None).Sentence()
	f.frame(h, ui.InputState{X: x, Y: y})
	f.frame(h, ui.InputState{X: x, Y: y, Left: true})
	f.frame(h, ui.InputState{X: fx, Y: fy, Left: true})
	got := f.frame(h, ui.InputState{X: fx, Y: fy})
	if len(of[Act](got)) > 0 {
		t.Fatalf("a refused drop sent %v", of[Act](got))
	}
	if says := of[Say](got); len(says) != 1 || says[0].Text != want || !says[0].Refusal {
		t.Errorf("the refused drop says %+v, want the refusal %q", says, want)
	}
}

// M picks up the stack under the hex cursor, the arrows carry it, and M
// drops it: the same pickup and the same drop as the mouse's (10.0).
func TestMCarriesAndDrops_10_0(t *testing.T) {
	h, f, camp := campGame(t)
	s := f.sh.G.State
	h.Keys.Cursor, h.Keys.CursorOn = camp, true
	got := f.key(h, ebiten.KeyM)
	if h.Drag == nil || !h.Drag.Keys {
		t.Fatalf("M carries nothing: %v", got)
	}
	ids := f.b.CursorPieces(camp)
	want := s.PickUp(ids[0], false)
	if !slices.Equal(h.Drag.Pieces, want.Pieces) {
		t.Errorf("M carries %v, want the rules' pickup %v", h.Drag.Pieces, want.Pieces)
	}
	if kv := of[KeepInView](got); len(kv) == 0 || kv[0].Hex != camp {
		t.Errorf("M does not keep the cursor's hex in view: %v", got)
	}
	to, drop := oneStep(t, s, &want, camp)
	arrow := ebiten.KeyArrowUp
	if to.Row > camp.Row {
		arrow = ebiten.KeyArrowDown
	}
	f.key(h, arrow)
	if h.Keys.Cursor != to || h.Drag == nil || h.Drag.Target != to {
		t.Fatalf("the arrow took the cursor to %s aiming at %v, want %s", h.Keys.Cursor, h.Drag, to)
	}
	got = f.key(h, ebiten.KeyM)
	acts := of[Act](got)
	if len(acts) != 1 || !slices.Equal(acts[0].Action.Path, drop.Act.Path) || acts[0].Action.Type != drop.Act.Type {
		t.Fatalf("the second M sent %+v, want the rules' %+v", acts, drop.Act)
	}
	if h.Drag != nil {
		t.Error("the keys still carry after the drop")
	}
}

// P chooses the piece M picks up alone, in the order of the cursor's
// stack and then none (the whole stack), saying which.
func TestPChoosesWhatMPicksUp(t *testing.T) {
	h, f, camp := campGame(t)
	s := f.sh.G.State
	h.Keys.Cursor, h.Keys.CursorOn = camp, true
	ids := f.b.CursorPieces(camp)
	if len(ids) < 2 {
		t.Fatalf("premise: a stack of two or more at %s: %v", camp, ids)
	}
	for _, want := range append(slices.Clone(ids), game.None) {
		got := f.key(h, ebiten.KeyP)
		if h.Keys.Pick != want {
			t.Fatalf("P chose %d, want %d", h.Keys.Pick, want)
		}
		says := of[Say](got)
		if len(says) != 1 || want != game.None && !strings.Contains(says[0].Text, s.Name(want)) {
			t.Errorf("P says %+v choosing %s", says, s.Name(want))
		}
	}
	f.key(h, ebiten.KeyP)
	f.key(h, ebiten.KeyP) // the second piece
	f.key(h, ebiten.KeyM)
	want := s.PickUp(ids[1], true)
	if h.Drag == nil || !slices.Equal(h.Drag.Pieces, want.Pieces) {
		t.Fatalf("M after P carries %+v, want %v alone", h.Drag, want.Pieces)
	}
}

// O spreads the cursor's stack open as a click does, and closes it; on
// a hex of fewer than two counters it says why not.
func TestOSpreadsTheStack(t *testing.T) {
	h, f, camp := campGame(t)
	h.Keys.Cursor, h.Keys.CursorOn = camp, true
	got := f.key(h, ebiten.KeyO)
	if sp := of[OpenSpread](got); len(sp) != 1 || sp[0].Hex != camp || !strings.Contains(sp[0].Says, "spread open") {
		t.Fatalf("O at the camp: %v", got)
	}
	got = f.key(h, ebiten.KeyO)
	if pin := of[Pin](got); len(pin) != 1 || pin[0].Hex != game.NoHex {
		t.Fatalf("O again: %v, want the spread closed and unpinned", got)
	}
	h.Keys.Cursor = camp.Neighbor(game.North).Neighbor(game.North)
	got = f.key(h, ebiten.KeyO)
	if says := of[Say](got); len(says) != 1 || !says[0].Refusal || len(of[OpenSpread](got)) > 0 {
		t.Errorf("O on an empty hex: %v", got)
	}
}

// A click on a stack spreads it open, saying so while it stays open; a
// second click on its hex closes it.
func TestClickSpreadsTheStack(t *testing.T) {
	h, f, camp := campGame(t)
	x, y := f.at(camp)
	f.frame(h, ui.InputState{X: x, Y: y})
	f.frame(h, ui.InputState{X: x, Y: y, Left: true})
	got := f.frame(h, ui.InputState{X: x, Y: y})
	if sp := of[OpenSpread](got); len(sp) != 1 || sp[0].Hex != camp {
		t.Fatalf("a click on the stack: %v", got)
	}
	// the second click: on the hex, now pinned
	f.frame(h, ui.InputState{X: x, Y: y, Left: true})
	got = f.frame(h, ui.InputState{X: x, Y: y})
	if pin := of[Pin](got); len(pin) != 1 || pin[0].Hex != game.NoHex {
		t.Fatalf("a second click: %v, want the hex unpinned", got)
	}
}

// Enter ends the move under way, and presses the focused control; a
// disabled one says why not.
func TestEnterEndsTheMoveOrPressesTheFocus(t *testing.T) {
	h, f, camp := campGame(t)
	s := f.sh.G.State
	team := piece(t, s, camp, func(id game.PieceID) bool { return s.Spec(id).Kind == game.KindTeam })
	pk := s.PickUp(team, false)
	_, drop := oneStep(t, s, &pk, camp)
	f.apply([]Intent{Act{drop.Act}})
	if _, moving := f.Rules().Moving(); !moving {
		t.Fatal("premise: a move under way")
	}
	got := f.key(h, ebiten.KeyEnter)
	if acts := of[Act](got); len(acts) != 1 || acts[0].Action.Type != game.ActEndMove {
		t.Fatalf("Enter during a move: %v", got)
	}
	f.c.Buttons = []ui.Button{
		{Id: "undo", Label: "Undo", R: ui.Rect{X: 10, Y: 10, W: 50, H: 20}, Enabled: true, OnClick: func() {}},
		{Id: "hint", Label: "Hint", R: ui.Rect{X: 70, Y: 10, W: 50, H: 20}, Tip: "Not now.", OnClick: func() {}},
	}
	h.Keys.Focus = "undo"
	got = f.key(h, ebiten.KeyEnter)
	if p := of[Press](got); len(p) != 1 || p[0] != (Press{ID: "undo", Index: 0}) {
		t.Errorf("Enter on the focused Undo: %v", got)
	}
	h.Keys.Focus = "hint"
	got = f.key(h, ebiten.KeySpace)
	if says := of[Say](got); len(of[Press](got)) > 0 || len(says) != 1 || says[0] != (Say{"Not now.", true}) {
		t.Errorf("Space on the disabled Hint: %v, want its tip", got)
	}
}

// The number keys answer a question: 2 presses its second option (and
// the attack panel's second fire support), by the ids the buttons have.
func TestNumberKeysAnswer_12_3(t *testing.T) {
	h, f := newHand(t, newGame(t, nil, 3), nil)
	got := f.key(h, ebiten.KeyDigit2)
	want := []Press{{ID: "opt-1", Index: -1}, {ID: "fire-1", Index: -1}}
	if p := of[Press](got); !slices.Equal(p, want) {
		t.Errorf("2 presses %v, want %v", p, want)
	}
}

// Tab and Shift+Tab move the focus over the controls Tab goes through,
// round the list; a click takes the focus away.
func TestTabMovesTheFocus(t *testing.T) {
	h, f := newHand(t, newGame(t, nil, 3), nil)
	on := func() {}
	f.c.Buttons = []ui.Button{
		{Id: "a", R: ui.Rect{X: 10, Y: 10, W: 20, H: 20}, Enabled: true, OnClick: on},
		{Id: "off", R: ui.Rect{X: 40, Y: 10, W: 20, H: 20}, OnClick: on},
		{Id: "b", R: ui.Rect{X: 70, Y: 10, W: 20, H: 20}, Enabled: true, OnClick: on},
		{Id: "opt-0", R: ui.Rect{X: 100, Y: 10, W: 20, H: 20}, Enabled: true, OnClick: on},
	}
	ids := f.c.Focusables()
	if !slices.Equal(ids, []string{"opt-0", "a", "b"}) {
		t.Fatalf("premise: Tab goes through %v", ids)
	}
	f.frame(h, ui.InputState{X: 600, Y: 400})
	if h.Keys.Focus != "opt-0" {
		t.Fatalf("a question's option came up and the focus is on %q", h.Keys.Focus)
	}
	for _, want := range []string{"a", "b", "opt-0", "a"} {
		f.key(h, ebiten.KeyTab)
		if h.Keys.Focus != want {
			t.Fatalf("Tab: focus on %q, want %q", h.Keys.Focus, want)
		}
	}
	f.key(h, ebiten.KeyTab, ebiten.KeyShift)
	if h.Keys.Focus != "opt-0" {
		t.Errorf("Shift+Tab: focus on %q, want opt-0", h.Keys.Focus)
	}
	f.frame(h, ui.InputState{X: 600, Y: 400, Left: true})
	if h.Keys.Focus != "" {
		t.Errorf("a click left the focus on %q", h.Keys.Focus)
	}
}

// WASD and Shift with the arrows pan the map by a step that does not
// change with the zoom on the screen; a drag on the map pans it from
// where the camera was; the arrows alone move the cursor, not the map.
func TestPanning(t *testing.T) {
	h, f, camp := campGame(t)
	step := 12 * f.sh.Scale / f.b.Cam.Zoom
	for _, tc := range []struct {
		keys []ebiten.Key
		want Pan
	}{
		{[]ebiten.Key{ebiten.KeyD}, Pan{DX: step}},
		{[]ebiten.Key{ebiten.KeyA}, Pan{DX: -step}},
		{[]ebiten.Key{ebiten.KeyW}, Pan{DY: -step}},
		{[]ebiten.Key{ebiten.KeyShift, ebiten.KeyArrowDown}, Pan{DY: step}},
	} {
		got := f.frame(h, ui.InputState{X: 5, Y: 5, Held: tc.keys})
		if p := of[Pan](got); len(p) != 1 || p[0] != tc.want {
			t.Errorf("%v held: %v, want %+v", tc.keys, p, tc.want)
		}
	}
	if got := f.frame(h, ui.InputState{X: 5, Y: 5, Held: []ebiten.Key{ebiten.KeyArrowDown}, Pressed: []ebiten.Key{ebiten.KeyArrowDown}}); len(of[Pan](got)) > 0 {
		t.Errorf("an arrow alone panned: %v", of[Pan](got))
	}
	// a drag on an empty hex of the map
	empty := camp.Neighbor(game.North).Neighbor(game.North)
	x, y := f.at(empty)
	cam := f.b.Cam
	f.frame(h, ui.InputState{X: x, Y: y})
	f.frame(h, ui.InputState{X: x, Y: y, Left: true})
	f.frame(h, ui.InputState{X: x + 10, Y: y, Left: true}) // past the press's slack: a pan starts
	got := f.frame(h, ui.InputState{X: x + 30, Y: y - 12, Left: true})
	want := PanTo{cam.Ox - 30/cam.Zoom, cam.Oy + 12/cam.Zoom}
	if p := of[PanTo](got); len(p) != 1 || math.Abs(p[0].Ox-want.Ox) > 1e-9 || math.Abs(p[0].Oy-want.Oy) > 1e-9 {
		t.Fatalf("a drag of the map: %v, want %+v", p, want)
	}
	if got := f.frame(h, ui.InputState{X: x + 30, Y: y - 12}); len(of[Act](got))+len(of[OpenSpread](got))+len(of[Pin](got)) > 0 || h.Panning {
		t.Errorf("the release of a pan did something: %v", got)
	}
}

// The wheel zooms the map about the pointer, and scrolls the log over
// the log; Z zooms on the view's middle, Shift+Z out.
func TestZoom(t *testing.T) {
	h, f := newHand(t, newGame(t, nil, 3), nil)
	got := f.frame(h, ui.InputState{X: 600, Y: 400, WheelY: 1})
	if z := of[Zoom](got); len(z) != 1 || z[0] != (Zoom{600, 400, 1.15}) {
		t.Errorf("the wheel over the map: %v", got)
	}
	f.c.Right = ui.Rect{X: 970, Y: 0, W: 310, H: 800}
	l := f.c.LogRect()
	if l.W <= 0 {
		t.Fatal("premise: the log has a place")
	}
	got = f.frame(h, ui.InputState{X: int(l.X + l.W/2), Y: int(l.Y + l.H/2), WheelY: -1})
	if s := of[ScrollLog](got); len(s) != 1 || s[0].By != -3 || len(of[Zoom](got)) > 0 {
		t.Errorf("the wheel over the log: %v", got)
	}
	v := f.sh.MapView
	mid := func(f float64) Zoom { return Zoom{v.X + v.W/2, v.Y + v.H/2, f} }
	if z := of[Zoom](f.key(h, ebiten.KeyZ)); len(z) != 1 || z[0] != mid(1.25) {
		t.Errorf("Z: %v, want %+v", z, mid(1.25))
	}
	if z := of[Zoom](f.key(h, ebiten.KeyZ, ebiten.KeyShift)); len(z) != 1 || z[0] != mid(1/1.25) {
		t.Errorf("Shift+Z: %v, want %+v", z, mid(1/1.25))
	}
}

// A control fires on its release over it, pointed at as it is over; one
// left before the release does nothing; a disabled one says its tip; a
// control armed for a second click is disarmed by a click elsewhere.
func TestControlsFireOnRelease(t *testing.T) {
	h, f := newHand(t, newGame(t, nil, 3), nil)
	r := ui.Rect{X: 10, Y: 10, W: 50, H: 20}
	f.c.Buttons = []ui.Button{{Id: "x", R: ui.Rect{X: 500, Y: 700, W: 5, H: 5}}, {Id: "end-phase", R: r, Enabled: true, OnClick: func() {}}}
	got := f.frame(h, ui.InputState{X: 20, Y: 20})
	if hv := of[Hover](got); len(hv) != 1 || hv[0].Control != 1 {
		t.Fatalf("pointing at the control: %v", got)
	}
	f.frame(h, ui.InputState{X: 20, Y: 20, Left: true})
	got = f.frame(h, ui.InputState{X: 20, Y: 20})
	if p := of[Press](got); len(p) != 1 || p[0] != (Press{ID: "end-phase", Index: 1}) {
		t.Errorf("a click on the control: %v", got)
	}
	f.frame(h, ui.InputState{X: 20, Y: 20, Left: true})
	f.frame(h, ui.InputState{X: 200, Y: 200, Left: true})
	if got := f.frame(h, ui.InputState{X: 200, Y: 200}); len(of[Press](got)) > 0 {
		t.Errorf("released off the control: %v", got)
	}
	f.c.Buttons[1].Enabled, f.c.Buttons[1].Tip = false, "The phase cannot end yet."
	f.frame(h, ui.InputState{X: 20, Y: 20, Left: true})
	got = f.frame(h, ui.InputState{X: 20, Y: 20})
	if says := of[Say](got); len(of[Press](got)) > 0 || len(says) != 1 || says[0] != (Say{"The phase cannot end yet.", true}) {
		t.Errorf("a click on the disabled control: %v", got)
	}
	f.c.Confirm = "end-phase"
	f.frame(h, ui.InputState{X: 200, Y: 200, Left: true})
	got = f.frame(h, ui.InputState{X: 200, Y: 200})
	if c := of[Confirm](got); len(c) != 1 || c[0].ID != "" {
		t.Errorf("a click elsewhere leaves End Phase armed: %v", got)
	}
}

// While the game system's events play, a key meant for the map shows
// them all instead and says so; a card waiting for a key (reduced
// motion) is let go; nothing is picked up either way.
func TestKeysWaitForTheEvents(t *testing.T) {
	h, f, camp := campGame(t)
	h.Keys.Cursor, h.Keys.CursorOn = camp, true
	f.busy = true
	got := f.key(h, ebiten.KeyM)
	if len(of[ShowAll](got)) != 1 || len(of[Say](got)) != 1 || h.Drag != nil {
		t.Errorf("M while the events play: %v, carrying %v", got, h.Drag)
	}
	f.held = true
	got = f.key(h, ebiten.KeyM)
	if len(of[Skip](got)) != 1 || len(of[ShowAll](got)) > 0 || h.Drag != nil {
		t.Errorf("M while a card waits: %v", got)
	}
}

// A right click on a stack opens its menu where it was clicked, and the
// frame's input ends there.
func TestRightClickOpensTheStackMenu(t *testing.T) {
	h, f, camp := campGame(t)
	x, y := f.at(camp)
	intents, menu := h.RightClick(ui.InputState{X: x, Y: y, Right: true})
	if m := of[StackMenu](intents); !menu || len(m) != 1 || m[0].Hex != camp || m[0].At != (ui.Pt{float64(x), float64(y)}) || m[0].Keys {
		t.Errorf("a right click on the stack: %v (ends the input: %v)", intents, menu)
	}
	f.over = func(float64, float64) bool { return true }
	if intents, menu := h.RightClick(ui.InputState{X: x, Y: y, Right: true}); menu || len(intents) > 0 {
		t.Errorf("a right click on a panel over the stack: %v", intents)
	}
}

// Aimed at a counter of the spread, the drag says what dropping onto it
// means, as the rules answer: a UH-60 onto a team, it rides (10.4).
func TestAimOntoRide_10_4(t *testing.T) {
	h, f, camp := campGame(t)
	s := f.sh.G.State
	team := piece(t, s, camp, func(id game.PieceID) bool { return s.Spec(id).Kind == game.KindTeam })
	heli := piece(t, s, camp, func(id game.PieceID) bool { return s.Spec(id).ID == "uh60" })
	h.StartDrag(&board.PressInfo{Single: heli, Hex: camp, Spread: true})
	if h.Drag == nil {
		t.Fatal("the UH-60 was not picked up")
	}
	h.AimOnto(camp, team)
	if d := h.Drag.OntoDrop; d.Kind != game.DropRide || !d.OK() || d.Text == "" {
		t.Fatalf("the UH-60 aimed at the team: %+v, want it to ride", d)
	}
	if d := s.DropAt(h.Drag.Pickup, camp, team); d.Kind != h.Drag.OntoDrop.Kind || d.Text != h.Drag.OntoDrop.Text {
		t.Errorf("the aim says %+v, the rules %+v", h.Drag.OntoDrop, d)
	}
	h.AimOnto(camp, game.None)
	if h.Drag.Onto != game.None || h.Drag.OntoDrop.Kind != game.DropNone {
		t.Fatalf("aimed at no counter: %+v", h.Drag)
	}
}

// The first E's prompt holds while its phase lasts: once the phase has
// ended another way, the prompt is withdrawn and the control disarmed,
// so a later E asks again instead of ending the next phase (4.0).
func TestFirstEExpiresWithItsPhase_4_0(t *testing.T) {
	h, f := newHand(t, newGame(t, nil, 3), nil)
	f.key(h, ebiten.KeyE)
	if f.c.Confirm != "key-e" || len(f.c.Toasts) != 1 {
		t.Fatalf("the first E: armed %q, messages %v", f.c.Confirm, f.c.Toasts)
	}
	prompt := f.c.Toasts[0].Text
	f.apply([]Intent{Act{game.Action{Type: game.ActEndPhase}}}) // the End Phase button, say
	got := f.frame(h, f.ptr.Cur)
	if w := of[Withdraw](got); len(w) != 1 || w[0].Text != prompt {
		t.Errorf("the phase ended: %v, want the prompt %q withdrawn", got, prompt)
	}
	if f.c.Confirm != "" {
		t.Errorf("the phase ended and E is still armed (%q)", f.c.Confirm)
	}
	n := len(f.sent)
	got = f.key(h, ebiten.KeyE)
	if len(f.sent) != n || len(of[Say](got)) != 1 {
		t.Errorf("an E in the next phase sent %v and said %v: want it to ask first", f.sent[n:], of[Say](got))
	}
}

// The hex cursor shows at the first arrow where the pointer is, and
// hides when the pointer moves: the mouse is back.
func TestCursorShowsAndHides(t *testing.T) {
	h, f, camp := campGame(t)
	x, y := f.at(camp)
	f.frame(h, ui.InputState{X: x, Y: y})
	got := f.key(h, ebiten.KeyArrowRight)
	if !h.Keys.CursorOn || h.Keys.Cursor != camp {
		t.Fatalf("the first arrow: cursor at %s (shown %v), want %s under the pointer", h.Keys.Cursor, h.Keys.CursorOn, camp)
	}
	if len(of[KeepInView](got)) != 1 || len(of[Say](got)) != 1 {
		t.Errorf("the first arrow: %v, want its hex kept in view and the cursor's keys said", got)
	}
	f.key(h, ebiten.KeyArrowRight)
	if want := (game.Hex{Col: camp.Col + 1, Row: camp.Row}); h.Keys.Cursor != want {
		t.Errorf("the second arrow: cursor at %s, want %s", h.Keys.Cursor, want)
	}
	f.frame(h, ui.InputState{X: x + 40, Y: y})
	if h.Keys.CursorOn {
		t.Error("the pointer moved and the cursor still shows")
	}
}

// Shift on the press picks up the piece under the pointer alone, as the
// rules pick it up alone (10.4): the same pickup as P's choice and M.
func TestShiftDragPicksUpOnePiece_10_4(t *testing.T) {
	h, f, camp := campGame(t)
	s := f.sh.G.State
	team := piece(t, s, camp, func(id game.PieceID) bool { return s.Spec(id).Kind == game.KindTeam })
	x, y, _ := f.counter(team)
	shift := []ebiten.Key{ebiten.KeyShift}
	f.frame(h, ui.InputState{X: x, Y: y, Held: shift})
	f.frame(h, ui.InputState{X: x, Y: y, Left: true, Held: shift})
	f.frame(h, ui.InputState{X: x + 20, Y: y, Left: true, Held: shift})
	alone, stack := s.PickUp(team, true), s.PickUp(team, false)
	if slices.Equal(alone.Pieces, stack.Pieces) {
		t.Fatalf("premise: the team alone (%v) is not the stack (%v)", alone.Pieces, stack.Pieces)
	}
	if h.Drag == nil || !slices.Equal(h.Drag.Pieces, alone.Pieces) {
		t.Fatalf("Shift+drag carries %+v, want %v alone", h.Drag, alone.Pieces)
	}
}

// A counter dragged out of the open spread is picked up alone, and
// dropped on another hex moves alone, as the rules say (10.0).
func TestDragOutOfTheSpread_10_0(t *testing.T) {
	h, f, camp := campGame(t)
	s := f.sh.G.State
	team := piece(t, s, camp, func(id game.PieceID) bool { return s.Spec(id).Kind == game.KindTeam })
	f.apply([]Intent{OpenSpread{Hex: camp}})
	_, ids, cells, ok := f.b.SpreadPlace()
	if !ok {
		t.Fatal("the spread did not open")
	}
	i := slices.Index(ids, team)
	if i < 0 {
		t.Fatalf("the team is not in the spread: %v", ids)
	}
	c := cells[i]
	x, y := int(c.X+c.W/2), int(c.Y+c.H/2)
	pk := s.PickUp(team, true)
	to, drop := oneStep(t, s, &pk, camp)
	tx, ty := f.at(to)
	f.frame(h, ui.InputState{X: x, Y: y})
	f.frame(h, ui.InputState{X: x, Y: y, Left: true})
	if h.Press == nil || !h.Press.Spread || h.Press.Single != team {
		t.Fatalf("the press on the spread's counter: %+v", h.Press)
	}
	f.frame(h, ui.InputState{X: x + 20, Y: y, Left: true})
	if h.Drag == nil || !h.Drag.Spread || !slices.Equal(h.Drag.Pieces, pk.Pieces) {
		t.Fatalf("the drag out of the spread: %+v, want %v alone", h.Drag, pk.Pieces)
	}
	f.frame(h, ui.InputState{X: tx, Y: ty, Left: true})
	got := f.frame(h, ui.InputState{X: tx, Y: ty})
	if acts := of[Act](got); len(acts) != 1 || !slices.Equal(acts[0].Action.Pieces, drop.Act.Pieces) || !slices.Equal(acts[0].Action.Path, drop.Act.Path) {
		t.Errorf("the drop: %v, want the rules' %+v", acts, drop.Act)
	}
}

// The stack menu's Move picks the stack up as M does; the pointer then
// carries it, and a click drops it where the pointer is (10.0).
func TestMenuMoveThenClickDrops_10_0(t *testing.T) {
	h, f, camp := campGame(t)
	s := f.sh.G.State
	f.apply(h.PickUpAt(camp))
	if h.Drag == nil || !h.Drag.Keys {
		t.Fatal("Move picked nothing up")
	}
	to, drop := oneStep(t, s, h.Drag.Pickup, camp)
	tx, ty := f.at(to)
	f.frame(h, ui.InputState{X: tx, Y: ty})
	if h.Keys.Cursor != to || h.Drag.Target != to {
		t.Fatalf("the pointer at %s: cursor %s, aimed at %s", to, h.Keys.Cursor, h.Drag.Target)
	}
	f.frame(h, ui.InputState{X: tx, Y: ty, Left: true})
	got := f.frame(h, ui.InputState{X: tx, Y: ty})
	if acts := of[Act](got); len(acts) != 1 || !slices.Equal(acts[0].Action.Path, drop.Act.Path) {
		t.Errorf("the click: %v, want the rules' %+v", acts, drop.Act)
	}
	if h.Drag != nil {
		t.Error("the stack is still carried after the click")
	}
}

// A press on the mission card finds the mission, as a line of the roster
// does: a click centres the map on its hex and pins it (7.0).
func TestMissionCardFindsTheMission_7_0(t *testing.T) {
	h, f, _ := campGame(t)
	m, hx := f.Mission()
	if m == game.None || hx == game.NoHex {
		t.Fatalf("premise: a mission on the map (%d at %s)", m, hx)
	}
	f.c.Left = ui.Rect{X: 0, Y: 0, W: 270, H: 800}
	card := f.c.MissionCard()
	if card.W <= 0 {
		t.Fatal("premise: the mission card has a place")
	}
	x, y := int(card.X+card.W/2), int(card.Y+card.H/2)
	f.frame(h, ui.InputState{X: x, Y: y})
	f.frame(h, ui.InputState{X: x, Y: y, Left: true})
	got := f.frame(h, ui.InputState{X: x, Y: y})
	if c, p := of[CenterOn](got), of[Pin](got); len(c) != 1 || c[0].Hex != hx || len(p) != 1 || p[0].Hex != hx {
		t.Errorf("a click on the mission card: %v, want the map centred on %s and it pinned", got, hx)
	}
}
