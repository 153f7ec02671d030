package textplay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"kandahar/game/enduring"
	"kandahar/saves"
)

func efGame(t testing.TB, seed uint64) *enduring.Game {
	t.Helper()
	r, err := enduring.DefaultRules()
	if err != nil {
		t.Fatal(err)
	}
	sc, err := enduring.Campaign(r)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := enduring.NewGame(r, sc, seed)
	return g
}

// Enduring Freedom played through the contract in plain lines: a
// question answered by its number takes the prompt's option of that
// number; `actions` lists the legal actions in the engine's words and a
// code takes the one listed; every line is plain. A few hundred actions
// chosen at random, then a save that loads with the same state.
func TestEnduringThroughTheContract(t *testing.T) {
	g := efGame(t, 7)
	var out bytes.Buffer
	c := &efClient{out: lineWriter{w: &out}, g: g}
	rng := rand.New(rand.NewPCG(7, 1))
	for step := 0; step < 400 && !g.State.Over(); step++ {
		n := len(g.Log)
		if p := g.Prompt(); p.Asking() {
			k := 1 + rng.IntN(len(p.Question.Options))
			want, _ := g.Answer(k)
			c.command(fmt.Sprint(k))
			if len(g.Log) != n+1 || g.Log[n] != want {
				t.Fatalf("answer %d did not take option %d:\n%s", k, k, out.String())
			}
			continue
		}
		out.Reset()
		c.command("actions")
		legal := g.Legal()
		if strings.Count(out.String(), "\na") != min(len(legal), 60)-1 {
			t.Fatalf("%d legal actions, listed:\n%s", len(legal), out.String())
		}
		k := 1 + rng.IntN(min(len(legal), 60))
		c.command(fmt.Sprintf("a%d", k))
		if len(g.Log) != n+1 || g.Log[n] != legal[k-1] {
			t.Fatalf("a%d did not take %s:\n%s", k, g.State.Describe(legal[k-1]), out.String())
		}
		if bad := plainProblems(out.Bytes()); len(bad) > 0 {
			t.Fatal(strings.Join(bad, "\n"))
		}
	}
	if len(g.Log) < 100 {
		t.Fatalf("only %d actions", len(g.Log))
	}
	path := filepath.Join(t.TempDir(), "ef"+saves.Ext)
	c.command("save " + path)
	back, err := saves.LoadEnduring(path)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(back.State)
	b, _ := json.Marshal(g.State)
	if !bytes.Equal(a, b) {
		t.Fatal("the save loads to another state")
	}
	out.Reset()
	c.command("a999")
	c.command("frobnicate")
	if strings.Count(out.String(), "\n") != 2 || len(back.Log) != len(g.Log) {
		t.Fatalf("garbled input: %q", out.String())
	}
}

// A game left unsaved is kept on the way out.
func TestEnduringKeptOnTheWayOut(t *testing.T) {
	g := efGame(t, 3)
	dir := t.TempDir()
	var out bytes.Buffer
	code := runEnduring(g, dir, strings.NewReader("1\n1\n"), &out, nil)
	files, _ := filepath.Glob(filepath.Join(dir, "*"+saves.Ext))
	if code != 0 || len(files) != 1 {
		t.Fatalf("code %d, files %v:\n%s", code, files, out.String())
	}
	back, err := saves.LoadEnduring(files[0])
	if err != nil || len(back.Log) != 2 {
		t.Fatalf("%v, %d actions", err, len(back.Log))
	}
}

// -load takes either game's save: the file's header says which.
func TestLoadPicksTheGameOfTheSave(t *testing.T) {
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home)
	t.Setenv("HOME", home)
	g := efGame(t, 5)
	var out bytes.Buffer
	c := &efClient{out: lineWriter{w: &out}, g: g}
	c.command("1")
	path := filepath.Join(t.TempDir(), "ef"+saves.Ext)
	c.command("save " + path)
	out.Reset()
	if code := Main([]string{"-load", path}, strings.NewReader("log 1\n"), &out, io.Discard); code != 0 || !strings.HasPrefix(out.String(), "Enduring Freedom, in plain lines.") {
		t.Fatalf("code %d:\n%s", code, out.String())
	}
}

// The hint names what to type, and typing it takes the action it named.
func TestEnduringHintSaysWhatToType(t *testing.T) {
	g := efGame(t, 2)
	var out bytes.Buffer
	c := &efClient{out: lineWriter{w: &out}, g: g}
	for !g.State.Over() && g.Prompt().Asking() {
		c.command("1")
	}
	out.Reset()
	c.command("hint")
	_, typed, ok := strings.Cut(strings.TrimSpace(out.String()), "To do it, type: ")
	if !ok {
		t.Fatalf("hint: %s", out.String())
	}
	n := len(g.Log)
	c.command(typed)
	if len(g.Log) != n+1 {
		t.Fatalf("%q did nothing: %s", typed, out.String())
	}
}
