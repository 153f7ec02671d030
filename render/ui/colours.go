package ui

import (
	"image/color"

	"kandahar/render/paper"
)

// The colours that carry a meaning on the client's screens, named so that
// TestContrast measures what is drawn (text 4.5:1, large text
// and marks 3:1 against what they sit on).
var (
	BtnBg       = RGB(0xE9E1C6)
	BtnActiveBg = RGB(0xC9D6A0)
	BtnOffBg    = RGB(0xD3CDB9) // a disabled button: paler, and its text
	BtnOffFg    = RGB(0x5A5446) // greyer, yet still readable (4.7:1)

	// the odds bar (13.0): each segment's colour and its label's
	OddsWin, OddsWinText   = RGB(0x4E7A2A), RGB(0xFFFFFF)
	OddsTie, OddsTieText   = RGB(0xC9A227), Ink
	OddsLose, OddsLoseText = RGB(0xB3261E), RGB(0xFFFFFF)

	// the stat boxes' figures
	StatEnemy   = Red
	StatMission = RGB(0x6E5400)

	// the mission ring (7.0): yellow on a dark casing, so it shows on
	// pale clear terrain as on dark mountains
	MissionRing   = color.NRGBA{240, 190, 30, 255}
	MissionCasing = RGB(0x2B2416)

	// the hexes a dragged stack reaches (10.3): a light tint to keep the
	// terrain readable, and an edge that stands out from any terrain
	ReachFill    = color.NRGBA{70, 140, 255, 34} // light: the terrain reads through
	ReachEdge    = RGB(0x173E8C)
	ReachMinFill = color.NRGBA{255, 170, 40, 40}
	ReachMinEdge = RGB(0x8A4300)

	// the hex panel's note on the forward-base zone, in its line's colour
	FOB = paper.ColFOBLine
)

// the chrome's bands, rows and highlights
var (
	Band            = RGB(0x3B4227) // title bands of panels and menus
	BandText        = RGB(0xF2E9C8)
	BandMuted       = RGB(0xCFC6A8)
	TopBar          = RGB(0x2E3326)
	Needs           = RGB(0x7A5000) // what the mission needs
	LogBg           = RGB(0xFBF8EC)
	Highlight       = RGB(0xF7E7A8)
	Selected        = RGB(0xDCE8B8)
	ShopHighlight   = RGB(0xF7E39A)
	RowBg           = RGB(0xECE4CA)
	BtnPrimaryBg    = RGB(0x4E5D24)
	BtnPrimaryHover = RGB(0x5B6B2E)
)
