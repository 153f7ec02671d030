package render

import (
	"math"
	"testing"

	"kandahar/assets"
	"kandahar/game"
)

// shippedRules are the game's own map, chart and counters.
func shippedRules(t *testing.T) *game.Rules {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	return rules
}

// newGameDriver opens the window on a new standard game of the shipped
// rules, its events played.
func newGameDriver(t *testing.T, seed uint64) *driver {
	t.Helper()
	g, err := game.New(shippedRules(t), nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, g)
	d.idle()
	return d
}

// campNear is the legal base camp site (3.1) nearest the column and row
// given, as a throwaway game at its camp step finds them.
func campNear(t *testing.T, rules *game.Rules, col, row int) game.Hex {
	t.Helper()
	probe, err := game.New(rules, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := probe.Apply(game.Action{Type: game.ActEndPhase}); err != nil {
		t.Fatal(err)
	}
	camp, best := game.NoHex, math.Inf(1)
	for _, h := range probe.State.CampSites() {
		if d := math.Hypot(float64(h.Col-col), float64(h.Row-row)); d < best {
			best, camp = d, h
		}
	}
	if camp == game.NoHex {
		t.Fatal("no camp site on the map")
	}
	return camp
}

// movementDriver opens the window on a game of the shipped rules with a
// base camp at camp, the scenario's scripted dice and its extra pieces,
// and ends the set-up and the mission's purchases with the End Phase
// button, so that the first Friendly Movement Phase is on.
func movementDriver(t *testing.T, rules *game.Rules, camp game.Hex, dice []int, extra ...game.ScenarioPiece) *driver {
	t.Helper()
	sc := &game.Scenario{Name: "Test", Dice: dice, Pieces: append([]game.ScenarioPiece{{ID: "camp-1", Hex: camp}}, extra...)}
	g, err := game.New(rules, sc, 5)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, g)
	for range 3 { // set-up purchases, camps, then the mission's purchases
		d.idle()
		d.endPhaseSure()
	}
	d.idle()
	if s := d.state(); s.Phase != game.PhaseMovement {
		t.Fatalf("not in the movement phase: %s (%s)", s.Phase, d.app.LastError())
	}
	return d
}

// moveTeamOneHex moves the first team on the map one hex (the first such
// hex by name, for a fixed game) and ends its move: the noise check follows.
func (d *driver) moveTeamOneHex() game.PieceID {
	d.t.Helper()
	s := d.state()
	team := s.OnMapOf(game.KindTeam)[0]
	var dest game.Hex
	for h, r := range s.Reachable([]game.PieceID{team}).All() {
		if len(r.Path) == 1 && !r.Minimum && (dest == game.NoHex || h.String() < dest.String()) {
			dest = h
		}
	}
	d.on(func(a *App) {
		a.do(game.Action{Type: game.ActMove, Pieces: []game.PieceID{team}, Path: []game.Hex{dest}})
		a.do(game.Action{Type: game.ActEndMove})
	})
	return team
}

// escapeQuestionDriver moves a team a hex from its camp and ends the
// move; the noise d10 shows 1, so the team is detected and the escape
// question (12.3) waits for the player.
func escapeQuestionDriver(t *testing.T) (d *driver, team game.PieceID, camp game.Hex) {
	t.Helper()
	rules := shippedRules(t)
	camp = campNear(t, rules, 8, 26)
	// a 6 places the mission, the noise d10 shows 1: always detected
	d = movementDriver(t, rules, camp, []int{6, 1})
	team = d.moveTeamOneHex()
	d.idle()
	if p := d.state().Pending; p == nil || p.Kind != game.DecEscape || len(p.Options) < 2 {
		t.Fatalf("no escape question after a detected move: %+v", p)
	}
	return d, team, camp
}
