// Package board is the map under the camera: the camera, the printed
// sheet and its upload in tiles, hex ids, place names, counters and the
// stacks as drawn, the pointer with its drag and what the rules say was
// picked up, fire support picks, and the camera following the game
// system's events.
package board
