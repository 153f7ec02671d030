// Command kandahar-dialog shows one native file dialog or message box for
// the game and prints the answer: the game's own process never links the
// dialog library (see package dialogwire). It reads one request from
// standard input and writes its ready line and its answer to standard
// output. It exits when its standard input closes (the game has gone),
// so no dialog outlives the game.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"

	"kandahar/internal/dialogwire"
)

func init() {
	// the toolkit's dialogs run on the main thread (macOS requires it,
	// GTK wants one thread): main's goroutine stays on it
	runtime.LockOSThread()
}

func main() {
	out := bufio.NewWriter(os.Stdout)
	say := func(v any) {
		dialogwire.WriteLine(out, v)
		out.Flush()
	}
	// the library's package initialisation (GTK's start) is behind us
	say(dialogwire.Ready{Ready: true})
	in := bufio.NewReader(os.Stdin)
	var req dialogwire.Request
	if err := dialogwire.ReadLine(in, &req); err != nil {
		say(dialogwire.Answer{Err: fmt.Sprintf("no request: %v", err)})
		os.Exit(2)
	}
	go func() {
		// the game closes its end when it quits or dies: so does the dialog
		io.Copy(io.Discard, in)
		os.Exit(3)
	}()
	say(show(req))
}

// show runs the request's dialog. A panic in the library (it panics when
// GTK could not start: no display it can open) is an answer too.
func show(req dialogwire.Request) (a dialogwire.Answer) {
	defer func() {
		if p := recover(); p != nil {
			a = dialogwire.Answer{NoDialog: fmt.Sprint(p)}
		}
	}()
	switch req.Kind {
	case dialogwire.Open, dialogwire.Save:
		path, cancelled, err := chooseFile(req)
		switch {
		case err != nil:
			return dialogwire.Answer{Err: err.Error()}
		case cancelled || path == "":
			return dialogwire.Answer{Cancelled: true}
		}
		return dialogwire.Answer{Path: path}
	case dialogwire.Message:
		if err := message(req.Title, req.Text); err != nil {
			return dialogwire.Answer{Err: err.Error()}
		}
		return dialogwire.Answer{}
	}
	return dialogwire.Answer{Err: fmt.Sprintf("no such request %q", req.Kind)}
}
