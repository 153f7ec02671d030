package render

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// layers are the client's packages from the bottom up: each may import
// only those before it, so the compiler keeps a lower part from reaching
// into a higher one.
var layers = []string{
	"kandahar/render/cvd",
	"kandahar/render/pngstream",
	"kandahar/render/paper",
	"kandahar/render/efmap",
	"kandahar/render/ui",
	"kandahar/render/keymap",
	"kandahar/render/perf",
	"kandahar/render/view",
	"kandahar/render/board",
	"kandahar/render/chrome",
	"kandahar/render/input",
	"kandahar/render/scenes",
	"kandahar/render/scenes/scenestest",
	"kandahar/render/scenes/help",
	"kandahar/render/scenes/reference",
	"kandahar/render/scenes/coach",
	"kandahar/render/scenes/menus",
	"kandahar/render/scenes/dialog",
	"kandahar/render/scenes/hint",
	"kandahar/render/scenes/mapcues",
	"kandahar/render/scenes/stackmenu",
	"kandahar/render",
}

// TestLayers reads the import graph of render and the packages under it
// and fails when one imports a package at or above its own layer, or when
// a package is missing from the order.
func TestLayers(t *testing.T) {
	out, err := exec.Command("go", "list", "-json", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	pkgs, err := decodePackages(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) < len(layers) {
		t.Fatalf("go list found %d packages under render, want at least %d", len(pkgs), len(layers))
	}
	for _, bad := range layerErrors(pkgs, layers) {
		t.Error(bad)
	}
}

// TestLayersCatchUpward checks that the check above can fail: a graph in
// which the board imports the chrome breaks the order.
func TestLayersCatchUpward(t *testing.T) {
	pkgs := []listedPackage{
		{ImportPath: "kandahar/render/board", Imports: []string{"kandahar/render/ui", "kandahar/render/chrome"}},
		{ImportPath: "kandahar/render/extra"},
	}
	got := layerErrors(pkgs, layers)
	if len(got) != 2 || !strings.Contains(got[0], "imports kandahar/render/chrome") || !strings.Contains(got[1], "extra") {
		t.Fatalf("errors %q, want the board's upward import and the unplaced package", got)
	}
}

type listedPackage struct {
	ImportPath string
	Imports    []string
}

func decodePackages(out []byte) ([]listedPackage, error) {
	var pkgs []listedPackage
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p listedPackage
		err := dec.Decode(&p)
		if errors.Is(err, io.EOF) {
			return pkgs, nil
		}
		if err != nil {
			return nil, err
		}
		pkgs = append(pkgs, p)
	}
}

// layerErrors lists the imports that break the order, and the packages
// the order does not place.
func layerErrors(pkgs []listedPackage, order []string) []string {
	var bad []string
	for _, p := range pkgs {
		at := slices.Index(order, p.ImportPath)
		if at < 0 {
			bad = append(bad, p.ImportPath+" has no place in the layers: add it to the list")
			continue
		}
		for _, imp := range p.Imports {
			if i := slices.Index(order, imp); i >= at {
				bad = append(bad, p.ImportPath+" imports "+imp+", which is not below it")
			}
		}
	}
	return bad
}
