package keymap

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Remap lays the player's keys over base. table maps an action's name to
// its keys, one chord ("G", "Ctrl+I", "Shift+F3") or several with commas
// ("G, F3"). An entry the game cannot use (an unknown action, a key it
// does not know, keys another line already answers) is left out and said
// in a sentence; the action keeps its keys, and the other entries hold.
func Remap(base Map, table map[string]string) (Map, []string) {
	m := slices.Clone(base)
	var problems []string
	var done []int // the lines remapped
	names := make([]string, 0, len(table))
	for name := range table {
		names = append(names, name)
	}
	slices.Sort(names) // the same file, the same sentences in the same order
	for _, name := range names {
		i := slices.IndexFunc(m, func(b Binding) bool { return b.Action == name })
		switch {
		case i < 0:
			problems = append(problems, fmt.Sprintf("The settings name no action %q for a key: the names are %s.", name, strings.Join(actions(base), ", ")))
			continue
		case m[i].Fixed:
			problems = append(problems, fmt.Sprintf("The keys of %q (%s) are part of what it does and cannot be changed.", name, m[i].Keys))
			continue
		}
		chords, err := ParseChords(table[name])
		if err != nil {
			problems = append(problems, fmt.Sprintf("The keys %q for %q: %v; it keeps %s.", table[name], name, err, m[i].Keys))
			continue
		}
		m[i].Chords = chords
		m[i].Keys = chordsText(chords)
		done = append(done, i)
	}
	// a chord whose every press a line above answers first would never
	// reach its action: the entry that made it so is undone, until every
	// chord acts
	for {
		i, j := deadChord(m)
		if i < 0 {
			break
		}
		undo, other := i, j
		if !slices.Contains(done, i) {
			undo, other = j, i
		}
		if !slices.Contains(done, undo) {
			break // the defaults' own: TestDefaultsAllAct keeps there being none
		}
		problems = append(problems, fmt.Sprintf("The keys %s for %q are %q's already; it keeps %s.", m[undo].Keys, m[undo].Action, m[other].Action, base[undo].Keys))
		m[undo] = base[undo]
		done = slices.DeleteFunc(done, func(k int) bool { return k == undo })
	}
	return m, problems
}

// deadChord finds a chord of line i that the lines above it, j the last
// of them, leave no press to; i is -1 when every chord acts.
func deadChord(m Map) (i, j int) {
	for i, b := range m {
		for _, c := range b.Chords {
			var taken uint8
			by := -1
			for j := range i {
				for _, d := range m[j].Chords {
					if d.Key == c.Key && d.presses()&c.presses() != 0 {
						taken |= d.presses()
						by = j
					}
				}
			}
			if by >= 0 && c.presses()&^taken == 0 {
				return i, by
			}
		}
	}
	return -1, -1
}

// actions are the names the settings may give keys to.
func actions(m Map) []string {
	var out []string
	for _, b := range m {
		if b.Action != "" && !b.Fixed {
			out = append(out, b.Action)
		}
	}
	return out
}

func chordsText(cs []Chord) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, " or ")
}

// ParseChords reads keys as the settings file writes them: chords
// separated by commas, each a key name after any of "Ctrl+" and
// "Shift+".
func ParseChords(s string) ([]Chord, error) {
	var out []Chord
	for _, part := range strings.Split(s, ",") {
		c, err := parseChord(strings.TrimSpace(part))
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func parseChord(s string) (Chord, error) {
	if s == "" {
		return Chord{}, fmt.Errorf("no key is named")
	}
	words := strings.Split(s, "+")
	if words[len(words)-1] == "" && len(words) > 1 {
		return Chord{}, fmt.Errorf("a %q with no key after it", s)
	}
	var ctrl, shift bool
	for _, w := range words[:len(words)-1] {
		switch strings.ToLower(strings.TrimSpace(w)) {
		case "ctrl", "control":
			ctrl = true
		case "shift":
			shift = true
		default:
			return Chord{}, fmt.Errorf("%q is not a modifier the game reads (Ctrl and Shift are)", strings.TrimSpace(w))
		}
	}
	name := strings.TrimSpace(words[len(words)-1])
	var k ebiten.Key
	if alias, ok := aliases[strings.ToLower(name)]; ok {
		k = alias
	} else if err := k.UnmarshalText([]byte(name)); err != nil {
		return Chord{}, fmt.Errorf("%q is not a key the game knows", name)
	}
	if modifier(k) {
		return Chord{}, fmt.Errorf("%s is a modifier, not a key of its own", name)
	}
	mods := Plain
	switch {
	case ctrl && shift:
		mods = CtrlShift
	case ctrl:
		mods = Ctrl
	case shift:
		mods = Shift
	}
	return Chord{Key: k, Mods: mods}, nil
}

// aliases are names a player writes that Ebitengine spells otherwise.
var aliases = map[string]ebiten.Key{"esc": ebiten.KeyEscape, "del": ebiten.KeyDelete, "pgup": ebiten.KeyPageUp, "pgdn": ebiten.KeyPageDown,
	"return": ebiten.KeyEnter, "menu": ebiten.KeyContextMenu}

func modifier(k ebiten.Key) bool {
	switch k {
	case ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight, ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight,
		ebiten.KeyAlt, ebiten.KeyAltLeft, ebiten.KeyAltRight, ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight:
		return true
	}
	return false
}
