//go:build !linux

package render

import "time"

// threadCPU is not measured here.
func threadCPU() time.Duration { return -1 }
