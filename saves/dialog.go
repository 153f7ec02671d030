package saves

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"

	"kandahar/crash"
)

// ErrNoDialog means no native file dialog can open here: no display, no
// dialog helper beside the game, the toolkit could not start, or the
// dialog failed earlier in this run (a *DialogFailure). The client then
// shows its own list of saves (ListSaves).
var ErrNoDialog = errors.New("no native file dialog is available")

// ErrCancelled means the player closed the dialog without choosing a file.
var ErrCancelled = errors.New("the dialog was cancelled")

// ErrDialogBusy means a dialog is already open: only one at a time.
var ErrDialogBusy = errors.New("a file dialog is already open")

// DialogResult is what a dialog gives back: a path, or an error that is
// ErrCancelled, ErrNoDialog (a *DialogFailure among them), ErrDialogBusy
// or the context's error.
type DialogResult struct {
	Path string
	Err  error
}

// DialogFailure is a dialog that crashed, or never opened: its helper
// died, answered nonsense, or did not start in time. It matches
// ErrNoDialog, so every caller falls back as it does without a dialog
// (the game's own list, its saves folder); a caller that can say more
// says What. After one, no dialog is tried again in this run: a toolkit
// that crashed or hung once does so again.
type DialogFailure struct {
	// What happened, in words: "crashed: it was killed by a signal
	// (segmentation fault)", "did not open within 20 s: the desktop does
	// not answer".
	What string
}

func (e *DialogFailure) Error() string        { return "the file dialog " + e.What }
func (e *DialogFailure) Is(target error) bool { return target == ErrNoDialog }

// dialogKind is what a dialog is for: its title, its filter and the
// extension added to a name given without one.
type dialogKind int

const (
	openGame dialogKind = iota
	saveGame
	savePicture
)

func (k dialogKind) saving() bool { return k != openGame }

// ext is the extension of the files the dialog is about.
func (k dialogKind) ext() string {
	if k == savePicture {
		return ".png"
	}
	return Ext
}

// nativeDialog runs a dialog and blocks until it closes or ctx ends; a
// panic in it means no dialog can open. It is the dialog helper's
// (helper.go); tests replace it.
var nativeDialog = helperDialog

// dialogBusy is held while a dialog or message box is open: one at a time.
var dialogBusy sync.Mutex

// failed holds the *DialogFailure that turned the dialogs off for the
// rest of the run, if one did.
var failed atomic.Pointer[DialogFailure]

// DialogFailed is the failure that turned the dialogs off in this run, or
// nil.
func DialogFailed() *DialogFailure { return failed.Load() }

var beforeDialog atomic.Pointer[func()]

// SetBeforeDialog sets what runs before a native file dialog opens, on
// the goroutine that asked for it (main: an autosave of the game in hand,
// so that a crash or a hang inside the toolkit loses no move). nil for
// nothing.
func SetBeforeDialog(f func()) {
	if f == nil {
		beforeDialog.Store(nil)
		return
	}
	beforeDialog.Store(&f)
}

// OpenDialog opens the native "open a saved game" dialog, starting in dir
// ("" for DefaultSaveDir), on its own goroutine, and returns at once. The
// channel receives exactly one result, then is closed. The game loop
// polls it (select with default) and keeps drawing meanwhile. When ctx
// ends first the dialog is closed and the result is ctx's error.
func OpenDialog(ctx context.Context, dir string) <-chan DialogResult {
	return runDialog(ctx, openGame, dir, "")
}

// SaveDialog opens the native "save the game" dialog with defaultName
// filled in (Ext is added to the chosen name when it has none). It works
// as OpenDialog does.
func SaveDialog(ctx context.Context, dir, defaultName string) <-chan DialogResult {
	return runDialog(ctx, saveGame, dir, defaultName)
}

// PictureDialog opens the native "save a picture" dialog for PNG files
// (a screenshot, the map export), with defaultName filled in (".png" is
// added to a chosen name without an extension). It works as OpenDialog
// does.
func PictureDialog(ctx context.Context, dir, defaultName string) <-chan DialogResult {
	return runDialog(ctx, savePicture, dir, defaultName)
}

// DialogAvailable reports whether a native dialog can be tried at all:
// the dialog helper is beside the game, on Linux a display is set
// (DISPLAY or WAYLAND_DISPLAY), and no dialog has failed in this run. It
// starts nothing.
func DialogAvailable() bool {
	if nativeDialog == nil || failed.Load() != nil {
		return false
	}
	if runtime.GOOS != "windows" && runtime.GOOS != "darwin" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		// GTK has nowhere to show the dialog
		return false
	}
	return helperFound()
}

func runDialog(ctx context.Context, k dialogKind, dir, name string) <-chan DialogResult {
	if ctx == nil {
		ctx = context.Background()
	}
	out := make(chan DialogResult, 1)
	if !DialogAvailable() {
		err := ErrNoDialog
		if f := failed.Load(); f != nil {
			err = f
		}
		out <- DialogResult{Err: err}
		close(out)
		return out
	}
	if !dialogBusy.TryLock() {
		out <- DialogResult{Err: ErrDialogBusy}
		close(out)
		return out
	}
	if dir == "" {
		if d, err := DefaultSaveDir(); err == nil {
			dir = d
			os.MkdirAll(d, 0o755)
		}
	}
	inner := make(chan DialogResult, 1)
	native := nativeDialog
	crash.Go("the file dialog", func() {
		if f := beforeDialog.Load(); f != nil {
			(*f)()
		}
		r := callDialog(ctx, native, k, dir, name) // never panics
		// free the lock before answering, so a dialog opened as soon as
		// this one's answer arrives is not refused as busy
		dialogBusy.Unlock()
		inner <- r
	})
	crash.Go("the file dialog", func() {
		defer close(out)
		select {
		case r := <-inner:
			out <- r
		case <-ctx.Done():
			// the helper is being killed; its end frees the lock
			out <- DialogResult{Err: ctx.Err()}
		}
	})
	return out
}

// callDialog runs the native dialog, turning its panic into ErrNoDialog
// and a failure into the end of dialogs for this run.
func callDialog(ctx context.Context, native func(context.Context, dialogKind, string, string) (string, error), k dialogKind, dir, name string) (r DialogResult) {
	defer func() {
		if p := recover(); p != nil {
			r = DialogResult{Err: fmt.Errorf("%w: %v", ErrNoDialog, p)}
		}
	}()
	path, err := native(ctx, k, dir, name)
	var f *DialogFailure
	switch {
	case errors.As(err, &f):
		failed.CompareAndSwap(nil, f)
		return DialogResult{Err: err}
	case err != nil:
		return DialogResult{Err: err}
	case path == "":
		return DialogResult{Err: ErrCancelled}
	}
	if k.saving() && filepath.Ext(path) == "" {
		path += k.ext()
	}
	return DialogResult{Path: path}
}

// nativeMessage shows a native message box and blocks until it closes;
// a panic in it means none can open. It is the dialog helper's; tests
// replace it.
var nativeMessage = helperMessage

// ShowError tells the player something in a native message box, for when
// the window is already gone (after a crash), and waits for it to close.
// It reports whether a box was shown; the caller writes the text to
// standard error either way. A dialog still open (or hung) is not waited
// for: the box is then not shown. It never panics.
func ShowError(title, text string) (shown bool) {
	if nativeMessage == nil || !DialogAvailable() {
		return false
	}
	if !dialogBusy.TryLock() {
		return false
	}
	defer dialogBusy.Unlock()
	defer func() {
		if recover() != nil {
			shown = false
		}
	}()
	return nativeMessage(context.Background(), title, text) == nil
}
