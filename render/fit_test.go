package render

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/view"
)

// fitScales are the UI scales the player can set (Ctrl+= and Ctrl+−).
var fitScales = []float64{1, 1.25, 1.5, 1.75, 2}

// fitWindows are window sizes from under the minimum (a desktop without
// a window manager) to a large screen.
func fitWindows() [][2]int {
	var out [][2]int
	for w := 300; w <= 2600; w += 20 {
		for _, h := range []int{200, 560, 600, 700, 800, 1000, 1120, 1400, 1700} {
			out = append(out, [2]int{w, h})
		}
	}
	return out
}

// fitGames are games at the steps whose header and buttons differ: the
// set-up's purchases, turn 12's Mission Objective Placement and Enemy
// Movement/Combat Phases (the longest headers), and a game played into a
// mission phase with the shop open (its rows, a base camp's move).
func fitGames(t *testing.T) map[string]*game.Game {
	t.Helper()
	rules := shippedRules(t)
	out := map[string]*game.Game{}
	for _, name := range []string{"set-up", "mission", "enemy"} {
		g, err := game.New(rules, nil, 7)
		if err != nil {
			t.Fatal(err)
		}
		switch name {
		case "mission":
			g.State.Phase, g.State.Turn = game.PhaseMission, 12
		case "enemy":
			g.State.Phase, g.State.Turn = game.PhaseEnemy, 12
		}
		out[name] = g
	}
	// a game played into a mission phase, for the shop's rows and the
	// base camps' moves
	for seed := uint64(21); seed < 80 && out["played, shop"] == nil; seed++ {
		if g := playedFor(t, rules, seed, 70); !g.State.Over && g.State.Phase == game.PhaseMission && g.State.ShopOpen() {
			out["played, shop"] = g
		}
	}
	if out["played, shop"] == nil {
		t.Fatal("no game played into a mission phase with the shop open")
	}
	return out
}

// Panels fold by room before the player's saved "open", and text grows
// only as far as the window has room: at every UI scale from 100 to
// 200 % and every window size, from under the minimum up, no button's
// label is shortened with "…", shrunk under the text floor or wider
// than its button, the header's title is whole beside the End Phase
// button, and the window's note is whole. The layout is computed, no
// window is needed.
func TestFitControlsWhole(t *testing.T) {
	for name, g := range fitGames(t) {
		a := New(g, view.Options{Input: &ScriptedInput{}, Prefs: view.Prefs{LeftPanel: "open", RightPanel: "open"}})
		checked := map[string]bool{}
		bad := 0
		for _, scale := range fitScales {
			a.Opt.UIScale = scale
			for _, wh := range fitWindows() {
				a.chrome.SetScreen(chrome.ScreenFor(wh[0], wh[1], 1, scale))
				a.layoutFrame()
				for _, b := range a.chrome.Buttons {
					checked[strings.TrimRight(b.Id, "-0123456789")] = true
				}
				for _, e := range fitErrors(a) {
					if bad++; bad <= 12 {
						t.Errorf("%s at %.0f %% in %d×%d: %s", name, scale*100, wh[0], wh[1], e)
					}
				}
			}
		}
		if bad > 12 {
			t.Errorf("%s: %d more", name, bad-12)
		}
		t.Logf("%s: the buttons %v", name, slices.Sorted(maps.Keys(checked)))
	}
}

// fitErrors are the words cut on the screen as laid out now.
func fitErrors(a *App) []string {
	var out []string
	s := a.Scale
	if a.MapView.W < chrome.MapMinW*s-0.5 {
		out = append(out, fmt.Sprintf("the map is %.0f points wide, under %d", a.MapView.W/s, chrome.MapMinW))
	}
	for i := range a.chrome.Buttons {
		b := &a.chrome.Buttons[i]
		if b.Label == "" || b.Owner != "" {
			continue // the scenes' buttons are their own test's
		}
		lines, size, room := chrome.ButtonLabel(a.U, b)
		switch {
		case strings.Join(lines, " ") != b.Label:
			out = append(out, fmt.Sprintf("button %s reads %q, not %q", b.Id, strings.Join(lines, " / "), b.Label))
		case size < 11:
			out = append(out, fmt.Sprintf("button %s's %q at %.1f points", b.Id, b.Label, size))
		}
		for _, l := range lines {
			if w := a.U.Width(l, size, true); w > room+0.5 {
				out = append(out, fmt.Sprintf("button %s's %q is %.0f px in %.0f", b.Id, l, w, room))
			}
		}
		if b.R.X < -0.5 || b.R.Y < -0.5 || b.R.X+b.R.W > float64(a.W)+0.5 || b.R.Y+b.R.H > float64(a.H)+0.5 {
			out = append(out, fmt.Sprintf("button %s at %v leaves the %d×%d screen", b.Id, b.R, a.W, a.H))
		}
	}
	title := chrome.PhaseTitle(a.Shown())
	if got, size := chrome.HeaderTitle(a.U, title, chrome.HeaderTitleRoom(a.chrome.Top, s)); got != title || size < 12 {
		out = append(out, fmt.Sprintf("the header reads %q at %.1f points", got, size))
	}
	if a.chrome.Note != "" && a.U.Width(a.chrome.Note, 11, false) > a.chrome.Top.W-24*s {
		out = append(out, fmt.Sprintf("the note %q is wider than the header", a.chrome.Note))
	}
	return out
}
