package paper

import "kandahar/game"

// BusyScenario is a crowded board: every team, leader and piece of gear
// in stacks across the middle of the map and a score of enemy units
// around them. The window's frame bench (-bench-frames) and the export's
// figures are measured on it, and the tests draw it.
func BusyScenario(r *game.Rules) *game.Scenario {
	sc := &game.Scenario{Name: "Benchmark: a busy board"}
	b := r.Board
	var land []game.Hex
	for _, h := range b.Hexes() {
		if !b.AllWater(h) && h.Col > 3 && h.Col < b.Cols-2 && h.Row > 4 && h.Row < b.Rows-4 {
			land = append(land, h)
		}
	}
	if len(land) == 0 {
		return sc
	}
	used := map[string]bool{}
	// gear with an enemy unit and no team is no position a game reaches
	// (the gear would have been claimed or eliminated): an enemy goes to
	// the next land hex that holds no team-less stack
	teamAt, ownAt := map[game.Hex]bool{}, map[game.Hex]bool{}
	var enemies []game.Spec
	i := 0
	for _, sp := range r.Mix.Specs {
		if used[sp.ID] {
			continue
		}
		switch sp.Kind {
		case game.KindTeam, game.KindCommander, game.KindOfficer, game.KindGear, game.KindBaseCamp:
			if sp.Has(game.TagOldStock) {
				continue
			}
			h := land[(i/4*37)%len(land)]
			sc.Pieces = append(sc.Pieces, game.ScenarioPiece{ID: sp.ID, Hex: h})
			ownAt[h], teamAt[h] = true, teamAt[h] || sp.Kind == game.KindTeam
			i++
		case game.KindEnemy:
			if len(enemies) < 24 {
				enemies = append(enemies, sp)
			}
		default:
			continue
		}
		used[sp.ID] = true
	}
	for e, sp := range enemies {
		k := (e*53 + 11) % len(land)
		for n := 0; n < len(land) && ownAt[land[k]] && !teamAt[land[k]]; n++ {
			k = (k + 1) % len(land)
		}
		sc.Pieces = append(sc.Pieces, game.ScenarioPiece{ID: sp.ID, Hex: land[k]})
	}
	return sc
}
