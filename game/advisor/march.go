package advisor

import (
	"slices"

	"kandahar/game"
)

// march is the Friendly Movement Phase: detected teams run for a base
// camp first; then one team, with the gear the mission needs, walks
// towards it. Everyone else stays put, since a team that does not move
// makes no noise (12.0). pl is the mission's plan (missionPlan).
func march(s *game.State, pl plan) game.Action {
	for _, t := range s.OnMapOf(game.KindTeam) {
		if p := s.P(t); p.Moved || !p.Detected || s.CampAt(p.Hex) {
			continue
		}
		if a, ok := lastDash(s, t, pl); ok {
			return a
		}
		if c, _, ok := nearestCamp(s, s.P(t).Hex); ok {
			if m := rankMoves(s, t, c, false); len(m) > 0 && m[0].hex != game.NoHex {
				return m[0].action(t)
			}
		}
	}
	if a, ok := strike(s, pl); ok {
		return a
	}
	return endPhase
}

// lastDash takes a detected team hauling everything the mission needs
// straight to it, if it can get there this move.
func lastDash(s *game.State, t game.PieceID, pl plan) (game.Action, bool) {
	if s.Mission == game.None || !pl.ok || len(pl.buy) > 0 || len(missing(s, t, pl.have)) > 0 {
		return game.Action{}, false
	}
	r := s.ReachablePooled([]game.PieceID{t})
	re, ok := r.At(pl.hex)
	r.Release()
	if !ok {
		return game.Action{}, false
	}
	return game.Action{Type: game.ActMove, Pieces: []game.PieceID{t}, Path: re.Path}, true
}

// strike sends the team best placed for the mission: it picks up the gear
// it lacks where it stands, leaves what the mission does not need in camp
// (it only makes noise and slows it), then moves to the mission or to the
// gear it still lacks.
func strike(s *game.State, pl plan) (game.Action, bool) {
	t, target, ok := striker(s, pl)
	if !ok {
		return game.Action{}, false
	}
	if a, ok := packKit(s, t, pl); ok {
		return a, true
	}
	m := rankMoves(s, t, target, target == s.P(s.Mission).Hex)
	if len(m) == 0 || m[0].hex == game.NoHex {
		return game.Action{}, false
	}
	return m[0].action(t), true
}

// striker is the team nearest to doing the mission (its walk to the gear
// it lacks, then to the mission) and where it goes next.
func striker(s *game.State, pl plan) (game.PieceID, game.Hex, bool) {
	if s.Mission == game.None {
		return game.None, game.NoHex, false
	}
	if !pl.ok || len(pl.buy) > 0 {
		return game.None, game.NoHex, false
	}
	// a team already hauling some of the gear is the one to go on
	teams := s.OnMapOf(game.KindTeam)
	for _, t := range teams {
		if len(missing(s, t, pl.have)) < len(pl.have) {
			teams = []game.PieceID{t}
			break
		}
	}
	best, bestD, bestTarget := game.None, 1<<30, game.NoHex
	for _, t := range teams {
		p := s.P(t)
		if p.Moved || p.Detected && !s.CampAt(p.Hex) {
			continue
		}
		at, d, target := p.Hex, 0, pl.hex
		for _, g := range missing(s, t, pl.have) {
			if gh := s.P(g).Hex; gh != p.Hex {
				d += game.Distance(at, gh)
				if target == pl.hex {
					target = gh // fetch the first piece first
				}
				at = gh
			}
		}
		d += game.Distance(at, pl.hex)
		// a quieter team is worth a longer walk: count its chance of
		// being heard at each stop
		noise := 0
		for _, id := range s.MoveStack([]game.PieceID{t}) {
			noise += s.NoiseValue(id)
		}
		d = (d + 3) * game.DetectionChance(noise)
		if d < bestD {
			best, bestD, bestTarget = t, d, target
		}
	}
	return best, bestTarget, best != game.None
}

// missing is the plan's gear the team does not haul.
func missing(s *game.State, team game.PieceID, need []game.PieceID) []game.PieceID {
	stack := s.MoveStack([]game.PieceID{team})
	var out []game.PieceID
	for _, g := range need {
		if !contains(stack, g) {
			out = append(out, g)
		}
	}
	return out
}

// packKit has the team pick up the mission's gear lying in its hex and,
// in a base camp, put down anything else it hauls.
func packKit(s *game.State, t game.PieceID, pl plan) (game.Action, bool) {
	h := s.P(t).Hex
	plan := pl.have
	need := slices.Clone(plan)
	stack := s.MoveStack([]game.PieceID{t})
	noise := 0
	for _, id := range stack {
		noise += s.NoiseValue(id)
	}
	gear := s.GearAt(h)
	// under 17.0 the weapons go along next, to pass the misadventure roll
	if s.Options.Misadventure {
		for _, g := range gear {
			if contains(fireGear, s.Spec(g).Name) {
				need = append(need, g)
			}
		}
	}
	// quiet gear lying here goes along too, while it takes noise off, in
	// quietGear's order: the cheap raft first, since gear is lost with
	// every escape (12.3)
	for _, name := range quietGear {
		for _, g := range gear {
			if s.Spec(g).Name == name && quieter(s, t, g, stack, noise) {
				need = append(need, g)
			}
		}
	}
	if s.CampAt(h) {
		for _, g := range stack {
			if s.P(g).Carrier == t && s.Spec(g).Kind == game.KindGear && !contains(need, g) {
				if a := (game.Action{Type: game.ActCarry, Piece: g}); s.Check(a) == nil {
					return a, true
				}
			}
		}
	}
	for _, g := range need {
		// in a base camp a team may hold more than it can haul (9.3):
		// pick up only what it can take out
		if s.Load(t) >= s.Portage(t) && !s.Spec(g).IsVehicle() {
			continue
		}
		if c := s.P(g).Carrier; c != game.None && c != t && !contains(plan, g) {
			continue // extras another team hauls stay with it
		}
		if s.P(g).Hex == h && !contains(stack, g) {
			if a := (game.Action{Type: game.ActCarry, Piece: g, Target: t}); s.Check(a) == nil {
				return a, true
			}
		}
	}
	return game.Action{}, false
}

// move is a hex a team could move to and what the greedy player thinks
// of ending its move there (lower is better). NoHex is staying put.
type move struct {
	hex  game.Hex
	cost float64
	path []game.Hex
}

func (m move) action(team game.PieceID) game.Action {
	if m.hex == game.NoHex {
		return endPhase
	}
	return game.Action{Type: game.ActMove, Pieces: []game.PieceID{team}, Path: m.path}
}

// rankMoves scores every hex the team can reach on its way to target
// and keeps the best few, best first, with staying put last. The score is
// the expected number of detections still to come: the chance of being
// heard where the move ends (its noise, 12.0-12.2), plus, for each turn
// still needed, the chance of a quiet hex; a hex next to an enemy unit
// counts as a sure attack. Reaching the mission with its gear beats
// anything.
func rankMoves(s *game.State, team game.PieceID, target game.Hex, accomplish bool) []move {
	const keep = 4
	from := s.P(team).Hex
	movers := []game.PieceID{team}
	noise := 0
	stack := s.MoveStack(movers)
	for _, id := range stack {
		noise += s.NoiseValue(id)
	}
	mp := max(s.AllowanceMP(movers), 1)
	// one pass over the pieces: enemy units, camps, and the noise of the
	// SF pieces already in a hex (12.0 hears the whole hex)
	var enemies, camps []game.Hex
	type hexNoise struct {
		hex   game.Hex
		noise int
	}
	var others []hexNoise
	for i := range s.Pieces {
		id := game.PieceID(i + 1)
		p := &s.Pieces[i]
		if p.Place != game.OnMap {
			continue
		}
		switch k := s.Spec(id).Kind; {
		case k == game.KindEnemy:
			enemies = append(enemies, p.Hex)
		case k == game.KindBaseCamp:
			camps = append(camps, p.Hex)
		case s.IsSF(id) && !contains(stack, id):
			others = append(others, hexNoise{p.Hex, s.NoiseValue(id)})
		}
	}
	quiet := float64(game.DetectionChance(noise)) / 10
	// turns: about 1.5 MP a hex over mixed ground
	turns := func(h game.Hex) float64 {
		return float64(game.Distance(h, target)) * 1.5 / float64(mp)
	}
	danger := func(h game.Hex) float64 {
		for _, e := range enemies {
			if game.Distance(e, h) <= 1 {
				return 1
			}
		}
		return 0
	}
	best := make([]move, 0, keep+1)
	r := s.ReachablePooled(movers)
	defer r.Release()
	for h := range r.WithoutPaths() {
		tn := s.Terrain(h).Noise
		if tn > 0 && game.Distance(from, h) == 1 {
			tn = 0 // one hex is a stealthy move (12.2)
		}
		n := noise + tn
		for _, o := range others {
			if o.hex == h {
				n += o.noise
			}
		}
		heard := float64(game.DetectionChance(n)) / 10
		if slices.Contains(camps, h) {
			heard = 0 // no noise check in a base camp (12.10)
		}
		c := heard + quiet*turns(h) + danger(h) + 0.01*float64(game.Distance(h, target))
		if accomplish && h == target {
			c -= 10
		}
		if len(best) == keep && c >= best[keep-1].cost {
			continue
		}
		// insert after any equal score: the first hex found keeps its place
		i := len(best)
		for i > 0 && best[i-1].cost > c {
			i--
		}
		best = slices.Insert(best, i, move{hex: h, cost: c})
		if len(best) > keep {
			best = best[:keep]
		}
	}
	for i := range best {
		re, _ := r.At(best[i].hex)
		best[i].path = re.Path
	}
	// staying put comes last: a team that waits for a quieter way finds
	// the same ground next turn
	return append(best, move{hex: game.NoHex, cost: 100 + danger(from)})
}

// quieter reports whether hauling g lowers the team's chance of being
// heard (below a noise of 1 a d10 of 1 detects anyway, 12.0), or is the
// raft, which also adds to its movement (10.4).
func quieter(s *game.State, t, g game.PieceID, stack []game.PieceID, noise int) bool {
	if contains(stack, g) {
		return true
	}
	return s.NoiseValue(g) < 0 && noise > 1 || s.Spec(g).IsVehicle() && s.Check(game.Action{Type: game.ActCarry, Piece: g, Target: t}) == nil
}
