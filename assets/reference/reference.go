// Package reference reads the game's rules reference: our own explanation
// of every numbered section of the rulebook, one page on the turn, and the
// project's rulings (docs/reference.md describes the files). It only
// parses text; package assets embeds the files and checks them against
// the rulebook in its tests.
package reference

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"kandahar/kvtext"
)

// Ruling is one of the project's rulings (docs/rulings.md): how the app
// settles a question the rulebook leaves open.
type Ruling struct {
	ID       string   // "T1"
	Sections []string // the sections it touches, as docs/rulings.md names them ("13.0 step 2")
	Question string   // empty for the optional rules' table, which has none
	Text     string   // the ruling itself
}

// Section is the reference entry for one numbered section of the
// rulebook, or one step of the turn page.
type Section struct {
	ID         string // "12.8"
	Title      string
	Paragraphs []string
	Rulings    []Ruling // with their text
	SeeAlso    []string // section ids
	File       string   // where it was read, for error messages
	Line       int

	rulingIDs                []string
	rulingsLine, seeAlsoLine int
	skip                     bool // a bad entry line's entry, left out
}

// Text is the whole entry as plain text, paragraphs separated by blank
// lines.
func (s Section) Text() string { return strings.Join(s.Paragraphs, "\n\n") }

// Book is the whole reference.
type Book struct {
	sections []Section
	byID     map[string]int
	turn     []Section
	rulings  []Ruling
}

// Sections lists the entries in rulebook order (2.0, 2.1, ..., 10.10,
// ..., 18.3).
func (b *Book) Sections() []Section { return b.sections }

// Section finds an entry by its id ("12.8").
func (b *Book) Section(id string) (Section, bool) {
	i, ok := b.byID[strings.TrimSpace(id)]
	if !ok {
		return Section{}, false
	}
	return b.sections[i], true
}

// Turn is the one-page summary of a game turn: its steps in order.
func (b *Book) Turn() []Section { return b.turn }

// Rulings lists every ruling, in the order of docs/rulings.md.
func (b *Book) Rulings() []Ruling { return b.rulings }

// Ruling finds a ruling by its id ("E7").
func (b *Book) Ruling(id string) (Ruling, bool) {
	i := slices.IndexFunc(b.rulings, func(r Ruling) bool { return r.ID == id })
	if i < 0 {
		return Ruling{}, false
	}
	return b.rulings[i], true
}

// Search finds the entries that contain every word of the query, case
// ignored. The entry whose id is the query comes first, then those whose
// title holds every word, then the rest; within each group the entries
// with more hits come first, then rulebook order.
func (b *Book) Search(query string) []Section {
	words := strings.Fields(strings.ToLower(query))
	if len(words) == 0 {
		return nil
	}
	type hit struct {
		i, rank, count int
	}
	var hits []hit
	for i, s := range b.sections {
		title := strings.ToLower(s.Title)
		body := strings.ToLower(s.Text())
		inTitle, count := true, 0
		for _, w := range words {
			t, c := strings.Count(title, w), strings.Count(body, w)
			if t == 0 && c == 0 && s.ID != w {
				count = -1
				break
			}
			if t == 0 {
				inTitle = false
			}
			count += t + c
		}
		if count < 0 {
			continue
		}
		rank := 2
		switch {
		case len(words) == 1 && s.ID == words[0]:
			rank = 0
		case inTitle:
			rank = 1
		}
		hits = append(hits, hit{i, rank, count})
	}
	slices.SortStableFunc(hits, func(x, y hit) int {
		if x.rank != y.rank {
			return x.rank - y.rank
		}
		return y.count - x.count
	})
	out := make([]Section, len(hits))
	for k, h := range hits {
		out[k] = b.sections[h.i]
	}
	return out
}

// File is one text file of the reference.
type File struct {
	Name string // "12.txt", "turn.txt", "rulings.txt"
	Data []byte
}

// Error is every problem found in the files, each with its file and line.
type Error struct{ Problems []string }

func (e *Error) Error() string {
	return "rules reference: " + strings.Join(e.Problems, "; ")
}

var (
	sectionRE = regexp.MustCompile(`^(\d+)\.(\d+)$`)
	stepIDRE  = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
)

// Format is what differs between the games' references: how their
// rulings are numbered. The files are written and parsed alike.
type Format struct {
	RulingID   *regexp.Regexp // a ruling's id, whole
	RulingWord string         // the id's shape in words, for an error
}

var (
	// Kandahar's rulings are a capital letter and a number (docs/rulings.md).
	Kandahar = Format{regexp.MustCompile(`^[A-Z]\d+$`), "a capital letter and a number"}
	// Enduring Freedom's are EF-R and a number (docs/enduring/rulings.md).
	EnduringFreedom = Format{regexp.MustCompile(`^EF-R\d+$`), "EF-R and a number"}
)

// TurnFile and RulingsFile are the two files that are not a top-level
// section of the rulebook.
const (
	TurnFile    = "turn.txt"
	RulingsFile = "rulings.txt"
)

// Parse reads the reference: one file per top-level section of the
// rulebook ("12.txt" holds 12.0 to 12.11), turn.txt and rulings.txt. It
// reports every problem at once, each with its file and line: a malformed
// line, an entry outside its file's section, a duplicate, an empty entry,
// a ruling that rulings.txt lacks. Whether each "See also" has an entry is
// checked by package assets against the rulebook.
func Parse(files []File) (*Book, error) { return Kandahar.Parse(files) }

// Parse reads a reference whose rulings are numbered in this format; see
// the package's Parse.
func (fm Format) Parse(files []File) (*Book, error) {
	b := &Book{byID: map[string]int{}}
	var problems []string
	bad := func(file string, line int, f string, args ...any) {
		problems = append(problems, fmt.Sprintf("%s:%d: %s", file, line, fmt.Sprintf(f, args...)))
	}
	rulingLine := map[string]string{}
	for _, f := range files {
		switch {
		case f.Name == RulingsFile:
			for n, line := range strings.Split(string(f.Data), "\n") {
				n++
				line = strings.TrimSpace(line)
				if line == "" || strings.HasPrefix(line, "#") {
					continue
				}
				cells := strings.Split(line, " | ")
				if len(cells) != 3 && len(cells) != 4 {
					bad(f.Name, n, `a ruling is "ID | sections | question | ruling" or "ID | sections | ruling"`)
					continue
				}
				for i := range cells {
					cells[i] = strings.TrimSpace(cells[i])
					if cells[i] == "" {
						bad(f.Name, n, "empty column %d", i+1)
					}
				}
				r := Ruling{ID: cells[0], Text: cells[len(cells)-1]}
				if len(cells) == 4 {
					r.Question = cells[2]
				}
				for _, s := range strings.Split(cells[1], ",") {
					r.Sections = append(r.Sections, strings.TrimSpace(s))
				}
				if !fm.RulingID.MatchString(r.ID) {
					bad(f.Name, n, "%q is not a ruling id (%s)", r.ID, fm.RulingWord)
					continue
				}
				if at, dup := rulingLine[r.ID]; dup {
					bad(f.Name, n, "ruling %s again (first at %s)", r.ID, at)
					continue
				}
				rulingLine[r.ID] = fmt.Sprintf("%s:%d", f.Name, n)
				b.rulings = append(b.rulings, r)
			}
			continue
		case f.Name == TurnFile:
		case sectionFile(f.Name) == "":
			bad(f.Name, 0, "unknown file: a reference file is N.txt, %s or %s", TurnFile, RulingsFile)
			continue
		}
		top := sectionFile(f.Name)
		dst := &b.sections
		if f.Name == TurnFile {
			dst = &b.turn
		}
		headKey := "section"
		if f.Name == TurnFile {
			headKey = "step"
		}
		var cur *Section
		closeEntry := func() {
			if cur == nil {
				return
			}
			if len(cur.Paragraphs) == 0 {
				bad(f.Name, cur.Line, "%s has no text", cur.ID)
			}
			if !cur.skip {
				*dst = append(*dst, *cur)
			}
			cur = nil
		}
		entries, probs := kvtext.Parse(f.Data)
		for _, q := range probs {
			bad(f.Name, q.Line, "%s", q.Msg)
		}
		for _, e := range entries {
			n, key := e.Line, strings.ToLower(e.Key)
			if key == headKey {
				closeEntry()
				id, title, _ := strings.Cut(e.Value, " ")
				title = strings.TrimSpace(title)
				// a bad entry line still opens an entry, kept out of the
				// book, so that its text is not blamed as well
				cur = &Section{ID: id, Title: title, File: f.Name, Line: n}
				switch {
				case id == "" || title == "":
					bad(f.Name, n, "%s: want %s: ID Title", key, key)
					cur.skip = true
				case f.Name == TurnFile:
					if !stepIDRE.MatchString(id) {
						bad(f.Name, n, "%q is not a step id (lower case letters, digits and dashes)", id)
						cur.skip = true
					}
				default:
					if sm := sectionRE.FindStringSubmatch(id); sm == nil || sm[1] != top {
						bad(f.Name, n, "%q is not a section of %s.0 (this file holds %s.0, %s.1, ...)", id, top, top, top)
						cur.skip = true
					}
				}
				for _, s := range *dst {
					if s.ID == id && !cur.skip {
						bad(f.Name, n, "%s again (first at %s:%d)", id, s.File, s.Line)
						cur.skip = true
					}
				}
				continue
			}
			if cur == nil {
				bad(f.Name, n, "%s: before the first %q line", key, headKey+":")
				continue
			}
			switch key {
			case "text":
				if cur.rulingIDs != nil || cur.SeeAlso != nil {
					bad(f.Name, n, "text after the rulings:/see also: lines of %s", cur.ID)
				}
				cur.Paragraphs = append(cur.Paragraphs, paragraphs(e.Value)...)
			case "rulings":
				if cur.rulingIDs != nil {
					bad(f.Name, n, "a second rulings: line for %s", cur.ID)
				}
				cur.rulingIDs = listOf(e.Value)
				cur.rulingsLine = n
				if len(cur.rulingIDs) == 0 {
					bad(f.Name, n, "an empty rulings: line")
				}
			case "see also":
				if cur.SeeAlso != nil {
					bad(f.Name, n, "a second see also: line for %s", cur.ID)
				}
				cur.SeeAlso = listOf(e.Value)
				cur.seeAlsoLine = n
				if len(cur.SeeAlso) == 0 {
					bad(f.Name, n, "an empty see also: line")
				}
				for _, id := range cur.SeeAlso {
					if sectionRE.FindStringSubmatch(id) == nil {
						bad(f.Name, n, "%q is not a section number", id)
					}
				}
			default:
				bad(f.Name, n, "unknown key %q: an entry has %s:, text:, rulings: and see also:", e.Key, headKey)
			}
		}
		closeEntry()
	}
	// sections in rulebook order
	slices.SortStableFunc(b.sections, func(x, y Section) int {
		xa, xb := sectionNumber(x.ID)
		ya, yb := sectionNumber(y.ID)
		return cmp.Or(cmp.Compare(xa, ya), cmp.Compare(xb, yb))
	})
	for i, s := range b.sections {
		b.byID[s.ID] = i
	}
	// resolve the references
	rulings := map[string]Ruling{}
	for _, r := range b.rulings {
		rulings[r.ID] = r
	}
	for _, list := range [][]Section{b.sections, b.turn} {
		for k := range list {
			s := &list[k]
			for _, id := range s.rulingIDs {
				ru, ok := rulings[id]
				if !ok {
					bad(s.File, s.rulingsLine, "%s names ruling %s, which %s does not have", s.ID, id, RulingsFile)
					continue
				}
				s.Rulings = append(s.Rulings, ru)
			}
			for _, id := range s.SeeAlso {
				if id == s.ID {
					bad(s.File, s.seeAlsoLine, "%s: sees also itself", s.ID)
				}
			}
		}
	}
	if len(problems) > 0 {
		return nil, &Error{Problems: problems}
	}
	return b, nil
}

// sectionFile is the top-level section a file holds ("12" for
// "12.txt"), or "" if the name is not N.txt.
func sectionFile(name string) string {
	num, ok := strings.CutSuffix(name, ".txt")
	if !ok || num == "" || strings.TrimLeft(num, "0123456789") != "" {
		return ""
	}
	return num
}

func sectionNumber(id string) (int, int) {
	var a, b int
	fmt.Sscanf(id, "%d.%d", &a, &b)
	return a, b
}

// paragraphs splits an entry's text: a blank line ends a paragraph, a
// line starting with "- " is a list item, a paragraph of its own, and
// the lines of a paragraph are joined with spaces.
func paragraphs(text string) []string {
	var out, para []string
	flush := func() {
		if len(para) > 0 {
			out = append(out, strings.Join(para, " "))
			para = nil
		}
	}
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "":
			flush()
		case strings.HasPrefix(l, "- "):
			flush()
			para = append(para, l)
		default:
			para = append(para, l)
		}
	}
	flush()
	return out
}

func listOf(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// RulingLines reads the rulings out of a Markdown document's tables (a
// row whose first cell is a ruling id in this format) as the lines of a
// rulings.txt: "ID | sections | question | ruling", links reduced to their
// words and emphasis and code marks dropped. The tests keep each game's
// rulings.txt equal to its document with it.
func (fm Format) RulingLines(md string) []string {
	link := regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	var out []string
	for _, line := range strings.Split(md, "\n") {
		cells := strings.Split(strings.TrimSpace(line), "|")
		if len(cells) < 5 || !fm.RulingID.MatchString(strings.TrimSpace(cells[1])) {
			continue
		}
		cells = cells[1 : len(cells)-1]
		for i, c := range cells {
			c = link.ReplaceAllString(c, "$1")
			c = strings.NewReplacer("**", "", "*", "", "`", "").Replace(c)
			cells[i] = strings.TrimSpace(c)
		}
		out = append(out, strings.Join(cells, " | "))
	}
	return out
}
