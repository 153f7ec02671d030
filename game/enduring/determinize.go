package enduring

import (
	"cmp"
	"encoding/json"
	"slices"

	"kandahar/game/table"
)

// Determinize copies the state with everything the player cannot know
// drawn afresh from seed alone: the dice still to come, and which counter
// lies under each face-down back (20.1, 9.3): the face-down Islamist
// counters, on the map and in the Underground, are dealt out again among
// themselves, and so are the face-down Northern Alliance counters. What
// the player sees (every face up, where every back lies, the boxes) is
// kept. A look-ahead player searches such copies, so its choices never
// rest on the game's own future dice or hidden counters: two positions
// that look the same to the player give the same copy for a seed.
//
// While a question waits, the step that asked it is run again from its
// start on the redrawn copy, showing again the dice the player has seen;
// if the redrawn counters make it ask something else or show another
// face (an ambush's blind draws, 10.2), there is no copy for this seed
// and Determinize returns nil.
func (s *State) Determinize(seed uint64) *State {
	d := table.NewDice(seed)
	if s.Q == nil || s.base == nil {
		c := s.Clone()
		c.base = nil
		c.rolled = nil
		redeal(c, s, nil, &d)
		c.Dice = table.Dice{State: d.State ^ 0x5ca1ab1e, Rolls: s.Dice.Rolls}
		return c
	}
	b := s.base.Clone()
	b.base = nil
	redeal(b, s, s.base, &d)
	b.Dice = table.Dice{State: d.State ^ 0x5ca1ab1e, Script: append([]int(nil), s.rolled...), Rolls: s.base.Dice.Rolls}
	c := b.Clone()
	c.base = b
	c.Answers = append([]int(nil), s.Answers...)
	c.ev = nil
	c.runStep()
	if !sameView(c, s) {
		return nil
	}
	return c
}

// redeal deals the records of the counters hidden in s (face down, and
// where a step is under way, face down where its base had them) out
// again among them in c, each kind of back apart. The records are put in
// a fixed order first, so the deal depends on what the player sees and
// the seed, not on which counter was where.
func redeal(c, s, base *State, d *table.Dice) {
	for _, na := range []bool{false, true} {
		var who []int
		for u := range s.Units {
			t := s.Type(u)
			if s.Units[u].FaceUp || (na && !t.NA()) || (!na && t.Side != Islamist) {
				continue
			}
			if base != nil && (base.Units[u].FaceUp || base.Units[u].Loc != s.Units[u].Loc) {
				continue // turned or moved in the step under way: seen
			}
			who = append(who, u)
		}
		recs := make([]Unit, len(who))
		for i, u := range who {
			recs[i] = c.Units[u]
		}
		slices.SortFunc(recs, func(a, b Unit) int { return cmp.Compare(a.Loc, b.Loc) })
		for i := len(recs) - 1; i > 0; i-- {
			j := d.Intn(i + 1)
			recs[i], recs[j] = recs[j], recs[i]
		}
		for i, u := range who {
			c.Units[u] = recs[i]
		}
	}
}

// sameView reports two states the player cannot tell apart: the same
// question, the same phase and markers, and the same faces in the same
// places.
func sameView(a, b *State) bool {
	if a.Phase != b.Phase || a.Turn != b.Turn || a.NP != b.NP || a.Jihad != b.Jihad || (a.Q == nil) != (b.Q == nil) {
		return false
	}
	if a.Q != nil {
		qa, _ := json.Marshal(a.Prompt())
		qb, _ := json.Marshal(b.Prompt())
		if string(qa) != string(qb) {
			return false
		}
	}
	for u := range a.Units {
		if a.Visible(u) != b.Visible(u) || (a.Visible(u) && a.Units[u] != b.Units[u]) {
			return false
		}
	}
	return true
}
