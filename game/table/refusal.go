package table

// Refusal is a rule's "no" to an action: a stable Code for a client to
// act on, the section it rests on ("" where it rests on the state of
// play, such as a question to answer first) and one sentence.
type Refusal struct {
	Code   string `json:",omitempty"`
	Rule   string `json:",omitempty"`
	Reason string
}

func (r *Refusal) Error() string { return r.Reason }
