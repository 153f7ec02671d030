package render

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kandahar/game"
	"kandahar/render/paper"
)

// F12 writes the window and Shift+F12 the whole map at print resolution,
// off the game loop (frames keep coming while the map is drawn), to the
// file the export hook picks; without a hook, to the dated name in the
// pictures folder. A message says where each went.
func TestScreenshotAndMapExport(t *testing.T) {
	needWindow(t)
	rules := shippedRules(t)
	g, err := game.New(rules, paper.BusyScenario(rules), 3)
	if err != nil {
		t.Fatal(err)
	}
	d := newWindowDriver(t, g)
	dir := t.TempDir()
	asked := make(chan string, 4)
	d.on(func(a *App) {
		a.Opt.ExportPath = func(name string) (string, error) {
			asked <- name
			return filepath.Join(dir, strings.TrimSuffix(name, ".png")), nil // no extension: one is added
		}
	})
	d.idle()
	waitFile := func(what string) string {
		t.Helper()
		var name string
		select {
		case name = <-asked:
		case <-time.After(hangLimit):
			t.Fatalf("the %s did not ask where to go", what)
		}
		path := filepath.Join(dir, name)
		deadline := time.Now().Add(60 * time.Second)
		for time.Now().Before(deadline) {
			busy := true
			d.on(func(a *App) { busy = a.ExportBusy() })
			if !busy {
				break
			}
			d.waitFrames(2)
		}
		if _, err := os.Stat(path); err != nil {
			t.Fatalf("the %s was not written to %s: %v (%s)", what, path, err, d.app.LastError())
		}
		shown := false
		d.on(func(a *App) {
			for _, m := range a.chrome.Toasts {
				shown = shown || strings.Contains(m.Text, path)
			}
		})
		if !shown {
			t.Errorf("no message names %s", path)
		}
		return path
	}

	d.in.Key(ebiten.KeyF12)
	d.script()
	shot := waitFile("screenshot")
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	w, h := 0, 0
	d.on(func(a *App) { w, h = a.W, a.H })
	if img.Bounds().Dx() != w || img.Bounds().Dy() != h {
		t.Fatalf("the screenshot is %v, the window %dx%d", img.Bounds(), w, h)
	}

	frames := 0
	d.on(func(a *App) { frames = a.shell.frame })
	d.in.Key(ebiten.KeyF12, ebiten.KeyShiftLeft)
	d.script()
	exported := waitFile("map export")
	d.shot("map-export")
	after := 0
	d.on(func(a *App) { after = a.shell.frame })
	if after-frames < 10 {
		t.Errorf("only %d frames while the map was exported: the game loop waited", after-frames)
	}
	f, err = os.Open(exported)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := png.DecodeConfig(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if ew, eh := paper.ExportSize(rules.Board); cfg.Width != ew || cfg.Height != eh {
		t.Fatalf("the export is %dx%d, want %dx%d", cfg.Width, cfg.Height, ew, eh)
	}

	// no hook: the pictures folder
	pics := t.TempDir()
	t.Setenv("XDG_PICTURES_DIR", pics)
	d.on(func(a *App) { a.Opt.ExportPath = nil })
	d.in.Key(ebiten.KeyF12)
	d.script()
	for deadline := time.Now().Add(hangLimit); time.Now().Before(deadline); d.waitFrames(2) {
		busy := true
		d.on(func(a *App) { busy = a.ExportBusy() })
		if !busy {
			break
		}
	}
	ms, _ := filepath.Glob(filepath.Join(pics, "kandahar-*.png"))
	if len(ms) != 1 {
		t.Fatalf("no dated screenshot in the pictures folder: %v (%s)", ms, d.app.LastError())
	}
}
