package game

import (
	"iter"
	"math/bits"
	"slices"
	"sync"
)

// Reach is one hex a stack can get to: the cheapest path and what is left.
type Reach struct {
	Path   []Hex
	Cost   int
	MPLeft int
	// Minimum marks a hex reachable only by a minimum move (10.8).
	Minimum bool
}

// Reachability is every hex a stack can still enter this move, with the
// cheapest way there: what Reachable returns. It keeps the search's arrays
// (cost and previous hex by hex index) and builds a path only when asked,
// so finding the reach of a helicopter across the whole map costs no more
// than the search itself. A nil Reachability is empty. It is not changed
// by later moves: ask again after the state changes.
type Reachability struct {
	g     *boardCache
	start int32
	left  int
	n     int
	// ashore is the movement left for a path that has gone ashore when the
	// search has two layers (a stack afloat with a boat, 11.1, ruling T6):
	// nodes 0..hexes-1 are paths still on the river, the next hexes nodes
	// paths that entered land. hexes is the map's size; layers 1 or 2.
	ashore, hexes int32
	layers        int32
	// dist is the cost of the cheapest path to each hex, -1 where the
	// stack cannot go (and at its own hex); prev the hex before it on that
	// path, or minimumMove for a hex entered by a minimum move (10.8).
	dist, prev []int32
	// hexIdx lists the hexes reached, by index in increasing order: the
	// search touches only these (a team's reach is a few dozen hexes of
	// the map's hundreds), so nothing walks the whole map.
	hexIdx []int32
	// touched are the nodes whose dist the search wrote, to put back to
	// unreached when pooled memory is released.
	touched []int32
	// scratch is the pooled memory of an internal search, or nil.
	scratch *reachScratch
}

const (
	unreached   = -1
	minimumMove = -2 // prev of a hex only a minimum move reaches
	enemyHeld   = -3 // dist of a hex enemy units hold, during the search
)

// reachScratch is the memory of a search's result, pooled for the
// searches the legal action listing makes and throws away (a random game
// makes thousands). Every entry of dist is unreached while it is in the
// pool: release puts back the few a search wrote, so the next search
// need not clear the whole map.
type reachScratch struct {
	dist, prev      []int32
	hexIdx, touched []int32
}

var reachPool = sync.Pool{New: func() any { return new(reachScratch) }}

// bucketPool holds the bucket queues of searches, which no result keeps.
var bucketPool = sync.Pool{New: func() any { return new([][]int32) }}

// release gives an internal search's memory back; r is empty after.
func (r *Reachability) release() {
	if r == nil || r.scratch == nil {
		return
	}
	sc := r.scratch
	for _, u := range r.touched {
		sc.dist[u] = unreached
	}
	sc.hexIdx, sc.touched = r.hexIdx[:0], r.touched[:0]
	reachPool.Put(sc)
	*r = Reachability{}
}

// Reachable finds every hex the stack can still enter this move and the
// cheapest path there (10.1, 10.3, 10.7, 10.8, 11.1). Movers are the pieces
// that would start a new move, or nil for the stack moving now. Among paths
// of equal cost the one found first is kept, searching hexes in order of
// cost and then of index, so the same position always gives the same paths.
func (s *State) Reachable(movers []PieceID) *Reachability {
	return s.reachable(movers, nil)
}

// reachable is Reachable, in pooled memory when sc is not nil.
func (s *State) reachable(movers []PieceID, sc *reachScratch) *Reachability {
	m, ok := s.reachStart(movers)
	if !ok {
		if sc != nil {
			reachPool.Put(sc)
		}
		return nil
	}
	g, left := m.g, m.left
	hexes := g.n
	layers := 1
	if m.layered {
		layers = 2
	}
	n := hexes * layers
	nb := int32(max(g.maxCost, 1)) + 1
	var dist, prev, hexIdx, touched []int32
	if sc != nil {
		hexIdx, touched = sc.hexIdx[:0], sc.touched[:0]
	}
	if sc != nil && cap(sc.dist) >= n {
		dist, prev = sc.dist[:n], sc.prev[:n]
	} else {
		dist, prev = make([]int32, n), make([]int32, n)
		for i := range dist {
			dist[i] = unreached
		}
		if sc != nil {
			sc.dist, sc.prev = dist, prev
		}
	}
	bp := bucketPool.Get().(*[][]int32)
	for len(*bp) < int(nb) {
		*bp = append(*bp, make([]int32, 0, 64))
	}
	buckets := (*bp)[:nb]
	for i := range buckets {
		buckets[i] = buckets[i][:0]
	}
	defer bucketPool.Put(bp)
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Place == OnMap && s.rules.Mix.Specs[p.Spec].Kind == KindEnemy && g.contains(p.Hex) {
			for l := range layers {
				v := int32(l*hexes) + g.index(p.Hex)
				if dist[v] == unreached {
					touched = append(touched, v)
				}
				dist[v] = enemyHeld
			}
		}
	}
	si := m.start
	if dist[si] == unreached {
		touched = append(touched, si)
	}
	dist[si] = 0

	// Dijkstra with a bucket queue: every entry cost is at least 1 and at
	// most maxCost, so maxCost+1 buckets used in a ring hold every node
	// still to settle. Each bucket is settled in index order, the order in
	// which a heap ordered by (cost, index) would pop it. With two layers a
	// node is a hex and whether the path to it has gone ashore; the layer
	// decides the movement it may spend (afloat: left, ashore: m.ashore).
	h32 := int32(hexes)
	buckets[0] = append(buckets[0], si)
	pending := 1
	for cur := int32(0); pending > 0; cur++ {
		q := buckets[cur%nb]
		if len(q) == 0 {
			continue
		}
		slices.Sort(q)
		for _, u := range q {
			pending--
			if dist[u] != cur {
				continue // reached more cheaply since it was queued
			}
			i, ashore := u, false
			if u >= h32 {
				i, ashore = u-h32, true
			}
			for _, j := range g.nb[i] {
				if j < 0 {
					continue
				}
				v, limit := j, left
				if m.layered && (ashore || !g.water[j]) {
					v, limit = j+h32, m.ashore
				}
				d := dist[v]
				if d == enemyHeld {
					continue
				}
				c := cur + m.cost(j)
				if int(c) > limit {
					continue
				}
				if d < 0 || c < d {
					if d == unreached {
						touched = append(touched, v)
					}
					dist[v], prev[v] = c, u
					buckets[c%nb] = append(buckets[c%nb], v)
					pending++
				}
			}
		}
		buckets[cur%nb] = q[:0]
	}
	copy(*bp, buckets) // keep what the buckets grew to
	r := &Reachability{g: g, start: si, left: left, dist: dist, prev: prev, scratch: sc,
		ashore: int32(m.ashore), hexes: h32, layers: int32(layers)}
	if m.fresh {
		// 10.8: a stack that has not moved may always enter one hex
		for _, j := range g.nb[si] {
			if j < 0 || r.node(j) >= 0 || dist[j] == enemyHeld {
				continue
			}
			v := j
			switch {
			case !m.layered || g.water[j]:
			case m.ashore >= 0:
				v = j + h32
			default:
				continue
			}
			if dist[v] == unreached {
				touched = append(touched, v)
			}
			dist[v], prev[v] = m.cost(j), minimumMove
		}
	}
	dist[si] = unreached
	if m.layered {
		dist[si+h32] = unreached
	}
	// the hexes reached, in index order: marked in a bitmap and read back
	// word by word, which on a map of up to 2,048 hexes beats sorting
	var marks [32]uint64
	small := hexes <= 64*len(marks)
	for _, u := range touched {
		switch {
		case dist[u] == enemyHeld:
			dist[u] = unreached
		case dist[u] < 0:
		case small:
			i := u % h32
			marks[i/64] |= 1 << (i % 64)
		default:
			hexIdx = append(hexIdx, u%h32)
		}
	}
	if small {
		for w, b := range marks[:(hexes+63)/64] {
			for ; b != 0; b &= b - 1 {
				hexIdx = append(hexIdx, int32(w*64+bits.TrailingZeros64(b)))
			}
		}
	} else {
		slices.Sort(hexIdx)
		hexIdx = slices.Compact(hexIdx) // a hex reached in both layers
	}
	r.hexIdx, r.touched, r.n = hexIdx, touched, len(hexIdx)
	if sc != nil {
		sc.hexIdx, sc.touched = hexIdx, touched // keep what they grew to
	}
	return r
}

// node is the search node that gives the way to hex i: the one of its two
// layers that leaves more movement (afloat on a tie), or -1.
func (r *Reachability) node(i int32) int32 {
	if r.layers == 1 {
		if r.dist[i] >= 0 {
			return i
		}
		return -1
	}
	w, l := r.dist[i], r.dist[i+r.hexes]
	switch {
	case w >= 0 && (l < 0 || r.mpLeft(i) >= r.mpLeft(i+r.hexes)):
		return i
	case l >= 0:
		return i + r.hexes
	}
	return -1
}

// mpLeft is the movement left at the end of the path to node u.
func (r *Reachability) mpLeft(u int32) int {
	if u >= r.hexes {
		return int(r.ashore) - int(r.dist[u])
	}
	return r.left - int(r.dist[u])
}

// reachMove is what a search for a stack's reach starts from.
type reachMove struct {
	g     *boardCache
	start int32
	left  int  // movement left
	fresh bool // not yet moved: a minimum move is open (10.8)
	boat  bool // a patrol boat rides along (11.1)
	// layered: afloat with a boat whose bonus stops at the shore; ashore
	// is then what is left for a path that goes ashore, -1 if none may.
	layered bool
	ashore  int
}

func (m *reachMove) cost(i int32) int32 {
	if m.boat && m.g.water[i] {
		return 1
	}
	return m.g.cost[i]
}

// reachStart works out where and with how much movement a search starts,
// or false when the stack cannot move at all.
func (s *State) reachStart(movers []PieceID) (reachMove, bool) {
	var start Hex
	m := reachMove{fresh: true}
	// any listing of the stack under way is that stack, as Check takes it (10.4)
	if s.Move != nil && (movers == nil || slices.Equal(s.moveRoots(movers), s.Move.Movers)) {
		movers, start, m.left, m.fresh = s.Move.Movers, s.Move.At, s.MPLeft(), len(s.Move.Path) == 0
		if s.Move.Minimum {
			return m, false
		}
		if s.afloat(s.Move.Path) {
			afloat, ashore := s.allowances(movers)
			used := s.Move.Spent + s.Move.DroppedMinus
			m.layered, m.ashore = afloat != ashore, ashore-used
			if ashore < 0 {
				m.ashore = -1
			}
		}
	} else {
		if s.startCheck(movers) != nil {
			return m, false
		}
		start = s.P(movers[0]).Hex
		afloat, ashore := s.allowances(movers)
		m.left, m.layered, m.ashore = afloat, afloat != ashore, ashore
	}
	m.g = s.rules.geo()
	if !m.g.contains(start) {
		return m, false
	}
	m.start = m.g.index(start)
	for _, id := range s.MoveStack(movers) {
		if s.Spec(id).Has(TagPatrolBoat) {
			m.boat = true
			break
		}
	}
	return m, true
}

// firstStep gives a hex next to the stack that it can enter, which is
// there exactly when Reachable lists any hex: every path begins with one.
func (s *State) firstStep(movers []PieceID) (Hex, bool) {
	m, ok := s.reachStart(movers)
	if !ok {
		return NoHex, false
	}
next:
	for _, j := range m.g.nb[m.start] {
		if j < 0 {
			continue
		}
		limit := m.left
		if m.layered && !m.g.water[j] {
			limit = m.ashore // the boat's bonus stops at the shore (11.1)
		}
		if !(m.fresh && limit >= 0 || int(m.cost(j)) <= limit) {
			continue
		}
		h := m.g.hex(j)
		for i := range s.Pieces {
			if p := &s.Pieces[i]; p.Place == OnMap && p.Hex == h && s.rules.Mix.Specs[p.Spec].Kind == KindEnemy {
				continue next
			}
		}
		return h, true
	}
	return NoHex, false
}

// Len is the number of hexes the stack can enter.
func (r *Reachability) Len() int {
	if r == nil {
		return 0
	}
	return r.n
}

// At gives the cheapest way to h, and whether the stack can get there.
func (r *Reachability) At(h Hex) (Reach, bool) {
	if r == nil || !r.g.contains(h) {
		return Reach{}, false
	}
	u := r.node(r.g.index(h))
	if u < 0 {
		return Reach{}, false
	}
	return r.reach(u, r.path(u, nil)), true
}

// nodes yields, hex by hex in index order, the node giving the way there.
func (r *Reachability) nodes() iter.Seq[int32] {
	return func(yield func(int32) bool) {
		if r == nil {
			return
		}
		for _, i := range r.hexIdx {
			if !yield(r.node(i)) {
				return
			}
		}
	}
}

// All lists every hex the stack can enter, column by column (the order of
// Board.Hexes), each with its path.
func (r *Reachability) All() iter.Seq2[Hex, Reach] {
	return func(yield func(Hex, Reach) bool) {
		for u := range r.nodes() {
			if !yield(r.hexOf(u), r.reach(u, r.path(u, nil))) {
				return
			}
		}
	}
}

// WithoutPaths is All without building the paths (Path is nil): for
// shading every reachable hex each frame.
func (r *Reachability) WithoutPaths() iter.Seq2[Hex, Reach] {
	return func(yield func(Hex, Reach) bool) {
		for u := range r.nodes() {
			if !yield(r.hexOf(u), r.reach(u, nil)) {
				return
			}
		}
	}
}

func (r *Reachability) hexOf(u int32) Hex { return r.g.hex(u % r.hexes) }

func (r *Reachability) reach(u int32, path []Hex) Reach {
	d := int(r.dist[u])
	if r.prev[u] == minimumMove {
		return Reach{Path: path, Cost: d, Minimum: true}
	}
	return Reach{Path: path, Cost: d, MPLeft: r.mpLeft(u)}
}

// steps is the number of hexes on the path to node u.
func (r *Reachability) steps(u int32) int {
	n := 1
	for x := u; r.prev[x] != r.start && r.prev[x] != minimumMove; x = r.prev[x] {
		n++
	}
	return n
}

// path writes the path to node u into dst (allocating when dst is nil),
// which must have room for steps(u) hexes, and returns it.
func (r *Reachability) path(u int32, dst []Hex) []Hex {
	n := r.steps(u)
	if dst == nil {
		dst = make([]Hex, n)
	}
	dst = dst[:n:n]
	for k, x := n-1, u; k >= 0; k-- {
		dst[k] = r.hexOf(x)
		x = r.prev[x]
	}
	return dst
}

// appendMoves adds a move action along the cheapest path to every hex the
// stack can enter, in index order; the paths share one allocation.
func (r *Reachability) appendMoves(acts []Action, movers []PieceID) []Action {
	if r.Len() == 0 {
		return acts
	}
	total := 0
	for u := range r.nodes() {
		total += r.steps(u)
	}
	slab := make([]Hex, total)
	acts = slices.Grow(acts, r.n)
	for u := range r.nodes() {
		p := r.path(u, slab)
		slab = slab[len(p):]
		acts = append(acts, Action{Type: ActMove, Pieces: movers, Path: p})
	}
	return acts
}

// moveAt is the k-th move appendMoves would list, built alone.
func (r *Reachability) moveAt(k int, movers []PieceID) Action {
	for u := range r.nodes() {
		if k == 0 {
			return Action{Type: ActMove, Pieces: movers, Path: r.path(u, nil)}
		}
		k--
	}
	panic("moveAt: no such move")
}
