package advisor

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"kandahar/game"
)

// A hint asked for in the window reports its rollouts as they come and
// gives, left to finish, exactly the advice of Advise; cancelled, it stops
// at once without playing the rest.
func TestAdviseContextProgressAndCancel(t *testing.T) {
	s := midGame(t, 7, 200)
	b := Budget{Rollouts: 6, Candidates: 3, Workers: 2, Everywhere: true}
	var mu sync.Mutex
	var seen []int
	total := 0
	got, err := NewMC(5, b).AdviseContext(context.Background(), s, func(done, n int) {
		mu.Lock()
		seen, total = append(seen, done), n
		mu.Unlock()
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := NewMC(5, b).Advise(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("AdviseContext differs from Advise:\n%+v\n%+v", got, want)
	}
	if total != 6*len(got) || len(seen) != total || !slices.Contains(seen, total) {
		t.Fatalf("progress told %v of %d; want every rollout up to %d", seen, total, 6*len(got))
	}

	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	b.Rollouts = 400 // far too many to finish
	est, err := NewMC(5, b).AdviseContext(ctx, s, func(done, n int) {
		mu.Lock()
		defer mu.Unlock()
		if calls++; calls == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || est != nil {
		t.Fatalf("cancelled search returned %v, %v", est, err)
	}
	if calls > 3+2*b.Workers {
		t.Fatalf("%d rollouts played after the cancel; want at most one a worker", calls-3)
	}
	if _, err := NewMC(5, b).AdviseContext(ctx, s, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("an already cancelled context searched anyway: %v", err)
	}
}

// A rollout that panics on one of the search's goroutines panics in the
// caller's instead, where a window's crash handler catches it, rather than
// ending the program there.
func TestRolloutPanicReachesTheCaller(t *testing.T) {
	s := midGame(t, 7, 200)
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "illegal") {
			t.Fatalf("recovered %v; want the rollout's panic", r)
		}
	}()
	m := NewMC(5, Budget{Rollouts: 2, Candidates: 1, Workers: 2})
	m.estimate(context.Background(), s, []game.Action{{Type: "no-such-action"}}, nil)
	t.Fatal("no panic")
}
