// Package enduring embeds the data files of Enduring Freedom, the second
// game: the map, the counter mix, the charts and the list of the rules'
// numbered sections. Everything here is data the rules read; no rule
// lives here.
package enduring

import "embed"

//go:embed *.txt
var files embed.FS

// Read returns an embedded data file by its name ("map.txt").
func Read(name string) ([]byte, error) { return files.ReadFile(name) }

// Reference is Enduring Freedom's rules reference, rules/*.txt: our own
// explanation of every numbered section, the turn on one page and the
// rulings (docs/enduring/reference.md). Package assets/reference parses it.
//
//go:embed rules/*.txt
var Reference embed.FS
