package render

import (
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The gamepad table Ebitengine parses at start-up is let go
// (gamepaddb.go). The link reaches into Ebitengine's own package, so it
// holds for the version it was checked against: upgrading Ebitengine
// fails this test until someone checks that gamepaddb's gamepadNames,
// gamepadButtonMappings and gamepadAxisMappings are still maps, only
// read but by Update, and sets the version here.
func TestGamepadTableLetGo(t *testing.T) {
	const checked = "v2.10.4"
	mod, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	const path = "github.com/hajimehoshi/ebiten/v2 "
	found := false
	for _, l := range strings.Split(string(mod), "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, path) {
			found = true
			if v := strings.Fields(l)[1]; v != checked {
				t.Errorf("Ebitengine is %s, the gamepad maps' link was checked against %s: check gamepaddb.go's links and set the version", v, checked)
			}
		}
	}
	if !found {
		t.Error("go.mod requires no Ebitengine")
	}
	if gamepadNames != nil || gamepadButtonMappings != nil || gamepadAxisMappings != nil {
		t.Error("the gamepad table is still held")
	}
	// what reads the maps answers as for an unknown gamepad
	if ebiten.IsStandardGamepadLayoutAvailable(0) {
		t.Error("a gamepad that is not there has a standard layout")
	}
}
