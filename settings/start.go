package settings

import (
	"os"
	"path/filepath"
	"time"

	"kandahar/saves"
)

// A start that ends before the window has drawn (a setting the graphics
// driver refuses, a crash in the first frame) would end the same way at
// every start, with the player left to find and delete the file. So a
// start is marked beside the settings file until its window has drawn:
// a mark found at the next start means the last one never got there, and
// that start uses the defaults.

// startMark is the file that marks a start under way.
func startMark(path string) string { return path + ".starting" }

// LastStartFailed is the notice shown when the last start never drew its
// window and this one uses the defaults.
const LastStartFailed = "The last start stopped before its window was drawn, so this one uses the default settings; when you quit, this run's settings replace the old ones."

// BeginStart reads the settings for a start as Load does, unless the last
// start never drew its window: then it gives the defaults and
// LastStartFailed. Either way it marks this start, until Started.
func BeginStart(path string) (s Settings, warning string) {
	if _, err := os.Lstat(startMark(path)); err == nil {
		s, warning = Defaults(), LastStartFailed
	} else {
		s, warning = Load(path)
	}
	if os.MkdirAll(filepath.Dir(path), 0o755) == nil {
		// without the mark, a failing start is only not caught: no
		// reason to stop this one
		saves.WriteFileAtomic(startMark(path), []byte(time.Now().UTC().Format(time.RFC3339)+"\n"))
	}
	return s, warning
}

// Started says the window has drawn: the next start reads the settings.
func Started(path string) {
	os.Remove(startMark(path))
}
