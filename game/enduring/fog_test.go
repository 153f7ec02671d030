package enduring

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"testing"

	"kandahar/game/table"
)

// hiddenIn lists the counters whose faces the player cannot see in s,
// each kind of back apart (Islamist, Northern Alliance), keeping only
// those the step under way has not turned or moved (as Determinize does).
func hiddenIn(s *State) [2][]int {
	var out [2][]int
	for u := range s.Units {
		t := s.Type(u)
		if s.Visible(u) || (t.Side != Islamist && !t.NA()) {
			continue
		}
		if s.Q != nil && s.base != nil && (s.base.Units[u].FaceUp || s.base.Units[u].Loc != s.Units[u].Loc) {
			continue
		}
		k := 0
		if t.NA() {
			k = 1
		}
		out[k] = append(out[k], u)
	}
	return out
}

// swapped is s with the counters of a set dealt out again at random
// among themselves (and in the step's snapshot alike): the same backs in
// the same places, other faces under them. sigma maps a counter of the
// copy to the counter of s whose place it took.
func swapped(s *State, sets [2][]int, d *table.Dice) (*State, map[int]int) {
	c := s.Clone()
	var b *State
	if s.base != nil {
		b = s.base.Clone()
		c.base = b
	}
	sigma := map[int]int{}
	for _, set := range sets {
		perm := slices.Clone(set)
		for i := len(perm) - 1; i > 0; i-- {
			j := d.Intn(i + 1)
			perm[i], perm[j] = perm[j], perm[i]
		}
		for i, v := range set {
			sigma[v] = perm[i]
			c.Units[v] = s.Units[perm[i]]
			if b != nil {
				b.Units[v] = s.base.Units[perm[i]]
			}
		}
	}
	if c.Q != nil {
		// the question's answers name counters: the copy's are the ones
		// now in their places
		inv := map[int]int{}
		for v, u := range sigma {
			inv[u] = v
		}
		c.Q.Options = slices.Clone(s.Q.Options)
		for i, o := range c.Q.Options {
			if v, ok := inv[o.Unit]; ok {
				c.Q.Options[i].Unit = v
			}
		}
	}
	return c, sigma
}

// backToken names a counter as the player knows it: by its index when its
// face shows, else as a back of its kind in its place.
func backToken(s *State, u int) string {
	if u < 0 || u >= len(s.Units) {
		return fmt.Sprint(u)
	}
	if s.Visible(u) {
		return fmt.Sprint(u)
	}
	return fmt.Sprintf("back:%v:%d", s.Type(u).NA(), s.Units[u].Loc)
}

func actionKey(s *State, a Action) string {
	return fmt.Sprintf("%d/%s/%d/%d", a.Kind, backToken(s, a.Unit), a.To, a.Choice)
}

// offers is everything the game offers the player now, as the player
// can tell it: the prompt, the legal actions, and with refusals the
// answer of Check to every action of the phase's kinds on every counter
// and place.
func offers(s *State, refusals bool) string {
	p, _ := json.Marshal(s.Prompt())
	var legal []string
	for _, a := range s.Legal() {
		legal = append(legal, actionKey(s, a))
	}
	if s.Q != nil {
		for _, o := range s.Q.Options {
			legal = append(legal, "option "+backToken(s, o.Unit)+" "+fmt.Sprint(o.Place)+" "+o.Text)
		}
	}
	sort.Strings(legal)
	out := string(p) + fmt.Sprint(legal)
	if !refusals {
		return out
	}
	var no []string
	places := append(s.allZones(), Staging(0), Staging(1), Staging(2), BoxMobilization, BoxJointStrike, BoxCAS, BoxAssetsReady, BoxUnderground, TargetJihad)
	kinds := append([]ActionKind{ActAnswer, ActEndPhase}, phaseActions[s.Phase]...)
	s.WithCounts(func() {
		for _, k := range kinds {
			for u := -1; u < len(s.Units); u++ {
				for _, to := range places {
					a := Action{Kind: k, Unit: u, To: to}
					r := "ok"
					if err := s.Check(a); err != nil {
						r = err.Error()
					}
					no = append(no, actionKey(s, a)+" "+r)
				}
			}
		}
	})
	sort.Strings(no)
	return out + fmt.Sprint(no)
}

// eventsSeen is what the player is told of events: everything but the
// indexes of counters, which are only the visible ones anyway.
func eventsSeen(ev []Event) string {
	b, _ := json.Marshal(ev)
	return string(b)
}

// 20.1 and 9.3: nothing the game offers or refuses, and nothing it does
// next, may depend on which counter lies under a back, unless a rule turns
// it over. Whole games are walked; at every position the face-down
// counters are dealt out again at random and the offers compared; and the
// player's next action is applied in both, the counters the original run
// keeps face down being the ones dealt, and what the player is told and
// offered after it compared unless a dealt counter was turned over.
func TestNoLeakFromFaceDown_20_1(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	games := 4
	if testing.Short() {
		games = 1
	}
	compared, skipped := 0, 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s := NewState(r, sc, seed)
		p := newTestPlayer(seed, 25)
		d := table.NewDice(seed * 7919)
		for step := 0; !s.Over() && step < 900; step++ {
			sets := hiddenIn(s)
			s2, _ := swapped(s, sets, &d)
			if a, b := offers(s, step%25 == 0), offers(s2, step%25 == 0); a != b {
				t.Fatalf("seed %d, %s: the offers change with the faces under the backs:\n%s\n%s", seed, s.Phase, a, b)
			}
			a := p.choose(s, s.Legal())
			after := s.Clone()
			ev1, err := after.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			// the counters this action leaves unseen (never face up after
			// it, never named by its events) are dealt anew
			named := func(ev []Event) map[int]bool {
				m := map[int]bool{}
				for _, e := range ev {
					for _, u := range e.Units {
						m[u] = true
					}
				}
				return m
			}
			seen1 := named(ev1)
			var keep [2][]int
			for k, set := range sets {
				for _, u := range set {
					if !after.Visible(u) && !seen1[u] {
						keep[k] = append(keep[k], u)
					}
				}
			}
			s3, sigma3 := swapped(s, keep, &d)
			inv := map[int]int{}
			for v, u := range sigma3 {
				inv[u] = v
			}
			a3 := a
			if v, ok := inv[a.Unit]; ok {
				a3.Unit = v
			}
			ev3, err := s3.Apply(a3)
			if err != nil {
				t.Fatalf("seed %d: %v refused once the backs were dealt again: %v", seed, a, err)
			}
			turned := false
			seen3 := named(ev3)
			for _, set := range keep {
				for _, u := range set {
					turned = turned || s3.Visible(u) || seen3[u]
				}
			}
			if turned {
				skipped++
			} else {
				compared++
				if x, y := eventsSeen(ev1)+offers(after, false), eventsSeen(ev3)+offers(s3, false); x != y {
					t.Fatalf("seed %d, after %s in %s: what the player is told or offered depends on a face-down counter:\n%s\n%s", seed, s.Describe(a), s.Phase, x, y)
				}
			}
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d positions compared after an action, %d skipped (a dealt counter turned over)", compared, skipped)
	if compared < 10*skipped || compared < 200 {
		t.Fatalf("only %d positions compared after an action (%d skipped)", compared, skipped)
	}
}

// 33.1 and ruling EF-R46 through the game system: a Kabul whose only
// Northern Alliance counters are face down gets the same J-5 whatever
// those counters are.
func TestNoLeakLoyaJirga_33_1(t *testing.T) {
	s := bare(t, PhAirMove)
	kabul := zone(t, s, "kabul")
	put(t, s, "nato-isaf", kabul)
	put(t, s, "fahim", kabul)
	put(t, s, "karzai", kabul)
	s.ev = nil
	sets := hiddenIn(s)
	base := s.Clone()
	if _, err := base.Apply(Action{Kind: ActEndPhase}); err != nil {
		t.Fatal(err)
	}
	for i, u := range sets[1] {
		for _, v := range sets[1][i+1:] {
			c := s.Clone()
			c.Units[u], c.Units[v] = s.Units[v], s.Units[u]
			if _, err := c.Apply(Action{Kind: ActEndPhase}); err != nil {
				t.Fatal(err)
			}
			if offers(c, false) != offers(base, false) {
				t.Fatalf("swapping %s and %s changes what J-5 offers", s.Type(u).Name, s.Type(v).Name)
			}
		}
	}
}

// Determinize keeps what the player sees and redraws the rest from its
// seed alone: positions that differ only under the backs and in the dice
// to come give the same copy, with or without a question waiting.
func TestDeterminizeSeesOnlyWhatThePlayerSees_20_1(t *testing.T) {
	r := MustRules()
	sc, _ := Campaign(r)
	s := NewState(r, sc, 9)
	p := newTestPlayer(9, 25)
	d := table.NewDice(99)
	questions, copies := 0, 0
	for step := 0; !s.Over() && step < 600; step++ {
		s2, _ := swapped(s, hiddenIn(s), &d)
		s2.Dice.State ^= 0xfeedface
		if s2.base != nil {
			s2.base.Dice.State ^= 0xfeedface
		}
		c, c2 := s.Determinize(uint64(step)), s2.Determinize(uint64(step))
		if (c == nil) != (c2 == nil) {
			t.Fatalf("step %d: one copy and not the other", step)
		}
		if c != nil {
			j, _ := json.Marshal(c)
			j2, _ := json.Marshal(c2)
			if string(j) != string(j2) || !reflect.DeepEqual(c.Prompt(), s.Prompt()) {
				t.Fatalf("step %d, %s: the copies differ, or differ from what the player sees", step, s.Phase)
			}
			if c.Dice.State == s.Dice.State {
				t.Fatal("the copy kept the game's dice")
			}
			if s.Q != nil {
				copies++
			}
			// the copy plays on
			l := c.Legal()
			if _, err := c.Apply(l[len(l)-1]); err != nil {
				t.Fatalf("step %d: the copy refuses %v: %v", step, l[len(l)-1], err)
			}
		}
		if s.Q != nil {
			questions++
		}
		if _, err := s.Apply(p.choose(s, s.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	if questions < 10 || copies*2 < questions {
		t.Fatalf("%d questions, %d determinized", questions, copies)
	}
}
