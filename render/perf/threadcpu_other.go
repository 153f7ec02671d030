//go:build !linux

package perf

import "time"

// ThreadCPU is not measured here.
func ThreadCPU() time.Duration { return -1 }
