// Package deadline gives a fuzz target's inputs a time limit, which Go's
// fuzzer does not have: an input that hangs, or runs a quadratic pass over
// a large file, otherwise shows only as a run that stops making progress.
package deadline

import (
	"fmt"
	"time"
)

// PerInput is the limit the fuzz targets give each input: generous, so
// that a busy machine does not trip it, and far below what a hang or a
// quadratic pass over a file at its cap takes.
const PerInput = 10 * time.Second

// Input starts the clock for one input; call the function it returns when
// the input is done. Past d the process panics with the input's age. A
// panic in the fuzzer's worker process ends that worker, and the fuzzer
// reports the input that was running and keeps it in testdata as a
// failure to replay.
func Input(d time.Duration) (stop func()) {
	start := time.Now()
	t := time.AfterFunc(d, func() {
		panic(fmt.Sprintf("a fuzz input has run for %v, past its deadline of %v: a hang, or a pass that is not linear", time.Since(start).Round(time.Millisecond), d))
	})
	return func() { t.Stop() }
}
