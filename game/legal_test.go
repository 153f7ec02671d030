package game

import (
	"container/heap"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// The fast LegalActions, Reachable and RandomAction against the plain
// definitions they replaced (kept here as references): every candidate
// filtered through Check, and Dijkstra with a heap into a map. They must
// agree exactly, action for action and path for path, in every position
// of whole random games on the test fixture and on the shipped rules.

// legalActionsReference is LegalActions as first written: every candidate
// is run through Check.
func legalActionsReference(s *State) []Action {
	var cands []Action
	if s.Over {
		return nil
	}
	if s.Pending != nil {
		for i := range s.Pending.Options {
			cands = append(cands, Action{Type: ActChoose, Option: i})
		}
		if s.Pending.Kind == DecSuppression {
			for _, w := range s.Suppressors() {
				for _, e := range s.OnMapOf(KindEnemy) {
					cands = append(cands, Action{Type: ActNominate, Piece: w, Target: e})
				}
			}
		}
		return filterReference(s, cands)
	}
	ids := s.IDs()
	cands = append(cands, Action{Type: ActEndPhase})
	if s.Phase == PhaseSuccess {
		cands = append(cands, Action{Type: ActEndGame})
	}
	cands = append(cands, Action{Type: ActForfeit}, Action{Type: ActEndMove})
	switch s.Phase {
	case PhaseSetup, PhaseMission:
		camps := s.CampHexes()
		for _, id := range ids {
			p, sp := s.P(id), s.Spec(id)
			if p.Place == Available {
				if len(camps) <= 1 || sp.Kind == KindBaseCamp || s.Phase == PhaseSetup {
					cands = append(cands, Action{Type: ActBuy, Piece: id})
				} else {
					for _, c := range camps {
						cands = append(cands, Action{Type: ActBuy, Piece: id, Hex: c})
					}
				}
				cands = append(cands, Action{Type: ActOldStock, Piece: id})
			}
			if sp.Kind == KindBaseCamp {
				if p.Place == Bought || (p.Place == OnMap && s.Phase == PhaseSetup) {
					for _, h := range s.CampSites() {
						cands = append(cands, Action{Type: ActPlaceCamp, Piece: id, Hex: h})
					}
				}
				cands = append(cands, Action{Type: ActMoveCamp, Piece: id})
			}
			if s.SetupStep == SetupDeploy && s.Phase == PhaseSetup {
				for _, c := range camps {
					cands = append(cands, Action{Type: ActDeploy, Piece: id, Hex: c})
				}
			}
		}
	}
	for _, id := range ids {
		p, sp := s.P(id), s.Spec(id)
		if p.Place != OnMap {
			continue
		}
		if sp.Kind == KindGear {
			cands = append(cands, Action{Type: ActCarry, Piece: id, Target: None}, Action{Type: ActSetTrap, Piece: id})
			for _, h := range s.At(p.Hex) {
				cands = append(cands, Action{Type: ActCarry, Piece: id, Target: h})
			}
			if s.Move != nil {
				cands = append(cands, Action{Type: ActDropOff, Piece: id})
			}
		}
		if sp.IsLeader() {
			cands = append(cands, Action{Type: ActCarry, Piece: id, Target: None})
			for _, h := range s.At(p.Hex) {
				cands = append(cands, Action{Type: ActCarry, Piece: id, Target: h})
			}
		}
		if sp.Kind == KindTeam {
			cands = append(cands, Action{Type: ActFirstAid, Piece: id})
		}
		if s.Move != nil && s.IsMover(id) {
			cands = append(cands, Action{Type: ActDropOff, Piece: id})
		}
	}
	if s.Phase == PhaseMovement {
		b := s.rules.Board
		for _, movers := range s.MoveGroups() {
			reach := reachableReference(s, movers)
			// the hexes column by column, as Reachable lists them
			hexes := make([]Hex, 0, len(reach))
			for h := range reach {
				hexes = append(hexes, h)
			}
			slices.SortFunc(hexes, func(x, y Hex) int { return (x.Col*b.Rows + x.Row) - (y.Col*b.Rows + y.Row) })
			for _, h := range hexes {
				a := Action{Type: ActMove, Pieces: movers, Path: reach[h].Path}
				if s.Move != nil {
					a.Pieces = nil
				}
				cands = append(cands, a)
			}
		}
	}
	if s.Phase == PhaseCombat {
		for _, t := range s.OnMapOf(KindTeam) {
			h := s.P(t).Hex
			for _, e := range s.OnMapOf(KindEnemy) {
				cands = append(cands, Action{Type: ActAttack, Hex: h, Target: e})
				if fire := s.IndirectFire(); len(fire) > 0 {
					cands = append(cands, Action{Type: ActAttack, Hex: h, Target: e, Pieces: fire[:1]})
				}
			}
		}
	}
	if s.Phase != PhaseSuccess {
		cands = append(cands, Action{Type: ActEndGame})
	}
	return filterReference(s, cands)
}

func filterReference(s *State, cands []Action) []Action {
	var out []Action
	for _, a := range cands {
		if s.Check(a) == nil {
			out = append(out, a)
		}
	}
	return out
}

// randomActionReference is RandomAction as first written, over a list.
func randomActionReference(legal []Action, phase Phase, rng *rand.Rand) (Action, bool) {
	if len(legal) == 0 {
		return Action{}, false
	}
	byType := map[ActionType][]Action{}
	var types []ActionType
	for _, a := range legal {
		if _, ok := byType[a.Type]; !ok {
			types = append(types, a.Type)
		}
		byType[a.Type] = append(byType[a.Type], a)
	}
	if i := slices.Index(types, ActEndGame); i >= 0 && len(types) > 1 && phase != PhaseSuccess {
		types = slices.Delete(types, i, i+1)
	}
	for {
		t := types[rng.IntN(len(types))]
		if t == ActEndGame && len(types) > 1 && rng.IntN(50) != 0 {
			continue
		}
		as := byType[t]
		return as[rng.IntN(len(as))], true
	}
}

// reachableReference is Reachable as first written: Dijkstra with a heap
// ordered by cost, then by node index, into a map. A node is a hex and,
// for a stack afloat whose boat's bonus stops at the shore (11.1, ruling
// T6), whether its path has gone ashore: the second layer of nodes.
func reachableReference(s *State, movers []PieceID) map[Hex]Reach {
	var start Hex
	left, ashore := 0, 0
	fresh, layered := true, false
	if s.Move != nil && (movers == nil || slices.Equal(movers, s.Move.Movers)) {
		movers, start, left, fresh = s.Move.Movers, s.Move.At, s.MPLeft(), len(s.Move.Path) == 0
		if s.Move.Minimum {
			return map[Hex]Reach{}
		}
		if s.afloat(s.Move.Path) {
			w, l := s.allowances(movers)
			layered, ashore = w != l, l-s.Move.Spent-s.Move.DroppedMinus
			if l < 0 {
				ashore = -1
			}
		}
	} else {
		if s.startCheck(movers) != nil {
			return map[Hex]Reach{}
		}
		start = s.P(movers[0]).Hex
		left, ashore = s.allowances(movers)
		layered = left != ashore
	}
	stack := s.MoveStack(movers)
	enemyList := s.appendEnemyHexes(nil)
	enemies := map[Hex]bool{}
	for _, h := range enemyList {
		enemies[h] = true
	}
	boat := slices.ContainsFunc(stack, func(id PieceID) bool { return s.Spec(id).Has(TagPatrolBoat) })
	b := s.rules.Board
	cost := func(h Hex) int {
		if boat && b.AllWater(h) {
			return 1
		}
		return s.Terrain(h).Cost
	}
	idx := func(h Hex) int { return (h.Col-1)*b.Rows + h.Row - 1 }
	hexes := b.Cols * b.Rows
	hexAt := func(i int) Hex { i %= hexes; return Hex{i/b.Rows + 1, i%b.Rows + 1} }
	n := hexes
	if layered {
		n *= 2
	}
	dist := make([]int32, n)
	prev := make([]int32, n)
	for i := range dist {
		dist[i] = -1
	}
	si := idx(start)
	dist[si] = 0
	pq := &refHeap{{si, 0}}
	for pq.Len() > 0 {
		cur := heap.Pop(pq).(refCost)
		if cur.cost > int(dist[cur.i]) {
			continue
		}
		for _, nb := range hexAt(cur.i).Neighbors() {
			if !b.Contains(nb) || enemies[nb] {
				continue
			}
			ni, limit := idx(nb), left
			if layered && (cur.i >= hexes || !b.AllWater(nb)) {
				ni, limit = ni+hexes, ashore
			}
			c := cur.cost + cost(nb)
			if c > limit {
				continue
			}
			if d := dist[ni]; d < 0 || c < int(d) {
				dist[ni] = int32(c)
				prev[ni] = int32(cur.i)
				heap.Push(pq, refCost{ni, c})
			}
		}
	}
	out := make(map[Hex]Reach)
	for i, d := range dist {
		if d < 0 || i%hexes == si {
			continue
		}
		var path []Hex
		for x := i; x != si; x = int(prev[x]) {
			path = append(path, hexAt(x))
		}
		slices.Reverse(path)
		mp := left - int(d)
		if i >= hexes {
			mp = ashore - int(d)
		}
		// of a hex's two layers, the one leaving more movement (afloat on a tie)
		if old, ok := out[hexAt(i)]; ok && old.MPLeft >= mp {
			continue
		}
		out[hexAt(i)] = Reach{Path: path, Cost: int(d), MPLeft: mp}
	}
	if fresh {
		for _, nb := range b.Neighbors(start) {
			if _, ok := out[nb]; ok || s.enterable(nb, enemyList) != nil {
				continue
			}
			if layered && !b.AllWater(nb) && ashore < 0 {
				continue // a boat alone never goes ashore
			}
			out[nb] = Reach{Path: []Hex{nb}, Cost: cost(nb), Minimum: true}
		}
	}
	return out
}

type refCost struct {
	i    int // index into the board's hexes
	cost int
}

type refHeap []refCost

func (q refHeap) Len() int { return len(q) }
func (q refHeap) Less(i, j int) bool {
	if q[i].cost != q[j].cost {
		return q[i].cost < q[j].cost
	}
	return q[i].i < q[j].i
}
func (q refHeap) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *refHeap) Push(x any)   { *q = append(*q, x.(refCost)) }
func (q *refHeap) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// sameActions compares two action lists, nil and empty alike.
func sameActions(got, want []Action) (int, bool) {
	for i := range max(len(got), len(want)) {
		if i >= len(got) || i >= len(want) || !reflect.DeepEqual(got[i], want[i]) {
			return i, false
		}
	}
	return 0, true
}

// checkAgainstReference compares the fast queries with the references in
// the position s.
func checkAgainstReference(t *testing.T, s *State, where string, seed uint64) {
	t.Helper()
	want := legalActionsReference(s)
	got := s.LegalActions()
	if i, ok := sameActions(got, want); !ok {
		at := func(l []Action) string {
			if i < len(l) {
				return l[i].String()
			}
			return "(end of list)"
		}
		t.Fatalf("%s: LegalActions differs from the reference at %d of %d/%d: got %s, want %s", where, i, len(got), len(want), at(got), at(want))
	}
	a, ok := RandomAction(s, rand.New(rand.NewPCG(seed, 5)))
	ra, rok := randomActionReference(want, s.Phase, rand.New(rand.NewPCG(seed, 5)))
	if ok != rok || !reflect.DeepEqual(a, ra) {
		t.Fatalf("%s: RandomAction chose %v, the reference %v", where, a, ra)
	}
	if s.Phase == PhaseMovement && s.Pending == nil {
		groups := s.MoveGroups()
		if s.Move != nil {
			groups = append(groups, nil) // nil asks for the stack moving now
		}
		for _, movers := range groups {
			checkReachable(t, s, movers, where)
		}
	}
	if s.Phase == PhaseSetup || s.Phase == PhaseMission {
		var ok []Hex
		for _, h := range s.rules.Board.Hexes() {
			if s.CampHexOK(h) == nil {
				ok = append(ok, h)
			}
		}
		if sites := s.CampSites(); !slices.Equal(sites, ok) {
			t.Fatalf("%s: CampSites gives %d hexes, CampHexOK accepts %d", where, len(sites), len(ok))
		}
	}
}

// checkReachable compares Reachable, and a pooled search in memory that
// earlier searches of every kind used and gave back, with the reference.
func checkReachable(t *testing.T, s *State, movers []PieceID, where string) {
	t.Helper()
	want := reachableReference(s, movers)
	checkReach(t, s, s.Reachable(movers), want, movers, where)
	pooled := s.ReachablePooled(movers)
	checkReach(t, s, pooled, want, movers, where+" (pooled)")
	pooled.Release()
}

func checkReach(t *testing.T, s *State, r *Reachability, want map[Hex]Reach, movers []PieceID, where string) {
	t.Helper()
	if r.Len() != len(want) {
		t.Fatalf("%s: movers %v reach %d hexes, the reference %d", where, movers, r.Len(), len(want))
	}
	if h, ok := s.firstStep(movers); ok != (len(want) > 0) || ok && want[h].Path[0] != h {
		t.Fatalf("%s: movers %v: firstStep gives %s, %v with %d hexes in reach", where, movers, h, ok, len(want))
	}
	n := 0
	for h, got := range r.All() {
		n++
		if w, ok := want[h]; !ok || !reflect.DeepEqual(got, w) {
			t.Fatalf("%s: movers %v to %s: got %+v, the reference %+v (%v)", where, movers, h, got, w, ok)
		}
		if at, ok := r.At(h); !ok || !reflect.DeepEqual(at, got) {
			t.Fatalf("%s: At(%s) = %+v, %v; All gave %+v", where, h, at, ok, got)
		}
	}
	for h, got := range r.WithoutPaths() {
		w := want[h]
		if got.Path != nil || got.Cost != w.Cost || got.MPLeft != w.MPLeft || got.Minimum != w.Minimum {
			t.Fatalf("%s: WithoutPaths at %s: %+v, want %+v without the path", where, h, got, w)
		}
	}
	if n != len(want) {
		t.Fatalf("%s: All listed %d hexes, Len says %d", where, n, len(want))
	}
}

// referenceGames plays random games, comparing with the references before
// every action and checking the invariants after it.
func referenceGames(t *testing.T, r *Rules, name string, games int) {
	for seed := uint64(1); seed <= uint64(games); seed++ {
		opts := Options{NewOldStock: seed%2 == 0, Misadventure: seed%3 == 0, WeaponCharacteristics: seed%5 != 0}
		g, err := New(r, &Scenario{Name: name, Options: opts}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 13))
		for step := 0; step < 20000 && !g.State.Over; step++ {
			checkAgainstReference(t, g.State, fmt.Sprintf("%s seed %d step %d (%s)", name, seed, step, g.State.Phase), seed*100000+uint64(step))
			a, ok := RandomAction(g.State, rng)
			if !ok {
				t.Fatalf("%s seed %d: no legal action", name, seed)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s seed %d step %d: %v refused: %v", name, seed, step, a, err)
			}
			if err := g.State.CheckInvariants(); err != nil {
				t.Fatalf("%s seed %d step %d: after %v: %v", name, seed, step, a, err)
			}
		}
	}
}

func TestLegalActionsMatchReference(t *testing.T) {
	games := 24
	if testing.Short() || raceEnabled {
		games = 6
	}
	referenceGames(t, fixtureRules(t), "fixture", games)
}

func TestLegalActionsMatchReferenceShipped(t *testing.T) {
	games := 12
	if testing.Short() || raceEnabled {
		games = 3
	}
	referenceGames(t, scenarioRules(t), "shipped", games)
}

// Reachable agrees with the reference from hexes all over the shipped map,
// for a team on foot, one riding a helicopter (10.5's 31 MP) and one in a
// patrol boat (11.1), with enemy units in the way.
func TestReachableMatchesReferenceShipped(t *testing.T) {
	r := scenarioRules(t)
	s := NewState(r, Options{}, 1)
	byID := func(specID string) PieceID {
		for i := range s.Pieces {
			if r.Mix.Specs[s.Pieces[i].Spec].ID == specID {
				return PieceID(i + 1)
			}
		}
		t.Fatalf("no %s in the shipped counters", specID)
		return None
	}
	for i := range s.Pieces {
		if s.Pieces[i].Place == OnTrack {
			s.Pieces[i].Place = InCup
		}
	}
	s.Phase = PhaseMovement
	team := byID("a-team-1")
	var vehicles []PieceID
	for i := range s.Pieces {
		sp := &r.Mix.Specs[s.Pieces[i].Spec]
		if sp.Has(TagHelicopter) && sp.MoveType == MovePlus || sp.Has(TagPatrolBoat) && sp.MoveType == MovePlus {
			vehicles = append(vehicles, PieceID(i+1))
		}
	}
	if len(vehicles) == 0 {
		t.Fatal("no helicopter or patrol boat in the shipped counters")
	}
	enemies := s.InCup(KindEnemy)[:6]
	for k, e := range enemies {
		put(s, e, Hex{3 + 4*k, 5 + 5*k})
	}
	step := 5
	if testing.Short() || raceEnabled {
		step = 23
	}
	hexes := r.Board.Hexes()
	for i := 0; i < len(hexes); i += step {
		h := hexes[i]
		for _, v := range append([]PieceID{None}, vehicles...) {
			put(s, team, h)
			for _, w := range vehicles {
				s.P(w).Place, s.P(w).Hex, s.P(w).Carrier = Available, NoHex, None
			}
			if v != None {
				put(s, v, h)
				carry(s, v, team)
			}
			checkReachable(t, s, []PieceID{team}, "from "+h.String()+" with "+s.Name(v))
		}
	}
}
