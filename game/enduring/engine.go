package enduring

import (
	"fmt"

	"kandahar/game/table"
)

// Question is what the game system asks the player when a rule leaves
// the choice to them: which zone, which unit takes the hit, pay or reduce.
type Question struct {
	Rule    string
	Prompt  string
	Options []Option
}

// Option is one answer, with the unit or place it is about for a client
// that lets the player click it instead.
type Option struct {
	Text  string
	Unit  int   `json:",omitempty"`
	Place Place `json:",omitempty"`
}

// ActionKind names a player action.
type ActionKind uint8

const (
	ActAnswer     ActionKind = iota // answer the question asked (Choice)
	ActEndPhase                     // end a player phase
	ActMobilize                     // 11.1: Unit to To
	ActMobilizeNA                   // 11.2(4a): a random NA unit to zone To
	ActDemobilize                   // 11.4: a FOB back to the display
	ActRefit                        // 12.1
	ActCommitIW                     // 14.1
	ActPlaceISR                     // 13.1: Unit to zone or the Underground
	ActTransfer                     // 15.0: between staging areas
	ActAssign                       // 15.0, 17.1: an air unit to a mission box
	ActGroundMove                   // 16.0
	ActFly                          // 17.4, 18.0: air unit or drone to a zone
	ActAirMove                      // 19.0: a ground unit by air
	ActFlyCAS                       // 17.1: a CAS air unit to a zone
)

var actionNames = [...]string{"answer", "end phase", "mobilize", "mobilize Northern Alliance", "take down FOB", "refit",
	"InfoWar", "ISR", "transfer", "assign", "move", "fly", "air move", "fly CAS"}

func (k ActionKind) String() string {
	if int(k) < len(actionNames) {
		return actionNames[k]
	}
	return fmt.Sprintf("action kind %d", k)
}

// Action is one thing the player does.
type Action struct {
	Kind   ActionKind
	Unit   int   `json:",omitempty"`
	To     Place `json:",omitempty"`
	Choice int   `json:",omitempty"`
}

// askSignal unwinds a step that needs an answer it does not have yet.
type askSignal struct{}

// ask puts a question to the player. A step is plain code that calls ask
// where a rule gives the player a choice; when the answer is not known
// yet the step is abandoned and run again from its start, with the same
// dice, once the player has answered (Apply). One option is no choice.
func (s *State) ask(rule, prompt string, opts []Option) int {
	if len(opts) == 0 {
		panic("enduring: a question with no options: " + prompt)
	}
	if len(opts) == 1 {
		return 0
	}
	if s.cursor < len(s.Answers) {
		a := s.Answers[s.cursor]
		s.cursor++
		return a
	}
	s.Q = &Question{Rule: rule, Prompt: prompt, Options: opts}
	panic(askSignal{})
}

// roll rolls n six-sided dice.
func (s *State) roll(n int) []table.Die {
	out := make([]table.Die, n)
	for i := range out {
		out[i] = table.Die{Sides: 6, Value: s.Dice.Roll(6)}
		s.rolled = append(s.rolled, out[i].Value)
	}
	return out
}

func sum(d []table.Die) int {
	t := 0
	for _, x := range d {
		t += x.Value
	}
	return t
}

// pick draws uniformly among n counters: a blind pick from a display
// (3.7 "pick at random").
func (s *State) pick(n int) int { return s.Dice.Intn(n) }

// randomChoice chooses among k alternatives with dice, as 3.9 does:
// equal ranges of faces, a roll beyond them rolled again. Beyond six
// alternatives two dice are read as 1-36 (ruling EF-R12).
func (s *State) randomChoice(k int, rule, what string) int {
	if k <= 1 {
		return 0
	}
	faces := 6
	if k > 6 {
		faces = 36
	}
	per := faces / k
	for {
		d := s.roll(1)
		v := d[0].Value
		if faces == 36 {
			d = append(d, s.roll(1)...)
			v = (d[0].Value-1)*6 + d[1].Value
		}
		if v <= per*k {
			c := (v - 1) / per
			s.emit(Event{Type: EvRoll, Rule: rule, Text: fmt.Sprintf("%s: %d picks choice %d of %d", what, v, c+1, k), Dice: d})
			return c
		}
	}
}

func (s *State) emit(e Event) {
	if len(e.Units) > 0 {
		// a face-down counter is named by no event: its index would tell
		// a client what it is (20.1)
		var shown []int
		for _, u := range e.Units {
			if s.Visible(u) {
				shown = append(shown, u)
			}
		}
		e.Units = shown
	}
	s.stepEvents++
	s.ev.add(e)
}

// ErrOver is the refusal of an action after the game has ended.
var ErrOver = &table.Refusal{Code: "game-over", Rule: "5.0", Reason: "the game is over: its outcome stands (5.0)"}

// Apply checks an action and, if the rules allow it, does it and runs the
// game system until the player must act again. The events say what
// happened, each with its rule and dice.
func (s *State) Apply(a Action) ([]Event, error) {
	if s.Phase == PhGameOver {
		return nil, ErrOver
	}
	if err := s.Check(a); err != nil {
		return nil, err
	}
	ev := &events{}
	if s.Q != nil {
		// start the step again from its snapshot with one more answer
		answers := append(s.Answers, a.Choice)
		shown := s.shown
		b := s.base
		*s = *b.Clone()
		s.base = b
		s.rolled = nil
		s.Answers = answers
		ev.skip = shown
		s.ev = ev
		s.runStep()
	} else {
		s.ev = ev
		s.do(a)
	}
	s.run()
	s.ev = nil
	return ev.list, nil
}

// run plays the game system's steps until the player has to act.
func (s *State) run() {
	for s.Q == nil && s.Phase != PhGameOver {
		if s.Phase.PlayerPhase() && s.StackChecked {
			if s.Acted || s.canAct() {
				// a phase the player has acted in ends only when they say so:
				// undo reaches back to their last action, not past its dice
				return
			}
			// nothing the player could do: no choice is made for them
			s.emit(Event{Type: EvInfo, Rule: s.Phase.Rule(), Text: s.Phase.String() + ": nothing to do, the phase passes"})
			s.endPlayerPhase()
			continue
		}
		s.base = s.Clone()
		s.rolled = nil
		s.Answers = nil
		s.shown = 0
		s.runStep()
	}
}

// runStep runs one step; if it asks a question it stops there, keeping
// the state it reached for the player to see.
func (s *State) runStep() {
	s.cursor = 0
	s.stepEvents = 0
	defer func() {
		if r := recover(); r != nil {
			switch r.(type) {
			case askSignal:
				s.shown = s.stepEvents
			case gameOverSignal:
			default:
				panic(r)
			}
		}
	}()
	s.Q = nil
	if !s.StackChecked {
		s.stackCheck()
		s.StackChecked = true
		return
	}
	s.step()
	s.checkCatastrophe()
}

// enter starts a phase: its events, and the stacking check first (8.9).
func (s *State) enter(p Phase) {
	s.Phase = p
	s.Step = 0
	s.StackChecked = false
	s.AirCap = nil
	s.Acted = false
	for i := range s.Units {
		s.Units[i].Moved = false
	}
	switch {
	case p == PhGameOver:
	case s.Turn == 0:
		s.emit(Event{Type: EvPhase, Rule: p.Rule(), Text: p.String()})
	default:
		s.emit(Event{Type: EvPhase, Rule: p.Rule(), Text: fmt.Sprintf("Turn %d: %s", s.Turn, p)})
	}
}

// Prompt says what the game waits for: in words, with its rule, and a
// question's options numbered from 1.
func (s *State) Prompt() table.Prompt {
	switch {
	case s.Phase == PhGameOver:
		return table.Prompt{Step: "over", Over: true, Rules: []string{"5.0"},
			Text: fmt.Sprintf("The game is over: %s with %d NP.", s.Outcome, s.FinalNP)}
	case s.Q != nil:
		q := &table.Question{Rule: s.Q.Rule, Text: s.Q.Prompt}
		for i, o := range s.Q.Options {
			q.Options = append(q.Options, table.Option{Number: i + 1, Label: o.Text})
		}
		return table.Prompt{Step: "question", Text: s.Q.Prompt, Rules: []string{s.Q.Rule}, Question: q}
	}
	return table.Prompt{Step: s.Phase.Key(), Text: playerPrompts[s.Phase], Rules: []string{s.Phase.Rule()}}
}

var playerPrompts = map[Phase]string{
	PhSetupMobilize: "Set-up (6.0 step 7): mobilize US and NATO units into the staging areas, then end the phase.",
	PhMobilize:      "J-1 (11.0): mobilize units, take down a FOB, or end the phase.",
	PhRefit:         "J-1 (12.0): refit reduced units, or end the phase.",
	PhInfoWar:       "J-2 (14.0): commit InfoWar markers against the Jihad index, then end the phase to roll them.",
	PhISR:           "J-2 (13.0): place ISR markers in zones or the Underground, then end the phase to roll them.",
	PhStaging:       "J-3 (15.0): transfer units between staging areas and assign air units to missions.",
	PhGroundMove:    "J-3 (16.0): move ground units, or end the phase.",
	PhAirMove:       "J-3 (17.0-19.0): fly joint strikes and drones to zones, move ground units by air.",
	PhDefensiveCAS:  "Islamist reaction (17.1): fly close air support to zones with US or NATO units.",
}

// checkCatastrophe ends the game the moment NP reach zero (5.1).
func (s *State) checkCatastrophe() {
	if s.NP <= 0 && s.Phase != PhGameOver {
		s.NP = 0
		s.Outcome = Catastrophe
		s.FinalNP = 0
		s.emit(Event{Type: EvGameOver, Rule: "5.1", Text: "NP have fallen to zero: the game ends in a Coalition catastrophe"})
		s.Phase = PhGameOver
		s.Q = nil
	}
}

// addNP changes the NP index, capped at 99 (4.1); zero ends the game at
// the next check (5.1).
func (s *State) addNP(n int, rule, why string, dice []table.Die) {
	if n == 0 {
		return
	}
	old := s.NP
	s.NP = min(s.NP+n, 99)
	s.emit(Event{Type: EvNP, Rule: rule, Text: fmt.Sprintf("%s: NP %+d (%d to %d)", why, n, old, s.NP), Dice: dice, Total: n})
	if s.NP <= 0 {
		s.checkCatastrophe()
		panic(gameOverSignal{})
	}
}

// gameOverSignal unwinds a step when a catastrophe ends the game in it.
type gameOverSignal struct{}

// addJihad moves the Jihad level within 1-12 (28.5).
func (s *State) addJihad(n int, rule, why string) {
	old := s.Jihad
	s.Jihad = min(max(s.Jihad+n, 1), 12)
	if s.Jihad != old || n != 0 {
		s.emit(Event{Type: EvJihad, Rule: rule, Text: fmt.Sprintf("%s: Jihad level %+d (%d to %d, %s)", why, n, old, s.Jihad, s.Rules.Jihad[s.Jihad].Name), Total: n})
	}
}

// unitOptions makes a question's answers of units, the ones whose faces
// show first in counter order, the face-down ones after: the counter
// order follows the mix (leaders first), so a face-down counter's place
// among the answers would tell what it is (20.1).
func (s *State) unitOptions(units []int, text func(int) string) []Option {
	out := make([]Option, 0, len(units))
	for _, u := range s.shownFirst(units) {
		out = append(out, Option{Text: text(u), Unit: u, Place: s.Units[u].Loc})
	}
	return out
}

// shownFirst orders units as the player can: those whose faces show in
// counter order, then the face-down ones. Where the game system goes
// through a zone's counters one by one and says so, this order keeps a
// face-down counter's turn from telling what it is (20.1).
func (s *State) shownFirst(units []int) []int {
	out := make([]int, 0, len(units))
	for _, up := range []bool{true, false} {
		for _, u := range units {
			if s.Visible(u) == up {
				out = append(out, u)
			}
		}
	}
	return out
}
