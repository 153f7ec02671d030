//go:build unix

package saves

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A FIFO picked as a save is refused at once: opening it to read would
// wait for a writer for ever.
func TestLoadRefusesFIFO(t *testing.T) {
	p := filepath.Join(t.TempDir(), "pipe.kandahar")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := Load(p, testRules(t)); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "not an ordinary file") {
			t.Fatalf("refused with %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Load hangs on a FIFO")
	}
	if info := readInfo(p); info.Err == nil {
		t.Fatal("the list of saves reads a FIFO as a save")
	}
	sc := filepath.Join(t.TempDir(), "pipe.scenario")
	if err := syscall.Mkfifo(sc, 0o644); err != nil {
		t.Fatal(err)
	}
	go func() { _, err := OpenScenario(sc, testRules(t)); done <- err }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not an ordinary file") {
			t.Fatalf("scenario refused with %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("OpenScenario hangs on a FIFO")
	}
}
