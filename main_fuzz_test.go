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
// fuzzer makes up (-load /dev/zero, -cpuprofile over a source file...).
// So every command line gets a tail that makes it invalid, and run must
// turn it down before it does any of that:
//
//   - kandahar ... -- stray: a stray argument, which run refuses right
//     after parsing, before it looks at any flag's value. If the fuzzed
//     part ends in a flag that takes a value, the flag takes "--" and
//     "stray" is still left over; if it stops early (a word, "--"), more
//     is left over; a bad flag is refused as it parses.
//   - kandahar replay ... x y: two save files, refused before loading.
//   - kandahar sim ... -- stray and kandahar hint ... -- stray: sim
//     refuses the stray argument before playing a game, hint refuses
//     "--" as an unknown option before loading anything.
//
// The stray-argument check is used rather than a later one (such as
// -load with -scenario) because flags like -cpuprofile act on their
// value before those. Each input also runs in its own empty working
// folder, so a regression that did write a file would not write it into
// the source tree.
//
// So run returns 2 with a message in words on standard error, or 0 after
// printing the help. Any other exit code means it got past the checks (to
// the game data, a file or a window) and fails the target.
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
			args = append(args, "--", "stray")
		}
		t.Chdir(t.TempDir())
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
