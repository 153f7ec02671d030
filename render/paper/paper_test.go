package paper

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"kandahar/assets"
	"kandahar/game"
	"kandahar/render/pngstream"
)

// Paper draws with no window: neither it nor anything it uses imports
// Ebitengine, so -screenshot and -export-map run on a machine with no
// display and the drawing can be tested without one.
func TestPaperNeedsNoWindow(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the imports with")
	}
	out, err := exec.Command(gobin, "list", "-deps", ".", "../pngstream").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.Contains(p, "ebiten") {
			t.Fatalf("paper depends on %s: it must draw with no window", p)
		}
	}
}

// The hex under a hex's centre and near its corners is that hex.
func TestLayoutRoundTrip(t *testing.T) {
	b := game.NewBoard(26, 36)
	l := NewLayout(b, 48)
	for _, h := range b.Hexes() {
		c := l.Center(h)
		if got := l.HexAt(c); got != h {
			t.Fatalf("HexAt(Center(%s)) = %s", h, got)
		}
		for _, k := range l.Corners(h) {
			p := Pt{c.X + (k.X-c.X)*0.8, c.Y + (k.Y-c.Y)*0.8}
			if got := l.HexAt(p); got != h {
				t.Fatalf("a point inside %s maps to %s", h, got)
			}
		}
	}
}

// Neighbouring hexes (as the rules count them) touch on the drawn map:
// their centres are one hex width apart.
func TestLayoutMatchesNeighbours(t *testing.T) {
	b := game.NewBoard(26, 36)
	l := NewLayout(b, 10)
	for _, h := range b.Hexes() {
		c := l.Center(h)
		for _, n := range b.Neighbors(h) {
			m := l.Center(n)
			d := (m.X-c.X)*(m.X-c.X) + (m.Y-c.Y)*(m.Y-c.Y)
			if want := 3 * 10.0 * 10.0; d < want-0.01 || d > want+0.01 {
				t.Fatalf("%s and %s are neighbours but their centres are %.2f² apart", h, n, d)
			}
		}
	}
	// direction 1 is straight up (12.8)
	h := game.Hex{Col: 5, Row: 5}
	if c, n := l.Center(h), l.Center(h.Neighbor(game.North)); n.X != c.X || n.Y >= c.Y {
		t.Fatalf("north of %s is drawn at %v from %v", h, n, c)
	}
}

// The -screenshot export draws the shipped map with pieces, not a blank.
func TestMapImage(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, BusyScenario(rules), 1)
	if err != nil {
		t.Fatal(err)
	}
	img := MapImage(g.State, 16)
	if v := variance(img); v < 200 {
		t.Fatalf("the map image looks blank: variance %.1f", v)
	}
	w, h := NewLayout(rules.Board, 16).Size()
	if b := img.Bounds(); b.Dx() < int(w) || b.Dy() < int(h) {
		t.Fatalf("image %v smaller than the sheet %.0fx%.0f", b, w, h)
	}
}

// Every counter of the mix draws, and a team's casualties show in red.
func TestCounterFaces(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	for i := range rules.Mix.Specs {
		f := SpecFace(&rules.Mix.Specs[i])
		if f.Name == "" {
			t.Fatalf("spec %s has no name on its face", rules.Mix.Specs[i].ID)
		}
		if img := CounterImage(f, 40); variance(img) < 50 {
			t.Fatalf("counter %s looks blank", f.Name)
		}
	}
	g, err := game.New(rules, &game.Scenario{Name: "t", Pieces: []game.ScenarioPiece{{ID: "a-team-1", Hex: game.Hex{Col: 5, Row: 5}}}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	team := pieceBySpec(s, "a-team-1")
	if f := PieceFace(s, team); f.FireRed || f.MoveRed || f.Move != "4" {
		t.Fatalf("a fresh team's face: %+v", f)
	}
	for _, sp := range rules.Mix.Specs {
		if sp.Kind == game.KindGear && sp.MoveType == game.MovePlusBlack {
			if f := SpecFace(&sp); f.MoveStyle != MovePlusBlack || f.Move[0] != '+' {
				t.Fatalf("%s: black plus movement drawn as %+v", sp.Name, f)
			}
		}
	}
}

// The map drawn in strips and streamed as a PNG is, pixel for pixel, the
// map drawn whole; the file decodes with image/png.
func TestStripPNGMatchesWholeImage(t *testing.T) {
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, BusyScenario(rules), 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		r      float64
		stripH int
	}{{16, 7}, {16, 256}, {30, 64}} {
		whole := MapImage(g.State, tc.r)
		m := NewSheet(g.State, tc.r)
		w, h := m.Size()
		var buf bytes.Buffer
		if err := (pngstream.Encoder{W: w, H: h, StripH: tc.stripH, DPI: 300, Draw: m.DrawImage}).Encode(&buf); err != nil {
			t.Fatal(err)
		}
		dec, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("r %v strips of %d: the PNG does not decode: %v", tc.r, tc.stripH, err)
		}
		if dec.Bounds() != whole.Bounds() {
			t.Fatalf("size %v, want %v", dec.Bounds(), whole.Bounds())
		}
		rgb, ok := dec.(*image.RGBA)
		if !ok {
			t.Fatalf("decoded as %T, want RGB", dec)
		}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i, j := whole.PixOffset(x, y), rgb.PixOffset(x, y)
				// a shape cut by a strip's edge is placed with other float
				// offsets: a level or two of anti-aliasing may differ
				if absDiff(whole.Pix[i], rgb.Pix[j]) > 3 || absDiff(whole.Pix[i+1], rgb.Pix[j+1]) > 3 || absDiff(whole.Pix[i+2], rgb.Pix[j+2]) > 3 {
					t.Fatalf("r %v strips of %d: pixel %d,%d is %v in the strips, %v whole", tc.r, tc.stripH, x, y, rgb.Pix[j:j+3], whole.Pix[i:i+3])
				}
			}
		}
	}
}

// The print export: its size, its time and its peak heap (the figures of
// docs/performance.md come from the -export-map command; this keeps them
// honest in CI with generous bounds).
func TestExportMap(t *testing.T) {
	if testing.Short() {
		t.Skip("the print export takes a second or more")
	}
	rules, err := assets.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(rules, BusyScenario(rules), 1)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "map.png")
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	t0 := time.Now()
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := ExportMap(out, g.State); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	el := time.Since(t0)
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	w, h := ExportSize(rules.Board)
	if cfg.Width != w || cfg.Height != h || w != 6600 {
		t.Fatalf("exported %dx%d, want %dx%d (22 inches at 300 dpi)", cfg.Width, cfg.Height, w, h)
	}
	st, _ := f.Stat()
	t.Logf("export %dx%d in %v, %d MB file, heap in use after %d MB", w, h, el.Round(time.Millisecond), st.Size()>>20, after.HeapInuse>>20)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// variance of the luminance, sampled.
func variance(img *image.RGBA) float64 {
	var sum, sq, n float64
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			i := img.PixOffset(x, y)
			l := 0.3*float64(img.Pix[i]) + 0.59*float64(img.Pix[i+1]) + 0.11*float64(img.Pix[i+2])
			sum += l
			sq += l * l
			n++
		}
	}
	m := sum / n
	return sq/n - m*m
}

func pieceBySpec(s *game.State, specID string) game.PieceID {
	for _, id := range s.IDs() {
		if s.Spec(id).ID == specID {
			return id
		}
	}
	return game.None
}
