package saves

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"kandahar/crash"
)

// ErrNoDialog means no native file dialog can open here: no display, a
// build without one, or the dialog library failed. The client then shows
// its own list of saves (ListSaves).
var ErrNoDialog = errors.New("no native file dialog is available")

// ErrCancelled means the player closed the dialog without choosing a file.
var ErrCancelled = errors.New("the dialog was cancelled")

// ErrDialogBusy means a dialog is already open: only one at a time.
var ErrDialogBusy = errors.New("a file dialog is already open")

// DialogResult is what a dialog gives back: a path, or an error that is
// ErrCancelled, ErrNoDialog, ErrDialogBusy or the context's error.
type DialogResult struct {
	Path string
	Err  error
}

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

// nativeDialog runs the platform's dialog and blocks until it closes. It
// is nil in builds without one; tests replace it.
var nativeDialog func(k dialogKind, dir, name string) (string, error)

var dialogBusy sync.Mutex

// OpenDialog opens the native "open a saved game" dialog, starting in dir
// ("" for DefaultSaveDir), on its own goroutine, and returns at once. The
// channel receives exactly one result, then is closed. The game loop
// polls it (select with default) and keeps drawing meanwhile. When ctx
// ends first the result is ctx's error; the dialog itself stays open
// until the player closes it (native dialogs cannot be closed from
// outside), and its answer is dropped.
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

// DialogAvailable reports whether a native dialog can be tried at all: a
// build with one, and on Linux a display (DISPLAY or WAYLAND_DISPLAY
// set). It does not open anything.
func DialogAvailable() bool {
	if nativeDialog == nil {
		return false
	}
	if runtime.GOOS != "windows" && runtime.GOOS != "darwin" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		// GTK has nowhere to show the dialog
		return false
	}
	return true
}

func runDialog(ctx context.Context, k dialogKind, dir, name string) <-chan DialogResult {
	if ctx == nil {
		ctx = context.Background()
	}
	out := make(chan DialogResult, 1)
	if !DialogAvailable() {
		out <- DialogResult{Err: ErrNoDialog}
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
		r := callDialog(native, k, dir, name) // never panics
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
			out <- DialogResult{Err: ctx.Err()}
		}
	})
	return out
}

// callDialog runs the native dialog on a locked thread, turning its panic
// (the GTK dialog panics when it found no X server) into ErrNoDialog.
func callDialog(native func(dialogKind, string, string) (string, error), k dialogKind, dir, name string) (r DialogResult) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	defer func() {
		if p := recover(); p != nil {
			r = DialogResult{Err: fmt.Errorf("%w: %v", ErrNoDialog, p)}
		}
	}()
	path, err := native(k, dir, name)
	switch {
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

// nativeMessage shows a native message box and blocks until it closes; nil
// in builds without one.
var nativeMessage func(title, text string)

// ShowError tells the player something in a native message box, for when
// the window is already gone (after a crash). It reports whether a box
// could be shown; the caller writes the text to standard error either way.
// It never panics: GTK without a display would.
func ShowError(title, text string) (shown bool) {
	if nativeMessage == nil || !DialogAvailable() {
		return false
	}
	defer func() {
		if recover() != nil {
			shown = false
		}
	}()
	nativeMessage(title, text)
	return true
}
