// Package paper is everything of the map that is drawn with no window: a
// software canvas (anti-aliased shapes and text into an *image.RGBA), the
// hex geometry of the printed sheet, the map sheet itself, the counter
// faces, the order of the pieces in a stack, and the print export. The
// window (package render) uploads what paper draws and places its own
// drawing with paper's geometry; -screenshot and -export-map use paper
// alone. It must never import Ebitengine (TestPaperNeedsNoWindow).
package paper
