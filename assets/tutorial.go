package assets

import _ "embed"

// coachSteps is the tutorial coach's script: its steps as data, read by
// package render (render/coach_script.go).
//
//go:embed tutorial/coach.txt
var coachSteps []byte

// CoachSteps returns the text of the tutorial coach's steps.
func CoachSteps() []byte { return coachSteps }
