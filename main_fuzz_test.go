package main

import (
	"io"
	"os"
	"strings"
	"testing"
	"unicode"
)

// FuzzRunFlags fuzzes the command line (issue 6): run's flag parsing and
// checks, and the replay subcommand's. The input is the argument list with
// the arguments separated by NUL bytes (a NUL cannot be in an argument).
//
// It must never open a window, read a file or write one, whatever the
// fuzzer makes up (-load /dev/zero, -screenshot over a source file...). So
// every command line gets a tail that makes it invalid, and run must turn
// it down before it does any of that:
//
//   - kandahar ... -load x -scenario y: flags after the fuzzed ones win,
//     and the two together are refused; if the fuzzed part ends early (a
//     stray word, "--") or swallows "-load" as its value, what follows is
//     a stray argument, also refused; a bad flag is refused as it parses.
//   - kandahar replay ... x y: two save files, refused before loading.
//
// So run returns 2 with a message in words on standard error, or 0 after
// printing the help. An exit code of 1 would mean it got past the checks
// (to the game data, a file or a window) and fails the target.
func FuzzRunFlags(f *testing.F) {
	out, err := os.CreateTemp(f.TempDir(), "output")
	if err != nil {
		f.Fatal(err)
	}
	defer out.Close()
	f.Fuzz(func(t *testing.T, line string) {
		var args []string
		if line != "" {
			args = strings.Split(line, "\x00")
		}
		if len(args) > 0 && args[0] == "replay" {
			args = append(args, "x", "y")
		} else {
			args = append(args, "-load", "x", "-scenario", "y")
		}
		if err := out.Truncate(0); err != nil {
			t.Fatal(err)
		}
		if _, err := out.Seek(0, io.SeekStart); err != nil {
			t.Fatal(err)
		}
		stdout, stderr := os.Stdout, os.Stderr
		os.Stdout, os.Stderr = out, out
		code := run(args)
		os.Stdout, os.Stderr = stdout, stderr
		said, err := os.ReadFile(out.Name())
		if err != nil {
			t.Fatal(err)
		}
		msg := string(said)
		switch code {
		case 0:
			if !strings.Contains(msg, "Usage") {
				t.Fatalf("%q: exit code 0 without the help:\n%s", args, msg)
			}
		case 2:
			if !strings.ContainsFunc(msg, unicode.IsLetter) {
				t.Fatalf("%q: exit code 2 with no message in words: %q", args, msg)
			}
		default:
			t.Fatalf("%q: exit code %d: run got past its checks:\n%s", args, code, msg)
		}
	})
}
