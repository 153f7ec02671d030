package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// kandahar sim -game enduring plays whole campaigns and reports every
// outcome of 5.0 and 5.1 with its interval.
func TestSimEnduring(t *testing.T) {
	var out, errw bytes.Buffer
	if code := runSim([]string{"-game", "enduring", "-games", "12", "-policy", "greedy", "-json"}, &out, &errw); code != 0 {
		t.Fatalf("code %d: %s", code, errw.String())
	}
	var rep enduringReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, o := range enduringLevels {
		k, ok := rep.Outcomes[o.String()]
		if !ok {
			t.Fatalf("no line for %s", o)
		}
		ci := rep.OutcomesCI95[o.String()]
		if ci[0] > float64(k)/12 || ci[1] < float64(k)/12 {
			t.Fatalf("%s: %d of 12 outside its interval %v", o, k, ci)
		}
		n += k
	}
	if n != 12 || rep.Turns < 1 || rep.NPCI95[0] > rep.MeanNP || rep.NPCI95[1] < rep.MeanNP || rep.Turn1 > rep.Outcomes["catastrophe"] {
		t.Fatalf("report %+v", rep)
	}
	out.Reset()
	if code := runSim([]string{"-game=enduring", "-games", "4", "-policy", "pure-random"}, &out, &errw); code != 0 || !strings.Contains(out.String(), "catastrophe") {
		t.Fatalf("the text report: %s", out.String())
	}
	errw.Reset()
	if code := runSim([]string{"-game", "chess"}, &out, &errw); code != 2 || !strings.Contains(errw.String(), "no game \"chess\"") {
		t.Fatalf("an unknown game: code %d, %s", code, errw.String())
	}
	errw.Reset()
	if code := runSim([]string{"-game", "enduring", "-policy", "alphago"}, &out, &errw); code != 2 || !strings.Contains(errw.String(), "random, pure-random, greedy, mc") {
		t.Fatalf("a policy Enduring Freedom lacks: code %d, %s", code, errw.String())
	}
}
