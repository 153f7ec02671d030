//go:build linux && cgo

package saves

// The native dialogs on Linux, through GTK 3. GTK is started at the
// first dialog, not when the program starts (issue 13): started, it
// holds about 12 MB resident (its theme, its types, its own connection
// to the display, the accessibility bridge), which a game played without
// opening a file dialog never needs.

/*
#cgo pkg-config: gtk+-3.0
#cgo LDFLAGS: -lX11
#include <stdlib.h>
#include <X11/Xlib.h>
#include <gtk/gtk.h>

static GtkWidget *kd_chooser(const char *title, int save) {
	return gtk_file_chooser_dialog_new(title, NULL,
		save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
		"_Cancel", GTK_RESPONSE_CANCEL, save ? "_Save" : "_Open", GTK_RESPONSE_ACCEPT, NULL);
}

static void kd_filter(GtkWidget *d, const char *name, const char *pattern) {
	GtkFileFilter *f = gtk_file_filter_new();
	gtk_file_filter_set_name(f, name);
	gtk_file_filter_add_pattern(f, pattern);
	gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(d), f);
}

// kd_run runs the dialog; the path chosen (to g_free) or NULL.
static char *kd_run(GtkWidget *d, const char *dir, const char *name, int save) {
	GtkFileChooser *c = GTK_FILE_CHOOSER(d);
	if (dir[0]) gtk_file_chooser_set_current_folder(c, dir);
	if (save) {
		gtk_file_chooser_set_do_overwrite_confirmation(c, TRUE);
		if (name[0]) gtk_file_chooser_set_current_name(c, name);
	}
	char *path = NULL;
	if (gtk_dialog_run(GTK_DIALOG(d)) == GTK_RESPONSE_ACCEPT) path = gtk_file_chooser_get_filename(c);
	return path;
}

// kd_close takes the dialog off the screen: with no GTK main loop
// running, its last events are handled here.
static void kd_close(GtkWidget *d) {
	gtk_widget_destroy(d);
	while (gtk_events_pending()) gtk_main_iteration();
}

static void kd_message(const char *title, const char *text) {
	GtkWidget *d = gtk_message_dialog_new(NULL, 0, GTK_MESSAGE_ERROR, GTK_BUTTONS_OK, "%s", text);
	gtk_window_set_title(GTK_WINDOW(d), title);
	gtk_dialog_run(GTK_DIALOG(d));
	kd_close(d);
}
*/
import "C"

import (
	"sync"
	"unsafe"
)

func init() {
	// Xlib is used from two threads (the window's and a dialog's): it
	// must be told before its first call
	C.XInitThreads()
	nativeDialog = gtkDialog
	nativeMessage = gtkMessage
}

var (
	gtkOnce    sync.Once
	gtkStarted bool
)

// gtkReady starts GTK once, and reports whether it could (a display).
func gtkReady() bool {
	gtkOnce.Do(func() { gtkStarted = C.gtk_init_check(nil, nil) == C.TRUE })
	return gtkStarted
}

func gtkDialog(k dialogKind, dir, name string) (string, error) {
	if !gtkReady() {
		return "", ErrNoDialog
	}
	title, filter, save := "Open a saved game", "Kandahar saved games", 0
	switch k {
	case saveGame:
		title, save = "Save the game", 1
	case savePicture:
		title, filter, save = "Save the picture", "PNG pictures", 1
	}
	cs := func(s string) *C.char { return C.CString(s) }
	ctitle, cfilter, cpattern, call, cstar, cdir, cname := cs(title), cs(filter), cs("*"+k.ext()), cs("All files"), cs("*"), cs(dir), cs(name)
	for _, p := range []*C.char{ctitle, cfilter, cpattern, call, cstar, cdir, cname} {
		defer C.free(unsafe.Pointer(p))
	}
	d := C.kd_chooser(ctitle, C.int(save))
	C.kd_filter(d, cfilter, cpattern)
	C.kd_filter(d, call, cstar)
	path := C.kd_run(d, cdir, cname, C.int(save))
	C.kd_close(d)
	if path == nil {
		return "", ErrCancelled
	}
	defer C.g_free(C.gpointer(unsafe.Pointer(path)))
	return C.GoString(path), nil
}

func gtkMessage(title, text string) {
	if !gtkReady() {
		panic(ErrNoDialog) // ShowError reports it as not shown
	}
	ctitle, ctext := C.CString(title), C.CString(text)
	defer C.free(unsafe.Pointer(ctitle))
	defer C.free(unsafe.Pointer(ctext))
	C.kd_message(ctitle, ctext)
}
