//go:build windows || ((darwin || linux) && cgo)

package main

import (
	"errors"

	"github.com/sqweek/dialog"

	"kandahar/internal/dialogwire"
)

// chooseFile runs the library's file dialog for req.
func chooseFile(req dialogwire.Request) (path string, cancelled bool, err error) {
	b := dialog.File().Title(req.Title)
	if req.FilterExt != "" {
		b = b.Filter(req.FilterName, req.FilterExt)
	}
	b = b.Filter("All files", "*")
	if req.Dir != "" {
		b = b.SetStartDir(req.Dir)
	}
	if req.Kind == dialogwire.Open {
		path, err = b.Load()
	} else {
		if req.Name != "" {
			b = b.SetStartFile(req.Name)
		}
		path, err = b.Save()
	}
	if errors.Is(err, dialog.ErrCancelled) {
		return "", true, nil
	}
	return path, false, err
}

// message shows an error box and waits for its OK.
func message(title, text string) error {
	dialog.Message("%s", text).Title(title).Error()
	return nil
}
