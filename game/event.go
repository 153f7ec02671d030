package game

import (
	"fmt"

	"kandahar/game/table"
)

// EventType names what happened. Names are stable (logs, replays, JSON).
type EventType string

const (
	EvPhase        EventType = "phase"         // a new phase or step began
	EvPurchase     EventType = "purchase"      // a piece was bought
	EvPP           EventType = "pp"            // purchase points changed
	EvCampPlaced   EventType = "camp-placed"   // a base camp was placed or moved
	EvDeploy       EventType = "deploy"        // a piece was put in a base camp
	EvCarry        EventType = "carry"         // a piece was picked up, handed over or left loose
	EvMission      EventType = "mission"       // a mission objective was drawn and placed
	EvAccomplished EventType = "accomplished"  // a mission was accomplished
	EvForfeit      EventType = "forfeit"       // a mission was forfeited
	EvMove         EventType = "move"          // SF pieces moved along a path
	EvDropOff      EventType = "drop-off"      // a piece halted during a move
	EvNoise        EventType = "noise"         // a noise check
	EvDetected     EventType = "detected"      // SF pieces were detected
	EvEscape       EventType = "escape"        // detected pieces escaped to a base camp
	EvEnemyCount   EventType = "enemy-count"   // the d6 of 12.7
	EvScatter      EventType = "scatter"       // an enemy unit's scatter placement
	EvEnemyMove    EventType = "enemy-move"    // an enemy unit moved
	EvSuppression  EventType = "suppression"   // a suppressive fire roll
	EvCombat       EventType = "combat"        // a battle, both rolls and totals
	EvCasualty     EventType = "casualty"      // a casualties marker drawn
	EvEliminated   EventType = "eliminated"    // a piece was eliminated
	EvFriendlyFire EventType = "friendly-fire" // stray air support (14.0)
	EvEnemyRemoved EventType = "enemy-removed" // enemy units left the map (12.5)
	EvRoll         EventType = "roll"          // any other die roll
	EvInfo         EventType = "info"          // something worth a line in the log
	EvGameOver     EventType = "game-over"     // the game ended
)

// ChangesSituation reports whether an event of this type changes what the
// player faces: a detection and what follows from it (escape, battle,
// casualties, losses, stray air support), a mission won or given up, the
// end of the game. The rest (moves, placements, noise heard by no one, the
// enemy's own moves and counts) is routine: its log line tells it.
func (t EventType) ChangesSituation() bool {
	switch t {
	case EvDetected, EvEscape, EvCombat, EvCasualty, EvEliminated, EvFriendlyFire,
		EvAccomplished, EvForfeit, EvGameOver:
		return true
	}
	return false
}

// The dice and a total's terms are the contract's (table), the same for
// every game the app plays.
type (
	Dice = table.Dice
	Die  = table.Die
	Term = table.Term
)

// NewDice seeds a generator.
func NewDice(seed uint64) Dice { return table.NewDice(seed) }

// Event is one thing that happened, for the log and the animations. Text
// says it in words, Rule names the section that called for it.
type Event struct {
	Type  EventType
	Rule  string `json:",omitempty"`
	Text  string
	Dice  []Die   `json:",omitempty"`
	Piece PieceID `json:",omitempty"`
	// Pieces involved beyond the first (a moving stack, both sides).
	Pieces []PieceID `json:",omitempty"`
	From   Hex       `json:",omitzero"`
	Hex    Hex       `json:",omitzero"`
	Path   []Hex     `json:",omitempty"`
	// Terms break a total down (noise, attack totals); Total is their sum.
	Terms []Term `json:",omitempty"`
	Total int    `json:",omitempty"`
	// For combat: the other side's breakdown and total.
	Against      []Term `json:",omitempty"`
	AgainstTotal int    `json:",omitempty"`
	// For combat: who attacked whom. Attacker is the side that attacked
	// (Terms and Total are its); Attackers and Defenders are the pieces
	// that fought on each side as the battle began.
	Attacker  Side      `json:",omitempty"`
	Attackers []PieceID `json:",omitempty"`
	Defenders []PieceID `json:",omitempty"`
	// Success is the outcome where one makes sense: detected, won, suppressed.
	Success bool `json:",omitempty"`
	// Wrapped marks a scatter walk that came back in at the far edge.
	Wrapped bool `json:",omitempty"`
}

// Side is one of the two sides of a battle.
type Side string

const (
	SideSF    Side = "sf"    // the Special Forces
	SideEnemy Side = "enemy" // the enemy units
)

// Defender is the side that was attacked: the other one.
func (e Event) Defender() Side {
	switch e.Attacker {
	case SideSF:
		return SideEnemy
	case SideEnemy:
		return SideSF
	}
	return ""
}

func (e Event) String() string {
	if e.Rule != "" {
		return fmt.Sprintf("[%s] %s", e.Rule, e.Text)
	}
	return e.Text
}

// events collects what an action made happen. When traced, it also keeps
// the state as it stood right after each event, so that a client can show
// the game one event at a time and never a result before its die.
type events struct {
	list    []Event
	after   []*State
	s       *State // the state traced; nil when not tracing
	discard bool   // keep nothing (State.Advance)
}

// keep reports whether the events are kept: a site whose text takes work
// to write skips it when they are not.
func (ev *events) keep() bool { return !ev.discard }

func (ev *events) add(es ...Event) {
	if ev.discard {
		return
	}
	for _, e := range es {
		ev.list = append(ev.list, e)
		if ev.s != nil {
			ev.after = append(ev.after, ev.s.Clone())
		}
	}
}
