//go:build !unix

package render

import "time"

// processCPU is not measured here.
func processCPU() time.Duration { return 0 }
