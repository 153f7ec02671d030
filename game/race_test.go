//go:build race

package game

// raceEnabled is set when the tests run under the race detector, which
// slows the engine about tenfold: the long random-play tests play fewer
// games then (the plain run plays them all).
const raceEnabled = true
