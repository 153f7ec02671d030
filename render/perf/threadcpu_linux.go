package perf

import (
	"syscall"
	"time"
	"unsafe"
)

// ThreadCPU is the CPU time of the calling thread (the game loop's time
// on the processor, not the time it waited for one).
func ThreadCPU() time.Duration {
	const clockThreadCPUTimeID = 3
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return -1
	}
	return time.Duration(ts.Nano())
}
