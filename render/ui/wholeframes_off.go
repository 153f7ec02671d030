//go:build !wholeframes

package ui

// WholeFrames: the frame is composed from cached layers, drawn in parts
// (render/frame.go).
const WholeFrames = false
