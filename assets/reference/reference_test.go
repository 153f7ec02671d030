package reference

import (
	"slices"
	"strings"
	"testing"

	"kandahar/internal/deadline"
)

const rulings = `# comment
T1 | 10.7, 12.1 | Which terrain? | The noisiest.
O1 | 17.0 | Roll once a turn.
`

func parse(t *testing.T, files ...File) *Book {
	t.Helper()
	b, err := Parse(append(files, File{RulingsFile, []byte(rulings)}))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParse(t *testing.T) {
	b := parse(t,
		File{"10.txt", []byte("# notes\nsection: 10.10 Halt\ntext: |\n  One line\n  and its second line.\n\n  A second paragraph.\n  - a list item\n  - another\nrulings: T1, O1\nsee also: 10.7\n\nsection: 10.7 Terrain\ntext: Costs.\n")},
		File{TurnFile, []byte("step: mission Mission phase\ntext: Draw a mission.\nsee also: 10.7\n")},
	)
	secs := b.Sections()
	if len(secs) != 2 || secs[0].ID != "10.7" || secs[1].ID != "10.10" {
		t.Fatalf("sections not in rulebook order: %+v", secs)
	}
	s, ok := b.Section("10.10")
	want := []string{"One line and its second line.", "A second paragraph.", "- a list item", "- another"}
	if !ok || s.Title != "Halt" || !slices.Equal(s.Paragraphs, want) {
		t.Errorf("10.10 read as %q %q", s.Title, s.Paragraphs)
	}
	if len(s.Rulings) != 2 || s.Rulings[0].Question != "Which terrain?" || s.Rulings[1].Text != "Roll once a turn." || !slices.Equal(s.Rulings[0].Sections, []string{"10.7", "12.1"}) {
		t.Errorf("rulings read as %+v", s.Rulings)
	}
	if !slices.Equal(s.SeeAlso, []string{"10.7"}) || s.File != "10.txt" || s.Line != 2 {
		t.Errorf("10.10: see also %v at %s:%d", s.SeeAlso, s.File, s.Line)
	}
	if tu := b.Turn(); len(tu) != 1 || tu[0].ID != "mission" || tu[0].Text() != "Draw a mission." {
		t.Errorf("turn read as %+v", tu)
	}
	if _, ok := b.Ruling("O1"); !ok {
		t.Errorf("no ruling O1")
	}
}

// Every problem is reported at once, each with its file and line.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		name, src, want string
	}{
		{"12.txt", "text: Some text first.\nsection: 12.1 X\ntext: Text.\n", `12.txt:1: text: before the first "section:" line`},
		{"12.txt", "Some words.\nsection: 12.1 X\ntext: Text.\n", `12.txt:1: "Some words." is not a "key: value" line`},
		{"12.txt", "section: 12.1\ntext: Text.\n", `12.txt:1: section: want section: ID Title`},
		{"12.txt", "section: 13.1 Wrong file\ntext: Text.\n", `12.txt:1: "13.1" is not a section of 12.0`},
		{"12.txt", "section: twelve Title\ntext: Text.\n", `12.txt:1: "twelve" is not a section`},
		{"12.txt", "section: 12.1 A\ntext: Text.\nsection: 12.1 B\ntext: More.\n", "12.txt:3: 12.1 again (first at 12.txt:1)"},
		{"12.txt", "section: 12.1 A\n\nsection: 12.2 B\ntext: Text.\n", "12.txt:1: 12.1 has no text"},
		{"12.txt", "section: 12.1 A\ntext: Text.\nrulings: X9\n", "12.txt:3: 12.1 names ruling X9"},
		{"12.txt", "section: 12.1 A\ntext: Text.\nsee also: twelve\n", `12.txt:3: "twelve" is not a section number`},
		{"12.txt", "section: 12.1 A\ntext: Text.\nsee also: 12.1\n", "12.txt:3: 12.1: sees also itself"},
		{"12.txt", "section: 12.1 A\ntext: Text.\nrulings:\n", "12.txt:3: an empty rulings: line"},
		{"12.txt", "section: 12.1 A\ntext: Text.\nrulings: T1\nrulings: T1\n", "12.txt:4: a second rulings: line"},
		{"12.txt", "section: 12.1 A\ntext: Text.\nsee also: 12.2\ntext: More text.\n", "12.txt:4: text after the rulings:/see also: lines"},
		{"12.txt", "section: 12.1 A\ntext: Text.\nnote: x\n", `12.txt:3: unknown key "note"`},
		{"turn.txt", "step: Phase One\ntext: Text.\n", `turn.txt:1: "Phase" is not a step id`},
		{"notes.md", "section: 12.1 A\ntext: Text.\n", "notes.md:0: unknown file"},
		{RulingsFile, "T9 | 1.0\n", "rulings.txt:1: a ruling is"},
		{RulingsFile, "T1 | 10.7 | Q | A\n", "rulings.txt:3: ruling T1 again (first at rulings.txt:1)"},
		{RulingsFile, "t1 | 10.7 | Q | A\n", `rulings.txt:1: "t1" is not a ruling id`},
	} {
		files := []File{{c.name, []byte(c.src)}}
		if c.name == RulingsFile {
			files = []File{{c.name, []byte(c.src + rulings)}}
		} else {
			files = append(files, File{RulingsFile, []byte(rulings)})
		}
		_, err := Parse(files)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: error %v, want %q", c.name, c.src, err, c.want)
		}
	}
	// two problems in two files: both reported
	_, err := Parse([]File{{"2.txt", []byte("section: 2.1\n")}, {"3.txt", []byte("x\n")}})
	if err == nil || !strings.Contains(err.Error(), "2.txt:1:") || !strings.Contains(err.Error(), "3.txt:1:") {
		t.Errorf("not every problem reported: %v", err)
	}
}

func TestSearch(t *testing.T) {
	b := parse(t, File{"12.txt", []byte(`section: 12.1 Terrain noise
text: A village is noisy; a village on a trail is noisier.

section: 12.2 Stealth movement
text: Moving one hex hushes the terrain, even in a village.

section: 12.3 Abandonment
text: Escape home, leaving the gear. Noise does not matter here.
`)})
	ids := func(ss []Section) (out []string) {
		for _, s := range ss {
			out = append(out, s.ID)
		}
		return out
	}
	for q, want := range map[string][]string{
		"NOISE":          {"12.1", "12.3"}, // the title match first
		"village":        {"12.1", "12.2"}, // more hits first
		"12.2":           {"12.2"},         // by id
		"village noise":  {"12.1"},         // every word
		"  ":             nil,              // nothing asked, nothing found
		"stealth escape": nil,              // no entry has both
	} {
		if got := ids(b.Search(q)); !slices.Equal(got, want) {
			t.Errorf("Search(%q) = %v, want %v", q, got, want)
		}
	}
}

// Whatever the text, Parse returns a book or an error, never panics, and
// a book it returns is consistent.
func FuzzParse(f *testing.F) {
	f.Add("section: 12.1 A\ntext: Text.\nrulings: T1\nsee also: 12.2\nsection: 12.2 B\ntext: |\n  More.\n\n  - item\n", "step: mission M\ntext: x\n")
	f.Add("section: 12.1\ntext: |\n\n  - item\nrulings:\nsee also: x, 12.1\n", "Keys: E\n")
	f.Fuzz(func(t *testing.T, twelve, turn string) {
		defer deadline.Input(deadline.PerInput)()
		b, err := Parse([]File{{"12.txt", []byte(twelve)}, {TurnFile, []byte(turn)}, {RulingsFile, []byte(rulings)}})
		if err != nil {
			return
		}
		for _, s := range b.Sections() {
			if got, ok := b.Section(s.ID); !ok || got.Line != s.Line || len(s.Paragraphs) == 0 {
				t.Fatalf("entry %s is not found again, or is empty", s.ID)
			}
		}
		b.Search(twelve)
	})
}
