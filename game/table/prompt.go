package table

// Prompt is what a game waits for at this moment: in our words, with the
// rule sections it rests on, and the question when one is asked.
type Prompt struct {
	// Step is the engine's stable name for the moment ("move", "question",
	// "over"): a client keys its gestures on it, never a rule.
	Step  string
	Text  string   // what to do now, in our words; no gestures (the client adds those)
	Rules []string // the sections, e.g. "3.1"
	// Question is the decision waiting for an answer, or nil.
	Question *Question `json:",omitempty"`
	// Over is set once the game has ended.
	Over bool `json:",omitempty"`
}

// Question is a choice the rules leave to the player, put by the game
// system; nothing goes on until it is answered.
type Question struct {
	Rule string
	Text string
	// Options are the answers in the order offered, numbered from 1.
	Options []Option
}

// Option is one answer of a question.
type Option struct {
	// Number is 1-based and stable while the question stands: option N is
	// key N, button N, "choose N" in a hint and N in the text client.
	Number int
	Label  string
}

// Asking reports the question waiting, if any.
func (p Prompt) Asking() bool { return p.Question != nil }
