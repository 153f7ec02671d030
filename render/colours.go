package render

import (
	"image/color"

	"kandahar/render/paper"
)

// The colours that carry a meaning on the client's screens, named so that
// TestContrast measures what is drawn (issue 17: text 4.5:1, large text
// and marks 3:1 against what they sit on).
var (
	btnBg       = rgb(0xE9E1C6)
	btnActiveBg = rgb(0xC9D6A0)
	btnOffBg    = rgb(0xD3CDB9) // a disabled button: paler, and its text
	btnOffFg    = rgb(0x5A5446) // greyer, yet still readable (4.7:1)

	// the odds bar (13.0): each segment's colour and its label's
	oddsWin, oddsWinText   = rgb(0x4E7A2A), rgb(0xFFFFFF)
	oddsTie, oddsTieText   = rgb(0xC9A227), uiInk
	oddsLose, oddsLoseText = rgb(0xB3261E), rgb(0xFFFFFF)

	// the stat boxes' figures
	statEnemy   = uiRed
	statMission = rgb(0x6E5400)

	// the mission ring (7.0): yellow on a dark casing, so it shows on
	// pale clear terrain as on dark mountains
	missionRing   = color.NRGBA{240, 190, 30, 255}
	missionCasing = rgb(0x2B2416)

	// the hexes a dragged stack reaches (10.3): a light tint to keep the
	// terrain readable, and an edge that stands out from any terrain
	reachFill    = color.NRGBA{70, 140, 255, 60}
	reachEdge    = rgb(0x173E8C)
	reachMinFill = color.NRGBA{255, 170, 40, 70}
	reachMinEdge = rgb(0x8A4300)

	// the hex panel's note on the forward-base zone, in its line's colour
	uiFOB = paper.ColFOBLine
)

// the chrome's bands, rows and highlights
var (
	uiBand          = rgb(0x3B4227) // title bands of panels and menus
	uiBandText      = rgb(0xF2E9C8)
	uiBandMuted     = rgb(0xCFC6A8)
	uiTopBar        = rgb(0x2E3326)
	uiNeeds         = rgb(0x7A5000) // what the mission needs
	uiLogBg         = rgb(0xFBF8EC)
	uiHighlight     = rgb(0xF7E7A8)
	uiSelected      = rgb(0xDCE8B8)
	uiShopHighlight = rgb(0xF7E39A)
	uiRowBg         = rgb(0xECE4CA)
	btnPrimaryBg    = rgb(0x4E5D24)
	btnPrimaryHover = rgb(0x5B6B2E)
)
