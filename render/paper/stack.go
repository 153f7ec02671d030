package paper

import (
	"sort"

	"kandahar/game"
)

// The stacks on the map, in the order both the window and the print
// export draw them: bases at the bottom, enemies on top, so a glance at a
// hex shows the threat first; and the stacks from north to south, so a
// stack's shadow falls on the one below it.

// Stack is the pieces drawn in one hex, bottom to top.
type Stack struct {
	Hex    game.Hex
	Pieces []game.PieceID
}

// StackRank is a piece's layer in its stack: the lower, the nearer the
// map.
func StackRank(s *game.State, id game.PieceID) int {
	sp := s.Spec(id)
	switch sp.Kind {
	case game.KindBaseCamp:
		return 0
	case game.KindMission:
		return 1
	case game.KindGear:
		if sp.IsVehicle() {
			return 4
		}
		if s.P(id).Carrier == game.None {
			return 2
		}
		return 3
	case game.KindCommander, game.KindOfficer:
		return 5
	case game.KindTeam:
		return 6
	case game.KindEnemy:
		return 7
	}
	return 8
}

// OnMap says where each piece of s is drawn: its hex, if it is on the
// map (Stacks' where for a state as it stands).
func OnMap(s *game.State) func(game.PieceID) (game.Hex, bool) {
	return func(id game.PieceID) (game.Hex, bool) {
		p := s.P(id)
		return p.Hex, p.Place == game.OnMap
	}
}

// Stacks gathers the pieces of s into stacks, each bottom to top (by
// StackRank, then by id), the stacks by row, then by column. where says
// in which hex a piece is drawn, and whether it is drawn at all (a window
// holds back the pieces an animation has not yet moved). The stacks are
// appended to out[:0].
func Stacks(s *game.State, where func(game.PieceID) (game.Hex, bool), out []Stack) []Stack {
	by := map[game.Hex][]game.PieceID{}
	for _, id := range s.IDs() {
		if h, ok := where(id); ok {
			by[h] = append(by[h], id)
		}
	}
	out = out[:0]
	for h, ids := range by {
		sort.SliceStable(ids, func(i, j int) bool {
			ri, rj := StackRank(s, ids[i]), StackRank(s, ids[j])
			if ri != rj {
				return ri < rj
			}
			return ids[i] < ids[j]
		})
		out = append(out, Stack{Hex: h, Pieces: ids})
	}
	sort.Slice(out, func(i, j int) bool {
		hi, hj := out[i].Hex, out[j].Hex
		if hi.Row != hj.Row {
			return hi.Row < hj.Row
		}
		return hi.Col < hj.Col
	})
	return out
}

// CounterScale is a counter's side for hexes of radius 1: a counter
// leaves a little of its hex showing.
const CounterScale = 1.28

// StackShown is how many counters of a stack are drawn; the others are
// under them and counted by the badge.
const StackShown = 4

// CounterAt is the top-left corner of the k-th counter (0 at the bottom)
// of a stack of n in the hex centred at ctr, counters of side S: each
// counter sits a little up and to the right of the one below it, and the
// whole shown stack is centred on the hex. A counter under the shown ones
// is drawn where the bottom shown one is.
func CounterAt(ctr Pt, S float64, n, k int) Pt {
	shown := min(n, StackShown)
	k = max(0, k-(n-shown))
	off := S * 0.07
	return Pt{ctr.X - S/2 + float64(k)*off - float64(shown-1)*off/2, ctr.Y - S/2 - float64(k)*off + float64(shown-1)*off/2}
}

// StackBounds is the square that holds a stack of n counters of side S
// in the hex centred at ctr, from the bottom shown counter to the top one.
func StackBounds(ctr Pt, S float64, n int) (x0, y0, x1, y1 float64) {
	lo, hi := CounterAt(ctr, S, n, 0), CounterAt(ctr, S, n, n-1)
	return lo.X, hi.Y, hi.X + S, lo.Y + S
}
