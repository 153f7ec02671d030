package assets

import (
	"flag"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"kandahar/assets/reference"
	"kandahar/game"
)

var (
	updateRulings = flag.Bool("update-rulings", false, "rewrite rules/rulings.txt from docs/rulings.md")
	rulebookText  = flag.String("rulebook", "", "rewrite "+sectionsFile+" and "+gramsFile+" from the rulebook's text at this path")
)

// What the tests know of the rulebook, kept in the repository so that a
// clone tests alone: its numbered sections with their headings (facts,
// not its text), and a hash of each run of eight of its words, enough to
// tell a copied sentence and not enough to read any.
const (
	sectionsFile = "testdata/rulebook-sections.txt"
	gramsFile    = "testdata/rulebook-8grams.bin"
)

// rulebookSections are the numbered sections of the rulebook from 2.0 on
// (1.x is the introduction), with their headings.
func rulebookSections(t *testing.T) (ids []string, titles map[string]string) {
	t.Helper()
	src, err := os.ReadFile(sectionsFile)
	if err != nil {
		t.Fatal(err)
	}
	titles = map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^(\d+\.\d+) (\S.*)$`).FindAllStringSubmatch(string(src), -1) {
		ids = append(ids, m[1])
		titles[m[1]] = strings.TrimSpace(m[2])
	}
	if len(ids) < 60 {
		t.Fatalf("only %d sections in %s", len(ids), sectionsFile)
	}
	return ids, titles
}

// rulebookGrams are the hashes of the rulebook's runs of words.
func rulebookGrams(t *testing.T) reference.Grams {
	t.Helper()
	src, err := os.ReadFile(gramsFile)
	if err != nil {
		t.Fatal(err)
	}
	grams, err := reference.ReadGrams(src, 10000)
	if err != nil {
		t.Fatalf("%s: %v", gramsFile, err)
	}
	return grams
}

// With -rulebook PATH, the two files are written again from the book's
// text; either way they must hold a rulebook's worth.
func TestRulebookFacts(t *testing.T) {
	if *rulebookText != "" {
		src, err := os.ReadFile(*rulebookText)
		if err != nil {
			t.Fatal(err)
		}
		var sb strings.Builder
		sb.WriteString("# The Kandahar rulebook's numbered sections from 2.0 on, with their headings:\n")
		sb.WriteString("# written by `go test ./assets -run TestRulebookFacts -rulebook PATH`.\n")
		for _, m := range regexp.MustCompile(`(?m)^(\d+)\.(\d+) (\S.*)$`).FindAllStringSubmatch(string(src), -1) {
			if m[1] != "1" {
				sb.WriteString(m[1] + "." + m[2] + " " + strings.TrimSpace(m[3]) + "\n")
			}
		}
		bin := reference.GramHashes(string(src))
		if err := os.WriteFile(sectionsFile, []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(gramsFile, bin, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rulebookSections(t)
	rulebookGrams(t)
}

func book(t *testing.T) *reference.Book {
	t.Helper()
	b, err := Reference()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Every numbered section of the rulebook from 2.0 to the end has an entry
// with some substance, under the rulebook's heading; no entry names a
// section the rulebook lacks; every "See also" leads to an entry.
func TestReferenceCoversEverySection(t *testing.T) {
	ids, titles := rulebookSections(t)
	b := book(t)
	var missing []string
	for _, id := range ids {
		s, ok := b.Section(id)
		if !ok {
			missing = append(missing, id)
			continue
		}
		// the rulebook's own heading, so a reader can find it there
		if !strings.EqualFold(s.Title, titles[id]) {
			t.Errorf("%s:%d: %s is titled %q; the rulebook calls it %q", s.File, s.Line, id, s.Title, titles[id])
		}
		if n := len(strings.Fields(s.Text())); n < 25 {
			t.Errorf("%s %s: only %d words; explain it", s.ID, s.Title, n)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%d of %d sections have no entry: %s", len(missing), len(ids), strings.Join(missing, " "))
	}
	// every "See also" leads to an entry
	for _, s := range append(slices.Clone(b.Sections()), b.Turn()...) {
		for _, id := range s.SeeAlso {
			if _, ok := b.Section(id); !ok {
				t.Errorf("%s:%d: %s: see also %s, which has no entry", s.File, s.Line, s.ID, id)
			}
		}
	}
	for _, s := range b.Sections() {
		if !slices.Contains(ids, s.ID) {
			t.Errorf("%s:%d: entry %s, which the rulebook does not number", s.File, s.Line, s.ID)
		}
	}
}

// The reference is in our own words: no run of eight words of the
// rulebook appears in it (case and punctuation ignored).
func TestReferenceOwnWords(t *testing.T) {
	grams := rulebookGrams(t)
	for _, c := range grams.CopiedIn(book(t)) {
		t.Errorf("%s copies the rulebook", c)
	}
}

// Each ruling is listed in the entry of every section it names, so a
// reader of a section sees how the app settles its open questions.
func TestReferenceCitesEveryRuling(t *testing.T) {
	b := book(t)
	for _, r := range b.Rulings() {
		for _, sec := range r.Sections {
			id := strings.Fields(sec)[0] // "13.0 step 2"
			s, ok := b.Section(id)
			if !ok {
				t.Errorf("ruling %s names section %q, which has no entry", r.ID, sec)
				continue
			}
			if !slices.ContainsFunc(s.Rulings, func(x reference.Ruling) bool { return x.ID == r.ID }) {
				t.Errorf("%s:%d: %s does not list ruling %s, which names it", s.File, s.Line, s.ID, r.ID)
			}
		}
	}
}

// rules/rulings.txt is docs/rulings.md as plain text; run
// `go test ./assets -run TestRulingsMatchDocs -update-rulings` after
// changing the document.
func TestRulingsMatchDocs(t *testing.T) {
	src, err := os.ReadFile("../docs/rulings.md")
	if err != nil {
		t.Fatal(err)
	}
	want := rulingsText(string(src))
	if strings.Count(want, "\n") < 40 {
		t.Fatalf("only %d rulings read from docs/rulings.md: has its layout changed?", strings.Count(want, "\n"))
	}
	const file = "rules/" + reference.RulingsFile
	if *updateRulings {
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	have, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(have) != want {
		hl, wl := strings.Split(string(have), "\n"), strings.Split(want, "\n")
		for i := range max(len(hl), len(wl)) {
			h, w := "", ""
			if i < len(hl) {
				h = hl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if h != w {
				t.Fatalf("%s:%d differs from docs/rulings.md (run with -update-rulings):\nhave %q\nwant %q", file, i+1, h, w)
			}
		}
	}
}

// rulingsText turns the tables of docs/rulings.md into rulings.txt.
func rulingsText(md string) string {
	var sb strings.Builder
	sb.WriteString("# The project's rulings, copied from docs/rulings.md by\n")
	sb.WriteString("# `go test ./assets -run TestRulingsMatchDocs -update-rulings`: do not edit.\n")
	sb.WriteString("# ID | sections | question | ruling   (the optional rules have no question)\n")
	for _, l := range reference.Kandahar.RulingLines(md) {
		sb.WriteString(l + "\n")
	}
	return sb.String()
}

// The turn page has a step for each phase of the game turn, in order,
// each saying which keys play it.
func TestTurnPage_4_0(t *testing.T) {
	b := book(t)
	steps := b.Turn()
	last := -1
	for p := game.PhaseMission; p <= game.PhaseSuccess; p++ {
		i := slices.IndexFunc(steps, func(s reference.Section) bool { return strings.Contains(s.Title, p.String()) })
		if i < 0 {
			t.Errorf("turn.txt has no step titled with %q", p.String())
			continue
		}
		if i < last {
			t.Errorf("turn.txt: %q comes before the phase it follows", p.String())
		}
		if !slices.ContainsFunc(steps[i].Paragraphs, func(p string) bool { return strings.HasPrefix(p, "Keys: ") }) {
			t.Errorf("turn.txt: %s has no \"Keys: \" paragraph", steps[i].ID)
		}
		last = i
	}
}

// Search ranks the entry named by the query first, then title matches.
func TestReferenceSearch(t *testing.T) {
	b := book(t)
	if r := b.Search("12.8"); len(r) == 0 || r[0].ID != "12.8" {
		t.Errorf("searching 12.8 does not find 12.8 first")
	}
	r := b.Search("SUPPRESSIVE fire")
	if len(r) == 0 || r[0].ID != "15.0" {
		t.Errorf("searching suppressive fire does not find 15.0 first")
	}
	if len(b.Search("no such words anywhere xyzzy")) != 0 {
		t.Errorf("a search for nonsense finds something")
	}
}
