package keymap

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/render/ui"
)

// Every key of the default keymap reaches its line: no line above takes
// all of a chord's presses; every key line has a name of its own.
func TestDefaultsAllAct(t *testing.T) {
	if i, j := deadChord(Default); i >= 0 {
		t.Errorf("%q never acts: %q answers its keys first", Default[i].Keys, Default[j].Keys)
	}
	names := map[string]bool{}
	for _, b := range Default {
		if (b.Chords == nil) != (b.Action == "") {
			t.Errorf("%q: keys need an action's name, a gesture none", b.Keys)
		}
		if b.Action != "" && names[b.Action] {
			t.Errorf("two lines are named %q", b.Action)
		}
		names[b.Action] = true
	}
}

func press(m Map, k ebiten.Key, held ...ebiten.Key) string {
	b, _ := m.Match(k, ui.InputState{Pressed: []ebiten.Key{k}, Held: append(held, k)})
	return b.Action
}

// A line's words name other actions' keys as they are in force, and
// every name in braces is an action's.
func TestSaysTheKeysInForce(t *testing.T) {
	for _, b := range Default {
		if got := Default.Says(b.Does); regexp.MustCompile(`\{[a-z-]+\}`).MatchString(got) {
			t.Errorf("%q: %q names no action", b.Keys, got)
		}
	}
	m, _ := Remap(Default, map[string]string{"end-phase": "Q", "end-phase-asks": "Ctrl+Q"})
	if got := m.Says("end the phase: twice, or once after {end-phase-asks}; one {end-phase} ends a move"); got != "end the phase: twice, or once after Ctrl+Q; one Q ends a move" {
		t.Errorf("says %q", got)
	}
}

// The player's keys replace an action's own; its old key is free, and
// the help's line names the new ones.
func TestRemap(t *testing.T) {
	m, problems := Remap(Default, map[string]string{"pick-up": "G", "hint": "ctrl+i, F3", "magnifier": "M"})
	if len(problems) > 0 {
		t.Fatalf("problems %q", problems)
	}
	for _, c := range []struct {
		k    ebiten.Key
		held []ebiten.Key
		want string
	}{
		{ebiten.KeyG, nil, "pick-up"},
		{ebiten.KeyM, nil, "magnifier"}, // pick-up's M, free now
		{ebiten.KeyH, nil, ""},
		{ebiten.KeyI, []ebiten.Key{ebiten.KeyControlLeft}, "hint"},
		{ebiten.KeyI, nil, ""},
		{ebiten.KeyF3, nil, "hint"},
		{ebiten.KeyE, nil, "end-phase"}, // the others keep theirs
	} {
		if got := press(m, c.k, c.held...); got != c.want {
			t.Errorf("%v with %v: %q, want %q", c.k, c.held, got, c.want)
		}
	}
	for _, b := range m {
		switch b.Action {
		case "pick-up":
			if b.Keys != "G" {
				t.Errorf("the help says %q for pick-up", b.Keys)
			}
		case "hint":
			if b.Keys != "Ctrl+I or F3" {
				t.Errorf("the help says %q for the hint", b.Keys)
			}
		}
	}
	if Default[4].Keys != "M" || press(Default, ebiten.KeyM) != "pick-up" {
		t.Error("Remap changed the default keymap")
	}
}

// An entry the game cannot use is said in a sentence and left out; the
// action keeps its keys and the other entries hold.
func TestRemapBadEntries(t *testing.T) {
	m, problems := Remap(Default, map[string]string{
		"pick-up":   "G",
		"jump":      "J",
		"hint":      "Alt+I",
		"undo":      "Ctrl+",
		"coach":     "Q+",
		"magnifier": "M", // pick-up's before this file: pick-up takes G, so M is free
		"rules":     "E", // the end of the phase's
		"answer":    "A",
		"fit":       "Shift",
	})
	want := []string{
		`The keys "Shift" for "fit": Shift is a modifier, not a key of its own; it keeps F or Home.`,
		`The keys "Alt+I" for "hint": "Alt" is not a modifier the game reads (Ctrl and Shift are); it keeps I or Ctrl+H.`,
		`The keys "Ctrl+" for "undo": a "Ctrl+" with no key after it; it keeps Ctrl+Z.`,
		`The keys "Q+" for "coach": a "Q+" with no key after it; it keeps C.`,
		`The settings name no action "jump" for a key`,
		`The keys of "answer" (1 – 9) are part of what it does and cannot be changed.`,
		`The keys E for "rules" are "end-phase"'s already; it keeps R or F2.`,
	}
	all := strings.Join(problems, "\n")
	for _, w := range want {
		if !strings.Contains(all, w) {
			t.Errorf("no sentence %q in:\n%s", w, all)
		}
	}
	if len(problems) != len(want) {
		t.Errorf("%d sentences, want %d:\n%s", len(problems), len(want), all)
	}
	for k, want := range map[ebiten.Key]string{ebiten.KeyG: "pick-up", ebiten.KeyM: "magnifier", ebiten.KeyR: "rules", ebiten.KeyE: "end-phase", ebiten.KeyC: "coach", ebiten.KeyF: "fit"} {
		if got := press(m, k); got != want {
			t.Errorf("%v: %q, want %q", k, got, want)
		}
	}
}

// A key taken from a line below leaves that line without its key: the
// entry is undone (H is the magnifier's, and it comes below pick-up).
func TestRemapOntoALineBelow(t *testing.T) {
	m, problems := Remap(Default, map[string]string{"pick-up": "H"})
	if len(problems) != 1 || !strings.Contains(problems[0], `"pick-up"`) || !strings.Contains(problems[0], "keeps M") {
		t.Fatalf("problems %q", problems)
	}
	if press(m, ebiten.KeyH) != "magnifier" || press(m, ebiten.KeyM) != "pick-up" {
		t.Error("the entry was not undone")
	}
}

// The README names every action a player may give keys to, with its
// keys.
func TestReadmeNamesEveryAction(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(readme)), " ")
	for _, b := range Default {
		if b.Action == "" || b.Fixed {
			continue
		}
		if want := "`" + b.Action + "` (" + b.Keys + ")"; !strings.Contains(text, want) {
			t.Errorf("the README does not say %s", want)
		}
	}
}
