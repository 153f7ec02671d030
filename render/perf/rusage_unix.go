//go:build unix

package perf

import (
	"syscall"
	"time"
)

// ProcessCPU is the CPU time the whole process has used (every thread,
// the software GL driver's included), user and system.
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
