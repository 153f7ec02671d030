//go:build linux

package saves

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"kandahar/internal/dialogwire"
	"kandahar/internal/fakex"
)

// The test binary is also a fake dialog helper: run with
// KANDAHAR_FAKE_DIALOG set, it behaves as that variable says instead of
// running the tests, and notes its process id in KANDAHAR_FAKE_DIALOG_LOG.
func TestMain(m *testing.M) {
	if mode := os.Getenv("KANDAHAR_FAKE_DIALOG"); mode != "" {
		fakeHelper(mode)
		return
	}
	os.Exit(m.Run())
}

func fakeHelper(mode string) {
	if log := os.Getenv("KANDAHAR_FAKE_DIALOG_LOG"); log != "" {
		f, err := os.OpenFile(log, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err == nil {
			fmt.Fprintln(f, os.Getpid())
			f.Close()
		}
	}
	if mode == "nolib" {
		// what the loader says when GTK is not installed
		fmt.Fprintln(os.Stderr, "kandahar-dialog: error while loading shared libraries: libgtk-3.so.0: cannot open shared object file: No such file or directory")
		os.Exit(127)
	}
	if mode == "hang-start" {
		time.Sleep(time.Hour) // stuck in the toolkit's start: no ready line
		os.Exit(1)
	}
	fmt.Println(`{"ready":true}`)
	var req dialogwire.Request
	dialogwire.ReadLine(bufio.NewReader(os.Stdin), &req)
	signal := func(name string) {
		// the process becomes a shell that kills itself: a death by the
		// signal itself, as a toolkit's crash in C with no Go handler is
		syscall.Exec("/bin/sh", []string{"sh", "-c", "kill -" + name + " $$"}, os.Environ())
	}
	switch mode {
	case "answer":
		fmt.Printf(`{"path":%q}`+"\n", filepath.Join(req.Dir, "picked-"+req.Kind))
	case "cancel":
		fmt.Println(`{"cancelled":true}`)
	case "nogtk":
		fmt.Println(`{"noDialog":"gtk initialisation failed; presumably no X server is available"}`)
	case "segv":
		signal("SEGV")
	case "abort":
		signal("ABRT")
	case "gocrash":
		// a nil function called: the Go runtime's report and exit code 2,
		// as when it catches a segmentation fault in the toolkit
		var f func()
		f()
	case "garbage":
		fmt.Println("Gtk-Message: 12:00:00.000: Failed to load module \"canberra-gtk-module\"")
	case "flood":
		os.Stdout.Write([]byte(strings.Repeat("x", 1<<20)))
		time.Sleep(time.Hour)
	case "silent":
	case "hang-open":
		time.Sleep(time.Hour) // the dialog open, the player thinking
	}
	os.Exit(0)
}

// fakeHelperRuns makes the test binary the dialog helper in mode; the
// file it returns lists the process id of each run.
func fakeHelperRuns(t *testing.T, mode string) (log string) {
	t.Helper()
	dialogsHere(t)
	log = filepath.Join(t.TempDir(), "runs")
	t.Setenv("KANDAHAR_FAKE_DIALOG", mode)
	t.Setenv("KANDAHAR_FAKE_DIALOG_LOG", log)
	old := helperStartLimit
	t.Cleanup(func() { helperStartLimit = old })
	helperStartLimit = 2 * time.Minute // a start never waits on the clock here
	return log
}

// runs are the process ids of the helpers started so far.
func runs(t *testing.T, log string) []int {
	t.Helper()
	data, err := os.ReadFile(log)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	var pids []int
	for _, f := range strings.Fields(string(data)) {
		pid, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		pids = append(pids, pid)
	}
	return pids
}

// gone fails unless every helper started has ended and been reaped.
func gone(t *testing.T, log string) {
	t.Helper()
	for _, pid := range runs(t, log) {
		if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
			t.Errorf("the helper %d is still there (%v)", pid, err)
		}
	}
}

// within waits for a dialog's result, failing past a minute: far longer
// than any of these takes, however loaded the machine.
func within(t *testing.T, ch <-chan DialogResult) DialogResult {
	t.Helper()
	select {
	case r := <-ch:
		return r
	case <-time.After(time.Minute):
		t.Fatal("no answer from the dialog within a minute")
	}
	return DialogResult{}
}

// A helper that answers is the dialog: the path chosen (with its
// extension added), a cancel, or no toolkit here (no dialog, but dialogs
// are not turned off: the display may come back).
func TestDialogHelperAnswers(t *testing.T) {
	log := fakeHelperRuns(t, "answer")
	if r := within(t, SaveDialog(context.Background(), "/saves", "g"+Ext)); r.Err != nil || r.Path != "/saves/picked-save"+Ext {
		t.Fatalf("%+v", r)
	}
	if r := within(t, OpenDialog(context.Background(), "/saves")); r.Err != nil || r.Path != "/saves/picked-open" {
		t.Fatalf("%+v", r)
	}
	t.Setenv("KANDAHAR_FAKE_DIALOG", "cancel")
	if r := within(t, PictureDialog(context.Background(), "/p", "a.png")); !errors.Is(r.Err, ErrCancelled) {
		t.Fatalf("%+v", r)
	}
	t.Setenv("KANDAHAR_FAKE_DIALOG", "nogtk")
	r := within(t, OpenDialog(context.Background(), "/saves"))
	var f *DialogFailure
	if !errors.Is(r.Err, ErrNoDialog) || errors.As(r.Err, &f) || !DialogAvailable() {
		t.Fatalf("no toolkit: %+v, dialogs available %v", r, DialogAvailable())
	}
	if n := len(runs(t, log)); n != 4 {
		t.Fatalf("%d helpers ran for 4 dialogs", n)
	}
	gone(t, log)
}

// A helper that crashes (a signal, the Go runtime's report), answers
// nonsense, floods its output or ends without a word is a *DialogFailure
// that says what happened: the caller keeps running, the helper is gone,
// and no dialog is tried again in this run. Save then saves into the
// saves folder and says why; the list says why it is shown.
func TestDialogHelperCrashKeepsTheGame(t *testing.T) {
	for _, c := range []struct{ mode, says string }{
		{"segv", "segmentation fault"},
		{"abort", "aborted"},
		{"gocrash", "exit code 2: panic: runtime error: invalid memory address"},
		{"garbage", "cannot read"},
		{"flood", "more than the game reads"},
		{"silent", "ended without an answer"},
		{"nolib", "could not start (exit code 127: kandahar-dialog: error while loading shared libraries: libgtk-3.so.0"},
	} {
		t.Run(c.mode, func(t *testing.T) {
			log := fakeHelperRuns(t, c.mode)
			r := within(t, OpenDialog(context.Background(), "/saves"))
			var f *DialogFailure
			if !errors.As(r.Err, &f) || !errors.Is(r.Err, ErrNoDialog) || !strings.Contains(f.What, c.says) {
				t.Fatalf("%+v: want a failure saying %q", r.Err, c.says)
			}
			if strings.ContainsFunc(r.Err.Error(), func(r rune) bool { return r < ' ' }) {
				t.Errorf("the sentence holds a control character: %q", r.Err)
			}
			gone(t, log)
			if DialogAvailable() || DialogFailed() != f {
				t.Fatal("dialogs are still tried after a failure")
			}
			h, _ := hooksIn(t)
			msg, err := h.Save(playedGame(t, 3, 20))
			if err != nil || !strings.Contains(msg, f.What) || !strings.Contains(msg, h.SaveDir) {
				t.Fatalf("Save after the failure: %q %v", msg, err)
			}
			if _, err := h.Open(); !errors.Is(err, ErrNoDialog) {
				t.Fatalf("Open after the failure: %v", err)
			}
			if intro := h.ListIntro(); !strings.Contains(intro, f.What) {
				t.Fatalf("the list says %q", intro)
			}
			if n := len(runs(t, log)); n != 1 {
				t.Fatalf("%d helpers ran: a failed dialog was tried again", n)
			}
		})
	}
}

// A helper stuck in its toolkit's start (an X server that accepts and
// never answers) is killed at the start limit and said; the game's
// goroutine never waits longer.
func TestDialogHelperHangsAtStart(t *testing.T) {
	log := fakeHelperRuns(t, "hang-start")
	helperStartLimit = 2 * time.Second // the fake never starts: no race with the clock
	r := within(t, OpenDialog(context.Background(), "/saves"))
	var f *DialogFailure
	if !errors.As(r.Err, &f) || !strings.Contains(f.What, "did not open within 2 s") {
		t.Fatalf("%+v", r)
	}
	gone(t, log)
}

// A dialog open when the game closes (CloseDialogs), or whose context
// ends, is closed: its helper is killed, and the next dialog opens.
func TestDialogHelperClosedWithTheGame(t *testing.T) {
	log := fakeHelperRuns(t, "hang-open")
	for _, how := range []string{"CloseDialogs", "context"} {
		ctx, cancel := context.WithCancel(context.Background())
		ch := OpenDialog(ctx, "/saves")
		n := len(runs(t, log))
		for deadline := time.Now().Add(time.Minute); len(runs(t, log)) == n || len(runs(t, log)) == 0; time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the helper never started")
			}
		}
		if how == "CloseDialogs" {
			CloseDialogs()
		} else {
			cancel()
		}
		if r := within(t, ch); !errors.Is(r.Err, context.Canceled) {
			t.Fatalf("%s: %+v", how, r)
		}
		cancel()
		// the lock is freed once the helper has been reaped
		for deadline := time.Now().Add(time.Minute); !dialogBusy.TryLock(); time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the dialog stays busy")
			}
		}
		dialogBusy.Unlock()
		gone(t, log)
	}
	if DialogFailed() != nil {
		t.Fatalf("a dialog closed by the game is a failure: %v", DialogFailed())
	}
}

// buildHelper builds the real dialog helper into the test's folder.
func buildHelper(t *testing.T) string {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("the real helper is tried on Linux")
	}
	out := filepath.Join(t.TempDir(), dialogwire.Helper)
	cmd := exec.Command("go", "build", "-o", out, "kandahar/internal/kandahar-dialog")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the dialog helper: %v\n%s", err, b)
	}
	return out
}

// The real helper, with GTK linked, on an X server that accepts and
// never answers: GTK's start hangs in it, and the game gets a sentence
// at the start limit instead. With a display nobody serves, GTK does not
// start and there is no dialog, at once, with dialogs still tried later.
func TestRealHelperOnAHungXServer(t *testing.T) {
	helper := buildHelper(t)
	dialogsHere(t)
	helperPath = func() (string, error) { return helper, nil }
	x, err := fakex.Start()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	t.Setenv("DISPLAY", x.Display)
	t.Setenv("WAYLAND_DISPLAY", "")
	old := helperStartLimit
	defer func() { helperStartLimit = old }()
	helperStartLimit = 3 * time.Second // GTK never starts on this server
	r := within(t, OpenDialog(context.Background(), t.TempDir()))
	var f *DialogFailure
	if !errors.As(r.Err, &f) || !strings.Contains(f.What, "did not open within 3 s") || x.Accepted() == 0 {
		t.Fatalf("%+v (connections to the fake server: %d)", r, x.Accepted())
	}

	failed.Store(nil)
	helperStartLimit = 2 * time.Minute
	x.Close()
	t.Setenv("DISPLAY", x.Display) // nobody listens there now
	r = within(t, OpenDialog(context.Background(), t.TempDir()))
	if !errors.Is(r.Err, ErrNoDialog) || errors.As(r.Err, &f) || !DialogAvailable() {
		t.Fatalf("no X server: %+v", r)
	}
	// the message box after a crash says nothing more there
	if ShowError("Kandahar", "a test") {
		t.Fatal("a message box is said to be shown without an X server")
	}
}
