//go:build wholeframes

package ui

// WholeFrames: the frame is drawn whole whenever something may have
// changed, without the layer caches (render/frame.go).
const WholeFrames = true
