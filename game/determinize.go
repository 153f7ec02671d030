package game

// Determinize copies the state with everything the player cannot know
// drawn afresh from seed: the dice still to come (a scenario's scripted
// rolls too), and so the order in which the cups will give up their
// pieces, since every blind draw is made with the dice; and which enemy
// units lie face down on the PP track (3.6), swapped at random with the
// enemy cup. What the player can see (the map, the boxes, what each cup
// holds in all) is kept. A look-ahead player searches such copies, one per
// sample, so its advice never rests on the game's own future.
func (s *State) Determinize(seed uint64) *State {
	c := s.Clone()
	c.Dice = Dice{State: seed, Rolls: s.Dice.Rolls}
	var hidden []PieceID // enemy units in the cup or on the track
	track := 0
	for i := range c.Pieces {
		p := &c.Pieces[i]
		if c.rules.Mix.Specs[p.Spec].Kind != KindEnemy || (p.Place != InCup && p.Place != OnTrack) {
			continue
		}
		hidden = append(hidden, PieceID(i+1))
		if p.Place == OnTrack {
			track++
		}
		p.Place = InCup
	}
	// a partial Fisher-Yates shuffle picks which of them mark the track;
	// the draws come from the new dice, which the real game never uses
	for k := 0; k < track && k < len(hidden); k++ {
		j := k + c.Dice.Intn(len(hidden)-k)
		hidden[k], hidden[j] = hidden[j], hidden[k]
		c.P(hidden[k]).Place = OnTrack
	}
	return c
}
