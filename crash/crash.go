// Package crash carries a panic in a goroutine the app starts to the crash
// handler, instead of letting it end the process with a Go trace and no
// emergency save. The window sets the handler to take the panic to its game
// loop, where the game is at hand to be saved and the player is told; a
// program without a window keeps the default, which says what happened in
// one sentence and exits.
package crash

import (
	"fmt"
	"os"
	"runtime/debug"
	"sync"
)

// Panic is a panic caught in a goroutine: its value, the goroutine's stack
// and where it ran ("the Save dialog").
type Panic struct {
	Value any
	Stack []byte
	Where string
}

func (p Panic) Error() string { return fmt.Sprintf("%s panicked: %v", p.Where, p.Value) }

var (
	mu      sync.Mutex
	handler func(Panic)
)

// SetHandler makes h receive the panics of goroutines started by Go (or
// guarded by Recover); nil restores the default. It returns the handler it
// replaced.
func SetHandler(h func(Panic)) (old func(Panic)) {
	mu.Lock()
	defer mu.Unlock()
	old, handler = handler, h
	return old
}

// Go runs f on a new goroutine whose panic goes to the handler.
func Go(where string, f func()) {
	go func() {
		defer Recover(where)
		f()
	}()
}

// Recover, deferred first thing in a goroutine, hands its panic to the
// handler.
func Recover(where string) {
	if r := recover(); r != nil {
		Handle(Panic{Value: r, Stack: debug.Stack(), Where: where})
	}
}

// Handle gives p to the handler; with none set, it prints one sentence and
// the stack on standard error and exits with status 2.
func Handle(p Panic) {
	mu.Lock()
	h := handler
	mu.Unlock()
	if h != nil {
		h(p)
		return
	}
	fmt.Fprintf(os.Stderr, "kandahar: %s; this is a bug, please report it with what follows.\n%s", p.Error(), p.Stack)
	os.Exit(2)
}
