//go:build !race

package game

// raceEnabled: see race_test.go.
const raceEnabled = false
