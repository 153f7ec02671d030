package game

import (
	"strings"
	"testing"
)

// While a question waits (here 15.0), the refusal of anything else cites the
// question's rule; it does not repeat the question, which the player
// sees already beside its options.
func TestAnswerFirstCitesTheQuestion_15_0(t *testing.T) {
	s := &State{Pending: &Decision{Kind: DecSuppression, Rule: "15.0", Prompt: "Suppressive fire: nominate weapons against enemy units, then fire."}}
	for _, c := range s.Commands() {
		if c.Kind != CmdEndPhase {
			continue
		}
		if c.Code != RefuseAnswerFirst {
			t.Fatalf("End phase with a question waiting: %q (%s), want %s", c.Reason, c.Code, RefuseAnswerFirst)
		}
		if strings.Contains(c.Reason, s.Pending.Prompt) || !strings.Contains(c.Reason, "(15.0)") {
			t.Fatalf("the refusal %q repeats the question or does not cite its rule 15.0", c.Reason)
		}
		return
	}
	t.Fatal("no End phase command")
}
