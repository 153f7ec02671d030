package paper

import (
	"bufio"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"

	"kandahar/game"
	"kandahar/saves"
)

// The files the window writes: the map, the print export and a picture
// of the window, each as a PNG written whole or not at all, by default
// in the desktop's pictures folder.

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

// WriteMapPNG writes the map with every piece at the window's sheet size
// (hexes of paper.SheetR pixels) to a PNG file: -screenshot.
func WriteMapPNG(s *game.State, path string) error {
	return saves.WriteFileAtomicFunc(path, func(w io.Writer) error { return WriteScreenshot(w, s) })
}

// ExportMapFile writes the map with every piece at print resolution
// (paper.PrintDPI) to a PNG file: -export-map and Shift+F12.
func ExportMapFile(s *game.State, path string) error {
	return saves.WriteFileAtomicFunc(path, func(w io.Writer) error { return ExportMap(w, s) })
}

// WritePNG writes an image as a PNG, through a temporary file
// flushed to the disk and renamed onto path when complete.
func WritePNG(img image.Image, path string) error {
	return saves.WriteFileAtomicFunc(path, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		enc := png.Encoder{CompressionLevel: png.BestSpeed}
		if err := enc.Encode(bw, img); err != nil {
			return err
		}
		return bw.Flush()
	})
}
