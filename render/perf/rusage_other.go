//go:build !unix

package perf

import "time"

// ProcessCPU is not measured here.
func ProcessCPU() time.Duration { return 0 }
