package saves

// syncDir does nothing on Windows: a directory cannot be opened for
// flushing there, and NTFS journals the rename itself.
func syncDir(dir string) error { return nil }
