//go:build unix

package settings

import (
	"path/filepath"
	"syscall"
	"testing"
)

func mkfifo(t *testing.T, dir string) string {
	p := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Fatalf("mkfifo: %v", err)
	}
	return p
}
