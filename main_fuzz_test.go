package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"unicode"

	"kandahar/internal/deadline"
	"kandahar/saves"
)

// FuzzRunFlags fuzzes the command line: the flags' parsing and every check
// of their values (parseFlags), and what a command line that passes them
// starts (startGame: a save, a scenario, a seed), as well as the replay,
// sim and hint subcommands' own parsing. The input is the argument list
// with the arguments separated by NUL bytes (a NUL cannot be in an
// argument).
//
// It must never open a window or write a file, whatever the fuzzer makes
// up (-cpuprofile over a source file, -screenshot /dev/sda...). parseFlags
// acts on nothing, by construction; a command line it passes goes on to
// startGame only, which reads a save or a scenario (through
// saves.ReadCapped: ordinary files under their cap) and writes nothing.
// Each input runs in an empty working folder, so a regression that did
// write a file would not write it into the source tree, and fails when
// the folder is no longer empty.
//
// The subcommands still get a tail that they must refuse before doing
// anything (their checks are few and their work is a whole replay or
// many games):
//
//   - kandahar replay ... x y: two save files, refused before loading.
//   - kandahar sim ... -- stray and kandahar hint ... -- stray: sim
//     refuses the stray argument before playing a game, hint refuses
//     "--" as an unknown option before loading anything.
func FuzzRunFlags(f *testing.F) {
	for _, seed := range []string{
		"-seed\x007", "-scenario\x00tutorial", "-scenario\x00hard\x00-seed\x003", "-load\x00x.kandahar",
		"-load\x00x\x00-scenario\x00y", "-bench-frames\x00-3", "-screenshot\x00a.png\x00-export-map\x00a.png",
		"-cpuprofile\x00main.go\x00-load\x00main.go", "-version", "-help", "stray", "replay\x00-json", "sim\x00-games\x003", "hint\x00-json",
	} {
		f.Add(seed)
	}
	rules := testRules(f)
	out, err := os.CreateTemp(f.TempDir(), "output")
	if err != nil {
		f.Fatal(err)
	}
	defer out.Close()
	empty := f.TempDir()
	f.Fuzz(func(t *testing.T, line string) {
		defer deadline.Input(deadline.PerInput)()
		var args []string
		if line != "" {
			args = strings.Split(line, "\x00")
		}
		t.Chdir(empty)
		defer func() {
			if ents, _ := os.ReadDir(empty); len(ents) > 0 {
				t.Fatalf("%q wrote %s into the working folder", args, ents[0].Name())
			}
		}()
		if len(args) == 0 || args[0] != "replay" && args[0] != "sim" && args[0] != "hint" {
			var said bytes.Buffer
			o, code, done := parseFlags(args, saves.PrintableWriter(&said)) // as run does
			if i := controlIn(said.String()); i >= 0 {
				t.Fatalf("%q: a control character is echoed: %q", args, said.String())
			}
			switch {
			case done && code == 0:
				if !strings.Contains(said.String(), "Usage") {
					t.Fatalf("%q: exit code 0 without the help:\n%s", args, said.String())
				}
				return
			case done && code == 2:
				if !strings.ContainsFunc(said.String(), unicode.IsLetter) {
					t.Fatalf("%q: exit code 2 without a message in words: %q", args, said.String())
				}
				return
			case done:
				t.Fatalf("%q: parseFlags stops with code %d", args, code)
			case said.Len() > 0:
				t.Fatalf("%q: passed the checks, but said %q", args, said.String())
			case o.load != "" && o.scenario != "", o.bench < 0:
				t.Fatalf("%q: passed the checks with %+v", args, o)
			}
			// past the checks: what the game would start with, read-only
			g, err := startGame(rules, o.load, o.scenario, max(o.seed, 1), o.seedGiven, o.bench > 0)
			switch {
			case err == nil && (g == nil || g.State.CheckInvariants() != nil):
				t.Fatalf("%q: started a broken game", args)
			case err != nil && !strings.ContainsFunc(err.Error(), unicode.IsLetter):
				t.Fatalf("%q: refused without words: %v", args, err)
			case err != nil && o.load != "" && !errors.Is(err, saves.ErrNotFound) && !errors.Is(err, saves.ErrUnreadable) && !isLoadError(err):
				t.Fatalf("%q: a load refused with a %T: %v", args, err, err)
			}
			return
		}
		if args[0] == "replay" {
			args = append(args, "x", "y")
		} else {
			args = append(args, "--", "stray")
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
		if i := controlIn(msg); i >= 0 {
			t.Fatalf("%q: a control character is echoed: %q", args, msg)
		}
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

func isLoadError(err error) bool {
	var le *saves.LoadError
	return errors.As(err, &le)
}
