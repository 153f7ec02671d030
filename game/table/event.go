package table

import "fmt"

// Die is one die rolled: its size and the face shown (a d10's 10 is the
// face printed "0").
type Die struct {
	Sides int
	Value int
}

// Term is one line of a total: "A-Team 2", "Trail +3".
type Term struct {
	Label string
	Value int
}

// Event is one thing that happened, as every client shows it: the log
// line, the event card with its dice tumbling, the text client's line.
type Event struct {
	// Kind is the engine's stable name for what happened ("noise",
	// "battle"): logs and replays key on it.
	Kind string
	// Rule is the section that called for it; Text says it in our words.
	Rule string
	Text string
	Dice []Die `json:",omitempty"`
	// Terms break a total down; Total is their sum. Against and
	// AgainstTotal are the other side's, where two sides are compared.
	Terms        []Term `json:",omitempty"`
	Total        int    `json:",omitempty"`
	Against      []Term `json:",omitempty"`
	AgainstTotal int    `json:",omitempty"`
	// Weighty marks an event that changes what the player faces (a
	// detection, a battle, a loss, a mission won): a client that plays
	// routine events quietly stops on these.
	Weighty bool `json:",omitempty"`
	// Tone is how it bears on the player, for a log that marks it.
	Tone Tone `json:",omitempty"`
}

// Tone is how an event bears on the player: a log writes each tone with a
// mark of its own as well as a colour, for a player who cannot tell the
// colours apart.
type Tone uint8

const (
	Routine  Tone = iota // told by its line alone
	NewPhase             // a new phase or step of the sequence of play
	Test                 // a die the player's fate hangs on: a check, a battle
	Blow                 // a loss or a danger to the player
	Gain                 // something won: a mission, an objective
)

func (e Event) String() string {
	if e.Rule != "" {
		return fmt.Sprintf("[%s] %s", e.Rule, e.Text)
	}
	return e.Text
}

// Shown is an engine's own event: it says itself as an Event.
type Shown interface {
	Table() Event
}

// Events says a list of an engine's events as Events.
func Events[E Shown](list []E) []Event {
	out := make([]Event, len(list))
	for i, e := range list {
		out[i] = e.Table()
	}
	return out
}
