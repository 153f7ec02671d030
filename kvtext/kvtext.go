// Package kvtext reads the game's "key: value" text files: the scenario
// files (package game), the tutorial coach's script and the rules
// reference's entries. One reader, so that every such file has the same
// comments, blocks and line-and-column errors:
//
//	# a comment runs from "#" at a line's start, or after a blank, to its end
//	name: Short campaign
//	description: |
//	  Indented lines after "|" are one block of text,
//
//	  blank lines included.
//	missions: cia-agent scout-1
//
// Keys start at the beginning of a line; a key may be given on several
// lines (what that means is the caller's). The reader is linear in the
// size of the file, and refuses a file over MaxSize before reading it.
package kvtext

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxSize is the largest file read: the game's own are under 100 KB.
const MaxSize = 1 << 20

// MaxProblems is the most problems Parse lists; one more says the rest
// were left out.
const MaxProblems = 200

// Entry is one "key: value" of a file.
type Entry struct {
	// Key is as written, without the blanks around it.
	Key string
	// Value is the text after the colon, without the blanks around it or
	// its comment. For a "|" block it is the block's lines, less the
	// indentation of its first line, joined by "\n", with blank lines
	// inside kept and those at the end dropped.
	Value string
	Block bool
	// Line is the key's line and Col the column (in characters, from 1)
	// where the value starts; for a block, the block's first line and its
	// text's column.
	Line, Col int
}

// Problem is a line the reader could not read, at a line and column (0
// when not known).
type Problem struct {
	Line, Col int
	Msg       string
}

func (p Problem) String() string {
	switch {
	case p.Line > 0 && p.Col > 0:
		return fmt.Sprintf("line %d, column %d: %s", p.Line, p.Col, p.Msg)
	case p.Line > 0:
		return fmt.Sprintf("line %d: %s", p.Line, p.Msg)
	}
	return p.Msg
}

// Parse reads a file's entries in order, and every line it could not
// read: a file over MaxSize (nothing else is read then), a line that is
// not UTF-8 or holds a zero byte, an indented line outside a block, a
// line without a colon. It never panics. A byte order mark at the start
// and "\r\n" line ends are read as if absent.
func Parse(src []byte) ([]Entry, []Problem) {
	if len(src) > MaxSize {
		return nil, []Problem{{Msg: fmt.Sprintf("the file holds %d KB; at most %d KB is read", len(src)>>10, MaxSize>>10)}}
	}
	text := strings.TrimPrefix(string(src), "\ufeff")
	lines := strings.Split(text, "\n")
	// at most an entry a line with a colon: sized once, not grown
	out := make([]Entry, 0, min(len(lines), strings.Count(text, ":")))
	var probs []Problem
	for i := 0; i < len(lines); i++ {
		n := i + 1
		if len(probs) > MaxProblems {
			probs = append(probs[:MaxProblems], Problem{Line: n, Msg: "too many lines could not be read; the rest are not listed"})
			break
		}
		raw := strings.TrimSuffix(lines[i], "\r")
		if !utf8.ValidString(raw) {
			probs = append(probs, Problem{Line: n, Msg: "the line is not UTF-8 text"})
			continue
		}
		if strings.IndexByte(raw, 0) >= 0 {
			probs = append(probs, Problem{Line: n, Msg: "the line holds a zero byte: this is not a text file"})
			continue
		}
		line := StripComment(raw)
		if strings.TrimSpace(line) == "" {
			continue
		}
		if line[0] == ' ' || line[0] == '\t' {
			probs = append(probs, Problem{Line: n, Col: 1, Msg: `an indented line outside a "|" block: keys start at the beginning of the line`})
			continue
		}
		colon := strings.IndexByte(line, ':')
		if colon < 0 {
			probs = append(probs, Problem{Line: n, Col: 1, Msg: fmt.Sprintf("%q is not a \"key: value\" line", clip(strings.TrimSpace(line)))})
			continue
		}
		value := line[colon+1:]
		lead := len(value) - len(strings.TrimLeft(value, " \t"))
		e := Entry{Key: strings.TrimSpace(line[:colon]), Value: strings.TrimSpace(value), Line: n,
			Col: utf8.RuneCountInString(line[:colon+1]) + lead + 1}
		if strings.HasPrefix(e.Value, "#") {
			e.Value = "" // "key:# note" is a key with a comment
		}
		if e.Value == "|" {
			var next, at, col int
			e.Value, next, at, col = block(lines, i+1)
			e.Block = true
			if at > 0 {
				e.Line, e.Col = at+1, col
			}
			i = next - 1
		}
		out = append(out, e)
	}
	return out, probs
}

// StripComment cuts a line at its comment: "#" at its start or after a
// blank, so that "Mission#3" stays whole.
func StripComment(line string) string {
	for i := 0; i < len(line); i++ {
		if line[i] == '#' && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t') {
			return line[:i]
		}
	}
	return line
}

// block reads the indented lines of a "|" block from lines[start]: up to
// the first line with text that does not begin with a space or a tab. It
// returns the text, the index of the first line after it, and the index
// and text column of its first line with text (at 0 when none has).
func block(lines []string, start int) (text string, next, at, col int) {
	end := start
	for end < len(lines) {
		l := strings.TrimSuffix(lines[end], "\r")
		if strings.TrimSpace(l) != "" && l[0] != ' ' && l[0] != '\t' {
			break
		}
		end++
	}
	indent := ""
	for k, l := range lines[start:end] {
		l = strings.TrimSuffix(l, "\r")
		if strings.TrimSpace(l) != "" {
			indent = l[:len(l)-len(strings.TrimLeft(l, " \t"))]
			at, col = start+k, len(indent)+1
			break
		}
	}
	var b strings.Builder
	blank := 0 // blank lines held back: kept only when text follows
	for _, l := range lines[start:end] {
		l = strings.TrimRightFunc(l, unicode.IsSpace)
		if l == "" {
			blank++
			continue
		}
		if strings.HasPrefix(l, indent) {
			l = l[len(indent):]
		} else {
			l = strings.TrimLeft(l, " \t")
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		if b.Len() > 0 {
			for ; blank > 0; blank-- {
				b.WriteByte('\n')
			}
		}
		blank = 0
		b.WriteString(l)
	}
	return b.String(), end, at, col
}

// clip cuts a text quoted in a problem to a readable length.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 60 {
		return s
	}
	r := []rune(s)
	return string(r[:57]) + "..."
}
