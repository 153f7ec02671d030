package saves

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The worst files we can craft, each close to the 64 MB cap (MaxSize),
// made here rather than committed. docs/robustness.md has the figures and
// the command; the target is a load or a refusal in under 2 s and 200 MB.
func hostileFiles(b *testing.B) map[string][]byte {
	b.Helper()
	head := `{"format":"kandahar-save","version":1,"app":"x","saved":"2026-11-24T00:00:00Z","summary":{},"seed":"1",`
	tail := `"state":{},"stateSHA256":""}`
	fill := func(prefix, unit, suffix string, most int) []byte {
		n := min(most, (MaxSize-1024-len(prefix)-len(suffix))/(len(unit)+1))
		var buf bytes.Buffer
		buf.Grow(MaxSize)
		buf.WriteString(prefix)
		for i := range n {
			if i > 0 {
				buf.WriteByte(',')
			}
			buf.WriteString(unit)
		}
		buf.WriteString(suffix)
		return buf.Bytes()
	}
	return map[string][]byte{
		// one action naming some 32 million pieces
		"piece-list": fill(head+`"scenario":{"Name":"x"},"log":[{"Type":"move","Pieces":[`, "1", `]}],`+tail, MaxSize),
		// a scenario scripting some 32 million dice
		"scripted-dice": fill(head+`"scenario":{"Name":"x","Dice":[`, "1", `]},"log":[],`+tail, MaxSize),
		// a 60 MB description
		"description": []byte(head + `"scenario":{"Name":"x","Description":"` + strings.Repeat("a", MaxSize-2048) + `"},"log":[],` + tail),
		// the longest log allowed, each action with a 14-hex path
		"long-paths": fill(head+`"scenario":{"Name":"x"},"log":[`, `{"Type":"move","Pieces":[1],"Path":["0101","0102","0103","0104","0105","0106","0107","0108","0109","0110","0111","0112","0113","0114"]}`, `],`+tail, MaxSize),
		// as long a log as the counts let through (the longest log of
		// 14-hex moves: 50,000 of them, 750,000 entries), decoded and
		// replayed
		"long-log": fill(head+`"scenario":{"Name":"x"},"log":[`, `{"Type":"move","Pieces":[1],"Path":["0101","0102","0103","0104","0105","0106","0107","0108","0109","0110","0111","0112","0113","0114"]}`, `],`+tail, MaxActions),
	}
}

var hostileOnce sync.Once
var hostile map[string][]byte

// BenchmarkLoadHostile loads (and so refuses) each crafted file, and
// reports its size and the most heap in use during the load.
func BenchmarkLoadHostile(b *testing.B) {
	hostileOnce.Do(func() { hostile = hostileFiles(b) })
	r := testRules(b)
	for _, name := range []string{"piece-list", "scripted-dice", "description", "long-paths", "long-log"} {
		data := hostile[name]
		b.Run(name, func(b *testing.B) {
			if len(data) > MaxSize || len(data) == 0 {
				b.Fatalf("%d bytes: over the cap", len(data))
			}
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
				_, err = Decode(data, r)
			}
			close(stop)
			<-done
			if err == nil {
				b.Fatal("a hostile file loaded")
			}
			b.ReportMetric(float64(len(data))/(1<<20), "file-MB")
			b.ReportMetric(float64(peak.Load()-min(peak.Load(), base.HeapInuse))/(1<<20), "peak-heap-MB")
			b.Logf("%s: %v", name, fmt.Sprint(err)[:min(len(err.Error()), 120)])
		})
	}
}
