package saves

import "os"

// fileSystem is every call a save makes to the file system: a seam through
// which the fault-injection tests fail each of them in turn.
type fileSystem interface {
	CreateTemp(dir, pattern string) (tempFile, error)
	Rename(oldpath, newpath string) error
	Remove(name string) error
	SyncDir(dir string) error
}

// tempFile is the temporary file a save is written to.
type tempFile interface {
	Name() string
	Write(b []byte) (int, error)
	Sync() error
	Chmod(mode os.FileMode) error
	Close() error
}

// osFS is the real file system.
type osFS struct{}

func (osFS) CreateTemp(dir, pattern string) (tempFile, error) { return os.CreateTemp(dir, pattern) }
func (osFS) Rename(oldpath, newpath string) error             { return os.Rename(oldpath, newpath) }
func (osFS) Remove(name string) error                         { return os.Remove(name) }
func (osFS) SyncDir(dir string) error                         { return syncDir(dir) }

// fsys is the file system saves write through; only tests replace it.
var fsys fileSystem = osFS{}
