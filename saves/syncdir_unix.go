//go:build !windows

package saves

import (
	"errors"
	"os"
	"syscall"
)

// syncDir flushes a directory, so that a rename in it survives a crash.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, syscall.ENOTSUP) {
		// some file systems cannot flush a directory; the rename stands
		return err
	}
	return nil
}
