//go:build windows || (darwin && cgo) || (linux && cgo)

package saves

import (
	"errors"

	"github.com/sqweek/dialog"
)

func init() {
	nativeDialog = sqweekDialog
	nativeMessage = func(title, text string) { dialog.Message("%s", text).Title(title).Error() }
}

func sqweekDialog(save bool, dir, name string) (string, error) {
	b := dialog.File().Filter("Kandahar saved games", Ext[1:]).Filter("All files", "*")
	if dir != "" {
		b = b.SetStartDir(dir)
	}
	var path string
	var err error
	if save {
		if name != "" {
			b = b.SetStartFile(name)
		}
		path, err = b.Title("Save the game").Save()
	} else {
		path, err = b.Title("Open a saved game").Load()
	}
	if errors.Is(err, dialog.ErrCancelled) {
		return "", ErrCancelled
	}
	return path, err
}
