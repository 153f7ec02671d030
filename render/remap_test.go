package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/chrome"
	"kandahar/render/keymap"
	"kandahar/render/scenes/help"
	"kandahar/render/ui"
	"kandahar/render/view"
)

// The player's own keys act, and the help (F1) shows the keys in force;
// an entry that could not be used is said in the log at start.
func TestRemappedKeyActsAndShowsInHelp(t *testing.T) {
	g, err := game.New(shippedRules(t), nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	keys, problems := keymap.Remap(keymap.Default, map[string]string{"magnifier": "G", "jump": "J"})
	if len(problems) != 1 {
		t.Fatalf("problems %q", problems)
	}
	a := New(g, view.Options{Input: &ScriptedInput{}, Prefs: view.Prefs{Keys: keys, Notice: problems[0]}})
	press := func(k ebiten.Key) { a.pressKeys(ui.InputState{Pressed: []ebiten.Key{k}, Held: []ebiten.Key{k}}) }
	before := a.board.ShowPiece
	press(ebiten.KeyH)
	if a.board.ShowPiece != before {
		t.Error("H still toggles the magnifier")
	}
	press(ebiten.KeyG)
	if a.board.ShowPiece == before {
		t.Error("G does not toggle the magnifier")
	}
	lines := helpLines(a)
	i := slices.IndexFunc(lines, func(l help.Line) bool { return strings.HasPrefix(l.Does, "hide or show the counters") })
	if i < 0 || lines[i].Keys != "G" {
		t.Errorf("the help's magnifier line: %+v", lines[max(i, 0)])
	}
	if slices.ContainsFunc(lines, func(l help.Line) bool { return l.Keys == "H" }) {
		t.Error("the help still lists H")
	}
	keys, _ = keymap.Remap(keymap.Default, map[string]string{"pick-up": "G"})
	a.Opt.Keys = keys
	if !slices.ContainsFunc(helpLines(a), func(l help.Line) bool {
		return l.Keys == "Enter" && strings.HasPrefix(l.Does, "drop what G carries")
	}) {
		t.Error("the help's Enter line does not name G as what picks up")
	}
	keys, _ = keymap.Remap(keymap.Default, map[string]string{"end-phase": "Q", "end-phase-asks": "Ctrl+Q"})
	a.Opt.Keys = keys
	a.chrome.SetScreen(chrome.ScreenFor(1280, 800, 1, 1))
	a.layoutFrame()
	if b := a.chrome.ButtonByID("end-phase"); b == nil || !strings.HasSuffix(b.Label, "(Q)") {
		t.Errorf("the End Phase button does not name Q: %+v", b)
	}
	a.chrome.ToggleEndAsk()
	if !a.chrome.Showing("Q now ends a phase at the first press (Ctrl+Q to ask again).") {
		t.Errorf("Ctrl+Q says %v", a.chrome.Toasts)
	}
	logged := false
	for _, l := range a.chrome.LogLines {
		logged = logged || strings.Contains(l.Text, `no action "jump"`)
	}
	if !logged {
		t.Error("the log does not say the entry was not used")
	}
}

// Esc does one thing a press: with a hint being worked out, it cancels
// the hint and leaves the shop open; the next Esc closes the shop.
func TestEscOneThingAPress(t *testing.T) {
	g, err := game.New(shippedRules(t), nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	a := New(g, view.Options{Input: &ScriptedInput{}})
	esc := func() {
		a.pressKeys(ui.InputState{Pressed: []ebiten.Key{ebiten.KeyEscape}, Held: []ebiten.Key{ebiten.KeyEscape}})
	}
	a.hint.Toggle()
	if !a.hint.Working() {
		t.Fatal("premise: I asks for a hint")
	}
	if !a.chrome.ShopOpen {
		t.Fatal("premise: the shop is open at set-up")
	}
	esc()
	if a.hint.Working() || !a.chrome.ShopOpen {
		t.Fatalf("the first Esc: hint worked on %v, shop open %v; want the hint cancelled, the shop open", a.hint.Working(), a.chrome.ShopOpen)
	}
	esc()
	if a.chrome.ShopOpen {
		t.Error("the second Esc did not close the shop")
	}
}
