// Package assets embeds the game's data files: the map, the terrain chart,
// the counter mix, fonts and scenarios. Everything here is data the rules
// read; no rule lives here.
package assets

import "embed"

//go:embed data
var files embed.FS

// Read returns an embedded data file, by its name under data/.
func Read(name string) ([]byte, error) { return files.ReadFile("data/" + name) }

// MustRead is Read for files the build guarantees are present.
func MustRead(name string) []byte {
	b, err := Read(name)
	if err != nil {
		panic(err)
	}
	return b
}
