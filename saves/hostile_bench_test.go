package saves

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var (
	hostileOnce sync.Once
	hostile     []hostileFile
)

// BenchmarkLoadHostile decodes each file of the hostile corpus
// (TestHostileSavesBounded holds them to the budget) and reports its size
// and the most heap in use during the load. docs/robustness.md has the
// figures and the command.
func BenchmarkLoadHostile(b *testing.B) {
	hostileOnce.Do(func() { hostile = hostileSaves(b) })
	r := testRules(b)
	for _, h := range hostile {
		b.Run(h.name, func(b *testing.B) {
			runtime.GC()
			var base runtime.MemStats
			runtime.ReadMemStats(&base)
			var peak atomic.Uint64
			stop := make(chan struct{})
			done := make(chan struct{})
			go func() { // sample the heap while loading
				defer close(done)
				var m runtime.MemStats
				for {
					runtime.ReadMemStats(&m)
					if m.HeapInuse > peak.Load() {
						peak.Store(m.HeapInuse)
					}
					select {
					case <-stop:
						return
					case <-time.After(2 * time.Millisecond):
					}
				}
			}()
			var err error
			for b.Loop() {
				_, err = Decode(h.data, r)
			}
			close(stop)
			<-done
			if (err == nil) != h.loads {
				b.Fatalf("loaded %v, want %v: %v", err == nil, h.loads, err)
			}
			b.ReportMetric(float64(len(h.data))/(1<<20), "file-MB")
			b.ReportMetric(float64(peak.Load()-min(peak.Load(), base.HeapInuse))/(1<<20), "peak-heap-MB")
			b.Logf("%s: %.120s", h.name, fmt.Sprint(err))
		})
	}
}
