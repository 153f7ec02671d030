package render

import (
	"sort"
	"sync"
	"testing"

	"kandahar/game"
	"kandahar/render/ui"
)

// watchTextFloor fails the end-to-end test that draws any text under
// textFloor pixels at 100 % UI scale, anywhere on any screen it visits:
// every end-to-end test checks the floor on its own path.
func watchTextFloor(d *driver) {
	var mu sync.Mutex
	small := map[string]float64{}
	d.on(func(a *App) {
		a.U.Watch = watchFunc(func(s string, size float64, _ ui.Rect) {
			if size < ui.TextFloor {
				mu.Lock()
				small[s] = size
				mu.Unlock()
			}
		})
	})
	d.t.Cleanup(func() {
		d.on(func(a *App) { a.U.Watch = nil })
		mu.Lock()
		defer mu.Unlock()
		var list []string
		for s := range small {
			list = append(list, s)
		}
		sort.Strings(list)
		for _, s := range list {
			d.t.Errorf("text %q is drawn at %.1f px, under the %d px floor", s, small[s], ui.TextFloor)
		}
	})
}

// The floor holds on the screens a game starts on, with the help open;
// the other end-to-end tests hold it on theirs (newDriver watches them).
func TestNoTextUnderTheFloor(t *testing.T) {
	rules := shippedRules(t)
	g, err := game.New(rules, nil, 7)
	if err != nil {
		t.Fatal(err)
	}
	d := newWindowDriver(t, g)
	d.idle()
	if n := len(d.texts()); n < 20 {
		t.Fatalf("only %d texts on the screen: nothing to judge", n)
	}
	d.clickButton("help")
	d.idle()
	d.texts()
	d.shot("help-floor")
}

// watchFunc is a ui.TextWatcher made of a func.
type watchFunc func(s string, size float64, box ui.Rect)

func (f watchFunc) Drawn(s string, size float64, box ui.Rect) { f(s, size, box) }
