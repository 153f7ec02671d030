package render

import (
	"strings"
	"testing"

	"kandahar/render/keymap"
)

// The action bar's tips name the keys in force: the default ones, and
// the player's own once remapped. The Counters button and the help's
// line for its key tell the same thing: the key hides the counters, and
// the magnifier with them.
func TestTipsNameTheKeysInForce(t *testing.T) {
	d := newGameDriver(t, 3)
	defer d.on(func(a *App) { a.Opt.Keys = nil })
	d.on(func(a *App) { a.do(a.Shown().ShopOffers()[0].Buys[0]) }) // an action to undo
	d.idle()
	tips := func() map[string]string {
		d.waitFrames(2)
		out := map[string]string{}
		d.on(func(a *App) {
			for _, b := range a.chrome.Buttons {
				out[b.Id] = b.Tip
			}
		})
		return out
	}
	if line := keymap.Default.Says("{magnifier}"); line != "H" {
		t.Fatalf("the magnifier's key is %q", line)
	}
	for _, b := range keymap.Default {
		if b.Action == "magnifier" && !strings.Contains(b.Does, "counters") {
			t.Errorf("the help says H does %q: not the counters the Counters button names", b.Does)
		}
	}
	mine, problems := keymap.Remap(keymap.Default, map[string]string{"magnifier": "J", "undo": "Ctrl+U", "fit": "G", "help": "F3",
		"rules": "Y", "turn": "U", "skip": "K", "skip-all": "Shift+K", "export-map": "Shift+F9", "screenshot": "F9"})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	for _, tc := range []struct {
		keys keymap.Map
		want map[string][]string
	}{
		{nil, map[string][]string{"counters": {"counters", "(H)"}, "undo": {"(Ctrl+Z)"}, "fit": {"(F)"}, "help": {"(F1)"},
			"rules": {"(R)", "T shows"}, "skip": {"(Space)", "Shift+Space skips"}, "export": {"(Shift+F12)", "F12 saves"}}},
		{mine, map[string][]string{"counters": {"counters", "(J)"}, "undo": {"(Ctrl+U)"}, "fit": {"(G)"}, "help": {"(F3)"},
			"rules": {"(Y)", "U shows"}, "skip": {"(K)", "Shift+K skips"}, "export": {"(Shift+F9)", "F9 saves"}}},
	} {
		d.on(func(a *App) { a.Opt.Keys = tc.keys })
		got := tips()
		for id, wants := range tc.want {
			for _, w := range wants {
				if !strings.Contains(got[id], w) {
					t.Errorf("keys %v: the %s button's tip %q does not say %q", tc.keys != nil, id, got[id], w)
				}
			}
		}
	}
}
