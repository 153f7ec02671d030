package saves

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrNotRegular and ErrTooLarge are what ReadCapped refuses before reading:
// a pipe, device or socket (which could block the read for ever or never
// end), and a file over its cap.
var (
	ErrNotRegular = errors.New("not an ordinary file")
	ErrTooLarge   = errors.New("file too large")
)

// ReadCapped reads the ordinary file at path whole, if it holds at most
// limit bytes. Anything else is refused before its contents are read: a
// folder, a pipe, a device or a socket (ErrNotRegular), and a file larger
// than limit (ErrTooLarge). The buffer is sized from the file, so a file
// within the cap costs its size once, not the doublings of a growing read.
// Saves, scenario files and the settings all come through here.
func ReadCapped(path string, limit int64) ([]byte, error) {
	// a FIFO or a device would block the open or the read for ever: look
	// before opening
	if st, err := os.Stat(path); err == nil {
		if err := regularWithin(st, limit); err != nil {
			return nil, err
		}
	}
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return nil, err
	}
	// the file may have been swapped between the look and the open
	if err := regularWithin(st, limit); err != nil {
		return nil, err
	}
	buf := make([]byte, 0, st.Size()+1)
	// a file still growing is read up to one byte past the cap, no more
	for int64(len(buf)) <= limit {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := fh.Read(buf[len(buf):min(int64(cap(buf)), limit+1)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if int64(len(buf)) > limit {
		return nil, fmt.Errorf("%w: it grew past %s while it was read", ErrTooLarge, sizeWords(limit))
	}
	return buf, nil
}

func regularWithin(st os.FileInfo, limit int64) error {
	switch {
	case st.IsDir():
		return fmt.Errorf("%w: it is a folder", ErrNotRegular)
	case !st.Mode().IsRegular():
		return fmt.Errorf("%w: it is a pipe, device or socket", ErrNotRegular)
	case st.Size() > limit:
		return fmt.Errorf("%w: it holds %s, more than the %s allowed", ErrTooLarge, sizeWords(st.Size()), sizeWords(limit))
	}
	return nil
}

// sizeWords is a size as a player reads it: "64 MB", "12 KB", "300 bytes".
func sizeWords(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// maxQuoted is the longest text taken from a file that a message repeats.
const maxQuoted = 120

// Printable is text taken from a file made fit for a message: every
// control character (terminal escapes, bidirectional overrides, line
// breaks) and every byte that is not UTF-8 becomes a space, runs of space
// become one, and the text is cut to a sentence's length with "...". A
// file can neither drive a terminal through replay's output nor hand the
// window a megabyte of text to lay out.
func Printable(s string) string {
	return printable(s, maxQuoted)
}

// PrintableLong is Printable for a whole message that already clips what
// it quotes (a load error with its path): controls go, up to 2,000 bytes
// stay.
func PrintableLong(s string) string { return printable(s, 2000) }

// PrintableLine is Printable for one line of a report that quotes what a
// file holds: controls go, up to 600 bytes stay (the list of the names
// a file may use fits).
func PrintableLine(s string) string { return printable(s, 600) }

// Summed is a report of n problems in at most most lines: the first
// most-1 in the words line gives (each a PrintableLine), then how many
// more there are, in a sentence that calls them what; all n when they
// fit. A file with thousands of problems gives a few lines, not
// thousands, and only the lines shown are made.
func Summed(n int, line func(i int) string, most int, what string) []string {
	most = max(most, 2)
	shown := n
	if n > most {
		shown = most - 1
	}
	out := make([]string, 0, min(n, most))
	for i := range shown {
		out = append(out, PrintableLine(line(i)))
	}
	if shown < n {
		out = append(out, fmt.Sprintf("%d more %s are not listed.", n-shown, what))
	}
	return out
}

func printable(s string, most int) string {
	var b strings.Builder
	space, cut := false, false
	for i, r := range s {
		if b.Len() > most {
			cut = true
			break
		}
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n <= 1 {
				r = ' ' // a byte that is not UTF-8
			}
		}
		if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || unicode.IsSpace(r) || r == '\u2028' || r == '\u2029' {
			if !space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		space = false
		b.WriteRune(r)
	}
	out := strings.TrimRight(b.String(), " ")
	if !cut && len(out) <= most {
		return out
	}
	end := most - 3
	for end > 0 && !utf8.RuneStart(out[end]) {
		end--
	}
	return strings.TrimRight(out[:end], " ") + "..."
}

// FreeName is name, or name with "-2", "-3"... before its extension, so
// that no file of that name is in dir: a screenshot, a map export or a
// save written without a dialog never replaces a file silently, however
// many are made in a second.
func FreeName(dir, name string) string {
	ext := filepath.Ext(name)
	stem := strings.TrimSuffix(name, ext)
	try := name
	for n := 2; ; n++ {
		if _, err := os.Lstat(filepath.Join(dir, try)); errors.Is(err, os.ErrNotExist) {
			return try
		}
		try = fmt.Sprintf("%s-%d%s", stem, n, ext)
	}
}
