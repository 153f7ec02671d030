package game

// ReachablePooled is Reachable in memory borrowed from the pool the legal
// action listing uses, for a caller that asks many times over (a computer
// player choosing its moves): call Release when done with the result.
func (s *State) ReachablePooled(movers []PieceID) *Reachability {
	return s.reachable(movers, reachPool.Get().(*reachScratch))
}

// Release gives the memory of a ReachablePooled result back to the pool;
// the result is empty after. It does nothing to other results.
func (r *Reachability) Release() { r.release() }
