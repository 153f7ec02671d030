package render

import (
	"fmt"
	"image/color"
	"testing"

	"kandahar/game"
	"kandahar/render/cvd"
	"kandahar/render/paper"
	"kandahar/render/ui"
)

// contrastPair is a colour drawn on another, and the least contrast it
// must have.
type contrastPair struct {
	what   string
	fg, bg color.NRGBA
	min    float64
}

// Text meets WCAG AA, 4.5:1 against its background, and a mark
// on the map 3:1 against every terrain it can sit on.
func TestContrast(t *testing.T) {
	checkContrast(t, contrastPairs(4.5))
}

// High contrast (ui.SetHighContrast): the same text, and the counters'
// text, at 7:1 or more (WCAG AAA); the marks on the map as before.
func TestHighContrast(t *testing.T) {
	ui.SetHighContrast(true)
	defer ui.SetHighContrast(false)
	checkContrast(t, contrastPairs(7))
}

// contrastPairs are the colours the client draws text and marks in,
// with what they are drawn on; text needs text:1.
func contrastPairs(text float64) []contrastPair {
	type pair = contrastPair
	const mark = 3.0
	var pairs []pair
	for _, bg := range []struct {
		name string
		c    color.NRGBA
	}{{"paper", ui.Paper}, {"stat box", ui.Paper2}, {"log", ui.LogBg}, {"highlighted row", ui.Highlight},
		{"selected row", ui.Selected}, {"shop row", ui.RowBg}, {"shop highlight", ui.ShopHighlight}, {"button", ui.BtnBg}, {"toggled button", ui.BtnActiveBg}} {
		pairs = append(pairs,
			pair{"ink on " + bg.name, ui.Ink, bg.c, text},
			pair{"muted text on " + bg.name, ui.Muted, bg.c, text})
	}
	pairs = append(pairs,
		pair{"red text on paper", ui.Red, ui.Paper, text},
		pair{"red log line", ui.Red, ui.LogBg, text},
		pair{"phase log line", ui.Accent, ui.LogBg, text},
		pair{"missions accomplished figure", ui.Accent, ui.Paper2, text},
		pair{"forfeits and teams lost figures", ui.Red, ui.Paper2, text},
		pair{"enemy cup figure", ui.StatEnemy, ui.Paper2, text},
		pair{"missions in the cup figure", ui.StatMission, ui.Paper2, text},
		pair{"what the mission needs", ui.Needs, ui.Paper, text},
		pair{"the forward-base zone's note", ui.FOB, ui.Paper, text},
		pair{"disabled button", ui.BtnOffFg, ui.BtnOffBg, text},
		pair{"primary button", ui.RGB(0xFFFFFF), ui.BtnPrimaryBg, text},
		pair{"primary button, hovered", ui.RGB(0xFFFFFF), ui.BtnPrimaryHover, text},
		pair{"band title", ui.BandText, ui.Band, text},
		pair{"band note", ui.BandMuted, ui.Band, text},
		pair{"phase title", ui.BandText, ui.TopBar, text},
		pair{"phase note", ui.BandMuted, ui.TopBar, text},
		pair{"odds bar: win", ui.OddsWinText, ui.OddsWin, text},
		pair{"odds bar: tie", ui.OddsTieText, ui.OddsTie, text},
		pair{"odds bar: lose", ui.OddsLoseText, ui.OddsLose, text},
	)
	for pal, name := range map[paper.Palette]string{paper.PalSF: "Special Forces", paper.PalGear: "gear", paper.PalAir: "air", paper.PalEnemy: "enemy", paper.PalMission: "mission", paper.PalCasualty: "casualty"} {
		bg, fg, _ := pal.Colors()
		pairs = append(pairs, pair{name + " counter's text", fg, bg, text})
	}
	for _, tr := range game.AllTerrains() {
		bg := paper.TerrainColor(paper.BaseTerrain(game.TerrainSet(0).With(tr)))
		pairs = append(pairs,
			pair{"mission ring's casing on " + tr.String(), ui.MissionCasing, bg, mark},
			pair{"reach edge on " + tr.String(), ui.ReachEdge, cvd.Over(ui.ReachFill, bg), mark},
			pair{"minimum-move reach edge on " + tr.String(), ui.ReachMinEdge, cvd.Over(ui.ReachMinFill, bg), mark},
			// the forward-base zone (6.3): its line and ticks, outside and
			// on the ribbon inside (the tint alone was 1.08-1.16:1)
			pair{"forward-base line on " + tr.String(), paper.ColFOBLine, bg, mark},
			pair{"forward-base ticks on the ribbon on " + tr.String(), paper.ColFOBLine, cvd.Over(paper.ColFOBRibbon, bg), mark},
		)
	}
	return pairs
}

func checkContrast(t *testing.T, pairs []contrastPair) {
	t.Helper()
	for _, p := range pairs {
		got := cvd.Contrast(cvd.Over(p.fg, p.bg), p.bg)
		msg := fmt.Sprintf("%-40s %5.2f:1 (at least %.1f)", p.what, got, p.min)
		if got < p.min {
			t.Error(msg)
		} else if testing.Verbose() {
			t.Log(msg)
		}
	}
}
