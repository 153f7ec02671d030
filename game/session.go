package game

import "kandahar/game/table"

// A Game is a session of the contract every game the app plays speaks:
// the window's generic parts, the simulator, the hint and the text client
// play Kandahar through it as they play Enduring Freedom.
var _ table.Session[Action, Event] = (*Game)(nil)

// Prompt says what the game waits for, in the contract's words. The
// state's own Prompt adds what Kandahar's board needs (the pieces and
// hexes each option is about, the decision itself).
func (g *Game) Prompt() table.Prompt { return g.State.Prompt().Table() }

// Table is the prompt as the contract says it.
func (p Prompt) Table() table.Prompt {
	out := table.Prompt{Step: string(p.Step), Text: p.Text, Rules: p.Rules, Over: p.Step == StepOver}
	if p.Question != nil {
		q := &table.Question{Rule: p.Question.Rule, Text: p.Question.Prompt}
		for _, c := range p.Options {
			q.Options = append(q.Options, table.Option{Number: c.Number, Label: c.Label})
		}
		out.Question = q
	}
	return out
}

// Legal lists the actions the rules allow now (LegalActions).
func (g *Game) Legal() []Action { return g.State.LegalActions() }

// Check says why an action is refused now, or nil.
func (g *Game) Check(a Action) *table.Refusal {
	return verdictOf(g.State.Check(a)).Refusal()
}

// Refusal is a verdict as the contract says it: nil for a yes.
func (v Verdict) Refusal() *table.Refusal {
	if v.OK() {
		return nil
	}
	return &table.Refusal{Code: string(v.Code), Rule: v.Rule, Reason: v.Reason}
}

// Answer is the action that gives option n of the question on screen.
func (g *Game) Answer(n int) (Action, *table.Refusal) {
	p := g.State.Prompt()
	switch {
	case p.Question == nil:
		return Action{}, table.NoQuestion()
	case n < 1 || n > len(p.Options):
		return Action{}, table.NoOption(n, p.Table().Question)
	}
	return p.Options[n-1].Act, nil
}

// Actions is the log of the player's actions.
func (g *Game) Actions() []Action { return g.Log }

// Table says the event as the contract does: what every client shows of it.
func (e Event) Table() table.Event {
	return table.Event{Kind: string(e.Type), Rule: e.Rule, Text: e.Text, Dice: e.Dice,
		Terms: e.Terms, Total: e.Total, Against: e.Against, AgainstTotal: e.AgainstTotal,
		Weighty: e.Type.ChangesSituation(), Tone: e.Type.Tone()}
}

// Tone is how an event of this type bears on the player (table.Tone).
func (t EventType) Tone() table.Tone {
	switch t {
	case EvPhase:
		return table.NewPhase
	case EvDetected, EvCasualty, EvEliminated, EvForfeit, EvFriendlyFire:
		return table.Blow
	case EvAccomplished:
		return table.Gain
	case EvCombat, EvNoise:
		return table.Test
	}
	return table.Routine
}

// As lets a refusal of Apply be read as the contract's Refusal
// (errors.As), as the contract promises of either engine.
func (e *IllegalError) As(target any) bool {
	p, ok := target.(**table.Refusal)
	if ok {
		*p = &table.Refusal{Code: string(e.Code), Rule: e.Code.Rule(), Reason: e.Reason}
	}
	return ok
}
