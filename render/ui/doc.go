// Package ui is the client's small widget kit: text drawn at the
// window's real pixel size and wrapped on its words, rectangles and
// flat shapes (Ebitengine's vector package), the colours that carry a
// meaning, buttons, frame elements and the player's input. It knows
// nothing of the game's state.
package ui
