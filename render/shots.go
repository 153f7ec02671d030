package render

import (
	"bufio"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"kandahar/game"
	"kandahar/render/paper"
	"kandahar/saves"
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

// PicturesDir is where images go when no dialog asks: the desktop's
// pictures folder (XDG_PICTURES_DIR, or ~/Pictures when it exists), else
// the current folder.
func PicturesDir() string {
	if d := os.Getenv("XDG_PICTURES_DIR"); d != "" && isDir(d) {
		return d
	}
	home, err := os.UserHomeDir()
	if err == nil {
		if d := xdgUserDir(home, "XDG_PICTURES_DIR"); d != "" && isDir(d) {
			return d
		}
		if d := filepath.Join(home, "Pictures"); isDir(d) {
			return d
		}
	}
	if wd, err := os.Getwd(); err == nil {
		return wd
	}
	return "."
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// xdgUserDir reads a folder from ~/.config/user-dirs.dirs
// (XDG_PICTURES_DIR="$HOME/Pictures").
func xdgUserDir(home, key string) string {
	cfg := os.Getenv("XDG_CONFIG_HOME")
	if cfg == "" {
		cfg = filepath.Join(home, ".config")
	}
	f, err := os.Open(filepath.Join(cfg, "user-dirs.dirs"))
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(strings.TrimSpace(sc.Text()), "=")
		if !ok || k != key {
			continue
		}
		v = strings.Trim(v, `"`)
		v = strings.Replace(v, "$HOME", home, 1)
		if filepath.IsAbs(v) {
			return v
		}
	}
	return ""
}

// exportPath asks where an image goes; "" is a cancelled dialog.
func (sh *shell) exportPath(name string) (string, error) {
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
	return filepath.Join(PicturesDir(), name), nil
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
			if err := writeImagePNG(img, path); err != nil {
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
		if err := ExportMap(st, path); err != nil {
			return "", err
		}
		return fmt.Sprintf("Map exported to %s (%d × %d pixels, %d dpi: %.0f × %.0f inches).", path, w, h, paper.PrintDPI, float64(w)/paper.PrintDPI, float64(h)/paper.PrintDPI), nil
	})
}

// WriteMapPNG writes the map with every piece at the window's sheet size
// (hexes of paper.SheetR pixels) to a PNG file: -screenshot.
func WriteMapPNG(s *game.State, path string) error {
	return saves.WriteFileAtomicFunc(path, func(w io.Writer) error { return paper.WriteScreenshot(w, s) })
}

// ExportMap writes the map with every piece at print resolution
// (paper.PrintDPI) to a PNG file: -export-map and Shift+F12.
func ExportMap(s *game.State, path string) error {
	return saves.WriteFileAtomicFunc(path, func(w io.Writer) error { return paper.ExportMap(w, s) })
}

// writeImagePNG writes an image as a PNG, through a temporary file
// flushed to the disk and renamed onto path when complete.
func writeImagePNG(img image.Image, path string) error {
	return saves.WriteFileAtomicFunc(path, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		enc := png.Encoder{CompressionLevel: png.BestSpeed}
		if err := enc.Encode(bw, img); err != nil {
			return err
		}
		return bw.Flush()
	})
}
