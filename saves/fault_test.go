package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"kandahar/game"
)

// faultyFS is the real file system with one call made to fail: the
// failAt-th call (counting from 1) of any kind, or, with diskFull >= 0,
// every write past that many bytes of the file, as a full disk does.
type faultyFS struct {
	failAt   int
	diskFull int
	calls    []string
}

var errInjected = errors.New("injected I/O error")

func (f *faultyFS) call(name string) error {
	f.calls = append(f.calls, name)
	if len(f.calls) == f.failAt {
		return fmt.Errorf("%s: %w", name, errInjected)
	}
	return nil
}

func (f *faultyFS) CreateTemp(dir, pattern string) (tempFile, error) {
	if err := f.call("create"); err != nil {
		return nil, err
	}
	t, err := osFS{}.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return &faultyFile{tempFile: t, fs: f}, nil
}

func (f *faultyFS) Rename(o, n string) error {
	if err := f.call("rename"); err != nil {
		return err
	}
	return osFS{}.Rename(o, n)
}

func (f *faultyFS) Remove(name string) error {
	if err := f.call("remove"); err != nil {
		return err
	}
	return osFS{}.Remove(name)
}

func (f *faultyFS) SyncDir(dir string) error {
	if err := f.call("sync-dir"); err != nil {
		return err
	}
	return osFS{}.SyncDir(dir)
}

type faultyFile struct {
	tempFile
	fs      *faultyFS
	written int
}

func (w *faultyFile) Write(b []byte) (int, error) {
	if err := w.fs.call("write"); err != nil {
		return 0, err
	}
	if w.fs.diskFull >= 0 && w.written+len(b) > w.fs.diskFull {
		n := max(w.fs.diskFull-w.written, 0)
		w.tempFile.Write(b[:n])
		w.written += n
		return n, syscall.ENOSPC
	}
	n, err := w.tempFile.Write(b)
	w.written += n
	return n, err
}

func (w *faultyFile) Sync() error {
	if err := w.fs.call("sync"); err != nil {
		return err
	}
	return w.tempFile.Sync()
}

func (w *faultyFile) Chmod(m os.FileMode) error {
	if err := w.fs.call("chmod"); err != nil {
		return err
	}
	return w.tempFile.Chmod(m)
}

func (w *faultyFile) Close() error {
	if err := w.fs.call("close"); err != nil {
		w.tempFile.Close()
		return err
	}
	return w.tempFile.Close()
}

func stateOf(t *testing.T, g *game.Game) string {
	t.Helper()
	b, err := json.Marshal(g.State)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d actions: %s", len(g.Log), b)
}

// As SQLite tests its commits: every file system call of a save fails in
// turn, and the disk fills up at every write. After each failure the file
// holds a save that loads (the last good one, or the new one when only the
// last flush failed), the game in memory is untouched, and no temporary
// file is left behind.
func TestSaveFaultEveryCall(t *testing.T) {
	defer func() { fsys = osFS{} }()
	dir := t.TempDir()
	path := filepath.Join(dir, "game"+Ext)
	old := playedGame(t, 9, 30)
	if err := Save(path, old); err != nil {
		t.Fatal(err)
	}
	oldState := stateOf(t, old)
	g := playedGame(t, 9, 80)
	newState := stateOf(t, g)
	data, _ := Encode(g)

	// a clean save, counted call by call
	probe := &faultyFS{diskFull: -1}
	fsys = probe
	if err := Save(filepath.Join(dir, "probe"+Ext), g); err != nil {
		t.Fatal(err)
	}
	calls := len(probe.calls)
	if calls < 6 {
		t.Fatalf("a save made only %d calls: %v", calls, probe.calls)
	}
	check := func(what string, saveErr error) {
		t.Helper()
		back, err := Load(path, testRules(t))
		if err != nil {
			t.Fatalf("%s: the save at the path no longer loads: %v", what, err)
		}
		if s := stateOf(t, back); s != oldState && s != newState {
			t.Fatalf("%s: the file holds neither the old game nor the new one", what)
		}
		if stateOf(t, g) != newState {
			t.Fatalf("%s: the game in memory changed", what)
		}
		if saveErr != nil && strings.Contains(saveErr.Error(), ".tmp-") {
			t.Errorf("%s: the error names the temporary file: %v", what, saveErr)
		}
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if isTempName(e.Name()) {
				t.Fatalf("%s: temporary file %s left behind", what, e.Name())
			}
		}
	}
	for i := 1; i <= calls; i++ {
		// back to the old save before each fault
		fsys = osFS{}
		if err := Save(path, old); err != nil {
			t.Fatal(err)
		}
		f := &faultyFS{failAt: i, diskFull: -1}
		fsys = f
		err := Save(path, g)
		what := fmt.Sprintf("call %d (%s) failing", i, probe.calls[i-1])
		if err == nil {
			t.Fatalf("%s: the save reported success", what)
		}
		check(what, err)
	}
	// the save's time, to the millisecond, drops its trailing zeros and
	// then its point ("…:12.5Z" for 12.500, "…:12Z" for 12.000), so the
	// new save can be up to 4 bytes shorter than data, whatever the clock
	// says: the last case stops 5 bytes short of data's end
	for _, full := range []int{0, 1, len(data) / 2, len(data) - 5} {
		fsys = osFS{}
		if err := Save(path, old); err != nil {
			t.Fatal(err)
		}
		fsys = &faultyFS{diskFull: full}
		err := Save(path, g)
		what := fmt.Sprintf("the disk full after %d of %d bytes", full, len(data))
		if !errors.Is(err, syscall.ENOSPC) {
			t.Fatalf("%s: Save said %v", what, err)
		}
		check(what, err)
		if back, _ := Load(path, testRules(t)); stateOf(t, back) != oldState {
			t.Fatalf("%s: the old save was replaced", what)
		}
	}
	if !bytes.Contains([]byte(strings.Join(probe.calls, " ")), []byte("rename")) {
		t.Fatalf("the probe saw no rename: %v", probe.calls)
	}
}
