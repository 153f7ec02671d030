package reference

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	data "kandahar/assets/enduring"
	"kandahar/game/enduring"
)

var (
	updateEnduringRulings = flag.Bool("update-enduring-rulings", false, "rewrite assets/enduring/rules/rulings.txt from docs/enduring/rulings.md")
	enduringRulebook      = flag.String("enduring-rulebook", "", "rewrite "+enduringGrams+" from Enduring Freedom's rules text at this path")
)

// What the tests know of the magazine's text, kept so that a clone tests
// alone: a hash of each run of GramWords of its words (see grams.go).
const enduringGrams = "testdata/enduring-8grams.bin"

func enduringBook(t *testing.T) *Book {
	t.Helper()
	b, err := Enduring()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// enduringSections reads assets/enduring/sections.txt: every numbered
// section of the rules, in order, with our short title.
func enduringSections(t *testing.T) (ids []string, titles map[string]string) {
	t.Helper()
	src, err := data.Read("sections.txt")
	if err != nil {
		t.Fatal(err)
	}
	titles = map[string]string{}
	for _, line := range strings.Split(string(src), "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, title, ok := strings.Cut(line, "|")
		if !ok {
			t.Fatalf("sections.txt: %q is not \"number | title\"", line)
		}
		id = strings.TrimSpace(id)
		ids = append(ids, id)
		titles[id] = strings.TrimSpace(title)
	}
	if len(ids) < 150 {
		t.Fatalf("only %d sections in sections.txt", len(ids))
	}
	return ids, titles
}

// Every section of sections.txt (1.0-33.2) has an entry under the same
// title, in the same order, with some substance; there is no entry for a
// section the rules do not number.
func TestEnduringEverySection_1_0(t *testing.T) {
	ids, titles := enduringSections(t)
	b := enduringBook(t)
	var got []string
	for _, s := range b.Sections() {
		got = append(got, s.ID)
	}
	if !slices.Equal(got, ids) {
		for _, id := range ids {
			if !slices.Contains(got, id) {
				t.Errorf("section %s (%s) has no entry", id, titles[id])
			}
		}
		for _, id := range got {
			if !slices.Contains(ids, id) {
				t.Errorf("entry %s: the rules number no such section", id)
			}
		}
		t.Fatalf("the entries are not sections.txt's, in its order:\nhave %v\nwant %v", got, ids)
	}
	for _, s := range b.Sections() {
		if s.Title != titles[s.ID] {
			t.Errorf("%s:%d: %s is titled %q; sections.txt calls it %q", s.File, s.Line, s.ID, s.Title, titles[s.ID])
		}
		if n := len(strings.Fields(s.Text())); n < 25 {
			t.Errorf("%s:%d: %s %s: only %d words; explain it", s.File, s.Line, s.ID, s.Title, n)
		}
	}
}

// Every "see also" leads to an entry, and every ruling an entry or a
// step cites is in rulings.txt (Parse refuses one that is not).
func TestEnduringLinks_1_0(t *testing.T) {
	b := enduringBook(t)
	cited := 0
	for _, s := range append(slices.Clone(b.Sections()), b.Turn()...) {
		for _, id := range s.SeeAlso {
			if _, ok := b.Section(id); !ok {
				t.Errorf("%s:%d: %s: see also %s, which has no entry", s.File, s.Line, s.ID, id)
			}
		}
		for _, r := range s.Rulings {
			if _, ok := b.Ruling(r.ID); !ok || r.Text == "" {
				t.Errorf("%s:%d: %s cites ruling %s, which has no text", s.File, s.Line, s.ID, r.ID)
			}
			cited++
		}
	}
	if cited == 0 {
		t.Fatal("no entry cites a ruling")
	}
}

// Each ruling is listed in the entry of every section it names, so a
// reader of a section sees how the app settles its open questions.
func TestEnduringCitesEveryRuling(t *testing.T) {
	b := enduringBook(t)
	if len(b.Rulings()) < 40 {
		t.Fatalf("only %d rulings", len(b.Rulings()))
	}
	for _, r := range b.Rulings() {
		for _, sec := range r.Sections {
			id := strings.Fields(sec)[0] // "3.4 (errata)"
			if !sectionRE.MatchString(id) {
				continue // EF-R28 names no section: "—"
			}
			s, ok := b.Section(id)
			if !ok {
				t.Errorf("ruling %s names section %q, which has no entry", r.ID, sec)
				continue
			}
			if !slices.ContainsFunc(s.Rulings, func(x Ruling) bool { return x.ID == r.ID }) {
				t.Errorf("%s:%d: %s does not list ruling %s, which names it", s.File, s.Line, s.ID, r.ID)
			}
		}
	}
}

// assets/enduring/rules/rulings.txt is docs/enduring/rulings.md as plain
// text; run `go test ./assets/reference -run TestEnduringRulingsMatchDocs
// -update-enduring-rulings` after changing the document.
func TestEnduringRulingsMatchDocs(t *testing.T) {
	src, err := os.ReadFile("../../docs/enduring/rulings.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := EnduringFreedom.RulingLines(string(src))
	if len(lines) < 40 {
		t.Fatalf("only %d rulings read from docs/enduring/rulings.md: has its layout changed?", len(lines))
	}
	want := "# Enduring Freedom's rulings, copied from docs/enduring/rulings.md by\n" +
		"# `go test ./assets/reference -run TestEnduringRulingsMatchDocs -update-enduring-rulings`: do not edit.\n" +
		"# ID | sections | question | ruling\n" + strings.Join(lines, "\n") + "\n"
	const file = "../enduring/rules/" + RulingsFile
	have, _ := os.ReadFile(file)
	switch {
	case string(have) == want:
	case *updateEnduringRulings:
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		hl, wl := strings.SplitAfter(string(have), "\n"), strings.SplitAfter(want, "\n")
		i := 0
		for i < len(hl) && i < len(wl) && hl[i] == wl[i] {
			i++
		}
		t.Fatalf("%s:%d differs from docs/enduring/rulings.md: run the test with -update-enduring-rulings", file, i+1)
	}
}

// The turn page has a step for each phase of the sequence of play (7.2)
// as the engine names them, in the engine's order: a step's title lists
// the phases it covers, separated by commas.
func TestEnduringTurnPage_7_2(t *testing.T) {
	steps := enduringBook(t).Turn()
	last := -1
	for p := enduring.PhSetup; p < enduring.PhGameOver; p++ {
		i := slices.IndexFunc(steps, func(s Section) bool { return slices.Contains(strings.Split(s.Title, ", "), p.String()) })
		if i < 0 {
			t.Errorf("turn.txt has no step titled with the phase %q", p)
			continue
		}
		if i < last {
			t.Errorf("turn.txt: %q comes before the phase it follows", p)
		}
		last = i
	}
}

// The reference is in our own words: no run of eight words of the rules
// text appears in a title, a paragraph or a step (case and punctuation
// ignored). With -enduring-rulebook PATH the hashes are written again
// from the text first.
func TestEnduringOwnWords(t *testing.T) {
	if *enduringRulebook != "" {
		src, err := os.ReadFile(*enduringRulebook)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(enduringGrams, GramHashes(string(src)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src, err := os.ReadFile(enduringGrams)
	if err != nil {
		t.Fatal(err)
	}
	grams, err := ReadGrams(src, 10000)
	if err != nil {
		t.Fatalf("%s: %v", enduringGrams, err)
	}
	for _, c := range grams.CopiedIn(enduringBook(t)) {
		t.Errorf("%s copies the rules text", c)
	}
}

// Copied finds a run of the hashed text in another, whatever the case
// and punctuation, and nothing in a text that does not share one.
func TestGrams(t *testing.T) {
	src := "Roll one die for each air defense unit. If the die roll is less than or equal to its factor, reduce one unit."
	g, err := ReadGrams(GramHashes(src), 10)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Copied("Then: IF THE DIE ROLL is less than or equal to its factor!"); !slices.Equal(got, []string{"if the die roll is less than or"}) {
		t.Errorf("Copied found %q", got)
	}
	if got := g.Copied("Each air defense unit rolls once; a roll at or under its factor hits."); got != nil {
		t.Errorf("Copied found %q in our own words", got)
	}
	if _, err := ReadGrams(make([]byte, 12), 1); err == nil {
		t.Error("ReadGrams took 12 bytes")
	}
}

// The parser takes Enduring Freedom's ruling ids and refuses Kandahar's
// there, and the other way round.
func TestEnduringRulingIDs(t *testing.T) {
	ef := File{RulingsFile, []byte("EF-R7 | 8.9 | Over-stacking? | As written.\n")}
	k := File{RulingsFile, []byte("T1 | 10.7 | Which terrain? | The noisiest.\n")}
	if _, err := EnduringFreedom.Parse([]File{ef}); err != nil {
		t.Errorf("EF-R7 refused: %v", err)
	}
	if _, err := EnduringFreedom.Parse([]File{k}); err == nil || !strings.Contains(err.Error(), `"T1" is not a ruling id (EF-R and a number)`) {
		t.Errorf("T1 in Enduring Freedom's rulings: %v", err)
	}
	if _, err := Parse([]File{ef}); err == nil || !strings.Contains(err.Error(), `"EF-R7" is not a ruling id (a capital letter and a number)`) {
		t.Errorf("EF-R7 in Kandahar's rulings: %v", err)
	}
	lines := EnduringFreedom.RulingLines("| id | § | q | r |\n|---|---|---|---|\n| EF-R1 | 4.2 | **Torn** table. | See [components](c.md#np). |\n| T1 | 1.0 | x | y |\n")
	if !slices.Equal(lines, []string{"EF-R1 | 4.2 | Torn table. | See components."}) {
		t.Errorf("RulingLines read %q", lines)
	}
}
