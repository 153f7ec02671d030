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
// into a higher one. Across the layers, each package is either generic or
// one game's own (owner, below).
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
	"kandahar/render/scenes/question",
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
	pkgs := listRender(t)
	if len(pkgs) < len(layers) {
		t.Fatalf("go list found %d packages under render, want at least %d", len(pkgs), len(layers))
	}
	for _, bad := range layerErrors(pkgs, layers) {
		t.Error(bad)
	}
}

// engines are the rules packages of the games the app plays.
var engines = []string{"kandahar/game", "kandahar/game/enduring"}

// owner says whose a client package is: "" for a generic part, which
// reaches a game only through the contract (kandahar/game/table) and so
// serves every game, or the engine whose own part it is. Every package
// the layers place says which: a new package is generic unless listed
// here, and one listed that no longer needs its engine must move to the
// generic parts (the test says so).
var owner = map[string]string{
	// Kandahar's: the hex board, its sheet and counters, its panels (the
	// shop, the inspector) and what is still drawn from its state
	"kandahar/render/paper":            "kandahar/game",
	"kandahar/render/perf":             "kandahar/game",
	"kandahar/render/view":             "kandahar/game",
	"kandahar/render/board":            "kandahar/game",
	"kandahar/render/chrome":           "kandahar/game",
	"kandahar/render/input":            "kandahar/game",
	"kandahar/render/scenes/coach":     "kandahar/game",
	"kandahar/render/scenes/menus":     "kandahar/game",
	"kandahar/render/scenes/dialog":    "kandahar/game",
	"kandahar/render/scenes/hint":      "kandahar/game",
	"kandahar/render/scenes/mapcues":   "kandahar/game",
	"kandahar/render/scenes/stackmenu": "kandahar/game",
	"kandahar/render":                  "kandahar/game",
	// Enduring Freedom's: its map sheet
	"kandahar/render/efmap": "kandahar/game/enduring",
}

// TestGenericAndPerGameParts fails when a generic part imports an engine,
// when a game's own part imports another game's engine, and when a part
// listed as a game's no longer needs its engine.
func TestGenericAndPerGameParts(t *testing.T) {
	pkgs := listRender(t)
	generic := 0
	for _, bad := range ownerErrors(pkgs, owner) {
		t.Error(bad)
	}
	for _, p := range pkgs {
		if owner[p.ImportPath] == "" {
			generic++
		}
	}
	if generic < 5 {
		t.Fatalf("only %d generic parts", generic)
	}
}

// TestOwnerErrorsCatch checks that the check above can fail: a generic
// part importing Kandahar, Enduring Freedom's part importing Kandahar,
// and a Kandahar part that imports neither.
func TestOwnerErrorsCatch(t *testing.T) {
	pkgs := []listedPackage{
		{ImportPath: "kandahar/render/ui", Imports: []string{"kandahar/game"}},
		{ImportPath: "kandahar/render/efmap", Imports: []string{"kandahar/game/enduring", "kandahar/game"}},
		{ImportPath: "kandahar/render/view", Imports: []string{"kandahar/game/table"}},
	}
	got := ownerErrors(pkgs, owner)
	if len(got) != 3 || !strings.Contains(got[0], "generic") || !strings.Contains(got[1], "Enduring") && !strings.Contains(got[1], "another game") || !strings.Contains(got[2], "generic") {
		t.Fatalf("errors %q, want the three", got)
	}
}

func ownerErrors(pkgs []listedPackage, owner map[string]string) []string {
	var bad []string
	for _, p := range pkgs {
		own := owner[p.ImportPath]
		uses := ""
		for _, imp := range p.Imports {
			if !slices.Contains(engines, imp) {
				continue
			}
			switch {
			case own == "":
				bad = append(bad, p.ImportPath+" is a generic part but imports "+imp+": reach the game through kandahar/game/table, or list the package as that game's")
			case imp != own:
				bad = append(bad, p.ImportPath+" is "+own+"'s part but imports another game's engine, "+imp)
			default:
				uses = imp
			}
		}
		if own != "" && uses == "" {
			bad = append(bad, p.ImportPath+" is listed as "+own+"'s part but no longer imports it: move it to the generic parts")
		}
	}
	return bad
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

// listRender lists render and the packages under it, with their imports.
func listRender(t *testing.T) []listedPackage {
	t.Helper()
	out, err := exec.Command("go", "list", "-json", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	pkgs, err := decodePackages(out)
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
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
