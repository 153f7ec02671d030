package render

import (
	"os"
	"path/filepath"
	"testing"
)

// Two screenshots within a second get two files: the second is named
// with "-2", the third "-3", and none replaces another.
func TestScreenshotNamesNeverClash(t *testing.T) {
	dir := t.TempDir()
	name := "kandahar-20261128-221900.png"
	want := []string{name, "kandahar-20261128-221900-2.png", "kandahar-20261128-221900-3.png"}
	for _, w := range want {
		got := freeName(dir, name)
		if got != w {
			t.Fatalf("free name %q, want %q", got, w)
		}
		if err := os.WriteFile(filepath.Join(dir, got), []byte("png"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
