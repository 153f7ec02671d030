package game

// InFOBZone reports whether h is in the forward-base zone: a base camp set
// up there earns the bonus of 6.3 (within FOBRange hexes of the
// north-east map edge). The client shades and names the zone with it, so
// the map shows exactly the hexes that pay.
//
// Plays ruling T4 (docs/rulings.md).
func (b *Board) InFOBZone(h Hex) bool {
	return len(b.FOBEdge) > 0 && b.Contains(h) && b.NearFOBEdge(h, FOBRange)
}
