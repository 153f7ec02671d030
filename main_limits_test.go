//go:build linux

package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"kandahar/saves"
)

// Counts past what the machine can do in a day are refused with a
// sentence saying the limit, before any game is played.
func TestCountsBounded(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"sim", "-games", "1000000000000"}, fmt.Sprintf("at most %d", maxSimGames)},
		{[]string{"sim", "-workers", "100000"}, fmt.Sprintf("at most %d", maxWorkers())},
		{[]string{"sim", "-game", "enduring", "-games", "1000000000000"}, fmt.Sprintf("at most %d", maxSimGames)},
		{[]string{"sim", "-game", "enduring", "-workers", "100000"}, fmt.Sprintf("at most %d", maxWorkers())},
		{[]string{"hint", "testdata/hint-turn6.kandahar", "-rollouts", "1000000000"}, fmt.Sprintf("from 2 to %d", maxRollouts)},
	} {
		var stdout, stderr bytes.Buffer
		var code int
		switch c.args[0] {
		case "sim":
			code = runSim(c.args[1:], &stdout, &stderr)
		case "hint":
			code = runHint(c.args[1:], &stdout, &stderr)
		}
		if code != 2 || !strings.Contains(stderr.String(), c.says) || stdout.Len() > 0 {
			t.Errorf("%q: code %d, stderr %q", c.args, code, stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if code := runSim([]string{"-games", "2", "-workers", fmt.Sprint(maxWorkers())}, &stdout, &stderr); code != 0 {
		t.Errorf("the most workers are refused: %s", stderr.String())
	}
}

// openPTY is a terminal for a test: what is written to tty is read from
// the returned reader's text.
func openPTY(t *testing.T) (tty *os.File, read func() string) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	var unlock int32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		t.Fatal(e)
	}
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		t.Fatal(e)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var got bytes.Buffer
	go func() {
		b := make([]byte, 4096)
		for {
			n, err := master.Read(b)
			mu.Lock()
			got.Write(b[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() { tty.Close(); master.Close() })
	return tty, func() string { mu.Lock(); defer mu.Unlock(); return got.String() }
}

// waitFor waits for text on the terminal, up to a minute.
func waitFor(t *testing.T, read func() string, text string) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !strings.Contains(read(), text); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the terminal never showed %q; it shows %q", text, read())
		}
	}
}

// On a terminal, sim draws its progress, through the printable writer
// the commands write through, and clears it; a hint that runs long says
// it is at work, each second, and clears its line when done.
func TestProgressOnATerminal(t *testing.T) {
	tty, read := openPTY(t)
	var stdout bytes.Buffer
	if code := runSim([]string{"-games", "3", "-workers", "1"}, &stdout, saves.PrintableWriter(tty)); code != 0 {
		t.Fatalf("sim: %d", code)
	}
	waitFor(t, read, "3/3 games")
	waitFor(t, read, "\r\x1b[K")

	stop := thinking(saves.PrintableWriter(tty), 40, 0)
	waitFor(t, read, "playing each action out 40 times: ")
	before := strings.Count(read(), "\x1b[K")
	stop()
	for deadline := time.Now().Add(time.Minute); strings.Count(read(), "\x1b[K") == before; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the hint's line is not cleared")
		}
	}
	// not on a terminal: nothing
	var b bytes.Buffer
	thinking(&b, 40, 0)()
	if b.Len() > 0 {
		t.Fatalf("the hint's line went to a file: %q", b.String())
	}
}
