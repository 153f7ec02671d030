package chrome

import (
	"slices"
	"testing"

	"kandahar/render/ui"
)

// The same words said twice show once, newest; a withdrawn message goes.
func TestSayShowsIdenticalMessagesOnce(t *testing.T) {
	var c Chrome
	c.Say("Press E again to end the Placement Phase (4.0).", false)
	c.Say("The team is tired.", true)
	c.Toasts[0].T = 2
	c.Say("Press E again to end the Placement Phase (4.0).", false)
	if len(c.Toasts) != 2 {
		t.Fatalf("%d messages shown, want 2: %v", len(c.Toasts), c.Toasts)
	}
	if last := c.Toasts[1]; last.Text != "Press E again to end the Placement Phase (4.0)." || last.T != 0 {
		t.Fatalf("the repeated message is not shown anew, newest: %+v", c.Toasts)
	}
	c.Withdraw("The team is tired.")
	if c.Showing("The team is tired.") || !c.Showing("Press E again to end the Placement Phase (4.0).") {
		t.Fatalf("Withdraw took the wrong message: %+v", c.Toasts)
	}
}

// A question takes the first Tab stop, ahead of the buttons laid out
// before it.
func TestQuestionIsFirstTabStop(t *testing.T) {
	c := Chrome{Buttons: []ui.Button{
		{Id: "end-phase", Enabled: true, OnClick: func() {}},
		{Id: "undo", Enabled: true, OnClick: func() {}},
		{Id: "opt-0", Enabled: true, OnClick: func() {}},
		{Id: "opt-1", Enabled: true, OnClick: func() {}},
	}}
	got := c.Focusables()
	want := []string{"opt-0", "opt-1", "end-phase", "undo"}
	if !slices.Equal(got, want) {
		t.Fatalf("Tab goes %v, want %v", got, want)
	}
}
