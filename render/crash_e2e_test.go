package render

import (
	"image"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"kandahar/crash"
	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// panicInput panics at its first poll: a bug in Update.
type panicInput struct{}

func (panicInput) Poll() ui.InputState { panic("a bug in Update") }

// A panic in Update or in Draw reaches Options.OnCrash once, with the
// game, the panic and the stack; the client then stops with an error
// that carries what OnCrash said (main's emergency save and report).
func TestCrashHandler(t *testing.T) {
	needWindow(t)
	rules := shippedRules(t)
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
			opt := view.Options{OnCrash: func(g *game.Game, p any, stack []byte) string {
				got <- crash{g, p, string(stack)}
				return "your game was saved to X"
			}}
			in := &ScriptedInput{}
			opt.Input = in
			app := New(g, opt)
			theHost.start(app, true)
			var c crash
			theHost.run(func() {})
			if where == "Update" {
				theHost.run(func() { app.In = panicInput{} })
			} else {
				theHost.run(func() { app.Screenshot(func(*image.RGBA) { panic("a bug in Draw") }) })
			}
			select {
			case c = <-got:
			case <-time.After(hangLimit):
				t.Fatal("OnCrash was not called")
			}
			if c.g != g || !strings.Contains(toString(c.p), "a bug in "+where) || !strings.Contains(c.stack, "render") {
				t.Fatalf("OnCrash got game %p (want %p), panic %v, stack %.200s", c.g, g, c.p, c.stack)
			}
			var stopped error
			for deadline := time.Now().Add(hangLimit); time.Now().Before(deadline) && stopped == nil; time.Sleep(10 * time.Millisecond) {
				stopped = theHost.crashed()
			}
			if stopped == nil || !strings.Contains(stopped.Error(), "the game crashed") || !strings.Contains(stopped.Error(), "your game was saved to X") {
				t.Fatalf("the client stopped with %v", stopped)
			}
			// the app is off the loop now (the host dropped it with its
			// error); one more frame, then no second call may be waiting
			theHost.run(func() {})
			select {
			case <-got:
				t.Fatal("OnCrash was called twice")
			default:
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

// A panic in a goroutine the client starts (saving, opening, drawing map
// tiles) reaches Options.OnCrash on the game loop, with the game and the
// goroutine's own stack, as a panic in Update does.
func TestGoroutinePanicsReachCrashHandler(t *testing.T) {
	needWindow(t)
	rules := shippedRules(t)
	cases := []struct {
		where string
		opt   func(*view.Options)
		start func(a *App)
	}{
		{"saving the game", func(o *view.Options) {
			o.Save = func(*game.Game) (string, error) { panic("a bug in Save") }
		}, func(a *App) { a.runSave() }},
		{"opening a game", func(o *view.Options) {
			o.Open = func() (*game.Game, error) { panic("a bug in Open") }
		}, func(a *App) { a.runOpen() }},
		{"drawing the map", func(*view.Options) {}, func(a *App) {
			// one tile panics: the others, drawn at once or later, go on,
			// so no second panic reaches the next test's client
			var fired atomic.Bool
			a.board.PaintTile = func(*paper.Canvas) {
				if fired.CompareAndSwap(false, true) {
					panic("a bug in a map tile")
				}
			}
			a.board.MapImg = nil // the map sheet is drawn again
		}},
	}
	for _, c := range cases {
		t.Run(c.where, func(t *testing.T) {
			g, err := game.New(rules, nil, 4)
			if err != nil {
				t.Fatal(err)
			}
			got := make(chan crash.Panic, 4)
			opt := view.Options{Input: &ScriptedInput{}, OnCrash: func(cg *game.Game, p any, stack []byte) string {
				if cg != g {
					t.Errorf("OnCrash got another game")
				}
				cp, _ := p.(crash.Panic)
				cp.Stack = stack
				got <- cp
				return "saved"
			}}
			c.opt(&opt)
			app := New(g, opt)
			theHost.start(app, true)
			theHost.run(func() {})
			theHost.run(func() { c.start(app) })
			select {
			case p := <-got:
				if p.Where != c.where || !strings.Contains(string(p.Stack), "render") {
					t.Fatalf("OnCrash got %q from %q, stack %.300s", p.Value, p.Where, p.Stack)
				}
			case <-time.After(hangLimit):
				t.Fatal("OnCrash was not called: the panic was lost or ended the process")
			}
			// the client stops, as after any crash
			var stopped error
			for deadline := time.Now().Add(hangLimit); time.Now().Before(deadline) && stopped == nil; time.Sleep(10 * time.Millisecond) {
				stopped = theHost.crashed()
			}
			if stopped == nil || !strings.Contains(stopped.Error(), c.where) {
				t.Fatalf("the client stopped with %v", stopped)
			}
		})
	}
}
