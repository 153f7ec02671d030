package render

import (
	"kandahar/render/chrome"
	"kandahar/render/view"
)

// The client's configuration is declared in package view, where every
// part of the window reads it; main names it through these.
type (
	Options        = view.Options
	Prefs          = view.Prefs
	Menus          = view.Menus
	ResumeOffer    = view.ResumeOffer
	ScenarioChoice = view.ScenarioChoice
	SaveInfo       = view.SaveInfo
)

// ErrShowList, returned (or wrapped) by Options.Open, makes the client
// show its own list of saves (Menus.ListSaves): no native dialog could
// open.
var ErrShowList = view.ErrShowList

// MinWindowW and MinWindowH are the smallest window the panels fit in.
const (
	MinWindowW = chrome.MinWindowW
	MinWindowH = chrome.MinWindowH
)
