package ui

import (
	"image/color"
	"sync"

	"kandahar/render/paper"
)

// High contrast: every named colour that text or a figure is drawn in,
// or drawn on, takes a value giving 7:1 or more against what it meets
// (black and near-black on white and pale tints, white on black bands),
// and the counters' palette likewise (paper.SetHighContrast). The
// colours keep their meanings and their order of lightness, so that
// nothing is told by a colour that was not before.

// highContrast are the named colours and their high-contrast values;
// their usual values are taken from the variables before the first swap.
var highContrast = []struct {
	c    *color.NRGBA
	high color.NRGBA
}{
	{&Paper, RGB(0xFFFFFF)}, {&Paper2, RGB(0xF0F0F0)}, {&LogBg, RGB(0xFFFFFF)},
	{&Ink, RGB(0x000000)}, {&Muted, RGB(0x303030)},
	{&Accent, RGB(0x24330A)}, {&Red, RGB(0x8A0000)}, {&Blue, RGB(0x0B3460)},
	{&StatEnemy, RGB(0x8A0000)}, {&StatMission, RGB(0x403000)}, {&Needs, RGB(0x4A3000)}, {&FOB, RGB(0x3A0830)},
	{&Highlight, RGB(0xFFF0A0)}, {&Selected, RGB(0xDDEFC4)}, {&ShopHighlight, RGB(0xFFEC99)}, {&RowBg, RGB(0xEBEBEB)},
	{&BtnBg, RGB(0xF0F0F0)}, {&BtnActiveBg, RGB(0xD6EBBE)}, {&BtnOffBg, RGB(0xDEDEDE)}, {&BtnOffFg, RGB(0x2E2E2E)},
	{&BtnPrimaryBg, RGB(0x1B2606)}, {&BtnPrimaryHover, RGB(0x2A3A0C)},
	{&Band, RGB(0x000000)}, {&BandText, RGB(0xFFFFFF)}, {&BandMuted, RGB(0xE3E3E3)}, {&TopBar, RGB(0x000000)},
	{&OddsWin, RGB(0x1C4408)}, {&OddsTieText, RGB(0x000000)}, {&OddsLose, RGB(0x7A0000)},
}

var (
	usual     []color.NRGBA
	usualOnce sync.Once
	isHigh    bool
)

// SetHighContrast switches the palette to high contrast, or back.
func SetHighContrast(on bool) {
	usualOnce.Do(func() {
		for _, h := range highContrast {
			usual = append(usual, *h.c)
		}
	})
	for i, h := range highContrast {
		*h.c = usual[i]
		if on {
			*h.c = h.high
		}
	}
	paper.SetHighContrast(on)
	isHigh = on
}

// HighContrast reports whether the palette is the high-contrast one.
func HighContrast() bool { return isHigh }
