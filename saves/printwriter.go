package saves

import (
	"io"
	"unicode"
	"unicode/utf8"
)

// PrintableWriter passes text to w with every control character but the
// line break and the tab made a space, as Printable does for what it
// quotes: terminal escapes, carriage returns, bidirectional overrides and
// bytes that are not UTF-8. The commands write through it, so no path,
// name or text they echo can drive a terminal, whatever it holds. A
// character cut between two writes is put together first.
func PrintableWriter(w io.Writer) io.Writer { return &printableWriter{w: w} }

type printableWriter struct {
	w     io.Writer
	carry []byte // the start of a character the next write ends
	buf   []byte
}

func (p *printableWriter) Write(b []byte) (int, error) {
	in := append(p.carry, b...)
	// a character still incomplete at the end waits for the next write
	cut := len(in)
	for i := len(in) - 1; i >= 0 && i >= len(in)-utf8.UTFMax+1; i-- {
		if utf8.RuneStart(in[i]) {
			if !utf8.FullRune(in[i:]) {
				cut = i
			}
			break
		}
	}
	out := p.buf[:0]
	for s := in[:cut]; len(s) > 0; {
		r, n := utf8.DecodeRune(s)
		switch {
		case r == '\n' || r == '\t':
			out = append(out, byte(r))
		case r == utf8.RuneError && n <= 1, unicode.IsControl(r), unicode.Is(unicode.Bidi_Control, r), r == '\u2028', r == '\u2029':
			out = append(out, ' ')
		default:
			out = append(out, s[:n]...)
		}
		s = s[n:]
	}
	p.carry = append(p.carry[:0:0], in[cut:]...)
	p.buf = out
	if _, err := p.w.Write(out); err != nil {
		return 0, err
	}
	return len(b), nil
}

// Unwrap is the writer underneath (a terminal, for a progress line that
// redraws itself with a carriage return).
func (p *printableWriter) Unwrap() io.Writer { return p.w }
