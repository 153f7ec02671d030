package kvtext

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"kandahar/internal/deadline"
)

func TestParse(t *testing.T) {
	src := "\ufeff# a comment\r\nname: Short campaign # a note\r\nid: Mission#3\n" +
		"description: |\n    First line,\n      indented more.\n\n    After a blank.\n\n" +
		"empty:# a note\nsay: |\nnext: x\n"
	es, probs := Parse([]byte(src))
	if len(probs) > 0 {
		t.Fatalf("problems: %v", probs)
	}
	want := []Entry{
		{Key: "name", Value: "Short campaign", Line: 2, Col: 7},
		{Key: "id", Value: "Mission#3", Line: 3, Col: 5},
		{Key: "description", Value: "First line,\n  indented more.\n\nAfter a blank.", Block: true, Line: 5, Col: 5},
		{Key: "empty", Value: "", Line: 10, Col: 7},
		{Key: "say", Value: "", Block: true, Line: 11, Col: 6},
		{Key: "next", Value: "x", Line: 12, Col: 7},
	}
	if len(es) != len(want) {
		t.Fatalf("%d entries: %+v", len(es), es)
	}
	for i := range want {
		if es[i] != want[i] {
			t.Errorf("entry %d: %+v, want %+v", i, es[i], want[i])
		}
	}
}

// Every unreadable line is reported with its line (and column where it
// helps), and the reader goes on past it.
func TestParseProblems(t *testing.T) {
	src := "ok: 1\njust words\n  indented: x\nbad: \xff\nzero: \x00\nlast: 2\n"
	es, probs := Parse([]byte(src))
	want := []string{
		`line 2, column 1: "just words" is not a "key: value" line`,
		`line 3, column 1: an indented line outside a "|" block`,
		`line 4: the line is not UTF-8 text`,
		`line 5: the line holds a zero byte`,
	}
	if len(probs) != len(want) {
		t.Fatalf("problems %v", probs)
	}
	for i, w := range want {
		if !strings.HasPrefix(probs[i].String(), w) {
			t.Errorf("problem %d: %q, want %q", i, probs[i], w)
		}
	}
	if len(es) != 2 || es[1].Key != "last" || es[1].Line != 6 {
		t.Errorf("entries %+v", es)
	}
	if _, probs := Parse([]byte(strings.Repeat("x\n", 1000))); len(probs) != MaxProblems+1 {
		t.Errorf("%d problems listed for 1000 bad lines", len(probs))
	}
	if _, probs := Parse(make([]byte, MaxSize+1)); len(probs) != 1 || !strings.Contains(probs[0].Msg, "at most 1024 KB") {
		t.Errorf("a file over the cap: %v", probs)
	}
}

// The reader is linear: a file at the cap, of many short lines, one long
// block or one long line, allocates a small multiple of its size.
func TestParseLinear(t *testing.T) {
	var lines, blk strings.Builder
	for lines.Len() < MaxSize-64 {
		fmt.Fprintf(&lines, "k%d: v\n", lines.Len())
	}
	blk.WriteString("text: |\n")
	for blk.Len() < MaxSize-64 {
		blk.WriteString("  words words words\n\n")
	}
	cases := map[string]string{
		"lines":    lines.String(),
		"block":    blk.String(),
		"long":     "key: " + strings.Repeat("x ", (MaxSize-16)/2),
		"nocolon":  strings.Repeat("word ", MaxSize/5),
		"badlines": strings.Repeat("x\n", MaxSize/2),
	}
	for name, src := range cases {
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		Parse([]byte(src))
		runtime.ReadMemStats(&m1)
		if a := m1.TotalAlloc - m0.TotalAlloc; a > 16*MaxSize {
			t.Errorf("%s: %d MB allocated for a %d KB file", name, a>>20, len(src)>>10)
		}
	}
}

// Whatever the bytes, Parse never panics, and what it reads is in file
// order, each entry with a key and a line and column inside the file.
func FuzzParse(f *testing.F) {
	f.Add("name: x\ndescription: |\n  a\n\n  b\nnext: y # c\n")
	f.Add("\ufeffk:|\n\t\tx\n  y\nz\n")
	f.Add("a#b: c\n: v\n  \n\x00\n")
	f.Fuzz(func(t *testing.T, src string) {
		defer deadline.Input(deadline.PerInput)()
		es, probs := Parse([]byte(src))
		lines := strings.Count(src, "\n") + 1
		last := 0
		for _, e := range es {
			if e.Line < last || e.Line < 1 || e.Line > lines || e.Col < 1 {
				t.Fatalf("entry %+v out of order or outside the file's %d lines", e, lines)
			}
			last = e.Line
		}
		if len(probs) > MaxProblems+1 {
			t.Fatalf("%d problems listed", len(probs))
		}
	})
}
