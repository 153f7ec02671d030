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
// is nil in builds without one; tests replace it. It is called only on
// the dialog thread.
var nativeDialog func(k dialogKind, dir, name string) (string, error)

// dialogBusy is held while a dialog or message box is open: one at a time.
var dialogBusy sync.Mutex

// The dialog thread. GTK must be called from one thread only, so every
// native dialog and message box runs on one goroutine that locks its OS
// thread for the life of the process and takes its work from a channel;
// the game loop never waits for it. (On Linux the dialog library starts
// GTK in its package initialisation, on the main thread, before any
// dialog; every call after that comes from this thread.)
var (
	dialogThreadOnce sync.Once
	dialogWork       chan func()
)

// onDialogThread runs f on the dialog thread and waits for it.
func onDialogThread(f func()) {
	dialogThreadOnce.Do(func() {
		dialogWork = make(chan func())
		crash.Go("the dialog thread", func() {
			runtime.LockOSThread() // never unlocked: the thread dies with the process
			for f := range dialogWork {
				f()
			}
		})
	})
	done := make(chan struct{})
	dialogWork <- func() { defer close(done); f() }
	<-done
}

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
		if f := beforeDialog.Load(); f != nil {
			(*f)()
		}
		var r DialogResult
		onDialogThread(func() { r = callDialog(native, k, dir, name) }) // never panics
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

// callDialog runs the native dialog, turning its panic into ErrNoDialog:
// on Linux the dialog library panics when GTK could not start (no X
// server, or no display it can open).
func callDialog(native func(dialogKind, string, string) (string, error), k dialogKind, dir, name string) (r DialogResult) {
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
// in builds without one. It is called only on the dialog thread.
var nativeMessage func(title, text string)

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
	show := nativeMessage
	onDialogThread(func() {
		defer func() {
			if recover() != nil {
				shown = false
			}
		}()
		show(title, text)
		shown = true
	})
	return shown
}
