//go:build !(windows || ((darwin || linux) && cgo))

package main

import (
	"errors"

	"kandahar/internal/dialogwire"
)

// errNone is every answer of a build without the dialog library (Linux
// or macOS without cgo).
var errNone = errors.New("this build of the dialog helper has no dialogs (built without cgo)")

func chooseFile(dialogwire.Request) (string, bool, error) { panic(errNone.Error()) }

func message(string, string) error { panic(errNone.Error()) }
