//go:build linux

package saves

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// fakeDialogs replaces the native dialog and message box for a test.
func fakeDialogs(t *testing.T, dialog func(context.Context, dialogKind, string, string) (string, error), message func(context.Context, string, string) error) {
	t.Helper()
	oldD, oldM := nativeDialog, nativeMessage
	t.Cleanup(func() { nativeDialog, nativeMessage = oldD, oldM; SetBeforeDialog(nil) })
	nativeDialog, nativeMessage = dialog, message
	dialogsHere(t)
}

// A message box asked for while a dialog is open is not shown beside it
// (two GTK dialogs at once froze the file chooser): ShowError says so at
// once, and the caller writes the text to standard error.
func TestShowErrorWhileDialogOpen(t *testing.T) {
	release, opened := make(chan struct{}), make(chan struct{})
	shown := false
	fakeDialogs(t,
		func(context.Context, dialogKind, string, string) (string, error) {
			close(opened)
			<-release
			return "/x", nil
		},
		func(context.Context, string, string) error { shown = true; return nil })
	ch := OpenDialog(context.Background(), "/d")
	select {
	case <-opened:
	case r := <-ch:
		t.Fatalf("the dialog did not open: %+v", r)
	}
	if ShowError("Kandahar", "the window could not run") {
		t.Error("ShowError says a box was shown while the file dialog is open")
	}
	close(release)
	if r := <-ch; r.Err != nil || r.Path != "/x" {
		t.Fatalf("%+v", r)
	}
	if shown {
		t.Error("the message box ran while the file dialog was open")
	}
	if !ShowError("Kandahar", "after") || !shown {
		t.Error("the message box is not shown once the dialog has closed")
	}
}

// A message box that cannot start (GTK without a display panics in the
// dialog library) is reported as not shown, not as a crash.
func TestShowErrorWithoutGTK(t *testing.T) {
	tried := false
	fakeDialogs(t,
		func(context.Context, dialogKind, string, string) (string, error) { return "", ErrCancelled },
		func(context.Context, string, string) error {
			tried = true
			panic("gtk initialisation failed; presumably no X server is available")
		})
	if ShowError("Kandahar", "x") || !tried {
		t.Error("ShowError says a box was shown")
	}
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	nativeMessage = func(context.Context, string, string) error {
		t.Error("a message box tried without a display")
		return nil
	}
	if ShowError("Kandahar", "x") {
		t.Error("ShowError says a box was shown without a display")
	}
}

// What main sets to run before a file dialog (its autosave) runs before
// the dialog opens, every time, and not when no dialog can open.
func TestBeforeDialogRunsFirst(t *testing.T) {
	var order []string
	var mu sync.Mutex
	note := func(s string) { mu.Lock(); order = append(order, s); mu.Unlock() }
	fakeDialogs(t, func(context.Context, dialogKind, string, string) (string, error) {
		note("dialog")
		return "", ErrCancelled
	}, nil)
	SetBeforeDialog(func() { note("autosave") })
	<-OpenDialog(context.Background(), "/d")
	<-SaveDialog(context.Background(), "/d", "g")
	<-PictureDialog(context.Background(), "/d", "p.png")
	want := []string{"autosave", "dialog", "autosave", "dialog", "autosave", "dialog"}
	if len(order) != len(want) {
		t.Fatalf("%v, want %v", order, want)
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("%v, want %v", order, want)
		}
	}
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	order = nil
	if r := <-OpenDialog(context.Background(), "/d"); !errors.Is(r.Err, ErrNoDialog) {
		t.Fatalf("%+v", r)
	}
	if len(order) != 0 {
		t.Errorf("without a display: %v", order)
	}
}
