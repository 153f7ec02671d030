package input

import (
	"strings"
	"testing"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/board"
	"kandahar/render/chrome"
	"kandahar/render/keymap"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// fakeCtx is the window as the input paths see it, without one: a real
// game, board, chrome and pointer, and the actions sent kept.
type fakeCtx struct {
	sh   view.Shared
	b    board.Board
	c    chrome.Chrome
	p    board.Pointer
	sent []game.Action
}

func (f *fakeCtx) Shared() *view.Shared    { return &f.sh }
func (f *fakeCtx) Board() *board.Board     { return &f.b }
func (f *fakeCtx) Chrome() *chrome.Chrome  { return &f.c }
func (f *fakeCtx) Pointer() *board.Pointer { return &f.p }
func (f *fakeCtx) Frame() int              { return 0 }

func (f *fakeCtx) OverPanel(x, y float64) bool           { return false }
func (f *fakeCtx) OnMagnifier(x, y float64) bool         { return false }
func (f *fakeCtx) RuleLink(x, y float64, down bool) bool { return false }
func (f *fakeCtx) OpenStackMenu(game.Hex, ui.Pt, bool)   {}

func (f *fakeCtx) Do(act game.Action) bool {
	if _, err := f.sh.G.Do(act); err != nil {
		f.c.Say(err.Error(), true)
		return false
	}
	f.sent = append(f.sent, act)
	return true
}

func newHand(t *testing.T, keys keymap.Map) (*Hand, *fakeCtx) {
	t.Helper()
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeCtx{sh: view.Shared{G: g, Rules: rules, Opt: view.Options{Prefs: view.Prefs{Keys: keys}}}}
	return &Hand{Ctx: f}, f
}

// The first press of the end-phase key only asks, naming the key in
// force; the second ends the phase (4.0).
func TestEndPhaseByKeyNamesTheKeyInForce_4_0(t *testing.T) {
	remapped, problems := keymap.Remap(keymap.Default, map[string]string{"end-phase": "Q"})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	for _, tc := range []struct {
		name string
		keys keymap.Map
		key  string
	}{{"default", nil, "E"}, {"remapped", remapped, "Q"}} {
		t.Run(tc.name, func(t *testing.T) {
			h, f := newHand(t, tc.keys)
			phase, step := f.sh.G.State.Phase, f.sh.G.State.SetupStep
			h.EndPhaseByKey()
			if len(f.sent) != 0 {
				t.Fatalf("the first press sent %v", f.sent)
			}
			if len(f.c.Toasts) != 1 {
				t.Fatalf("the first press says %v, want one prompt", f.c.Toasts)
			}
			said := f.c.Toasts[0].Text
			if !strings.HasPrefix(said, "Press "+tc.key+" again to end the ") || !strings.HasSuffix(said, "(4.0).") {
				t.Errorf("the first press says %q, want it to name %s", said, tc.key)
			}
			if tc.key != "E" && strings.Contains(said, " E ") {
				t.Errorf("the prompt names E with end-phase on %s: %q", tc.key, said)
			}
			h.EndPhaseByKey()
			if len(f.sent) != 1 || f.sent[0].Type != game.ActEndPhase {
				t.Fatalf("the second press sent %v, want the end of the phase", f.sent)
			}
			if s := f.sh.G.State; s.Phase == phase && s.SetupStep == step {
				t.Errorf("still in %v step %v after the second press", s.Phase, s.SetupStep)
			}
		})
	}
}
