package render

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"kandahar/render/paper"
)

// F12 writes the window as a PNG; Shift+F12 (or the Export button) the
// whole map with every piece at print resolution. Each asks where through
// Options.ExportPath (main: the native save dialog) with a dated name,
// and falls back to that name in the pictures folder; the asking, the
// drawing and the writing run off the game loop, which keeps drawing,
// and a message says where the file went.

// exportJob is a screenshot or map export under way.
type exportJob struct {
	what string
	done chan exportResult
}

type exportResult struct {
	msg string
	err error
}

// exportPath asks where an image goes; "" is a cancelled dialog.
func (sh *shell) exportPath(name string) (string, error) {
	name = freeName(paper.PicturesDir(), name)
	if sh.Opt.ExportPath != nil {
		p, err := sh.Opt.ExportPath(name)
		if err != nil || p == "" {
			return "", err
		}
		if !strings.EqualFold(filepath.Ext(p), ".png") {
			p += ".png"
		}
		return p, nil
	}
	return filepath.Join(paper.PicturesDir(), name), nil
}

// freeName is name, or with "-2", "-3"… before its extension, whichever
// no file in dir has yet: two pictures taken within a second are named
// by the same second, and the second must not replace the first.
func freeName(dir, name string) string {
	ext := filepath.Ext(name)
	base := strings.TrimSuffix(name, ext)
	for i := 1; ; i++ {
		try := name
		if i > 1 {
			try = fmt.Sprintf("%s-%d%s", base, i, ext)
		}
		if _, err := os.Lstat(filepath.Join(dir, try)); errors.Is(err, fs.ErrNotExist) || i >= 1000 {
			return try
		}
	}
}

// startExport runs a job off the game loop: one at a time.
func (a *App) startExport(what string, run func() (string, error)) {
	if a.shell.export != nil {
		a.chrome.Say(fmt.Sprintf("Wait: the %s is still being written.", a.shell.export.what), true)
		return
	}
	job := &exportJob{what: what, done: make(chan exportResult, 1)}
	a.shell.export = job
	go func() {
		defer func() {
			if r := recover(); r != nil {
				job.done <- exportResult{err: fmt.Errorf("the %s failed: %v", what, r)}
			}
		}()
		msg, err := run()
		job.done <- exportResult{msg: msg, err: err}
	}()
}

// pollExport shows how a job ended, when it has.
func (a *App) pollExport() {
	if a.shell.pendingShot != nil {
		img := a.shell.pendingShot
		a.shell.pendingShot = nil
		a.startExport("screenshot", func() (string, error) {
			path, err := a.shell.exportPath("kandahar-" + time.Now().Format("20060102-150405") + ".png")
			if err != nil || path == "" {
				return "", err
			}
			if err := paper.WritePNG(img, path); err != nil {
				return "", err
			}
			return "Screenshot saved to " + path + ".", nil
		})
	}
	if a.shell.export == nil {
		return
	}
	select {
	case r := <-a.shell.export.done:
		what := a.shell.export.what
		a.shell.export = nil
		switch {
		case r.err != nil:
			a.chrome.Say(fmt.Sprintf("The %s could not be written: %v", what, r.err), true)
		case r.msg != "":
			a.chrome.Say(r.msg, false)
		}
	default:
	}
}

// ExportBusy reports a screenshot or map export under way.
func (a *App) ExportBusy() bool { return a.shell.export != nil || a.shell.pendingShot != nil }

// saveWindowShot takes the window at the next frame and writes it out
// (F12).
func saveWindowShot(a *App) func(*image.RGBA) {
	return func(img *image.RGBA) { a.shell.pendingShot = img }
}

// exportMapNow writes the whole map at print resolution (Shift+F12).
func (a *App) exportMapNow() {
	if a.shell.export != nil {
		a.chrome.Say(fmt.Sprintf("Wait: the %s is still being written.", a.shell.export.what), true)
		return
	}
	st := a.G.State.Clone()
	w, h := paper.ExportSize(a.Rules.Board)
	a.chrome.Say(fmt.Sprintf("Exporting the map at %d dpi (%d × %d pixels)…", paper.PrintDPI, w, h), false)
	a.startExport("map export", func() (string, error) {
		path, err := a.shell.exportPath("kandahar-map-" + time.Now().Format("20060102-150405") + ".png")
		if err != nil || path == "" {
			return "", err
		}
		if err := paper.ExportMapFile(st, path); err != nil {
			return "", err
		}
		return fmt.Sprintf("Map exported to %s (%d × %d pixels, %d dpi: %.0f × %.0f inches).", path, w, h, paper.PrintDPI, float64(w)/paper.PrintDPI, float64(h)/paper.PrintDPI), nil
	})
}
