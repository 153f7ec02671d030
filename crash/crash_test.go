package crash

import (
	"strings"
	"testing"
	"time"
)

// A panic in a goroutine started by Go reaches the handler, with the
// goroutine's stack and where it ran, and the process goes on.
func TestGoHandsPanicToHandler(t *testing.T) {
	got := make(chan Panic, 1)
	old := SetHandler(func(p Panic) { got <- p })
	defer func() { SetHandler(old) }()
	Go("the test goroutine", func() { panic("boom") })
	select {
	case p := <-got:
		if p.Value != "boom" || p.Where != "the test goroutine" || !strings.Contains(string(p.Stack), "crash_test.go") {
			t.Fatalf("handler got %+v", p)
		}
		if !strings.Contains(p.Error(), "the test goroutine panicked: boom") {
			t.Fatalf("in words: %q", p.Error())
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the handler was not called")
	}
}
