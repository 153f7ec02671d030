package render

import (
	"testing"

	"kandahar/game"
	"kandahar/render/ui"
)

// Hauling re-sorts the stack on the map, not the inspector: the
// row under the pointer is the same piece after the haul, and every other
// row keeps its place.
func TestInspectorRowsStayPutAfterHaul(t *testing.T) {
	rules := shippedRules(t)
	camp := campNear(t, rules, 12, 12)
	d := movementDriver(t, rules, camp, nil,
		game.ScenarioPiece{ID: "tools", Hex: camp}, game.ScenarioPiece{ID: "m249", Hex: camp}, game.ScenarioPiece{ID: "medkit", Hex: camp})
	s := d.state()
	team, tools, m249 := pieceBySpec(s, "a-team-1"), pieceBySpec(s, "tools"), pieceBySpec(s, "m249")
	d.look(camp)
	cx, cy := d.hex(camp)
	d.in.Click(cx, cy) // pin the camp hex in the inspector
	d.script()
	rows := func() map[game.PieceID]ui.Rect {
		out := map[game.PieceID]ui.Rect{}
		d.on(func(a *App) {
			for _, r := range a.chrome.Rows {
				out[r.Id] = r.R
			}
		})
		return out
	}
	before := rows()
	for _, g := range []game.PieceID{tools, m249} {
		gx, gy := d.row(g)
		tx, ty := d.row(team)
		d.in.Drag(gx, gy, tx, ty, false)
		d.script()
		d.idle()
		if s := d.state(); s.P(g).Carrier != team {
			t.Fatalf("%s not hauled by the team: %s", s.Name(g), d.app.LastError())
		}
		var under game.PieceID
		d.on(func(a *App) {
			if r := a.chrome.RowAt(float64(tx), float64(ty)); r != nil {
				under = r.Id
			}
		})
		if under != team {
			t.Fatalf("after hauling %s the row under the pointer is %d, want the team %d", s.Name(g), under, team)
		}
		for id, r := range rows() {
			if old, ok := before[id]; ok && old != r {
				t.Errorf("after hauling %s, the row of %s moved from %v to %v", s.Name(g), s.Name(id), old, r)
			}
		}
	}
}
