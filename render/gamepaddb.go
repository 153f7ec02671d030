package render

import (
	_ "unsafe" // for go:linkname
)

// Ebitengine parses SDL's table of game controllers when the program
// starts, and keeps it: 739 controllers' button and axis maps, about
// 7 MB of the Go heap, a third of it (issue 13). Kandahar reads no
// gamepad, so the maps are let go at start-up. Ebitengine only reads
// them, when a gamepad is plugged in, and a nil map reads as empty: a
// plugged gamepad is then one without a standard layout, which the game
// never asks about. (They would be written only by
// ebiten.UpdateStandardGamepadLayoutMappings, never called here.)

//go:linkname gamepadNames github.com/hajimehoshi/ebiten/v2/internal/gamepaddb.gamepadNames
var gamepadNames map[string]string

// The maps' values are Ebitengine's own types: only nil is stored.
//
//go:linkname gamepadButtonMappings github.com/hajimehoshi/ebiten/v2/internal/gamepaddb.gamepadButtonMappings
var gamepadButtonMappings map[string]struct{}

//go:linkname gamepadAxisMappings github.com/hajimehoshi/ebiten/v2/internal/gamepaddb.gamepadAxisMappings
var gamepadAxisMappings map[string]struct{}

func init() {
	gamepadNames, gamepadButtonMappings, gamepadAxisMappings = nil, nil, nil
}
