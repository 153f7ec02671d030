package enduring

import (
	"errors"

	"kandahar/game/table"
)

// A Game is a session of the contract every game the app plays speaks:
// the window's generic parts, the simulator, the hint and the text client
// play Enduring Freedom through it as they play Kandahar.
var _ table.Session[Action, Event] = (*Game)(nil)

// Prompt says what the game waits for now.
func (g *Game) Prompt() table.Prompt { return g.State.Prompt() }

// Legal lists the actions the rules allow now.
func (g *Game) Legal() []Action { return g.State.Legal() }

// Check says why an action is refused now, or nil.
func (g *Game) Check(a Action) *table.Refusal { return refusalOf(g.State.Check(a)) }

// Answer is the action that gives option n of the question on screen.
func (g *Game) Answer(n int) (Action, *table.Refusal) {
	a := Action{Kind: ActAnswer, Choice: n - 1}
	if g.State.Q == nil {
		return Action{}, table.NoQuestion()
	}
	if no := g.Check(a); no != nil {
		return Action{}, no
	}
	return a, nil
}

// Actions is the log of the player's actions.
func (g *Game) Actions() []Action { return g.Log }

// refusalOf says an error of Check as a refusal.
func refusalOf(err error) *table.Refusal {
	if err == nil {
		return nil
	}
	var r *table.Refusal
	if errors.As(err, &r) {
		return r
	}
	return &table.Refusal{Code: "refused", Reason: err.Error()}
}

// Table says the event as the contract does: what every client shows of it.
func (e Event) Table() table.Event {
	return table.Event{Kind: string(e.Type), Rule: e.Rule, Text: e.Text, Dice: e.Dice,
		Terms: e.Terms, Total: e.Total, Against: e.Against, AgainstTotal: e.AgainstTotal,
		Weighty: e.Type.Weighty(), Tone: e.Type.Tone()}
}

// Tone is how an event of this type bears on the Coalition player
// (table.Tone). A hit, a reduction or an elimination may fall on either
// side; the log's words say whose.
func (t EventType) Tone() table.Tone {
	switch t {
	case EvPhase:
		return table.NewPhase
	case EvBattle, EvEdge, EvFire:
		return table.Test
	case EvGameOver, EvHit, EvEliminated, EvReduced:
		return table.Blow
	}
	return table.Routine
}

// Weighty reports an event that changes what the player faces: a battle
// and its losses, a counter revealed, the end of the game. The rest
// (phases, placements, moves, routine rolls) is told by its log line.
func (t EventType) Weighty() bool {
	switch t {
	case EvBattle, EvFire, EvHit, EvEliminated, EvReduced, EvReveal, EvEvent, EvGameOver:
		return true
	}
	return false
}
