//go:build windows || ((darwin || linux) && cgo)

package saves

import (
	"errors"

	"github.com/sqweek/dialog"
)

func init() {
	nativeDialog = sqweekDialog
	nativeMessage = func(title, text string) { dialog.Message("%s", text).Title(title).Error() }
}

func sqweekDialog(k dialogKind, dir, name string) (string, error) {
	b := dialog.File()
	if k == savePicture {
		b = b.Filter("PNG pictures", "png")
	} else {
		b = b.Filter("Kandahar saved games", Ext[1:])
	}
	b = b.Filter("All files", "*")
	if dir != "" {
		b = b.SetStartDir(dir)
	}
	var path string
	var err error
	switch k {
	case openGame:
		path, err = b.Title("Open a saved game").Load()
	default:
		if name != "" {
			b = b.SetStartFile(name)
		}
		title := "Save the game"
		if k == savePicture {
			title = "Save the picture"
		}
		path, err = b.Title(title).Save()
	}
	if errors.Is(err, dialog.ErrCancelled) {
		return "", ErrCancelled
	}
	return path, err
}
