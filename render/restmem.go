package render

import (
	"runtime/debug"
	"time"
)

// restFreeEvery is the least time between two givings back of memory.
const restFreeEvery = 10 * time.Second

// freeAtRest gives the Go heap's free pages back to the system when the
// window comes to rest: a collection while nothing happens,
// off the game loop, and the heap's resident size falls from its goal,
// up to twice what is live, to what is live.
func (p *pacer) freeAtRest() {
	if time.Since(p.freed) < restFreeEvery {
		return
	}
	p.freed = time.Now()
	go debug.FreeOSMemory()
}
