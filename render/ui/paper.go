package ui

import (
	"image/color"

	"kandahar/render/paper"
)

// The window places and colours its drawing with package paper's
// geometry and colours; these two are used on almost every line of it.

// Pt is a point in map or screen pixels.
type Pt = paper.Pt

// RGB is an opaque colour from its hex code.
func RGB(hex uint32) color.NRGBA { return paper.RGB(hex) }
