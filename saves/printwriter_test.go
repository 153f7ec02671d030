package saves

import (
	"bytes"
	"strings"
	"testing"
)

// Escapes, carriage returns, bidirectional overrides and bytes that are
// not UTF-8 become spaces; line breaks, tabs and every other character
// pass, also when a write ends in the middle of one.
func TestPrintableWriter(t *testing.T) {
	in := "a\x1b[2Jb\r\n\tc\u202ed\xffé€\u2028😀\x07\n"
	want := "a [2Jb \n\tc d é€ 😀 \n"
	for step := 1; step <= len(in); step++ {
		var b bytes.Buffer
		w := PrintableWriter(&b)
		for i := 0; i < len(in); i += step {
			n, err := w.Write([]byte(in[i:min(i+step, len(in))]))
			if err != nil || n != min(step, len(in)-i) {
				t.Fatalf("step %d: %d, %v", step, n, err)
			}
		}
		if b.String() != want {
			t.Fatalf("step %d: %q, want %q", step, b.String(), want)
		}
	}
	if strings.Contains(want, "\x1b") {
		t.Fatal("the test's own want holds an escape")
	}
}
