package render

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/ui"
)

// crowdedCampDriver opens the first Friendly Movement Phase with a base
// camp holding the free teams and leaders and a dozen pieces of gear: more
// rows than the right panel has room for.
func crowdedCampDriver(t *testing.T) (*driver, game.Hex) {
	t.Helper()
	rules := shippedRules(t)
	camp := campNear(t, rules, 12, 12)
	var gear []game.ScenarioPiece
	for _, id := range []string{"tools", "m249", "medkit", "radio", "ammo", "bribe", "intel", "drone", "dog", "camo", "sniper", "m203"} {
		gear = append(gear, game.ScenarioPiece{ID: id, Hex: camp})
	}
	return movementDriver(t, rules, camp, nil, gear...), camp
}

// rowsView is the inspector's list as laid out, and its rows' pieces.
func (d *driver) rowsView() (chrome.RowsView, []game.PieceID, int) {
	var v chrome.RowsView
	var ids []game.PieceID
	first := 0
	d.on(func(a *App) {
		v = a.chrome.RowsView
		for _, r := range a.chrome.Rows {
			ids = append(ids, r.Id)
		}
		if v.Scroll != nil {
			first = v.Scroll.First
		}
	})
	return v, ids, first
}

// Every piece of a list longer than the right panel's room is reached by
// the wheel and by the scroll bar, and the panel says in words how many
// rows are out of sight: the roster of the forces, and a hex's pieces.
func TestPanelListsScroll(t *testing.T) {
	d, camp := crowdedCampDriver(t)
	s := d.state()
	var right ui.Rect
	d.on(func(a *App) { right = a.chrome.Right })
	for _, list := range []string{"your forces", "the hex's pieces"} {
		if list == "the hex's pieces" {
			cx, cy := d.hex(camp)
			d.in.Click(cx, cy) // pin the camp in the inspector
			d.script()
		}
		d.in.MoveTo(int(right.X+right.W/2), int(right.Y+right.H/4))
		d.script()
		v, ids, first := d.rowsView()
		if v.N <= v.Fit || len(ids) != v.Fit || first != 0 {
			t.Fatalf("%s: %d rows, %d in sight (%d laid out) from %d: want more rows than room, the list at its top", list, v.N, v.Fit, len(ids), first)
		}
		t.Logf("%s: %d rows, %d in sight", list, v.N, v.Fit)
		below := fmt.Sprintf("%d more below", v.N-v.Fit)
		if txt := d.texts(); !slices.ContainsFunc(txt, func(l string) bool { return strings.Contains(l, below) }) {
			t.Fatalf("%s: the panel does not say %q: %q", list, below, txt)
		}
		if list == "your forces" {
			d.shot("forces-scroll")
		}
		seen := map[game.PieceID]bool{}
		for _, id := range ids {
			seen[id] = true
		}
		// the wheel, a notch a row, to the end of the list and no further
		x, y := int(v.Area.X+v.Area.W/3), int(v.Area.Y+10)
		for range v.N {
			d.in.Wheel(x, y, -1)
			d.script()
			_, ids, _ := d.rowsView()
			for _, id := range ids {
				seen[id] = true
			}
		}
		if _, _, first := d.rowsView(); first != v.N-v.Fit {
			t.Fatalf("%s: the wheel stops at row %d, want %d", list, first, v.N-v.Fit)
		}
		if len(seen) != v.N {
			t.Fatalf("%s: the wheel showed %d of %d pieces", list, len(seen), v.N)
		}
		above := fmt.Sprintf("%d above", v.N-v.Fit)
		if txt := d.texts(); !slices.ContainsFunc(txt, func(l string) bool { return strings.Contains(l, above) }) {
			t.Fatalf("%s at its end: the panel does not say %q: %q", list, above, txt)
		}
		// the bar: a press at its track's top brings the first row back
		v, _, _ = d.rowsView()
		d.in.Drag(int(v.Track.X+v.Track.W/2), int(v.Track.Y+v.Track.H-4), int(v.Track.X+v.Track.W/2), int(v.Track.Y-40), false)
		d.script()
		if _, _, first := d.rowsView(); first != 0 {
			t.Fatalf("%s: the bar dragged to its top leaves the list at row %d", list, first)
		}
		if pp := d.state().PP; pp != s.PP {
			t.Fatalf("%s: scrolling changed the game: %d PP, was %d", list, pp, s.PP)
		}
	}
}

// At 100 % in a 1280×800 window, each row of the forces and of a hex
// shows its piece's whole line of values, wrapped rather than cut with
// "…": a moved team's status, place, values and portage.
func TestInspectorRowsWhole(t *testing.T) {
	d, camp := crowdedCampDriver(t)
	d.moveTeamOneHex()
	d.idle()
	var right ui.Rect
	d.on(func(a *App) { right = a.chrome.Right })
	for _, list := range []string{"your forces", "the camp's pieces"} {
		if list == "the camp's pieces" {
			cx, cy := d.hex(camp)
			d.in.Click(cx, cy)
			d.script()
		}
		d.in.MoveTo(int(right.X+right.W/2), int(right.Y+right.H/4))
		d.script()
		txt := d.texts()
		joined := strings.Join(txt, " ")
		var rows []chrome.PieceRow
		s := d.state()
		d.on(func(a *App) { rows = a.chrome.RowList() })
		teams := 0
		for _, r := range rows {
			info := chrome.ForceInfo(s, r.Id, r.Roster, r.Hex)
			if s.Spec(r.Id).Kind == game.KindTeam {
				teams++
			}
			if !strings.Contains(joined, info) {
				t.Errorf("%s: the row of %s does not show %q whole", list, s.Name(r.Id), info)
			}
			for _, l := range txt {
				if p, ok := strings.CutSuffix(l, "…"); ok && strings.HasPrefix(info, p) {
					t.Errorf("%s: the row of %s is cut: %q", list, s.Name(r.Id), l)
				}
			}
		}
		if teams == 0 {
			t.Fatalf("%s: no team's row in sight: %v", list, rows)
		}
	}
}

// At 1000×700 with text at 125 %, the left panel has no room for all its
// sections: its foot names those out of sight, and the wheel and the
// scroll bar bring each one into sight, the map key and the enemy
// scatter diagram (12.8) included.
func TestLeftPanelScrolls(t *testing.T) {
	d := newGameDriver(t, 3)
	defer func() {
		d.on(func(a *App) { a.Opt.UIScale, a.chrome.Fold = 1, chrome.Folds{} })
		d.resize(1280, 800)
	}()
	if !d.resize(1000, 700) {
		t.Fatal("the window manager would not give 1000×700")
	}
	d.on(func(a *App) { a.Opt.UIScale = 1.25 })
	d.waitFrames(3)
	d.on(func(a *App) { a.toggleLeft() }) // opened by the player: the right one folds
	d.waitFrames(2)
	var left ui.Rect
	var scale float64
	d.on(func(a *App) { left, scale = a.chrome.Left, a.Scale })
	if scale != 1.25 || left.W < 200 {
		t.Fatalf("text at %.2f, the left panel %v: want 125 %% and the panel open", scale, left)
	}
	has := func(txt []string, want string) bool {
		return slices.ContainsFunc(txt, func(l string) bool { return strings.Contains(l, want) })
	}
	txt := d.texts()
	if has(txt, "ENEMY SCATTER (12.8)") {
		t.Fatalf("the whole panel fits: no test of its scrolling: %q", txt)
	}
	if !has(txt, "Below: ") || !has(txt, "enemy scatter") {
		t.Fatalf("the panel's foot does not name what is out of sight: %q", txt)
	}
	d.shot("small-window-left-scroll")
	x, y := int(left.X+left.W/2), int(left.Y+left.H/2)
	for range 12 {
		d.in.Wheel(x, y, -1)
	}
	d.script()
	txt = d.texts()
	for _, want := range []string{"MAP KEY", chrome.FobKey, "ENEMY SCATTER (12.8)", "Above: purchase points"} {
		if !has(txt, want) {
			t.Errorf("scrolled to its end, the panel does not show %q: %q", want, txt)
		}
	}
	if has(txt, "PURCHASE POINTS") {
		t.Errorf("scrolled to its end, the panel still shows its top: %q", txt)
	}
	// the bar: its thumb dragged to the top brings the first section back
	var track ui.Rect
	d.on(func(a *App) { track = a.chrome.LeftTrack() })
	d.in.Drag(int(track.X+track.W/2), int(track.Y+track.H-6), int(track.X+track.W/2), int(track.Y-60), false)
	d.script()
	if txt := d.texts(); !has(txt, "PURCHASE POINTS") || !has(txt, "Below: ") {
		t.Errorf("the bar dragged to its top: %q", txt)
	}
}

// Once the game has started, the left panel names the optional rules it
// plays by, each with its section (16.0-18.0), or says there are none.
func TestOptionalRulesShown_16_0_17_0_18_0(t *testing.T) {
	for _, tc := range []struct {
		opt  game.Options
		want []string
	}{
		{game.Options{}, []string{"None: the standard rules only."}},
		{game.Options{NewOldStock: true, WeaponCharacteristics: true}, []string{"New old stock (16.0)", "Weapon characteristics (18.0)"}},
		{game.Options{NewOldStock: true, Misadventure: true, WeaponCharacteristics: true}, []string{"New old stock (16.0)", "Misadventure (17.0)", "Weapon characteristics (18.0)"}},
	} {
		g, err := game.New(shippedRules(t), &game.Scenario{Name: "Options", Options: tc.opt}, 5)
		if err != nil {
			t.Fatal(err)
		}
		d := newDriver(t, g)
		d.idle()
		d.endPhaseSure() // the game under way: set-up purchases done
		d.idle()
		txt := d.texts()
		if !slices.Contains(txt, "OPTIONAL RULES") {
			t.Errorf("%+v: no optional rules section: %q", tc.opt, txt)
		}
		for _, want := range tc.want {
			if !slices.Contains(txt, want) {
				t.Errorf("%+v: the left panel does not say %q: %q", tc.opt, want, txt)
			}
		}
		for _, l := range chrome.OptionsInPlay(game.Options{NewOldStock: true, Misadventure: true, WeaponCharacteristics: true}) {
			if !slices.Contains(tc.want, l) && slices.Contains(txt, l) {
				t.Errorf("%+v: the left panel names %q, not in play", tc.opt, l)
			}
		}
	}
}

// Tab reaches every row of a list longer than its room: the list
// scrolls to the focused row.
func TestPanelListFollowsTheFocus(t *testing.T) {
	d, _ := crowdedCampDriver(t)
	var right ui.Rect
	d.on(func(a *App) { right = a.chrome.Right })
	d.in.MoveTo(int(right.X+right.W/2), int(right.Y+right.H/4))
	d.script()
	v, _, _ := d.rowsView()
	var n int
	d.on(func(a *App) { n = len(a.chrome.Focusables()) })
	focused := map[string]bool{}
	for range n {
		d.in.Key(ebiten.KeyTab)
		d.script()
		d.on(func(a *App) {
			f := a.hand.Keys.Focus
			if !strings.HasPrefix(f, chrome.RowFocus) {
				return
			}
			focused[f] = true
			if !slices.ContainsFunc(a.chrome.Rows, func(r chrome.PieceRow) bool { return chrome.RowFocus+fmt.Sprint(int(r.Id)) == f }) {
				t.Errorf("the focus is on %s, a row out of sight (rows from %d)", f, a.chrome.RowsView.Scroll.First)
			}
		})
	}
	if len(focused) != v.N {
		t.Errorf("Tab went over %d of the list's %d rows", len(focused), v.N)
	}
}
