package render

import (
	"image"
	"kandahar/assets"
	"strings"
	"testing"
	"time"

	"kandahar/game"
)

// panicInput panics at its first poll: a bug in Update.
type panicInput struct{}

func (panicInput) Poll() InputState { panic("a bug in Update") }

// A panic in Update or in Draw reaches Options.OnCrash once, with the
// game, the panic and the stack; the client then stops with an error
// that carries what OnCrash said (main's emergency save and report).
func TestCrashHandler(t *testing.T) {
	if theHost == nil {
		t.Skip("no display: the end-to-end test runs under xvfb-run (see build/test.sh)")
	}
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	for _, where := range []string{"Update", "Draw"} {
		t.Run(where, func(t *testing.T) {
			g, err := game.New(rules, nil, 4)
			if err != nil {
				t.Fatal(err)
			}
			type crash struct {
				g     *game.Game
				p     any
				stack string
			}
			got := make(chan crash, 4)
			opt := Options{OnCrash: func(g *game.Game, p any, stack []byte) string {
				got <- crash{g, p, string(stack)}
				return "your game was saved to X"
			}}
			in := &ScriptedInput{}
			opt.Input = in
			app := New(g, opt)
			theHost.mu.Lock()
			theHost.app, theHost.err = app, nil
			theHost.mu.Unlock()
			var c crash
			theHost.run(func() {})
			if where == "Update" {
				theHost.run(func() { app.in = panicInput{} })
			} else {
				theHost.run(func() { app.Screenshot(func(*image.RGBA) { panic("a bug in Draw") }) })
			}
			select {
			case c = <-got:
			case <-time.After(20 * time.Second):
				t.Fatal("OnCrash was not called")
			}
			if c.g != g || !strings.Contains(toString(c.p), "a bug in "+where) || !strings.Contains(c.stack, "render") {
				t.Fatalf("OnCrash got game %p (want %p), panic %v, stack %.200s", c.g, g, c.p, c.stack)
			}
			var stopped error
			for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline) && stopped == nil; time.Sleep(10 * time.Millisecond) {
				stopped = theHost.crashed()
			}
			if stopped == nil || !strings.Contains(stopped.Error(), "the game crashed") || !strings.Contains(stopped.Error(), "your game was saved to X") {
				t.Fatalf("the client stopped with %v", stopped)
			}
			select {
			case <-got:
				t.Fatal("OnCrash was called twice")
			case <-time.After(200 * time.Millisecond):
			}
		})
	}
}

func toString(p any) string {
	if s, ok := p.(string); ok {
		return s
	}
	if e, ok := p.(error); ok {
		return e.Error()
	}
	return ""
}
