//go:build linux && cgo

package saves

// The native dialogs on Linux, through GTK 3. GTK is loaded and started
// at the first dialog, not when the program starts (issue 13): linked
// and started at start-up, it held about 12 MB resident (sixty libraries'
// pages, its theme, its types, its own connection to the display, the
// accessibility bridge), which a game played without a file dialog never
// needs. Without GTK installed, the client shows its own list of saves.

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>
#include <stdlib.h>

// GTK's and GLib's functions used, found when GTK is loaded; their
// objects are opaque pointers here.
typedef void *W;
static struct {
	int (*init_check)(int *, char ***);
	W (*chooser_new)(const char *, W, int, const char *, ...);
	W (*filter_new)(void);
	void (*filter_set_name)(W, const char *);
	void (*filter_add_pattern)(W, const char *);
	void (*add_filter)(W, W);
	int (*set_current_folder)(W, const char *);
	void (*set_overwrite_confirmation)(W, int);
	void (*set_current_name)(W, const char *);
	int (*dialog_run)(W);
	char *(*get_filename)(W);
	void (*widget_destroy)(W);
	int (*events_pending)(void);
	int (*main_iteration)(void);
	W (*message_new)(W, int, int, int, const char *, ...);
	void (*window_set_title)(W, const char *);
	void (*g_free)(void *);
} gtk;

enum { ACTION_OPEN = 0, ACTION_SAVE = 1, RESPONSE_ACCEPT = -3, RESPONSE_CANCEL = -6, MESSAGE_ERROR = 3, BUTTONS_OK = 1 };

// kd_start loads GTK 3 and starts it: 1 when it could (the library is
// there and so is a display).
static int kd_start(void) {
	void *h = dlopen("libgtk-3.so.0", RTLD_NOW | RTLD_GLOBAL);
	if (!h) return 0;
#define SYM(f, name) if (!(*(void **)&gtk.f = dlsym(h, name))) return 0
	SYM(init_check, "gtk_init_check");
	SYM(chooser_new, "gtk_file_chooser_dialog_new");
	SYM(filter_new, "gtk_file_filter_new");
	SYM(filter_set_name, "gtk_file_filter_set_name");
	SYM(filter_add_pattern, "gtk_file_filter_add_pattern");
	SYM(add_filter, "gtk_file_chooser_add_filter");
	SYM(set_current_folder, "gtk_file_chooser_set_current_folder");
	SYM(set_overwrite_confirmation, "gtk_file_chooser_set_do_overwrite_confirmation");
	SYM(set_current_name, "gtk_file_chooser_set_current_name");
	SYM(dialog_run, "gtk_dialog_run");
	SYM(get_filename, "gtk_file_chooser_get_filename");
	SYM(widget_destroy, "gtk_widget_destroy");
	SYM(events_pending, "gtk_events_pending");
	SYM(main_iteration, "gtk_main_iteration");
	SYM(message_new, "gtk_message_dialog_new");
	SYM(window_set_title, "gtk_window_set_title");
	SYM(g_free, "g_free");
#undef SYM
	return gtk.init_check(NULL, NULL);
}

static W kd_chooser(const char *title, int save) {
	return gtk.chooser_new(title, NULL, save ? ACTION_SAVE : ACTION_OPEN,
		"_Cancel", RESPONSE_CANCEL, save ? "_Save" : "_Open", RESPONSE_ACCEPT, (char *)NULL);
}

static void kd_filter(W d, const char *name, const char *pattern) {
	W f = gtk.filter_new();
	gtk.filter_set_name(f, name);
	gtk.filter_add_pattern(f, pattern);
	gtk.add_filter(d, f);
}

// kd_run runs the dialog; the path chosen (for kd_free) or NULL.
static char *kd_run(W d, const char *dir, const char *name, int save) {
	if (dir[0]) gtk.set_current_folder(d, dir);
	if (save) {
		gtk.set_overwrite_confirmation(d, 1);
		if (name[0]) gtk.set_current_name(d, name);
	}
	char *path = NULL;
	if (gtk.dialog_run(d) == RESPONSE_ACCEPT) path = gtk.get_filename(d);
	return path;
}

static void kd_free(char *p) { gtk.g_free(p); }

// kd_close takes the dialog off the screen: with no GTK main loop
// running, its last events are handled here.
static void kd_close(W d) {
	gtk.widget_destroy(d);
	while (gtk.events_pending()) gtk.main_iteration();
}

static void kd_message(const char *title, const char *text) {
	W d = gtk.message_new(NULL, 0, MESSAGE_ERROR, BUTTONS_OK, "%s", text);
	gtk.window_set_title(d, title);
	gtk.dialog_run(d);
	kd_close(d);
}
*/
import "C"

import (
	"sync"
	"unsafe"
)

func init() {
	// Xlib is used from two threads (the window's and a dialog's), which
	// it must be told before its first call: Ebitengine calls
	// XInitThreads when it opens the display, before any dialog can load
	// GTK. Linking libX11 here for that call made every command need it,
	// replay and sim too.
	nativeDialog = gtkDialog
	nativeMessage = gtkMessage
}

var (
	gtkOnce    sync.Once
	gtkStarted bool
)

// gtkReady loads and starts GTK once, and reports whether it could.
func gtkReady() bool {
	gtkOnce.Do(func() { gtkStarted = C.kd_start() == 1 })
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
	defer C.kd_free(path)
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
