package saves

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"kandahar/internal/dialogwire"
)

// The native dialogs run in the dialog helper, kandahar-dialog, a program
// of its own beside the game's (package dialogwire says why). The game
// starts it for each dialog, writes the request to its standard input and
// reads its answer; it never links the dialog library. A helper that
// crashes, answers nonsense or does not start in time is killed, and is a
// *DialogFailure: one sentence in the window, the game as it was.

// helperStartLimit is how long a helper may take to say it is ready: its
// toolkit's start. GTK starts in well under a second; a start stuck past
// this waits on an X server that does not answer. After the ready line
// the dialog is the player's, for as long as they like.
var helperStartLimit = 20 * time.Second

// helperPath is where the helper is: beside the game's executable.
var helperPath = func() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	name := dialogwire.Helper
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	return filepath.Join(filepath.Dir(exe), name), nil
}

// helperFound reports a helper to start.
func helperFound() bool {
	p, err := helperPath()
	if err != nil {
		return false
	}
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular() && (runtime.GOOS == "windows" || st.Mode()&0o111 != 0)
}

// live are the helpers running, to be closed with the game.
var live struct {
	sync.Mutex
	stop map[*exec.Cmd]context.CancelFunc
}

// CloseDialogs closes every dialog still open: main calls it when the
// window has closed, so that no dialog outlives the game. (A helper also
// ends when the game's end of its standard input closes, and on Linux
// when the game dies.) Dialogs opened after it work as before.
func CloseDialogs() {
	live.Lock()
	defer live.Unlock()
	for _, stop := range live.stop {
		stop()
	}
}

func helperDialog(ctx context.Context, k dialogKind, dir, name string) (string, error) {
	req := dialogwire.Request{Kind: dialogwire.Open, Title: "Open a saved game", Dir: dir, FilterName: "Kandahar saved games", FilterExt: Ext[1:]}
	switch k {
	case saveGame:
		req.Kind, req.Title, req.Name = dialogwire.Save, "Save the game", name
	case savePicture:
		req.Kind, req.Title, req.Name, req.FilterName, req.FilterExt = dialogwire.Save, "Save the picture", name, "PNG pictures", "png"
	}
	a, err := runHelper(ctx, req)
	switch {
	case err != nil:
		return "", err
	case a.Cancelled:
		return "", ErrCancelled
	case a.Path == "":
		return "", &DialogFailure{What: "answered with no file and no cancel"}
	}
	return a.Path, nil
}

func helperMessage(ctx context.Context, title, text string) error {
	_, err := runHelper(ctx, dialogwire.Request{Kind: dialogwire.Message, Title: title, Text: text})
	return err
}

// runHelper runs one helper for req and returns its answer: an error
// that is ErrNoDialog when the toolkit cannot start here, a
// *DialogFailure when the helper failed, ctx's error when ctx ended
// first, or the helper's own error in words. The helper is gone when it
// returns.
func runHelper(ctx context.Context, req dialogwire.Request) (dialogwire.Answer, error) {
	path, err := helperPath()
	if err != nil {
		return dialogwire.Answer{}, fmt.Errorf("%w: %v", ErrNoDialog, err)
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return dialogwire.Answer{}, err
	}
	defer inW.Close()
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		return dialogwire.Answer{}, err
	}
	defer outR.Close()
	errs := &headBuffer{max: 16 << 10}
	cmd := exec.Command(path)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errs
	dieWithParent(cmd)
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		return dialogwire.Answer{}, &DialogFailure{What: "could not start (" + Printable(err.Error()) + ")"}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	live.Lock()
	if live.stop == nil {
		live.stop = map[*exec.Cmd]context.CancelFunc{}
	}
	live.stop[cmd] = cancel
	live.Unlock()
	defer func() {
		live.Lock()
		delete(live.stop, cmd)
		live.Unlock()
	}()

	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	// the request waits in the pipe while the toolkit starts; a helper
	// that never reads it is killed below, which ends this write
	go func() { dialogwire.WriteLine(inW, req) }()
	type line struct {
		ready  bool
		answer dialogwire.Answer
		err    error
	}
	lines := make(chan line, 2)
	go func() {
		r := bufio.NewReader(outR)
		var ready dialogwire.Ready
		if err := dialogwire.ReadLine(r, &ready); err != nil || !ready.Ready {
			lines <- line{err: cmp.Or(err, errors.New("no ready line"))}
			return
		}
		lines <- line{ready: true}
		var a dialogwire.Answer
		err := dialogwire.ReadLine(r, &a)
		lines <- line{answer: a, err: err}
	}()
	kill := func() {
		cmd.Process.Kill()
		<-exited
	}
	start := time.NewTimer(helperStartLimit)
	defer start.Stop()
	ready := false
	for {
		var l line
		select {
		case l = <-lines:
		case <-exited:
			// what it wrote before it ended is read first (a process it
			// started may hold the pipe open: that is not waited for)
			select {
			case l = <-lines:
			case <-time.After(exitGrace):
				return dialogwire.Answer{}, died(cmd, errs, ready)
			}
		case <-start.C:
			if ready {
				continue
			}
			kill()
			return dialogwire.Answer{}, &DialogFailure{What: fmt.Sprintf("did not open within %g s: the desktop does not answer", helperStartLimit.Seconds())}
		case <-ctx.Done():
			kill()
			return dialogwire.Answer{}, ctx.Err()
		}
		switch {
		case errors.Is(l.err, dialogwire.ErrLineTooLong):
			kill()
			return dialogwire.Answer{}, &DialogFailure{What: "answered with more than the game reads"}
		case l.err != nil:
			// nothing more, a line cut short or nonsense: how it ends
			// tells a crash from nonsense
			select {
			case <-exited:
			case <-time.After(exitGrace):
				kill()
			}
			if errors.Is(l.err, io.EOF) || cmd.ProcessState.ExitCode() != 0 {
				return dialogwire.Answer{}, died(cmd, errs, ready)
			}
			return dialogwire.Answer{}, &DialogFailure{What: "answered in a way the game cannot read"}
		case l.ready:
			ready = true
			continue
		}
		// the helper ends once it has answered; one that lingers is
		// killed
		inW.Close()
		select {
		case <-exited:
		case <-time.After(exitGrace):
			kill()
		}
		a := l.answer
		switch {
		case a.NoDialog != "":
			return a, fmt.Errorf("%w: %s", ErrNoDialog, Printable(a.NoDialog))
		case a.Err != "":
			return a, fmt.Errorf("the file dialog failed: %s", Printable(a.Err))
		}
		return a, nil
	}
}

// exitGrace is how long a helper's last words and its end are waited for
// once it has ended or answered.
const exitGrace = 5 * time.Second

// died is a helper that ended without its answer, in words: the signal
// that killed it, or its exit code and the line of its standard error
// that says what went wrong. One that ended before its ready line could
// not start (its libraries missing: GTK not installed).
func died(cmd *exec.Cmd, errs *headBuffer, ready bool) *DialogFailure {
	st := cmd.ProcessState
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return &DialogFailure{What: fmt.Sprintf("crashed: it was killed by a signal (%s)", ws.Signal())}
	}
	if st.ExitCode() == 0 {
		return &DialogFailure{What: "ended without an answer"}
	}
	what := "crashed"
	if !ready {
		what = "could not start"
	}
	what += fmt.Sprintf(" (exit code %d", st.ExitCode())
	if why := errs.why(); why != "" {
		what += ": " + why
	}
	return &DialogFailure{What: what + ")"}
}

// headBuffer keeps the first max bytes written to it.
type headBuffer struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (h *headBuffer) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if n := h.max - len(h.b); n > 0 {
		h.b = append(h.b, p[:min(n, len(p))]...)
	}
	return len(p), nil
}

// why is the first line that says why a process died: a Go panic or
// fatal error, a signal, a toolkit's error or critical message, the
// loader's error; else its first line.
func (h *headBuffer) why() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	first := ""
	for l := range strings.Lines(string(h.b)) {
		for _, mark := range []string{"panic:", "fatal error:", "SIG", "ERROR", "CRITICAL", "error while loading"} {
			if strings.Contains(l, mark) {
				return Printable(l)
			}
		}
		if first == "" {
			first = strings.TrimSpace(l)
		}
	}
	return Printable(first)
}
