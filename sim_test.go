package main

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// simJSON runs kandahar sim with -json and reads its object.
func simJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	var out, errw bytes.Buffer
	if code := runSim(append(args, "-json"), &out, &errw); code != 0 {
		t.Fatalf("%v: exit code %d: %s", args, code, errw.String())
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		t.Fatalf("%v: not one JSON object: %v\n%s", args, err, out.String())
	}
	return m
}

// The same seed gives the same figures however many workers play the
// games: game i's seed comes from the base seed and i, and the totals are
// sums. Only the speed differs.
func TestSimSameResultAnyWorkers(t *testing.T) {
	for _, policy := range []string{"random", "greedy"} {
		one := simJSON(t, "-games", "24", "-policy", policy, "-seed", "5", "-workers", "1")
		two := simJSON(t, "-games", "24", "-policy", policy, "-seed", "5", "-workers", "2")
		for _, k := range []string{"games", "policy", "scenario", "mean_score", "score_ci95", "levels", "games_per_second"} {
			if _, ok := one[k]; !ok {
				t.Errorf("-json has no %q", k)
			}
		}
		delete(one, "games_per_second")
		delete(two, "games_per_second")
		if !reflect.DeepEqual(one, two) {
			t.Errorf("%s: -workers 1 and 2 disagree:\n%v\n%v", policy, one, two)
		}
		n := 0.0
		for _, v := range one["levels"].(map[string]any) {
			n += v.(float64)
		}
		if n != 24 {
			t.Errorf("%s: the levels count %v games, want 24", policy, n)
		}
	}
	if a, b := simJSON(t, "-games", "10", "-seed", "1"), simJSON(t, "-games", "10", "-seed", "2"); reflect.DeepEqual(a["levels"], b["levels"]) && a["mean_score"] == b["mean_score"] {
		t.Log("seeds 1 and 2 happened to give the same figures")
	}
}

// The text report names every figure, and a bundled scenario is found by
// name.
func TestSimText(t *testing.T) {
	var out, errw bytes.Buffer
	if code := runSim([]string{"-games", "6", "-scenario", "short-campaign"}, &out, &errw); code != 0 {
		t.Fatalf("exit code %d: %s", code, errw.String())
	}
	for _, want := range []string{"Short campaign", "Victory level", "Court-martial", "Mean score", "Missions a game", "Teams lost", "Game length", "games/s"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report does not say %q:\n%s", want, out.String())
		}
	}
	if errw.Len() != 0 {
		t.Errorf("no progress bar when standard error is not a terminal, got %q", errw.String())
	}
}

// Bad command lines get one sentence and exit code 2; a scenario that
// cannot be read exits 1; -help prints the usage.
func TestSimFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-games", "0"}, {"-games", "x"}, {"-workers", "0"}, {"-policy", "clever"},
		{"stray"}, {"-nosuch"}, {"-scenario", " "},
	} {
		var out, errw bytes.Buffer
		code := runSim(args, &out, &errw)
		msg := errw.String()
		if code != 2 || strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, "kandahar sim: ") || !strings.HasSuffix(msg, ".\n") {
			t.Errorf("%v: exit code %d, message %q", args, code, msg)
		}
	}
	var out, errw bytes.Buffer
	if code := runSim([]string{"-scenario", "/nonexistent/x.scenario", "-games", "1"}, &out, &errw); code != 1 || !strings.Contains(errw.String(), "no such file") {
		t.Errorf("a missing scenario: exit code %d, %q", code, errw.String())
	}
	out.Reset()
	if code := runSim([]string{"-help"}, &out, &errw); code != 0 || !strings.Contains(out.String(), "Usage: kandahar sim") {
		t.Errorf("-help: exit code %d, %q", code, out.String())
	}
}

// Game seeds are spread out, and a different base seed changes them all.
func TestSimSeed(t *testing.T) {
	seen := map[uint64]bool{}
	for base := uint64(0); base < 3; base++ {
		for i := range 100 {
			s := simSeed(base, i)
			if seen[s] {
				t.Fatalf("seed %d game %d repeats a seed", base, i)
			}
			seen[s] = true
		}
	}
}
