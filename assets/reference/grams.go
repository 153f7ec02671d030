package reference

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"regexp"
	"slices"
	"strings"
)

// A rulebook is not kept in the repository, yet each game's tests must
// tell when the reference copies it. They keep a hash of each run of
// GramWords consecutive words of the rulebook instead: enough to spot a
// copied sentence, not enough to read any.

// GramWords is the length of the runs of words compared.
const GramWords = 8

var wordRE = regexp.MustCompile(`[a-z0-9]+(?:['’][a-z]+)?`)

// Words splits a text into its words, lower case, punctuation dropped.
func Words(s string) []string { return wordRE.FindAllString(strings.ToLower(s), -1) }

func gramHash(w []string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(strings.Join(w, " ")))
	return h.Sum64()
}

// GramHashes are the hashes of every run of GramWords words of a text,
// distinct and sorted, as 8-byte big-endian numbers: the contents of a
// testdata file.
func GramHashes(text string) []byte {
	w := Words(text)
	var hs []uint64
	for i := 0; i+GramWords <= len(w); i++ {
		hs = append(hs, gramHash(w[i:i+GramWords]))
	}
	slices.Sort(hs)
	hs = slices.Compact(hs)
	bin := make([]byte, 0, 8*len(hs))
	for _, h := range hs {
		bin = binary.BigEndian.AppendUint64(bin, h)
	}
	return bin
}

// Grams is a set of hashes read back from GramHashes' bytes.
type Grams map[uint64]bool

// ReadGrams reads the bytes GramHashes wrote; it refuses fewer than min
// hashes, which cannot be a rulebook's.
func ReadGrams(b []byte, min int) (Grams, error) {
	if len(b)%8 != 0 || len(b) < 8*min {
		return nil, fmt.Errorf("%d bytes: not the hashes of a rulebook's runs of words", len(b))
	}
	g := make(Grams, len(b)/8)
	for i := 0; i < len(b); i += 8 {
		g[binary.BigEndian.Uint64(b[i:])] = true
	}
	return g, nil
}

// Copied lists the runs of GramWords words of a text that are in the set,
// one for each place the text copies, overlapping runs taken once.
func (g Grams) Copied(text string) []string {
	const n = GramWords
	w := Words(text)
	var out []string
	for i := 0; i+n <= len(w); i++ {
		if g[gramHash(w[i:i+n])] {
			out = append(out, strings.Join(w[i:i+n], " "))
			i += n - 1
		}
	}
	return out
}

// CopiedIn lists, for every entry and step of a book, each run of its
// title or text that is in the set, as "ID (file:line): run".
func (g Grams) CopiedIn(b *Book) []string {
	var out []string
	for _, s := range append(slices.Clone(b.Sections()), b.Turn()...) {
		for _, p := range append([]string{s.Title}, s.Paragraphs...) {
			for _, run := range g.Copied(p) {
				out = append(out, fmt.Sprintf("%s (%s:%d): %q", s.ID, s.File, s.Line, run))
			}
		}
	}
	return out
}
