package render

import (
	"testing"

	"kandahar/game"
)

// Riding a vehicle (10.4): the UH-60's row in the hex inspector
// dropped on the team's row makes the team ride it, and the stack then
// goes farther than the team alone could walk.
func TestRideVehicleByDrag(t *testing.T) {
	rules := shippedRules(t)
	camp := campNear(t, rules, 12, 18)
	d := movementDriver(t, rules, camp, []int{6, 10}, game.ScenarioPiece{ID: "uh60", Hex: camp})
	s := d.state()
	var team, heli game.PieceID
	for _, id := range s.At(camp) {
		switch sp := s.Spec(id); {
		case sp.Kind == game.KindTeam && team == game.None:
			team = id
		case sp.ID == "uh60":
			heli = id
		}
	}
	if team == game.None || heli == game.None {
		t.Fatalf("no team and UH-60 at the camp %s: %v", camp, s.At(camp))
	}
	walk, _ := s.Allowance([]game.PieceID{team})
	d.look(camp)
	d.on(func(a *App) { a.board.SelHex = camp })
	d.waitFrames(3)
	hx, hy := d.row(heli)
	tx, ty := d.row(team)
	d.in.Drag(hx, hy, tx, ty, false)
	d.script()
	d.idle()
	s = d.state()
	if s.P(heli).Carrier != team {
		t.Fatalf("the UH-60 dropped on the team is carried by %d, want the team %d (%s)", s.P(heli).Carrier, team, d.app.LastError())
	}
	ride, _ := s.Allowance([]game.PieceID{team})
	if ride != walk+30 {
		t.Fatalf("riding the UH-60 the team has %d MP, want %d+30", ride, walk)
	}
	// somewhere the team could not walk to, on the screen
	var dest game.Hex
	d.on(func(a *App) {
		for h, r := range s.Reachable([]game.PieceID{team}).All() {
			// beyond walking range, with room to spare
			p := a.board.ToScreen(a.board.Lay.Center(h))
			if r.Cost <= walk || r.Minimum || !a.MapView.Grow(-60).In(p.X, p.Y) {
				continue
			}
			if dest == game.NoHex || h.String() < dest.String() {
				dest = h
			}
		}
	})
	if dest == game.NoHex {
		t.Fatal("no hex beyond walking range is on the screen")
	}
	// the team's row, dragged to the map, moves the team alone with what
	// it hauls (the other team at the camp walks at 4)
	x, y := d.row(team)
	dx, dy := d.hex(dest)
	d.in.Drag(x, y, dx, dy, false)
	d.script()
	d.idle()
	if s = d.state(); s.P(team).Hex != dest || s.P(heli).Hex != dest {
		t.Fatalf("the team is at %s and the UH-60 at %s, want both at %s, beyond the team's %d MP (%s)", s.P(team).Hex, s.P(heli).Hex, dest, walk, d.app.LastError())
	}
}
