package render

import (
	"image/color"

	"kandahar/render/paper"
)

// The window places and colours its drawing with package paper's
// geometry and colours; these two are used on almost every line of it.

// pt is a point in map or screen pixels.
type pt = paper.Pt

// rgb is an opaque colour from its hex code.
func rgb(hex uint32) color.NRGBA { return paper.RGB(hex) }
