// Package dialogwire is what the game and its dialog helper
// (internal/kandahar-dialog) say to each other through the helper's
// standard input and output: one Request in, then the helper's Ready
// line and one Answer out, each a JSON object on a line of its own.
//
// The native file dialogs run in that helper, a process of their own:
// the dialog library starts GTK in its package initialisation, so a
// program that links it waits on the X server before main runs (for ever,
// on a server that accepts and never answers) and cannot start where GTK
// is not installed; and a crash inside GTK ends the process it is in. The
// helper is the only program that links the library; the game reads its
// answer, and a helper that dies or never answers is one sentence in the
// window.
package dialogwire

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
)

// Helper is the helper's file name, without the ".exe" Windows adds; the
// game looks for it beside its own executable.
const Helper = "kandahar-dialog"

// What a Request asks for.
const (
	Open    = "open"    // choose a file to open
	Save    = "save"    // choose where to save a file
	Message = "message" // show an error message box and wait for its OK
)

// Request is what the game asks of the helper: every word the player
// reads is the game's.
type Request struct {
	Kind  string `json:"kind"`
	Title string `json:"title,omitempty"`
	// Dir is the folder a file dialog starts in; Name the file name a
	// save dialog offers.
	Dir  string `json:"dir,omitempty"`
	Name string `json:"name,omitempty"`
	// Filter is what a file dialog shows first: the files whose name
	// ends in "."+FilterExt, named FilterName; all files come second.
	FilterName string `json:"filterName,omitempty"`
	FilterExt  string `json:"filterExt,omitempty"`
	// Text is a message box's.
	Text string `json:"text,omitempty"`
}

// Ready is the helper's first line, written as soon as its main runs:
// the toolkit has started (or failed to), and the dialog comes next. A
// helper that does not say it in time is stuck in the toolkit's start.
type Ready struct {
	Ready bool `json:"ready"`
}

// Answer is the helper's last line.
type Answer struct {
	// Path is the file chosen; "" with Cancelled when the player closed
	// the dialog without choosing, and for a message box.
	Path      string `json:"path,omitempty"`
	Cancelled bool   `json:"cancelled,omitempty"`
	// NoDialog says why no dialog can open here (the toolkit could not
	// start: no display it can open).
	NoDialog string `json:"noDialog,omitempty"`
	// Err is any other failure, in words.
	Err string `json:"error,omitempty"`
}

// MaxLine is the longest line either side reads: a path is at most a few
// KB on every system.
const MaxLine = 64 << 10

// ErrLineTooLong is a line past MaxLine.
var ErrLineTooLong = errors.New("a line longer than 64 KB")

// ReadLine reads one JSON line from r into v, reading at most MaxLine
// bytes of it.
func ReadLine(r *bufio.Reader, v any) error {
	var line []byte
	for {
		part, err := r.ReadSlice('\n')
		line = append(line, part...)
		if len(line) > MaxLine {
			return ErrLineTooLong
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && (err != io.EOF || len(line) == 0) {
			return err
		}
		break
	}
	return json.Unmarshal(line, v)
}

// WriteLine writes v as one JSON line.
func WriteLine(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
