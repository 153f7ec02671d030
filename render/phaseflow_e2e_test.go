package render

import (
	"slices"
	"strings"
	"testing"

	"kandahar/game"
	"kandahar/render/chrome"
)

// endPhaseSure clicks End Phase, and once more when the first click only
// asked (the mission's gear not bought, phaseflow.go).
func (d *driver) endPhaseSure() {
	d.t.Helper()
	d.clickButton("end-phase")
	asked := false
	d.on(func(a *App) { asked = a.chrome.Confirm == "end-phase" })
	if asked {
		d.clickButton("end-phase")
	}
}

// saysLine reports whether a text on the screen holds every part.
func saysLine(texts []string, parts ...string) bool {
	return slices.ContainsFunc(texts, func(l string) bool {
		for _, p := range parts {
			if !strings.Contains(l, p) {
				return false
			}
		}
		return true
	})
}

// 6.1: ending the purchases with the mission's gear unbought
// but affordable asks first, naming the gear; a click elsewhere drops
// the question; with the gear bought End Phase ends at once.
func TestEndPurchasesAsksForTheMissionsGear(t *testing.T) {
	d := shopDriver(t)
	s := d.state()
	sf := s.MissionShortfall()
	if len(sf.Needs) != 1 || !sf.Affordable {
		t.Fatalf("the test wants a mission lacking one affordable piece: %+v", sf)
	}
	need := sf.Needs[0]
	d.clickButton("end-phase")
	d.idle()
	if s := d.state(); s.Phase != game.PhaseMission {
		t.Fatalf("one click ended the purchases without asking: %s", s.Phase)
	}
	if txt := d.texts(); !saysLine(txt, "The mission needs "+need, "(6.1)") || !slices.ContainsFunc(txt, func(l string) bool { return strings.HasPrefix(l, "Sure?") }) {
		t.Fatalf("no question naming %s, or the button does not ask: %q", need, txt)
	}
	// a click on the map drops the question
	x, y := d.hex(game.Hex{Col: 3, Row: 3})
	d.in.Click(x, y)
	d.script()
	asked := true
	d.on(func(a *App) { asked = a.chrome.Confirm == "end-phase" })
	if asked {
		t.Fatal("the question stayed after a click elsewhere")
	}
	// the gear bought, nothing to ask
	var id string
	d.on(func(a *App) {
		for _, o := range a.chrome.ShopPieces() {
			if o.Needed && o.OK() {
				id = "buy-" + s.Spec(o.Piece).ID
				break
			}
		}
	})
	d.clickButton(id)
	d.idle()
	if sf := d.state().MissionShortfall(); sf.Needs != nil {
		t.Fatalf("bought %s, still lacking %v", id, sf.Needs)
	}
	d.clickButton("end-phase")
	d.idle()
	if s := d.state(); s.Phase != game.PhaseMovement {
		t.Fatalf("with the gear bought one click ends the purchases: %s (%s)", s.Phase, d.app.LastError())
	}
}

// 13.0: a Friendly Combat Phase with no enemy next to a team passes by
// itself: the engine ends it within the player's End Phase, so the log
// holds that one action (a replay makes the pass again), and the log shows
// the line citing the rule.
func TestCombatPhasePassesByItself(t *testing.T) {
	rules := shippedRules(t)
	d := movementDriver(t, rules, campNear(t, rules, 12, 12), nil)
	n := 0
	d.on(func(a *App) { n = len(a.G.Log) })
	d.clickButton("end-phase")
	d.idle()
	s := d.state()
	if s.Phase != game.PhaseSuccess {
		t.Fatalf("the combat phase and the empty enemy phase did not pass: %s (%s)", s.Phase, d.app.LastError())
	}
	var log []game.Action
	d.on(func(a *App) { log = slices.Clone(a.G.Log) })
	if len(log) != n+1 || log[n].Type != game.ActEndPhase {
		t.Fatalf("the player's End Phase is the one action logged: %v", log[n:])
	}
	if !slices.ContainsFunc(d.app.chrome.LogLines, func(l chrome.LogLine) bool { return l.Rule == "13.0" && strings.Contains(l.Text, "passes by itself") }) {
		t.Fatal("no line in the log says the combat phase passed by itself (13.0)")
	}
	// a replay of the log reaches the same game
	var g *game.Game
	d.on(func(a *App) { g = a.G })
	re, err := game.New(g.Rules, g.Scenario, g.Seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, act := range log {
		if _, err := re.Apply(act); err != nil {
			t.Fatalf("replay: %v: %v", act, err)
		}
	}
	if re.State.Phase != s.Phase || re.State.Turn != s.Turn {
		t.Fatalf("the replay is at %s of turn %d, the game at %s of turn %d", re.State.Phase, re.State.Turn, s.Phase, s.Turn)
	}
}
