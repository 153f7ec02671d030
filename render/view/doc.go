// Package view is the game as the window shows it: the game system's
// events played back one at a time (the animator), the game as the events
// played so far have left it, the client's options, and the state every
// part of the window reads (Shared). It draws nothing.
package view
