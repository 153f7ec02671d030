package enduring

import (
	"fmt"

	"kandahar/game/table"
)

// EventType names what happened; names are stable (logs, replays, JSON).
type EventType string

const (
	EvPhase      EventType = "phase"
	EvSetup      EventType = "setup"
	EvNP         EventType = "np"
	EvJihad      EventType = "jihad"
	EvMobilize   EventType = "mobilize"
	EvMove       EventType = "move"
	EvReveal     EventType = "reveal"
	EvConceal    EventType = "conceal"
	EvPlace      EventType = "place"
	EvRoll       EventType = "roll"
	EvFire       EventType = "fire"
	EvEdge       EventType = "edge"
	EvHit        EventType = "hit"
	EvEliminated EventType = "eliminated"
	EvReduced    EventType = "reduced"
	EvBattle     EventType = "battle"
	EvEvent      EventType = "event"
	EvInfo       EventType = "info"
	EvGameOver   EventType = "game-over"
)

// Event is one thing that happened, with the rule that called for it,
// its dice and the terms of a total: the same shape as Kandahar's.
type Event struct {
	Type  EventType
	Rule  string `json:",omitempty"`
	Text  string
	Dice  []table.Die  `json:",omitempty"`
	Terms []table.Term `json:",omitempty"`
	Total int          `json:",omitempty"`
	// For a tactical edge: the Islamists' breakdown and total.
	Against      []table.Term `json:",omitempty"`
	AgainstTotal int          `json:",omitempty"`
	Units        []int        `json:",omitempty"`
	Zone         Place        `json:",omitempty"`
}

func (e Event) String() string {
	if e.Rule != "" {
		return fmt.Sprintf("[%s] %s", e.Rule, e.Text)
	}
	return e.Text
}

// events collects what an action made happen. A step that is run again
// after an answer (engine.go) skips the events it had already shown.
type events struct {
	list []Event
	skip int
}

func (ev *events) add(e Event) {
	if ev == nil {
		return
	}
	if ev.skip > 0 {
		ev.skip--
		return
	}
	ev.list = append(ev.list, e)
}
